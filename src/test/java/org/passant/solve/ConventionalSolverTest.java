package org.passant.solve;

import org.passant.problem.Stipulation;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.passant.board.Fen;
import org.passant.board.Move;
import org.passant.board.Position;
import org.passant.board.Castling;
import org.passant.board.Square;
import org.passant.retro.RightCheck;

/**
 * Solving under the Codex conventions (positions and solutions from the project's verified
 * reference data, shared/data/positions.md and shared/retro.md).
 */
class ConventionalSolverTest {
    private static ConventionalSolution solve(String fen, int moves, boolean trust) {
        Position p = Fen.parse(fen);
        SolveOptions options = SolveOptions.defaults().withHashMegabytes(8).withVariations(false);
        return new ConventionalSolver(new Solver(options)).solve(p, new StatedRights(p.castlingRights(), 0, p.epSquare()),
                Stipulation.directMate(moves), trust);
    }

    private static List<String> keys(RightsPart part) {
        return part.tree().keys().stream().map(k -> Move.uci(k.move()) + (Move.isEnPassant(k.move()) ? " ep" : "")).toList();
    }

    @Test
    void amelung1897TheEnPassantKeyIsProvenFromADiagramWithoutRights() {
        ConventionalSolution s = solve("7R/7p/5P1k/4PKpP/8/8/8/8 w - - 0 1", 2, false);
        assertEquals(Verdict.Kind.SOUND, s.verdict());
        assertEquals(1, s.parts().size());
        assertEquals(List.of("h5g6 ep"), keys(s.parts().get(0)));
        assertTrue(s.rightsNotes().stream().anyMatch(n -> n instanceof RightsNote.EnPassantProven p
                && p.verdict().square() == Square.parse("g6")), s.rightsNotes().toString());
    }

    @Test
    void amelung1897WithRightsTakenAsGivenHasNoSolution() {
        ConventionalSolution s = solve("7R/7p/5P1k/4PKpP/8/8/8/8 w - - 0 1", 2, true);
        assertEquals(Verdict.Kind.NO_SOLUTION, s.verdict());
    }

    @Test
    void langstaff1922SplitsIntoTwoPartsEachSound() {
        ConventionalSolution s = solve("4k2r/8/5B1P/3R1KpP/8/8/8/8 w - - 0 1", 2, false);
        assertEquals(Verdict.Kind.SOUND, s.verdict());
        assertEquals(2, s.parts().size());
        List<List<String>> keys = s.parts().stream().map(ConventionalSolverTest::keys).toList();
        assertTrue(keys.contains(List.of("f5e6")), keys.toString());
        assertTrue(keys.contains(List.of("h5g6 ep")), keys.toString());
        RightsPart withEp = s.parts().stream().filter(p -> p.rights().epSquare() != Square.NONE).findFirst().orElseThrow();
        assertTrue(withEp.tree().fen().contains(" k g6 "), "castling and e.p. go together: " + withEp.tree().fen());
    }

    @Test
    void loyd1859StatedCastlingThatRetroDisprovesMakesTheProblemIllegal() {
        ConventionalSolution s = solve("r3k3/p1p5/Q3K3/8/8/8/8/8 w q - 0 1", 2, false);
        assertEquals(Verdict.Kind.ILLEGAL, s.verdict());
        assertEquals(List.of(RightCheck.Status.IMPOSSIBLE), s.impossibleRights().stream().map(RightCheck::status).toList());
        assertEquals(Castling.BLACK_QUEENSIDE, s.impossibleRights().get(0).castling());
    }

    @Test
    void loyd1859WithoutStatedRightsCastlingIsDisprovedAndQa1IsTheKey() {
        ConventionalSolution s = solve("r3k3/p1p5/Q3K3/8/8/8/8/8 w - - 0 1", 2, false);
        assertEquals(Verdict.Kind.SOUND, s.verdict());
        assertEquals(List.of("a6a1"), keys(s.parts().get(0)));
    }

    @Test
    void aStatedEnPassantRightThatCannotBeProvenIsReportedAndNotUsed() {
        // retro.md N1: e6-e5 is a possible last move as well as e7-e5, so e.p. is not proven.
        ConventionalSolution s = solve("kN6/pp6/3B1N2/3PpK2/8/8/8/8 w - e6 0 1".replace("3PpK2/8/8", "3Pp3/8/6K1"), 2, false);
        assertTrue(s.rightsNotes().stream().anyMatch(n -> n instanceof RightsNote.StatedRightNotProvable u
                && u.check().epSquare() == Square.parse("e6")), s.rightsNotes().toString());
        s.parts().forEach(p -> assertEquals(Square.NONE, Fen.parse(p.tree().fen()).epSquare()));
    }
}
