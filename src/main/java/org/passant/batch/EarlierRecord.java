package org.passant.batch;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.IntPredicate;
import org.passant.board.Position;
import org.passant.notation.Notation;
import org.passant.problem.Problem;
import org.passant.problem.Stipulation;
import org.passant.report.RestrictionWords;
import org.passant.solve.EarlierRun;
import org.passant.solve.Restriction;
import org.passant.solve.SettledProofs;
import org.passant.solve.SolveOptions;

/**
 * The record of a run that a stop left unfinished, read back for {@code --continue}: the first
 * moves it ruled out, offered to the solver as an {@link EarlierRun}. They are offered only where
 * the record answers the question asked now (the same position with the same rights in each part,
 * stipulation and pruning options, tries of no more refutations than it counted); otherwise nothing
 * is, the problem is solved from the start, and {@link #annotate} says so in its new record.
 */
public final class EarlierRecord implements EarlierRun {
    /** The note of a problem whose earlier record answered another question. */
    public static final String DECLINED = "solved from the start: the record of the stopped run was made for another"
            + " question (the position, stipulation, pruning options or tries have changed since)";

    private final Outcome record;
    private final Problem problem;
    private final KeptProofs kept;
    /** Set when the record had moves to offer for a part but answered another question there. */
    private volatile boolean declined;
    /** What reading back the kept proofs did, for the new record. */
    private volatile KeptProofs.Restored restored = KeptProofs.Restored.NOTHING;

    /** The record, and the proofs its run kept beside the results file. */
    public EarlierRecord(Outcome record, Problem problem, KeptProofs kept) {
        this.record = record;
        this.problem = problem;
        this.kept = kept;
    }

    @Override
    public void restore(SettledProofs proofs) {
        restored = kept.restore(problem, proofs);
    }

    /** Whether the record was made for this problem as it now stands, so that its moves can be taken over. */
    private boolean matches() {
        RecordedRuledOut r = record.ruledOut();
        return r != null && r.fen().equals(problem.fen()) && r.stipulation().equals(problem.stipulation().text());
    }

    @Override
    public IntPredicate ruledOut(int part, int parts, Position position, Stipulation stipulation, SolveOptions options) {
        RecordedRuledOut r = record.ruledOut();
        boolean sameQuestion = matches()
                && record.restricted().equals(RestrictionWords.options(Restriction.of(options)))
                && (!options.tries() || r.tries() >= options.maxRefutations())
                && r.positions().size() == parts && r.positions().get(part - 1).equals(position.toFen());
        if (!sameQuestion) {
            declined |= r != null;
            return move -> false;
        }
        // As many parts as the record has (checked above): a part's moves end in its suffix, if any.
        String suffix = ProblemSolving.partSuffix(part, parts);
        Set<String> moves = new HashSet<>();
        for (String move : r.moves()) {
            if (move.endsWith(suffix)) {
                moves.add(move.substring(0, move.length() - suffix.length()));
            }
        }
        return moves.isEmpty() ? move -> false : move -> moves.contains(Notation.san(position, move));
    }

    /**
     * The record of the run that took the problem up, with a note on the proofs read back (or why
     * they were not), a note where the earlier record was not taken over ({@link #DECLINED}), or
     * where this run got no further: stopped again with no first move more ruled out and no key
     * more found, the moves being examined at both stops having started again from nothing (no
     * proofs were kept to go on from). Such pieces, shorter than the hardest first move, never finish.
     */
    public Outcome annotate(Outcome now) {
        if (!restored.note().isEmpty()) {
            now = now.withNote(restored.note());
        }
        if (declined) {
            return now.withNote(DECLINED);
        }
        if (now.unfinished() && ruledOutCount(now) <= ruledOutCount(record) && now.keys().size() <= record.keys().size()
                && restored.entries() == 0) {
            List<String> examined = now.openFirstMoves().stream().filter(RecordedOpenMove::beingExamined)
                    .map(RecordedOpenMove::move).toList();
            return now.withNote("no further than the earlier run: no first move more was ruled out"
                    + (examined.isEmpty() ? "" : "; " + String.join(", ", examined) + " started again from nothing and")
                    + " took more than this run's time; give each run more time (--max-time) than the hardest first move needs");
        }
        return now;
    }

    private static int ruledOutCount(Outcome o) {
        return o.ruledOut() == null ? 0 : o.ruledOut().moves().size();
    }
}
