package org.passant.board;

/**
 * One reason a diagram cannot arise, as data: what is wrong ({@code kind}), for which side
 * ({@link Piece#WHITE}, {@link Piece#BLACK}, or {@link #BOTH_SIDES}), the one square it is about
 * ({@code square}, or {@link Square#NONE}), the units or squares involved ({@code units}, a
 * bitboard: all eight pawns on an edge rank are one defect), and the numbers it compares
 * ({@code count} against {@code limit}). {@link DefectKind} says which fields each kind fills.
 * Words are made by the reports, not here.
 */
public record Defect(DefectKind kind, int side, int square, long units, int count, int limit) {
    // equals and hashCode written out: a record's generated ones are linked through method handles
    // on first use, tens of milliseconds of a single #2's start-up (docs/startup.md).
    @Override
    public boolean equals(Object o) {
        return o instanceof Defect d && kind == d.kind && side == d.side && square == d.square && units == d.units
                && count == d.count && limit == d.limit;
    }

    @Override
    public int hashCode() {
        return ((((kind.hashCode() * 31 + side) * 31 + square) * 31 + Long.hashCode(units)) * 31 + count) * 31 + limit;
    }

    /** The side of a defect that concerns units of either colour (pawns on the edge ranks). */
    public static final int BOTH_SIDES = -1;

    static Defect of(DefectKind kind, int side) {
        return new Defect(kind, side, Square.NONE, 0, 0, 0);
    }

    static Defect counted(DefectKind kind, int side, int count, int limit) {
        return new Defect(kind, side, Square.NONE, 0, count, limit);
    }

    static Defect at(DefectKind kind, int side, int square, long units) {
        return new Defect(kind, side, square, units, 0, 0);
    }
}
