package org.passant.text;

/**
 * Input text made safe to quote in a message, a terminal or a results file: whole code points
 * are kept (an emoji stays one emoji), while what a terminal would obey rather than show (control
 * characters, escape sequences, bidirectional overrides, line and paragraph separators) and
 * halves of a surrogate pair are written as escapes such as {@code \u001B}.
 */
public final class Visible {
    private Visible() {
    }

    /** One line of text: every control character, line breaks and tabs included, is escaped. */
    public static String of(CharSequence text) {
        return escape(text, false);
    }

    /** Text of several lines for a terminal: line feeds and tabs stay, everything else as in {@link #of}. */
    public static String lines(CharSequence text) {
        return escape(text, true);
    }

    /** One code point as it may be quoted in a message ("unknown piece letter '😀'"). */
    public static String codePoint(int codePoint) {
        return of(new String(Character.toChars(codePoint)));
    }

    /** True when {@link #of} would leave the text as it is (the common case, checked without copying). */
    public static boolean isPlain(CharSequence text, boolean keepLayout) {
        for (int i = 0; i < text.length(); ) {
            int cp = Character.codePointAt(text, i);
            if (hidden(cp, keepLayout)) {
                return false;
            }
            i += Character.charCount(cp);
        }
        return true;
    }

    private static String escape(CharSequence text, boolean keepLayout) {
        if (isPlain(text, keepLayout)) {
            return text.toString();
        }
        StringBuilder out = new StringBuilder(text.length() + 8);
        for (int i = 0; i < text.length(); ) {
            int cp = Character.codePointAt(text, i);
            i += Character.charCount(cp);
            if (!hidden(cp, keepLayout)) {
                out.appendCodePoint(cp);
            } else if (cp == '\t') {
                out.append("\\t");
            } else if (cp == '\n') {
                out.append("\\n");
            } else if (cp == '\r') {
                out.append("\\r");
            } else {
                out.append(String.format("\\u%04X", cp));
            }
        }
        return out.toString();
    }

    /** A character a terminal acts on, or one that cannot be encoded alone (half a surrogate pair). */
    private static boolean hidden(int cp, boolean keepLayout) {
        if (keepLayout && (cp == '\n' || cp == '\t')) {
            return false;
        }
        return switch (Character.getType(cp)) {
            case Character.CONTROL, Character.FORMAT, Character.LINE_SEPARATOR, Character.PARAGRAPH_SEPARATOR,
                 Character.SURROGATE, Character.UNASSIGNED, Character.PRIVATE_USE -> true;
            default -> false;
        };
    }
}
