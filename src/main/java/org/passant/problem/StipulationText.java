package org.passant.problem;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The one parser of written stipulations: turns "#3", "# 3", "s#2", "h=2" into a
 * {@link Stipulation}, and anything the model cannot express into a refusal that names the genre.
 */
final class StipulationText {

    /**
     * Play letter, goal sign, length (".5" for a helpmate beginning with White's half-move);
     * Popeye allows blanks between sign and length. A helpmate may state its number of solutions
     * after the length, as collections print it: "h#2 2 solutions", "h#2 (3 solutions)",
     * "h#2 2.1.1.1" (the branching at each half-move: the solutions are their product).
     * "kx n" is the king capture of double-move chess, where there is no mate.
     */
    private static final Pattern EXPRESSIBLE = Pattern.compile(
            "((?:ser-)?[shSH]?)(kx|[#=])\\s*(\\d+)(\\.5)?(?:,?\\s+\\(?(\\d+)\\s*solutions?\\)?|\\s+(\\d+(?:\\.\\d+)+))?",
            Pattern.CASE_INSENSITIVE);

    /** What the solver can do, said after a refusal. */
    static final String SUPPORTED = "; the stipulations solved are #n, =n, s#n, s=n, h#n and h=n (h#n.5 too),"
            + " and the series movers ser-#n, ser-=n, ser-h#n, ser-h=n, ser-s#n and ser-s=n";

    private StipulationText() {
    }

    static WrittenStipulation read(String written) {
        String text = written.strip();
        Matcher matcher = EXPRESSIBLE.matcher(text);
        if (!matcher.matches()) {
            return new WrittenStipulation.Unreadable(text, describe(text) + SUPPORTED);
        }
        long moves = parseMoves(matcher.group(3));
        if (moves < (matcher.group(4) != null ? 0 : 1) || moves > Stipulation.MAX_MOVES) {
            return new WrittenStipulation.Unreadable(text, Stipulation.lengthOutOfRange(moves));
        }
        Play play = switch (matcher.group(1).toLowerCase(Locale.ROOT)) {
            case "s" -> Play.SELF;
            case "h" -> Play.HELP;
            case "ser-" -> Play.SERIES;
            case "ser-h" -> Play.SERIES_HELP;
            case "ser-s" -> Play.SERIES_SELF;
            default -> Play.DIRECT;
        };
        Goal goal = switch (matcher.group(2).toLowerCase(Locale.ROOT)) {
            case "#" -> Goal.MATE;
            case "=" -> Goal.STALEMATE;
            default -> Goal.KING_CAPTURE;
        };
        boolean halfMove = matcher.group(4) != null;
        String count = matcher.group(5) != null ? matcher.group(5) : matcher.group(6);
        if (goal == Goal.KING_CAPTURE && (play != Play.DIRECT || halfMove || count != null)) {
            return new WrittenStipulation.Unreadable(text, "'" + text + "': the king capture of double-move chess"
                    + " is asked in direct play only ('kx2': capture the king in 2 turns)");
        }
        if (halfMove && play != Play.HELP) {
            return new WrittenStipulation.Unreadable(text, describe(text) + SUPPORTED);
        }
        if (count != null && play != Play.HELP && !play.series()) {
            return new WrittenStipulation.Unreadable(text, "'" + text + "': a number of solutions is stated for"
                    + " helpmates and series movers only ('h#2 2 solutions')");
        }
        if (count == null) {
            return new WrittenStipulation.Read(text, new Stipulation(goal, play, (int) moves, halfMove, Stipulation.NOT_STATED));
        }
        long solutions = 1;
        for (String factor : count.split("\\.")) {
            solutions = Math.min(1000, solutions * parseMoves(factor));
        }
        if (solutions < 1 || solutions > 999) {
            return new WrittenStipulation.Unreadable(text, "'" + text + "': the number of solutions must be 1 to 999");
        }
        return new WrittenStipulation.Read(text, new Stipulation(goal, play, (int) moves, halfMove, (int) solutions));
    }

    /** Too many digits to be a sensible length: report it as out of range rather than overflowing. */
    private static long parseMoves(String digits) {
        return digits.length() > 9 ? Long.MAX_VALUE : Long.parseLong(digits);
    }

    /** Names the genre for the usual prefixes, so that the message says more than "unsupported". */
    static String describe(String text) {
        String lower = text.toLowerCase(Locale.ROOT).replace(" ", "");
        String genre;
        if (lower.startsWith("ser-") || lower.startsWith("pser-") || lower.startsWith("phser-")) {
            genre = "a series problem of a kind not solved here";
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
     * Whether Black makes the first move under an unreadable stipulation in Popeye: help play and
     * series-help play with a whole number of moves. Used only to give the FEN a plausible side to
     * move; such problems are refused anyway.
     */
    static boolean blackStartsInPopeye(String text) {
        String lower = text.toLowerCase(Locale.ROOT).replace(" ", "");
        boolean help = lower.startsWith("h") && !lower.startsWith("hs") && !lower.startsWith("hr")
                || lower.startsWith("ser-h") || lower.startsWith("pser-h");
        return help && !lower.contains(".5");
    }
}
