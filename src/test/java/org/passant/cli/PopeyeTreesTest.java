package org.passant.cli;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** What `bench popeye` calls the same solution: Popeye's lines, without what only names the run. */
class PopeyeTreesTest {
    /** Popeye 4.104's output for Lehmensick, STERN 17/91 (#4), keys only, as Popeye printed it. */
    private static final String POPEYE = """
            Popeye Linux-6.18.44-fc-v595-unknown-64Bit v4.104 (1024 MB)


              #4                          7 + 6

               1.Rb1-b2 !


            solution finished. Time = 0.069 s


            """;

    @Test
    void popeyesBannerTimeAndBlankLinesAreNotPartOfTheSolution() {
        String passant = "\n  #4                          7 + 6\n\n   1.Rb1-b2 !\n\nsolution finished.\n\n\n";
        assertTrue(PopeyeTrees.same(passant, POPEYE));
    }

    @Test
    void anotherKeyIsAnotherSolution() {
        String passant = "\n  #4                          7 + 6\n\n   1.Rb1-b3 !\n\nsolution finished.\n\n\n";
        assertFalse(PopeyeTrees.same(passant, POPEYE));
    }

    @Test
    void aMissingLineIsAnotherSolution() {
        String passant = "\n  #4                          7 + 6\n\nsolution finished.\n";
        assertFalse(PopeyeTrees.same(passant, POPEYE));
    }

    @Test
    void indentationCounts() {
        String passant = "\n  #4                          7 + 6\n\n 1.Rb1-b2 !\n\nsolution finished.\n";
        assertFalse(PopeyeTrees.same(passant, POPEYE));
    }
}
