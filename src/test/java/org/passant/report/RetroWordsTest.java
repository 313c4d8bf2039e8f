package org.passant.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.junit.jupiter.api.Test;
import org.passant.board.Position;
import org.passant.retro.LastMove;
import org.passant.retro.Refutation;
import org.passant.retro.RetroAnalysis;
import org.passant.retro.RetroReport;

/** The retro proofs in words: what a composer reads for the classics, and one sentence per distinct proof. */
class RetroWordsTest {
    private static RetroReport analyse(String placementAndSide) {
        return RetroAnalysis.analyse(Position.fromFen(placementAndSide + " - - 0 1"));
    }

    @Test
    void amelung1897NamesTheDoubleStepAndEachImpossibleMoveOnce() {
        RetroReport r = analyse("7R/7p/5P1k/4PKpP/8/8/8/8 w");
        assertEquals("Black's last move must have been g7-g5: g6-g5, Kg6-h6, Kg7-h6, Kg6xh6 and Kg7xh6 are impossible",
                RetroRightsWords.enPassantSummary(r.enPassant()));
        assertEquals(List.of("g7-g5"), RetroTextFormat.lastMoves(r));
    }

    /** Kahl & Mortensen: the forced origin is said in words, in the verbose text only. */
    @Test
    void kahlMortensenSaysWhichBlackPawnCameFromTheAFile() {
        RetroReport r = analyse("2b1r1nr/3p1K1k/4pp1b/6pP/3qn2p/4pp2/6p1/8 w");
        assertEquals("the black pawn on e3 came from the a-file (at least 4 captures)", RetroWords.pawnOrigin(r.pawnOrigins().get(0)));
        assertTrue(RetroTextFormat.format(r, true).contains("Pawn origins forced by capture counting:\n"
                + "  the black pawn on e3 came from the a-file (at least 4 captures)\n"));
        assertTrue(!RetroTextFormat.format(r, false).contains("Pawn origins"));
    }

    @Test
    void aCheckNoLastMoveGaveIsNamedWithItsKingAndCheckers() {
        RetroReport r = analyse("7R/7p/5P1k/4PKpP/8/8/8/8 w");
        LastMove kingMove = r.impossibleLastMoves().stream()
                .filter(m -> RetroWords.text(m).equals("Kg7-h6")).findFirst().orElseThrow();
        assertTrue(kingMove.refutation() instanceof Refutation.CheckNotGiven, kingMove.toString());
        assertEquals("the black king on g7 is in check from the white pawn on f6, which no last move of White can have given"
                + " (every move White can take back leaves that check standing)", RetroWords.refutation(kingMove.refutation()));
    }

    @Test
    void langstaff1922HasOnePartPerHistory() {
        RetroReport r = analyse("4k2r/8/5B1P/3R1KpP/8/8/8/8 w");
        assertEquals(List.of("Black's last move was not g7-g5", "Black's last move was g7-g5"),
                r.parts().stream().map(p -> RetroRightsWords.history(p.history())).toList());
    }

    /**
     * Impossible moves are grouped by their refutation: two entries for one move must therefore
     * read differently, or the report would repeat a sentence (Amelung 1897, the Popeye examples
     * and the first 100 diagrams of mates2000).
     */
    @Test
    void distinctRefutationsOfOneMoveReadDifferently() throws IOException {
        List<String> diagrams = new ArrayList<>(List.of("7R/7p/5P1k/4PKpP/8/8/8/8 w"));
        diagrams.addAll(diagrams("popeye49.fen"));
        diagrams.addAll(diagrams("mates2000.epd").subList(0, 100));
        int compared = 0;
        for (String d : diagrams) {
            List<LastMove> moves = analyse(d).impossibleLastMoves();
            for (int i = 0; i < moves.size(); i++) {
                for (int j = i + 1; j < moves.size(); j++) {
                    if (moves.get(i).move().equals(moves.get(j).move())) {
                        compared++;
                        assertNotEquals(RetroWords.refutation(moves.get(i).refutation()), RetroWords.refutation(moves.get(j).refutation()), d);
                    }
                }
            }
        }
        assertTrue(compared > 0, "some move has two refutations");
    }

    private static List<String> diagrams(String resource) throws IOException {
        List<String> out = new ArrayList<>();
        try (BufferedReader in = new BufferedReader(new InputStreamReader(
                Objects.requireNonNull(RetroWordsTest.class.getResourceAsStream("/retro/" + resource)), StandardCharsets.UTF_8))) {
            for (String line; (line = in.readLine()) != null; ) {
                String[] f = line.trim().split("\\s+");
                if (f.length >= 2) {
                    out.add(f[0] + " " + f[1]);
                }
            }
        }
        return out;
    }
}
