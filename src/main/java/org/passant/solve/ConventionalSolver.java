package org.passant.solve;

import java.util.ArrayList;
import java.util.List;
import org.passant.board.Castling;
import org.passant.board.CastlingExclusions;
import org.passant.board.Position;
import org.passant.board.PositionValidator;
import org.passant.board.Square;
import org.passant.retro.RetroAnalysis;
import org.passant.retro.RetroBounds;
import org.passant.retro.RetroReport;
import org.passant.retro.RightCheck;
import org.passant.retro.RightsCombination;
import org.passant.problem.Stipulation;

/**
 * Solves a problem the way the Codex reads it (art. 16): castling is allowed unless the retro
 * analysis disproves it; e.p. on the first move only when the analysis proves the last move was
 * the double step; where rights depend on each other, one solution per consistent combination;
 * where castlings exclude one another, the first played takes the other away (retro-strategy).
 * Rights claimed in the input are checked: one that cannot be proven is reported and not used,
 * an impossible one makes the problem illegal. With trusted rights, the input is taken as given.
 */
public final class ConventionalSolver {
    private final Solver solver;
    private final RetroBounds bounds;

    public ConventionalSolver(Solver solver) {
        this(solver, RetroBounds.DEFAULT);
    }

    public ConventionalSolver(Solver solver, RetroBounds bounds) {
        this.solver = solver;
        this.bounds = bounds;
    }

    public ConventionalSolution solve(Position diagram, StatedRights stated, Stipulation stipulation, boolean trustRights) {
        return solve(diagram, stated, stipulation, trustRights, EarlierRun.NONE);
    }

    /** As above, taking up a problem that {@code earlier} left unfinished: what it ruled out is not examined again. */
    public ConventionalSolution solve(Position diagram, StatedRights stated, Stipulation stipulation, boolean trustRights,
                                      EarlierRun earlier) {
        // --max-time is per problem: the parts of a partial retro analysis share one deadline.
        long deadline = solver.deadlineFromNow();
        if (trustRights || !PositionValidator.isValid(diagram)) {
            Position position = diagram.copy();
            position.setCastlingExclusions(stated.exclusive());
            SolutionTree tree = solver.solve(position, stipulation, deadline,
                    earlier.ruledOut(1, 1, position, stipulation, solver.options()));
            List<RightsNote> notes = new ArrayList<>();
            if (trustRights && (diagram.castlingRights() != 0 || diagram.epSquare() != Square.NONE)) {
                notes.add(new RightsNote.TrustedAsStated(diagram.castlingRights(), diagram.epSquare()));
            }
            if (!stated.exclusive().isEmpty()) {
                notes.add(new RightsNote.CastlingExclusive(stated.exclusive()));
            }
            RightsPart part = new RightsPart(null, null, tree);
            return new ConventionalSolution(null, notes, List.of(part), tree.verdict().kind(), List.of());
        }
        RetroReport retro = stated.any()
                ? RetroAnalysis.analyse(diagram, bounds, stated.castling(), stated.epSquare())
                : RetroAnalysis.analyse(diagram, bounds);
        if (!retro.legal()) {
            return new ConventionalSolution(retro, List.of(), List.of(), Verdict.Kind.ILLEGAL, List.of());
        }
        List<RightsNote> notes = new ArrayList<>();
        if (retro.stats().budgetExhausted()) {
            notes.add(new RightsNote.RetroBudgetRanOut(retro.stats().nodes()));
        }
        List<RightCheck> impossible = new ArrayList<>();
        retro.statedRights().ifPresent(check -> {
            for (RightCheck right : check.rights()) {
                switch (right.status()) {
                    case IMPOSSIBLE -> impossible.add(right);
                    case NOT_PROVABLE -> notes.add(new RightsNote.StatedRightNotProvable(right));
                    default -> { }
                }
            }
        });
        if (!impossible.isEmpty()) {
            return new ConventionalSolution(retro, notes, List.of(), Verdict.Kind.ILLEGAL, impossible);
        }
        if (retro.enPassant().proven()) {
            notes.add(new RightsNote.EnPassantProven(retro.enPassant()));
        }
        for (var castling : retro.castling()) {
            if (castling.disproved() && homeSquaresOccupied(diagram, castling.right())) {
                notes.add(new RightsNote.CastlingDisproved(castling));
            }
        }
        if (stated.forbiddenCastling() != 0) {
            notes.add(new RightsNote.CastlingForbidden(stated.forbiddenCastling()));
        }
        if (!stated.exclusive().isEmpty()) {
            notes.add(new RightsNote.CastlingExclusive(stated.exclusive()));
        }
        List<RightsPart> parts = new ArrayList<>();
        int partCount = retro.parts().size();
        for (RightsCombination rights : retro.parts()) {
            if (rights.retroStrategy()) {
                notes.add(new RightsNote.RetroStrategy(rights));
            }
            int castling = rights.castling() & ~stated.forbiddenCastling();
            Position position = diagram.copy();
            position.setState(diagram.sideToMove(), castling, rights.epSquare(), diagram.halfmoveClock(), diagram.fullmoveNumber());
            // Retro-strategy: whichever excluded castling is played first takes the other away.
            position.setCastlingExclusions(CastlingExclusions.ofAlternatives(rights.castlingAlternatives()).with(stated.exclusive()));
            var ruledOut = earlier.ruledOut(parts.size() + 1, partCount, position, stipulation, solver.options());
            parts.add(new RightsPart(rights, rights.history(), solver.solve(position, stipulation, deadline, ruledOut)));
        }
        return new ConventionalSolution(retro, notes, parts, overall(parts), List.of());
    }

    /** A castling whose king and rook are not even at home needs no words. */
    private static boolean homeSquaresOccupied(Position p, int right) {
        int color = right <= Castling.WHITE_QUEENSIDE ? 0 : 1;
        return p.pieceAt(Castling.kingSquare(right)) == org.passant.board.Piece.code(color, org.passant.board.Piece.KING)
                && p.pieceAt(Castling.rookSquare(right)) == org.passant.board.Piece.code(color, org.passant.board.Piece.ROOK);
    }

    /**
     * Sound only if sound in every part; otherwise the first flaw in the order a composer fixes
     * them. Help play of an unstated count is "solved" unless some part has a flaw.
     */
    static Verdict.Kind overall(List<RightsPart> parts) {
        List<Verdict.Kind> kinds = parts.stream().map(p -> p.tree().verdict().kind()).toList();
        for (Verdict.Kind k : List.of(Verdict.Kind.ILLEGAL, Verdict.Kind.UNFINISHED, Verdict.Kind.NO_SOLUTION,
                Verdict.Kind.COOKED, Verdict.Kind.TOO_FEW_SOLUTIONS, Verdict.Kind.SHORT_SOLUTION, Verdict.Kind.SOLVED)) {
            if (kinds.contains(k)) {
                return k;
            }
        }
        return Verdict.Kind.SOUND;
    }
}
