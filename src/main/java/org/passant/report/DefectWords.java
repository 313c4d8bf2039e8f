package org.passant.report;

import java.util.ArrayList;
import java.util.List;
import org.passant.board.Bitboards;
import org.passant.board.Castling;
import org.passant.board.Defect;
import org.passant.board.DefectKind;
import org.passant.board.Piece;
import org.passant.board.Position;
import org.passant.board.Square;
import org.passant.board.SquareSets;
import org.passant.solve.SolutionTree;

/**
 * The board's defects in the words the solver and the perft command print: one sentence per
 * defect, naming units by type and square ("the rook on a1"), and all pawns on an edge rank in
 * one sentence. The retro report words its defects otherwise ({@link RetroWords}), sharing only the kings.
 */
public final class DefectWords {
    private DefectWords() {
    }

    /** Each defect of {@code p} as a sentence, in the order found. */
    public static List<String> sentences(Position p, List<Defect> defects) {
        return defects.stream().map(d -> sentence(p, d)).toList();
    }

    /** Why a tree's verdict is what it is: its notes, then the defects of its diagram in words. */
    public static List<String> verdictReasons(SolutionTree tree) {
        List<String> reasons = new ArrayList<>(tree.verdict().reasons());
        if (!tree.verdict().defects().isEmpty()) {
            reasons.addAll(sentences(Position.fromFen(tree.fen()), tree.verdict().defects()));
        }
        return reasons;
    }

    public static String sentence(Position p, Defect d) {
        String side = d.side() == Defect.BOTH_SIDES ? "" : Piece.colorName(d.side());
        String units = units(p, d.units());
        return switch (d.kind()) {
            case NO_KING, EXTRA_KINGS -> kings(d);
            case TOO_MANY_PAWNS -> side + " has " + d.count() + " pawns (at most " + d.limit() + ")";
            case TOO_MANY_UNITS -> side + " has " + d.count() + " units (at most " + d.limit() + ")";
            case TOO_MANY_PROMOTED_PIECES -> side + " has at least " + d.count() + " promoted pieces but only " + d.limit()
                    + " missing pawns to promote them";
            case PAWNS_ON_EDGE_RANK -> edgePawns(d.units());
            case WAITING_SIDE_IN_CHECK -> side + " is not to move but its king on " + Square.name(d.square())
                    + " is in check from " + units;
            case TOO_MANY_CHECKERS -> "the king on " + Square.name(d.square()) + " is in check from " + Long.bitCount(d.units())
                    + " units at once (" + units + "); no move gives more than a double check";
            case DOUBLE_CHECK_WITHOUT_LINE_PIECE -> "double check from " + units
                    + " is impossible: a double check needs a discovered check, and only a line piece can be discovered";
            case DOUBLE_CHECK_ON_ONE_LINE -> "double check from both sides of the king on one line (" + units + ") is impossible";
            case EN_PASSANT_STEP_CANNOT_CHECK -> "the e.p. square " + Square.name(d.square()) + " says the last move was "
                    + doubleStep(d) + ", but that move cannot have given the check from " + units;
            case CASTLING_KING_NOT_HOME -> "castling right " + Castling.describe(right(d.side(), Bitboards.first(d.units())))
                    + " is stated but the king is not on " + Square.name(d.square());
            case CASTLING_ROOK_NOT_HOME -> "castling right " + Castling.describe(right(d.side(), d.square()))
                    + " is stated but no rook stands on " + Square.name(d.square());
            case EN_PASSANT_PAWN_MISSING -> "e.p. square " + Square.name(d.square()) + " needs the double step " + doubleStep(d)
                    + ", but no " + side.toLowerCase() + " pawn stands on " + Square.name(stepEnd(d));
            case EN_PASSANT_PATH_OCCUPIED -> "e.p. square " + Square.name(d.square()) + " needs the double step " + doubleStep(d)
                    + ", but " + Square.name(Bitboards.first(d.units())) + " is occupied";
            case PAWN_CAPTURES_EXCEED_LOSSES, PAWN_FILES_IMPOSSIBLE ->
                    throw new IllegalArgumentException("not a defect the board decides: " + d.kind());
        };
    }

    /** A side without its one king: the same words in the solver's and the retro report's. */
    static String kings(Defect d) {
        String side = Piece.colorName(d.side());
        return d.kind() == DefectKind.NO_KING ? side + " has no king" : side + " has " + d.count() + " kings";
    }

    /** "a pawn stands on a8, on the last rank"; "pawns stand on a1 and b1, on the first rank". */
    private static String edgePawns(long pawns) {
        long first = pawns & Bitboards.RANK_1;
        long last = pawns & Bitboards.RANK_8;
        String where = first != 0 && last != 0 ? "on the first and last ranks" : first != 0 ? "on the first rank" : "on the last rank";
        String squares = SquareSets.describe(pawns, Square::name);
        return (Long.bitCount(pawns) == 1 ? "a pawn stands on " : "pawns stand on ") + squares + ", " + where;
    }

    /** "the rook on d8 and the pawn on e5". */
    private static String units(Position p, long set) {
        return SquareSets.describe(set, sq -> "the " + Piece.typeName(Piece.type(p.pieceAt(sq))) + " on " + Square.name(sq));
    }

    /** The castling right of {@code color} whose rook starts on {@code rookSquare}. */
    private static int right(int color, int rookSquare) {
        int kingside = color == Piece.WHITE ? Castling.WHITE_KINGSIDE : Castling.BLACK_KINGSIDE;
        return Castling.rookSquare(kingside) == rookSquare ? kingside : kingside << 1;
    }

    /** The square the double step named by an e.p. defect ends on (the side of the defect made it). */
    private static int stepEnd(Defect d) {
        return d.square() + (d.side() == Piece.WHITE ? 8 : -8);
    }

    private static String doubleStep(Defect d) {
        int from = d.square() + (d.side() == Piece.WHITE ? -8 : 8);
        return Square.name(from) + "-" + Square.name(stepEnd(d));
    }
}
