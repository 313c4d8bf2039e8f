package org.passant.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.passant.board.Move;
import org.passant.board.Piece;
import org.passant.board.Position;
import org.passant.board.TurnFen;
import org.passant.board.RuleSet;
import org.passant.problem.CommandLineFen;
import org.passant.problem.Problem;
import org.passant.problem.ProblemReader;
import org.passant.problem.ReadResult;
import org.passant.problem.WrittenStipulation;

/**
 * Direct play in turns, at the solver's level: keys, cooks, threats and defences are turns, and
 * the goal is the rule set's (the king taken in double-move chess, mate in Marseillais chess).
 */
class TurnSolverTest {
    private static final ProblemSolver SOLVER = new ProblemSolver(SolveOptions.defaults().withHashMegabytes(8));

    /** After 1.e4 e5,d6 in double-move chess (the variant's rules page), White to play. */
    private static final String AFTER_E4_E5_D6 = "rnbqkbnr/ppp2ppp/3p4/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2";
    /** The rules page's second example: two one-turn king captures, through f7. */
    private static final String TWO_CAPTURES = "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 0 4";

    private static SolutionTree solve(String fen, RuleSet rules, String stipulation) {
        Problem problem = CommandLineFen.problem(fen, WrittenStipulation.of(stipulation)).withVariant(rules);
        ProblemResult.Solved solved = assertInstanceOf(ProblemResult.Solved.class, SOLVER.solve(problem));
        return solved.solution().parts().get(0).tree();
    }

    /** A turn as squares: "f1b5,b5e8", or one move "a1a8". */
    private static String squares(Attack a) {
        return Move.uci(a.move()) + (a.second() == null ? "" : "," + Move.uci(a.second().move()));
    }

    private static List<String> keys(SolutionTree tree) {
        return tree.keys().stream().map(k -> squares(k.attack())).sorted().toList();
    }

    @Test
    void afterE4E5D6OnlyBb5AndBxe8TakesTheKingInOneTurn() {
        SolutionTree tree = solve(AFTER_E4_E5_D6, RuleSet.DOUBLE_MOVE, "kx1");
        assertEquals(List.of("f1b5,b5e8"), keys(tree));
        assertEquals(Verdict.Kind.SOUND, tree.verdict().kind());
        assertTrue(tree.keys().get(0).attack().mate(), "the turn reaches the goal");
        assertNull(tree.keys().get(0).attack().reply(), "nothing follows a captured king");
    }

    @Test
    void theSecondRulesPageExampleHasExactlyTheTwoCapturesThroughF7() {
        SolutionTree tree = solve(TWO_CAPTURES, RuleSet.DOUBLE_MOVE, "kx1");
        assertEquals(List.of("c4f7,f7e8", "f3f7,f7e8"), keys(tree));
        assertEquals(Verdict.Kind.COOKED, tree.verdict().kind());
    }

    @Test
    void aTurnWhoseFirstMoveTakesTheKingIsCutShortToThatMove() {
        // The black king stands en prise on h8: taking it ends the turn at once, so that key is one move.
        SolutionTree tree = solve("7k/8/8/8/8/8/8/4K2R w - - 0 1 1/2", RuleSet.DOUBLE_MOVE, "kx1");
        Attack capture = tree.keys().stream().map(Key::attack).filter(a -> a.second() == null).findFirst().orElseThrow();
        assertEquals("h1h8", squares(capture));
        assertTrue(capture.mate());
        assertEquals(Verdict.Kind.COOKED, tree.verdict().kind(), "Rh7,Rxh8 or Ke2,Rxh8 take it too, in two moves");
    }

    @Test
    void noTurnTakesTheKingWhenItIsOutOfReach() {
        SolutionTree tree = solve("k7/8/8/8/8/8/8/7K w - - 0 1", RuleSet.DOUBLE_MOVE, "kx1");
        assertEquals(Verdict.Kind.NO_SOLUTION, tree.verdict().kind());
    }

    @Test
    void aMarseillaisCheckOnTheFirstMoveEndsTheTurnAndMayMate() {
        // Back-rank mate: 1.Re8+ ends the turn (a check on the first move) and Black is mated.
        SolutionTree tree = solve("6k1/5ppp/8/8/8/8/8/4R1K1 w - - 0 1", RuleSet.MARSEILLAIS, "#1");
        Attack oneMove = tree.keys().stream().map(Key::attack).filter(a -> a.second() == null).findFirst().orElseThrow();
        assertEquals("e1e8", squares(oneMove));
        assertTrue(oneMove.check() && oneMove.mate());
        for (Key key : tree.keys()) {
            Attack a = key.attack();
            if (a.second() != null) {
                // A first move that gave check would have ended the turn: in a key of two moves it gives none.
                Position p = TurnFen.parse(a.fen(), RuleSet.MARSEILLAIS);
                p.makeInTurn(a.move());
                assertEquals(Piece.WHITE, p.sideToMove(), squares(a));
                assertTrue(a.check() && a.mate(), squares(a));
            }
        }
    }

    @Test
    void aMarseillaisMateInOneTurnIsAShortSolutionOfAMateInTwo() {
        // 1.Ra8+ checks with its first move, which ends the turn, and the king has no flight.
        SolutionTree tree = solve("7k/8/6K1/8/8/8/8/R7 w - - 0 1", RuleSet.MARSEILLAIS, "#2");
        assertEquals(Verdict.Kind.SHORT_SOLUTION, tree.verdict().kind());
        assertEquals(1, tree.verdict().shortestMate());
    }

    @Test
    void aMarseillaisTreeHasThreatsAndDefencesInTurns() {
        SolutionTree tree = solve("6k1/8/6K1/8/8/8/8/1Q6 w - - 0 1", RuleSet.MARSEILLAIS, "#2");
        Attack key = tree.keys().stream().map(Key::attack).filter(a -> squares(a).equals("g6f5,f5f6")).findFirst().orElseThrow();
        Defences play = key.reply();
        assertNotNull(play.threat(), "after 1.Kf5,Kf6 White threatens mate in one turn");
        assertEquals(1, play.threat().length());
        Variation defence = play.variations().get(0);
        assertNotNull(defence.second(), "Black's defence is a turn of two moves: Kf8,Ke8");
        assertEquals("g8f8,f8e8", Move.uci(defence.move()) + "," + Move.uci(defence.second().move()));
    }

    @Test
    void inDoubleMoveChessADefenceThatTakesTheAttackersKingRefutes() {
        // White's king stands next to Black's rook: whatever White does in one turn that does not take
        // the black king, Black takes White's king; kx2 fails if White cannot capture in one turn.
        SolutionTree tree = solve("k7/8/8/8/8/8/1r6/K7 w - - 0 1", RuleSet.DOUBLE_MOVE, "kx2");
        assertEquals(Verdict.Kind.NO_SOLUTION, tree.verdict().kind());
    }

    @Test
    void theBundledVariantProblemsSolveAsTheirRemarksSay() {
        ReadResult read = ProblemReader.read(Path.of("problems/variants.inp"), null);
        assertTrue(read.errors().isEmpty(), read.errors().toString());
        assertEquals(List.of(RuleSet.DOUBLE_MOVE, RuleSet.DOUBLE_MOVE, RuleSet.MARSEILLAIS, RuleSet.MARSEILLAIS,
                RuleSet.DOUBLE_MOVE), read.problems().stream().map(Problem::variant).toList());
        // The last, Petrovic's kx3, takes a minute and more to prove sound: PublishedVariantProblemsTest
        // solves it under the deep tag, and its key and main line in the default suite.
        List<ProblemVerdict> verdicts = read.problems().subList(0, 4).stream().map(p -> SOLVER.solve(p).verdict()).toList();
        assertEquals(List.of(ProblemVerdict.SOUND, ProblemVerdict.COOKED, ProblemVerdict.COOKED, ProblemVerdict.SOUND),
                verdicts);
    }

    /**
     * A published Marseillais line (pion.ch, "Les echecs marseillais"): 1.d4,Bg5 h6,hxg5 2.Nf3,Nxg5
     * f6,fxg5?? 3.Qd3,Qg6 mate. After Black's second turn the published turn is White's only mate.
     */
    @Test
    void thePionChExampleGameEndsWithTheOnlyMateQd3Qg6() {
        SolutionTree tree = solve("rnbqkbnr/ppppp1p1/8/6p1/3P4/8/PPP1PPPP/RN1QKB1R w KQkq - 0 3", RuleSet.MARSEILLAIS, "#1");
        assertEquals(List.of("d1d3,d3g6"), keys(tree));
        assertEquals(Verdict.Kind.SOUND, tree.verdict().kind());
    }

    /** The same page's advice, 2...Rxh2,Rxh1 instead ("and let the queen be taken"), leaves White no mate in one turn. */
    @Test
    void thePionChDefenceRxh2Rxh1LeavesNoMateInOneTurn() {
        SolutionTree tree = solve("rnbqkbn1/ppppppp1/8/6N1/3P4/8/PPP1PPP1/RN1QKB1r w Qq - 0 3", RuleSet.MARSEILLAIS, "#1");
        assertEquals(Verdict.Kind.NO_SOLUTION, tree.verdict().kind());
    }

    /**
     * A sample game published in Les Cahiers de l'Echiquier Francais (quoted by the Chesspedia glossary,
     * "Marseillaise"): 1.e4,e5 d6,dxe5 2.Qh5,Bb5+ Bd7,Bxb5 3.Qxh7,Qxh8 Qd3,Qf1 mate. Before Black's third
     * turn the published turn is Black's only mate (the first move Qd3 gives no check, so the turn goes on).
     */
    @Test
    void theCahiersSampleGameEndsWithTheOnlyMateQd3Qf1() {
        SolutionTree tree = solve("rn1qkbnQ/ppp1ppp1/8/1b2p3/8/8/PPPP1PPP/RNB1K1NR b KQq - 0 3", RuleSet.MARSEILLAIS, "#1");
        assertEquals(List.of("d8d3,d3f1"), keys(tree));
        assertEquals(Verdict.Kind.SOUND, tree.verdict().kind());
    }
}
