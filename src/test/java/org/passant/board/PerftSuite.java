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

    /**
     * A sample of positions for the generator's tests that walk a few plies: the first 700 of
     * python-chess's random perft positions, chess22k's tricky ones, and two with many checks.
     */
    static List<String> sampleFens() {
        List<String> fens = new ArrayList<>();
        String previous = null;
        for (Case c : load("python-chess_random.perft")) {
            if (!c.fen().equals(previous) && fens.size() < 700) {
                fens.add(c.fen());
            }
            previous = c.fen();
        }
        for (Case c : load("chess22k_tricky.epd")) {
            fens.add(c.fen());
        }
        fens.add("r1bq1r2/pp2n3/4N2k/3pPppP/1b1n2Q1/2N5/PP3PP1/R1B1K2R w KQ g6 0 15");
        fens.add("B4n2/3ppp2/1Np1k2N/2P1P3/2p1p2p/6B1/3P1P2/Q3R1K1 w - - 0 1");
        return fens;
    }

    /** The positions of {@link #sampleFens} that are legal, parsed afresh on each call (walks change them). */
    static List<Position> samplePositions() {
        List<Position> positions = new ArrayList<>();
        for (String fen : sampleFens()) {
            Position p = Fen.parse(fen);
            if (PositionValidator.isValid(p)) {
                positions.add(p);
            }
        }
        return positions;
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
