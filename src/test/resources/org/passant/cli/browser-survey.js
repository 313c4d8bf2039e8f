// Test harness, put in a copy of a report before its own script: it records what goes wrong
// (console errors, uncaught errors, blocked loads), then, once the page has loaded, does what a
// reader does (opens problems from the index, unfolds a variation, chooses a move, sorts, filters)
// and writes what the page then shows into <body data-survey="base64 JSON"> for the test to read.
// window.SURVEY (set by the test) names the problems to open and the moves to choose.
(function () {
  'use strict';
  var found = { errors: [], blocked: [] };
  var consoleError = console.error;
  console.error = function () {
    found.errors.push('console.error: ' + Array.prototype.join.call(arguments, ' '));
    consoleError.apply(console, arguments);
  };
  window.addEventListener('error', function (e) {
    found.errors.push('error: ' + (e.message || (e.target && (e.target.src || e.target.href)) || e.type));
  }, true);
  window.addEventListener('unhandledrejection', function (e) { found.errors.push('rejection: ' + e.reason); });
  document.addEventListener('securitypolicyviolation', function (e) { found.blocked.push(e.violatedDirective + ' ' + e.blockedURI); });

  function text(el) { return el ? el.textContent.replace(/\s+/g, ' ').trim() : null; }
  // Shown to a reader: laid out, and not inside a closed <details> (whose content Chromium skips, not removes).
  function visible(el) {
    return !!el && el.checkVisibility({ visibilityProperty: true }) && el.getBoundingClientRect().height > 0;
  }

  // The pieces as drawn: each piece's square from where it appears on the board, not from its attributes.
  function pieces(svg) {
    var box = svg.getBoundingClientRect();
    var unit = box.width / 880;
    var left = box.left + 40 * unit, top = box.top + 10 * unit, square = 100 * unit;
    var drawn = [];
    svg.querySelectorAll('use.pc').forEach(function (use) {
      var r = use.getBoundingClientRect();
      if (r.width <= 0 || r.height <= 0) { drawn.push('invisible'); return; }
      var file = Math.floor((r.left + r.width / 2 - left) / square);
      var rank = 7 - Math.floor((r.top + r.height / 2 - top) / square);
      var type = use.getAttribute('href').slice(1);
      var white = use.classList.contains('w');
      drawn.push((white ? type.toUpperCase() : type) + 'abcdefgh'.charAt(file) + (rank + 1));
    });
    return drawn.sort();
  }

  function sideToMove(svg) {
    var marker = svg.querySelector('.stm');
    var box = svg.getBoundingClientRect(), m = marker.getBoundingClientRect();
    return { colour: getComputedStyle(marker).fill, atBottom: m.top > box.top + box.height / 2 };
  }

  function rows() {
    return Array.prototype.map.call(document.querySelectorAll('#index tbody tr'), function (tr) {
      return { id: text(tr.cells[1]), author: text(tr.cells[2]), source: text(tr.cells[3]), stipulation: text(tr.cells[4]),
        pieces: text(tr.cells[5]), verdict: text(tr.cells[6]), key: text(tr.cells[7]), shown: !tr.hidden };
    });
  }

  function problem(anchor, move) {
    var link = document.querySelector('#index a[href="#' + anchor + '"]');
    link.click();
    var article = document.getElementById(anchor);
    var out = { shown: visible(article), text: article.innerText, boards: [] };
    article.querySelectorAll('svg.board').forEach(function (svg) {
      out.boards.push({ kind: svg.getAttribute('class'), pieces: pieces(svg), sideToMove: sideToMove(svg),
        caption: text(svg.closest('figure') && svg.closest('figure').querySelector('figcaption')) });
    });
    var closed = article.querySelector('.tree details:not([open])');
    if (closed) {
      var beneath = closed.querySelector(':scope > ul');
      out.fold = { summary: text(closed.querySelector('summary')), hiddenBefore: !visible(beneath) };
      closed.querySelector('summary').click();
      out.fold.open = closed.open;
      out.fold.shownAfter = visible(beneath);
      out.fold.beneath = text(beneath);
    }
    if (move) {
      var button = Array.prototype.find.call(article.querySelectorAll('button[data-fen]'), function (b) { return text(b) === move; });
      out.move = { found: !!button, tag: button && button.tagName, focusable: !!button && button.tabIndex >= 0 };
      if (button) {
        button.focus();
        button.click();
        var after = article.querySelector('.after svg.board');
        out.move.focused = document.activeElement === button;
        out.move.pieces = after ? pieces(after) : null;
        out.move.visible = visible(after);
        out.move.caption = text(article.querySelector('.after figcaption'));
      }
    }
    return out;
  }

  function run() {
    var ask = window.SURVEY || { problems: {} };
    found.scripts = document.querySelectorAll('script:not(.unopened)').length; // the problems not yet opened are inert text
    found.injected = window.pwned === undefined ? null : String(window.pwned);
    found.rows = rows();
    found.problems = {};
    Object.keys(ask.problems).forEach(function (anchor) { found.problems[anchor] = problem(anchor, ask.problems[anchor]); });
    var piecesHeader = Array.prototype.find.call(document.querySelectorAll('#index th button'), function (b) { return text(b) === 'Pieces'; });
    piecesHeader.click();
    found.sortedByPieces = rows().map(function (r) { return r.id; });
    piecesHeader.click();
    found.sortedByPiecesDown = rows().map(function (r) { return r.id; });
    if (ask.filter) {
      document.querySelector('.vf[data-verdict="' + ask.filter + '"]').click();
      found.filtered = rows().filter(function (r) { return r.shown; }).map(function (r) { return r.id; });
      document.querySelector('.vf[data-verdict=""]').click();
      found.unfiltered = rows().filter(function (r) { return r.shown; }).length;
    }
    found.resources = performance.getEntriesByType('resource').map(function (e) { return e.name; });
  }

  window.addEventListener('load', function () {
    try {
      run();
    } catch (e) {
      found.errors.push('survey: ' + e + ' ' + e.stack);
    }
    var json = JSON.stringify(found);
    document.body.setAttribute('data-survey', btoa(unescape(encodeURIComponent(json))));
  });
})();
