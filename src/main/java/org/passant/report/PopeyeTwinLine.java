package org.passant.report;

import java.util.ArrayList;
import java.util.List;
import org.passant.board.Piece;
import org.passant.board.Position;
import org.passant.board.Square;
import org.passant.problem.Problem;

/**
 * What Popeye prints after a twin's letter: the change from the diagram as it reads on the board
 * ({@code wPe5-->c5} for a move, {@code bRc4<-->bPd3} for an exchange, {@code wSc7} for an added
 * piece, {@code -wSc7} for a removed one, {@code wPe5==>wQe5} for a substitution), then a changed
 * stipulation ({@code s#2}), each followed by two spaces.
 *
 * <p>The problem keeps its twinning as written, so the change is read off the two positions: the
 * twin against the diagram, or against the previous twin for a continued one (whichever needs
 * fewer changes). A change that is not one of these (rotation, mirror, shift, several pieces
 * moved) is given as written.
 */
final class PopeyeTwinLine {
    private PopeyeTwinLine() {
    }

    /** "b) wPe5-->c5  ", or "a) " for the diagram itself. */
    static String of(Problem twin, Problem diagram, Problem previous) {
        StringBuilder line = new StringBuilder(twin.twinLabel()).append(") ");
        if (twin.twinning().isEmpty()) {
            return line.toString();
        }
        List<String> fromDiagram = changes(diagram, twin);
        List<String> fromPrevious = previous == null ? null : changes(previous, twin);
        List<String> changes = fromPrevious != null && fromPrevious.size() < fromDiagram.size() ? fromPrevious : fromDiagram;
        for (String change : changes) {
            line.append(change).append("  ");
        }
        return line.toString();
    }

    private static List<String> changes(Problem before, Problem after) {
        List<String> changes = new ArrayList<>();
        String board = boardChange(Position.fromFen(before.fen()), Position.fromFen(after.fen()), after.twinning());
        if (board == null) {
            changes.add(after.twinning());
            return changes;
        }
        if (!board.isEmpty()) {
            changes.add(board);
        }
        if (!before.stipulation().toString().equals(after.stipulation().toString())) {
            changes.add(after.stipulation().toString());
        }
        return changes;
    }

    /** The change of the board in Popeye's words, "" for none, null for one it has no short word for. */
    private static String boardChange(Position before, Position after, String written) {
        List<Integer> changed = new ArrayList<>();
        for (int sq = 0; sq < 64; sq++) {
            if (before.pieceAt(sq) != after.pieceAt(sq)) {
                changed.add(sq);
            }
        }
        if (changed.isEmpty()) {
            return "";
        }
        if (changed.size() == 1) {
            int sq = changed.get(0);
            int was = before.pieceAt(sq);
            int is = after.pieceAt(sq);
            if (was == 0) {
                return piece(is, sq);
            }
            return is == 0 ? "-" + piece(was, sq) : piece(was, sq) + "==>" + piece(is, sq);
        }
        if (changed.size() == 2) {
            // In the order the twinning names the squares ("exchange c4 d3" prints c4 first).
            changed.sort(java.util.Comparator.comparingInt(sq -> indexIn(written, Square.name(sq))));
            int a = changed.get(0);
            int b = changed.get(1);
            if (before.pieceAt(a) == after.pieceAt(b) && before.pieceAt(b) == after.pieceAt(a)
                    && before.pieceAt(a) != 0 && before.pieceAt(b) != 0) {
                return piece(before.pieceAt(a), a) + "<-->" + piece(before.pieceAt(b), b);
            }
            for (int[] fromTo : new int[][] {{a, b}, {b, a}}) {
                int from = fromTo[0];
                int to = fromTo[1];
                if (before.pieceAt(from) != 0 && after.pieceAt(from) == 0 && after.pieceAt(to) == before.pieceAt(from)) {
                    return piece(before.pieceAt(from), from) + "-->" + Square.name(to);
                }
            }
        }
        return null;
    }

    private static int indexIn(String written, String square) {
        int at = written.toLowerCase(java.util.Locale.ROOT).indexOf(square);
        return at < 0 ? Integer.MAX_VALUE : at;
    }

    /** "wPe5": colour, Popeye's letter (S for the knight), square. */
    private static String piece(int code, int square) {
        int type = Piece.type(code);
        char letter = type == Piece.KNIGHT ? 'S' : Piece.letter(type);
        return (Piece.color(code) == Piece.BLACK ? "b" : "w") + letter + Square.name(square);
    }
}
