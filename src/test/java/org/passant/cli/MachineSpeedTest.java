package org.passant.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The machine's speed a benchmark prints first: bulk perft leaves a second, measured now. */
class MachineSpeedTest {
    @Test
    @DisplayName("the line names the figure, its unit and how it was measured")
    void theLineSaysWhatWasMeasured() {
        String line = MachineSpeed.line();
        assertTrue(line.matches("machine: [1-9]\\d* M perft leaves/s \\(bulk, position 4 to depth 5, the best of 5 rounds\\)"), line);
    }

    @Test
    @DisplayName("the figure is a rate a real machine gives: more than a million and less than a hundred thousand million leaves a second")
    void theFigureIsPlausible() {
        double rate = MachineSpeed.leavesPerSecond();
        assertTrue(rate > 1e6 && rate < 1e11, "leaves a second: " + rate);
    }
}
