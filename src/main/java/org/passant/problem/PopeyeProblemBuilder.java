package org.passant.problem;

import org.passant.board.RuleSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.passant.board.Castling;
import org.passant.board.Piece;
import org.passant.board.Square;

/**
 * Collects what the commands of one Popeye problem say, then builds the {@link Problem}s: the
 * diagram and each twin. Knows Popeye's conventions for what the input leaves implicit: White
 * moves first in a direct mate (Black after the key with PostKeyPlay), castling is allowed when
 * king and rook stand on their initial squares unless NoCastling names one of them.
 */
final class PopeyeProblemBuilder {

    final Diagram diagram = new Diagram();
    final Options.Builder options = new Options.Builder();
    final List<String> authors = new ArrayList<>();
    final List<String> origins = new ArrayList<>();
    final List<String> titles = new ArrayList<>();
    final List<String> remarks = new ArrayList<>();
    String award = "";
    WrittenStipulation stipulation;
    Token enPassantWord;
    /** Set by {@code Condition Marseillais} or {@code Condition DoubleMove}; it holds for every twin. */
    RuleSet variant = RuleSet.ORTHODOX;

    Metadata metadata(List<String> extraRemarks) {
        List<String> allRemarks = new ArrayList<>(remarks);
        allRemarks.addAll(extraRemarks);
        return new Metadata(authors, origins, titles, award, allRemarks, List.of());
    }

    /** Builds one problem (the diagram or a twin) from a position and the problem's options. */
    static Problem build(String id, SourceLocation source, String twinLabel, String twinning, Metadata metadata,
                         TwinPosition position, Options options, Token enPassantWord, RuleSet variant)
            throws ProblemSyntaxException {
        WrittenStipulation stipulation = withWhiteToPlay(position.stipulation, options);
        int toMove = sideToMove(stipulation, options);
        CastlingRights castling = castlingRights(position.diagram, options.noCastling());
        EnPassantRight enPassant = enPassantRight(options.enPassant(), toMove, enPassantWord);
        String fen = position.diagram.fen(toMove, castling, enPassant, "0 1");
        return new Problem(id, source, twinLabel, twinning, metadata, fen, stipulation, options, castling,
                enPassant, variant);
    }

    /**
     * Popeye's WhiteToPlay in a helpmate of whole moves hands White the first move and shortens
     * the play by that half-move: an h=3 becomes the h=2.5 Popeye solves and prints. A helpmate
     * that already begins with White's half-move (h#2.5) keeps it (Popeye: "not applicable").
     */
    private static WrittenStipulation withWhiteToPlay(WrittenStipulation written, Options options) {
        if (options.whiteToPlay() && written instanceof WrittenStipulation.Read read) {
            Stipulation stipulation = read.stipulation();
            if (stipulation.play() == Play.HELP && !stipulation.halfMove()) {
                return WrittenStipulation.Read.of(new Stipulation(stipulation.goal(), Play.HELP,
                        stipulation.moves() - 1, true, stipulation.solutions()));
            }
        }
        return written;
    }

    /** The board's colour ({@link Piece#WHITE}, {@link Piece#BLACK}) that moves first. */
    private static int sideToMove(WrittenStipulation written, Options options) {
        if (written instanceof WrittenStipulation.Read read) {
            return switch (read.stipulation().play()) {
                case DIRECT -> options.postKeyPlay() ? Piece.BLACK : Piece.WHITE;
                // Black begins a helpmate of whole moves, White one with a half-move more (h#2.5,
                // also what WhiteToPlay makes of a helpmate of whole moves).
                case HELP -> read.stipulation().halfMove() ? Piece.WHITE : Piece.BLACK;
                case SELF -> Piece.WHITE;
            };
        }
        return StipulationText.blackStartsInPopeye(written.text()) && !options.whiteToPlay() ? Piece.BLACK : Piece.WHITE;
    }

    /**
     * Popeye's rule: a castling is possible when its king and rook stand on their initial squares,
     * unless NoCastling names the king's or the rook's square; those castlings count as stated.
     */
    static CastlingRights castlingRights(Diagram diagram, List<String> noCastling) {
        int allowed = 0;
        int stated = 0;
        for (int right = Castling.WHITE_KINGSIDE; right <= Castling.BLACK_QUEENSIDE; right <<= 1) {
            int king = Castling.kingSquare(right);
            int rook = Castling.rookSquare(right);
            if (noCastling.contains(Square.name(king)) || noCastling.contains(Square.name(rook))) {
                stated |= right;
            } else {
                int colour = right <= Castling.WHITE_QUEENSIDE ? Piece.WHITE : Piece.BLACK;
                if (diagram.at(king) == Piece.code(colour, Piece.KING) && diagram.at(rook) == Piece.code(colour, Piece.ROOK)) {
                    allowed |= right;
                }
            }
        }
        return new CastlingRights(allowed, stated);
    }

    /**
     * The e.p. right stated by Popeye's EnPassant option: the target is the square passed over.
     * The pawn that made the double step must belong to the side that is not to move.
     */
    private static EnPassantRight enPassantRight(List<String> doubleStep, int toMove, Token option)
            throws ProblemSyntaxException {
        if (doubleStep.isEmpty()) {
            return EnPassantRight.none();
        }
        int mover = doubleStep.get(0).charAt(1) == '2' ? Piece.WHITE : Piece.BLACK;
        if (mover == toMove) {
            throw new ProblemSyntaxException(option, "EnPassant " + String.join("", doubleStep) + " is a "
                    + Piece.colorName(mover) + " double step, but " + Piece.colorName(toMove) + " is to move");
        }
        return new EnPassantRight(Optional.of(doubleStep.get(1)), RightSource.STATED, doubleStep);
    }
}
