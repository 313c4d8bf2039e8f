package org.passant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Each problem of a Popeye file as an input of its own, for timing one process per problem. */
class PopeyeProblemTextsTest {

    @Test
    void eachProblemIsWrappedInTheFilesOwnBeginAndEndWordsWithItsTwins() {
        List<String> inputs = PopeyeProblemTexts.split("""
                BeginProblem
                Pieces White Ka1 Black Kh8
                Stipulation h#2
                NextProblem
                Pieces White Kb1 Black Kg8
                Stipulation s#2
                Twin Move b1 c1
                EndProblem
                """);
        assertEquals(List.of(
                "BeginProblem\nPieces White Ka1 Black Kh8\nStipulation h#2\nEndProblem\n",
                "BeginProblem\nPieces White Kb1 Black Kg8\nStipulation s#2\nTwin Move b1 c1\nEndProblem\n"), inputs);
    }

    @Test
    void aGermanFileKeepsItsGermanWords() {
        List<String> inputs = PopeyeProblemTexts.split("anfang\nforderung h#2\nsteine weiss ka1 schwarz kh8\nende\n");
        assertEquals(List.of("anfang\nforderung h#2\nsteine weiss ka1 schwarz kh8\nende\n"), inputs);
    }

    @Test
    void aFileWithoutABeginWordHasNoProblems() {
        assertEquals(List.of(), PopeyeProblemTexts.split("8/8/8/8/8/8/8/K6k w - - 0 1 ; #2\n"));
    }
}
