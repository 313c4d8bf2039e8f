package org.passant.text;

import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;

/**
 * Why reading or writing a file failed, in the user's words: Java names the exception and the
 * path ({@code AccessDeniedException: /data/r.jsonl}) where a user wants "permission denied".
 */
public final class IoReason {
    private IoReason() {
    }

    public static String of(IOException e) {
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof NoSuchFileException) {
            return "no such file or directory";
        }
        if (e instanceof FileAlreadyExistsException f) {
            return f.getFile() + " is a file, not a directory"; // creating the folders of the path
        }
        if (e instanceof NotDirectoryException) {
            return "a part of the path is not a directory";
        }
        if (e instanceof CharacterCodingException) {
            return "not text in UTF-8";
        }
        if (e instanceof FileSystemException f && f.getReason() != null) {
            return lowerFirst(f.getReason()); // "No space left on device", "Is a directory", "Read-only file system"
        }
        return e.getMessage() == null ? e.getClass().getSimpleName() : Visible.of(e.getMessage());
    }

    private static String lowerFirst(String reason) {
        return reason.isEmpty() ? reason : Character.toLowerCase(reason.charAt(0)) + reason.substring(1);
    }
}
