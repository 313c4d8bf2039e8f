package org.passant.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Popeye 4.104 prints the solutions of series play as it prints help play's: shorter series
 * first, then depth first, each position's moves in its order of any move (origin squares a1 to
 * h8, promotions Q, S, R, B), except a mating move that is no defence, which comes in its order of
 * mating moves (h8 to a1): the series side's last move of a ser-#, the mating reply of a ser-h#;
 * the forced mate of a ser-s# is a defence and comes in the order of any move. With
 * {@code Option Intelligent} (ser-#, ser-=, ser-h#, ser-h=) the lines come by final picture first.
 * Each expectation is Popeye 4.104's own output for the problem as written here; the two
 * published ones are problems 16 and 25 of problems/series.inp.
 */
class PopeyeSeriesOrderTest {
    /** E. Bartel and A. H. Kniest, L255a, KddB 15.10.1970, ser-h=3, four solutions. */
    private static final String BARTEL_KNIEST_1970 = """
            White Kf2 Qc3
            Black Kh5 Pc2 Ph6
            Stipulation ser-h=3
            """;
    /** G. Bakcsi, 5103, feenschach 83, 4-6/1987, ser-s#4, four solutions. */
    private static final String BAKCSI_1987 = """
            White Kg1 Sc5 Bc2 Pa7 Pb6 Pe3 Ph2
            Black Kf3 Qa4 Pe6
            Stipulation ser-s#4
            """;
    /** Two white rooks that can each mate the king on a8 along its back rank. */
    private static final String TWO_ROOKS = """
            White Kf4 Rd1 Re2
            Black Ka8 Pa7 Pb7 Ph3
            """;

    @Test
    @DisplayName("Bartel & Kniest 1970 ser-h=3: the promotions of 1.c2-c1 in Popeye's chain Q, S, R, B")
    void promotionsComeQueenKnightRookBishop() {
        assertEquals(List.of(
                "1.c2-c1=Q   2.Qc1-g5   3.Qg5-g3 + Qc3*g3 =",
                "1.c2-c1=S   2.Sc1-e2   3.Se2-g3 Qc3*g3 =",
                "1.c2-c1=R   2.Rc1-g1   3.Rg1-g3 Qc3*g3 =",
                "1.c2-c1=B   2.Bc1-f4   3.Bf4-g3 + Qc3*g3 ="), solutions(BARTEL_KNIEST_1970, false));
    }

    @Test
    @DisplayName("Bakcsi 1987 ser-s#4: 1.b6-b7 before 1.a7-a8 (b6 before a7), each pawn's promotions Q, S, R, B")
    void theSeriesSidesMovesByOriginSquareFromA1() {
        assertEquals(List.of(
                "1.b6-b7   2.b7-b8=Q   3.Qb8-e5   4.Bc2-d1 + Qa4*d1 #",
                "1.b6-b7   2.b7-b8=B   3.Bb8-f4   4.Bc2-d1 + Qa4*d1 #",
                "1.a7-a8=S   2.Sa8-c7   3.Sc7-d5   4.Bc2-d1 + Qa4*d1 #",
                "1.a7-a8=R   2.Ra8-e8   3.Re8*e6   4.Bc2-d1 + Qa4*d1 #"), solutions(BAKCSI_1987, false));
    }

    @Test
    @DisplayName("ser-#1 with rooks on d1 and e2: the series side's mating move from h8 down, Re2-e8 first")
    void theSeriesSidesMatingMoveComesByOriginSquareFromH8() {
        assertEquals(List.of("1.Re2-e8 #", "1.Rd1-d8 #"), solutions(TWO_ROOKS + "Stipulation ser-#1\n", false));
    }

    @Test
    @DisplayName("ser-h#2 with rooks on d1 and e2: shorter first, Black's moves from a1, White's mate from h8; with Intelligent by checking unit")
    void theMatingReplyComesFromH8UnlessTheFinalPictureDecides() {
        String problem = TWO_ROOKS + "Stipulation ser-h#2\n";
        assertEquals(List.of(
                "1.h3-h2 Re2-e8 #",
                "1.h3-h2 Rd1-d8 #",
                "1.h3-h2   2.h2-h1=Q Re2-e8 #",
                "1.h3-h2   2.h2-h1=Q Rd1-d8 #",
                "1.h3-h2   2.h2-h1=S Re2-e8 #",
                "1.h3-h2   2.h2-h1=S Rd1-d8 #",
                "1.h3-h2   2.h2-h1=R Re2-e8 #",
                "1.h3-h2   2.h2-h1=R Rd1-d8 #",
                "1.h3-h2   2.h2-h1=B Re2-e8 #",
                "1.h3-h2   2.h2-h1=B Rd1-d8 #",
                "1.Ka8-b8   2.Kb8-a8 Re2-e8 #",
                "1.Ka8-b8   2.Kb8-a8 Rd1-d8 #"), solutions(problem, false));
        assertEquals(List.of(
                "1.h3-h2 Rd1-d8 #",
                "1.h3-h2 Re2-e8 #",
                "1.h3-h2   2.h2-h1=Q Rd1-d8 #",
                "1.h3-h2   2.h2-h1=S Rd1-d8 #",
                "1.h3-h2   2.h2-h1=R Rd1-d8 #",
                "1.h3-h2   2.h2-h1=B Rd1-d8 #",
                "1.Ka8-b8   2.Kb8-a8 Rd1-d8 #",
                "1.h3-h2   2.h2-h1=Q Re2-e8 #",
                "1.h3-h2   2.h2-h1=S Re2-e8 #",
                "1.h3-h2   2.h2-h1=R Re2-e8 #",
                "1.h3-h2   2.h2-h1=B Re2-e8 #",
                "1.Ka8-b8   2.Kb8-a8 Re2-e8 #"), solutions(problem, true), "the mate by the unit from d1 before e2");
    }

    private static List<String> solutions(String problemText, boolean intelligent) {
        return PopeyeSolutionLines.of(problemText, intelligent);
    }
}
