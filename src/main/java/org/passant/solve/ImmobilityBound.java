package org.passant.solve;

import static org.passant.board.Bitboards.bit;

import java.util.stream.Stream;
import org.passant.board.Attacks;
import org.passant.board.Bitboards;
import org.passant.board.Piece;
import org.passant.board.Position;

/**
 * A necessary condition for a help stalemate in k half-moves: at the end every unit of the
 * stalemated side other than its king has no move, so each of those that can step now must lose
 * its moves on the way, and the moves left are few.
 *
 * <p>A unit X of the stalemated side is <em>free</em> when one of its first steps is an empty
 * square now: a pawn's step, a knight's jump, a line piece's step to a neighbouring square on
 * its lines. With its king ending on some square t within reach (the king's moves come out of
 * its side's), one of these holds for X at the end:
 * <ul>
 * <li>X moved, one move of its side (a different one per unit), and then: it stands where nothing
 * can move it ({@link Hideouts}: a piece once its side fills the square it came from, a pawn once
 * the square ahead is occupied, each such square to fill counted as below), or it was taken there
 * (a move of the other side, a unit of which can reach a square X can reach), or it is pinned
 * there;</li>
 * <li>X was taken where it stands (a move of the other side, a unit of which can reach it in
 * time on the empty board);</li>
 * <li>X is pinned where it stands: on a line from t with a square behind it (a pawn not along a
 * file, where it would still step; a line piece not along a line it moves on, where it could
 * still take its pinner), and a unit of the other side that moves along such lines (or a pawn
 * that may become one) ends on that line behind it, one unit per pin;</li>
 * <li>none of these: every one of its empty first steps is occupied at the end, for otherwise X
 * could step there: a piece's by its own units (it would take one of the other side's), each
 * square within reach of another of them; a pawn's by its own side's unit in the same way, or by
 * one of the other side that can get there.</li>
 * </ul>
 * Each square filled that is empty now takes a move landing there last, and a capture where a
 * unit stands now lands on no such square. So: all landings number at most the moves of both
 * sides less those captures (one more when the other side may castle, a move that lands twice);
 * the other side's, those captures plus the pawns' steps it fills, at most its moves. Of the
 * squares its own side fills, the king at the end fills only its own, and each unit that moved
 * and stands still at the end one square where its moves may have taken it, no two units the
 * same square and a unit that was taken none: the rest take moves of their own, out of those the
 * king and the moved units leave. And each of the king's neighbours that is empty now must at the
 * end be attacked by the other side's units or filled by one of its own, one more square to fill
 * (from the start where no unit of the other side can attack it at all), and those that none of
 * its units can stand on attacked: a unit of the other side that ends on a pawn's step attacks from
 * there, the others from where they took last (or stand now) after the moves left over, its king
 * never from beside the stalemated king, its pawns as pieces only where they may have promoted.
 * When for no t can each free unit be told one of these within the counts, no stalemate follows.
 * Each count only lets more through than a real line would. The bound does
 * not speak when the stalemated side has more than {@link #MAX_OWN_MOVES} moves (with three it
 * cut nothing in problem 20 of problems/helpmates.inp) or may castle, nor when the units are too
 * many to be sorted quickly. Not thread-safe (scratch arrays).
 */
final class ImmobilityBound {
    /** Moves of the stalemated side up to which the bound speaks: each square its king may reach is tried. */
    static final int MAX_OWN_MOVES = 2;
    private static final int MAX_FREE = 16;
    /** Steps of the sorting per king's square after which the bound gives up and lets the position through. */
    private static final int MAX_STEPS = 2048;

    private final int[] squares = new int[MAX_FREE];
    private final long[] steps = new long[MAX_FREE];
    private final int[] unitType = new int[MAX_FREE];
    private final boolean[] capturable = new boolean[MAX_FREE];
    /** Per free unit: where it may go and then have no move, and what that takes. */
    private final Hideouts[] hideouts = Stream.generate(Hideouts::new).limit(MAX_FREE).toArray(Hideouts[]::new);
    private final boolean[] pinnable = new boolean[MAX_FREE];
    /** Where the unit may stand after its side's moves (its own square left out). */
    private final long[] reach = new long[MAX_FREE];
    /** Where it may stand after one move of its own: where it ends when it moved once. */
    private final long[] firstReach = new long[MAX_FREE];
    /**
     * Per unit told to move and then stand still at the end (a hideout, a pin), the squares it
     * may end on: each fills at most one square of its side's to fill ({@link #fillsFit}).
     */
    private final long[] standingEnds = new long[MAX_FREE];
    private int standing;
    private final boolean[] pinnableAfterMoving = new boolean[MAX_FREE];
    /** Per king's square and free unit that may be pinned: the line behind it, and the units that can end there in time. */
    private final long[] pinLine = new long[MAX_FREE];
    private final int[] pinners = new int[MAX_FREE];
    /** Per free unit: how many from it on have a step that none of their side's other units can reach, to be filled. */
    private final int[] unfillable = new int[MAX_FREE];
    /** Where the stalemated side's other units (its king too) may stand after its moves. */
    private final long[] othersReach = new long[MAX_FREE];
    /** Where a unit of the stalemated side other than its king may stand at the end. */
    private long holdable;
    /** Per king's square: its neighbours no unit of its side can stand on, which the other side must attack at the end. */
    private long mustAttack;
    /** Every square the sorting may ask the king's side to fill: the free units' first steps and their hideouts' squares. */
    private long fillable;
    /** The squares empty now (the one the unit that moved left among them, those it may land on not). */
    private long empty;
    private final int[] unitSquares = new int[16];
    private final long[] unitReach = new long[16];
    private final long[] prefix = new long[16];
    /** Where the other side's units may stand after its moves. */
    private long otherStands;
    private int free;
    private int kingMoves;
    private int otherMoves;
    private int allLandings;
    /** One when the other side may castle: a move that lands twice. */
    private int otherCastles;
    private int diagonalSliders;
    private int straightSliders;
    private int sliders;
    /** Per king's square: the moves of the units, the pins possible. */
    private int unitMoves;
    /** The king's square at the end: of the squares to fill, the only one the king can fill. */
    private long kingEnd;
    /** The squares around it. */
    private long kingAround;
    /**
     * The other side's units, each with the captures and the pawn's step it is given in the
     * sorting (at most {@link #MAX_TAKES} captures, one step to end on, both by the free unit's
     * index) and the fewest moves that takes it on the empty board.
     */
    private static final int MAX_TAKES = 3;
    private final int[] workerKind = new int[16];
    private final int[] workerSquare = new int[16];
    private final boolean[] workerPawn = new boolean[16];
    private final int[][] taking = new int[16][MAX_TAKES];
    private final int[] takes = new int[16];
    /** Where unit u must end (a pawn's step, or a line behind a unit it pins), 0 for anywhere. */
    private final long[] endOn = new long[16];
    /** Where unit u may stand after the other side's moves, on the empty board. */
    private final long[] workerStands = new long[16];
    /** Where unit u may stand as a piece after the other side's moves: a pawn only once promoted. */
    private final long[] pieceStands = new long[16];
    private final int[] cost = new int[16];
    private int workers;
    private int workersCost;
    /** The side that plays the last half-move: the other side. */
    private int lastSide;
    /** Per free unit: the other side's units that can stand on its square, on its step (a pawn's), in time. */
    private final int[] takers = new int[MAX_FREE];
    private final int[] fillers = new int[MAX_FREE];
    /** {@code toSquare[u][i]}: unit u's fewest moves to free unit i's square. */
    private final int[][] toSquare = new int[16][MAX_FREE];

    /** The sets of pins already sorted at this distance of the king (each with its count), which failed. */
    private final long[] tried = new long[64];
    private int triedPins;
    private int pins;
    private int sortingSteps;

    /** Whether a stalemate of the side to move at the end may follow {@code plies} half-moves from {@code p}. */
    boolean stalemateMayFollow(Position p, int plies) {
        int mover = p.sideToMove();
        int last = plies % 2 == 1 ? mover : mover ^ 1;
        int otherMoves = last == mover ? (plies + 1) / 2 : plies / 2;
        return mayFollow(p, last, otherMoves, plies - otherMoves, NO_UNIT, 0L);
    }

    /**
     * Whether a stalemate may still follow, {@code plies} half-moves from {@code p}, once the side
     * to move, the side to be stalemated, has moved its unit on {@code from} to one of
     * {@code destinations} (its king too, then ending on one of them or a step further): what
     * {@link #stalemateMayFollow} would say of every such position after the move, asked once
     * for all of them. It speaks only four half-moves before the
     * stalemate, where that side then has one move left (the units that moved can then hide on
     * pawns' steps only). The unit that moved is left out, and so are the squares it may land on
     * from the steps of the others, while the square it left counts as empty; it may stand
     * anywhere within two moves, and a pawn's step may be blocked on any of those squares. Every
     * position after the move has at least the free units asked about here, with no more ways to
     * stop them: so where this says no, each of those positions would be turned away one by one.
     */
    boolean stalemateMayFollowAMoveFrom(Position p, int plies, int from, long destinations) {
        int stalemated = p.sideToMove();
        if (plies != 4 || from == p.kingSquare(stalemated) && (destinations & ~Attacks.king(from)) != 0) {
            return true; // a castling is not judged this way
        }
        return mayFollow(p, stalemated ^ 1, 2, 1, from, destinations);
    }

    private static final int NO_UNIT = -1;

    /**
     * Whether the stalemated side's free units can each be told a way to lose its moves with
     * {@code otherMoves} moves of the side that plays {@code last} and {@code ownMoves} of its
     * own; the unit on {@code moving} (unless {@link #NO_UNIT}) left out, having moved to one of
     * {@code landings}.
     */
    private boolean mayFollow(Position p, int last, int otherMoves, int ownMoves, int moving, long landings) {
        int stalemated = last ^ 1;
        this.otherMoves = otherMoves;
        kingMoves = ownMoves;
        if (kingMoves > MAX_OWN_MOVES || p.mayCastle(stalemated)) {
            return true;
        }
        otherCastles = p.mayCastle(last) ? 1 : 0;
        allLandings = kingMoves + otherMoves + otherCastles;
        if (!sameOtherSide(p, last)) {
            learnOtherSide(p, last);
        }
        if (!learnFreeUnits(p, stalemated, moving, landings)) {
            return true;
        }
        if (free == 0) {
            return true;
        }
        int king = p.kingSquare(stalemated);
        if (moving == king) {
            return kingFitsAfterItsMove(landings);
        }
        for (int walk = 0; walk <= kingMoves; walk++) {
            // The king's squares at one distance share all but their pins: each set of pins is sorted once.
            unitMoves = kingMoves - walk;
            triedPins = 0;
            for (long ring = KingSteps.ring(king, walk); ring != 0; ring &= ring - 1) {
                if (kingFits(Long.numberOfTrailingZeros(ring))) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * The king has stepped to one of {@code landings} with its side's one move left: it ends
     * there, that move left to its units, or one step further, none left.
     */
    private boolean kingFitsAfterItsMove(long landings) {
        long further = 0;
        unitMoves = kingMoves;
        triedPins = 0;
        for (long ends = landings; ends != 0; ends &= ends - 1) {
            int t = Long.numberOfTrailingZeros(ends);
            further |= Attacks.king(t);
            if (kingFits(t)) {
                return true;
            }
        }
        unitMoves = kingMoves - 1;
        triedPins = 0;
        for (long ends = further & ~landings; ends != 0; ends &= ends - 1) {
            if (kingFits(Long.numberOfTrailingZeros(ends))) {
                return true;
            }
        }
        return false;
    }

    private boolean kingFits(int t) {
        kingEnd = bit(t);
        kingAround = Attacks.king(t);
        mustAttack = kingAround & ~holdable;
        long attackable = attackableAround(t);
        if ((mustAttack & ~attackable) != 0) {
            return false; // a neighbour that no unit of the other side can attack, whatever it is given
        }
        // An empty neighbour that the other side cannot attack at all must be filled by the
        // king's side: a move of its own that lands there, whatever the sorting tells its units.
        long mustFill = kingAround & empty & ~attackable;
        if (Long.bitCount(mustFill) > unitMoves) {
            return false;
        }
        long pinnableNow = learnPins(t);
        // A sorting that failed on the units alone (never asking about the squares around the
        // king, with none to fill from the start) fails again wherever the pins are the same:
        // more squares to fill only fail it sooner. Unless the king's square is one the sorting
        // may fill (the king fills it for nothing) or units on its lines may be pinned there.
        boolean own = (fillable & kingEnd) != 0 || (pinnableNow & (1L << MAX_FREE) - 1) != 0;
        long pinKey = (pinnableNow << 4 | pins) << 7 | (own ? t : 64);
        for (int k = 0; k < triedPins; k++) {
            if (tried[k] == pinKey) {
                return false;
            }
        }
        sortingSteps = 0;
        workersCost = 0;
        aroundAsked = false;
        standing = 0;
        boolean fits = sortable(0, mustFill, mustFill, 0, 0, 0, 0, 0);
        if (!fits && !aroundAsked && mustFill == 0 && triedPins < tried.length) {
            tried[triedPins++] = pinKey;
        }
        return fits;
    }

    /** Whether the sorting under way has asked about the squares around the king ({@link #flightsHeld}). */
    private boolean aroundAsked;

    /** What the other side's units may attack at the end, the stalemated king on t, each with all the moves left. */
    private long attackableAround(int t) {
        return otherAttackable | KingSteps.attackedAwayFrom(otherKing, otherMoves + otherCastles, t);
    }

    /**
     * The other side's units per type and its moves, as {@link #learnOtherSide} last learnt them:
     * the positions asked about in a row are mostly siblings after moves of the stalemated side,
     * whose other side is the same (the sorting gives back every task it gives a unit, so what
     * was learnt is as learnt after it).
     */
    private final long[] otherUnitsLearnt = new long[Piece.KING + 1];
    private int otherMovesLearnt = -1;
    private int lastSideLearnt = -1;
    private int otherCastlesLearnt = -1;

    /** Whether the other side's units and moves are those {@link #learnOtherSide} learnt last; remembers them if not. */
    private boolean sameOtherSide(Position p, int last) {
        boolean same = otherMovesLearnt == otherMoves && lastSideLearnt == last && otherCastlesLearnt == otherCastles;
        for (int type = Piece.PAWN; type <= Piece.KING; type++) {
            long units = p.pieces(last, type);
            same &= otherUnitsLearnt[type] == units;
            otherUnitsLearnt[type] = units;
        }
        otherMovesLearnt = otherMoves;
        lastSideLearnt = last;
        otherCastlesLearnt = otherCastles;
        return same;
    }

    /** The line pieces the other side may have at the end (promotions in time included) and where its units may take. */
    private long otherReach;
    /**
     * Every square the other side's units but its king may attack at the end, each with all the
     * moves (and the castling) left; the king, on {@link #otherKing}, never from beside the
     * stalemated king ({@link #attackableAround}).
     */
    private long otherAttackable;
    private int otherKing;
    /** Where the other side's units that move along diagonals (along ranks and files) may stand, pawns that may promote among them. */
    private long diagonalPinnerStands;
    private long straightPinnerStands;

    private void learnOtherSide(Position p, int last) {
        long reach = 0;
        long stands = 0;
        long attackable = 0;
        long diagonalStands = 0;
        long straightStands = 0;
        int diagonal = 0;
        int straight = 0;
        int all = 0;
        int promotions = 0;
        long lastRank = last == Piece.WHITE ? Bitboards.RANK_8 : Bitboards.RANK_1;
        workers = 0;
        lastSide = last;
        for (long units = p.pieces(last); units != 0; units &= units - 1) {
            int square = Long.numberOfTrailingZeros(units);
            int type = Piece.type(p.pieceAt(square));
            workerKind[workers] = EmptyBoardStates.kind(last, type);
            workerSquare[workers] = square;
            workerPawn[workers] = type == Piece.PAWN;
            takes[workers] = 0;
            endOn[workers] = 0;
            cost[workers] = 0;
            workers++;
            if (otherMoves > 0) {
                reach |= EmptyBoardReach.attackedWithin(last, type, square, otherMoves - 1);
            }
            workerStands[workers - 1] = EmptyBoardReach.reachedWithin(last, type, square, otherMoves);
            pieceStands[workers - 1] = EmptyBoardStates.standsAsPieceWithin(workerKind[workers - 1], square, otherMoves);
            if (type != Piece.KING) {
                attackable |= EmptyBoardReach.attackedWithin(last, type, square, otherMoves + otherCastles);
            }
            if (movesAlong(type, true)) {
                diagonalStands |= pieceStands[workers - 1];
            }
            if (movesAlong(type, false)) {
                straightStands |= pieceStands[workers - 1];
            }
            stands |= workerStands[workers - 1];
            switch (type) {
                case Piece.BISHOP -> { diagonal++; all++; }
                case Piece.ROOK -> { straight++; all++; }
                case Piece.QUEEN -> { diagonal++; straight++; all++; }
                case Piece.PAWN -> {
                    if ((EmptyBoardReach.reachedWithin(last, Piece.PAWN, square, otherMoves) & lastRank) != 0) {
                        promotions++;
                    }
                }
                default -> { }
            }
        }
        promotions = Math.min(promotions, otherMoves);
        otherReach = reach;
        otherStands = stands;
        otherAttackable = attackable;
        otherKing = p.kingSquare(last);
        diagonalPinnerStands = diagonalStands;
        straightPinnerStands = straightStands;
        diagonalSliders = diagonal + promotions;
        straightSliders = straight + promotions;
        sliders = all + promotions;
    }

    /**
     * Fills the free units, leaving out the unit on {@code moving} (unless {@link #NO_UNIT}),
     * which may have landed on any of {@code landings} and reach one move further; false when
     * there are too many to sort.
     */
    private boolean learnFreeUnits(Position p, int stalemated, int moving, long landings) {
        long occupied = p.occupied();
        long left = moving == NO_UNIT ? 0L : bit(moving);
        // The square the unit left is empty after each of its moves: a step to it counts.
        empty = (~occupied | left) & ~landings;
        long own = p.pieces(stalemated);
        int king = p.kingSquare(stalemated);
        free = 0;
        for (long units = own & ~bit(king) & ~left; units != 0; units &= units - 1) {
            int square = Long.numberOfTrailingZeros(units);
            int type = Piece.type(p.pieceAt(square));
            long open = Hideouts.firstSteps(type, stalemated, square, occupied) & empty;
            if (open == 0) {
                continue;
            }
            if (free == MAX_FREE) {
                return false;
            }
            squares[free] = square;
            steps[free] = open;
            unitType[free] = type;
            capturable[free] = (otherReach & bit(square)) != 0;
            reach[free] = EmptyBoardReach.reachedWithin(stalemated, type, square, kingMoves) & ~bit(square);
            firstReach[free] = EmptyBoardReach.reachedWithin(stalemated, type, square, 1) & ~bit(square);
            hideouts[free].learn(type, stalemated, square, occupied | landings, own, kingMoves, otherStands);
            free++;
        }
        // Each free unit's others: the units before it in square order, then those after.
        int count = 0;
        for (long units = own; units != 0; units &= units - 1) {
            int square = Long.numberOfTrailingZeros(units);
            unitSquares[count] = square;
            // The unit that moved stands where one of its moves took it: within one move more.
            int moves = square == moving ? kingMoves + 1 : kingMoves;
            unitReach[count++] = EmptyBoardReach.reachedWithin(stalemated, Piece.type(p.pieceAt(square)), square, moves);
        }
        long before = 0;
        long held = 0;
        for (int u = 0; u < count; u++) {
            prefix[u] = before;
            before |= unitReach[u];
            if (unitSquares[u] != king) {
                held |= unitReach[u];
            }
        }
        holdable = held;
        long after = 0;
        for (int u = count - 1, i = free - 1; u >= 0; u--) {
            if (i >= 0 && unitSquares[u] == squares[i]) {
                othersReach[i--] = prefix[u] | after;
            }
            after |= unitReach[u];
        }
        int notFilled = 0;
        for (int i = free - 1; i >= 0; i--) {
            notFilled += (steps[i] & ~othersReach[i]) == 0 ? 0 : 1;
            unfillable[i] = notFilled;
        }
        fillable = 0;
        for (int i = 0; i < free; i++) {
            fillable |= steps[i];
            for (int w = 0; w < hideouts[i].count(); w++) {
                fillable |= hideouts[i].fill(w);
            }
            int step = unitType[i] != Piece.PAWN ? -1 : Long.numberOfTrailingZeros(steps[i]);
            takers[i] = 0;
            fillers[i] = 0;
            for (int u = 0; u < workers; u++) {
                toSquare[u][i] = EmptyBoardStates.standing(workerKind[u], workerSquare[u], squares[i]);
                if (toSquare[u][i] <= otherMoves && capturable[i]) {
                    takers[i] |= 1 << u;
                }
                if (step >= 0 && (otherStands & bit(step)) != 0
                        && EmptyBoardStates.standing(workerKind[u], workerSquare[u], step) <= otherMoves) {
                    fillers[i] |= 1 << u;
                }
            }
        }
        return true;
    }

    /**
     * For the king on t: which free units may be pinned (on a line from t, with a square behind
     * them on it; a pawn not along a file, where it would still step), which once they moved, and
     * how many at most: one per line from t, each by a line piece that moves along it, the lines
     * the units that move may step onto counted too.
     */
    private long learnPins(int t) {
        long lines = Attacks.queen(t, 0L);
        long mask = 0;
        int diagonalRays = 0;
        int straightRays = 0;
        int seen = 0;
        for (int i = 0; i < free; i++) {
            int x = squares[i];
            pinnable[i] = false;
            pinnableAfterMoving[i] = unitMoves > 0 && sliders > 0 && (reach[i] & lines) != 0;
            if ((lines & bit(x)) == 0) {
                continue;
            }
            int df = Integer.signum((x & 7) - (t & 7));
            int dr = Integer.signum((x >>> 3) - (t >>> 3));
            boolean diagonal = df != 0 && dr != 0;
            long behind = Bitboards.beyond(t, x);
            if (behind == 0 || (unitType[i] == Piece.PAWN && df == 0) || (diagonal ? diagonalSliders : straightSliders) == 0
                    || !pinStops(unitType[i], diagonal)) {
                continue;
            }
            int can = 0;
            for (int u = 0; u < workers; u++) {
                // Where it may stand in time, from the same tables as its fewest moves.
                if (movesAlong(workerType(u), diagonal) && (pieceStands[u] & behind) != 0) {
                    can |= 1 << u;
                }
            }
            if (can == 0) {
                continue; // no line piece of the other side gets behind it in time
            }
            pinLine[i] = behind;
            pinners[i] = can;
            pinnable[i] = true;
            mask |= 1L << i;
            int ray = rayBit(df, dr);
            if ((seen & ray) == 0) {
                seen |= ray;
                if (diagonal) {
                    diagonalRays++;
                } else {
                    straightRays++;
                }
            }
        }
        pins = Math.min(sliders, Math.min(diagonalRays, diagonalSliders) + Math.min(straightRays, straightSliders));
        // A unit pinned once it moved stands on a line of its own from t, which counts too, one
        // more for each of the units' moves at most (a rook that steps to g6 to be pinned from h5,
        // the king on e8). Where the pins already number the line pieces, none is looked for.
        if (pins < sliders) {
            int raysAfterMoving = 0;
            for (int i = 0; i < free; i++) {
                if (pinnableAfterMoving[i]) {
                    int rays = raysToPinAfterMoving(t, reach[i], unitType[i]);
                    pinnableAfterMoving[i] = rays != 0;
                    raysAfterMoving |= rays;
                }
            }
            int fresh = raysAfterMoving & ~seen;
            int extraDiagonal = Integer.bitCount(fresh & DIAGONAL_RAYS);
            int extraStraight = Integer.bitCount(fresh & ~DIAGONAL_RAYS);
            int more = Math.min(sliders, Math.min(diagonalRays + extraDiagonal, diagonalSliders)
                    + Math.min(straightRays + extraStraight, straightSliders));
            pins = Math.min(more, pins + unitMoves);
        }
        for (int i = 0; i < free; i++) {
            if (pinnableAfterMoving[i]) {
                mask |= 1L << (i + MAX_FREE);
            }
        }
        return mask;
    }

    /** A line from the king's square by its direction (each of -1, 0, 1 along files and ranks): one bit of nine. */
    private static int rayBit(int df, int dr) {
        return 1 << ((df + 1) * 3 + dr + 1);
    }

    /** The {@link #rayBit}s of the four diagonals. */
    private static final int DIAGONAL_RAYS = rayBit(-1, -1) | rayBit(-1, 1) | rayBit(1, -1) | rayBit(1, 1);

    /**
     * Whether a unit of this type moves along diagonals (along ranks and files), so that it may
     * pin there: a pawn counted as the piece it may become.
     */
    private static boolean movesAlong(int type, boolean diagonal) {
        return type == Piece.PAWN || type == Piece.QUEEN || type == (diagonal ? Piece.BISHOP : Piece.ROOK);
    }

    /**
     * Whether a pin along a diagonal (a rank or file) takes every move from a unit of this type:
     * not from a piece that moves along that line, which can always take its pinner. (A pawn may
     * promote on the way: counted as pinnable on either.)
     */
    private static boolean pinStops(int type, boolean diagonal) {
        return type == Piece.PAWN || !movesAlong(type, diagonal);
    }

    /**
     * The lines from t (as {@link #rayBit}s) on which a unit
     * that may stand on {@code reach} once it moved may be pinned: it stands on the line with a
     * square behind it, where a unit of the other side that moves along such lines (or a pawn
     * that may become one) may stand in time.
     */
    private int raysToPinAfterMoving(int t, long reach, int type) {
        int rays = 0;
        for (long next = Attacks.king(t); next != 0; next &= next - 1) {
            int n = Long.numberOfTrailingZeros(next);
            long on = reach & (bit(n) | Bitboards.beyond(t, n));
            if (on == 0) {
                continue;
            }
            // The square nearest t has the most squares behind it.
            int x = n > t ? Long.numberOfTrailingZeros(on) : 63 - Long.numberOfLeadingZeros(on);
            long behind = Bitboards.beyond(t, x);
            int df = (n & 7) - (t & 7);
            int dr = (n >>> 3) - (t >>> 3);
            boolean diagonal = df != 0 && dr != 0;
            if (behind != 0 && (diagonal ? diagonalSliders : straightSliders) != 0 && pinStops(type, diagonal)
                    && ((diagonal ? diagonalPinnerStands : straightPinnerStands) & behind) != 0) {
                rays |= rayBit(df, dr);
            }
        }
        return rays;
    }

    /**
     * Whether the free units from {@code i} on can each be told what happens to them within the
     * counts, given the counts so far: the squares to fill ({@code filled}, of which
     * {@code filledByOwn} by the stalemated side's units), the moves of the units that moved
     * (where those that stand still at the end may end: {@link #standingEnds}), the units taken
     * (of them {@code takenStill} where they stand now, a square that is not
     * empty now and so not one to fill) and pinned, and the pawns' steps the other side fills.
     * The captures where the units stand and those steps are each given to a unit of the other
     * side that can get there ({@link #workersCost}).
     */
    private boolean sortable(int i, long filled, long filledByOwn, int moved, int taken, int takenStill, int pinned,
            int otherLandings) {
        if (++sortingSteps > MAX_STEPS) {
            return true;
        }
        if (i == free) {
            return flightsHeld(filled, filledByOwn, moved, takenStill);
        }
        // Each unit left whose steps its side cannot fill needs a move of its own, a capture or
        // a pawn's step filled by the other side, or a pin: no more than are left of each.
        if (unfillable[i] > unitMoves - moved + otherMoves + otherCastles - takenStill - otherLandings + pins - pinned) {
            return false;
        }
        Hideouts ways = hideouts[i];
        for (int w = 0; w < ways.count(); w++) {
            long fill = ways.fill(w);
            standingEnds[standing++] = ways.ends(w);
            boolean fits = fits(i, filled | fill, filledByOwn | fill, moved + ways.moves(w), taken, takenStill, pinned,
                    otherLandings);
            standing--;
            if (fits) {
                return true; // moved, and stands where nothing moves it
            }
        }
        if ((reach[i] & otherReach) != 0 && fits(i, filled, filledByOwn, moved + 1, taken + 1, takenStill, pinned,
                otherLandings)) {
            return true; // moved, then taken: it stands nowhere at the end
        }
        if (pinnableAfterMoving[i]) {
            standingEnds[standing++] = firstReach[i];
            boolean fits = fits(i, filled, filledByOwn, moved + 1, taken, takenStill, pinned + 1, otherLandings);
            standing--;
            if (fits) {
                return true; // moved, then pinned
            }
        }
        for (int left = pinnable[i] ? pinners[i] : 0; left != 0; left &= left - 1) {
            int u = Integer.numberOfTrailingZeros(left);
            long before = endOn[u];
            long ends = before == 0 ? pinLine[i] : before & pinLine[i];
            if (ends == 0) {
                continue; // it already ends elsewhere
            }
            int paid = cost[u];
            endOn[u] = ends;
            boolean fits = charge(u) && fits(i, filled, filledByOwn, moved, taken, takenStill, pinned + 1, otherLandings);
            endOn[u] = before;
            refund(u, paid);
            if (fits) {
                return true; // pinned by unit u, which ends on the line behind it
            }
        }
        // Filled by its own side: every square within reach of another of its units.
        if ((steps[i] & ~othersReach[i]) == 0 && fits(i, filled | steps[i], filledByOwn | steps[i], moved, taken,
                takenStill, pinned, otherLandings)) {
            return true;
        }
        for (int left = takers[i]; left != 0; left &= left - 1) {
            int u = Integer.numberOfTrailingZeros(left);
            if (takes[u] == MAX_TAKES) {
                continue;
            }
            int paid = cost[u];
            taking[u][takes[u]++] = i;
            boolean fits = charge(u) && fits(i, filled, filledByOwn, moved, taken + 1, takenStill + 1, pinned,
                    otherLandings);
            takes[u]--;
            refund(u, paid);
            if (fits) {
                return true; // taken where it stands, by unit u
            }
        }
        for (int left = fillers[i]; left != 0; left &= left - 1) {
            int u = Integer.numberOfTrailingZeros(left);
            long before = endOn[u];
            long ends = before == 0 ? steps[i] : before & steps[i];
            if (ends == 0) {
                continue; // it already ends elsewhere
            }
            int paid = cost[u];
            endOn[u] = ends;
            boolean fits = charge(u) && fits(i, filled | steps[i], filledByOwn, moved, taken, takenStill, pinned,
                    otherLandings + 1);
            endOn[u] = before;
            refund(u, paid);
            if (fits) {
                return true; // the pawn's step filled by unit u, which ends there
            }
        }
        return false;
    }

    /**
     * Whether every square around the king may be held at the end, after what the units were
     * told: each one that is empty now either attacked by the other side or filled by a unit of
     * the king's side, one more square for its moves to fill ({@link #fillsFit}); the
     * neighbours none of its units can stand on attacked.
     */
    private boolean flightsHeld(long filled, long filledByOwn, int moved, int takenStill) {
        aroundAsked = true;
        long open = kingAround & empty & ~filledByOwn;
        if (mustAttack == 0 && open == 0) {
            return true;
        }
        long attacked = attackedAtTheEnd();
        if ((mustAttack & ~attacked) != 0) {
            return false;
        }
        long fill = open & ~attacked;
        if (fill == 0) {
            return true;
        }
        return fillsFit(filled | fill, filledByOwn | fill, moved, takenStill);
    }

    /**
     * What the other side's units may attack at the end, after what they were given: a unit that
     * ends on a pawn's step attacks from there (a pawn perhaps as the piece it became), the others
     * from their last capture (or where they stand) after the moves the captures and steps leave,
     * each given all of them.
     */
    private long attackedAtTheEnd() {
        int spare = otherMoves + otherCastles - workersCost;
        long attacked = 0;
        for (int u = 0; u < workers; u++) {
            if (endOn[u] != 0) {
                for (long ends = endOn[u]; ends != 0; ends &= ends - 1) {
                    int e = Long.numberOfTrailingZeros(ends);
                    attacked |= !workerPawn[u] ? EmptyBoardReach.attackedWithin(lastSide, workerType(u), e, 0)
                            : Attacks.pawn(lastSide, e) | attackedAsPiece(u, e, 0);
                }
            } else if (takes[u] == 0) {
                attacked |= attackedFrom(u, workerSquare[u], spare);
            } else {
                for (int k = 0; k < takes[u]; k++) {
                    int c = squares[taking[u][k]];
                    attacked |= attackedFrom(u, c, spare);
                    if (workerPawn[u]) { // it may have taken there as the piece it became
                        attacked |= attackedAsPiece(u, c, spare);
                    }
                }
            }
        }
        return attacked;
    }

    /**
     * What unit u, standing on {@code from}, may attack at the end after {@code moves} more moves,
     * on the empty board: a king never from beside the stalemated king.
     */
    private long attackedFrom(int u, int from, int moves) {
        return workerType(u) == Piece.KING ? KingSteps.attackedAwayFrom(from, moves, Long.numberOfTrailingZeros(kingEnd))
                : EmptyBoardReach.attackedWithin(lastSide, workerType(u), from, moves);
    }

    /**
     * What unit u, a pawn, may attack from {@code square} as the piece it became there (a queen
     * or a knight, after {@code moves} more moves): nothing where it cannot have promoted by then.
     */
    private long attackedAsPiece(int u, int square, int moves) {
        return (pieceStands[u] & bit(square)) == 0 ? 0L
                : EmptyBoardReach.attackedWithin(lastSide, Piece.QUEEN, square, moves)
                        | EmptyBoardReach.attackedWithin(lastSide, Piece.KNIGHT, square, moves);
    }

    /** Unit u's fewest moves to stand on one of {@code squares}, on the empty board. */
    private int nearest(int u, long squares) {
        int best = Integer.MAX_VALUE;
        for (long rest = squares; rest != 0; rest &= rest - 1) {
            best = Math.min(best, EmptyBoardStates.standing(workerKind[u], workerSquare[u], Long.numberOfTrailingZeros(rest)));
        }
        return best;
    }

    /** Unit u's fewest moves from {@code from} (where it took last) to one of {@code squares}. */
    private int nearestFrom(int u, int from, long squares) {
        int best = Integer.MAX_VALUE;
        for (long rest = squares; rest != 0; rest &= rest - 1) {
            best = Math.min(best, leg(u, from, Long.numberOfTrailingZeros(rest)));
        }
        return best;
    }

    private int workerType(int u) {
        return workerPawn[u] ? Piece.PAWN : workerKind[u];
    }

    /** The counts with unit {@code i} told, then the units after it. */
    private boolean fits(int i, long f, long fo, int m, int c, int cs, int n, int ol) {
        if (!fillsFit(f, fo, m, cs) || c > otherMoves || n > pins || cs + ol > otherMoves + otherCastles) {
            return false;
        }
        return sortable(i + 1, f, fo, m, c, cs, n, ol);
    }

    /**
     * Whether the squares to fill ({@code filled}, of which {@code filledByOwn} by the king's
     * side) fit in the moves. Each square its own side fills is filled at the end by a unit that
     * landed there last: the king only on its own square, each unit that moved and stands still
     * on one square of its own ends ({@link #landedByMovers}), the others by moves of their own,
     * out of what the king and those units leave. And each square filled lands a move of either
     * side, besides the captures where units stand.
     */
    private boolean fillsFit(long filled, long filledByOwn, int moved, int takenStill) {
        long landed = filledByOwn & ~kingEnd;
        int ownFilled = Long.bitCount(landed) - landedByMovers(landed);
        return moved + ownFilled <= unitMoves && Long.bitCount(filled) + takenStill <= allLandings;
    }

    /**
     * The most squares of {@code landed} that the units told to move and stand still may fill,
     * each one square among its own ends: the largest matching of units to squares. Exact for
     * one or two units, all there can be within the moves (each took one at least, and the side
     * has {@link #MAX_OWN_MOVES} at most); with more the moves alone overflow, and every square
     * counts.
     */
    private int landedByMovers(long landed) {
        if (standing == 0) {
            return 0;
        }
        long first = standingEnds[0] & landed;
        if (standing == 1) {
            return first != 0 ? 1 : 0;
        }
        if (standing == 2) {
            long second = standingEnds[1] & landed;
            if (first == 0 || second == 0) {
                return (first | second) != 0 ? 1 : 0;
            }
            return Bitboards.several(first | second) ? 2 : 1;
        }
        return Math.min(standing, Long.bitCount(landed));
    }

    /** Sets unit u's cost for what it is given; false when the other side's moves no longer suffice. */
    private boolean charge(int u) {
        int before = cost[u];
        cost[u] = tour(u);
        workersCost += cost[u] - before;
        return workersCost <= otherMoves + otherCastles;
    }

    /** Sets unit u's cost back to what it was before a task it was given was taken back. */
    private void refund(int u, int paid) {
        workersCost += paid - cost[u];
        cost[u] = paid;
    }

    /**
     * The fewest moves for unit u to stand on each square it takes on, in some order, and then on
     * the square it ends on, on the empty board (after a capture a pawn may go on as a pawn or as
     * any piece it may have become).
     */
    private int tour(int u) {
        int n = takes[u];
        int[] on = taking[u];
        int best = Integer.MAX_VALUE;
        int orders = n <= 1 ? 1 : n == 2 ? 2 : 6;
        for (int order = 0; order < orders; order++) {
            int a = n > 0 ? on[ORDERS[order][0]] : -1;
            int moves = a < 0 ? 0 : toSquare[u][a];
            for (int k = 1; k < n && moves < best; k++) {
                int b = on[ORDERS[order][k]];
                moves += leg(u, squares[a], squares[b]);
                a = b;
            }
            if (endOn[u] != 0) {
                moves += a < 0 ? nearest(u, endOn[u]) : nearestFrom(u, squares[a], endOn[u]);
            }
            best = Math.min(best, moves);
        }
        return best;
    }

    private static final int[][] ORDERS = {{0, 1, 2}, {1, 0, 2}, {0, 2, 1}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};

    /** The fewest moves from a to b of unit u, now standing on a (a pawn perhaps promoted by then). */
    private int leg(int u, int a, int b) {
        int moves = EmptyBoardStates.standing(workerKind[u], a, b);
        if (workerPawn[u]) {
            moves = Math.min(moves, Math.min(EmptyBoardStates.standing(Piece.KNIGHT, a, b),
                    EmptyBoardStates.standing(Piece.QUEEN, a, b)));
        }
        return moves;
    }

}
