package org.passant.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.passant.board.Fen;
import org.passant.board.Position;

/** How a thread with no first move left finds a question to help with. */
class OpenQuestionsTest {
    private static final Position AFTER_FIRST_MOVE = Fen.parse("4k3/8/4K3/8/8/8/8/7R b - - 1 1");

    @Test
    @DisplayName("no question open: nothing to join")
    void nothingOpen() {
        assertNull(new OpenQuestions().join());
    }

    @Test
    @DisplayName("a thread joins the open question with the fewest askers, the older among equals")
    void joinsTheLeastHelpedQuestion() {
        OpenQuestions questions = new OpenQuestions();
        SharedQuestion older = questions.open(AFTER_FIRST_MOVE, 3);
        SharedQuestion newer = questions.open(AFTER_FIRST_MOVE, 2);
        assertSame(older, questions.join());
        assertEquals(2, older.askers());
        assertSame(newer, questions.join(), "the older now has two askers");
        assertSame(older, questions.join(), "both have two: the older again");
    }

    @Test
    @DisplayName("an answered or closed question is not joined")
    void answeredAndClosedQuestionsAreLeftAlone() {
        OpenQuestions questions = new OpenQuestions();
        SharedQuestion answered = questions.open(AFTER_FIRST_MOVE, 3);
        answered.offer(KeyAnswer.proven());
        SharedQuestion closed = questions.open(AFTER_FIRST_MOVE, 2);
        questions.close(closed);
        assertNull(questions.join());
    }

    @Test
    @DisplayName("the first answer offered is the question's; a joining thread gets a position of its own")
    void firstAnswerWins() {
        SharedQuestion question = new SharedQuestion(AFTER_FIRST_MOVE, 1);
        question.offer(KeyAnswer.proven());
        question.offer(KeyAnswer.disproven(0));
        assertEquals(KeyAnswer.Kind.PROVEN, question.answer().kind());
        Position copy = question.position();
        assertNotSame(copy, question.position());
        assertEquals(AFTER_FIRST_MOVE.hash(), copy.hash());
    }
}
