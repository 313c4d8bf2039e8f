package org.passant.retro;

import static org.passant.board.Bitboards.bit;

import org.passant.board.Bitboards;
import org.passant.board.Defect;
import org.passant.board.DefectKind;
import org.passant.board.Piece;
import org.passant.board.Square;

/**
 * Pieces that cannot have come to their squares past a pawn that made one move. A pawn one rank
 * in front of its starting rank made exactly one move; when only one starting square can have
 * been its own (the others hold unmoved pawns of its colour), it has stood on that square
 * ({@code origin}) or on its present one ({@code step}) at every moment of the game: on the origin
 * before its move, on the step ever after. So no piece ever moved through both, and a piece used
 * the step only before the pawn moved, the origin only after.
 *
 * <p>That closes squares the walls of units that never moved leave open. Janko's B record
 * {@code KQn5/1pp5/kp6/8/8/8/8/8 b}: if White's last move took a bishop on b8, that bishop came
 * in through a7 (c7 never moved), and a7 is reached only from b6; the black pawn on b6 came from
 * a7, so one of the two squares was always taken: the bishop cannot have got there.
 *
 * <p>The proof for each piece follows its moves backwards from its square, through phases: the
 * set of such pawns that have not made their move yet, which only grows going back (a pawn's
 * move happens while the piece stands elsewhere than on its two squares). An original piece
 * started when no such pawn had moved, on a starting square of its kind (that square is not one
 * of the pawns', so the pawns still to move can move while it waits there); a promoted one
 * appeared on its last rank at any time. Reaching neither is a proof that the piece cannot be
 * there. Over-estimates keep it a proof: every square but the walls and the pawns' squares of
 * the phase is passable; captures are allowed anywhere; beyond {@value #MAX_PAWNS} such pawns each
 * is taken alone; any last-rank square counts as a promotion.
 */
final class OneMovePawns {
    private OneMovePawns() {
    }

    /**
     * At most this many pawns are taken together (2^6 phases). With more, each is taken alone:
     * leaving pawns out only loses proofs, and taking each alone keeps the verdict the same when
     * colours are exchanged or the board mirrored (a choice of six by square would not).
     */
    private static final int MAX_PAWNS = 6;

    /** The first piece (of the side that moved last first, then the other) that cannot have reached its square, or null. */
    static Defect check(RetroBoard b, long walls) {
        Events e = new Events();
        long open = addPawnEvents(b, e);
        long cages = CagedPromotions.squares(b, walls);
        if (e.k == 0 && cages == 0 && open == 0) {
            return null;
        }
        if (open != 0 && !anyPieceShut(b, walls | cages | e.allAfter() | open, cages)) {
            // Every piece finds its way even with all those pawns on their squares for ever.
            open = 0;
            if (e.k == 0 && cages == 0) {
                return null;
            }
        }
        if (open != 0) {
            addCountedOrigins(b, e, open);
        }
        e.pawns = e.k;
        for (long rest = cages; rest != 0; rest &= rest - 1) {
            int square = Long.numberOfTrailingZeros(rest);
            int feeder = CagedPromotions.feeder(b, square, walls);
            // Before the promotion nothing is known to be held; at its moment the pawn held the feeder.
            e.add(0, bit(square), bit(square) | (feeder == Square.NONE ? 0 : bit(feeder)), square, feeder);
        }
        if (e.k == 0) {
            return null;
        }
        int mover = b.sideToMove ^ 1;
        if (e.k <= MAX_PAWNS) {
            Defect d = stranded(b, mover, e, cages, walls);
            return d != null ? d : stranded(b, mover ^ 1, e, cages, walls);
        }
        for (int i = 0; i < e.k; i++) {
            Events one = e.only(i);
            Defect d = stranded(b, mover, one, cages, walls);
            if (d == null) {
                d = stranded(b, mover ^ 1, one, cages, walls);
            }
            if (d != null) {
                return d;
            }
        }
        return null;
    }

    /**
     * The moves of the pawns one rank in front of their starting rank whose starting square the
     * unmoved pawns tell (each the only one of the three behind it that can have been its own).
     */
    static Events pawnEvents(RetroBoard b) {
        Events e = new Events();
        addPawnEvents(b, e);
        e.pawns = e.k;
        return e;
    }

    /** Adds the one-move pawns whose starting square is known to {@code e}; returns the others (their squares). */
    private static long addPawnEvents(RetroBoard b, Events e) {
        long open = 0; // pawns that moved once from a square the unmoved pawns do not tell
        for (int pawnColor = Piece.WHITE; pawnColor <= Piece.BLACK; pawnColor++) {
            int back = pawnColor == Piece.WHITE ? -8 : 8;
            long firstStep = b.pieces(pawnColor, Piece.PAWN) & (pawnColor == Piece.WHITE ? Bitboards.RANK_3 : Bitboards.RANK_6);
            long unmoved = b.pieces(pawnColor, Piece.PAWN) & (pawnColor == Piece.WHITE ? Bitboards.RANK_2 : Bitboards.RANK_7);
            for (long rest = firstStep; rest != 0; rest &= rest - 1) {
                int step = Long.numberOfTrailingZeros(rest);
                int origin = onlyOrigin(step, back, unmoved);
                if (origin != Square.NONE) {
                    e.add(bit(origin), bit(step), bit(origin) | bit(step), step, origin);
                } else {
                    open |= bit(step);
                }
            }
        }
        return open;
    }

    /**
     * Adds the pawns of {@code open} whose starting square capture counting fixes
     * ({@link PawnOrigins#possibleFiles}): a pawn one rank up came from one of the three squares
     * behind it, and when only one of their files is possible for it, from that square.
     */
    private static void addCountedOrigins(RetroBoard b, Events e, long open) {
        int[] files = PawnOrigins.possibleFiles(b);
        if (files == null) {
            return;
        }
        for (long rest = open; rest != 0; rest &= rest - 1) {
            int step = Long.numberOfTrailingZeros(rest);
            int possible = files[step];
            int file = Integer.numberOfTrailingZeros(possible);
            if (Integer.bitCount(possible) == 1 && Math.abs(file - Square.file(step)) <= 1) {
                int origin = Square.of(file, Square.rank(step) + (b.board[step] >>> 3 == Piece.WHITE ? -1 : 1));
                e.add(bit(origin), bit(step), bit(origin) | bit(step), step, origin);
            }
        }
    }

    /** Whether some piece (not a caged promoted one) cannot reach a starting square of its kind or its last rank past {@code blocked}. */
    private static boolean anyPieceShut(RetroBoard b, long blocked, long cages) {
        for (long rest = b.occupied & ~b.byType[Piece.PAWN] & ~cages; rest != 0; rest &= rest - 1) {
            int sq = Long.numberOfTrailingZeros(rest);
            if ((PieceOrigins.reach(b.board[sq] & 7, bit(sq), blocked, 0) & goals(b.board[sq] >>> 3, b.board[sq] & 7)) == 0) {
                return true;
            }
        }
        return false;
    }

    /** Where a piece of {@code kind} can have started its history: a starting square of its kind, or its last rank. */
    private static long goals(int color, int kind) {
        long homes = kind == Piece.KING ? bit(color == Piece.WHITE ? Square.E1 : Square.E8) : PieceOrigins.homes(color, kind);
        return homes | (kind == Piece.KING ? 0 : color == Piece.WHITE ? Bitboards.RANK_8 : Bitboards.RANK_1);
    }

    /**
     * The moments that close squares: a pawn's one move, or a caged piece's promotion. Before
     * event i the squares {@code before[i]} are held, after it {@code after[i]}; at its moment no
     * other unit stands on {@code during[i]}. {@code unit[i]} is the square of the unit it
     * concerns now, {@code origin[i]} where it came from (for the words).
     */
    static final class Events {
        final long[] before = new long[32];
        final long[] after = new long[32];
        final long[] during = new long[32];
        final int[] unit = new int[32];
        final int[] origin = new int[32];
        int k;
        /** Events before this index are pawns' moves, from it on promotions. */
        int pawns;

        void add(long before, long after, long during, int unit, int origin) {
            this.before[k] = before;
            this.after[k] = after;
            this.during[k] = during;
            this.unit[k] = unit;
            this.origin[k++] = origin;
        }

        long allAfter() {
            long all = 0;
            for (int i = 0; i < k; i++) {
                all |= after[i];
            }
            return all;
        }

        Events only(int i) {
            Events one = new Events();
            one.add(before[i], after[i], during[i], unit[i], origin[i]);
            one.pawns = i < pawns ? 1 : 0;
            return one;
        }
    }

    /** The one starting square the pawn on {@code step} can have come from, or {@link Square#NONE}. */
    private static int onlyOrigin(int step, int back, long unmovedPawns) {
        int straight = step + back;
        long candidates = bit(straight);
        int file = Square.file(step);
        if (file > 0) {
            candidates |= bit(straight - 1);
        }
        if (file < 7) {
            candidates |= bit(straight + 1);
        }
        candidates &= ~unmovedPawns;
        return Long.bitCount(candidates) == 1 ? Long.numberOfTrailingZeros(candidates) : Square.NONE;
    }

    /** The first piece of {@code color} that cannot have come to its square past the pawns, as a defect, or null. */
    private static Defect stranded(RetroBoard b, int color, Events e, long cages, long walls) {
        // A caged promoted piece is explained by its own promotion.
        long pieces = b.byColor[color] & ~b.byType[Piece.PAWN] & ~cages;
        long lastRank = color == Piece.WHITE ? Bitboards.RANK_8 : Bitboards.RANK_1;
        long allAfter = 0;
        for (int i = 0; i < e.k; i++) {
            allAfter |= e.after[i];
        }
        long[] reached = new long[1 << e.k];
        for (long rest = pieces; rest != 0; rest &= rest - 1) {
            int sq = Long.numberOfTrailingZeros(rest);
            int kind = b.board[sq] & 7;
            long homes = kind == Piece.KING ? bit(color == Piece.WHITE ? Square.E1 : Square.E8)
                    : PieceOrigins.homes(color, kind);
            long goals = homes | (kind == Piece.KING ? 0 : lastRank);
            // The present: every event has happened. Most pieces find a way out at once.
            if ((PieceOrigins.reach(kind, bit(sq), walls | allAfter, 0) & goals) != 0) {
                continue;
            }
            int blocker = blockingEvent(kind, sq, goals, e, walls, reached);
            if (blocker >= 0) {
                boolean cage = (cages & bit(e.unit[blocker])) != 0;
                return new Defect(cage ? DefectKind.PIECE_PAST_CAGED_PROMOTION : DefectKind.PIECE_PAST_ONE_MOVE_PAWN,
                        color, sq, bit(sq) | bit(e.unit[blocker]), e.origin[blocker], e.k);
            }
        }
        return null;
    }

    /**
     * Follows the piece back in time: a phase is the set of events that have not happened yet
     * (bit i: event i still to come), which only grows going back. Returns -1 if some phase
     * reaches a goal, else the event whose squares the piece's squares touch first (to name it).
     */
    private static int blockingEvent(int kind, int sq, long goals, Events e, long walls, long[] reached) {
        return (everStood(kind, sq, goals, e, walls, reached) & goals) != 0 ? -1 : nearest(kind, sq, e, walls);
    }

    /**
     * Every square the piece of {@code kind} now on {@code sq} can have stood on, going back
     * through the phases of {@code e} (an over-estimate: every square but the walls and the
     * events' squares of the phase is passable). Stops early, with the squares found so far,
     * once a square of {@code goals} is reached (0 for none: the whole set).
     */
    static long everStood(int kind, int sq, long goals, Events e, long walls) {
        return everStood(kind, sq, goals, e, walls, new long[1 << e.k]);
    }

    private static long everStood(int kind, int sq, long goals, Events e, long walls, long[] reached) {
        int k = e.k;
        int phases = 1 << k;
        java.util.Arrays.fill(reached, 0, phases, 0L);
        reached[0] = bit(sq);
        long ever = 0;
        for (int phase = 0; phase < phases; phase++) {
            long blocked = walls;
            for (int i = 0; i < k; i++) {
                blocked |= (phase & (1 << i)) != 0 ? e.before[i] : e.after[i];
            }
            long here = reached[phase] & ~blocked;
            if (here == 0) {
                continue;
            }
            here = PieceOrigins.reach(kind, here, blocked, 0);
            ever |= here;
            if ((here & goals) != 0) {
                return ever;
            }
            for (int i = 0; i < k; i++) {
                if ((phase & (1 << i)) == 0) {
                    // The event happens while the piece stands elsewhere than on the squares it concerns.
                    reached[phase | (1 << i)] |= here & ~e.during[i];
                }
            }
        }
        return ever;
    }

    /**
     * The event to name: the first whose squares the piece, moving past the walls alone, touches;
     * a promotion before a pawn's move, since it is the rarer reason and the one its words explain.
     */
    private static int nearest(int kind, int sq, Events e, long walls) {
        long around = PieceOrigins.reach(kind, bit(sq), walls, 0);
        for (int i = e.pawns; i < e.k; i++) {
            if ((around & e.during[i]) != 0) {
                return i;
            }
        }
        for (int i = 0; i < e.pawns; i++) {
            if ((around & e.during[i]) != 0) {
                return i;
            }
        }
        return 0;
    }
}
