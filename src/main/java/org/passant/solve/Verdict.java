package org.passant.solve;

import java.util.List;
import org.passant.board.Defect;

/**
 * What a composer wants to know first: is the problem sound, and if not, why.
 *
 * @param kind         the finding
 * @param reasons      notes that qualify the finding (for example a search limit)
 * @param keys         every key found (two or more: all but one are cooks, and which one the
 *                     author meant is not the solver's call)
 * @param shortestMate the fewest moves in which the attacker forces mate, 0 when it cannot
 * @param duals        duals in the keys' variations
 * @param defects      for {@link Kind#ILLEGAL}, the defects of the position (the reports word them)
 * @param solutionsFound  for help play: the solutions found (0 for battle play, which counts keys)
 * @param solutionsStated for help play: the solutions the problem states (0 for battle play and
 *                        when the problem does not say, {@link Kind#SOLVED})
 * @param restriction  the options that pruned the search (Threat, MaxFlightsquares, NonTrivial):
 *                     the finding holds under them; {@link Restriction#NONE} when none did
 */
public record Verdict(Kind kind, List<String> reasons, List<Key> keys, int shortestMate, List<Dual> duals,
                      List<Defect> defects, int solutionsFound, int solutionsStated, Restriction restriction) {
    public enum Kind {
        /** Exactly one key, and no mate in fewer moves. */
        SOUND,
        /** More than one key; in help play, more solutions than stated. */
        COOKED,
        /** No first move forces mate within the stipulation (the whole search was done). */
        NO_SOLUTION,
        /** Mate can be forced in fewer moves than stipulated. */
        SHORT_SOLUTION,
        /** The position cannot arise in a game. */
        ILLEGAL,
        /** The search was stopped (time limit) before it could decide. */
        UNFINISHED,
        /** Help play: fewer solutions than the problem states (but at least one). */
        TOO_FEW_SOLUTIONS,
        /**
         * Help play whose problem does not say how many solutions it has: the solutions are
         * counted and no claim is made, since two found may be two intended or one and a cook.
         */
        SOLVED
    }

    public Verdict {
        reasons = List.copyOf(reasons);
        keys = List.copyOf(keys);
        duals = List.copyOf(duals);
        defects = List.copyOf(defects);
        if (restriction == null) {
            throw new IllegalArgumentException("restriction must be given (Restriction.NONE when none)");
        }
    }

    /** A verdict found without any option pruning the search. */
    public Verdict(Kind kind, List<String> reasons, List<Key> keys, int shortestMate, List<Dual> duals,
                   List<Defect> defects, int solutionsFound, int solutionsStated) {
        this(kind, reasons, keys, shortestMate, duals, defects, solutionsFound, solutionsStated, Restriction.NONE);
    }

    /** Whether an option pruned the search, so that the finding holds only under it. */
    public boolean restricted() {
        return restriction.any();
    }

    /** A verdict on battle play (keys, not counted solutions). */
    public Verdict(Kind kind, List<String> reasons, List<Key> keys, int shortestMate, List<Dual> duals,
                   List<Defect> defects) {
        this(kind, reasons, keys, shortestMate, duals, defects, 0, 0);
    }

    /** A verdict on a position without defects. */
    public Verdict(Kind kind, List<String> reasons, List<Key> keys, int shortestMate, List<Dual> duals) {
        this(kind, reasons, keys, shortestMate, duals, List.of());
    }

    /** The verdict on a position the board refuses. */
    public static Verdict illegal(List<Defect> defects) {
        return new Verdict(Kind.ILLEGAL, List.of(), List.of(), 0, List.of(), defects);
    }

    /** The keys that mate in fewer moves than stipulated. */
    public List<Key> shortSolutions(int stipulatedMoves) {
        return keys.stream().filter(k -> k.mateLength() < stipulatedMoves).toList();
    }

    /**
     * The kind of a battle-play verdict (#n, s#n, and the same in turns), the one rule for every
     * solver of first moves.
     *
     * @param postKeySound null unless only the play after the key was solved (--post-key): then
     *                     whether no defence escapes
     * @param shortest     the shortest mate among the keys, in moves
     * @param truncated    whether --max-solutions stopped the search: one key is then not proven alone
     */
    static Kind battleKind(boolean partial, Boolean postKeySound, int keys, int shortest, int n, boolean truncated) {
        Kind kind;
        if (partial) {
            kind = Kind.UNFINISHED;
        } else if (postKeySound != null) {
            kind = postKeySound ? Kind.SOUND : Kind.NO_SOLUTION;
        } else if (keys == 0) {
            kind = Kind.NO_SOLUTION;
        } else if (shortest < n) {
            kind = Kind.SHORT_SOLUTION;
        } else if (keys > 1) {
            kind = Kind.COOKED;
        } else {
            kind = Kind.SOUND;
        }
        return truncated && kind == Kind.SOUND ? Kind.UNFINISHED : kind; // more keys may exist beyond the limit
    }
}
