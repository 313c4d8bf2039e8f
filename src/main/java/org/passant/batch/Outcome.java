package org.passant.batch;

import java.util.List;

/**
 * What a batch records for one problem: one line of the results file, and one row of the summary.
 * Everything is text, so that the file stays readable without this program.
 *
 * @param id       the problem's id ("classics/2", an EPD id)
 * @param file     the file it came from
 * @param line     the line where it starts
 * @param verdict  sound, cooked, no solution, short solution, illegal, unsupported, error, stopped
 * @param keys     keys in short algebraic
 * @param tries    tries with their refutations ("Bxc6? dxc6!")
 * @param partial  the search was stopped by the time limit: only what is listed is proven
 * @param millis   solving time
 * @param nodes    moves played by the search
 * @param errors   why the problem could not be solved (bad FEN, unknown keyword, illegal position)
 * @param notes    remarks (duals, retro findings) that belong with the verdict
 */
public record Outcome(String id, String file, int line, String verdict, List<String> keys, List<String> tries,
                      boolean partial, long millis, long nodes, List<String> errors, List<String> notes) {
    public Outcome {
        keys = List.copyOf(keys);
        tries = List.copyOf(tries);
        errors = List.copyOf(errors);
        notes = List.copyOf(notes);
    }

    /** A problem that could not be read or set up. */
    public static Outcome error(String id, String file, int line, String reason) {
        return new Outcome(id, file, line, "error", List.of(), List.of(), false, 0, 0, List.of(reason), List.of());
    }

    public String location() {
        return line > 0 ? file + ":" + line : file;
    }
}
