package org.passant.retro;

import java.util.List;
import org.passant.board.Defect;

/**
 * Why a position (and so the last move that leads back to it) is impossible, as a tree of data:
 * a static rule that fired, or the retractions from the position all failing, with the reasons
 * of the children a level or two down. Equal refutations are worded alike and vice versa, so
 * moves can be grouped by their refutation.
 */
public sealed interface Refutation {
    /** A static rule fired; {@code units} are the units of {@link Defect#units()} as they stood. */
    record RuleBroken(Defect defect, List<Unit> units) implements Refutation {
        public RuleBroken {
            units = List.copyOf(units);
        }

        // Written out for start-up, as in Unit.
        @Override
        public boolean equals(Object o) {
            return o instanceof RuleBroken r && defect.equals(r.defect) && units.equals(r.units);
        }

        @Override
        public int hashCode() {
            return defect.hashCode() * 31 + units.hashCode();
        }
    }

    /** An e.p. capture taken back needs the double step to {@code square} before it, and none can be taken back. */
    record DoubleStepUnplayable(int square) implements Refutation {
    }

    /** An e.p. capture taken back needs {@code step} before it, and taking that back fails too. */
    record DoubleStepRefuted(Retraction step, Refutation then) implements Refutation {
    }

    /** No unit of {@code mover} has a move to take back. */
    record NothingToTakeBack(int mover) implements Refutation {
    }

    /** The king of {@code side} on {@code king} is in check from {@code checkers}, and no last move of the other side can have given it. */
    record CheckNotGiven(int side, int king, List<Unit> checkers, Candidates candidates) implements Refutation {
        public CheckNotGiven {
            checkers = List.copyOf(checkers);
        }

        public int mover() {
            return side ^ 1;
        }
    }

    /** Every move {@code mover} can take back leads to an impossible position. */
    record NoLastMove(int mover, Candidates candidates) implements Refutation {
    }

    /**
     * Every history of the position runs in circles: the {@code positions} positions that taking
     * back moves can lead to from it lead only to one another (or to impossible ones), never to
     * the game's initial array ({@link HistoryClosure}).
     */
    record PastGoesInCircles(long positions) implements Refutation {
    }

    /** What is said of the failing retractions below a node: nothing, one summary, or each one's reason. */
    sealed interface Candidates {
    }

    /** Not looked into (the levels of detail are used up, or there is none). */
    record NotExamined() implements Candidates {
    }

    /** Too many to list; each leaves the check standing. */
    record AllLeaveCheck() implements Candidates {
    }

    /** Too many to list: {@code count} moves, all failing. */
    record AllFail(int count) implements Candidates {
    }

    /** Few enough to list, each with its refutation. */
    record EachFails(List<LastMove> moves) implements Candidates {
        public EachFails {
            moves = List.copyOf(moves);
        }
    }
}
