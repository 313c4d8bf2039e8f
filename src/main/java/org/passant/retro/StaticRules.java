package org.passant.retro;

import static org.passant.board.Bitboards.bit;

import java.util.ArrayList;
import java.util.List;
import org.passant.board.Bitboards;
import org.passant.board.Piece;
import org.passant.board.Square;

/**
 * Facts that hold in every position reachable from the initial array, checked without
 * retracting anything. Each rule here must be provably true of every legal position: the
 * refutation search treats a violation as proof that a position cannot arise, so one unsound
 * rule here would turn into wrong proofs everywhere.
 *
 * <ul>
 * <li>the side not to move is not in check (its last move would have left its king attacked);
 * <li>at most two checkers, not two units that cannot be discovered, not two on one line
 *     through the king (no single move discovers a line from both sides);
 * <li>at most 8 pawns and 16 units a side;
 * <li>promoted pieces (the excess over the initial array, bishops per square colour) at most
 *     the missing pawns; a bishop whose starting square is closed by two unmoved pawns never
 *     left it, so any other bishop of its colour is promoted;
 * <li>the captures the pawns need to stand on their files at most the opponent's lost units.
 * </ul>
 *
 * <p>One king each and no pawn on the edge ranks are checked only for the diagram: retraction
 * never changes them.
 */
final class StaticRules {
    private static final long LIGHT = 0x55AA55AA55AA55AAL;

    private StaticRules() {
    }

    /** Whether any rule fires (fast path for the search). */
    static boolean violated(RetroBoard b) {
        return check(b, null);
    }

    /** Whether the side not to move is in check (its last move would have left its king attacked). */
    static boolean waitingSideInCheck(RetroBoard b) {
        return sideNotToMoveInCheck(b, null);
    }

    /** The first rule that fires, as a sentence, or null. */
    static String firstViolation(RetroBoard b) {
        List<String> sink = new ArrayList<>();
        check(b, sink);
        return sink.isEmpty() ? null : sink.get(0);
    }

    /** Every defect of a diagram, including the ones retraction cannot produce (kings, edge pawns). */
    static List<String> diagramDefects(RetroBoard b) {
        List<String> defects = new ArrayList<>();
        for (int c = Piece.WHITE; c <= Piece.BLACK; c++) {
            int kings = Long.bitCount(b.pieces(c, Piece.KING));
            if (kings != 1) {
                defects.add(Words.side(c) + " has " + (kings == 0 ? "no king" : kings + " kings"));
            }
        }
        long edge = b.byType[Piece.PAWN] & (Bitboards.RANK_1 | Bitboards.RANK_8);
        for (; edge != 0; edge &= edge - 1) {
            defects.add(Words.unit(b, Long.numberOfTrailingZeros(edge)) + " stands on an edge rank, where no pawn can be");
        }
        if (!defects.isEmpty()) {
            return defects;
        }
        List<String> all = new ArrayList<>();
        checkAll(b, all);
        return all;
    }

    /** Checks every rule; with a sink, adds the sentence of each that fires; without one, stops at the first. */
    // The side that just moved is checked first, so that the reason given does not depend on
    // which colour is which (the same diagram with colours exchanged gets the same sentence).
    private static boolean check(RetroBoard b, List<String> sink) {
        int mover = b.sideToMove ^ 1;
        return sideNotToMoveInCheck(b, sink)
                || material(b, mover, sink) || material(b, mover ^ 1, sink)
                || pawnCaptures(b, mover, sink) || pawnCaptures(b, mover ^ 1, sink)
                || impossibleCheck(b, sink);
    }

    private static void checkAll(RetroBoard b, List<String> sink) {
        int mover = b.sideToMove ^ 1;
        sideNotToMoveInCheck(b, sink);
        material(b, mover, sink);
        material(b, mover ^ 1, sink);
        pawnCaptures(b, mover, sink);
        pawnCaptures(b, mover ^ 1, sink);
        impossibleCheck(b, sink);
    }

    private static boolean sideNotToMoveInCheck(RetroBoard b, List<String> sink) {
        int waiting = b.sideToMove ^ 1;
        int king = b.king(waiting);
        long checkers = b.attackers(king, b.sideToMove, b.occupied);
        if (checkers == 0) {
            return false;
        }
        if (sink != null) {
            sink.add(Words.units(b, checkers) + (Long.bitCount(checkers) == 1 ? " gives" : " give")
                    + " check to the " + Words.side(waiting).toLowerCase() + " king on " + Square.name(king)
                    + " with " + Words.side(b.sideToMove) + " to move");
        }
        return true;
    }

    private static boolean impossibleCheck(RetroBoard b, List<String> sink) {
        long checkers = b.checkers();
        int n = Long.bitCount(checkers);
        if (n < 2) {
            return false;
        }
        int king = b.king(b.sideToMove);
        String who = "the " + Words.side(b.sideToMove).toLowerCase() + " king on " + Square.name(king) + " is in check from "
                + Words.units(b, checkers);
        if (n > 2) {
            if (sink != null) {
                sink.add(who + "; no move gives more than a double check");
            }
            return true;
        }
        int a = Long.numberOfTrailingZeros(checkers);
        int c = 63 - Long.numberOfLeadingZeros(checkers);
        if (!slider(b.board[a]) && !slider(b.board[c])) {
            if (sink != null) {
                sink.add(who + "; a double check needs a discovered check, and only a line piece can be discovered");
            }
            return true;
        }
        if (Bitboards.aligned(a, c, king)) {
            if (sink != null) {
                sink.add(who + " along one line; no single move opens a line on both sides of a king");
            }
            return true;
        }
        return false;
    }

    private static boolean slider(int code) {
        int t = code & 7;
        return t == Piece.BISHOP || t == Piece.ROOK || t == Piece.QUEEN;
    }

    private static boolean material(RetroBoard b, int color, List<String> sink) {
        int pawns = Long.bitCount(b.pieces(color, Piece.PAWN));
        int units = Long.bitCount(b.byColor[color]);
        String side = Words.side(color);
        if (pawns > 8) {
            if (sink != null) {
                sink.add(side + " has " + pawns + " pawns");
            }
            return true;
        }
        if (units > 16) {
            if (sink != null) {
                sink.add(side + " has " + units + " units");
            }
            return true;
        }
        int missing = 8 - pawns;
        long bishops = b.pieces(color, Piece.BISHOP);
        int lightHome = color == Piece.WHITE ? Square.F1 : Square.C8;
        int darkHome = color == Piece.WHITE ? Square.C1 : Square.F8;
        boolean lightGone = cagedAndGone(b, color, lightHome);
        boolean darkGone = cagedAndGone(b, color, darkHome);
        int promoted = Math.max(0, Long.bitCount(b.pieces(color, Piece.QUEEN)) - 1)
                + Math.max(0, Long.bitCount(b.pieces(color, Piece.ROOK)) - 2)
                + Math.max(0, Long.bitCount(b.pieces(color, Piece.KNIGHT)) - 2)
                + Math.max(0, Long.bitCount(bishops & LIGHT) - (lightGone ? 0 : 1))
                + Math.max(0, Long.bitCount(bishops & ~LIGHT) - (darkGone ? 0 : 1));
        if (promoted <= missing) {
            return false;
        }
        if (sink != null) {
            String cage = "";
            // Name the closed-in bishop only where it matters: a bishop of its colour is on the board.
            int home = lightGone && (bishops & LIGHT) != 0 ? lightHome
                    : darkGone && (bishops & ~LIGHT) != 0 ? darkHome : Square.NONE;
            if (home != Square.NONE) {
                cage = " (the bishop from " + Square.name(home) + " never left it, since the pawns on "
                        + Words.squares(cageSquares(color, home)) + " never moved)";
            }
            sink.add(side + " has at least " + Words.plural(promoted, "promoted piece", "promoted pieces") + cage
                    + " but only " + Words.plural(missing, "missing pawn", "missing pawns") + " to promote");
        }
        return true;
    }

    /** The two pawn squares that close a bishop's starting square. */
    private static long cageSquares(int color, int home) {
        int up = color == Piece.WHITE ? 8 : -8;
        return bit(home + up - 1) | bit(home + up + 1);
    }

    /**
     * Whether the bishop that started on {@code home} can be shown to be gone: both pawns that
     * close its square are on their starting squares (a pawn on its second rank has never moved),
     * so it never left, and no bishop of its colour stands there now.
     */
    private static boolean cagedAndGone(RetroBoard b, int color, int home) {
        long cage = cageSquares(color, home);
        return (b.pieces(color, Piece.PAWN) & cage) == cage && b.board[home] != Piece.code(color, Piece.BISHOP);
    }

    private static boolean pawnCaptures(RetroBoard b, int color, List<String> sink) {
        int needed = PawnCaptures.minimum(b.pieces(color, Piece.PAWN), color);
        int lost = 16 - Long.bitCount(b.byColor[color ^ 1]);
        if (needed <= lost) {
            return false;
        }
        if (sink != null) {
            if (needed >= PawnCaptures.IMPOSSIBLE) {
                sink.add(Words.side(color) + "'s pawns cannot all have come from different files");
            } else {
                sink.add(Words.side(color) + "'s pawns need at least " + Words.plural(needed, "capture", "captures")
                        + " to stand on their files, but " + Words.side(color ^ 1) + " has lost only "
                        + Words.plural(lost, "unit", "units"));
            }
        }
        return true;
    }
}
