package org.passant.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Cuts a file in Popeye's input language into one stand-alone input per problem (twins stay
 * with their problem), each wrapped in the file's own begin and end words, so that a solver can
 * be started on each problem alone. Popeye reads the language from the first word.
 */
final class PopeyeProblemTexts {
    private static final Pattern BEGIN = Pattern.compile("(?i)(beginproblem|begin|anfangproblem|anfang|debutprobleme|debut)\\w*");
    private static final Pattern NEXT = Pattern.compile("(?i)(nextproblem|next|weiteresproblem|weiter|suivantprobleme|suivant)\\w*");
    private static final Pattern END = Pattern.compile("(?i)(endproblem|end|endeproblem|ende|finprobleme|fin)\\w*");

    private PopeyeProblemTexts() {
    }

    /** The problems of {@code text}, each a complete input; an empty list when the text has no begin word. */
    static List<String> split(String text) {
        List<String> lines = text.lines().toList();
        int first = 0;
        while (first < lines.size() && lines.get(first).isBlank()) {
            first++;
        }
        if (first == lines.size() || !BEGIN.matcher(lines.get(first).strip()).matches()) {
            return List.of();
        }
        String begin = lines.get(first).strip();
        String end = "EndProblem";
        List<String> problems = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        for (String line : lines.subList(first + 1, lines.size())) {
            String word = line.strip();
            if (NEXT.matcher(word).matches() || END.matcher(word).matches()) {
                if (END.matcher(word).matches()) {
                    end = word;
                }
                problems.add(current.toString());
                current.setLength(0);
                if (END.matcher(word).matches()) {
                    break;
                }
            } else {
                current.append(line).append('\n');
            }
        }
        if (!current.toString().isBlank()) {
            problems.add(current.toString());
        }
        List<String> inputs = new ArrayList<>();
        for (String problem : problems) {
            inputs.add(begin + "\n" + problem + end + "\n");
        }
        return inputs;
    }
}
