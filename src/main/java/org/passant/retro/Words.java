package org.passant.retro;

import org.passant.board.Castling;
import org.passant.board.Defect;
import org.passant.board.Move;
import org.passant.board.Piece;
import org.passant.board.Square;
import org.passant.board.SquareSets;

/** The words reasons are made of: units, sides, moves in long algebraic notation. */
final class Words {
    private Words() {
    }

    static String side(int color) {
        return Piece.colorName(color);
    }

    /** "the white pawn on g6". */
    static String unit(RetroBoard b, int sq) {
        int code = b.board[sq];
        return "the " + Piece.colorName(Piece.color(code)).toLowerCase() + " " + Piece.typeName(Piece.type(code))
                + " on " + Square.name(sq);
    }

    /** "the white pawn on g6 and the white rook on h8". */
    static String units(RetroBoard b, long set) {
        return SquareSets.describe(set, sq -> unit(b, sq));
    }

    static String squares(long set) {
        return SquareSets.describe(set, Square::name);
    }

    static String plural(int n, String one, String many) {
        return n + " " + (n == 1 ? one : many);
    }

    /**
     * A move in long algebraic notation as problemists print retractions: {@code g7-g5},
     * {@code Kf8xg8}, {@code e7xd8=Q}, {@code h5xg6 e.p.}, {@code 0-0}. The captured unit is not
     * named here (see {@link #captured}).
     */
    static String move(int move) {
        int kind = Move.kind(move);
        if (kind == Move.CASTLING) {
            return Move.to(move) > Move.from(move) ? "0-0" : "0-0-0";
        }
        StringBuilder sb = new StringBuilder();
        if (Move.mover(move) != Piece.PAWN) {
            sb.append(Piece.letter(Move.mover(move)));
        }
        sb.append(Square.name(Move.from(move)));
        sb.append(Move.isCapture(move) ? 'x' : '-');
        sb.append(Square.name(Move.to(move)));
        if (Move.promotion(move) != 0) {
            sb.append('=').append(Piece.letter(Move.promotion(move)));
        }
        if (kind == Move.EN_PASSANT) {
            sb.append(" e.p.");
        }
        return sb.toString();
    }

    static String captured(int type) {
        return String.valueOf(Piece.letter(type));
    }

    static String right(int right) {
        return Castling.describe(right);
    }

    /**
     * A defect the retro rules found, as the retro report words it (it names each unit with its
     * colour, and states the rule broken after a semicolon).
     */
    static String defect(RetroBoard b, Defect d) {
        String side = d.side() == Defect.BOTH_SIDES ? "" : side(d.side());
        String king = d.square() == Square.NONE ? "" : "the " + side.toLowerCase() + " king on " + Square.name(d.square());
        return switch (d.kind()) {
            case NO_KING -> side + " has no king";
            case EXTRA_KINGS -> side + " has " + d.count() + " kings";
            case PAWNS_ON_EDGE_RANK -> units(b, d.units()) + (Long.bitCount(d.units()) == 1 ? " stands" : " stand")
                    + " on an edge rank, where no pawn can be";
            case TOO_MANY_PAWNS -> side + " has " + d.count() + " pawns";
            case TOO_MANY_UNITS -> side + " has " + d.count() + " units";
            case TOO_MANY_PROMOTED_PIECES -> side + " has at least " + plural(d.count(), "promoted piece", "promoted pieces")
                    + (d.square() == Square.NONE ? "" : " (the bishop from " + Square.name(d.square())
                    + " never left it, since the pawns on " + squares(d.units()) + " never moved)")
                    + " but only " + plural(d.limit(), "missing pawn", "missing pawns") + " to promote";
            case WAITING_SIDE_IN_CHECK -> units(b, d.units()) + (Long.bitCount(d.units()) == 1 ? " gives" : " give")
                    + " check to " + king + " with " + side(d.side() ^ 1) + " to move";
            case TOO_MANY_CHECKERS -> king + " is in check from " + units(b, d.units()) + "; no move gives more than a double check";
            case DOUBLE_CHECK_WITHOUT_LINE_PIECE -> king + " is in check from " + units(b, d.units())
                    + "; a double check needs a discovered check, and only a line piece can be discovered";
            case DOUBLE_CHECK_ON_ONE_LINE -> king + " is in check from " + units(b, d.units())
                    + " along one line; no single move opens a line on both sides of a king";
            case PAWN_CAPTURES_EXCEED_LOSSES -> side + "'s pawns need at least " + plural(d.count(), "capture", "captures")
                    + " to stand on their files, but " + side(d.side() ^ 1) + " has lost only " + plural(d.limit(), "unit", "units");
            case PAWN_FILES_IMPOSSIBLE -> side + "'s pawns cannot all have come from different files";
            // The retro analysis ignores the diagram's stated rights: these are the board's alone.
            case EN_PASSANT_STEP_CANNOT_CHECK, CASTLING_KING_NOT_HOME, CASTLING_ROOK_NOT_HOME, EN_PASSANT_PAWN_MISSING,
                 EN_PASSANT_PATH_OCCUPIED -> throw new IllegalArgumentException("not a retro rule: " + d.kind());
        };
    }
}
