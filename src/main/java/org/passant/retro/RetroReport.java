package org.passant.retro;

import java.util.List;
import java.util.Optional;
import org.passant.board.Square;

/**
 * Everything the retro analysis found about a diagram, immutable.
 *
 * <ul>
 * <li>{@code legality} and, when illegal, {@code illegality}: the reasons (the diagram's defects, or why no last move fits);
 * <li>{@code possibleLastMoves} of the side not to move (each not refuted within the bounds) and
 *     {@code impossibleLastMoves} with the refutation of each;
 * <li>{@code enPassant}: whether the e.p. right is proven (Codex 16(2));
 * <li>{@code castling}: one verdict per right, White 0-0, White 0-0-0, Black 0-0, Black 0-0-0
 *     (Codex 16(1));
 * <li>{@code parts}: the rights combinations to solve: one when the rights are independent (the
 *     conventions applied), several under partial retro analysis (Codex 16(3)), none when illegal;
 * <li>{@code worlds}: every history hypothesis tested, for those who want to see the reasoning;
 * <li>{@code stated}: the verdict on rights stated in the input, when asked for;
 * <li>{@code pawnOrigins}: the pawns whose starting file the capture counting forces (off their
 *     present file); empty when no origin is forced.
 * </ul>
 */
public record RetroReport(
        String diagram,
        Legality legality,
        List<Refutation> illegality,
        List<LastMove> possibleLastMoves,
        List<LastMove> impossibleLastMoves,
        EnPassantVerdict enPassant,
        List<CastlingVerdict> castling,
        List<RightsCombination> parts,
        List<RetroWorld> worlds,
        StatedRightsCheck stated,
        RetroStats stats,
        List<PawnOrigin> pawnOrigins) {

    public RetroReport {
        illegality = List.copyOf(illegality);
        possibleLastMoves = List.copyOf(possibleLastMoves);
        impossibleLastMoves = List.copyOf(impossibleLastMoves);
        castling = List.copyOf(castling);
        parts = List.copyOf(parts);
        worlds = List.copyOf(worlds);
        pawnOrigins = List.copyOf(pawnOrigins);
    }

    public boolean legal() {
        return legality == Legality.LEGAL_AS_FAR_AS_KNOWN;
    }

    /** Whether the solution must be given in several parts (partial retro analysis). */
    public boolean partialRetroAnalysis() {
        return parts.size() > 1;
    }

    /** The proven e.p. square, or {@link Square#NONE}. */
    public int provenEpSquare() {
        return enPassant.proven() ? enPassant.square() : Square.NONE;
    }

    /** The castling rights not disproved (allowed by convention), as {@link org.passant.board.Castling} bits. */
    public int allowedCastling() {
        int rights = 0;
        for (CastlingVerdict v : castling) {
            if (!v.disproved()) {
                rights |= v.right();
            }
        }
        return rights;
    }

    public CastlingVerdict castlingVerdict(int right) {
        for (CastlingVerdict v : castling) {
            if (v.right() == right) {
                return v;
            }
        }
        throw new IllegalArgumentException("not a single castling right: " + right);
    }

    public Optional<StatedRightsCheck> statedRights() {
        return Optional.ofNullable(stated);
    }
}
