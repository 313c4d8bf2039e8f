package org.passant.batch;

import java.util.List;

/**
 * The first moves a stopped run proved to be neither keys nor tries, as the results file records
 * them with the question they answer, so that {@code --continue} can take the problem up again
 * without examining them (see {@link EarlierRecord}). They hold only for the same question: what
 * else is recorded here says which one it was.
 *
 * @param fen         the problem's position as its file gives it
 * @param positions   the position of each part, with the rights it was solved under (one for most
 *                    problems; one per part of a partial retro analysis), where the moves were played
 * @param stipulation the stipulation solved ("#9")
 * @param tries       the refutations a try could have in that run (its --defence), 0 without tries:
 *                    a move refuted more often is neither key nor try for any run asking no more
 * @param moves       in short algebraic, with " (part N)" in a partial retro analysis, in the
 *                    order they were generated
 */
public record RecordedRuledOut(String fen, List<String> positions, String stipulation, int tries, List<String> moves) {
    public RecordedRuledOut {
        positions = List.copyOf(positions);
        moves = List.copyOf(moves);
    }
}
