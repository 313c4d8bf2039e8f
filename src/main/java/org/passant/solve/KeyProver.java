package org.passant.solve;

import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;
import java.util.function.IntConsumer;
import org.passant.board.Position;

/**
 * Decides the first moves of a battle problem: is this move a key, and how short is its mate?
 * Long direct mates are asked of the proof-number search first, which proves keys and disproves
 * most other first moves with far fewer moves than the alpha-beta search once the mates get long;
 * for everything else {@link MateSearch} decides. Both are exact, so the answer is the same
 * whichever decides it; the trees (threats, variations, tries) are built by the alpha-beta search
 * on the keys decided here.
 *
 * <p>The proof-number search answers its questions alone, however long they take. It used to
 * hand a question to the alpha-beta search in turns with growing budgets once it had spent 20
 * million moves on it, as a hedge against a question it handles badly. The turns answered some
 * questions (15 of 34 turns on matetrack-3319), but every problem measured took longer with them
 * than without (docs/long-mates.md): matetrack-3912 776 against 529 million moves, 4424 1,003
 * against 685, 3319 1,881 against 1,414, 4521 4,540 against 2,471, the 41 other long problems
 * 108.6 against 100.4 s; starting them at 320 million moves still cost 4521 a fifth more.
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

    private final MateSearch search;
    private final ProofNumberSearch proofs;
    private final int firstLength;
    private boolean enabled;
    /** The questions of the problem's threads, to open this thread's and join the others' (null: alone). */
    private OpenQuestions questions;
    /** Wall time this thread spent on other threads' questions ({@link #help}); read once its split is over. */
    private long helpingNanos;

    KeyProver(MateSearch search, ProofNumberSearch proofs, int firstLength) {
        this.search = search;
        this.proofs = proofs;
        this.firstLength = firstLength;
    }

    /** Whether the problem at hand may use the proof-number search: direct mate, no pruning option. */
    void enable(boolean directMateUnrestricted) {
        this.enabled = directMateUnrestricted;
    }

    /**
     * Lets this thread's questions be joined by the problem's other threads, and lets it join
     * theirs ({@link #help}); the search marks its nodes in {@code busy} so that threads on one
     * question part ways. Null for both: this thread asks alone.
     */
    void share(OpenQuestions questions, BusyNodes busy) {
        this.questions = questions;
        proofs.shareBusyNodes(busy);
    }

    /** The problem's deadline (a {@link System#nanoTime}); also clears a stop asked of an earlier problem. */
    void setDeadline(long nanoTime) {
        proofs.clock().runUntil(nanoTime);
    }

    /** Asks a running question (from another thread) to stop. */
    void requestStop() {
        proofs.clock().requestStop();
    }

    /** Wall time spent on other threads' questions so far, out of first moves of its own ({@link #help}). */
    long helpingNanos() {
        return helpingNanos;
    }

    /** Moves played by the proof-number search (the alpha-beta search counts its own). */
    long nodes() {
        return proofs.clock().moves();
    }

    /**
     * The proof-number search's answer after a first move (defender to move), or null where the
     * alpha-beta search is to decide: a problem that is no unrestricted direct mate, one too
     * short, or a question the proof-number search gave up.
     */
    KeyAnswer proofAnswer(Position afterFirstMove, int n) {
        if (!asksProofSearch(n)) {
            return null;
        }
        KeyAnswer answer;
        if (questions == null) {
            answer = proofs.ask(afterFirstMove, n);
        } else {
            SharedQuestion question = questions.open(afterFirstMove, n);
            try {
                answer = proofs.askTogether(question);
            } finally {
                questions.close(question);
            }
        }
        return answer.kind() == KeyAnswer.Kind.UNKNOWN ? null : answer; // a question may give up (KeyQuestion)
    }

    /**
     * Whether this thread, out of first moves, can help the others with their questions: the
     * problem's key questions of {@code n} moves go to the proof-number search, shared.
     */
    boolean canHelp(int n) {
        return questions != null && asksProofSearch(n);
    }

    /** Whether key questions of {@code n} moves after the first go to the proof-number search. */
    private boolean asksProofSearch(int n) {
        return enabled && n + 1 >= firstLength;
    }

    /**
     * Joins the other threads' open questions, one after another, while {@code othersBusy} holds
     * (some thread is still at a first move of its own). Between questions it waits a millisecond
     * at a time: a thread that answered one usually opens the next (a shorter length of the same
     * move) at once.
     */
    void help(BooleanSupplier othersBusy) {
        while (othersBusy.getAsBoolean()) {
            SharedQuestion question = questions.join();
            if (question == null) {
                LockSupport.parkNanos(1_000_000L);
                continue;
            }
            long start = System.nanoTime();
            try {
                proofs.askTogether(question);
            } finally {
                question.leave();
                helpingNanos += System.nanoTime() - start;
            }
        }
    }

    /** After a first move (defender to move): is the defender mated within {@code n} more moves? */
    boolean mates(Position afterFirstMove, int n) {
        KeyAnswer answer = proofAnswer(afterFirstMove, n);
        return answer != null ? answer.isProven() : search.defenderLoses(afterFirstMove, n);
    }

    /**
     * The smallest k in 0..max such that the defender is mated within k more moves, or -1. In an
     * unrestricted direct mate a mate within k is one within k + 1, so the lengths are asked from
     * max down and the first that fails ends it: a key mostly mates in just its length, and then
     * only the question one move shorter costs anything (asked from 0 up, the shorter ones cost
     * 0.2 to 3.3 s more on the blind long mates; docs/long-mates.md). Under Popeye's options a
     * mate within k says nothing of k + 1, and every length is asked from 0 up.
     */
    int shortestLoss(Position afterFirstMove, int max) {
        return shortestLoss(afterFirstMove, max, k -> { });
    }

    /**
     * {@link #shortestLoss(Position, int)}, telling {@code proven} each length found to mate as it
     * is found (the longest first when asked from max down), so that a stop in the middle of the
     * descent leaves the shortest one proven so far known.
     */
    int shortestLoss(Position afterFirstMove, int max, IntConsumer proven) {
        if (enabled) {
            if (!mates(afterFirstMove, max)) {
                return -1;
            }
            proven.accept(max);
            int k = max;
            while (k > 0 && mates(afterFirstMove, k - 1)) {
                k--;
                proven.accept(k);
            }
            return k;
        }
        for (int k = 0; k <= max; k++) {
            if (mates(afterFirstMove, k)) {
                proven.accept(k);
                return k;
            }
        }
        return -1;
    }
}
