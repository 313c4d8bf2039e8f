package org.passant.text;

import java.io.IOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * Files that are whole or absent: written under another name in the same folder, then moved onto
 * their own. The HTML report and the proofs a stopped problem keeps are written so; a reader never
 * finds half of one.
 */
public final class WholeFiles {
    private WholeFiles() {
    }

    /**
     * Puts {@code from} in the place of {@code to}: atomically where the file system can (a rename
     * within one folder), else by a plain move on the few that cannot.
     */
    public static void moveOnto(Path from, Path to) throws IOException {
        try {
            Files.move(from, to, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(from, to, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /** Deletes a file written in vain, if there is one; one that cannot be deleted is only space left over. */
    public static void deleteQuietly(Path file) {
        if (file == null) {
            return;
        }
        try {
            Files.deleteIfExists(file);
        } catch (IOException ignored) {
            // the caller has a failure of its own to report; a leftover does no harm
        }
    }
}
