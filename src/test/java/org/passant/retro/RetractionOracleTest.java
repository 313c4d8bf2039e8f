package org.passant.retro;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.passant.board.Attacks;
import org.passant.board.Castling;
import org.passant.board.Move;
import org.passant.board.MoveGenerator;
import org.passant.board.Piece;
import org.passant.board.Position;
import org.passant.board.Square;

/**
 * An independent check of the retraction generator on random positions (not only game
 * positions, so that odd corners such as promoted units, crowded home ranks and pawns beside
 * pawns come up often). The oracle knows nothing of retraction: it builds every conceivable
 * predecessor by brute force (each unit of the side that moved put back on each empty square,
 * with or without each capturable unit left behind, as a pawn or as itself, plus castlings and
 * e.p. set-ups) and asks the perft-verified forward move generator which of them has a legal move
 * into the position. Both sets of moves must be equal.
 */
class RetractionOracleTest {
    private static final int[] VICTIMS = {Piece.NONE, Piece.PAWN, Piece.KNIGHT, Piece.BISHOP, Piece.ROOK, Piece.QUEEN};

    @Test
    void retractionsAreExactlyTheMovesThatLeadIntoTheDiagram() {
        SplittableRandom random = new SplittableRandom(11);
        int compared = 0;
        int moves = 0;
        while (compared < 300) {
            Position p = randomPosition(random);
            if (p == null) {
                continue;
            }
            TreeSet<String> expected = oracle(p);
            TreeSet<String> actual = generated(p);
            assertEquals(expected, actual, "retractions of " + p.toFen());
            compared++;
            moves += expected.size();
        }
        assertTrue(moves > 7_500, "the random positions had too few retractions to mean much: " + moves);
    }

    /** Kings plus a few random units, the side not to move not in check (else nothing can have led here). */
    private static Position randomPosition(SplittableRandom random) {
        Position p = new Position();
        int units = 2 + random.nextInt(10);
        int placed = 0;
        p.put(Piece.code(Piece.WHITE, Piece.KING), kingSquare(random, Piece.WHITE));
        int bk = kingSquare(random, Piece.BLACK);
        if (p.pieceAt(bk) != Piece.NONE) {
            return null;
        }
        p.put(Piece.code(Piece.BLACK, Piece.KING), bk);
        while (placed < units) {
            int sq = homeBiasedSquare(random);
            int type = 1 + random.nextInt(5);
            if (p.pieceAt(sq) != Piece.NONE || (type == Piece.PAWN && (Square.rank(sq) == 0 || Square.rank(sq) == 7))) {
                continue;
            }
            p.put(Piece.code(random.nextInt(2), type), sq);
            placed++;
        }
        int side = random.nextInt(2);
        p.setState(side, 0, Square.NONE, 0, 1);
        int mover = side ^ 1;
        if (p.isAttacked(p.kingSquare(mover), side)) {
            return null;
        }
        return p;
    }

    /** Kings often at home so that castling comes up. */
    private static int kingSquare(SplittableRandom random, int color) {
        if (random.nextInt(3) == 0) {
            return color == Piece.WHITE ? Square.E1 : Square.E8;
        }
        return random.nextInt(64);
    }

    /** Squares near the edges and on the e.p. ranks are over-represented. */
    private static int homeBiasedSquare(SplittableRandom random) {
        int[] ranks = {0, 0, 1, 3, 4, 6, 7, 7, 2, 5};
        int r = random.nextInt(3) == 0 ? random.nextInt(8) : ranks[random.nextInt(ranks.length)];
        return Square.of(random.nextInt(8), r);
    }

    private static TreeSet<String> generated(Position p) {
        RetroBoard b = RetroBoard.of(p);
        int[] out = new int[Retractions.MAX_RETRACTIONS];
        int n = Retractions.generate(b, 0, Square.NONE, out, 0);
        TreeSet<String> set = new TreeSet<>();
        for (int i = 0; i < n; i++) {
            set.add(describe(out[i]));
        }
        assertEquals(n, set.size(), "duplicate retractions in " + p.toFen());
        return set;
    }

    private static String describe(int move) {
        return Move.uci(move) + "/kind" + Move.kind(move) + "/x" + Move.captured(move) + "/m" + Move.mover(move);
    }

    private static TreeSet<String> oracle(Position p) {
        int side = p.sideToMove();
        int mover = side ^ 1;
        byte[] target = placement(p);
        TreeSet<String> found = new TreeSet<>();
        for (int to = 0; to < 64; to++) {
            int code = p.pieceAt(to);
            if (code == Piece.NONE || Piece.color(code) != mover) {
                continue;
            }
            boolean mayBePromoted = Square.relativeRank(to, mover) == 7 && Piece.type(code) != Piece.KING && Piece.type(code) != Piece.PAWN;
            // Every move of every unit starts on a queen line or a knight jump from its arrival square.
            long origins = Attacks.queen(to, 0) | Attacks.knight(to);
            for (; origins != 0; origins &= origins - 1) {
                int from = Long.numberOfTrailingZeros(origins);
                if (p.pieceAt(from) != Piece.NONE) {
                    continue;
                }
                for (int victim : VICTIMS) {
                    if (victim == Piece.PAWN && (Square.rank(to) == 0 || Square.rank(to) == 7)) {
                        continue;
                    }
                    tryPredecessor(p, from, to, code, victim, false, target, found);
                    if (mayBePromoted) {
                        tryPredecessor(p, from, to, code, victim, true, target, found);
                    }
                }
            }
        }
        castlings(p, target, found);
        enPassants(p, target, found);
        return found;
    }

    /** Builds the predecessor (unit back on from, victim on to), then asks which legal moves reach the diagram. */
    private static void tryPredecessor(Position p, int from, int to, int code, int victim, boolean promoted,
                                       byte[] target, TreeSet<String> found) {
        int mover = Piece.color(code);
        if (promoted && Square.relativeRank(from, mover) != 6) {
            return;
        }
        if (!promoted && Piece.type(code) == Piece.PAWN && Square.rank(from) != Square.rank(to) + (mover == Piece.WHITE ? -1 : 1)
                && Square.rank(from) != Square.rank(to) + (mover == Piece.WHITE ? -2 : 2)) {
            return; // cheap pre-filter only; the forward generator decides
        }
        Position q = copyPlacement(p);
        q.remove(to);
        q.put(promoted ? Piece.code(mover, Piece.PAWN) : code, from);
        if (victim != Piece.NONE) {
            q.put(Piece.code(mover ^ 1, victim), to);
        }
        if (q.pieceAt(from) == Piece.code(mover, Piece.PAWN) && (Square.rank(from) == 0 || Square.rank(from) == 7)) {
            return;
        }
        q.setState(mover, 0, Square.NONE, 0, 1);
        collect(q, target, found);
    }

    private static void castlings(Position p, byte[] target, TreeSet<String> found) {
        int mover = p.sideToMove() ^ 1;
        int home = mover == Piece.WHITE ? Square.E1 : Square.E8;
        int king = Piece.code(mover, Piece.KING);
        int rook = Piece.code(mover, Piece.ROOK);
        int[][] sides = {{home + 2, home + 1, home + 3, Castling.kingside(mover)}, {home - 2, home - 1, home - 4, Castling.queenside(mover)}};
        for (int[] s : sides) {
            if (p.pieceAt(s[0]) == king && p.pieceAt(s[1]) == rook && p.pieceAt(home) == Piece.NONE && p.pieceAt(s[2]) == Piece.NONE) {
                Position q = copyPlacement(p);
                q.remove(s[0]);
                q.remove(s[1]);
                q.put(king, home);
                q.put(rook, s[2]);
                q.setState(mover, s[3], Square.NONE, 0, 1);
                collect(q, target, found);
            }
        }
    }

    /** E.p.: the capturer back beside the victim, which has just double-stepped (e.p. square set). */
    private static void enPassants(Position p, byte[] target, TreeSet<String> found) {
        int mover = p.sideToMove() ^ 1;
        int up = mover == Piece.WHITE ? 8 : -8;
        for (int to = 0; to < 64; to++) {
            if (p.pieceAt(to) != Piece.code(mover, Piece.PAWN) || Square.relativeRank(to, mover) != 5) {
                continue;
            }
            int victim = to - up;
            for (int df = -1; df <= 1; df += 2) {
                int file = Square.file(to) + df;
                if (file < 0 || file > 7) {
                    continue;
                }
                int from = Square.of(file, Square.rank(victim));
                if (p.pieceAt(from) != Piece.NONE || p.pieceAt(victim) != Piece.NONE || p.pieceAt(to + up) != Piece.NONE) {
                    continue;
                }
                Position q = copyPlacement(p);
                q.remove(to);
                q.put(Piece.code(mover, Piece.PAWN), from);
                q.put(Piece.code(mover ^ 1, Piece.PAWN), victim);
                q.setState(mover, 0, to, 0, 1);
                collect(q, target, found);
            }
        }
    }

    private static void collect(Position q, byte[] target, TreeSet<String> found) {
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.legal(q, moves, 0);
        List<Integer> hits = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            q.make(moves[i]);
            if (java.util.Arrays.equals(placement(q), target)) {
                hits.add(moves[i]);
            }
            q.unmake(moves[i]);
        }
        for (int m : hits) {
            found.add(describe(m));
        }
    }

    private static byte[] placement(Position p) {
        byte[] b = new byte[64];
        for (int sq = 0; sq < 64; sq++) {
            b[sq] = (byte) p.pieceAt(sq);
        }
        return b;
    }

    private static Position copyPlacement(Position p) {
        Position q = new Position();
        for (int sq = 0; sq < 64; sq++) {
            if (p.pieceAt(sq) != Piece.NONE) {
                q.put(p.pieceAt(sq), sq);
            }
        }
        return q;
    }
}
