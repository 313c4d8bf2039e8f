package org.passant.problem;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Reads problem files: Popeye input ({@code .inp}, {@code .pop}) and FEN / EPD lines
 * ({@code .fen}, {@code .epd}); other names are recognised by their content.
 *
 * <p>Never throws for bad input: every problem that cannot be read (and every unreadable file)
 * becomes a {@link ProblemFileError} in the result, and reading goes on with the next problem.
 */
public final class ProblemReader {

    private ProblemReader() {
    }

    /** Reads a file; problems without a stipulation get {@link WrittenStipulation.Missing} (FEN lines). */
    public static ReadResult read(Path file) {
        return read(file, null);
    }

    /**
     * Reads a file.
     *
     * @param defaultStipulation the stipulation of problems whose source gives none (a FEN line
     *                           without {@code bm}/{@code dm}, a Popeye problem without
     *                           {@code Stipulation}); may be null
     */
    public static ReadResult read(Path file, Stipulation defaultStipulation) {
        String name = file.toString();
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (IOException | SecurityException e) {
            String reason = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
            return new ReadResult(List.of(), List.of(new ProblemFileError(name, 0, 0, "", "cannot read the file: " + reason)));
        }
        return readString(decode(bytes), name, defaultStipulation);
    }

    /**
     * Reads a file as a stream: FEN/EPD lines one line at a time (a file of any size in bounded
     * memory), Popeye input as one step (its problems refer to each other: twins, NextProblem).
     * The problems and errors are those of {@link #read(Path, Stipulation)}, in the same order.
     */
    public static ProblemStream stream(Path file, Stipulation defaultStipulation) {
        String name = file.toString();
        InputFormat format = InputFormat.byExtension(name);
        if (format == null) {
            format = InputFormat.detectByContent(withoutByteOrderMark(decode(prefix(file))));
            if (format == null && Files.isReadable(file)) {
                // Told from the start of the file: a file of junk is not read whole to say so.
                return new WholeFile(new ReadResult(List.of(), List.of(unknownFormat(name))));
            }
        }
        if (format == InputFormat.FEN_LINES) {
            try {
                return new FenLinesStream(new BufferedInputStream(Files.newInputStream(file), 1 << 16), name,
                        defaultStipulation);
            } catch (IOException | SecurityException e) {
                // read() says why the file cannot be read, as one error
            }
        }
        return new WholeFile(read(file, defaultStipulation));
    }

    /** The start of a file, enough to tell its format by content. */
    private static byte[] prefix(Path file) {
        try (InputStream in = Files.newInputStream(file)) {
            return in.readNBytes(1 << 16);
        } catch (IOException | SecurityException e) {
            return new byte[0];
        }
    }

    /** A file read whole, given as one step. */
    private static final class WholeFile implements ProblemStream {
        private ReadResult result;

        WholeFile(ReadResult result) {
            this.result = result;
        }

        @Override
        public boolean hasNext() {
            return result != null;
        }

        @Override
        public ReadResult next() {
            if (result == null) {
                throw new java.util.NoSuchElementException();
            }
            ReadResult all = result;
            result = null;
            return all;
        }

        @Override
        public void close() {
            result = null;
        }
    }

    public static ReadResult readString(String text, String sourceName) {
        return readString(text, sourceName, null);
    }

    /**
     * Reads problems from a string.
     *
     * @param sourceName names the source in locations and errors; its extension (if any) selects
     *                   the format and its stem prefixes the problem ids
     */
    public static ReadResult readString(String text, String sourceName, Stipulation defaultStipulation) {
        text = withoutByteOrderMark(text);
        InputFormat format = InputFormat.detect(sourceName, text);
        if (format == null) {
            return new ReadResult(List.of(), List.of(unknownFormat(sourceName)));
        }
        return readString(text, sourceName, format, defaultStipulation);
    }

    /** Reads problems from a string in a given format. */
    public static ReadResult readString(String text, String sourceName, InputFormat format,
                                        Stipulation defaultStipulation) {
        String stem = stem(sourceName);
        text = withoutByteOrderMark(text);
        return switch (format) {
            case POPEYE -> new PopeyeReader(text, sourceName, stem, defaultStipulation).read();
            case FEN_LINES -> new FenLinesReader(sourceName, stem, defaultStipulation).read(text);
        };
    }

    private static ProblemFileError unknownFormat(String sourceName) {
        return new ProblemFileError(sourceName, 0, 0, "",
                "cannot tell the format: expected Popeye input (BeginProblem ...) or FEN/EPD lines");
    }

    /** Editors on some systems start UTF-8 files with U+FEFF, which would hide "BeginProblem". */
    private static String withoutByteOrderMark(String text) {
        return text.startsWith("\uFEFF") ? text.substring(1) : text;
    }

    /** "problems/mate2.inp" becomes "mate2". */
    static String stem(String sourceName) {
        String name = sourceName.replace('\\', '/');
        name = name.substring(name.lastIndexOf('/') + 1);
        int dot = name.lastIndexOf('.');
        return dot > 0 ? name.substring(0, dot) : name;
    }

    /**
     * Popeye files predate UTF-8 and are often Latin-1 ("Sch\u00f6pfer"); text that is not valid
     * UTF-8 is read as Latin-1, which never fails.
     */
    private static String decode(byte[] bytes) {
        try {
            return StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes))
                    .toString();
        } catch (CharacterCodingException e) {
            return new String(bytes, StandardCharsets.ISO_8859_1);
        }
    }
}
