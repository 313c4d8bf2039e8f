package org.passant.retro;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * One line of {@code retro/lastmove-corpus.txt}: a published diagram, the kind of question it
 * asks, the published answer per side that moved last ("white" or "black" for last-move problems,
 * the side to move for e.p. and castling questions), and where it was published.
 */
record PublishedProblem(String placement, String type, Map<String, String> answers, String source, int line) {
    static final String RESOURCE = "retro/lastmove-corpus.txt";

    /** Every problem of the corpus, in file order. */
    static List<PublishedProblem> corpus() throws IOException {
        try (InputStream in = Objects.requireNonNull(PublishedProblem.class.getClassLoader().getResourceAsStream(RESOURCE), RESOURCE);
             BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            List<PublishedProblem> problems = new ArrayList<>();
            int number = 0;
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                number++;
                if (!line.isBlank() && !line.startsWith("#")) {
                    problems.add(parse(line, number));
                }
            }
            return problems;
        }
    }

    static PublishedProblem parse(String line, int number) {
        String[] fields = line.split(" ; ", 4);
        if (fields.length != 4) {
            throw new IllegalArgumentException(RESOURCE + ":" + number + ": expected PLACEMENT ; TYPE ; ANSWER ; SOURCE");
        }
        Map<String, String> answers = new LinkedHashMap<>();
        for (String part : fields[2].trim().split("\\s+")) {
            int colon = part.indexOf(':');
            if (colon < 0) {
                throw new IllegalArgumentException(RESOURCE + ":" + number + ": answer '" + part + "' lacks its side");
            }
            answers.put(part.substring(0, colon), part.substring(colon + 1));
        }
        return new PublishedProblem(fields[0].trim(), fields[1].trim(), answers, fields[3].trim(), number);
    }

    /** The diagram with the given side to move, as placement and side. */
    String withSideToMove(char side) {
        return placement + " " + side;
    }

    @Override
    public String toString() {
        return RESOURCE + ":" + line + " " + placement + " (" + type + ", " + source + ")";
    }
}
