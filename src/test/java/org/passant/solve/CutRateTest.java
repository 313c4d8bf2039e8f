package org.passant.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** A cut-off is asked for while it cuts often enough, and sampled when it does not. */
class CutRateTest {
    @Test
    void aTestThatCutsOftenIsAlwaysAsked() {
        CutRate rate = new CutRate(8);
        for (int i = 0; i < 20_000; i++) {
            assertTrue(rate.worthAsking(), "position " + i);
            rate.record(i % 4 == 0); // one in four cut
        }
    }

    @Test
    void aTestThatRarelyCutsIsAskedOnlyOnceInSixtyFourAfterTheWarmUp() {
        CutRate rate = new CutRate(8);
        for (int i = 0; i < CutRate.WARM_UP; i++) {
            assertTrue(rate.worthAsking());
            rate.record(i % 100 == 0); // one in a hundred cut
        }
        int asked = 0;
        for (int i = 0; i < 64 * 100; i++) {
            if (rate.worthAsking()) {
                asked++;
                rate.record(false);
            }
        }
        assertEquals(100, asked);
    }

    @Test
    void aTestThatStartsCuttingIsAskedAgain() {
        CutRate rate = new CutRate(8);
        for (int i = 0; i < CutRate.WARM_UP; i++) {
            rate.worthAsking();
            rate.record(false);
        }
        // Sampled positions that are all cut bring the rate back above one in eight.
        int positions = 0;
        while (!rate.worthAsking() || positions < 100) {
            positions++;
            if (rate.worthAsking()) {
                rate.record(true);
            }
        }
        assertTrue(rate.worthAsking() && rate.worthAsking(), "asked for every position again");
    }

    @Test
    void aNewProblemStartsWithTheWarmUp() {
        CutRate rate = new CutRate(8);
        for (int i = 0; i < 2 * CutRate.WARM_UP; i++) {
            rate.worthAsking();
            rate.record(false);
        }
        rate.reset();
        for (int i = 0; i < CutRate.WARM_UP; i++) {
            assertTrue(rate.worthAsking());
            rate.record(false);
        }
    }
}
