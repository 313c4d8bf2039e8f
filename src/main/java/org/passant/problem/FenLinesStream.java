package org.passant.problem;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.NoSuchElementException;

/**
 * FEN/EPD lines read one at a time from a byte stream. Each line is decoded on its own (UTF-8,
 * else Latin-1, as {@link ProblemReader} decodes whole files), so one badly encoded line does not
 * change how the others read; a line longer than {@link #MAX_LINE} bytes is reported as an error
 * without being held, so a file of junk cannot exhaust memory.
 */
final class FenLinesStream implements ProblemStream {
    static final int MAX_LINE = 1 << 16;

    private final InputStream in;
    private final FenLinesReader reader;
    private final String sourceName;
    private final byte[] buffer = new byte[MAX_LINE];
    private int lineNumber;
    private int ordinal;
    private ReadResult next;
    private boolean atEnd;
    private int pushedBack = -1;

    FenLinesStream(InputStream in, String sourceName, Stipulation defaultStipulation) {
        this.in = in;
        this.sourceName = sourceName;
        this.reader = new FenLinesReader(sourceName, ProblemReader.stem(sourceName), defaultStipulation);
    }

    @Override
    public boolean hasNext() {
        while (next == null && !atEnd) {
            next = readOne();
        }
        return next != null;
    }

    @Override
    public ReadResult next() {
        if (!hasNext()) {
            throw new NoSuchElementException();
        }
        ReadResult result = next;
        next = null;
        return result;
    }

    /** The result of the next line, or null for a line that holds no problem (and at the end). */
    private ReadResult readOne() {
        try {
            int length = 0;
            boolean tooLong = false;
            int b = read();
            if (b < 0) {
                atEnd = true;
                return ordinal == 0 ? new ReadResult(List.of(), List.of(FenLinesReader.noProblem(sourceName))) : null;
            }
            while (b >= 0 && b != '\n' && b != '\r') {
                if (length < MAX_LINE) {
                    buffer[length++] = (byte) b;
                } else {
                    tooLong = true;
                }
                b = read();
            }
            if (b == '\r') {
                int after = read();
                if (after != '\n') {
                    pushedBack = after;
                }
            }
            lineNumber++;
            if (tooLong) {
                ordinal++;
                return new ReadResult(List.of(), List.of(new ProblemFileError(sourceName, lineNumber, 1,
                        ProblemReader.stem(sourceName) + "/" + ordinal, "the line is longer than " + MAX_LINE
                        + " bytes: no FEN or EPD line is")));
            }
            String line = decode(length);
            if (lineNumber == 1 && line.startsWith("\uFEFF")) {
                line = line.substring(1);
            }
            if (!FenLinesReader.holdsProblem(line)) {
                return null;
            }
            List<Problem> problems = new ArrayList<>(1);
            List<ProblemFileError> errors = new ArrayList<>(1);
            reader.readLine(line, lineNumber, ++ordinal, problems, errors);
            return new ReadResult(problems, errors);
        } catch (IOException e) {
            throw new UncheckedIOException(sourceName + ": " + e.getMessage(), e);
        }
    }

    private int read() throws IOException {
        if (pushedBack != -1) {
            int b = pushedBack;
            pushedBack = -1;
            return b;
        }
        return in.read();
    }

    private String decode(int length) {
        try {
            return StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(buffer, 0, length))
                    .toString();
        } catch (CharacterCodingException e) {
            return new String(buffer, 0, length, StandardCharsets.ISO_8859_1);
        }
    }

    @Override
    public void close() {
        try {
            in.close();
        } catch (IOException ignored) {
            // only read from: nothing is lost
        }
    }
}
