package org.passant.report;

import java.util.ArrayList;
import java.util.List;
import org.passant.board.Position;
import org.passant.board.RuleSet;
import org.passant.board.TurnFen;
import org.passant.notation.SiblingOrder;
import org.passant.solve.Attack;
import org.passant.solve.Defence;
import org.passant.solve.Defences;
import org.passant.solve.Key;
import org.passant.solve.Ply;
import org.passant.solve.Refutation;
import org.passant.solve.SolutionTree;
import org.passant.solve.Try;
import org.passant.solve.Variation;
import org.passant.solve.Verdict;

/**
 * A solution tree as lines that fold: the same lines, words and order as {@link TextFormat}
 * (a single line of play kept on one line, alternative mates joined by "/", tries ending in
 * "but 1...dxc6!"), where each line indented under another becomes its child. Every move carries
 * the position after it, so the page can show it.
 */
final class HtmlTree {
    private final HtmlNotation notation;
    /** With two-move turns, each move of the tree is a turn ({@code 1.Bb5,Bxe8}) and its positions are turn FENs. */
    private final RuleSet rules;

    HtmlTree(HtmlNotation notation) {
        this(notation, RuleSet.ORTHODOX);
    }

    private HtmlTree(HtmlNotation notation, RuleSet rules) {
        this.notation = notation;
        this.rules = rules;
    }

    /** The tree's lines: post-key play, set play, the keys, then the tries; for help and series play, its solutions. */
    List<HtmlLine> lines(SolutionTree tree) {
        if (tree.rules() != rules) {
            return new HtmlTree(notation, tree.rules()).lines(tree);
        }
        List<HtmlLine> lines = new ArrayList<>();
        if (tree.verdict().kind() == Verdict.Kind.ILLEGAL) {
            return lines;
        }
        if (tree.help()) {
            return new HtmlHelpPlay(notation).lines(tree);
        }
        if (tree.postKeyPlay() != null) {
            HtmlLine head = HtmlLine.at(0).word("Post-key play:");
            head(head, tree.postKeyPlay(), 1);
            defences(head, tree.postKeyPlay(), 1, true);
            lines.add(head);
        }
        if (tree.setPlay() != null) {
            HtmlLine head = HtmlLine.at(0).word("Set play:").mark("set");
            defences(head, tree.setPlay(), 1, false);
            lines.add(head);
        }
        boolean cooked = tree.verdict().kind() == Verdict.Kind.COOKED;
        for (Key key : SiblingOrder.sorted(tree.keys(), Key::move)) {
            HtmlLine line = HtmlLine.at(0).mark("key");
            if (cooked) {
                line.mark("cook");
            }
            attack(line, key.attack(), 1, "!");
            lines.add(line);
        }
        for (Try t : SiblingOrder.sorted(tree.tries(), Try::move)) {
            HtmlLine line = HtmlLine.at(0).mark("try");
            attack(line, t.attack(), 1, "?");
            HtmlLine but = line.child().mark("refutation").word("but");
            List<Refutation> refutations = t.refutations();
            for (int i = 0; i < refutations.size(); i++) {
                Refutation r = refutations.get(i);
                if (i > 0) {
                    but.word(",");
                }
                but.move("1..." + san(r.fen(), r.move(), r.second(), r.check(), r.mate()) + "!", after(r.fen(), r.move(), r.second()));
            }
            lines.add(line);
        }
        return lines;
    }

    /** An attacking move and what follows it: a single line of play stays on the line, branches go beneath. */
    private void attack(HtmlLine line, Attack a, int number, String mark) {
        line.move(number + "." + san(a.fen(), a.move(), a.second(), a.check(), a.mate()) + mark, after(a.fen(), a.move(), a.second()));
        Defences reply = a.reply();
        if (reply == null) {
            return;
        }
        if (isSingleLine(reply)) {
            Variation v = reply.variations().get(0);
            line.move(san(v.fen(), v.move(), v.second(), v.check(), v.reachesGoal()), after(v.fen(), v.move(), v.second())); // "2.d5+ cxd5 3.Bxd5#"
            attack(line, v.continuations().get(0), number + 1, "");
            return;
        }
        head(line, reply, number);
        defences(line, reply, number, false);
    }

    /** "threat:" and the threat (on the line when it is one line of play, else beneath), or "zugzwang.". */
    private void head(HtmlLine line, Defences d, int number) {
        if (d.threat() == null) {
            if (d.zugzwang()) {
                line.word("zugzwang.");
            }
            return;
        }
        line.word("threat:");
        List<Attack> threats = SiblingOrder.sorted(d.threat().moves(), Attack::move);
        if (threats.size() == 1 && isSingleLine(threats.get(0))) {
            attack(line, threats.get(0), number + 1, "");
        } else if (allMate(threats)) {
            mates(line, threats, number + 1);
        } else {
            threats.forEach(t -> attack(line.child(), t, number + 1, ""));
        }
    }

    private void defences(HtmlLine line, Defences d, int number, boolean showRefutations) {
        List<Defence> defences = showRefutations ? d.all() : List.copyOf(d.variations());
        for (Defence defence : SiblingOrder.sorted(defences, Defence::move)) {
            HtmlLine child = line.child();
            if (defence instanceof Variation v) {
                variation(child, v, number);
            } else {
                Refutation r = (Refutation) defence;
                child.mark("refutation").move(number + "..." + san(r.fen(), r.move(), r.second(), r.check(), r.mate()), after(r.fen(), r.move(), r.second()))
                        .word("refutes.");
            }
        }
    }

    /** A defence the attacker answers: on one line when the play goes on alone; more than one answer is a dual. */
    private void variation(HtmlLine line, Variation v, int number) {
        line.move(number + "..." + san(v.fen(), v.move(), v.second(), v.check(), v.reachesGoal()), after(v.fen(), v.move(), v.second()));
        if (v.hasDual()) {
            line.mark("dual");
        }
        if (v.continuations().size() == 1) {
            attack(line, v.continuations().get(0), number + 1, "");
        } else if (allMate(v.continuations())) {
            mates(line, v.continuations(), number + 1);
        } else {
            SiblingOrder.sorted(v.continuations(), Attack::move).forEach(c -> attack(line.child(), c, number + 1, ""));
        }
    }

    /** Alternative mates on one line: 3.Qxf5# / 3.Qg8#. */
    private void mates(HtmlLine line, List<Attack> attacks, int number) {
        List<Attack> sorted = SiblingOrder.sorted(attacks, Attack::move);
        for (int i = 0; i < sorted.size(); i++) {
            if (i > 0) {
                line.word("/");
            }
            Attack a = sorted.get(i);
            line.move(number + "." + san(a.fen(), a.move(), a.second(), a.check(), a.mate()), after(a.fen(), a.move(), a.second()));
        }
    }

    private static boolean allMate(List<Attack> attacks) {
        return attacks.stream().allMatch(Attack::mate);
    }

    /** The same test as the text report's: no threat or zugzwang to state, one defence with one answer. */
    private static boolean isSingleLine(Defences d) {
        return d.threat() == null && !d.zugzwang() && d.refutations().isEmpty() && d.variations().size() == 1
                && d.variations().get(0).continuations().size() == 1;
    }

    private static boolean isSingleLine(Attack a) {
        return a.reply() == null || (isSingleLine(a.reply()) && isSingleLine(a.reply().variations().get(0).continuations().get(0)));
    }

    private String san(String fen, int move, Ply second, boolean check, boolean mate) {
        return notation.move(Moves.san(rules, fen, move, second, check, mate));
    }

    /**
     * The position after a move (or a whole turn): the FEN's placement and side to move, all a
     * diagram needs (and a big report is smaller).
     */
    private String after(String fen, int move, Ply second) {
        Position p;
        if (rules.hasTwoMoveTurns()) {
            p = TurnFen.parse(second == null ? fen : second.fen(), rules);
            p.makeInTurn(second == null ? move : second.move());
        } else {
            p = Position.fromFen(fen);
            p.make(move);
        }
        String after = p.toFen();
        return after.substring(0, after.indexOf(' ', after.indexOf(' ') + 1));
    }
}
