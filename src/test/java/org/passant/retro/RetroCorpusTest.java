package org.passant.retro;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The score of the retro analysis on published retro problems ({@code retro/lastmove-corpus.txt}):
 * per type, how many it judges soundly, how many it decides exactly, how many it leaves undecided.
 * A false claim (a published last move refuted, a published diagram called illegal, an e.p. right
 * proven against the published answer) fails; an undecided problem is reported, not failed.
 *
 * <p>Print the score: {@code mvn -o -q test -Dtest=RetroCorpusTest} (docs/retro.md); add
 * {@code -Dretro.corpus.undecided=true} to list the undecided problems with what is left open.
 */
class RetroCorpusTest {

    @Test
    void noFalseClaimOnAnyPublishedProblemAndTheScorePrinted() throws IOException {
        CorpusScore score = CorpusScore.of(PublishedProblem.corpus(), RetroBounds.DEFAULT);
        System.out.println("Retro analysis on published problems, default bounds " + RetroBounds.DEFAULT);
        System.out.print(score.table());
        System.out.println("analysis time: " + score.timeDistribution());
        System.out.println("positions visited: " + score.nodeDistribution());
        if (Boolean.getBoolean("retro.corpus.undecided")) {
            score.results.stream().filter(r -> r.outcome() == CorpusScore.Outcome.UNDECIDED)
                    .forEach(r -> System.out.println("undecided: " + r.problem() + ": " + r.detail()));
        }
        String falseClaims = score.falseClaims().stream().map(r -> r.problem() + ": " + r.detail())
                .collect(Collectors.joining("\n"));
        assertTrue(falseClaims.isEmpty(), falseClaims);
    }

    @Test
    void theCorpusHoldsDozensOfEachTypeOfLastMoveProblem() throws IOException {
        List<PublishedProblem> corpus = PublishedProblem.corpus();
        for (String type : List.of("A", "B", "C", "D")) {
            long count = corpus.stream().filter(p -> p.type().equals(type)).count();
            assertTrue(count >= 50, type + ": " + count);
        }
        assertTrue(corpus.stream().allMatch(p -> !p.source().isBlank()), "every problem names its source");
    }

    /** The 60 kinds of last move of the records (Keym, Die Schwalbe 2007), and no other. */
    private static final java.util.Set<String> KINDS = kinds();

    private static java.util.Set<String> kinds() {
        java.util.Set<String> kinds = new java.util.HashSet<>(List.of("P--", "ep", "O-O", "O-O-O"));
        for (String unit : List.of("K", "Q", "R", "B", "N", "P")) {
            kinds.add(unit + "-");
            for (String taken : List.of("Q", "R", "B", "N", "P")) {
                kinds.add(unit + "x" + taken);
            }
        }
        for (String promoted : List.of("Q", "R", "B", "N")) {
            kinds.add("P-=" + promoted);
            for (String taken : List.of("Q", "R", "B", "N")) {
                kinds.add("Px" + taken + "=" + promoted);
            }
        }
        return kinds;
    }

    @Test
    void everyPublishedAnswerIsOneOfTheSixtyKindsOfLastMoveAndEveryDiagramReads() throws IOException {
        assertEquals(60, KINDS.size());
        for (PublishedProblem p : PublishedProblem.corpus()) {
            Retro.diagram(p.withSideToMove('w'));
            for (var answer : p.answers().entrySet()) {
                switch (p.type()) {
                    case "ep" -> assertTrue(answer.getValue().matches("ep=([a-h][36]|none)"), p.toString());
                    case "castling" -> assertTrue(answer.getValue().matches("(allowed|disproved)=[KQkq]+"), p.toString());
                    case "D" -> {
                        assertEquals("both", answer.getKey(), p.toString());
                        for (String kind : answer.getValue().split(",")) {
                            assertTrue(KINDS.contains(kind), p + ": " + kind);
                        }
                    }
                    default -> {
                        assertTrue(List.of("white", "black").contains(answer.getKey()), p.toString());
                        assertTrue(KINDS.contains(answer.getValue()), p + ": " + answer.getValue());
                    }
                }
            }
        }
    }

    @Test
    void amelungIsDecidedExactlyForBothQuestionsItAsks() throws IOException {
        // The published answers: Black's last move was g7-g5, so White may take e.p. on g6.
        CorpusScore score = CorpusScore.of(PublishedProblem.corpus().stream()
                .filter(p -> p.source().startsWith("F. Amelung")).toList(), RetroBounds.DEFAULT);
        assertEquals(2, score.results.size());
        score.results.forEach(r -> assertEquals(CorpusScore.Outcome.EXACT, r.outcome(), r.toString()));
    }

    @Test
    void aRefutedPublishedLastMoveIsAFalseClaim() {
        // The scorer itself: Amelung's diagram with a wrong "published" answer (a king move) must
        // be reported as a false claim, since the analysis refutes every king move there.
        PublishedProblem wrong = PublishedProblem.parse("7R/7p/5P1k/4PKpP/8/8/8/8 ; B ; black:K- ; a wrong answer", 1);
        CorpusScore score = CorpusScore.of(List.of(wrong), RetroBounds.DEFAULT);
        assertEquals(CorpusScore.Outcome.FALSE_CLAIM, score.results.get(0).outcome());
    }
}
