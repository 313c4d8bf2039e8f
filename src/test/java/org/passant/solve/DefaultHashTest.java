package org.passant.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The default --hash: 256 MB where Java's heap has room for it, a quarter of the heap where not. */
class DefaultHashTest {
    private static final long MB = 1L << 20;

    @Test
    void theLaunchersHeapOfFourGigabytesGetsTwoHundredFiftySixMegabytes() {
        assertEquals(256, SolveOptions.defaultHashMegabytes(4096 * MB));
    }

    @Test
    void aSmallHeapGetsAQuarterOfItRoundedDownToAPowerOfTwo() {
        assertEquals(128, SolveOptions.defaultHashMegabytes(768 * MB));
        assertEquals(64, SolveOptions.defaultHashMegabytes(256 * MB));
    }

    @Test
    void aTinyHeapStillGetsSixteen() {
        assertEquals(16, SolveOptions.defaultHashMegabytes(32 * MB));
    }
}
