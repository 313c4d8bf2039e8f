package org.passant.solve;

/**
 * The disproof number of an attacker node (an OR node: every attacking move must be refuted):
 * its largest child's, plus a sixteenth of the others' (at least one for each other child still
 * open), instead of the plain sum of the textbook.
 *
 * <p>The sum counts the children's disproofs as if each had to be found on its own. In a mate
 * problem they are not: the attacker's moves are refuted again and again by the same defence,
 * and the lines of sibling moves meet in the same positions, whose disproofs the table holds
 * after the first. So the sum overstates an explored attacker node against an unexplored one
 * many times over, and a defender node, which follows its smallest disproof number, keeps
 * leaving the refutation it has half disproven for a fresh one whose numbers are still small.
 * The weak proof numbers of Ueda et al. (the largest plus one per other child) cut the
 * overstatement to nothing, which helped some long problems and hurt others. A share of the
 * others between the two did better than either (docs/long-mates.md). One thread, keys only, in
 * millions of moves, the plain sum against a sixteenth (with the 1+ε threshold retuned for it):
 * matetrack-3912 523 against 227, 4424 649 against 242, 3319 1,414 against 345, 4521 2,611
 * against 956. Shares of a half and a quarter (tried with the old threshold), an eighth, a
 * thirty-second and a sixty-fourth each played more moves wherever they were tried.
 *
 * <p>Only an ordering: a node is still disproven only when every child is (the number is 0 exactly
 * when every child's is), so the search stays exact. The proof numbers of the defender's nodes
 * stay the plain sum: an eighth there doubled matetrack-3912's moves, the weak form tripled them.
 */
final class DisproofSum {
    /** The others' share: their sum shifted right by this much (a sixteenth). */
    static final int SHARE_SHIFT = 4;

    private DisproofSum() {
    }

    /**
     * The node's disproof number from its children's {@code dns[0..count)} (each below
     * {@link ProofNumberSearch#INF}); 0 when every child is disproven, at most INF - 1.
     */
    static int of(int[] dns, int count) {
        long sum = 0;
        int max = 0;
        int open = 0;
        for (int i = 0; i < count; i++) {
            sum += dns[i];
            if (dns[i] > 0) {
                open++;
                max = Math.max(max, dns[i]);
            }
        }
        if (open == 0) {
            return 0;
        }
        return capped(max + Math.max(open - 1, (sum - max) >> SHARE_SHIFT));
    }

    /**
     * The smallest disproof number of child {@code best} at which the node's (with the other
     * children as they are) reaches {@code threshold}: the child's own threshold, so that the child
     * returns exactly when its parent must. The node's number must be below the threshold now.
     */
    static int childThreshold(int[] dns, int count, int best, int threshold) {
        long othersSum = 0;
        int othersMax = 0;
        int othersOpen = 0;
        for (int i = 0; i < count; i++) {
            if (i != best && dns[i] > 0) {
                othersSum += dns[i];
                othersOpen++;
                othersMax = Math.max(othersMax, dns[i]);
            }
        }
        // with the child as the largest: its number plus the others' share
        long asLargest = threshold - Math.max(othersOpen, othersSum >> SHARE_SHIFT);
        if (asLargest > othersMax) {
            return threshold(asLargest);
        }
        // below the largest other: it counts only through the share of the others
        long share = threshold - othersMax;
        return threshold(Math.max(dns[best] + 1L, (share << SHARE_SHIFT) - (othersSum - othersMax)));
    }

    private static int capped(long n) {
        return (int) Math.min(ProofNumberSearch.INF - 1, n);
    }

    /** A threshold may be infinite (a settled child only reaches it), a number not. */
    private static int threshold(long n) {
        return (int) Math.min(ProofNumberSearch.INF, n);
    }
}
