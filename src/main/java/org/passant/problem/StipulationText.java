package org.passant.problem;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Turns a written stipulation into a {@link Stipulation}; see {@link Stipulation#parse}. */
final class StipulationText {

    private static final Pattern DIRECT_MATE = Pattern.compile("#\\s*(\\d+)");

    private StipulationText() {
    }

    static Stipulation parse(String written) {
        String text = written.strip();
        Matcher direct = DIRECT_MATE.matcher(text);
        if (direct.matches()) {
            int moves = parseMoves(direct.group(1));
            if (moves < 1) {
                return Stipulation.unsupported(text, "'" + text + "' is not a stipulation: a mate needs at least one move");
            }
            return new Stipulation(StipulationKind.DIRECT_MATE, moves, text, "");
        }
        return Stipulation.unsupported(text, describe(text) + "; only direct mates (#n) are supported");
    }

    /** Too many digits to be a sensible length count as "not a length" rather than overflowing. */
    private static int parseMoves(String digits) {
        return digits.length() > 4 ? 0 : Integer.parseInt(digits);
    }

    /** Names the genre for the usual prefixes, so that the message says more than "unsupported". */
    private static String describe(String text) {
        String lower = text.toLowerCase(Locale.ROOT).replace(" ", "");
        String genre;
        if (lower.startsWith("ser-") || lower.startsWith("pser-") || lower.startsWith("phser-")) {
            genre = "a series problem";
        } else if (lower.startsWith("exact-")) {
            genre = "an exact-length stipulation";
        } else if (lower.contains("->")) {
            genre = "a stipulation with introductory moves";
        } else if (lower.startsWith("hs")) {
            genre = "a help-selfmate";
        } else if (lower.startsWith("hr")) {
            genre = "a help-reflexmate";
        } else if (lower.startsWith("h")) {
            genre = "a helpmate or help stipulation";
        } else if (lower.startsWith("semi-r")) {
            genre = "a semi-reflexmate";
        } else if (lower.startsWith("s")) {
            genre = "a selfmate or self stipulation";
        } else if (lower.startsWith("r")) {
            genre = "a reflexmate or reflex stipulation";
        } else if (lower.startsWith("dia") || lower.startsWith("a=>b")) {
            genre = "a proof game";
        } else if (lower.startsWith("=")) {
            genre = "a stalemate stipulation";
        } else if (lower.startsWith("#")) {
            genre = "not a plain mate in n";
        } else {
            genre = "not a recognised direct mate";
        }
        return "'" + text + "' is " + genre;
    }

    /**
     * Whether Black makes the first move under this (unsupported) stipulation in Popeye: help
     * play and series-help play with a whole number of moves. Used only to give the FEN a
     * plausible side to move; the solver refuses these stipulations anyway.
     */
    static boolean blackStartsInPopeye(String text) {
        String lower = text.toLowerCase(Locale.ROOT).replace(" ", "");
        boolean help = lower.startsWith("h") && !lower.startsWith("hs") && !lower.startsWith("hr")
                || lower.startsWith("ser-h") || lower.startsWith("pser-h");
        return help && !lower.contains(".5");
    }
}
