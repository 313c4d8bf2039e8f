package org.passant.board;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The line tables: the squares past a unit, seen from a king, are where a pinner of it stands. */
class BitboardsTest {
    @Test
    void beyondIsTheRestOfTheRayPastTheSecondSquare() {
        // From e1 through e4: e5 to e8. From a1 through c3: d4 to h8. From h8 through g7: f6 to a1.
        assertEquals(squares("e5 e6 e7 e8"), Bitboards.beyond(Square.parse("e1"), Square.parse("e4")));
        assertEquals(squares("d4 e5 f6 g7 h8"), Bitboards.beyond(Square.parse("a1"), Square.parse("c3")));
        assertEquals(squares("f6 e5 d4 c3 b2 a1"), Bitboards.beyond(Square.parse("h8"), Square.parse("g7")));
    }

    @Test
    void nothingIsBeyondASquareOnTheEdgeOrOffTheLine() {
        assertEquals(0L, Bitboards.beyond(Square.parse("e1"), Square.parse("e8")));
        assertEquals(0L, Bitboards.beyond(Square.parse("e1"), Square.parse("f3")));
    }

    @Test
    void beyondAndBetweenSplitTheLine() {
        for (int a = 0; a < 64; a++) {
            for (int b = 0; b < 64; b++) {
                if (a == b || Bitboards.line(a, b) == 0) {
                    continue;
                }
                long line = Bitboards.line(a, b);
                long parts = Bitboards.beyond(b, a) | Bitboards.bit(a) | Bitboards.between(a, b) | Bitboards.bit(b)
                        | Bitboards.beyond(a, b);
                assertEquals(line, parts, Square.name(a) + " " + Square.name(b));
                assertEquals(0L, Bitboards.beyond(a, b) & Bitboards.beyond(b, a));
            }
        }
    }

    private static long squares(String names) {
        long set = 0;
        for (String name : names.split(" ")) {
            set |= Bitboards.bit(Square.parse(name));
        }
        return set;
    }
}
