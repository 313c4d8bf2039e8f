package org.passant.problem;

import org.passant.board.RuleSet;
import java.util.Objects;

/**
 * One problem to solve, as read from a file: everything the solver needs to build the position
 * and to know what to look for, and nothing that depends on the rules of chess.
 *
 * @param id          name for reports: the file stem and the problem's ordinal in the file
 *                    ("mate2/3"), with the twin letter for twins ("mate2/3b"), or an EPD {@code id}
 * @param source      where the problem starts in its file
 * @param twinLabel   "" for a problem without twins, else "a", "b", ...; twin a) is the diagram
 *                    itself unless Popeye's {@code ZeroPosition} was used
 * @param twinning    the twinning commands as written ("move c7 e7", "Cont rotate 90"); "" for
 *                    the diagram
 * @param metadata    author, origin, title, award, remarks, other annotations
 * @param fen         6-field FEN: placement, side to move, castling, e.p., "0 1" unless given
 * @param stipulation what is asked, as written and as understood
 * @param options     solving options ({@link Options#NONE} for FEN/EPD)
 * @param castling    castling rights in the FEN and whether the user stated them
 * @param enPassant   e.p. right in the FEN and whether the user stated it
 * @param variant     the rules the problem is stated under ({@code Condition Marseillais}, an EPD
 *                    {@code variant} operation, {@code --variant}); orthodox unless it says otherwise
 */
public record Problem(String id, SourceLocation source, String twinLabel, String twinning, Metadata metadata,
                      String fen, WrittenStipulation stipulation, Options options, CastlingRights castling,
                      EnPassantRight enPassant, RuleSet variant) {

    public Problem {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(twinLabel, "twinLabel");
        Objects.requireNonNull(twinning, "twinning");
        Objects.requireNonNull(metadata, "metadata");
        Objects.requireNonNull(fen, "fen");
        Objects.requireNonNull(stipulation, "stipulation");
        Objects.requireNonNull(options, "options");
        Objects.requireNonNull(castling, "castling");
        Objects.requireNonNull(enPassant, "enPassant");
        Objects.requireNonNull(variant, "variant");
    }

    /** An orthodox problem. */
    public Problem(String id, SourceLocation source, String twinLabel, String twinning, Metadata metadata,
                   String fen, WrittenStipulation stipulation, Options options, CastlingRights castling,
                   EnPassantRight enPassant) {
        this(id, source, twinLabel, twinning, metadata, fen, stipulation, options, castling, enPassant, RuleSet.ORTHODOX);
    }

    /** The same problem under other rules. */
    public Problem withVariant(RuleSet rules) {
        return new Problem(id, source, twinLabel, twinning, metadata, fen, stipulation, options, castling, enPassant, rules);
    }

    /** True for a FEN typed on the command line ({@link CommandLineFen}), false for a problem read from a file. */
    public boolean typedOnCommandLine() {
        return source.equals(CommandLineFen.SOURCE);
    }

    public boolean isTwin() {
        return !twinLabel.isEmpty();
    }

    /** The FEN's piece placement field, handy for comparing diagrams. */
    public String placement() {
        return fen.substring(0, fen.indexOf(' '));
    }

    /** True when White is to move according to the FEN. */
    public boolean whiteToMove() {
        return fen.split(" ")[1].equals("w");
    }

    @Override
    public String toString() {
        return id + " " + (variant == RuleSet.ORTHODOX ? "" : variant.variantName() + " ") + stipulation + " " + fen;
    }
}
