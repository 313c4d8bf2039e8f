package org.passant.batch;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * A first move that a stopped search left open, as the results file records it, so that a batch
 * of long problems run under {@code --max-time} keeps where each one stood, not only in the report.
 *
 * @param move          in short algebraic ("Nc1", "Rc5+"), with " (part N)" in a partial retro analysis
 * @param beingExamined a thread had begun the move when the search stopped; the others were not reached
 * @param forcesWithin  only for a move proven to be a key whose tree the stop left unbuilt: the moves
 *                      within which it forces the goal; null otherwise, and then left out
 * @param lengthSettled only with {@code forcesWithin}: whether that is the exact length, not a bound
 */
public record RecordedOpenMove(String move, boolean beingExamined,
                               @JsonInclude(JsonInclude.Include.NON_NULL) Integer forcesWithin,
                               @JsonInclude(JsonInclude.Include.NON_NULL) Boolean lengthSettled) {
}
