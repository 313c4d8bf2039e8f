package org.passant.retro;

import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import java.util.function.Predicate;
import org.passant.board.Defect;
import org.passant.board.Move;
import org.passant.board.Position;

/**
 * The oracle every static rule answers to: no position a real game reached may break it. Plays
 * random games, asks the rule about every position, and counts the positions where the rule had
 * something to judge, so a test can show the oracle was not vacuous.
 */
final class RuleOnRealGames {
    /** Positions seen, and those among them where the rule had something to judge. */
    record Counts(int positions, int judged) {
    }

    private RuleOnRealGames() {
    }

    static Counts check(long seed, int games, int plies, Function<RandomGames.Step, Defect> rule,
            Predicate<RandomGames.Step> judged) {
        AtomicInteger positions = new AtomicInteger();
        AtomicInteger judgedCount = new AtomicInteger();
        RandomGames.play(seed, games, plies, 0.6, step -> {
            Position p = step.after();
            Defect d = rule.apply(step);
            assertNull(d, () -> "a real game position breaks " + d + ": " + p.toFen() + " after " + Move.uci(step.lastMove()));
            positions.incrementAndGet();
            if (judged.test(step)) {
                judgedCount.incrementAndGet();
            }
        });
        return new Counts(positions.get(), judgedCount.get());
    }
}
