package org.passant.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import org.passant.batch.BatchEntry;
import org.passant.batch.BatchInput;
import org.passant.batch.ResultsFile;
import org.passant.batch.Shard;
import org.passant.board.Position;
import org.passant.board.RuleSet;
import org.passant.board.Square;
import org.passant.problem.Problem;
import org.passant.report.RetroResultsLine;
import org.passant.report.RetroTextFormat;
import org.passant.report.RetroVerdictLine;
import org.passant.report.VariantWords;
import org.passant.retro.RetroAnalysis;
import org.passant.retro.RetroBounds;
import org.passant.retro.RetroReport;
import org.passant.text.IoReason;

/**
 * {@code ./solver retro FILE...}: the retro verdict of every diagram in the files (Popeye input,
 * EPD, FEN lines, read as {@code solve} reads them), one line each in input order, then a count.
 * A problem that cannot be read is reported with its file, line and id, and the run goes on. With
 * {@code --out}, one JSON record per problem, each written whole (as {@code solve --out}); with
 * {@code --out -} they are all that standard output holds, and the count goes to standard error.
 * A retro analysis takes milliseconds, so the problems are taken one after another.
 */
final class RetroCollection {
    private final RetroBounds bounds;
    private final boolean json;
    private final boolean verbose;
    private final Path out;
    /** The verdict lines and the count for people on standard output (not with --format json or --out -). */
    private final boolean lines;
    private int legal;
    private int illegal;
    private int proven;
    private int inParts;
    private int unreadable;
    private int skipped;
    private int unwritten;
    /** Whether the run stopped early: its records went to a stream that can take no more. */
    private boolean stopped;

    RetroCollection(RetroBounds bounds, boolean json, boolean verbose, Path out) {
        this.bounds = bounds;
        this.json = json;
        this.verbose = verbose;
        this.out = out;
        this.lines = !json && !ResultsOut.isStandardOutput(out);
    }

    int run(List<String> given) {
        CollectionSolve.refuseOutOverAnInput(out, given);
        List<String> files = CollectionSolve.namedOnce(given);
        List<Path> paths = files.stream().map(InputFiles::usable).toList();
        try (ResultsFile results = out == null ? null : ResultsOut.open(out, false);
             BatchInput entries = new BatchInput(paths, files, null, Shard.parse("1/1"), e -> true)) {
            while (entries.hasNext()) {
                String record = judge(entries.next());
                if (json) {
                    System.out.println(record);
                }
                if (results != null) {
                    write(results, record);
                    if (results.lostForGood()) {
                        stopped = true;
                        break; // no reader left: analysing on would only keep the user waiting
                    }
                }
            }
        } catch (ResultsFile.NotResultsFile e) {
            throw new UserError("--out " + out + ": " + e.getMessage());
        } catch (IOException e) {
            throw new UserError("cannot write the results to " + out + ": " + IoReason.of(e));
        } catch (UncheckedIOException e) {
            throw new UserError(e.getMessage());
        }
        if (lines) {
            System.out.println(summary());
        } else if (!json) {
            System.err.println(summary()); // --out -: the records hold standard output alone
        }
        if (stopped) {
            throw new UserError("standard output was closed, or its disk is full: the run stopped, as no more results"
                    + " could be written");
        }
        if (unwritten > 0) {
            throw new UserError(unwritten + " of the results could not be written to " + ResultsOut.named(out)
                    + (lines ? "; the diagrams were analysed and reported above" : ""));
        }
        return 0;
    }

    /** Analyses one entry, prints its verdict line (text), and returns its JSON record. */
    private String judge(BatchEntry entry) {
        if (entry instanceof BatchEntry.Unreadable u) {
            return broken(u.file(), u.line(), u.id(), u.reason());
        }
        Problem problem = ((BatchEntry.ToSolve) entry).problem();
        if (problem.variant() != RuleSet.ORTHODOX) {
            // The retractions are orthodox single moves: a verdict on a diagram reached by turns of two would be a guess.
            return notAnalysed(entry, "not analysed: the retro analysis is for orthodox chess, this problem is "
                    + VariantWords.name(problem.variant()));
        }
        Position position;
        try {
            position = Position.fromFen(problem.fen());
        } catch (IllegalArgumentException e) { // FenException among them
            return broken(entry.file(), entry.line(), entry.id(), "bad diagram: " + e.getMessage());
        }
        RetroReport report = analyse(problem, position);
        if (!report.legal()) {
            illegal++;
        } else {
            legal++;
            proven += report.enPassant().proven() ? 1 : 0;
            inParts += report.partialRetroAnalysis() ? 1 : 0;
        }
        if (lines) {
            System.out.println(entry.location() + ": [" + entry.id() + "] " + RetroVerdictLine.of(report));
            if (verbose) {
                System.out.println(RetroTextFormat.format(report, true));
            }
        }
        return RetroResultsLine.analysed(entry.file(), entry.line(), entry.id(), report);
    }

    /** Rights the problem states (FEN letters, Popeye's NoCastling or EnPassant) are judged, as for a FEN. */
    private RetroReport analyse(Problem problem, Position position) {
        int castling = problem.castling().stated() & problem.castling().allowed();
        int ep = problem.enPassant().isStated() && problem.enPassant().target().isPresent()
                ? Square.parse(problem.enPassant().target().get()) : Square.NONE;
        return castling != 0 || ep != Square.NONE
                ? RetroAnalysis.analyse(position, bounds, castling, ep)
                : RetroAnalysis.analyse(position, bounds);
    }

    private String notAnalysed(BatchEntry entry, String reason) {
        skipped++;
        if (lines) {
            System.out.println(entry.location() + ": [" + entry.id() + "] " + reason);
        }
        return RetroResultsLine.error(entry.file(), entry.line(), entry.id(), reason);
    }

    private String broken(String file, int line, String id, String reason) {
        unreadable++;
        if (lines) {
            System.out.println(file + ":" + line + ": " + (id.isEmpty() ? "" : "[" + id + "] ") + "error: " + reason);
        }
        return RetroResultsLine.error(file, line, id, reason);
    }

    private void write(ResultsFile results, String record) {
        try {
            results.writeLine(record);
        } catch (IOException e) {
            // The record is missing, not half there; the diagrams after it are still analysed.
            unwritten++;
        }
    }

    private String summary() {
        int total = legal + illegal + unreadable + skipped;
        StringBuilder s = new StringBuilder().append(total).append(total == 1 ? " diagram: " : " diagrams: ")
                .append(legal).append(" legal as far as known");
        if (proven > 0 || inParts > 0) {
            s.append(" (").append(proven).append(" with e.p. proven, ").append(inParts).append(" in parts)");
        }
        s.append(", ").append(illegal).append(" illegal");
        if (unreadable > 0) {
            s.append(", ").append(unreadable).append(" unreadable");
        }
        if (skipped > 0) {
            s.append(", ").append(skipped).append(" not analysed (variants)");
        }
        return s.toString();
    }
}
