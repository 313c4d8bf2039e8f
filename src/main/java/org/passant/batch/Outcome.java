package org.passant.batch;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;
import org.passant.solve.ProblemVerdict;

/**
 * What a batch records for one problem: one line of the results file, and one row of the summary.
 * Everything is written as text (the verdict by its word), so that the file stays readable
 * without this program.
 *
 * @param id       the problem's id ("classics/2", an EPD id)
 * @param file     the file it came from
 * @param line     the line where it starts
 * @param verdict  what became of the problem
 * @param keys     keys in short algebraic
 * @param tries    tries with their refutations ("Bxc6? dxc6!")
 * @param partial  the search was stopped by the time limit: only what is listed is proven
 * @param millis   solving time
 * @param nodes    moves played by the search
 * @param errors   why the problem could not be solved (bad FEN, unknown keyword, illegal position)
 * @param notes    remarks (duals, retro findings) that belong with the verdict
 * @param restricted the options that pruned the search, in Popeye's words ("Threat 1",
 *                 "MaxFlightsquares 1"): the verdict holds only under them ("sound" is sound
 *                 under them). Empty when none did, and then left out of the results file, whose
 *                 records stay as they were; a record without it reads back as empty
 * @param variant  the rule set of two-move turns the problem is stated under ("doublemove",
 *                 "marseillais"), whose keys and tries are turns ("Bb5,Bxe8"); "" for orthodox
 *                 chess, and then left out of the file like {@code restricted}
 * @param solutions for help and series play, whose answer is its lines and not a key: every
 *                 solution in short algebraic ("1.Kb8 0-0 2.g2 Rf8#"); empty otherwise, and then
 *                 left out of the file, so that the records of other problems stay as they were
 * @param openFirstMoves for a problem a stop left unfinished: the first moves still open, those
 *                 being examined first; empty otherwise, and then left out of the file
 * @param ruledOut for a problem a stop left unfinished: the first moves it proved to be neither keys
 *                 nor tries, for {@code --continue}; null otherwise (nothing ruled out, or finished),
 *                 and then left out of the file
 */
public record Outcome(String id, String file, int line, ProblemVerdict verdict, List<String> keys, List<String> tries,
                      boolean partial, long millis, long nodes, List<String> errors, List<String> notes,
                      @JsonInclude(JsonInclude.Include.NON_EMPTY) List<String> restricted,
                      @JsonInclude(JsonInclude.Include.NON_EMPTY) String variant,
                      @JsonInclude(JsonInclude.Include.NON_EMPTY) List<String> solutions,
                      @JsonInclude(JsonInclude.Include.NON_EMPTY) List<RecordedOpenMove> openFirstMoves,
                      @JsonInclude(JsonInclude.Include.NON_NULL) RecordedRuledOut ruledOut) {
    public Outcome {
        keys = List.copyOf(keys);
        tries = List.copyOf(tries);
        errors = List.copyOf(errors);
        notes = List.copyOf(notes);
        restricted = restricted == null ? List.of() : List.copyOf(restricted);
        variant = variant == null ? "" : variant;
        solutions = solutions == null ? List.of() : List.copyOf(solutions);
        openFirstMoves = openFirstMoves == null ? List.of() : List.copyOf(openFirstMoves);
    }

    /** The record of an orthodox problem. */
    public Outcome(String id, String file, int line, ProblemVerdict verdict, List<String> keys, List<String> tries,
                   boolean partial, long millis, long nodes, List<String> errors, List<String> notes,
                   List<String> restricted) {
        this(id, file, line, verdict, keys, tries, partial, millis, nodes, errors, notes, restricted, "", List.of(), List.of(), null);
    }

    /** The same record for a problem of a variant ("" for orthodox chess). */
    public Outcome withVariant(String rules) {
        return new Outcome(id, file, line, verdict, keys, tries, partial, millis, nodes, errors, notes, restricted, rules, solutions,
                openFirstMoves, ruledOut);
    }

    /** The same record with the solutions of help or series play. */
    public Outcome withSolutions(List<String> lines) {
        return new Outcome(id, file, line, verdict, keys, tries, partial, millis, nodes, errors, notes, restricted, variant, lines,
                openFirstMoves, ruledOut);
    }

    /** The same record with the first moves a stop left open. */
    public Outcome withOpenFirstMoves(List<RecordedOpenMove> open) {
        return new Outcome(id, file, line, verdict, keys, tries, partial, millis, nodes, errors, notes, restricted, variant, solutions,
                open, ruledOut);
    }

    /** The same record with the first moves a stopped run ruled out (null: none). */
    public Outcome withRuledOut(RecordedRuledOut moves) {
        return new Outcome(id, file, line, verdict, keys, tries, partial, millis, nodes, errors, notes, restricted, variant, solutions,
                openFirstMoves, moves);
    }

    /** The same record with one more note. */
    public Outcome withNote(String note) {
        List<String> more = new java.util.ArrayList<>(notes);
        more.add(note);
        return new Outcome(id, file, line, verdict, keys, tries, partial, millis, nodes, errors, more, restricted, variant, solutions,
                openFirstMoves, ruledOut);
    }

    /** Whether a stop left the problem unfinished, so that {@code --continue} takes it up again. */
    public boolean unfinished() {
        return verdict == ProblemVerdict.UNFINISHED;
    }

    /** The record of a problem solved without any option pruning the search, or not solved. */
    public Outcome(String id, String file, int line, ProblemVerdict verdict, List<String> keys, List<String> tries,
                   boolean partial, long millis, long nodes, List<String> errors, List<String> notes) {
        this(id, file, line, verdict, keys, tries, partial, millis, nodes, errors, notes, List.of());
    }

    /** The verdict's word, and the options it holds under: "sound under Threat 1, MaxFlightsquares 1". */
    public String verdictWords() {
        return restricted.isEmpty() ? verdict.word() : verdict.word() + " under " + String.join(", ", restricted);
    }

    /** A problem that could not be read or set up. */
    public static Outcome error(String id, String file, int line, String reason) {
        return new Outcome(id, file, line, ProblemVerdict.ERROR, List.of(), List.of(), false, 0, 0, List.of(reason), List.of());
    }

    /** The same record under another id (a FEN typed on the command line is known by its FEN). */
    public Outcome withId(String newId) {
        return new Outcome(newId, file, line, verdict, keys, tries, partial, millis, nodes, errors, notes, restricted,
                variant, solutions, openFirstMoves, ruledOut);
    }

    public String location() {
        return line > 0 ? file + ":" + line : file;
    }
}
