package org.passant.report;

import java.util.Comparator;
import java.util.List;
import org.passant.board.Move;
import org.passant.board.Piece;
import org.passant.board.Position;
import org.passant.notation.PopeyeOrder;
import org.passant.solve.HelpMove;
import org.passant.solve.HelpSolution;

/**
 * The final position of a line of help play as far as Popeye 4.104's intelligent mode
 * ({@code Option Intelligent}) tells its final positions apart before anything else, so that
 * the lines can be put in the order in which that mode prints them.
 *
 * <p>The intelligent mode does not search the moves from the diagram first: it builds the final
 * positions one after the other and looks, for each in turn, for the lines that reach it. Its
 * loops, outermost first, are: the square of the king to be mated or stalemated (a1, b1 ... h8);
 * for a mate, every single check before any double check; for a single check, the unit that
 * gives it, in the order of the squares the units stood on in the diagram (a1 ... h8), then the
 * square it checks from (a1 ... h8), and for a pawn, checking as a pawn before checking as a
 * piece it promoted to, in Popeye's chain of promotees (Q, S, R, B). Those are what this record
 * holds, read from the line's last position; its natural order is that of the loops.
 *
 * <p>What the loops decide further in (which units guard or block which flight squares, which
 * pin, which battery gives the double check, and how a stalemate's units are immobilised) is not
 * read off here: it would take the mode's whole construction of final positions. Lines that
 * agree on all the above are left to {@link PopeyeHelpOrder}'s order without the option.
 *
 * @param kingSquare    where the king of the side that is mated or stalemated ends
 * @param checks        how many units check it: 0 (stalemate), 1 or 2
 * @param checkerOrigin for a single check, the diagram square of the checking unit; else 0
 * @param checkSquare   for a single check, the square it checks from; else 0
 * @param promotee      for a single check, 0 for a unit that checks as it began, else 1 plus
 *                      the promoted piece's place in Popeye's chain; else 0
 */
record FinalPicture(int kingSquare, int checks, int checkerOrigin, int checkSquare, int promotee)
        implements Comparable<FinalPicture> {

    private static final Comparator<FinalPicture> LOOPS = Comparator.comparingInt(FinalPicture::kingSquare)
            .thenComparingInt(FinalPicture::checks)
            .thenComparingInt(FinalPicture::checkerOrigin)
            .thenComparingInt(FinalPicture::checkSquare)
            .thenComparingInt(FinalPicture::promotee);

    /** The final picture of a line (help play, at least one move). */
    static FinalPicture of(HelpSolution line) {
        List<HelpMove> moves = line.moves();
        Position diagram = Position.fromFen(moves.get(0).fen());
        int[] origin = new int[64];
        for (int square = 0; square < 64; square++) {
            origin[square] = square;
        }
        moves.forEach(m -> follow(origin, m.move()));
        HelpMove last = moves.get(moves.size() - 1);
        Position end = Position.fromFen(last.fen());
        end.make(last.move());
        int king = end.kingSquare(end.sideToMove());
        long checkers = end.checkers();
        if (Long.bitCount(checkers) != 1) {
            return new FinalPicture(king, Long.bitCount(checkers), 0, 0, 0);
        }
        int checkSquare = Long.numberOfTrailingZeros(checkers);
        int checkerOrigin = origin[checkSquare];
        int began = Piece.type(diagram.pieceAt(checkerOrigin));
        int now = Piece.type(end.pieceAt(checkSquare));
        int promotee = began == Piece.PAWN && now != Piece.PAWN ? 1 + PopeyeOrder.promoteeRank(now) : 0;
        return new FinalPicture(king, 1, checkerOrigin, checkSquare, promotee);
    }

    /** Keeps {@code origin} (square now held: diagram square of the unit on it) true after the move. */
    private static void follow(int[] origin, int move) {
        int from = Move.from(move);
        int to = Move.to(move);
        origin[to] = origin[from];
        if (Move.isCastling(move)) {
            // The board encodes castling as the king's two-square step; the rook lands beside it.
            boolean kingside = to > from;
            int rookFrom = kingside ? from + 3 : from - 4;
            int rookTo = kingside ? from + 1 : from - 1;
            origin[rookTo] = origin[rookFrom];
        }
    }

    @Override
    public int compareTo(FinalPicture other) {
        return LOOPS.compare(this, other);
    }
}
