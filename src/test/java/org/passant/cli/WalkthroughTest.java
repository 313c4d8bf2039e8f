package org.passant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every command of docs/walkthrough.md runs as written and succeeds, in the order of the text
 * (the resume step relies on the step before it). Commands run in this JVM; the files they write
 * ({@code --out}, {@code -o}) go to a temporary folder instead of the checkout. The example output
 * shown for the first diagram is checked word for word.
 */
class WalkthroughTest {
    private static final Path WALKTHROUGH = Path.of("docs/walkthrough.md");

    @TempDir
    static Path scratch;

    @TestFactory
    Stream<DynamicTest> everyCommandOfTheWalkthroughSucceeds() throws IOException {
        List<List<String>> commands = commands(Files.readString(WALKTHROUGH));
        assertTrue(commands.size() >= 8, "the walkthrough's commands: " + commands);
        return commands.stream().map(args -> DynamicTest.dynamicTest("./solver " + String.join(" ", args), () -> {
            CommandRun run = CommandRun.of(redirected(args).toArray(String[]::new));
            assertEquals(0, run.status(), run.err());
            assertFalse(run.out().isBlank(), "prints something");
        }));
    }

    private static final String SEARCHED = "Searched [0-9,]+ moves in [0-9.]+ s";

    @TestFactory
    Stream<DynamicTest> theShownOutputIsWhatTheCommandPrints() throws IOException {
        String text = Files.readString(WALKTHROUGH);
        String shown = text.substring(text.indexOf("```\n#2  8/Q7") + 4);
        shown = shown.substring(0, shown.indexOf("```"));
        // The count of moves searched depends on how the threads met in the table (docs/solve.md), so
        // the walkthrough's figure is one run's and only the rest of the output must match.
        String expected = shown.replaceAll(SEARCHED, "Searched N moves");
        return Stream.of(DynamicTest.dynamicTest("the Schöpfer #2", () -> {
            CommandRun run = CommandRun.of("solve", "8/Q7/8/8/8/8/8/2k1K2R w - - 0 1", "--stip", "#2");
            assertEquals(expected, run.out().replaceAll(SEARCHED, "Searched N moves"));
        }));
    }

    /** The lines of the sh blocks that start with ./solver, split as the shell splits them (single quotes only). */
    static List<List<String>> commands(String markdown) {
        List<List<String>> commands = new ArrayList<>();
        boolean inSh = false;
        for (String line : markdown.split("\n")) {
            if (line.startsWith("```")) {
                inSh = !inSh && line.equals("```sh");
                continue;
            }
            if (inSh && line.startsWith("./solver ")) {
                List<String> words = words(line.substring("./solver ".length()));
                int pipe = words.indexOf("|");
                commands.add(pipe < 0 ? words : words.subList(0, pipe)); // the solver's part of a pipe, not its reader
            } else if (inSh && !line.isBlank()) {
                throw new AssertionError("a command the test cannot run: " + line);
            }
        }
        return commands;
    }

    private static List<String> words(String line) {
        List<String> words = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        boolean quoted = false;
        boolean any = false;
        for (char c : line.toCharArray()) {
            if (c == '\'') {
                quoted = !quoted;
                any = true;
            } else if (c == ' ' && !quoted) {
                if (any) {
                    words.add(word.toString());
                }
                word.setLength(0);
                any = false;
            } else {
                word.append(c);
                any = true;
            }
        }
        if (any) {
            words.add(word.toString());
        }
        return words;
    }

    /** Output files go to the scratch folder, under the same names; standard output (--out -) stays. */
    private static List<String> redirected(List<String> args) {
        List<String> out = new ArrayList<>(args);
        for (int i = 0; i + 1 < out.size(); i++) {
            if ((out.get(i).equals("--out") || out.get(i).equals("-o")) && !out.get(i + 1).equals("-")) {
                out.set(i + 1, scratch.resolve(out.get(i + 1)).toString());
            }
        }
        return out;
    }
}
