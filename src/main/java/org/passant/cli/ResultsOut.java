package org.passant.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.passant.batch.KeptProofs;
import org.passant.batch.ResultsFile;

/**
 * Where {@code --out} sends the results records: a file, or standard output. Standard output is
 * {@code -}, and also any name of the file it already is ({@code /dev/stdout}, or the file the shell
 * redirected it to): opening that as a file would mix the records with the report, which no
 * program reading them (jq) can use. A file really named "-" is written as {@code ./-}.
 */
final class ResultsOut {
    private static final Path STDOUT = Path.of("/dev/stdout");

    private ResultsOut() {
    }

    /** True when the records of {@code out} go to standard output, which then holds nothing else. */
    static boolean isStandardOutput(Path out) {
        if (out == null) {
            return false;
        }
        if (out.toString().equals("-")) {
            return true;
        }
        try {
            // Device and inode compared: /dev/stdout is whatever standard output is now (a pipe, a file, a terminal).
            return Files.isSameFile(out, STDOUT);
        } catch (IOException | RuntimeException cannotTell) {
            return false; // no such file yet, or no /dev/stdout on this system: a file like any other
        }
    }

    /** The records' writer: standard output as it is now (flushed per record), or the file, replaced or resumed. */
    static ResultsFile open(Path out, boolean resume) throws IOException {
        return open(out, resume, false);
    }

    /** As above; {@code continuing} (--continue) also keeps the records of the problems left unfinished. */
    static ResultsFile open(Path out, boolean resume, boolean continuing) throws IOException {
        return isStandardOutput(out) ? ResultsFile.onStream(System.out) : ResultsFile.open(out, resume, continuing);
    }

    /**
     * Where the proofs of problems a stop leaves unfinished are kept, beside the results file
     * (nowhere for standard output or no --out). A results file begun anew drops those its old
     * records had, as it drops the records.
     */
    static KeptProofs keptProofs(Path out, boolean resume) throws IOException {
        if (out == null || isStandardOutput(out)) {
            return KeptProofs.NONE;
        }
        KeptProofs kept = KeptProofs.beside(out);
        if (!resume) {
            kept.clear();
        }
        return kept;
    }

    /** What a failed record is written to, in a message: "standard output", or the file's name. */
    static String named(Path out) {
        return isStandardOutput(out) ? "standard output" : out.toString();
    }
}
