package org.passant.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.passant.solve.SpareCores;

class IdleCoreLendingTest {
    private final SpareCores spare = new SpareCores();
    private final IdleCoreLending twoThreads = new IdleCoreLending(2, spare);

    @Test
    void noCoreIsLentWhileAProblemIsLeftToStart() {
        queue(3);
        twoThreads.allRead();
        twoThreads.started();
        twoThreads.started();
        twoThreads.finished();

        assertEquals(0, spare.available(), "the thread that finished takes the third problem");
    }

    @Test
    void aThreadThatFinishesTheLastStartedProblemLendsItsCore() {
        queue(2);
        twoThreads.allRead();
        twoThreads.started();
        twoThreads.started();
        twoThreads.finished();

        assertEquals(1, spare.available());
    }

    @Test
    void theLastProblemStartingLateStillLendsTheCoreOfTheThreadThatRanOutOfWork() {
        // The slow problem is queued first, but its thread is scheduled only after the other thread
        // has solved the three problems behind it and found nothing left: that core is idle from then on.
        queue(4);
        twoThreads.allRead();
        for (int fast = 0; fast < 3; fast++) {
            twoThreads.started();
            twoThreads.finished();
        }
        assertEquals(0, spare.available(), "the slow problem has not started yet");

        twoThreads.started();

        assertEquals(1, spare.available());
    }

    @Test
    void everyProblemReadLateLendsTheThreadsThatAlreadyRanOutOfWork() {
        queue(1);
        twoThreads.started();
        twoThreads.allRead();

        assertEquals(1, spare.available(), "one of two threads never had a problem");
    }

    @Test
    void aCoreIsLentOnceWhateverTheOrderOfTheNews() {
        queue(1);
        twoThreads.started();
        twoThreads.allRead();
        twoThreads.allRead();
        twoThreads.finished();

        assertEquals(2, spare.available(), "both threads idle, each lent once");
        assertEquals(2, twoThreads.lent());
    }

    private void queue(int problems) {
        for (int i = 0; i < problems; i++) {
            twoThreads.queued();
        }
    }
}
