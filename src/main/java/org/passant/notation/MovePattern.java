package org.passant.notation;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.passant.board.Move;
import org.passant.board.Piece;
import org.passant.board.Square;

/**
 * What a move text says about the move, in any of the accepted notations: short algebraic
 * (Nf3, exd6 e.p., e8=Q), Popeye's long algebraic (Sg1-f3, e5*f6 ep., c7*b8=S), UCI (g1f3,
 * e7e8q) and castling (0-0, O-O-O). It is a filter over legal moves: the parser keeps the moves
 * it matches and wants exactly one.
 *
 * <p>Readings that are deliberate: a pawn move without a from file (d6) is a step, never a
 * capture, as in short algebraic; a capture sign demands a capture, but a missing one or a '-'
 * does not forbid it; a move without a promotion piece never matches a promotion; an e.p. mark
 * demands an e.p. capture, while e.p. captures may also be written without it (exd6); castling
 * may also be written as the king's two-square step (e1g1, Ke1-g1, Kg1), which is how the board
 * encodes it.
 */
final class MovePattern {
    private static final int ANY = -1;
    private static final int KINGSIDE = 1;
    private static final int QUEENSIDE = 2;

    private static final Pattern CASTLING = Pattern.compile("([0Oo])-\\1(-\\1)?");
    private static final Pattern MOVE = Pattern.compile(
            "([KQRBNSP])?([a-h])?([1-8])?([-x:*])?([a-h][1-8])(?:=?([QRBNSqrbns]))?");
    /** Check, mate and judgement marks; a stalemate '=' only when set apart by a space (else it is a promotion). */
    private static final Pattern TRAILING_MARK = Pattern.compile("(?:[+#!?]|\\s=|\\s)$");
    private static final Pattern EN_PASSANT_MARK = Pattern.compile("(?i)\\s*e\\.?\\s*p\\.?$");

    private final int castling;
    private final int pieceType;
    private final int fromFile;
    private final int fromRank;
    private final boolean capture;
    private final int to;
    private final int promotion;
    private final boolean enPassant;

    private MovePattern(int castling, int pieceType, int fromFile, int fromRank, boolean capture, int to,
            int promotion, boolean enPassant) {
        this.castling = castling;
        this.pieceType = pieceType;
        this.fromFile = fromFile;
        this.fromRank = fromRank;
        this.capture = capture;
        this.to = to;
        this.promotion = promotion;
        this.enPassant = enPassant;
    }

    /** Reads a trimmed move text; throws {@link NotationException} when it is no move in any notation. */
    static MovePattern read(String text) {
        String core = text;
        boolean enPassant = false;
        for (boolean stripped = true; stripped; ) {
            stripped = false;
            Matcher mark = TRAILING_MARK.matcher(core);
            if (mark.find()) {
                core = core.substring(0, mark.start());
                stripped = true;
            }
            Matcher ep = EN_PASSANT_MARK.matcher(core);
            if (ep.find() && ep.start() > 0) {
                core = core.substring(0, ep.start());
                enPassant = stripped = true;
            }
        }
        Matcher castles = CASTLING.matcher(core);
        if (castles.matches() && !enPassant) {
            return new MovePattern(castles.group(2) == null ? KINGSIDE : QUEENSIDE, 0, ANY, ANY, false, 0, 0, false);
        }
        Matcher m = MOVE.matcher(core);
        if (!m.matches()) {
            throw malformed(text);
        }
        int pieceType = m.group(1) == null ? 0 : type(m.group(1).charAt(0));
        int fromFile = m.group(2) == null ? ANY : m.group(2).charAt(0) - 'a';
        int fromRank = m.group(3) == null ? ANY : m.group(3).charAt(0) - '1';
        boolean capture = m.group(4) != null && !m.group(4).equals("-");
        int promotion = m.group(6) == null ? 0 : type(Character.toUpperCase(m.group(6).charAt(0)));
        return new MovePattern(0, pieceType, fromFile, fromRank, capture, Square.parse(m.group(5)), promotion,
                enPassant);
    }

    static NotationException malformed(String text) {
        String shown = text.isEmpty() ? "An empty text" : text;
        return new NotationException(shown + " is not a move: expected short algebraic (Nf3, exd6 e.p., e8=Q, 0-0),"
                + " Popeye (Sg1-f3, e5*f6 ep.) or UCI (g1f3, e7e8q)");
    }

    boolean matches(int move) {
        return matches(move, false);
    }

    /** Whether the move fits all but a missing promotion piece: to explain why "e8" matched nothing. */
    boolean matchesSomePromotion(int move) {
        return promotion == 0 && Move.promotion(move) != 0 && matches(move, true);
    }

    private boolean matches(int move, boolean anyPromotion) {
        if (castling != 0) {
            return Move.isCastling(move) && (castling == KINGSIDE) == (Move.to(move) > Move.from(move));
        }
        int from = Move.from(move);
        if (Move.to(move) != to
                || fromFile != ANY && Square.file(from) != fromFile
                || fromRank != ANY && Square.rank(from) != fromRank
                || capture && !Move.isCapture(move)
                || enPassant && !Move.isEnPassant(move)
                || !anyPromotion && Move.promotion(move) != promotion) {
            return false;
        }
        if (pieceType != 0) {
            return Move.mover(move) == pieceType && !(pieceType == Piece.PAWN && fromFile == ANY && Move.isCapture(move));
        }
        if (fromFile != ANY && fromRank != ANY) {
            return true; // coordinates (e2e4, e1g1): whatever stands on the from square
        }
        return Move.mover(move) == Piece.PAWN && (fromFile != ANY || !Move.isCapture(move));
    }

    private static int type(char letter) {
        switch (letter) {
            case 'K': return Piece.KING;
            case 'Q': return Piece.QUEEN;
            case 'R': return Piece.ROOK;
            case 'B': return Piece.BISHOP;
            case 'N':
            case 'S': return Piece.KNIGHT;
            case 'P': return Piece.PAWN;
            default: throw new IllegalStateException("letter outside the pattern: " + letter);
        }
    }
}
