package org.passant.cli;

import java.util.List;
import org.passant.board.Defect;
import org.passant.board.FenException;
import org.passant.board.Position;
import org.passant.board.PositionValidator;
import org.passant.board.RuleSet;
import org.passant.board.TurnFen;
import org.passant.report.DefectWords;

/** Reads a FEN given on the command line and refuses positions that cannot be legal. */
final class Positions {
    private Positions() {
    }

    static Position legal(String fen) {
        return legal(fen, RuleSet.ORTHODOX);
    }

    /**
     * A FEN read under a rule set (with the turn's fields of docs/variants.md for two-move turns).
     * Orthodox FENs go through the same reader as a FEN file's lines, so that a turn field or a
     * second e.p. square typed without --variant is refused with the reason, not as a bad field.
     */
    static Position legal(String fen, RuleSet rules) {
        Position p;
        try {
            p = TurnFen.parse(fen, rules);
        } catch (FenException e) {
            throw new UserError("bad FEN: " + e.getMessage());
        }
        List<Defect> defects = PositionValidator.defects(p);
        if (!defects.isEmpty()) {
            throw new UserError("illegal position: " + String.join("; ", DefectWords.sentences(p, defects)));
        }
        return p;
    }
}
