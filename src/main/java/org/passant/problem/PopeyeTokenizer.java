package org.passant.problem;

/**
 * Splits Popeye input into words. Like Popeye, line ends mean nothing between words (a piece list
 * or an option list may continue on the next line); words are separated by white space, ';' and
 * ','. Text commands ({@code Author}, {@code Title}, ...) instead take the rest of their line,
 * see {@link #restOfLine()}.
 */
final class PopeyeTokenizer {

    private final String text;
    private int position;
    private int line = 1;
    private int lineStart;

    PopeyeTokenizer(String text) {
        this.text = text;
    }

    private static boolean isSeparator(char c) {
        return Character.isWhitespace(c) || c == ';' || c == ',';
    }

    /** The next word, or null at the end of the input. */
    Token next() {
        while (position < text.length() && isSeparator(text.charAt(position))) {
            advance();
        }
        if (position >= text.length()) {
            return null;
        }
        int start = position;
        int column = position - lineStart + 1;
        while (position < text.length() && !isSeparator(text.charAt(position))) {
            position++;
        }
        return new Token(text.substring(start, position), line, column);
    }

    /** The next word without consuming it, or null at the end of the input. */
    Token peek() {
        return peek(1);
    }

    /** The word after the next one, without consuming anything, or null. */
    Token peekSecond() {
        return peek(2);
    }

    private Token peek(int ahead) {
        int savedPosition = position;
        int savedLine = line;
        int savedLineStart = lineStart;
        Token token = null;
        for (int i = 0; i < ahead; i++) {
            token = next();
        }
        position = savedPosition;
        line = savedLine;
        lineStart = savedLineStart;
        return token;
    }

    /**
     * The rest of the current line after the last word read, without the separators Popeye skips
     * first (blanks, tabs, ';', '.', ',') and without trailing blanks; "" if nothing follows on
     * the line. The line end itself is not consumed.
     */
    String restOfLine() {
        while (position < text.length() && " \t;.,".indexOf(text.charAt(position)) >= 0) {
            position++;
        }
        int start = position;
        while (position < text.length() && text.charAt(position) != '\n' && text.charAt(position) != '\r') {
            position++;
        }
        return text.substring(start, position).strip();
    }

    /** Line and column just after the last word read, for errors at the end of the input. */
    int line() {
        return line;
    }

    int column() {
        return position - lineStart + 1;
    }

    private void advance() {
        char c = text.charAt(position++);
        // "\r\n" and "\r" and "\n" each end one line.
        if (c == '\n' || c == '\r' && (position >= text.length() || text.charAt(position) != '\n')) {
            line++;
            lineStart = position;
        }
    }
}
