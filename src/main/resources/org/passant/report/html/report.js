// The page's behaviour: problems are kept as inert text and parsed and drawn when opened (so a report of
// thousands of problems shows its index at once), the index sorts and filters, trees fold
// (native <details>), and a chosen move shows the position after it.
(function () {
  'use strict';
  var SVG = 'http://www.w3.org/2000/svg';
  var PRINT_ALL_UP_TO = 500;

  function articleFor(hash) {
    return hash && hash.indexOf('#p-') === 0 ? document.getElementById(hash.slice(1)) : null;
  }

  function open(article, scroll) {
    if (!article) {
      return;
    }
    var unopened = article.querySelector(':scope > script.unopened');
    if (unopened) {
      var page = document.createElement('template');
      page.innerHTML = unopened.textContent;
      unopened.replaceWith(page.content);
    }
    article.hidden = false;
    if (scroll) {
      article.scrollIntoView();
    }
  }

  // The position after a move, drawn on a copy of the problem's diagram.
  function show(move) {
    var article = move.closest('article');
    var panel = article.querySelector('.after');
    var diagram = article.querySelector('svg.board.main');
    if (!panel || !diagram) {
      return;
    }
    var board = diagram.cloneNode(true);
    board.setAttribute('class', 'board after-move');
    draw(board, move.dataset.fen);
    var figure = document.createElement('figure');
    var caption = document.createElement('figcaption');
    caption.textContent = 'After ' + move.textContent;
    figure.appendChild(board);
    figure.appendChild(caption);
    panel.replaceChildren(figure);
    article.querySelectorAll('button.shown').forEach(function (m) { m.classList.remove('shown'); });
    move.classList.add('shown');
  }

  function draw(board, fen) {
    var fields = fen.split(' ');
    var pieces = board.querySelector('.pieces');
    pieces.replaceChildren();
    var white = [], black = [];
    fields[0].split('/').forEach(function (row, i) {
      var file = 0;
      for (var k = 0; k < row.length; k++) {
        var c = row.charAt(k);
        if (c >= '1' && c <= '8') {
          file += c.charCodeAt(0) - 48;
          continue;
        }
        var square = 'abcdefgh'.charAt(file) + (8 - i);
        var use = document.createElementNS(SVG, 'use');
        var isWhite = c === c.toUpperCase();
        use.setAttribute('class', 'pc ' + (isWhite ? 'w' : 'b'));
        use.setAttribute('href', '#' + c.toLowerCase());
        use.setAttribute('x', 40 + file * 100);
        use.setAttribute('y', 10 + i * 100);
        use.setAttribute('width', 100);
        use.setAttribute('height', 100);
        use.setAttribute('data-square', square);
        use.setAttribute('data-piece', c);
        pieces.appendChild(use);
        (isWhite ? white : black).push(c.toUpperCase() + square);
        file++;
      }
    });
    var whiteToMove = fields[1] !== 'b';
    var marker = board.querySelector('.stm');
    marker.setAttribute('class', 'stm ' + (whiteToMove ? 'w' : 'b'));
    marker.setAttribute('cy', whiteToMove ? 760 : 60);
    board.setAttribute('data-fen', fen);
    board.setAttribute('aria-label', 'White: ' + white.join(', ') + '; Black: ' + black.join(', ')
        + '; ' + (whiteToMove ? 'White' : 'Black') + ' to move');
  }

  function filter(verdict) {
    document.querySelectorAll('#index tbody tr').forEach(function (row) {
      row.hidden = verdict !== '' && row.dataset.verdict !== verdict;
    });
    document.querySelectorAll('.vf').forEach(function (b) {
      b.setAttribute('aria-pressed', String(b.dataset.verdict === verdict));
    });
  }

  function sort(button) {
    var th = button.closest('th');
    var column = Array.prototype.indexOf.call(th.parentNode.children, th);
    var ascending = th.getAttribute('aria-sort') !== 'ascending';
    var numeric = button.dataset.sort === 'num';
    var body = document.querySelector('#index tbody');
    var rows = Array.prototype.slice.call(body.rows);
    function value(row) {
      var cell = row.cells[column];
      return numeric ? Number(cell.dataset.value) : cell.textContent.trim().toLowerCase();
    }
    rows.sort(function (a, b) {
      var x = value(a), y = value(b);
      var order = x < y ? -1 : x > y ? 1 : Number(a.cells[0].dataset.value) - Number(b.cells[0].dataset.value);
      return ascending ? order : -order;
    });
    rows.forEach(function (row) { body.appendChild(row); });
    th.parentNode.querySelectorAll('th').forEach(function (h) { h.removeAttribute('aria-sort'); });
    th.setAttribute('aria-sort', ascending ? 'ascending' : 'descending');
  }

  function problems() {
    return document.querySelectorAll('article.problem');
  }

  document.addEventListener('click', function (event) {
    var target = event.target;
    var link = target.closest('a[href^="#p-"]');
    if (link) {
      open(articleFor(link.getAttribute('href')), false);
      return;
    }
    var button = target.closest('button');
    if (!button) {
      return;
    }
    if (button.dataset.fen) {
      show(button);
    } else if (button.classList.contains('vf')) {
      filter(button.dataset.verdict);
    } else if (button.dataset.sort) {
      sort(button);
    } else if (button.classList.contains('close')) {
      button.closest('article').hidden = true;
    } else if (button.classList.contains('fold')) {
      var unfold = button.dataset.open === 'true';
      button.closest('article').querySelectorAll('.tree details').forEach(function (d) { d.open = unfold; });
    } else if (button.id === 'open-all') {
      problems().forEach(function (a) { open(a, false); });
    } else if (button.id === 'close-all') {
      problems().forEach(function (a) { a.hidden = true; });
    }
  });

  window.addEventListener('hashchange', function () {
    open(articleFor(location.hash), true);
  });

  // Printing a report prints its problems, trees unfolded: every problem when none is open and the
  // report is small enough, else the open ones.
  window.addEventListener('beforeprint', function () {
    var shown = Array.prototype.filter.call(problems(), function (a) { return !a.hidden; });
    if (shown.length === 0 && problems().length <= PRINT_ALL_UP_TO) {
      problems().forEach(function (a) { open(a, false); });
    }
    document.querySelectorAll('article.problem:not([hidden]) .tree details').forEach(function (d) { d.open = true; });
  });

  open(articleFor(location.hash), true);
})();
