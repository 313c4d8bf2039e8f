package org.passant.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** An attacker node's disproof number: the largest child's plus a sixteenth of the others', never 0 while one is open. */
class DisproofSumTest {
    @Test
    void aNodeWhoseMovesAreAllRefutedIsDisproven() {
        assertEquals(0, DisproofSum.of(new int[] {0, 0, 0}, 3));
    }

    @Test
    void oneOpenMoveGivesItsOwnNumber() {
        assertEquals(41, DisproofSum.of(new int[] {0, 41, 0}, 3));
    }

    @Test
    void freshChildrenCountOneEachAsTheInitialNumberDoes() {
        int[] dns = new int[35];
        Arrays.fill(dns, 1);
        assertEquals(35, DisproofSum.of(dns, 35), "the attacker's move count, the number a new attacker node starts with");
    }

    @Test
    void theLargestCountsInFullAndTheOthersASixteenth() {
        assertEquals(100 + (40 + 40) / 16, DisproofSum.of(new int[] {40, 100, 40}, 3));
    }

    @Test
    void eachOtherOpenChildCountsAtLeastOne() {
        assertEquals(100 + 2, DisproofSum.of(new int[] {1, 100, 2}, 3));
    }

    @Test
    void theSumStopsBelowInfinity() {
        int[] dns = new int[40];
        Arrays.fill(dns, ProofNumberSearch.INF - 1);
        assertEquals(ProofNumberSearch.INF - 1, DisproofSum.of(dns, 40));
    }

    @Test
    void theChildsThresholdIsTheSmallestNumberThatTakesItsParentToTheParentsThreshold() {
        SplittableRandom random = new SplittableRandom(29);
        for (int round = 0; round < 20_000; round++) {
            int count = 1 + random.nextInt(8);
            int[] dns = new int[count];
            for (int i = 0; i < count; i++) {
                dns[i] = random.nextInt(5) == 0 ? 0 : 1 + random.nextInt(random.nextBoolean() ? 10 : 400);
            }
            int best = random.nextInt(count);
            if (dns[best] == 0) {
                dns[best] = 1;
            }
            int threshold = DisproofSum.of(dns, count) + 1 + random.nextInt(300);
            int expected = smallestReaching(dns, count, best, threshold);
            String where = Arrays.toString(dns) + " best " + best + " threshold " + threshold;
            assertEquals(expected, DisproofSum.childThreshold(dns, count, best, threshold), where);
            assertTrue(expected > dns[best], where);
        }
    }

    /** By trying every number in turn: the slow reference. */
    private static int smallestReaching(int[] dns, int count, int best, int threshold) {
        int[] copy = dns.clone();
        for (int v = dns[best] + 1; ; v++) {
            copy[best] = v;
            if (DisproofSum.of(copy, count) >= threshold) {
                return v;
            }
        }
    }
}
