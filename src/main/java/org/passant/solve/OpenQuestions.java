package org.passant.solve;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.passant.board.Position;

/**
 * The proof-number questions the threads of one problem are asking now, so that a thread with
 * no first move left can join one instead of waiting: the last first moves of a long problem are
 * often its hardest, and without help each would be searched by one thread while the others
 * idle. A thread joins the open question with the fewest askers, the oldest first among equals
 * (the one that has resisted longest).
 */
final class OpenQuestions {
    private final List<SharedQuestion> open = new CopyOnWriteArrayList<>();

    /** Opens a question for others to join; {@link #close} it once it is answered. */
    SharedQuestion open(Position afterFirstMove, int length) {
        SharedQuestion question = new SharedQuestion(afterFirstMove, length);
        open.add(question);
        return question;
    }

    void close(SharedQuestion question) {
        open.remove(question);
    }

    /** The question to join (its askers counted with the caller), or null when none is open. */
    synchronized SharedQuestion join() {
        SharedQuestion chosen = null;
        for (SharedQuestion q : open) {
            if (!q.answered() && (chosen == null || q.askers() < chosen.askers())) {
                chosen = q;
            }
        }
        if (chosen != null) {
            chosen.join();
        }
        return chosen;
    }
}
