package org.passant.problem;

import java.util.Locale;

/** The kinds of problem files the reader understands. */
public enum InputFormat {
    /** Popeye input: BeginProblem ... EndProblem, in English, German or French. */
    POPEYE,
    /** One FEN or EPD position per line. */
    FEN_LINES;

    /**
     * The format of a source: by extension first (.inp and .pop are Popeye, .epd and .fen are
     * lines), else by content (a first word that begins a Popeye problem, or a FEN placement).
     * Null if neither tells.
     */
    public static InputFormat detect(String sourceName, String text) {
        InputFormat format = byExtension(sourceName);
        return format != null ? format : detectByContent(text);
    }

    /** The format a file's name gives, or null. */
    static InputFormat byExtension(String sourceName) {
        String lower = sourceName.toLowerCase(Locale.ROOT);
        if (lower.endsWith(".inp") || lower.endsWith(".pop")) {
            return POPEYE;
        }
        if (lower.endsWith(".epd") || lower.endsWith(".fen")) {
            return FEN_LINES;
        }
        return null;
    }

    static InputFormat detectByContent(String text) {
        for (String line : text.split("\\R")) {
            String trimmed = line.strip();
            if (trimmed.isEmpty() || trimmed.startsWith("#") || trimmed.startsWith("%")) {
                continue;
            }
            String firstWord = trimmed.split("[\\s;,]+", 2)[0];
            if (firstWord.contains("/")) {
                return FEN_LINES;
            }
            return PopeyeBegin.detectLanguage(firstWord) != null ? POPEYE : null;
        }
        return null;
    }
}
