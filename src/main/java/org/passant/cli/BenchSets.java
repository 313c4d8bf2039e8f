package org.passant.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
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

    /** The path as given, else in the checkout (the set's name as the commands give it works from any folder). */
    private static Path locate(Path given) {
        if (Files.exists(given)) {
            return given;
        }
        if (given.isAbsolute()) {
            throw new UserError("cannot find the benchmark set " + given);
        }
        Optional<Path> inCheckout = Checkout.home().map(home -> home.resolve(given)).filter(Files::exists);
        if (inCheckout.isPresent()) {
            return inCheckout.get();
        }
        throw new UserError("cannot find the benchmark set " + given);
    }
}
