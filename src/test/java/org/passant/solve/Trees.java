package org.passant.solve;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.passant.board.Move;

/** Small views of solution trees in UCI, so that tests can state trees as sets and maps. */
final class Trees {
    private Trees() {
    }

    static List<String> uci(List<Attack> attacks) {
        return attacks.stream().map(a -> Move.uci(a.move())).sorted().toList();
    }

    /** Defence to its continuations, e.g. {c4d3=[a1a2, a8c6]}. */
    static Map<String, List<String>> variations(Defences d) {
        Map<String, List<String>> map = new TreeMap<>();
        for (Variation v : d.variations()) {
            map.put(Move.uci(v.move()), uci(v.continuations()));
        }
        return map;
    }

    /** Try to its refutations, e.g. {a8c6=[d7c6]}. */
    static Map<String, List<String>> tries(SolutionTree tree) {
        Map<String, List<String>> map = new TreeMap<>();
        for (Try t : tree.tries()) {
            map.put(Move.uci(t.move()), t.refutations().stream().map(r -> Move.uci(r.move())).sorted().toList());
        }
        return map;
    }

    static List<String> keys(SolutionTree tree) {
        return tree.keys().stream().map(k -> Move.uci(k.move())).sorted().toList();
    }

    static Variation variation(Defences d, String uci) {
        return d.variations().stream().filter(v -> Move.uci(v.move()).equals(uci)).findFirst()
                .orElseThrow(() -> new AssertionError("no variation " + uci + " among " + variations(d).keySet()));
    }

    static Attack continuation(Variation v, String uci) {
        return v.continuations().stream().filter(a -> Move.uci(a.move()).equals(uci)).findFirst()
                .orElseThrow(() -> new AssertionError("no continuation " + uci));
    }

    static TreeSet<String> set(String... items) {
        return java.util.Arrays.stream(items).collect(Collectors.toCollection(TreeSet::new));
    }
}
