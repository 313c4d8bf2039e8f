package org.passant.report;

import java.util.function.Function;
import org.passant.board.Piece;
import org.passant.board.Position;
import org.passant.board.Square;
import org.passant.notation.Notation;
import org.passant.notation.PopeyeOrder;
import org.passant.solve.Attack;
import org.passant.solve.Defence;
import org.passant.solve.Defences;
import org.passant.solve.FirstMove;
import org.passant.solve.Key;
import org.passant.solve.Refutation;
import org.passant.solve.SolutionTree;
import org.passant.solve.Try;
import org.passant.solve.Variation;

/**
 * Popeye 4.104's output layout, so that users can diff against the tool they know: the board,
 * the stipulation line, then each first move with its tree in long algebraic notation (knight
 * S), four columns per half-move, {@code !} for keys, {@code ?} for tries, {@code but} before
 * refutations, a blank line after each first move and {@code solution finished.} at the end.
 * This class draws one tree; {@link PopeyeReport} adds what Popeye prints around it (the author
 * block, twins, the closing line of a problem).
 *
 * <p>Siblings come in Popeye's order ({@link PopeyeOrder}): the defender's moves in the order of
 * any move, the attacker's as {@link PopeyeAttackOrder} says (the order of mating moves where a
 * direct mate has one move left, else the order of any move), the lines of help and series play as
 * {@link PopeyeHelpOrder} says.
 */
public final class PopeyeFormat implements TreeFormat {
    private final boolean board;
    /**
     * The order of the attacker's moves in the tree being written, which depends on its
     * stipulation: null in the formatters callers hold, since {@link #format} writes each tree with
     * a copy of its own that knows it (so that one formatter can serve several threads).
     */
    private final PopeyeAttackOrder attackOrder;
    /** The order of the lines of help and series play in the tree being written; null as {@link #attackOrder} is. */
    private final PopeyeHelpOrder helpOrder;
    /** The mark of a move that reaches the goal: " #" or " =". */
    private final String goalMark;

    public PopeyeFormat() {
        this(true);
    }

    /** @param board whether to print the diagram (Popeye's NoBoard option when false) */
    public PopeyeFormat(boolean board) {
        this(board, null, null, " #");
    }

    /** A formatter for one tree, whose stipulation decides the order of the attacker's moves and of help lines. */
    private PopeyeFormat(boolean board, PopeyeAttackOrder attackOrder, PopeyeHelpOrder helpOrder, String goalMark) {
        this.board = board;
        this.attackOrder = attackOrder;
        this.helpOrder = helpOrder;
        this.goalMark = goalMark;
    }

    /** The tree as Popeye prints it without {@code Option Intelligent}. */
    @Override
    public String format(SolutionTree tree) {
        return format(tree, false);
    }

    /**
     * The tree as Popeye prints it, with or without {@code Option Intelligent} (which orders the
     * solutions of help play otherwise, {@link PopeyeHelpOrder}).
     */
    public String format(SolutionTree tree, boolean intelligent) {
        return "\n" + diagram(tree) + findings(tree) + "\n" + body(tree, intelligent) + "\nsolution finished.\n\n\n";
    }

    /** The board (unless NoBoard) and the stipulation line with the piece counts. */
    String diagram(SolutionTree tree) {
        return diagram(tree.fen(), stipulationWithLimits(tree.stipulation().toString(), tree.options()), 0);
    }

    /** Popeye's stipulation line: "/t" for Threat t, "/f" (or "//f" without Threat) for MaxFlightsquares f, ";m,n" for NonTrivial m n. */
    static String stipulationWithLimits(String stipulation, org.passant.solve.SolveOptions options) {
        StringBuilder stip = new StringBuilder(stipulation);
        int flights = options.restrictions().maxFlights();
        if (options.maxThreatLength() > 0) {
            stip.append('/').append(options.maxThreatLength());
        } else if (flights >= 0) {
            stip.append('/');
        }
        if (flights >= 0) {
            stip.append('/').append(flights);
        }
        if (options.restrictions().maxNonTrivial() >= 0) {
            stip.append(';').append(options.restrictions().maxNonTrivial()).append(',').append(options.restrictions().trivialLength());
        }
        return stip.toString();
    }

    /** The board and the stipulation line of a position that has no tree (an illegal diagram). */
    String diagram(String fen, String stipulation, int maxThreatLength) {
        StringBuilder out = new StringBuilder();
        Position diagram = Position.fromFen(fen);
        if (board) {
            appendBoard(out, diagram);
        }
        appendStipulationLine(out, stipulation, maxThreatLength, diagram);
        return out.toString();
    }

    /** What Popeye prints under the stipulation line about the position or the options, one line each. */
    static String findings(SolutionTree tree) {
        StringBuilder out = new StringBuilder();
        for (String reason : tree.verdict().kind() == org.passant.solve.Verdict.Kind.ILLEGAL
                ? DefectWords.verdictReasons(tree) : tree.notes()) {
            out.append(reason).append('\n');
        }
        return out.toString();
    }

    /**
     * The solution: each first move with its tree and a blank line (or the play after the key),
     * the lines of help and series play as Popeye orders them with or without {@code Option Intelligent}.
     */
    String body(SolutionTree tree, boolean intelligent) {
        return new PopeyeFormat(board, PopeyeAttackOrder.of(tree.stipulation()),
                PopeyeHelpOrder.of(tree.stipulation(), intelligent), " " + tree.stipulation().goal().symbol())
                .writeBody(tree);
    }

    private String writeBody(SolutionTree tree) {
        StringBuilder out = new StringBuilder();
        if (tree.help()) {
            // Popeye: the set play, a blank line, then one solution a line.
            helpOrder.sorted(tree.helpSetPlay()).forEach(s -> out.append(HelpLines.popeye(s, goalMark)).append('\n'));
            if (!tree.helpSetPlay().isEmpty()) {
                out.append('\n');
            }
            helpOrder.sorted(tree.helpSolutions()).forEach(s -> out.append(HelpLines.popeye(s, goalMark)).append('\n'));
        } else if (tree.postKeyPlay() != null) {
            appendPostKey(out, tree.postKeyPlay());
        } else {
            if (tree.setPlay() != null) {
                appendDefences(out, tree.setPlay(), 1);
                out.append('\n');
            }
            // Keys and tries interleaved, as Popeye prints them.
            for (FirstMove first : attackOrder.sorted(tree.firstMoves(), FirstMove::attack, 1)) {
                out.append(first.either(this::key, this::attempt)).append('\n');
            }
        }
        if (tree.partial()) {
            out.append("partial solution: the search was stopped before it finished\n");
        }
        return out.toString();
    }

    private String key(Key key) {
        StringBuilder out = new StringBuilder();
        appendAttack(out, key.attack(), 1, "!");
        return out.toString();
    }

    /** A try with its tree, then "but" and the refutations, each marked "!". */
    private String attempt(Try t) {
        StringBuilder out = new StringBuilder();
        appendAttack(out, t.attack(), 1, "?");
        out.append("    but\n");
        for (Refutation r : PopeyeOrder.anyMoves(t.refutations(), Refutation::move)) {
            out.append(defenceLine(r, 1)).append(" !\n");
        }
        return out.toString();
    }

    private void appendPostKey(StringBuilder out, Defences play) {
        if (play.threat() != null) {
            out.append(" threat:\n");
        } else if (play.zugzwang()) {
            out.append(" zugzwang.\n");
        }
        appendThreat(out, play, 1);
        for (Defence d : PopeyeOrder.anyMoves(play.all(), Defence::move)) {
            String text = d.either(v -> variation(v, 1), r -> defenceLine(r, 1) + "\n        refutes.\n");
            out.append(text);
        }
    }

    private void appendAttack(StringBuilder out, Attack a, int number, String mark) {
        StringBuilder line = new StringBuilder();
        int lastDigitColumn = number == 1 ? 3 : 2 + 8 * (number - 1);
        String num = Integer.toString(number);
        line.append(" ".repeat(lastDigitColumn - num.length() + 1)).append(num).append('.')
                .append(Notation.popeye(a.move()));
        if (a.mate()) {
            line.append(goalMark);
        } else if (a.check()) {
            line.append(" +");
        }
        if (mark != null) {
            line.append(' ').append(mark);
        }
        Defences reply = a.reply();
        if (reply != null) {
            if (reply.threat() != null) {
                line.append(" threat:");
            } else if (reply.zugzwang()) {
                line.append(" zugzwang.");
            }
        }
        out.append(line).append('\n');
        if (reply != null) {
            appendDefences(out, reply, number);
        }
    }

    /** Threat lines and variations after the attacker's move number {@code number}. */
    private void appendDefences(StringBuilder out, Defences d, int number) {
        appendThreat(out, d, number);
        for (Variation v : PopeyeOrder.anyMoves(d.variations(), Variation::move)) {
            out.append(variation(v, number));
        }
    }

    private void appendThreat(StringBuilder out, Defences d, int number) {
        if (d.threat() != null) {
            for (Attack t : attackOrder.sorted(d.threat().moves(), Function.identity(), number + 1)) {
                appendAttack(out, t, number + 1, null);
            }
        }
    }

    /** A variation's line and its continuations, each with its tree. */
    private String variation(Variation v, int number) {
        StringBuilder out = new StringBuilder(defenceLine(v, number)).append('\n');
        for (Attack c : attackOrder.sorted(v.continuations(), Function.identity(), number + 1)) {
            appendAttack(out, c, number + 1, null);
        }
        return out.toString();
    }

    private String defenceLine(Defence d, int number) {
        boolean mate = d.either(v -> false, Refutation::mate);
        boolean goal = d.either(Variation::reachesGoal, r -> false);
        int lastDigitColumn = 6 + 8 * (number - 1);
        String num = Integer.toString(number);
        return " ".repeat(lastDigitColumn - num.length() + 1) + num + "..."
                + Notation.popeye(d.move())
                + (goal ? goalMark : mate ? " #" : d.check() ? " +" : "");
    }

    static void appendBoard(StringBuilder out, Position p) {
        String edge = "+---a---b---c---d---e---f---g---h---+\n";
        String blank = "|                                   |\n";
        out.append(edge).append(blank);
        for (int rank = 7; rank >= 0; rank--) {
            out.append(rank + 1);
            for (int file = 0; file < 8; file++) {
                int code = p.pieceAt(Square.of(file, rank));
                if (code == 0) {
                    out.append("   .");
                } else {
                    char letter = Piece.type(code) == Piece.KNIGHT ? 'S' : Piece.letter(Piece.type(code));
                    out.append(Piece.color(code) == Piece.BLACK ? "  -" : "   ").append(letter);
                }
            }
            out.append("   ").append(rank + 1).append('\n').append(blank);
        }
        out.append(edge);
    }

    private static void appendStipulationLine(StringBuilder out, String stipulation, int maxThreatLength, Position p) {
        String counts = Long.bitCount(p.pieces(Piece.WHITE)) + " + " + Long.bitCount(p.pieces(Piece.BLACK));
        String stip = "  " + stipulation;
        if (maxThreatLength > 0) {
            stip += "/" + maxThreatLength;
        }
        out.append(stip).append(" ".repeat(Math.max(1, 35 - stip.length() - counts.length()))).append(counts).append('\n');
    }
}
