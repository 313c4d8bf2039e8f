package org.passant.retro;

import org.passant.board.Position;

/** Test helpers: diagrams given as placement and side only (rights are derived, never stated). */
final class Retro {
    private Retro() {
    }

    static Position diagram(String placementAndSide) {
        return Position.fromFen(placementAndSide + " - - 0 1");
    }

    static RetroReport analyse(String placementAndSide) {
        return RetroAnalysis.analyse(diagram(placementAndSide));
    }
}
