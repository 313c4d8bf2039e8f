package org.passant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Popeye prints each {@code Remark} line as it reads it, so above the board of its problem, even a
 * remark written after the stipulation. The expected text is what Popeye 4.104 printed for this
 * input ({@code py -maxmem 1G -regression}).
 */
class PopeyeRemarksTest {
    private static final String INPUT = """
            BeginProblem
            Remark A remark is printed as Popeye reads it,
            Remark one line each.
            Author G. Schoepfer
            Pieces White Ke1 Qa7 Rh1 Black Kc1
            Stipulation #2
            Option Variation
            Remark even after the stipulation
            NextProblem
            Remark no author here
            Pieces White Ka1 Qb3 Black Kh8
            Stipulation #2
            EndProblem
            """;

    private static final String POPEYE = """
            A remark is printed as Popeye reads it,
            one line each.
            even after the stipulation

                        G. Schoepfer

            +---a---b---c---d---e---f---g---h---+
            |                                   |
            8   .   .   .   .   .   .   .   .   8
            |                                   |
            7   Q   .   .   .   .   .   .   .   7
            |                                   |
            6   .   .   .   .   .   .   .   .   6
            |                                   |
            5   .   .   .   .   .   .   .   .   5
            |                                   |
            4   .   .   .   .   .   .   .   .   4
            |                                   |
            3   .   .   .   .   .   .   .   .   3
            |                                   |
            2   .   .   .   .   .   .   .   .   2
            |                                   |
            1   .   .  -K   .   K   .   .   R   1
            |                                   |
            +---a---b---c---d---e---f---g---h---+
              #2                          3 + 1

               1.Qa7-f2 ! threat:
                      2.0-0 #


            solution finished.


            no author here


            +---a---b---c---d---e---f---g---h---+
            |                                   |
            8   .   .   .   .   .   .   .  -K   8
            |                                   |
            7   .   .   .   .   .   .   .   .   7
            |                                   |
            6   .   .   .   .   .   .   .   .   6
            |                                   |
            5   .   .   .   .   .   .   .   .   5
            |                                   |
            4   .   .   .   .   .   .   .   .   4
            |                                   |
            3   .   Q   .   .   .   .   .   .   3
            |                                   |
            2   .   .   .   .   .   .   .   .   2
            |                                   |
            1   K   .   .   .   .   .   .   .   1
            |                                   |
            +---a---b---c---d---e---f---g---h---+
              #2                          2 + 1


            solution finished.


            """;

    @Test
    void remarksStandAboveTheBoardOfTheirProblem(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("remarks.inp");
        Files.writeString(file, INPUT);
        CommandRun run = CommandRun.of("solve", file.toString(), "--format", "popeye", "--jobs", "1");
        assertEquals(0, run.status(), run.err());
        assertEquals(POPEYE, run.out());
    }
}
