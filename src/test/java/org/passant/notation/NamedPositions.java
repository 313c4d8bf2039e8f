package org.passant.notation;

/** Positions the notation tests are stated on, each with the source it is taken from. */
final class NamedPositions {
    // Perft positions (chessprogramming wiki "Perft Results", as in python-chess examples/perft/tricky.perft).
    static final String KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    static final String POSITION_3 = "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1";
    static final String POSITION_4 = "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1";
    static final String POSITION_4_MIRRORED = "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1";
    static final String POSITION_5 = "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8";
    static final String POSITION_6 = "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10";
    // E.p. alignment cases (python-chess examples/perft/tricky.perft: align-ep, align-ep-pinned).
    static final String ALIGN_EP = "8/8/8/1k6/3Pp3/8/8/4KQ2 b - d3 0 1";
    static final String ALIGN_EP_PINNED = "1b1k4/8/8/1rPpK3/8/8/8/8 w - d6 0 1";
    /** N. Petrović 1964: the legal position with the most legal moves, 218 (a stress test for disambiguation). */
    static final String PETROVIC_218 = "R6R/3Q4/1Q4Q1/4Q3/2Q4Q/Q4Q2/pp1Q4/kBNN1KB1 w - - 0 1";

    // From the e.p. literature (data/positions.md of the project).
    /** Gundersen - Faul, Melbourne 1928, after 14...g5: 15.hxg6 e.p.# (double check by Bc1 and Rh1). */
    static final String GUNDERSEN_FAUL = "r1bq1r2/pp2n3/4N2k/3pPppP/1b1n2Q1/2N5/PP3PP1/R1B1K2R w KQ g6 0 15";
    /** Petrov Defence after 5...d5: 6.exd6 e.p. is legal. */
    static final String PETROV = "rnbqkb1r/ppp2ppp/8/3pP3/3Qn3/5N2/PPP2PPP/RNB1KB1R w KQkq d6 0 6";
    /** K. S. Howard 1938, #3: key 1.d4!, after which Black may capture e.p. two ways. */
    static final String HOWARD_1938 = "B4n2/3ppp2/1Np1k2N/2P1P3/2p1p2p/6B1/3P1P2/Q3R1K1 w - - 0 1";

    private NamedPositions() {
    }
}
