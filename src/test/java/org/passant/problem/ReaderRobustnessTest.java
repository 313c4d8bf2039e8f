package org.passant.problem;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Whatever the input, the reader answers with problems and errors, never with an exception, and
 * every problem it returns has a well-formed FEN. Checked on damaged copies of the example files
 * (fixed seed, so a failure can be reproduced).
 */
class ReaderRobustnessTest {

    private static final String[] WORDS = {"Twin", "Cont", "Move", "a1", "e4", "Add", "white", "black", "Rotate",
        "90", "Mirror", "a1<-->h1", "Shift", "Remove", "Substitute", "Q", "Stipulation", "#2", "h#2", "Option",
        "Threat", "EnPassant", "g7g6g5", "NoCastling", "Pieces", "Forsyth", "8/8/8", "ZeroPosition", "NextProblem",
        "EndProblem", "BeginProblem", "Remark", "Ka1", "st", "Neutral", "Royal", "Condition", "PolishType", "/", "#"};

    private static List<String> examples() throws IOException {
        try (Stream<Path> files = Files.list(Inputs.resource("popeye"))) {
            List<String> texts = new ArrayList<>();
            for (Path file : files.filter(path -> path.toString().endsWith(".inp")).sorted().toList()) {
                texts.add(Files.readString(file, StandardCharsets.ISO_8859_1));
            }
            return texts;
        }
    }

    @Test
    void damagedPopeyeInputGivesErrorsNotExceptions() throws IOException {
        List<String> examples = examples();
        Random random = new Random(20240601);
        for (int i = 0; i < 1000; i++) {
            String text = damage(examples.get(random.nextInt(examples.size())), random);
            ReadResult result = assertDoesNotThrow(() -> ProblemReader.readString(text, "damaged.inp"), text);
            for (Problem problem : result.problems()) {
                assertWellFormed(problem.fen());
            }
            for (ProblemFileError error : result.errors()) {
                assertFalse(error.reason().isBlank() || error.reason().contains("\n"), error::toString);
            }
        }
    }

    @Test
    void damagedFenLinesGiveErrorsNotExceptions() {
        String[] lines = {"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - dm 3; c0 \"x; y\";",
            "4k3/8/8/3pP3/8/8/8/4K3 w - d6 bm #3; id \"e.p.\";", "7k/6Q1/6K1/8/8/8/8/8 b - - bm #-1; 00'40\" (x);"};
        String alphabet = "KQRBNPkqrbnp0123456789/- wb;#\"abcdefgh";
        Random random = new Random(7);
        for (int i = 0; i < 1000; i++) {
            StringBuilder line = new StringBuilder(lines[random.nextInt(lines.length)]);
            for (int k = 0; k < 3 && line.length() > 0; k++) {
                int at = random.nextInt(line.length());
                char c = alphabet.charAt(random.nextInt(alphabet.length()));
                switch (random.nextInt(3)) {
                    case 0 -> line.deleteCharAt(at);
                    case 1 -> line.insert(at, c);
                    default -> line.setCharAt(at, c);
                }
            }
            ReadResult result = assertDoesNotThrow(() -> ProblemReader.readString(line.toString(), "damaged.epd"));
            result.problems().forEach(problem -> assertWellFormed(problem.fen()));
        }
    }

    private static void assertWellFormed(String fen) {
        String[] fields = fen.split(" ");
        assertEquals(6, fields.length, fen);
        assertEquals(8, fields[0].split("/").length, fen);
    }

    /** Deletes, inserts, swaps or garbles a few words, or cuts the text short. */
    private static String damage(String text, Random random) {
        List<String> parts = new ArrayList<>(Arrays.asList(text.split("(?<=\\s)|(?=\\s)")));
        for (int k = 1 + random.nextInt(4); k > 0; k--) {
            if (parts.isEmpty()) {
                parts.add("");
            }
            int at = random.nextInt(parts.size());
            switch (random.nextInt(5)) {
                case 0 -> parts.remove(at);
                case 1 -> parts.add(at, " " + WORDS[random.nextInt(WORDS.length)] + " ");
                case 2 -> {
                    int other = random.nextInt(parts.size());
                    String swapped = parts.get(at);
                    parts.set(at, parts.get(other));
                    parts.set(other, swapped);
                }
                case 3 -> {
                    String part = parts.get(at);
                    if (!part.isEmpty()) {
                        int c = random.nextInt(part.length());
                        parts.set(at, part.substring(0, c) + (char) (32 + random.nextInt(95)) + part.substring(c + 1));
                    }
                }
                default -> parts = new ArrayList<>(parts.subList(0, at));
            }
        }
        return String.join("", parts);
    }
}
