package org.passant.solve;

import org.passant.board.Position;

/**
 * Decides the first moves of a battle problem: is this move a key, and how short is its mate?
 * Long direct mates are asked of the proof-number search first, which proves keys and disproves
 * most other first moves with far fewer moves than the alpha-beta search once the mates get long;
 * where it spends its budget, the two searches take turns with growing budgets (some first moves
 * fall quickly to one and not to the other), and beyond the last turn, and for everything else,
 * {@link MateSearch} decides. Both are exact, so the answer is the same whichever decides it; the
 * trees (threats, variations, tries) are built by the alpha-beta search on the keys decided here.
 */
final class KeyProver {
    /**
     * The shortest stipulation (in moves, the first included) the proof-number search is asked
     * about. Below it the alpha-beta search is as fast or faster: on #6 positions of the mates suite
     * it played a quarter of the proof-number search's moves, on #7 about as many or far fewer.
     * Since the proof-number search counts the attacker's moves (docs/long-mates.md) it gained most
     * on #7 and longer; on a #6 with 39 first moves (matetrack-645) it was still the slower.
     */
    static final int FIRST_LENGTH = 7;

    /**
     * Moves the proof-number search may play on a question before the alpha-beta search gets a
     * turn. Then the two take turns, each with twice the budget of the round before (the
     * proof-number search counting from the question's start, its table keeping its numbers; the
     * alpha-beta search keeping in its table what it settled), until one answers. Neither is
     * better on every first move: on the blind sample (docs/long-mates.md) one first move of
     * matetrack-3912 (#9), 1.Nc1, was still open after 81 million moves when the alpha-beta search
     * took over for good after the first 20 million, and settled after 51 million (9.6 s) when the
     * proof-number search got its turn again; other first moves of the sample went the other way.
     */
    static final long QUESTION_BUDGET = 20_000_000L;

    /** Turns taken at most, the last the proof-number search's with 64 times the first budget; then the alpha-beta search decides alone (and may share the defences among idle threads). */
    private static final int LAST_TURN = 6;

    private final MateSearch search;
    private final ProofNumberSearch proofs;
    private final int firstLength;
    private final long firstRound;
    /** Questions the alpha-beta search answered in one of its turns (for tests and statistics). */
    private long alphaBetaTurnAnswers;
    private boolean enabled;

    KeyProver(MateSearch search, ProofNumberSearch proofs, int firstLength) {
        this(search, proofs, firstLength, QUESTION_BUDGET);
    }

    /** With the proof-number search's first turn of {@code firstRound} moves (tests make it small so that turns are taken). */
    KeyProver(MateSearch search, ProofNumberSearch proofs, int firstLength, long firstRound) {
        this.search = search;
        this.proofs = proofs;
        this.firstLength = firstLength;
        this.firstRound = firstRound;
    }

    /** Whether the problem at hand may use the proof-number search: direct mate, no pruning option. */
    void enable(boolean directMateUnrestricted) {
        this.enabled = directMateUnrestricted;
    }

    /** The problem's deadline (a {@link System#nanoTime}); also clears a stop asked of an earlier problem. */
    void setDeadline(long nanoTime) {
        proofs.setDeadline(nanoTime);
        proofs.allowToRun();
    }

    /** Asks a running question (from another thread) to stop. */
    void requestStop() {
        proofs.requestStop();
    }

    /** Moves played by the proof-number search (the alpha-beta search counts its own). */
    long nodes() {
        return proofs.nodes();
    }

    /** Questions the alpha-beta search answered in one of its turns. */
    long alphaBetaTurnAnswers() {
        return alphaBetaTurnAnswers;
    }

    /**
     * The answer after a first move (defender to move) where the proof-number search is asked: its
     * own, or the alpha-beta search's in one of their turns (a disproof then names no refutation);
     * null where the alpha-beta search is to decide alone.
     */
    KeyAnswer proofAnswer(Position afterFirstMove, int n) {
        if (!enabled || n + 1 < firstLength) {
            return null;
        }
        for (long budget = firstRound; ; budget *= 2) {
            proofs.setNodeBudget(budget);
            KeyAnswer answer = proofs.ask(afterFirstMove, n);
            if (answer.kind() != KeyAnswer.Kind.UNKNOWN) {
                return answer;
            }
            if (budget >= firstRound << LAST_TURN) {
                return null;
            }
            Boolean loses = search.defenderLosesWithin(afterFirstMove, n, budget);
            if (loses != null) {
                alphaBetaTurnAnswers++;
                return loses ? KeyAnswer.proven() : KeyAnswer.disproven(0);
            }
        }
    }

    /** After a first move (defender to move): is the defender mated within {@code n} more moves? */
    boolean mates(Position afterFirstMove, int n) {
        KeyAnswer answer = proofAnswer(afterFirstMove, n);
        return answer != null ? answer.isProven() : search.defenderLoses(afterFirstMove, n);
    }

    /** The smallest k in 0..max such that the defender is mated within k more moves, or -1. */
    int shortestLoss(Position afterFirstMove, int max) {
        for (int k = 0; k <= max; k++) {
            if (mates(afterFirstMove, k)) {
                return k;
            }
        }
        return -1;
    }
}
