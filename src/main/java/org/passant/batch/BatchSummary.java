package org.passant.batch;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.Set;
import java.util.TreeMap;
import org.passant.solve.ProblemVerdict;
import org.passant.text.Visible;

/** The table printed after a batch: counts per verdict, times, the slowest problems, the broken ones. */
public final class BatchSummary {
    private static final int SLOWEST = 5;
    /** The problems not solved listed by name; past this, the results file has them all. */
    static final int LISTED_NOT_SOLVED = 100;

    // Counts and a few named problems, never every outcome: a batch of a million problems keeps
    // a summary of the same size as one of ten.
    private final Map<String, Integer> counts = new TreeMap<>();
    private final Set<ProblemVerdict> verdicts = EnumSet.noneOf(ProblemVerdict.class);
    private final PriorityQueue<Outcome> slowest = new PriorityQueue<>(Comparator.comparingLong(Outcome::millis));
    private final List<Outcome> notSolved = new ArrayList<>();
    /** The first problems of each verdict but sound, by name, for --fail-on to name its hits. */
    private final Map<ProblemVerdict, List<Outcome>> flagged = new TreeMap<>();
    private int problems;
    private int notSolvedCount;
    private long solveMillis;
    private long partial;
    /** Problems solved under an option that prunes the search (their verdicts hold only under it). */
    private long restricted;
    private int skipped;
    private int unwritten;
    private boolean stoppedForLostResults;
    private String firstWriteFailure;
    private long wallMillis;

    public void add(Outcome o) {
        problems++;
        counts.merge(o.verdict().word(), 1, Integer::sum);
        verdicts.add(o.verdict());
        solveMillis += o.millis();
        partial += o.partial() ? 1 : 0;
        restricted += o.restricted().isEmpty() ? 0 : 1;
        slowest.add(o);
        if (slowest.size() > SLOWEST) {
            slowest.poll();
        }
        if (!o.errors().isEmpty() && notSolvedCount++ < LISTED_NOT_SOLVED) {
            notSolved.add(o);
        }
        if (o.verdict() != ProblemVerdict.SOUND) {
            List<Outcome> named = flagged.computeIfAbsent(o.verdict(), v -> new ArrayList<>());
            if (named.size() < LISTED_NOT_SOLVED) {
                named.add(o);
            }
        }
    }

    /**
     * The problems that got one of {@code wanted} (but sound), in input order per verdict; at most
     * {@value #LISTED_NOT_SOLVED} of each verdict, the results file has them all.
     */
    public List<Outcome> named(Set<ProblemVerdict> wanted) {
        List<Outcome> named = new ArrayList<>();
        flagged.forEach((verdict, outcomes) -> {
            if (wanted.contains(verdict)) {
                named.addAll(outcomes);
            }
        });
        return named;
    }

    /** Problems left out because a resumed run had already solved them. */
    public void skipped(int count) {
        skipped += count;
    }

    /** A problem whose record could not be written to the results file (reported, and solved again on resume). */
    public void unwritten(Outcome o, String reason) {
        if (unwritten++ == 0) {
            firstWriteFailure = o.location() + " " + o.id() + ": " + Visible.of(reason);
        }
    }

    /** The run stops because no record can be written any more ({@link ResultsFile#lostForGood}). */
    public void stopForLostResults() {
        stoppedForLostResults = true;
    }

    /** Whether the run stopped before its end because no record could be written any more. */
    public boolean stoppedForLostResults() {
        return stoppedForLostResults;
    }

    /** Problems solved and reported in this run. */
    public int problems() {
        return problems;
    }

    /** How many records the results file is missing. */
    public int unwrittenCount() {
        return unwritten;
    }

    public void wallMillis(long millis) {
        wallMillis = millis;
    }

    /** Whether some problem got one of these verdicts (for --fail-on). */
    public boolean any(Set<ProblemVerdict> wanted) {
        return wanted.stream().anyMatch(verdicts::contains);
    }

    /** Problems per verdict word, in the alphabetical order of the words (the table's order). */
    public Map<String, Integer> counts() {
        return new TreeMap<>(counts);
    }

    public String render() {
        StringBuilder sb = new StringBuilder("\nSummary\n");
        sb.append(String.format("  problems  %d%s%n", problems, skipped > 0 ? " (" + skipped + " already done, skipped)" : ""));
        counts.forEach((verdict, count) -> sb.append(String.format("  %-16s %6d%n", verdict, count)));
        if (partial > 0) {
            sb.append(String.format("  stopped by --max-time %d (results partial; --continue with the same --out takes them up)%n", partial));
        }
        if (restricted > 0) {
            sb.append(String.format("  %-16s %6d  (solved under Threat, MaxFlightsquares or NonTrivial: their verdicts hold"
                    + " only under them)%n", "restricted", restricted));
        }
        sb.append(String.format("  time      %.1f s solving, %.1f s wall%n", solveMillis / 1000.0, wallMillis / 1000.0));
        if (problems > 0) {
            sb.append(String.format("  average   %.3f s per problem%n", solveMillis / 1000.0 / problems));
            sb.append("  slowest\n");
            slowest.stream().sorted(Comparator.comparingLong(Outcome::millis).reversed())
                    .forEach(o -> sb.append(String.format("    %8.2f s  %-24s %s  %s%n", o.millis() / 1000.0, o.id(), o.location(), o.verdictWords())));
        }
        if (!notSolved.isEmpty()) {
            sb.append("  not solved\n");
            notSolved.forEach(o -> sb.append("    ").append(o.location()).append(' ').append(o.id()).append(": ")
                    .append(String.join("; ", o.errors())).append('\n'));
            if (notSolvedCount > notSolved.size()) {
                sb.append("    ... and ").append(notSolvedCount - notSolved.size())
                        .append(" more (every one is in the report above and in the results file)\n");
            }
        }
        if (unwritten > 0) {
            // What to do about it depends on where the records went (a file can be resumed,
            // standard output cannot): the command says so in its last line.
            sb.append(String.format("  NOT IN THE RESULTS %d (first: %s)%n", unwritten, firstWriteFailure));
        }
        return sb.toString();
    }
}
