package org.passant.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.passant.board.Position;
import org.passant.notation.Notation;

/**
 * A proof-number question that spends its budget answers "unknown" and hands the position back
 * as it was given, since the alpha-beta search is asked about that same position next.
 */
class ProofNumberBudgetTest {
    /** matetrack.epd line 2639 (vondele/matetrack), #8; after 1.Ke2 the question is a hard disproof. */
    private static final String ROOK_AND_KNIGHT = "1N6/2R5/8/8/8/4K1p1/6p1/6k1 w - - 0 1";

    @Test
    void aSpentBudgetLeavesThePositionAsItWas() {
        Position p = Position.fromFen(ROOK_AND_KNIGHT);
        p.make(Notation.parse(p, "Ke2"));
        String fen = p.toFen();
        long hash = p.hash();
        int ply = p.ply();
        ProofNumberSearch proofs = new ProofNumberSearch(new ProofTable(1 << 20), new MateSearch(8));
        proofs.setNodeBudget(5_000);

        KeyAnswer answer = proofs.ask(p, 7);

        assertEquals(KeyAnswer.Kind.UNKNOWN, answer.kind(), "5,000 moves do not settle a #8's first move");
        assertEquals(fen, p.toFen());
        assertEquals(hash, p.hash());
        assertEquals(ply, p.ply());
    }
}
