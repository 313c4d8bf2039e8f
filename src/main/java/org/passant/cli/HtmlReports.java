package org.passant.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.passant.report.HtmlReport;
import org.passant.solve.SolveOptions;
import org.passant.text.IoReason;

/** Opens the HTML report of {@code report -o FILE} and {@code solve --html FILE}, with its title and the line under it. */
final class HtmlReports {
    private HtmlReports() {
    }

    /** Checked before solving: an output that cannot be written is a user error at once, not after an hour of solving. */
    static HtmlReport open(Path file, String title, List<String> inputs, SolveOptions options, boolean figurines) {
        String name = file.getFileName() == null ? "" : file.getFileName().toString();
        if (!name.endsWith(".html") && !name.endsWith(".htm")) {
            throw new UserError(file + ": an HTML report's name ends in .html");
        }
        try {
            return HtmlReport.create(file, title == null ? defaultTitle(inputs) : title, description(inputs, options), figurines);
        } catch (IOException e) {
            throw new UserError("cannot write " + file + ": " + IoReason.of(e)); // Java's message is only a path
        }
    }

    /**
     * The report and the results (--out) in one file: the report, written last, would replace the
     * results a resume needs, or be mixed into them on standard output. Refused before anything is
     * solved; null for either means not asked for.
     */
    static void refuseOneFileForTwo(Path html, Path results) {
        if (html == null || results == null) {
            return;
        }
        if (ResultsOut.isStandardOutput(results) && ResultsOut.isStandardOutput(html)) {
            // --out - names no file, but the report may still be standard output (redirected to it by the shell).
            throw new UserError("--out " + results + " writes the results to standard output, and that is the HTML report "
                    + html + ": name two files");
        }
        boolean same = html.toAbsolutePath().normalize().equals(results.toAbsolutePath().normalize());
        try {
            same |= Files.exists(html) && Files.exists(results) && Files.isSameFile(html, results);
        } catch (IOException cannotCompare) {
            // not comparable: the names were compared above
        }
        if (same) {
            throw new UserError("--out " + results + " is also the HTML report: name two files");
        }
    }

    /** What a reader sees after the report is written: "wrote reports/classics.html: 4 problems, 61 KB (HTML in 0.1 s)". */
    static String written(Path file, HtmlReport report) {
        return "wrote " + file + ": " + report.problems() + (report.problems() == 1 ? " problem, " : " problems, ")
                + Math.max(1, Math.round(report.bytes() / 1024.0)) + " KB"
                + String.format(java.util.Locale.ROOT, " (HTML in %.1f s)", report.writingSeconds())
                + (report.leftOut() == 0 ? "" : "; " + report.leftOut() + " solved by an earlier run (--resume) are not in it");
    }

    private static String defaultTitle(List<String> inputs) {
        List<String> names = new ArrayList<>();
        for (String input : inputs) {
            Path path = Path.of(input).getFileName();
            names.add(Files.isRegularFile(Path.of(input)) && path != null ? path.toString() : "a diagram");
        }
        return "Solutions: " + String.join(", ", names);
    }

    private static String description(List<String> inputs, SolveOptions o) {
        List<String> shown = new ArrayList<>();
        shown.add(o.variations() ? "threats and variations" : "keys only");
        if (o.tries()) {
            shown.add(o.maxRefutations() > 1 ? "tries with up to " + o.maxRefutations() + " refutations" : "tries");
        }
        if (o.setPlay()) {
            shown.add("set play");
        }
        if (o.trustRights()) {
            shown.add("rights as stated");
        }
        if (o.maxTimeMillis() > 0) {
            shown.add("at most " + o.maxTimeMillis() / 1000.0 + " s a problem");
        }
        return "Solved by Passant 0.1.0: " + String.join(", ", shown) + ".";
    }
}
