package org.passant.board;

import java.util.ArrayList;
import java.util.List;

/**
 * The moves and turns of the side to move under its position's {@link RuleSet}. A search walks
 * turns move by move: {@link #moves} gives what may be played next (the first or the second move
 * of the turn, as {@link Position#moveOfTurn} says), {@link Position#makeInTurn} plays one and
 * decides whether the turn goes on. {@link #turns} lists whole turns for callers off the search's
 * path (tests, notation, the first level of a tree).
 *
 * <p>The moves come in {@link MoveGenerator}'s order, e.p. captures among their pawn's moves.
 */
public final class TurnGenerator {
    private TurnGenerator() {
    }

    /** The moves that may be played next in the turn, written from {@code start}; returns the new end. */
    public static int moves(Position p, int[] out, int start) {
        RuleSet rules = p.ruleSet();
        if (rules == RuleSet.ORTHODOX) {
            return MoveGenerator.legal(p, out, start);
        }
        int us = p.sideToMove();
        if (p.pieces(us, Piece.KING) == 0) {
            return start; // its king is captured (double-move chess): the game is over
        }
        int end = rules.observesCheck() ? MoveGenerator.legal(p, out, start) : PseudoLegalMoves.generate(p, out, start);
        return addEnPassantCaptures(p, out, start, end, false);
    }

    /**
     * The moves that may be played next and give check, for a rule set that observes check
     * (Marseillais chess): the last move of a mating turn must give check, so a search looking
     * for a mate on that move needs no other. Valid when the side not to move is not in check,
     * as at any move of a Marseillais turn (a check ends the turn that gives it).
     */
    public static int checks(Position p, int[] out, int start) {
        return addEnPassantCaptures(p, out, start, MoveGenerator.checks(p, out, start), true);
    }

    /**
     * Adds to the moves in {@code out[start, end)} the e.p. captures that the position's e.p.
     * rights allow, each where the generator's order puts it; returns the new end. A capture that
     * would leave the own king attacked is left out where the rule set observes check; with
     * {@code checksOnly}, so is one that does not give check.
     */
    private static int addEnPassantCaptures(Position p, int[] out, int start, int end, boolean checksOnly) {
        int us = p.sideToMove();
        boolean observesCheck = p.ruleSet().observesCheck();
        for (long rights = p.capturableEnPassantSquares(); rights != 0; rights &= rights - 1) {
            int passed = Long.numberOfTrailingZeros(rights);
            if (!standsToBeTaken(p, passed, us)) {
                continue;
            }
            for (long capturers = Attacks.pawn(us ^ 1, passed) & p.pieces(us, Piece.PAWN); capturers != 0; capturers &= capturers - 1) {
                int from = Long.numberOfTrailingZeros(capturers);
                int ep = Move.of(from, passed, Move.EN_PASSANT, Piece.PAWN, Piece.PAWN, 0);
                boolean legal = !observesCheck || p.enPassantIsLegal(from, passed);
                if (legal && (!checksOnly || p.givesCheck(ep))) {
                    end = insertInOrder(out, start, end, ep);
                }
            }
        }
        return end;
    }

    /**
     * Whether the side to move, not in check, surely has a move: an unpinned knight, bishop, rook
     * or queen with a square to go to, or an unpinned pawn with the square ahead free. Not being in
     * check, such a move cannot leave its own king attacked. Cheap, for {@link Position#makeInTurn},
     * which asks after every first move whether a second exists; false says only that this quick
     * look found none, and the caller then generates.
     */
    static boolean surelyHasMove(Position p) {
        int us = p.sideToMove();
        long own = p.pieces(us);
        long occupied = p.occupied();
        long free = ~p.pinned();
        for (long knights = p.pieces(us, Piece.KNIGHT) & free; knights != 0; knights &= knights - 1) {
            if ((Attacks.knight(Long.numberOfTrailingZeros(knights)) & ~own) != 0) {
                return true;
            }
        }
        long queens = p.pieces(us, Piece.QUEEN);
        for (long diagonal = (p.pieces(us, Piece.BISHOP) | queens) & free; diagonal != 0; diagonal &= diagonal - 1) {
            if ((Attacks.bishop(Long.numberOfTrailingZeros(diagonal), occupied) & ~own) != 0) {
                return true;
            }
        }
        for (long straight = (p.pieces(us, Piece.ROOK) | queens) & free; straight != 0; straight &= straight - 1) {
            if ((Attacks.rook(Long.numberOfTrailingZeros(straight), occupied) & ~own) != 0) {
                return true;
            }
        }
        long pawns = p.pieces(us, Piece.PAWN) & free;
        long ahead = us == Piece.WHITE ? pawns << 8 : pawns >>> 8;
        return (ahead & ~occupied) != 0;
    }

    /** Whether the side to move has a move to play next. */
    public static boolean hasMove(Position p) {
        return hasMove(p, new int[MoveGenerator.MAX_MOVES]);
    }

    /** {@link #hasMove(Position)} with a caller's scratch array of {@link MoveGenerator#MAX_MOVES}, for a search that must not allocate. */
    public static boolean hasMove(Position p, int[] scratch) {
        return moves(p, scratch, 0) > 0;
    }

    /**
     * Whether a pawn of the side to move may capture e.p. onto a square passed over now, by the
     * rule set's rules (the right itself is the caller's to know).
     */
    static boolean canCaptureEnPassant(Position p, int passed) {
        int us = p.sideToMove();
        if (!standsToBeTaken(p, passed, us) || p.pieces(us, Piece.KING) == 0) {
            return false;
        }
        for (long capturers = Attacks.pawn(us ^ 1, passed) & p.pieces(us, Piece.PAWN); capturers != 0; capturers &= capturers - 1) {
            if (!p.ruleSet().observesCheck() || p.enPassantIsLegal(Long.numberOfTrailingZeros(capturers), passed)) {
                return true;
            }
        }
        return false;
    }

    /** The enemy pawn is still in front of the square passed over, and that square is empty. */
    private static boolean standsToBeTaken(Position p, int passed, int us) {
        int victim = passed + (us == Piece.WHITE ? -8 : 8);
        return p.pieceAt(passed) == Piece.NONE && p.pieceAt(victim) == Piece.code(us ^ 1, Piece.PAWN);
    }

    /**
     * Puts an e.p. capture where the generator's order has it: after the other moves of its pawn,
     * before the moves of pawns further on and castling.
     */
    private static int insertInOrder(int[] out, int start, int end, int ep) {
        int from = Move.from(ep);
        int at = end;
        for (int i = start; i < end; i++) {
            int m = out[i];
            if (Move.isCastling(m) || Move.mover(m) == Piece.PAWN && !Move.isEnPassant(m) && Move.from(m) > from
                    || Move.isEnPassant(m) && Move.from(m) > from) {
                at = i;
                break;
            }
        }
        System.arraycopy(out, at, out, at + 1, end - at);
        out[at] = ep;
        return end + 1;
    }

    /**
     * Every turn the side to move may play from here, first moves in generation order, each with
     * its second moves in theirs. From a position at the second move of a turn, the turns are that
     * move alone. Allocates: for callers off the search's path.
     */
    public static List<Turn> turns(Position p) {
        List<Turn> turns = new ArrayList<>();
        int[] firsts = new int[MoveGenerator.MAX_MOVES];
        int[] seconds = new int[MoveGenerator.MAX_MOVES];
        boolean secondDue = p.ruleSet().hasTwoMoveTurns() && p.moveOfTurn() == 1 && !p.isSingleMoveTurn();
        int n = moves(p, firsts, 0);
        for (int i = 0; i < n; i++) {
            int first = firsts[i];
            p.makeInTurn(first);
            if (p.ruleSet().hasTwoMoveTurns() && p.moveOfTurn() == 2) {
                int k = moves(p, seconds, 0);
                for (int j = 0; j < k; j++) {
                    turns.add(Turn.of(first, seconds[j]));
                }
            } else {
                turns.add(Turn.single(first, secondDue));
            }
            p.unmakeInTurn(first);
        }
        return turns;
    }
}
