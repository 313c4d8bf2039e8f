package org.passant.notation;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** A Popeye solution file (.out): the diagram as a FEN placement, and the lines of the solution. */
final class PopeyeOutput {
    private static final String BOARD_EDGE = "+---a---b---c---d---e---f---g---h---+";

    private final String placement;
    private final List<String> solution;

    private PopeyeOutput(String placement, List<String> solution) {
        this.placement = placement;
        this.solution = solution;
    }

    static PopeyeOutput load(String resource) {
        try (InputStream in = PopeyeOutput.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalArgumentException("no test resource " + resource);
            }
            return read(Arrays.asList(new String(in.readAllBytes(), StandardCharsets.ISO_8859_1).split("\r?\n")));
        } catch (IOException e) {
            throw new IllegalStateException(resource, e);
        }
    }

    /**
     * Popeye draws rank 8 first, each rank as "8   .   .  -B   K ... 8": a dot for an empty square,
     * a letter for a white piece, the letter after '-' for a black one, S for the knight.
     */
    static PopeyeOutput read(List<String> lines) {
        int top = lines.indexOf(BOARD_EDGE);
        int bottom = lines.subList(top + 1, lines.size()).indexOf(BOARD_EDGE) + top + 1;
        StringBuilder fen = new StringBuilder();
        for (String line : lines.subList(top + 1, bottom)) {
            if (!Character.isDigit(line.charAt(0))) {
                continue; // the blank "|   |" lines between ranks
            }
            String[] squares = line.substring(1, line.length() - 1).trim().split("\\s+");
            if (fen.length() > 0) {
                fen.append('/');
            }
            fen.append(fenRank(squares));
        }
        int end = lines.indexOf("solution finished.");
        // bottom + 1 is the stipulation line ("  #2     11 + 8"); the solution follows.
        return new PopeyeOutput(fen.toString(), new ArrayList<>(lines.subList(bottom + 2, end)));
    }

    private static String fenRank(String[] squares) {
        if (squares.length != 8) {
            throw new IllegalArgumentException("not 8 squares: " + String.join(" ", squares));
        }
        StringBuilder rank = new StringBuilder();
        int empty = 0;
        for (String square : squares) {
            if (square.equals(".")) {
                empty++;
                continue;
            }
            if (empty > 0) {
                rank.append(empty);
                empty = 0;
            }
            boolean black = square.startsWith("-");
            char letter = square.charAt(black ? 1 : 0);
            char fenLetter = letter == 'S' ? 'N' : letter;
            rank.append(black ? Character.toLowerCase(fenLetter) : fenLetter);
        }
        return empty > 0 ? rank.append(empty).toString() : rank.toString();
    }

    String placement() {
        return placement;
    }

    List<String> solution() {
        return solution;
    }
}
