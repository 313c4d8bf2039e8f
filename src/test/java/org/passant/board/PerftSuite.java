package org.passant.board;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/** Reads the perft suites in test resources: the EPD form ({@code FEN ;D1 n ;D2 n}) and python-chess's block form. */
final class PerftSuite {
    /** One expected count: a position, a depth, the number of leaf nodes. */
    record Case(String source, String id, String fen, int depth, long nodes) {
        @Override
        public String toString() {
            return source + " " + id + " d" + depth + " (" + fen + ")";
        }
    }

    private PerftSuite() {
    }

    static List<Case> load(String resource) {
        List<String> lines = read(resource);
        return resource.endsWith(".perft") ? blocks(resource, lines) : epd(resource, lines);
    }

    private static List<Case> epd(String source, List<String> lines) {
        List<Case> cases = new ArrayList<>();
        int lineNo = 0;
        for (String line : lines) {
            lineNo++;
            line = line.trim();
            if (line.isEmpty() || line.startsWith("#") || line.contains("chess960")) {
                continue;
            }
            String[] parts = line.split(";");
            String fen = parts[0].trim();
            for (int i = 1; i < parts.length; i++) {
                String p = parts[i].trim();
                if (p.startsWith("D")) {
                    String[] dn = p.substring(1).trim().split("\\s+");
                    cases.add(new Case(source, "line " + lineNo, fen, Integer.parseInt(dn[0]), Long.parseLong(dn[1])));
                }
            }
        }
        return cases;
    }

    private static List<Case> blocks(String source, List<String> lines) {
        List<Case> cases = new ArrayList<>();
        String id = null;
        String fen = null;
        for (String line : lines) {
            line = line.trim();
            if (line.startsWith("id ")) {
                id = line.substring(3).trim();
                fen = null;
            } else if (line.startsWith("epd ")) {
                fen = line.substring(4).trim();
            } else if (line.startsWith("perft ") && fen != null && !id.startsWith("xfen")) {
                String[] dn = line.substring(6).trim().split("\\s+");
                cases.add(new Case(source, id, fen, Integer.parseInt(dn[0]), Long.parseLong(dn[1])));
            }
        }
        return cases;
    }

    private static List<String> read(String resource) {
        try (BufferedReader in = new BufferedReader(new InputStreamReader(
                Objects.requireNonNull(PerftSuite.class.getResourceAsStream("/perft/" + resource), resource),
                StandardCharsets.UTF_8))) {
            return in.lines().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
