package org.passant.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import org.passant.board.RuleSet;
import org.passant.problem.Goal;
import org.passant.problem.Play;
import org.passant.notation.SiblingOrder;
import org.passant.solve.Attack;
import org.passant.solve.OpenFirstMove;
import org.passant.solve.Defence;
import org.passant.solve.Defences;
import org.passant.solve.Dual;
import org.passant.solve.Key;
import org.passant.solve.Ply;
import org.passant.solve.SolutionTree;
import org.passant.solve.Try;
import org.passant.solve.Variation;
import org.passant.solve.Verdict;

/**
 * The default output: the tree as problemists print it, in short algebraic, one line per branch
 * and single lines of play kept on one line ({@code 1.d4! threat: 2.d5+ cxd5 3.Bxd5#},
 * {@code 1...exd3 e.p. 2.f4 threat: 3.f5#}), then tries ({@code 1.Bxc6? ... but 1...dxc6!})
 * and a verdict.
 */
public final class TextFormat implements TreeFormat {
    private static final int STEP = 4;
    private static final int MAX_DUALS_LISTED = 12;

    /** The rules the trees are written under: with two-move turns, each item is a turn ({@code 1.Bb5,Bxe8}). */
    private final RuleSet rules;

    public TextFormat() {
        this(RuleSet.ORTHODOX);
    }

    private TextFormat(RuleSet rules) {
        this.rules = rules;
    }

    @Override
    public String format(SolutionTree tree) {
        if (tree.rules() != rules) {
            return new TextFormat(tree.rules()).format(tree);
        }
        List<String> lines = new ArrayList<>();
        lines.add(VariantWords.stipulation(tree.stipulation(), rules) + "  " + tree.fen());
        lines.add("");
        if (tree.help() && tree.verdict().kind() != Verdict.Kind.ILLEGAL) {
            if (!tree.helpSetPlay().isEmpty()) {
                lines.add("Set play:");
                tree.helpSetPlay().forEach(s -> lines.add(pad(STEP) + HelpLines.text(s)));
                lines.add("");
            }
            tree.helpSolutions().forEach(s -> lines.add(HelpLines.text(s)));
            if (!tree.helpSolutions().isEmpty()) {
                lines.add("");
            }
        } else if (tree.verdict().kind() != Verdict.Kind.ILLEGAL) {
            if (tree.postKeyPlay() != null) {
                Defences play = tree.postKeyPlay();
                appendHead(lines, new StringBuilder("Post-key play:"), 0, play, 1);
                appendDefences(lines, 0, play, 1, true);
                lines.add("");
            }
            if (tree.setPlay() != null) {
                lines.add("Set play:");
                appendDefences(lines, 0, tree.setPlay(), 1, false);
                lines.add("");
            }
            for (Key key : SiblingOrder.sorted(tree.keys(), Key::move)) {
                appendAttack(lines, new StringBuilder(), 0, key.attack(), 1, "!");
                lines.add("");
            }
            for (Try t : SiblingOrder.sorted(tree.tries(), Try::move)) {
                appendAttack(lines, new StringBuilder(), 0, t.attack(), 1, "?");
                lines.add(" ".repeat(STEP) + "but " + t.refutations().stream()
                        .map(r -> "1..." + Moves.san(rules, r.fen(), r.move(), r.second(), r.check(), r.mate()) + "!")
                        .collect(Collectors.joining(", ")));
                lines.add("");
            }
        }
        for (String note : tree.notes()) {
            lines.add("Note: " + note);
        }
        lines.add(verdictLine(tree));
        lines.addAll(dualLines(tree.verdict().duals()));
        lines.add(String.format("Searched %,d moves in %.2f s.", tree.nodes(), tree.millis() / 1000.0));
        return String.join("\n", lines) + "\n";
    }

    /**
     * Appends an attacking move to {@code line} and what follows it: a single line of play stays
     * on the line, branches go to new lines one step deeper.
     */
    private void appendAttack(List<String> lines, StringBuilder line, int indent, Attack a, int number, String mark) {
        line.append(number).append('.').append(Moves.san(rules, a.fen(), a.move(), a.second(), a.check(), a.mate())).append(mark);
        Defences reply = a.reply();
        if (reply == null) {
            lines.add(line.toString());
            return;
        }
        if (isSingleLine(reply)) {
            Variation v = reply.variations().get(0);
            line.append(' ').append(Moves.san(rules, v.fen(), v.move(), v.second(), v.check(), false)).append(' ');
            appendAttack(lines, line, indent, v.continuations().get(0), number + 1, "");
            return;
        }
        appendHead(lines, line, indent, reply, number);
        appendDefences(lines, indent, reply, number, false);
    }

    /**
     * Ends the line of an attacking move with "threat:" and the threat (on the same line when it is
     * one line of play, else one threat move per line, numbered one move on) or "zugzwang.".
     */
    private void appendHead(List<String> lines, StringBuilder line, int indent, Defences d, int number) {
        if (d.threat() == null) {
            lines.add(d.zugzwang() ? line.append(" zugzwang.").toString() : line.toString());
            return;
        }
        line.append(" threat:");
        List<Attack> threats = SiblingOrder.sorted(d.threat().moves(), Attack::move);
        if (threats.size() == 1 && isSingleLine(threats.get(0))) {
            line.append(' ');
            appendAttack(lines, line, indent, threats.get(0), number + 1, "");
            return;
        }
        if (allMate(threats)) {
            lines.add(line.append(' ').append(mates(threats, number + 1)).toString());
            return;
        }
        lines.add(line.toString());
        for (Attack t : threats) {
            appendAttack(lines, new StringBuilder(pad(indent + STEP)), indent + STEP, t, number + 1, "");
        }
    }

    private void appendDefences(List<String> lines, int indent, Defences d, int number, boolean showRefutations) {
        List<Defence> defences = showRefutations ? d.all() : List.copyOf(d.variations());
        for (Defence defence : SiblingOrder.sorted(defences, Defence::move)) {
            lines.addAll(defence.either(v -> variationLines(indent, v, number),
                    r -> List.of(pad(indent + STEP) + number + "..." + Moves.san(rules, r.fen(), r.move(), r.second(), r.check(), r.mate())
                            + " refutes.")));
        }
    }

    /** A defence that the attacker answers: one line when the play goes on alone, else one per branch. */
    private List<String> variationLines(int indent, Variation v, int number) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder(pad(indent + STEP)).append(number).append("...")
                .append(Moves.san(rules, v.fen(), v.move(), v.second(), v.check(), v.reachesGoal()));
        if (v.continuations().size() == 1) {
            line.append(' ');
            appendAttack(lines, line, indent + STEP, v.continuations().get(0), number + 1, "");
        } else if (allMate(v.continuations())) {
            lines.add(line.append(' ').append(mates(v.continuations(), number + 1)).toString());
        } else {
            lines.add(line.toString());
            for (Attack c : SiblingOrder.sorted(v.continuations(), Attack::move)) {
                appendAttack(lines, new StringBuilder(pad(indent + 2 * STEP)), indent + 2 * STEP, c, number + 1, "");
            }
        }
        return lines;
    }

    private static boolean allMate(List<Attack> attacks) {
        return attacks.stream().allMatch(Attack::mate);
    }

    /** Alternative mates on one line: 3.Qxf5# / 3.Qg8#. */
    private String mates(List<Attack> attacks, int number) {
        return SiblingOrder.sorted(attacks, Attack::move).stream()
                .map(a -> number + "." + Moves.san(rules, a.fen(), a.move(), a.second(), a.check(), a.mate()))
                .collect(Collectors.joining(" / "));
    }

    /** No threat or zugzwang to state, one defence with one answer: the play reads on one line. */
    private static boolean isSingleLine(Defences d) {
        return d.threat() == null && !d.zugzwang() && d.refutations().isEmpty() && d.variations().size() == 1
                && d.variations().get(0).continuations().size() == 1;
    }

    private static boolean isSingleLine(Attack a) {
        return a.reply() == null || (isSingleLine(a.reply()) && isSingleLine(a.reply().variations().get(0).continuations().get(0)));
    }

    private static String pad(int n) {
        return " ".repeat(n);
    }

    static String verdictLine(SolutionTree tree) {
        String line = verdictSentence(tree);
        line = line.endsWith("..") ? line.substring(0, line.length() - 1) : line; // "1.hxg6 e.p." ends a sentence once
        Verdict v = tree.verdict();
        return v.restricted() && v.kind() != Verdict.Kind.ILLEGAL ? underRestriction(line, v) : line;
    }

    /**
     * "Verdict: sound under Threat 1, key 1.Qf7+ (the option prunes the search: other keys may
     * exist).": a finding under a pruning option names it, and says what it leaves open.
     */
    private static String underRestriction(String line, Verdict v) {
        String head = "Verdict: " + v.kind().name().toLowerCase(Locale.ROOT).replace('_', ' ');
        String rest = line.substring(head.length());
        String body = rest.endsWith(".") && !rest.endsWith(" e.p.") ? rest.substring(0, rest.length() - 1) : rest;
        return head + " under " + RestrictionWords.under(v.restriction()) + body + " (" + RestrictionWords.caveat(v) + ").";
    }

    private static String verdictSentence(SolutionTree tree) {
        Verdict v = tree.verdict();
        int n = tree.stipulation().moves();
        if (tree.help() && v.kind() != Verdict.Kind.ILLEGAL) {
            return helpVerdict(tree);
        }
        if (tree.inTurns() && v.kind() != Verdict.Kind.ILLEGAL) {
            return turnVerdict(tree);
        }
        return switch (v.kind()) {
            case SOUND -> tree.postKeyPlay() != null ? "Verdict: sound: no defence holds."
                    : "Verdict: sound, key " + keyList(v.keys()) + ".";
            case COOKED -> "Verdict: cooked, " + v.keys().size() + " keys: " + keyList(v.keys()) + ".";
            case NO_SOLUTION -> tree.postKeyPlay() != null
                    ? "Verdict: no solution, refuted by " + tree.postKeyPlay().refutations().stream()
                            .map(r -> "1..." + Moves.san(r.fen(), r.move(), r.check(), r.mate())).collect(Collectors.joining(", ")) + "."
                    : "Verdict: no solution: no first move forces mate in " + n + ".";
            case SHORT_SOLUTION -> "Verdict: short solution, mate in " + v.shortestMate() + " by "
                    + keyList(v.shortSolutions(n)) + (v.keys().size() > 1 ? " (" + v.keys().size() + " keys in all)" : "") + ".";
            case ILLEGAL -> "Verdict: illegal position: " + String.join("; ", DefectWords.verdictReasons(tree)) + ".";
            case UNFINISHED -> "Verdict: unfinished" + unfinishedFindings(tree) + ".";
            case TOO_FEW_SOLUTIONS -> "Verdict: too few solutions.";
            case SOLVED -> "Verdict: solved.";
        };
    }

    /**
     * What a stopped direct or self play found: the keys (those whose length a stop left open
     * marked so), then the first moves it left open, those being examined apart from those not
     * reached, so that a long problem stopped by --max-time says how far it got and which moves
     * hold it up: ", keys found so far: 1.Rc5+ (mate in at most 9, whether sooner is not yet
     * settled); 3 first moves still open: 1 being examined (1.Re8), 2 not yet reached (1.a5, 1.Kg8)".
     */
    private static String unfinishedFindings(SolutionTree tree) {
        List<String> keys = new ArrayList<>();
        if (!tree.verdict().keys().isEmpty()) {
            keys.add(keyList(tree.verdict().keys()));
        }
        List<String> examined = new ArrayList<>();
        List<String> notReached = new ArrayList<>();
        for (OpenFirstMove move : tree.openFirstMoves()) {
            String text = "1." + Moves.san(tree.fen(), move.move());
            if (move.isKey()) {
                keys.add(text + " (" + goalWord(tree) + (move.lengthSettled()
                        ? " in " + move.forcesWithin() + ", its tree not yet built)"
                        : " in at most " + move.forcesWithin() + ", whether sooner is not yet settled)"));
            } else if (move.beingExamined()) {
                examined.add(text);
            } else {
                notReached.add(text);
            }
        }
        String found = keys.isEmpty() ? ", no key found so far" : ", keys found so far: " + String.join(", ", keys);
        int open = examined.size() + notReached.size();
        if (open == 0) {
            return found;
        }
        String moves = open + " first move" + (open == 1 ? "" : "s") + " still open";
        if (notReached.isEmpty()) {
            return found + "; " + moves + ", being examined: " + String.join(", ", examined);
        }
        if (examined.isEmpty()) {
            return found + "; " + moves + ", not yet reached: " + String.join(", ", notReached);
        }
        return found + "; " + moves + ": " + examined.size() + " being examined (" + String.join(", ", examined) + "), "
                + notReached.size() + " not yet reached (" + String.join(", ", notReached) + ")";
    }

    /** The goal as a verdict names a key's length: mate, stalemate, selfmate or selfstalemate. */
    private static String goalWord(SolutionTree tree) {
        String goal = tree.stipulation().goal() == Goal.STALEMATE ? "stalemate" : "mate";
        return tree.stipulation().play() == Play.SELF ? "self" + goal : goal;
    }

    /** Double-move and Marseillais chess: the same findings, counted in turns, with the goal named. */
    private static String turnVerdict(SolutionTree tree) {
        Verdict v = tree.verdict();
        RuleSet rules = tree.rules();
        int n = tree.stipulation().moves();
        String goal = rules.goal() == RuleSet.Goal.KING_CAPTURE ? "captures the king" : "forces mate";
        String keys = keyList(v.keys(), rules);
        if (tree.postKeyPlay() != null && (v.kind() == Verdict.Kind.SOUND || v.kind() == Verdict.Kind.NO_SOLUTION)) {
            // The diagram is the position after the key: there is no key to name, only whether a defence holds.
            return v.kind() == Verdict.Kind.SOUND ? "Verdict: sound: no defence holds."
                    : "Verdict: no solution, refuted by " + tree.postKeyPlay().refutations().stream()
                            .map(r -> "1..." + TurnText.of(tree, r)).collect(Collectors.joining(", ")) + ".";
        }
        return switch (v.kind()) {
            case SOUND -> "Verdict: sound, key " + keys + ".";
            case COOKED -> "Verdict: cooked, " + v.keys().size() + " keys: " + keys + ".";
            case NO_SOLUTION -> "Verdict: no solution: no first turn " + goal + " in " + turns(n) + ".";
            case SHORT_SOLUTION -> "Verdict: short solution, " + goal.replace("forces ", "") + " in "
                    + turns(v.shortestMate()) + " by " + keyList(v.shortSolutions(n), rules)
                    + (v.keys().size() > 1 ? " (" + v.keys().size() + " keys in all)" : "") + ".";
            default -> "Verdict: " + v.kind().name().toLowerCase(Locale.ROOT).replace('_', ' ') + ".";
        };
    }

    private static String turns(int count) {
        return count + (count == 1 ? " turn" : " turns");
    }

    /** Help play is judged by its number of solutions against the number stated. */
    private static String helpVerdict(SolutionTree tree) {
        Verdict v = tree.verdict();
        String found = solutions(v.solutionsFound());
        String stated = solutions(v.solutionsStated()) + " stated";
        return switch (v.kind()) {
            case SOUND -> "Verdict: sound, " + found + " as stated.";
            case COOKED -> "Verdict: cooked, " + found + ", " + stated + ".";
            case TOO_FEW_SOLUTIONS -> "Verdict: too few solutions, " + found + ", " + stated + ".";
            // A Popeye file cannot state the number intended: two found may be two intended or a cook.
            case SOLVED -> "Verdict: solved, " + found + "; the number intended is not stated, so neither sound nor cooked"
                    + " (--solutions N states it).";
            case NO_SOLUTION -> "Verdict: no solution to " + tree.stipulation() + ".";
            case SHORT_SOLUTION -> "Verdict: short solution, " + v.reasons().get(v.reasons().size() - 1) + " (" + found + " in all).";
            default -> "Verdict: unfinished, " + found + " found so far.";
        };
    }

    private static String solutions(int count) {
        return count + (count == 1 ? " solution" : " solutions");
    }

    static String keyList(List<Key> keys) {
        return keyList(keys, RuleSet.ORTHODOX);
    }

    /** The keys as the verdict names them, each a move or under two-move rules a turn. */
    static String keyList(List<Key> keys, RuleSet rules) {
        return keys.stream().map(k -> "1." + Moves.san(rules, k.attack().fen(), k.move(), k.attack().second(), k.attack().check(), k.attack().mate()))
                .collect(Collectors.joining(", "));
    }

    static List<String> dualLines(List<Dual> duals) {
        List<String> lines = new ArrayList<>();
        if (duals.isEmpty()) {
            return lines;
        }
        lines.add("Duals (" + duals.size() + "):");
        for (Dual d : duals.subList(0, Math.min(duals.size(), MAX_DUALS_LISTED))) {
            lines.add(pad(STEP) + line(d.line()) + ": " + d.variation().continuations().stream()
                    .map(c -> (d.line().size() / 2 + 1) + "." + Moves.san(c.fen(), c.move(), c.check(), c.mate()))
                    .collect(Collectors.joining(", ")));
        }
        if (duals.size() > MAX_DUALS_LISTED) {
            lines.add(pad(STEP) + "and " + (duals.size() - MAX_DUALS_LISTED) + " more");
        }
        return lines;
    }

    /** A line from the key: 1.d4 cxd3 e.p. */
    private static String line(List<Ply> plies) {
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < plies.size(); i++) {
            Ply p = plies.get(i);
            if (i % 2 == 0) {
                s.append(i == 0 ? "" : " ").append(i / 2 + 1).append('.');
            } else {
                s.append(' ');
            }
            s.append(Moves.san(p.fen(), p.move(), false, false));
        }
        return s.toString();
    }
}
