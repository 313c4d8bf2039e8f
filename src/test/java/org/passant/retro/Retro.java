package org.passant.retro;

import java.util.List;
import org.passant.board.Position;
import org.passant.report.RetroRightsWords;
import org.passant.report.RetroTextFormat;
import org.passant.report.RetroWords;

/**
 * Test helpers: diagrams given as placement and side only (rights are derived, never stated),
 * and the proofs in the words a composer reads (the reports' words: a test that quotes a sentence
 * checks the proof and its wording together).
 */
final class Retro {
    private Retro() {
    }

    static Position diagram(String placementAndSide) {
        return Position.fromFen(placementAndSide + " - - 0 1");
    }

    static RetroReport analyse(String placementAndSide) {
        return RetroAnalysis.analyse(diagram(placementAndSide));
    }

    /** The possible last moves with their un-captures: {@code [g7-g5, d6xe5 (un-capture: P)]}. */
    static List<String> lastMoves(RetroReport r) {
        return RetroTextFormat.lastMoves(r);
    }

    /** The move alone: {@code Kb7-a6}. */
    static String notation(LastMove m) {
        return RetroWords.move(m.move());
    }

    static List<String> illegality(RetroReport r) {
        return RetroWords.illegality(r.illegality());
    }

    static String reason(LastMove impossible) {
        return RetroWords.refutation(impossible.refutation());
    }

    static String reason(EnPassantVerdict v) {
        return RetroRightsWords.enPassantReason(v);
    }

    static List<String> alternatives(EnPassantVerdict v) {
        return RetroRightsWords.alternatives(v);
    }

    static String reason(CastlingVerdict v) {
        return RetroRightsWords.castlingReason(v);
    }

    static String reason(RightCheck c) {
        return RetroRightsWords.reason(c);
    }

    static List<String> notes(StatedRightsCheck c) {
        return RetroRightsWords.notes(c);
    }
}
