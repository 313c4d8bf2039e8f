package org.passant.problem;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits the operations after an EPD position at ';'. A '"' that starts a word opens a string in
 * which ';' does not split ({@code c0 "a; b";}); a quote inside a word, as in the annotation
 * {@code 00'40"}, is an ordinary character.
 */
final class EpdOperations {

    private EpdOperations() {
    }

    static List<String> split(String text) {
        List<String> operations = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        boolean inString = false;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (inString) {
                current.append(c);
                if (c == '"') {
                    inString = false;
                }
            } else if (c == ';') {
                add(operations, current);
            } else {
                if (c == '"' && (current.length() == 0 || Character.isWhitespace(current.charAt(current.length() - 1)))) {
                    inString = true;
                }
                current.append(c);
            }
        }
        add(operations, current);
        return operations;
    }

    private static void add(List<String> operations, StringBuilder current) {
        String operation = current.toString().strip();
        if (!operation.isEmpty()) {
            operations.add(operation);
        }
        current.setLength(0);
    }

    /** An operand without its surrounding quotes, if it has them. */
    static String unquote(String operand) {
        String text = operand.strip();
        if (text.length() >= 2 && text.startsWith("\"") && text.endsWith("\"")) {
            return text.substring(1, text.length() - 1);
        }
        return text;
    }
}
