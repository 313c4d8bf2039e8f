package org.passant.report;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.passant.problem.ProblemFileError;
import org.passant.solve.ProblemResult;
import org.passant.solve.ProblemVerdict;
import org.passant.text.WholeFiles;

/**
 * The report for readers: one self-contained HTML file (index, diagrams, folding trees), written
 * whole at the {@link #end} of the run. Each problem is rendered as it arrives into a hidden file
 * beside the target and only its index row is kept; at the end the page is put together in a
 * second hidden file that then replaces the target in one move. A run that fails or is stopped
 * before its end leaves the target as it was (the hidden files go when the program exits).
 */
public final class HtmlReport implements Report {
    /** A verdict and how many problems have it, for the summary at the top. Public for the templates. */
    public record VerdictCount(String verdict, String verdictClass, int count) {
    }

    private final Path target;
    private final String title;
    private String description;
    private final HtmlNotation notation;
    private final Path bodyFile;
    private final Writer body;
    private final List<HtmlIndexRow> rows = new ArrayList<>();
    private long bytes;
    private int leftOut;
    private long writingNanos;

    private HtmlReport(Path target, String title, String description, boolean figurines) throws IOException {
        this.target = target;
        this.title = title;
        this.description = description;
        this.notation = new HtmlNotation(figurines);
        this.bodyFile = hiddenFileBeside(target, ".body");
        this.body = Files.newBufferedWriter(bodyFile, StandardCharsets.UTF_8);
    }

    /**
     * A report to be written to {@code target} (its folder is made if missing). Fails at once, before
     * any solving, when the folder cannot be written.
     *
     * @param description a line under the title: what was solved, and how
     * @param figurines   moves with figurines (♘f3) instead of letters (Nf3)
     */
    public static HtmlReport create(Path target, String title, String description, boolean figurines) throws IOException {
        Path folder = target.toAbsolutePath().getParent();
        if (folder != null) {
            Files.createDirectories(folder);
        }
        if (Files.isDirectory(target)) {
            throw new IOException("it is a folder");
        }
        return new HtmlReport(target, title, description, figurines);
    }

    @Override
    public void problem(ProblemResult result) {
        add(HtmlProblem.of(rows.size() + 1, result, notation));
    }

    @Override
    public void unreadable(ProblemFileError error) {
        add(HtmlProblem.unreadable(rows.size() + 1, error));
    }

    private void add(HtmlProblem problem) {
        long start = System.nanoTime();
        try {
            HtmlTemplates.write("problem.ftlh", Map.of("p", problem), body);
        } catch (IOException e) {
            throw failure(e);
        }
        rows.add(HtmlIndexRow.of(problem, notation));
        writingNanos += System.nanoTime() - start;
    }

    /** Puts the page together and replaces the target with it. */
    @Override
    public void end(String summary) {
        long start = System.nanoTime();
        Path page = null;
        try {
            body.close();
            page = hiddenFileBeside(target, ".part");
            Map<String, Object> model = Map.of("title", title, "description", description, "generator", "Passant 0.1.0",
                    "rows", rows, "counts", counts(), "summary", summary == null ? "" : summary.strip());
            try (Writer out = Files.newBufferedWriter(page, StandardCharsets.UTF_8)) {
                HtmlTemplates.write("page-head.ftlh", model, out);
                try (var in = Files.newBufferedReader(bodyFile, StandardCharsets.UTF_8)) {
                    in.transferTo(out);
                }
                HtmlTemplates.write("page-tail.ftlh", model, out);
            }
            bytes = Files.size(page);
            readableByAll(page);
            WholeFiles.moveOnto(page, target);
            writingNanos += System.nanoTime() - start;
        } catch (IOException e) {
            throw failure(e);
        } finally {
            WholeFiles.deleteQuietly(bodyFile);
            WholeFiles.deleteQuietly(page);
        }
    }

    /**
     * Says under the title that {@code count} problems of the run are not in this report: a
     * resumed run skips what an earlier run solved, and its trees are not in the results file.
     */
    public void leftOut(int count, String resultsFile) {
        leftOut += count;
        description += " " + count + (count == 1 ? " problem was" : " problems were") + " solved by an earlier run"
                + " (--resume) and " + (count == 1 ? "is" : "are") + " not in this report; "
                + (count == 1 ? "its result is" : "their results are") + " in " + resultsFile
                + " (run without --resume for a whole report).";
    }

    /** The problems of the run that are not in the report (see {@link #leftOut}). */
    public int leftOut() {
        return leftOut;
    }

    /** The number of problems in the report. */
    public int problems() {
        return rows.size();
    }

    /** The size of the written file, once {@link #end} has written it. */
    public long bytes() {
        return bytes;
    }

    /** The time spent on the HTML (drawing the problems, putting the page together), solving not included. */
    public double writingSeconds() {
        return writingNanos / 1e9;
    }

    private List<VerdictCount> counts() {
        Map<ProblemVerdict, Integer> counts = new EnumMap<>(ProblemVerdict.class);
        rows.forEach(r -> counts.merge(ProblemVerdict.ofWord(r.verdict()), 1, Integer::sum));
        List<VerdictCount> list = new ArrayList<>();
        counts.forEach((v, n) -> list.add(new VerdictCount(v.word(), v.word().replace(' ', '-'), n)));
        return list;
    }

    private UncheckedIOException failure(IOException e) {
        return new UncheckedIOException("cannot write " + target + ": " + e.getMessage(), e);
    }

    /** A hidden file in the target's folder (so the final move is a rename), deleted when the program exits. */
    private static Path hiddenFileBeside(Path target, String suffix) throws IOException {
        Path folder = target.toAbsolutePath().getParent();
        Path file = Files.createTempFile(folder, "." + target.getFileName() + "-", suffix);
        file.toFile().deleteOnExit();
        return file;
    }

    /** A report is for sharing: rw-r--r-- like any file written by the user (temporary files start private). */
    private static void readableByAll(Path file) throws IOException {
        if (file.getFileSystem().supportedFileAttributeViews().contains("posix")) {
            Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-r--r--"));
        }
    }

}
