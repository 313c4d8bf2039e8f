package org.passant.batch;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.passant.text.Visible;

/** The table printed after a batch: counts per verdict, times, the slowest problems, the broken ones. */
public final class BatchSummary {
    private static final int SLOWEST = 5;
    private final List<Outcome> outcomes = new ArrayList<>();
    private int skipped;
    private int unwritten;
    private String firstWriteFailure;
    private long wallMillis;

    public void add(Outcome o) {
        outcomes.add(o);
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

    /** How many records the results file is missing. */
    public int unwrittenCount() {
        return unwritten;
    }

    public void wallMillis(long millis) {
        wallMillis = millis;
    }

    public List<Outcome> outcomes() {
        return List.copyOf(outcomes);
    }

    /** Problems per verdict word, in the alphabetical order of the words (the table's order). */
    public Map<String, Integer> counts() {
        Map<String, Integer> counts = new TreeMap<>();
        outcomes.forEach(o -> counts.merge(o.verdict().word(), 1, Integer::sum));
        return counts;
    }

    public String render() {
        StringBuilder sb = new StringBuilder("\nSummary\n");
        sb.append(String.format("  problems  %d%s%n", outcomes.size(), skipped > 0 ? " (" + skipped + " already done, skipped)" : ""));
        counts().forEach((verdict, count) -> sb.append(String.format("  %-16s %6d%n", verdict, count)));
        long solveMillis = outcomes.stream().mapToLong(Outcome::millis).sum();
        long partial = outcomes.stream().filter(Outcome::partial).count();
        if (partial > 0) {
            sb.append(String.format("  stopped by --max-time %d (results partial)%n", partial));
        }
        sb.append(String.format("  time      %.1f s solving, %.1f s wall%n", solveMillis / 1000.0, wallMillis / 1000.0));
        if (!outcomes.isEmpty()) {
            sb.append(String.format("  average   %.3f s per problem%n", solveMillis / 1000.0 / outcomes.size()));
            sb.append("  slowest\n");
            outcomes.stream().sorted(Comparator.comparingLong(Outcome::millis).reversed()).limit(SLOWEST)
                    .forEach(o -> sb.append(String.format("    %8.2f s  %-24s %s  %s%n", o.millis() / 1000.0, o.id(), o.location(), o.verdict())));
        }
        List<Outcome> broken = outcomes.stream().filter(o -> !o.errors().isEmpty()).toList();
        if (!broken.isEmpty()) {
            sb.append("  not solved\n");
            broken.forEach(o -> sb.append("    ").append(o.location()).append(' ').append(o.id()).append(": ")
                    .append(String.join("; ", o.errors())).append('\n'));
        }
        if (unwritten > 0) {
            sb.append(String.format("  NOT IN THE RESULTS FILE %d (first: %s); run again with --resume to add them%n",
                    unwritten, firstWriteFailure));
        }
        return sb.toString();
    }
}
