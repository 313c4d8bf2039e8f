package org.passant.retro;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.passant.board.Castling;

/**
 * The analysis held against the published answers of the corpus. Each problem is
 * <em>sound</em> when the analysis claims nothing the published answer contradicts (it never
 * refutes the published last move, never calls the diagram illegal, never proves an e.p. right
 * that the answer refuses), <em>decided exactly</em> when it also proves the answer (every other
 * last move refuted; for type A, the other side to move illegal; the e.p. right proven or the
 * castling right disproved), and <em>undecided</em> when sound but not exact.
 */
final class CorpusScore {
    enum Outcome { EXACT, UNDECIDED, FALSE_CLAIM }

    record Result(PublishedProblem problem, Outcome outcome, String detail, List<Long> micros) {
    }

    /** Positions visited per diagram analysed, and how many analyses ran out of their node budget. */
    private final List<Long> nodes = new ArrayList<>();
    private int exhausted;

    private final RetroBounds bounds;
    final List<Result> results = new ArrayList<>();

    CorpusScore(RetroBounds bounds) {
        this.bounds = bounds;
    }

    static CorpusScore of(List<PublishedProblem> problems, RetroBounds bounds) {
        CorpusScore score = new CorpusScore(bounds);
        problems.forEach(score::judge);
        return score;
    }

    void judge(PublishedProblem p) {
        List<Long> micros = new ArrayList<>();
        List<String> open = new ArrayList<>();
        String falseClaim = null;
        for (Map.Entry<String, String> answer : p.answers().entrySet()) {
            String why = switch (p.type()) {
                case "ep" -> enPassant(p, answer.getKey().charAt(0), answer.getValue(), micros, open);
                case "castling" -> castling(p, answer.getKey().charAt(0), answer.getValue(), micros, open);
                case "D" -> bothSides(p, answer.getValue().split(","), micros, open);
                default -> lastMove(p, answer.getKey(), answer.getValue(), micros, open);
            };
            if (why != null && falseClaim == null) {
                falseClaim = why;
            }
        }
        Outcome outcome = falseClaim != null ? Outcome.FALSE_CLAIM : open.isEmpty() ? Outcome.EXACT : Outcome.UNDECIDED;
        results.add(new Result(p, outcome, falseClaim != null ? falseClaim : String.join("; ", open), micros));
    }

    /** Null when sound; adds to {@code open} what is left undecided. */
    private String lastMove(PublishedProblem p, String moved, String answer, List<Long> micros, List<String> open) {
        char toMove = moved.equals("white") ? 'b' : 'w';
        RetroReport r = analyse(p.withSideToMove(toMove), micros);
        if (!r.legal()) {
            return moved + "'s last move " + answer + " is published, but the diagram was called illegal: " + Retro.illegality(r);
        }
        Set<String> classes = LastMoveClass.possible(r);
        if (!classes.contains(answer)) {
            return moved + "'s last move " + answer + " is published, but it was refuted; left: " + classes;
        }
        if (classes.size() > 1) {
            open.add(moved + ": " + classes);
        }
        if (p.type().equals("A")) {
            RetroReport other = analyse(p.withSideToMove(toMove == 'w' ? 'b' : 'w'), micros);
            if (other.legal()) {
                open.add("the other side's last move not refuted: " + LastMoveClass.possible(other));
            }
        }
        return null;
    }

    /**
     * Type D: the published pair {X, Y} are the last moves of the two sides in some order. Sound
     * when one order fits what each side's analysis leaves possible; exact when each side has
     * exactly one class left and the two are the pair.
     */
    private String bothSides(PublishedProblem p, String[] pair, List<Long> micros, List<String> open) {
        RetroReport afterWhite = analyse(p.withSideToMove('b'), micros);
        RetroReport afterBlack = analyse(p.withSideToMove('w'), micros);
        if (!afterWhite.legal() || !afterBlack.legal()) {
            return "the diagram was called illegal with " + (afterWhite.legal() ? "White" : "Black") + " to move";
        }
        Set<String> white = LastMoveClass.possible(afterWhite);
        Set<String> black = LastMoveClass.possible(afterBlack);
        boolean straight = white.contains(pair[0]) && black.contains(pair[1]);
        boolean crossed = white.contains(pair[1]) && black.contains(pair[0]);
        if (!straight && !crossed) {
            return "the last moves " + pair[0] + " and " + pair[1] + " are published, but no order of them is left: White "
                    + white + ", Black " + black;
        }
        if (white.size() > 1 || black.size() > 1) {
            open.add("White: " + white + ", Black: " + black);
        }
        return null;
    }

    private String enPassant(PublishedProblem p, char toMove, String answer, List<Long> micros, List<String> open) {
        RetroReport r = analyse(p.withSideToMove(toMove), micros);
        String published = answer.substring("ep=".length());
        String proven = LastMoveClass.square(r.provenEpSquare());
        if (!r.legal()) {
            return "called illegal: " + Retro.illegality(r);
        }
        if (!proven.equals("none") && !proven.equals(published)) {
            return "e.p. on " + proven + " proven, published: " + published;
        }
        if (!proven.equals(published)) {
            open.add("e.p. on " + published + " not proven");
        }
        return null;
    }

    private String castling(PublishedProblem p, char toMove, String answer, List<Long> micros, List<String> open) {
        RetroReport r = analyse(p.withSideToMove(toMove), micros);
        if (!r.legal()) {
            return "called illegal: " + Retro.illegality(r);
        }
        boolean disproved = answer.startsWith("disproved=");
        for (char letter : answer.substring(answer.indexOf('=') + 1).toCharArray()) {
            int right = 1 << "KQkq".indexOf(letter);
            if (!disproved && r.castlingVerdict(right).disproved()) {
                return Castling.describe(right) + " is played in the published solution, but it was disproved";
            }
            if (disproved && !r.castlingVerdict(right).disproved()) {
                open.add(Castling.describe(right) + " not disproved");
            }
        }
        return null;
    }

    private RetroReport analyse(String diagram, List<Long> micros) {
        RetroReport r = RetroAnalysis.analyse(Retro.diagram(diagram), bounds);
        micros.add(r.stats().micros());
        nodes.add(r.stats().nodes());
        exhausted += r.stats().budgetExhausted() ? 1 : 0;
        return r;
    }

    List<Result> falseClaims() {
        return results.stream().filter(r -> r.outcome() == Outcome.FALSE_CLAIM).toList();
    }

    /** Per type: problems, sound, decided exactly, undecided; then the total. */
    String table() {
        Map<String, int[]> counts = new LinkedHashMap<>();
        for (Result r : results) {
            for (String key : List.of(r.problem().type(), "all")) {
                int[] c = counts.computeIfAbsent(key, k -> new int[4]);
                c[0]++;
                c[1] += r.outcome() != Outcome.FALSE_CLAIM ? 1 : 0;
                c[2] += r.outcome() == Outcome.EXACT ? 1 : 0;
                c[3] += r.outcome() == Outcome.UNDECIDED ? 1 : 0;
            }
        }
        int[] all = counts.remove("all");
        counts.put("all", all);
        StringBuilder s = new StringBuilder(String.format("%-9s %8s %6s %8s %10s%n", "type", "problems", "sound", "exactly", "undecided"));
        counts.forEach((type, c) -> s.append(String.format("%-9s %8d %6d %8d %10d%n", type, c[0], c[1], c[2], c[3])));
        return s.toString();
    }

    /** Median, 90th percentile and maximum of the analysis time per diagram, in milliseconds. */
    String timeDistribution() {
        long[] all = results.stream().flatMap(r -> r.micros().stream()).mapToLong(Long::longValue).sorted().toArray();
        return distribution(all);
    }

    /** Where the budget goes: positions visited per diagram, and the analyses that ran out of it. */
    String nodeDistribution() {
        long[] a = nodes.stream().mapToLong(Long::longValue).sorted().toArray();
        if (a.length == 0) {
            return "no diagrams";
        }
        return String.format("%d diagrams: median %d, 90th %d, max %d; budget run out in %d", a.length, a[a.length / 2],
                a[Math.min(a.length - 1, (int) (a.length * 0.9))], a[a.length - 1], exhausted);
    }

    static String distribution(long[] sortedMicros) {
        long[] a = sortedMicros.clone();
        Arrays.sort(a);
        if (a.length == 0) {
            return "no diagrams";
        }
        return String.format("%d diagrams: median %.2f ms, 90th %.2f ms, max %.2f ms", a.length,
                a[a.length / 2] / 1e3, a[Math.min(a.length - 1, (int) (a.length * 0.9))] / 1e3, a[a.length - 1] / 1e3);
    }
}
