package org.passant.solve;

import org.passant.board.CastlingExclusions;
import org.passant.retro.CastlingVerdict;
import org.passant.retro.EnPassantVerdict;
import org.passant.retro.RightCheck;
import org.passant.retro.RightsCombination;

/**
 * What the reader of a solution must know about the rights it was solved with, as data: which
 * proof granted or took away a right, which stated right was dropped, which was trusted. The
 * reports put each kind in words.
 */
public sealed interface RightsNote {
    /** The rights were taken as the input states them ({@code --trust-rights}), without retro analysis. */
    record TrustedAsStated(int castling, int epSquare) implements RightsNote {
    }

    /** A stated right the retro analysis cannot prove: not used, unless trusted. */
    record StatedRightNotProvable(RightCheck check) implements RightsNote {
    }

    /** The retro analysis proves the e.p. right the solution uses. */
    record EnPassantProven(EnPassantVerdict verdict) implements RightsNote {
    }

    /** The retro analysis disproves a castling right whose king and rook stand at home. */
    record CastlingDisproved(CastlingVerdict verdict) implements RightsNote {
    }

    /** The problem forbids these castlings (Popeye's {@code NoCastling}). */
    record CastlingForbidden(int castling) implements RightsNote {
    }

    /** Castlings of this part exclude one another: either may be played, and the first played takes the other away (retro-strategy). */
    record RetroStrategy(RightsCombination rights) implements RightsNote {
    }

    /**
     * The retro analysis ran out of its node budget after {@code nodes} positions: a right it
     * did not prove may still be provable with a larger budget ({@code --retro-nodes}).
     */
    record RetroBudgetRanOut(long nodes) implements RightsNote {
    }

    /** The problem makes these castlings exclude one another (Popeye's {@code CastlingMutuallyExclusive}). */
    record CastlingExclusive(CastlingExclusions exclusions) implements RightsNote {
    }
}
