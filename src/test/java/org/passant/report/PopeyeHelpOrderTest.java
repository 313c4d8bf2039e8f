package org.passant.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Popeye 4.104 prints the solutions of help play depth first, each position's moves in its order
 * of any move (origin squares a1 to h8) but a helpmate's mating move in its order of mating moves
 * (h8 to a1); with {@code Option Intelligent} it prints them by final picture first: the square
 * of the mated king (a1 to h8), then the checking unit by its diagram square, then the square it
 * checks from. Each expectation is Popeye 4.104's own output for the problem as written here, with
 * and without the option; the positions are problems 2, 5, 66 and 158 of problems/helpmates.inp.
 */
class PopeyeHelpOrderTest {
    /** A. Földeak, Die Schwalbe 1955, h#2, two solutions (BEISPIEL/castling.inp of Popeye 4.104). */
    private static final String FOLDEAK_1955 = """
            White Ke1 Ra1 Rh1 Pb3
            Black Kd3 Rh2 Pf3
            Stipulation h#2
            """;
    /** J. Szöghy, Aachener Nachrichten 1977, h#2, two solutions (BEISPIEL/castling.inp). */
    private static final String SZOGHY_1977 = """
            White Ke1 Ra1 Sd1 Bd4
            Black Kd3 Qc1 Bh6 Sd5 Pc3 Pc4
            Stipulation h#2
            """;
    /** T. Kardos 1964, h#2, two solutions. */
    private static final String KARDOS_1964 = """
            White Kh2 Bf3 Ph7
            Black Kf4 Bf6
            Stipulation h#2
            """;
    /** F. Abdurahmanović, Belgrade Internet Tourney 2018, 1st Prize, h#2, four solutions. */
    private static final String ABDURAHMANOVIC_2018 = """
            White Ke2 Rc8 Se8 Sg6 Pa4 Pc3 Pd3 Pf5
            Black Kd5 Qh1 Rg4 Rh2 Bf2 Bh5 Pb4 Pb5 Pg7 Ph4
            Stipulation h#2
            """;

    @Test
    @DisplayName("Szöghy 1977 h#2: 1.Qc1-g5 before 1.Qc1-f4, the queen's farther square first, with or without Intelligent")
    void aPiecesFartherSquareOnOneLineComesFirst() {
        List<String> expected = List.of(
                "1.Qc1-g5 Sd1*c3   2.Sd5-f4 0-0-0 #",
                "1.Qc1-f4 Sd1-e3   2.Qf4-e4 Ra1-d1 #");
        assertEquals(expected, solutions(SZOGHY_1977, false));
        assertEquals(expected, solutions(SZOGHY_1977, true));
    }

    @Test
    @DisplayName("Földeak 1955 h#2: 1.Rh2-f2 first (h2 before d3); with Intelligent 1.Kd3-c2 first (mate on c1 before e2)")
    void blacksFirstMovesByOriginSquareUnlessTheMatedKingsSquareDecides() {
        String onC1 = "1.Kd3-c2 Ra1-a2 +   2.Kc2-c1 0-0 #";
        String onE2 = "1.Rh2-f2 0-0-0 +   2.Kd3-e2 Rh1-e1 #";
        assertEquals(List.of(onE2, onC1), solutions(FOLDEAK_1955, false));
        assertEquals(List.of(onC1, onE2), solutions(FOLDEAK_1955, true));
    }

    @Test
    @DisplayName("Kardos 1964 h#2: 1.Kf4-g5 first (f4 before f6); with Intelligent 1.Bf6-d4 first (mate on f4 before h4)")
    void theMatedKingsSquareComesBeforeTheFirstMove() {
        String onF4 = "1.Bf6-d4 h7-h8=Q   2.Bd4-e3 Qh8-f6 #";
        String onH4 = "1.Kf4-g5 h7-h8=B   2.Kg5-h4 Bh8*f6 #";
        assertEquals(List.of(onH4, onF4), solutions(KARDOS_1964, false));
        assertEquals(List.of(onF4, onH4), solutions(KARDOS_1964, true));
    }

    @Test
    @DisplayName("Abdurahmanović 2018 h#2: four mates on d5, with Intelligent by checking unit (c3, g6, c8), then its square (f4, e7)")
    void oneKingSquareByCheckingUnitThenTheSquareItChecksFrom() {
        String byPawnC3 = "1.Rh2-h3 a4*b5   2.Bf2-d4 c3-c4 #";
        String byKnightG6OnF4 = "1.Rg4-e4 + Ke2-d2   2.Re4-e5 Sg6-f4 #";
        String byKnightG6OnE7 = "1.Bf2-g3 + Ke2-e3   2.Bg3-e5 Sg6-e7 #";
        String byRookC8 = "1.Bh5*g6 c3*b4   2.Rg4-d4 Rc8-c5 #";
        assertEquals(List.of(byKnightG6OnE7, byPawnC3, byKnightG6OnF4, byRookC8),
                solutions(ABDURAHMANOVIC_2018, false), "Black's first move by origin square: f2, h2, g4, h5");
        assertEquals(List.of(byPawnC3, byKnightG6OnF4, byKnightG6OnE7, byRookC8), solutions(ABDURAHMANOVIC_2018, true));
    }

    @Test
    @DisplayName("h#1, White Kf4 Rd1 Re2 against Ka8 Pa7 Pb7 Ph3: the mating move from h8 down; with Intelligent by checking unit from a1")
    void theMatingMoveComesByOriginSquareFromH8() {
        String position = """
                White Kf4 Rd1 Re2
                Black Ka8 Pa7 Pb7 Ph3
                Stipulation h#1
                """;
        String byRookD1 = "1.h3-h2 Rd1-d8 #";
        String byRookE2 = "1.h3-h2 Re2-e8 #";
        assertEquals(List.of(byRookE2, byRookD1), solutions(position, false));
        assertEquals(List.of(byRookD1, byRookE2), solutions(position, true));
    }

    private static List<String> solutions(String problemText, boolean intelligent) {
        return PopeyeSolutionLines.of(problemText, intelligent);
    }
}
