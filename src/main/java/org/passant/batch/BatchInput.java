package org.passant.batch;

import java.io.Closeable;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.function.Predicate;
import org.passant.problem.ProblemReader;
import org.passant.problem.ProblemStream;
import org.passant.problem.ReadResult;
import org.passant.problem.Stipulation;
import org.passant.board.RuleSet;

/**
 * The entries of a batch as the files are read, in input order over all files: the shard's share
 * (counted over every entry, problems and unreadable ones alike) and, of that, what is still
 * wanted (not already in the results file on resume). Nothing more than one step of one file is
 * held, so a batch of a million problems reads in the memory of one.
 */
public final class BatchInput implements Iterator<BatchEntry>, Closeable {
    private final List<Path> files;
    private final List<String> names;
    private final Stipulation fallback;
    private final Shard shard;
    private final Predicate<BatchEntry> wanted;
    private final ArrayDeque<BatchEntry> ready = new ArrayDeque<>();
    private RuleSet defaultVariant = RuleSet.ORTHODOX;
    /** The record of an earlier, stopped run that an entry takes up ({@code --continue}), or null. */
    private java.util.function.Function<BatchEntry, Outcome> earlier = entry -> null;
    private ProblemStream current;
    private String currentName;
    private int nextFile;
    private int ordinal;
    private int skipped;

    /**
     * @param files    the files in the order given, with the names typed for them (kept in records)
     * @param wanted   false for an entry of the shard that is left out (already done)
     */
    public BatchInput(List<Path> files, List<String> names, Stipulation fallback, Shard shard, Predicate<BatchEntry> wanted) {
        this.files = List.copyOf(files);
        this.names = List.copyOf(names);
        this.fallback = fallback;
        this.shard = shard;
        this.wanted = wanted;
    }

    @Override
    public boolean hasNext() {
        while (ready.isEmpty()) {
            if (current != null && current.hasNext()) {
                step(current.next());
            } else if (!openNext()) {
                return false;
            }
        }
        return true;
    }

    @Override
    public BatchEntry next() {
        if (!hasNext()) {
            throw new NoSuchElementException();
        }
        return ready.poll();
    }

    /**
     * The rules of problems that name none ({@code --variant}): like a default stipulation, a
     * problem's own {@code Condition} or EPD {@code variant} wins.
     */
    public BatchInput defaultVariant(RuleSet variant) {
        this.defaultVariant = variant;
        return this;
    }

    /**
     * Problems whose earlier run {@code records} finds stopped are taken up where it stopped
     * ({@code --continue}): each such entry carries that record.
     */
    public BatchInput continuing(java.util.function.Function<BatchEntry, Outcome> records) {
        this.earlier = records;
        return this;
    }

    /** Entries of the shard left out because they were not wanted, so far. */
    public int skipped() {
        return skipped;
    }

    private boolean openNext() {
        close();
        if (nextFile == files.size()) {
            return false;
        }
        currentName = names.get(nextFile);
        current = ProblemReader.stream(files.get(nextFile++), fallback);
        return true;
    }

    /** One step of a file: its entries in line order, each counted for the shard. */
    private void step(ReadResult read) {
        List<BatchEntry> entries = new ArrayList<>(read.problems().size() + read.errors().size());
        read.problems().forEach(p -> entries.add(new BatchEntry.ToSolve(
                p.variant() == RuleSet.ORTHODOX ? p.withVariant(defaultVariant) : p, currentName)));
        read.errors().forEach(e -> entries.add(new BatchEntry.Unreadable(e)));
        entries.sort(Comparator.comparingInt(BatchEntry::line));
        for (BatchEntry entry : entries) {
            if (shard.includes(ordinal++)) {
                if (wanted.test(entry)) {
                    Outcome record = entry instanceof BatchEntry.ToSolve ? earlier.apply(entry) : null;
                    ready.add(record == null ? entry : ((BatchEntry.ToSolve) entry).continuing(record));
                } else {
                    skipped++;
                }
            }
        }
    }

    @Override
    public void close() {
        if (current != null) {
            current.close();
            current = null;
        }
    }
}
