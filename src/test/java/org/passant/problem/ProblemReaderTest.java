package org.passant.problem;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The facade: format by extension or content, files in any encoding, never an exception. */
class ProblemReaderTest {

    private static final String POPEYE = "BeginProblem Stipulation #2 Pieces White Ka1 Qb2 Black Kh8 EndProblem\n";
    private static final String FEN = "7k/8/6K1/8/8/8/8/R7 w - - bm #1;\n";

    @TempDir
    Path directory;

    @Test
    void theExtensionDecidesTheFormat() {
        assertEquals(InputFormat.POPEYE, InputFormat.detect("a/b.inp", FEN));
        assertEquals(InputFormat.POPEYE, InputFormat.detect("B.POP", FEN));
        assertEquals(InputFormat.FEN_LINES, InputFormat.detect("b.epd", POPEYE));
        assertEquals(InputFormat.FEN_LINES, InputFormat.detect("b.fen", POPEYE));
    }

    @Test
    void otherwiseTheContentDecides() {
        assertEquals(InputFormat.POPEYE, InputFormat.detect("problems.txt", POPEYE));
        assertEquals(InputFormat.POPEYE, InputFormat.detect("stdin", "\n\nAnfangProblem\n"));
        assertEquals(InputFormat.FEN_LINES, InputFormat.detect("problems.txt", "# mates\n" + FEN));
        assertNull(InputFormat.detect("problems.txt", "Hello world\n"));
    }

    @Test
    void readsFilesOfBothFormats() throws IOException {
        Path popeye = Files.writeString(directory.resolve("one.inp"), POPEYE);
        Path lines = Files.writeString(directory.resolve("two.txt"), FEN);
        assertEquals("one/1", ProblemReader.read(popeye).problems().get(0).id());
        assertEquals(popeye.toString(), ProblemReader.read(popeye).problems().get(0).source().file());
        assertEquals("two/1", ProblemReader.read(lines).problems().get(0).id());
    }

    @Test
    void latin1FilesAreReadAsLatin1() throws IOException {
        Path file = directory.resolve("latin1.inp");
        Files.write(file, ("BeginProblem\nAuthor G. Sch\u00f6pfer\n" + POPEYE.substring("BeginProblem".length()))
                .getBytes(StandardCharsets.ISO_8859_1));
        ReadResult result = ProblemReader.read(file);
        Inputs.assertNoErrors(result);
        assertEquals(List.of("G. Sch\u00f6pfer"), result.problems().get(0).metadata().authors());
    }

    @Test
    void utf8WithAByteOrderMark() throws IOException {
        Path file = directory.resolve("bom.inp");
        Files.writeString(file, "\uFEFF" + POPEYE.replace("Stipulation", "Author J\u00fcrgen\nStipulation"));
        ReadResult result = ProblemReader.read(file);
        Inputs.assertNoErrors(result);
        assertEquals(List.of("J\u00fcrgen"), result.problems().get(0).metadata().authors());
    }

    @Test
    void aMissingFileIsAnErrorNotAnException() {
        ReadResult result = ProblemReader.read(directory.resolve("missing.inp"));
        assertTrue(result.problems().isEmpty());
        assertEquals(1, result.errors().size());
        assertTrue(result.errors().get(0).reason().startsWith("cannot read the file"));
    }

    @Test
    void anUnrecognisableFormatIsAnError() {
        ReadResult result = ProblemReader.readString("Hello world", "notes.txt");
        assertEquals("cannot tell the format: expected Popeye input (BeginProblem ...) or FEN/EPD lines",
                result.errors().get(0).reason());
    }

    @Test
    void theFormatMayBeGivenExplicitly() {
        ReadResult result = ProblemReader.readString(FEN, "stdin", InputFormat.FEN_LINES, null);
        assertEquals("stdin/1", result.problems().get(0).id());
    }

    @Test
    void theStemIsTheFileNameWithoutDirectoriesAndExtension() {
        assertEquals("mate2", ProblemReader.stem("problems/2024/mate2.inp"));
        assertEquals("mate2", ProblemReader.stem("C:\\problems\\mate2.inp"));
        assertEquals("stdin", ProblemReader.stem("stdin"));
        assertEquals(".hidden", ProblemReader.stem(".hidden"));
    }

    @Test
    void resultsAreImmutable() {
        ReadResult result = ProblemReader.readString(POPEYE, "x.inp");
        Problem problem = result.problems().get(0);
        assertThrows(UnsupportedOperationException.class,
                () -> result.problems().clear());
        assertThrows(UnsupportedOperationException.class,
                () -> problem.metadata().authors().add("someone"));
    }
}
