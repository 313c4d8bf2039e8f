package org.passant.problem;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A file read as a stream gives exactly what reading it whole gives, a line at a time. */
class StreamingReadTest {
    @TempDir
    Path dir;

    private static ReadResult streamed(Path file) {
        List<Problem> problems = new ArrayList<>();
        List<ProblemFileError> errors = new ArrayList<>();
        try (ProblemStream stream = ProblemReader.stream(file, null)) {
            stream.forEachRemaining(step -> {
                problems.addAll(step.problems());
                errors.addAll(step.errors());
            });
        }
        return new ReadResult(problems, errors);
    }

    @Test
    void epdLinesWithEveryLineEndABomAndBrokenLinesReadAlikeWholeOrStreamed() throws Exception {
        Path file = dir.resolve("mixed.epd");
        String text = "\uFEFF8/8/8/8/8/8/8/k1K4Q w - - bm #1; id \"one\";\r\n"
                + "# a comment\n"
                + "\n"
                + "k7/8/1K6/8/8/8/8/2X5 w - - bm #1;\r"
                + "6k1/8/6K1/8/8/8/8/3R4 w - - bm #2; c0 \"Sch\u00f6pfer\u000Bvertical tab\";\n"
                + "not a fen\n"
                + "k7/8/1K6/8/8/8/8/2Q5 w - -";
        Files.writeString(file, text, StandardCharsets.UTF_8);
        ReadResult whole = ProblemReader.read(file);
        ReadResult stream = streamed(file);
        assertEquals(whole, stream);
        assertEquals(3, stream.problems().size());
        assertEquals(2, stream.errors().size());
    }

    @Test
    void aLineOfJunkLongerThanAnyFenIsOneErrorAndIsNotHeld() throws Exception {
        Path file = dir.resolve("junk.epd");
        Files.writeString(file, "x".repeat(3 * FenLinesStream.MAX_LINE) + "\n8/8/8/8/8/8/8/k1K4Q w - - bm #1;\n");
        ReadResult read = streamed(file);
        assertEquals(1, read.problems().size());
        assertEquals(1, read.errors().size());
        assertEquals(1, read.errors().get(0).line());
        assertTrue(read.errors().get(0).reason().startsWith("the line is longer than"), read.errors().get(0).reason());
        assertEquals(2, read.problems().get(0).source().line());
    }

    @Test
    void aFenFileOfCommentsAndBlankLinesIsOneErrorNamingTheFileWholeOrStreamed() throws Exception {
        Path file = dir.resolve("comments.epd");
        Files.writeString(file, "# nothing but a comment\n\n");
        ReadResult whole = ProblemReader.read(file);
        assertEquals(whole, streamed(file));
        assertEquals(List.of(), whole.problems());
        assertEquals(1, whole.errors().size());
        assertEquals("no problem: the file holds no FEN or EPD line", whole.errors().get(0).reason());
        assertEquals(file.toString(), whole.errors().get(0).file());
    }

    @Test
    void anEmptyFenFileIsOneErrorAsAnEmptyPopeyeFileIs() throws Exception {
        Path file = dir.resolve("empty.fen");
        Files.writeString(file, "");
        assertEquals(1, streamed(file).errors().size());
        assertEquals(1, streamed(file).errors().get(0).line());
    }
}
