package org.passant.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.passant.text.IoReason;

/**
 * The files named on the command line, checked before anything is solved: a name that is no
 * file, a directory, a file that cannot be read or one that is not text is refused with what is
 * wrong (exit 2), rather than solved as one broken problem or reported as missing.
 */
final class InputFiles {
    /** Enough of a file to tell text from binary data: text never holds a NUL byte. */
    private static final int SNIFF_BYTES = 8192;

    private InputFiles() {
    }

    static Path usable(String name) {
        if (name.isBlank()) {
            // Path.of("") is the current directory: without this, "is a directory" for an empty quote.
            throw new UserError("an empty argument ('" + name + "'): give a quoted FEN or a problem file");
        }
        Path path;
        try {
            path = Path.of(name);
        } catch (RuntimeException e) {
            throw new UserError(name + ": not a file name (a FEN must be quoted, with all 8 ranks)");
        }
        if (Files.isDirectory(path)) {
            throw new UserError(name + ": is a directory; name the problem files in it (" + name + "/*.epd)");
        }
        if (!Files.exists(path)) {
            String placement = name.trim().split("\\s+")[0];
            long ranks = placement.chars().filter(c -> c == '/').count() + 1;
            if (ranks > 1 && name.trim().contains(" ")) {
                throw new UserError(name + ": no such file, and not a FEN: its placement has " + ranks + " ranks, not 8");
            }
            throw new UserError(name + ": no such file (a FEN must be quoted, with all 8 ranks)");
        }
        if (!Files.isRegularFile(path)) {
            throw new UserError(name + ": not a regular file");
        }
        byte[] start = new byte[SNIFF_BYTES];
        int read;
        try (InputStream in = Files.newInputStream(path)) {
            read = in.readNBytes(start, 0, SNIFF_BYTES);
        } catch (IOException e) {
            throw new UserError(name + ": cannot read it: " + IoReason.of(e));
        }
        for (int i = 0; i < read; i++) {
            if (start[i] == 0) {
                throw new UserError(name + ": not a text file (it holds binary data); Passant reads Popeye input"
                        + " and FEN/EPD lines");
            }
        }
        return path;
    }
}
