package org.passant.retro;

import static org.passant.board.Bitboards.bit;

import java.util.ArrayList;
import java.util.List;
import org.passant.board.Defect;
import org.passant.board.DefectKind;
import org.passant.board.DefectRules;
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
 * <li>the captures the pawns need to stand on their files at most the opponent's lost units,
 *     less a shut-in bishop that is gone (it was taken on its starting square, where no pawn
 *     can capture); and when they need exactly those losses, a lost bishop taken by a pawn on
 *     its colour ({@link BishopCaptureColours});
 * <li>routes ({@link PawnCrossings}, {@link PieceOrigins}): pawns of opposite colours that
 *     cannot have passed each other on a file without captures the losses do not allow; pieces
 *     that no original or promoted unit of their kind can have reached past units that never
 *     moved or squares never empty ({@link HeldSquares}) ({@link Walls}, which include the kings and rooks of castling rights presumed), or
 *     past a pawn that moved once and so always held its starting square or its present one
 *     ({@link OneMovePawns}), or past a promoted piece that can never have moved
 *     ({@link CagedPromotions});
 * <li>promoted pieces shut in a pocket, promoted there, whose pawns with the pawns on the board
 *     need more captures than the opponent's losses allow ({@link PromotionFiles});
 * <li>kings walled off from their starting squares by squares they can never have stood on
 *     ({@link KingRoutes});
 * <li>units that shut each other in ({@link FrozenUnits}) have stood still since the game began,
 *     so each is on its square of the initial array.
 * </ul>
 *
 * <p>One king each and no pawn on the edge ranks are checked only for the diagram: retraction
 * never changes them. Where a rule is the board's too (kings, edge pawns, material, checks) it is
 * decided by {@link DefectRules}, so that the board and the retro analysis cannot disagree.
 */
final class StaticRules {
    private StaticRules() {
    }

    /** Whether any rule fires (fast path for the search). */
    static boolean violated(RetroBoard b) {
        return firstViolation(b) != null;
    }

    /** Whether any rule fires, with the castling rights {@code presumed} (their king and rook never moved). */
    static boolean violated(RetroBoard b, int presumed) {
        return firstViolation(b, presumed, Cages.ARRANGEMENTS) != null;
    }

    /**
     * As {@link #violated(RetroBoard, int)}, with the search of a cage's arrangements
     * ({@link Cages}), the one costly rule, given at most {@code cageArrangements} arrangements;
     * 0 leaves it out (leaving a rule out, or searching less, only proves less).
     */
    static boolean violated(RetroBoard b, int presumed, int cageArrangements) {
        return firstViolation(b, presumed, cageArrangements) != null;
    }

    /** Whether the side not to move is in check (its last move would have left its king attacked). */
    static boolean waitingSideInCheck(RetroBoard b) {
        return sideNotToMoveInCheck(b) != null;
    }

    /**
     * The first rule that fires, or null. The side that just moved is checked first, so that the
     * reason given does not depend on which colour is which (the same diagram with colours
     * exchanged gets the same reason).
     */
    static Defect firstViolation(RetroBoard b) {
        return firstViolation(b, 0);
    }

    /**
     * As {@link #firstViolation(RetroBoard)}, with the castling rights {@code presumed} to hold:
     * their kings and rooks never moved, which closes squares to the routes of other units.
     */
    static Defect firstViolation(RetroBoard b, int presumed) {
        // The largest cage budget any search uses, so that what a search refuted is explained by a rule.
        return firstViolation(b, presumed, Cages.ARRANGEMENTS_BEFORE_LAST_MOVE);
    }

    /** As {@link #firstViolation(RetroBoard, int)}, the cage search given at most {@code cageArrangements} arrangements. */
    static Defect firstViolation(RetroBoard b, int presumed, int cageArrangements) {
        int mover = b.sideToMove ^ 1;
        Defect d = sideNotToMoveInCheck(b);
        if (d == null) {
            d = material(b, mover);
        }
        if (d == null) {
            d = material(b, mover ^ 1);
        }
        if (d == null) {
            d = pawnCaptures(b, mover);
        }
        if (d == null) {
            d = pawnCaptures(b, mover ^ 1);
        }
        if (d == null) {
            d = impossibleCheck(b);
        }
        return d != null ? d : routes(b, presumed, cageArrangements);
    }

    /** The rules about where units can have come from: pawns passing on a file, pieces past units that never moved. */
    private static Defect routes(RetroBoard b, int presumed, int cageArrangements) {
        Defect d = PawnCrossings.check(b, pawnCaptureBudget(b, Piece.WHITE), pawnCaptureBudget(b, Piece.BLACK));
        if (d != null) {
            return d;
        }
        long walls = Walls.of(b, presumed);
        int mover = b.sideToMove ^ 1;
        // Squares never empty close routes as walls do (only for where pieces came from: a capture
        // was made there, which the other rules' walls exclude).
        long held = HeldSquares.of(b);
        long closed = walls | held;
        d = PieceOrigins.check(b, mover, closed);
        if (d == null) {
            d = PieceOrigins.check(b, mover ^ 1, closed);
        }
        if (d == null) {
            d = OneMovePawns.check(b, walls);
        }
        if (d == null) {
            d = PromotionFiles.check(b, closed);
        }
        if (d == null) {
            long frozen = FrozenUnits.of(b);
            d = FrozenUnits.check(b, frozen);
            if (d == null) {
                // Units that shut each other in at home never moved: walls for the kings' routes too.
                d = KingRoutes.check(b, walls | frozen, held);
            }
        }
        return d != null || cageArrangements == 0 ? d : Cages.check(b, cageArrangements);
    }

    /** Every defect of a diagram, including the ones retraction cannot produce (kings, edge pawns). */
    static List<Defect> diagramDefects(RetroBoard b) {
        List<Defect> defects = new ArrayList<>();
        for (int c = Piece.WHITE; c <= Piece.BLACK; c++) {
            add(defects, DefectRules.kings(c, b.pieces(c, Piece.KING)));
        }
        add(defects, DefectRules.pawnsOnEdgeRanks(b.byType[Piece.PAWN]));
        if (!defects.isEmpty()) {
            return defects;
        }
        int mover = b.sideToMove ^ 1;
        add(defects, sideNotToMoveInCheck(b));
        add(defects, material(b, mover));
        add(defects, material(b, mover ^ 1));
        add(defects, pawnCaptures(b, mover));
        add(defects, pawnCaptures(b, mover ^ 1));
        add(defects, impossibleCheck(b));
        if (defects.isEmpty()) {
            add(defects, routes(b, 0, Cages.ARRANGEMENTS_BEFORE_LAST_MOVE));
        }
        return defects;
    }

    private static void add(List<Defect> defects, Defect d) {
        if (d != null) {
            defects.add(d);
        }
    }

    private static Defect sideNotToMoveInCheck(RetroBoard b) {
        int waiting = b.sideToMove ^ 1;
        int king = b.king(waiting);
        return DefectRules.waitingSideInCheck(waiting, king, b.attackers(king, b.sideToMove, b.occupied));
    }

    private static Defect impossibleCheck(RetroBoard b) {
        long sliders = b.byType[Piece.BISHOP] | b.byType[Piece.ROOK] | b.byType[Piece.QUEEN];
        return DefectRules.impossibleCheck(b.sideToMove, b.king(b.sideToMove), b.checkers(), sliders);
    }

    /** Pawn and unit counts, then promoted pieces, where a closed-in bishop that is gone counts its colour's bishops as promoted. */
    private static Defect material(RetroBoard b, int color) {
        long pawns = b.pieces(color, Piece.PAWN);
        Defect d = DefectRules.pawnCount(color, pawns);
        if (d == null) {
            d = DefectRules.unitCount(color, b.byColor[color]);
        }
        if (d != null) {
            return d;
        }
        long bishops = b.pieces(color, Piece.BISHOP);
        int lightHome = color == Piece.WHITE ? Square.F1 : Square.C8;
        int darkHome = color == Piece.WHITE ? Square.C1 : Square.F8;
        boolean lightGone = cagedAndGone(b, color, lightHome);
        boolean darkGone = cagedAndGone(b, color, darkHome);
        // Name the closed-in bishop only where it matters: a bishop of its colour is on the board.
        int home = lightGone && (bishops & DefectRules.LIGHT_SQUARES) != 0 ? lightHome
                : darkGone && (bishops & ~DefectRules.LIGHT_SQUARES) != 0 ? darkHome : Square.NONE;
        return DefectRules.promotedPieces(color, pawns, b.pieces(color, Piece.QUEEN), b.pieces(color, Piece.ROOK),
                b.pieces(color, Piece.KNIGHT), bishops, lightGone ? 0 : 1, darkGone ? 0 : 1,
                home, home == Square.NONE ? 0 : cageSquares(color, home));
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

    private static Defect pawnCaptures(RetroBoard b, int color) {
        int needed = PawnCaptures.minimum(b.pieces(color, Piece.PAWN), color);
        int lost = 16 - Long.bitCount(b.byColor[color ^ 1]);
        if (needed <= lost) {
            long athome = capturedAtHome(b, color ^ 1);
            if (athome == 0 || needed <= lost - Long.bitCount(athome)) {
                return BishopCaptureColours.check(b, color, needed);
            }
            // Every lost unit was needed for a pawn capture, but a shut-in bishop was not one of them.
            return new Defect(DefectKind.PAWN_CAPTURES_EXCEED_LOSSES, color, Square.NONE, athome, needed, lost);
        }
        return needed >= PawnCaptures.IMPOSSIBLE
                ? new Defect(DefectKind.PAWN_FILES_IMPOSSIBLE, color, Square.NONE, 0, 0, lost)
                : new Defect(DefectKind.PAWN_CAPTURES_EXCEED_LOSSES, color, Square.NONE, 0, needed, lost);
    }

    /** How many captures the pawns of {@code color} can have made: the units the opponent lost where a pawn can take them. */
    static int pawnCaptureBudget(RetroBoard b, int color) {
        return 16 - Long.bitCount(b.byColor[color ^ 1]) - Long.bitCount(capturedAtHome(b, color ^ 1));
    }

    /**
     * The starting squares of {@code color}'s bishops that are shut in and gone: such a bishop was
     * captured on its starting square, and not by a pawn, since a pawn would have had to come
     * from one of the two squares the unmoved pawns have always held.
     */
    private static long capturedAtHome(RetroBoard b, int color) {
        int lightHome = color == Piece.WHITE ? Square.F1 : Square.C8;
        int darkHome = color == Piece.WHITE ? Square.C1 : Square.F8;
        return (cagedAndGone(b, color, lightHome) ? bit(lightHome) : 0) | (cagedAndGone(b, color, darkHome) ? bit(darkHome) : 0);
    }
}
