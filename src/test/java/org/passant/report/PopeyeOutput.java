package org.passant.report;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;

/**
 * Reads the solution part of Popeye's output layout as a set of paths: each line together with
 * the lines it hangs under (by indentation). Two outputs with the same set have the same tree,
 * whatever the order of siblings; the same lines in the same order also list siblings alike.
 */
final class PopeyeOutput {
    private static final Pattern STIPULATION_LINE = Pattern.compile("^  (ser-)?[hs]?[#=]\\d.*");
    private static final Pattern TWIN_HEADER = Pattern.compile("^[a-z]\\) .*");
    private static final Pattern MOVE_NUMBER_LINE = Pattern.compile("^\\s*\\d+\\s+\\(.*\\)\\s*$");

    private PopeyeOutput() {
    }

    /**
     * The paths of one part of an output: the whole solution when {@code twin} is "-", else the
     * part headed "a) ", "b) " and so on.
     */
    static Set<String> paths(String output, String twin) {
        Set<String> paths = new TreeSet<>();
        Deque<String[]> stack = new ArrayDeque<>(); // {indent, path}
        for (String line : moveLines(output, twin)) {
            int indent = line.length() - line.stripLeading().length();
            while (!stack.isEmpty() && Integer.parseInt(stack.peek()[0]) >= indent) {
                stack.pop();
            }
            String path = (stack.isEmpty() ? "" : stack.peek()[1] + " | ") + line.strip();
            paths.add(path);
            stack.push(new String[] {Integer.toString(indent), path});
        }
        return paths;
    }

    /**
     * The lines of the solution part (the whole solution when {@code twin} is "-", else the part
     * headed "a) ", "b) " and so on) that carry play, in the order printed: blank lines, MoveNumbers
     * progress and messages left out.
     */
    static List<String> moveLines(String output, String twin) {
        List<String> lines = output.lines().toList();
        int i = 0;
        if (twin.equals("-")) {
            while (i < lines.size() && !STIPULATION_LINE.matcher(lines.get(i)).matches()) {
                i++;
            }
        } else {
            while (i < lines.size() && !lines.get(i).startsWith(twin + ") ")) {
                i++;
            }
        }
        if (i == lines.size()) {
            throw new IllegalArgumentException("no solution part '" + twin + "' in the output");
        }
        List<String> play = new ArrayList<>();
        for (i++; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.startsWith("solution finished.") || TWIN_HEADER.matcher(line).matches()) {
                break;
            }
            if (line.isBlank() || MOVE_NUMBER_LINE.matcher(line).matches() || !line.startsWith(" ")) {
                continue;
            }
            play.add(line.stripTrailing());
        }
        return play;
    }
}
