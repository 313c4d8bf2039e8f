package org.passant.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The marks that steer threads on one proof-number question apart. */
class BusyNodesTest {
    private static final int INF = ProofNumberSearch.INF;
    private static final int NODE = BusyNodes.slot(0x1234_5678_9ABC_DEF0L);

    @Test
    @DisplayName("threads entering and leaving a node are counted on its counter")
    void threadsAreCounted() {
        BusyNodes busy = new BusyNodes();
        assertEquals(0, busy.threadsIn(NODE));
        busy.enter(NODE);
        busy.enter(NODE);
        assertEquals(2, busy.threadsIn(NODE));
        busy.leave(NODE);
        busy.leave(NODE);
        assertEquals(0, busy.threadsIn(NODE));
    }

    @Test
    @DisplayName("a node no other thread is in shows its true number")
    void aFreeNodeShowsItsTrueNumber() {
        assertEquals(7, BusyNodes.virtualNumber(7, 0, INF));
    }

    @Test
    @DisplayName("each other thread inside makes a node look harder, a number of 1 included")
    void otherThreadsInsideMakeANodeLookHarder() {
        assertTrue(BusyNodes.virtualNumber(1, 1, INF) > 1);
        int withOne = BusyNodes.virtualNumber(7, 1, INF);
        int withTwo = BusyNodes.virtualNumber(7, 2, INF);
        assertTrue(withOne > 7 && withTwo > withOne, withOne + " then " + withTwo);
    }

    @Test
    @DisplayName("a settled number (0 or infinity) stays what it is, and an open one never reaches infinity")
    void settledNumbersStay() {
        assertEquals(0, BusyNodes.virtualNumber(0, 3, INF));
        assertEquals(INF, BusyNodes.virtualNumber(INF, 3, INF));
        assertTrue(BusyNodes.virtualNumber(INF - 2, 3, INF) < INF);
    }
}
