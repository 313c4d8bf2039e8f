package org.passant.cli;

import org.passant.board.RuleSet;
import org.passant.problem.VariantNames;

/** {@code --variant doublemove|marseillais} on solve and report: the rules of problems that name none. */
final class VariantOption {
    static final String DESCRIPTION = "the rules: orthodox (default), doublemove (Galvin: kx n, capture the king in n"
            + " turns) or marseillais (#n in turns); for files, the rules of problems whose file names none";

    private VariantOption() {
    }

    static RuleSet read(String text) {
        if (text == null) {
            return RuleSet.ORTHODOX;
        }
        return VariantNames.named(text).orElseThrow(() -> new UserError("--variant '" + text + "': the variants are "
                + VariantNames.names()));
    }
}
