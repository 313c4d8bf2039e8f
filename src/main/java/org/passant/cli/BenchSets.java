package org.passant.cli;

import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.passant.problem.Problem;
import org.passant.problem.ProblemFileError;
import org.passant.problem.ProblemReader;
import org.passant.problem.ReadResult;

/**
 * The problem sets of the {@code bench} commands: found as given, else in the project folder
 * beside the jar (so that {@code ./solver bench ...} works from any directory), and read whole:
 * a benchmark with a bad problem in it measures nothing, so the first error stops it.
 */
final class BenchSets {
    private BenchSets() {
    }

    /** The problems of a set, each with a stipulation the solver can solve from the diagram. */
    static List<Problem> read(String file) {
        Path path = locate(Path.of(file));
        ReadResult result = ProblemReader.read(path);
        if (result.hasErrors()) {
            ProblemFileError e = result.errors().get(0);
            throw new UserError(e.file() + ":" + e.line() + ": " + e.reason());
        }
        for (Problem p : result.problems()) {
            // Any stipulation the solver understands (#n, s#n, h#n, =n ...), played from the diagram.
            if (p.stipulation().understood().isEmpty() || p.options().postKeyPlay()) {
                throw new UserError(p.id() + ": not a stipulation the benchmark can solve: " + p.stipulation());
            }
        }
        return result.problems();
    }

    /** The path as given, else beside the jar's project folder (./solver runs target/passant.jar). */
    private static Path locate(Path given) {
        if (Files.exists(given)) {
            return given;
        }
        if (given.isAbsolute()) {
            throw new UserError("cannot find the benchmark set " + given);
        }
        try {
            Path jar = Path.of(BenchSets.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            Path project = jar.getParent() == null ? null : jar.getParent().getParent();
            if (project != null && Files.exists(project.resolve(given))) {
                return project.resolve(given);
            }
        } catch (URISyntaxException | SecurityException | IllegalArgumentException e) {
            // fall through: the error names the path as given
        }
        throw new UserError("cannot find the benchmark set " + given);
    }
}
