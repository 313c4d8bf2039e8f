package org.passant.problem;

/** What a twinning changes: the pieces and the stipulation. */
final class TwinPosition {

    final Diagram diagram;
    WrittenStipulation stipulation;

    TwinPosition(Diagram diagram, WrittenStipulation stipulation) {
        this.diagram = diagram;
        this.stipulation = stipulation;
    }

    TwinPosition copy() {
        return new TwinPosition(diagram.copy(), stipulation);
    }
}
