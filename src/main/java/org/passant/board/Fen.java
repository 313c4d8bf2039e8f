package org.passant.board;

import java.util.function.IntUnaryOperator;
import org.passant.text.Visible;

/**
 * Reads and writes Forsyth-Edwards Notation, including the 4-field EPD form (no move counters).
 * Only the syntax is checked here; whether the position could arise is {@link PositionValidator}'s job.
 */
public final class Fen {
    public static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    private Fen() {
    }

    public static Position parse(String fen) {
        if (fen == null || fen.isBlank()) {
            throw new FenException("empty FEN");
        }
        String[] fields = fen.trim().split("\\s+");
        if (fields.length < 4 || fields.length > 6) {
            throw new FenException("FEN needs 4 to 6 fields (placement, side, castling, e.p., [halfmove, fullmove]), found "
                    + fields.length + ": '" + fen.trim() + "'");
        }
        Position p = new Position();
        readPlacement(p, fields[0]);
        int side = readSide(fields[1]);
        int castling = readCastling(fields[2]);
        int ep = readEnPassant(fields[3], side);
        int halfmove = fields.length > 4 ? readNumber(fields[4], "halfmove clock", 0) : 0;
        int fullmove = fields.length > 5 ? readNumber(fields[5], "fullmove number", 1) : 1;
        p.setState(side, castling, ep, halfmove, fullmove);
        return p;
    }

    private static void readPlacement(Position p, String placement) {
        int[] pieces = readPlacement(placement);
        for (int sq = 0; sq < 64; sq++) {
            if (pieces[sq] != Piece.NONE) {
                p.put(pieces[sq], sq);
            }
        }
    }

    /**
     * The piece codes of a FEN placement field, indexed by square, {@link Piece#NONE} where empty.
     * Every fault is reported with the offset of the character at fault (for a rank that is too
     * short, the '/' or end that comes too early), which readers of files turn into a column.
     */
    public static int[] readPlacement(String placement) {
        String[] ranks = placement.split("/", -1);
        if (ranks.length != 8) {
            throw new FenException("the FEN placement '" + placement + "' has " + ranks.length
                    + (ranks.length == 1 ? " rank" : " ranks") + " instead of 8", 0);
        }
        int[] pieces = new int[64];
        int at = 0;
        for (int i = 0; i < 8; i++) {
            int rank = 7 - i;
            int file = 0;
            String row = ranks[i];
            // By code point, not by char: an emoji is one character to the user and must be quoted whole.
            for (int k = 0, width; k < row.length(); k += width, at += width) {
                int c = row.codePointAt(k);
                width = Character.charCount(c);
                if (c >= '1' && c <= '8') {
                    file += c - '0';
                } else if (Character.isDigit(c)) {
                    throw new FenException("rank " + (rank + 1) + " of the FEN: '" + Visible.codePoint(c)
                            + "' is not a run of 1 to 8 empty squares", at);
                } else {
                    int code = c > Character.MAX_VALUE ? Piece.NONE : Piece.fromFenChar((char) c);
                    if (code == Piece.NONE) {
                        throw new FenException("unknown piece letter '" + Visible.codePoint(c) + "' on rank " + (rank + 1)
                                + " of the FEN (K Q R B N P, lower case for Black)", at);
                    }
                    if (file < 8) {
                        pieces[Square.of(file, rank)] = code;
                    }
                    file++;
                }
                if (file > 8) {
                    throw new FenException("rank " + (rank + 1) + " of the FEN has more than 8 squares", at);
                }
            }
            if (file < 8) {
                throw new FenException("rank " + (rank + 1) + " of the FEN has only " + file + " squares", at);
            }
            at++; // the '/'
        }
        return pieces;
    }

    private static int readSide(String side) {
        switch (side) {
            case "w": return Piece.WHITE;
            case "b": return Piece.BLACK;
            default: throw new FenException("side to move must be 'w' or 'b', found '" + side + "'");
        }
    }

    /** The rights of a FEN castling field ("KQkq", "-") as {@link Castling} bits. */
    public static int readCastling(String text) {
        if (text.equals("-")) {
            return 0;
        }
        int rights = 0;
        for (char c : text.toCharArray()) {
            int right;
            switch (c) {
                case 'K': right = Castling.WHITE_KINGSIDE; break;
                case 'Q': right = Castling.WHITE_QUEENSIDE; break;
                case 'k': right = Castling.BLACK_KINGSIDE; break;
                case 'q': right = Castling.BLACK_QUEENSIDE; break;
                default: throw new FenException("castling field may hold only K, Q, k, q or '-', found '" + text + "'");
            }
            if ((rights & right) != 0) {
                throw new FenException("castling field repeats '" + c + "': '" + text + "'");
            }
            rights |= right;
        }
        return rights;
    }

    private static int readEnPassant(String text, int side) {
        if (text.equals("-")) {
            return Square.NONE;
        }
        int sq = Square.parse(text);
        if (sq == Square.NONE) {
            throw new FenException("e.p. field must be a square such as e3 or '-', found '" + text + "'");
        }
        int expectedRank = side == Piece.WHITE ? 5 : 2;
        if (Square.rank(sq) != expectedRank) {
            throw new FenException("e.p. square " + text + " is impossible with " + Piece.colorName(side)
                    + " to move: it must be on rank " + (expectedRank + 1));
        }
        return sq;
    }

    private static int readNumber(String text, String what, int min) {
        try {
            int value = Integer.parseInt(text);
            if (value < min) {
                throw new FenException(what + " must be at least " + min + ", found '" + text + "'");
            }
            return value;
        } catch (NumberFormatException e) {
            if (text.matches("[0-9]+")) { // a number, only too large for its field
                throw new FenException(what + " must be at most " + Integer.MAX_VALUE + ", found '" + text + "'");
            }
            throw new FenException(what + " must be a number, found '" + text + "'");
        }
    }

    /** Full 6-field FEN; the e.p. field is written as held (the square passed by the last double step). */
    public static String write(Position p) {
        return epd(p) + " " + p.halfmoveClock() + " " + p.fullmoveNumber();
    }

    /** The 4-field form: placement, side, castling, e.p. */
    public static String epd(Position p) {
        StringBuilder sb = new StringBuilder(placement(p));
        sb.append(p.sideToMove() == Piece.WHITE ? " w " : " b ");
        sb.append(Castling.fen(p.castlingRights()));
        sb.append(' ').append(p.epSquare() == Square.NONE ? "-" : Square.name(p.epSquare()));
        return sb.toString();
    }

    public static String placement(Position p) {
        return placement(p::pieceAt);
    }

    /** The placement field of the pieces given by {@code pieceOn} (a piece code for each square). */
    public static String placement(IntUnaryOperator pieceOn) {
        StringBuilder sb = new StringBuilder();
        for (int rank = 7; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < 8; file++) {
                int code = pieceOn.applyAsInt(Square.of(file, rank));
                if (code == Piece.NONE) {
                    empty++;
                } else {
                    if (empty > 0) {
                        sb.append(empty);
                        empty = 0;
                    }
                    sb.append(Piece.fenChar(code));
                }
            }
            if (empty > 0) {
                sb.append(empty);
            }
            if (rank > 0) {
                sb.append('/');
            }
        }
        return sb.toString();
    }
}
