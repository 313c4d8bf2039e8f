package org.passant.text;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import org.junit.jupiter.api.Test;

/** Why a file could not be read or written, in a user's words rather than Java's exception names. */
class IoReasonTest {
    @Test
    void theCommonFailuresHaveWords() {
        assertEquals("permission denied", IoReason.of(new AccessDeniedException("/data/r.jsonl")));
        assertEquals("no such file or directory", IoReason.of(new NoSuchFileException("/data/r.jsonl")));
        assertEquals("no space left on device",
                IoReason.of(new FileSystemException("/data/r.jsonl", null, "No space left on device")));
    }
}
