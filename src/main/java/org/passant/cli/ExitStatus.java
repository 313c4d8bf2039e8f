package org.passant.cli;

/**
 * Every exit status of {@code ./solver}, with what it means and what is printed with it: the one
 * place they are defined, printed by {@code ./solver help exit-codes}.
 */
enum ExitStatus {
    OK(0, "done: every problem was processed (illegal, cooked or unsolvable problems included:"
            + " those are results, not errors; a problem that cannot be read is reported and skipped)"),
    FAIL_ON(1, "done, and a problem had a verdict named by --fail-on (standard error names each such problem:"
            + " \"solver solve: FILE:LINE: [ID] cooked (--fail-on)\")"),
    USAGE_OR_INPUT(2, "nothing or not everything could be done: a bad option, a bad FEN, a file that cannot"
            + " be read or written, or the first-use build failed; one line on standard error says which"
            + " (\"solver solve: ...\")"),
    INTERNAL(70, "a bug in Passant: one line on standard error (PASSANT_DEBUG=1 adds the stack trace);"
            + " please report it with the command line"),
    INTERRUPTED(130, "stopped by Ctrl-C (SIGINT): for a collection, the problems being solved stop as at --max-time and"
            + " are recorded as unfinished; standard error says which problems were finished, what the results file holds,"
            + " and the command that goes on (with --continue, which takes the stopped problems up, when there are any);"
            + " for one FEN, the search stops as at --max-time and what was proven is printed");

    final int code;
    final String meaning;

    ExitStatus(int code, String meaning) {
        this.code = code;
        this.meaning = meaning;
    }

    /** The text of {@code ./solver help exit-codes}. */
    static String help() {
        StringBuilder sb = new StringBuilder("Exit statuses of ./solver:\n");
        for (ExitStatus s : values()) {
            sb.append(String.format("  %3d  ", s.code)).append(wrap(s.meaning, 7)).append('\n');
        }
        sb.append("""

                Messages about one problem name it as FILE:LINE: [ID]: the file, the line where the problem
                begins (Popeye's BeginProblem, or the EPD line) and the problem's id (EPD's id operation,
                or the file's name and the problem's number; twins add a, b, ...). A problem that cannot
                be read is reported that way and skipped; the batch goes on and still ends with status 0.
                """);
        return sb.toString();
    }

    private static String wrap(String text, int indent) {
        StringBuilder out = new StringBuilder();
        int column = indent;
        for (String word : text.split(" ")) {
            if (column > indent && column + 1 + word.length() > 100) {
                out.append('\n').append(" ".repeat(indent));
                column = indent;
            } else if (column > indent) {
                out.append(' ');
                column++;
            }
            out.append(word);
            column += word.length();
        }
        return out.toString();
    }
}
