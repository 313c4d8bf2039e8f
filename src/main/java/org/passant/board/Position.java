package org.passant.board;

import static org.passant.board.Bitboards.bit;

/**
 * The board: a bitboard per piece (colour and type), a mailbox for "what stands here", the rights,
 * an incremental Zobrist hash, and make/unmake over a preallocated stack of per-ply states so
 * that the search never allocates. Each ply's state also keeps the position's check information
 * (checkers, pins, discovery candidates, check squares), computed when first asked.
 *
 * <p>The e.p. square is kept as the FEN states it (the square passed over by the last double
 * step); it enters the hash only when the side to move really has a legal e.p. capture, so that
 * positions that differ only by a dead e.p. square hash alike.
 */
public final class Position {
    /** Depth of the undo stack: plies that can be made on top of the set-up position. */
    public static final int MAX_PLY = 512;

    final byte[] board = new byte[64];
    /**
     * The units of each piece, indexed by piece code (colour << 3 | type; 0 and 8 unused). Colour
     * sets and the occupancy are derived where needed, so that make and unmake update one set for
     * a move and one more for a capture.
     */
    final long[] pieces = new long[16];

    /*
     * A position's state: side to move, castling rights, e.p. square, whether the side to move has
     * a legal e.p. capture onto it, and the halfmove clock, packed in one long (layout below); for
     * ply 1 on also the piece the last move captured and whether it was a pass.
     */
    private static final long SIDE = 1L;
    private static final int CASTLING_SHIFT = 1;
    private static final long CASTLING_BITS = 15L << CASTLING_SHIFT;
    /** E.p. square + 1 in 7 bits (0: none), so that "no e.p. square" is all zeros. */
    private static final int EP_SHIFT = 5;
    private static final long EP_SQUARE_BITS = 0x7FL << EP_SHIFT;
    private static final long EP_LEGAL = 1L << 12;
    /** The code of the piece the move to this ply captured (0: none), for unmake. */
    private static final int CAPTURED_SHIFT = 16;
    private static final long CAPTURED_BITS = 15L << CAPTURED_SHIFT;
    /** The move to this ply was a pass (which does not advance the move number). */
    private static final long NULL_MOVE = 1L << 13;
    /*
     * The turn under a rule set with two-move turns ({@link RuleSet}); all zero in orthodox
     * chess, so that orthodox states and hashes are what they were.
     */
    /** The next move is the second of the turn. */
    private static final long SECOND_MOVE = 1L << 14;
    /** The current turn is one move by rule (White's first turn of a double-move game). */
    private static final long SINGLE_TURN = 1L << 15;
    /** Up to two e.p. rights of the turn, each four bits: present (8) and the file of the square passed over. */
    private static final int RIGHTS_SHIFT = 20;
    private static final long RIGHTS_BITS = 0xFFL << RIGHTS_SHIFT;
    /**
     * The rights are the side to move's own double steps made on this turn's first move, waiting
     * for its opponent's next turn; without this bit they are rights the side to move may use.
     */
    private static final long OWN_RIGHTS = 1L << 28;
    /** Per right (bit 29 for the first, 30 for the second): its key is in the hash, a capture being really possible. */
    private static final int HASHED_SHIFT = 29;
    private static final long TURN_BITS = SECOND_MOVE | SINGLE_TURN | RIGHTS_BITS | OWN_RIGHTS | 3L << HASHED_SHIFT;
    private static final int HALFMOVE_SHIFT = 32;
    private static final long HALFMOVE_ONE = 1L << HALFMOVE_SHIFT;
    /** The move number at set-up; the current one is counted from the ply slots when asked (rarely). */
    private int fullmoveAtSetup = 1;
    /** Castlings that exclude one another (retro-strategy); a relation packed as in {@link CastlingExclusions}. */
    private int castlingExclusions;
    /** The rules this position is played under; only {@link #makeInTurn} and {@link TurnGenerator} read it. */
    private RuleSet ruleSet = RuleSet.ORTHODOX;
    /** Scratch for {@link #makeInTurn}'s test whether a second move exists; made when first needed. */
    private int[] secondMoves;

    /** Plies made since set-up: the slot of the current position in {@link #stack}. */
    private int ply;
    /**
     * One slot of {@link #STRIDE} longs per ply: the state, the hash, and the position's check
     * information. make fills the next slot's state and hash and marks its check information
     * unknown; unmake just steps back, so nothing is ever saved or restored.
     */
    private final long[] stack = new long[(MAX_PLY + 1) * STRIDE];
    private static final int STRIDE = 16;
    private static final int HASH = 1;
    /*
     * Check information, computed once per position when first asked and kept in its slot, so that
     * the generator, givesCheck, the mate test and the search's ordering share one computation. It
     * comes in three parts, each computed alone because many positions need only one (most leaves
     * ask for the checkers alone): the enemy units checking the side to move; its units pinned to
     * its king; and, for giving check, its units that may discover check and the squares from which
     * each of its piece types would check the enemy king directly. A part not yet computed holds
     * UNKNOWN in its first long (no set of checkers, pinned units or candidates is all squares).
     */
    private static final int CHECKERS = 2;
    private static final int PINNED = 3;
    private static final int DISCOVERERS = 4;
    /** Slot of the direct-check squares of a piece type is CHECK_SQUARES + type (pawn .. king). */
    private static final int CHECK_SQUARES = 5 - Piece.PAWN;
    private static final long UNKNOWN = -1L;

    /** An empty board, White to move, no rights. Use {@link Fen#parse} or {@link #put} to fill it. */
    public Position() {
    }

    /** Parses a FEN or 4-field EPD position (syntax only; see {@link PositionValidator} for legality). */
    public static Position fromFen(String fen) {
        return Fen.parse(fen);
    }

    public String toFen() {
        return Fen.write(this);
    }

    public Position copy() {
        Position q = ruleSet == RuleSet.ORTHODOX ? Fen.parse(Fen.write(this)) : TurnFen.parse(TurnFen.write(this), ruleSet);
        if (castlingExclusions != 0) {
            q.setCastlingExclusions(new CastlingExclusions(castlingExclusions));
        }
        return q;
    }

    // ---------------------------------------------------------------- queries

    /** The packed state of the current position (decoded by the static helpers below). */
    long state() {
        return stack[ply * STRIDE];
    }

    static int castlingOf(long state) {
        return (int) (state >>> CASTLING_SHIFT) & 15;
    }

    static int epSquareOf(long state) {
        return ((int) (state >>> EP_SHIFT) & 0x7F) - 1;
    }

    static boolean epLegalIn(long state) {
        return (state & EP_LEGAL) != 0;
    }

    public int sideToMove() {
        return (int) state() & 1;
    }

    public int pieceAt(int square) {
        return board[square];
    }

    public long pieces(int color, int type) {
        return pieces[color << 3 | type & 7];
    }

    public long pieces(int color) {
        int c = color << 3;
        return pieces[c | Piece.PAWN] | pieces[c | Piece.KNIGHT] | pieces[c | Piece.BISHOP]
                | pieces[c | Piece.ROOK] | pieces[c | Piece.QUEEN] | pieces[c | Piece.KING];
    }

    public long piecesOfType(int type) {
        return pieces[type & 7] | pieces[8 | type & 7];
    }

    public long occupied() {
        return pieces(Piece.WHITE) | pieces(Piece.BLACK);
    }

    /** Bishops and queens of a colour. */
    long diagonalSliders(int color) {
        int c = color << 3;
        return pieces[c | Piece.BISHOP] | pieces[c | Piece.QUEEN];
    }

    /** Rooks and queens of a colour. */
    long straightSliders(int color) {
        int c = color << 3;
        return pieces[c | Piece.ROOK] | pieces[c | Piece.QUEEN];
    }

    public int castlingRights() {
        return castlingOf(state());
    }

    /** Whether {@code color} keeps a castling right (on either side). */
    public boolean mayCastle(int color) {
        return (castlingRights() & Castling.of(color)) != 0;
    }

    /** The square passed over by the last double step as stated or played, or {@link Square#NONE}. */
    public int epSquare() {
        return epSquareOf(state());
    }

    /** Whether the side to move can legally capture e.p. now. */
    public boolean hasLegalEnPassant() {
        return epLegalIn(state());
    }

    public int halfmoveClock() {
        return (int) (state() >>> HALFMOVE_SHIFT);
    }

    public int fullmoveNumber() {
        // Each move by Black since set-up completes a move number; kept out of make/unmake.
        // A turn of two moves keeps the side to move after its first: count only where Black handed over.
        int number = fullmoveAtSetup;
        for (int k = 1; k <= ply; k++) {
            long s = stack[k * STRIDE];
            boolean blackBefore = ((int) stack[(k - 1) * STRIDE] & 1) == Piece.BLACK;
            if ((s & NULL_MOVE) == 0 && ((int) s & 1) == Piece.WHITE && blackBefore) {
                number++;
            }
        }
        return number;
    }

    public long hash() {
        return stack[ply * STRIDE + HASH];
    }

    /** Plies made since the set-up position (depth of the undo stack). */
    public int ply() {
        return ply;
    }

    // ---------------------------------------------------------------- check information

    /** Enemy units giving check to the side to move. */
    public long checkers() {
        long checkers = stack[ply * STRIDE + CHECKERS];
        return checkers == UNKNOWN ? checkers(occupied()) : checkers;
    }

    /** {@link #checkers()} for a caller that has the occupancy at hand. */
    long checkers(long occ) {
        int slot = ply * STRIDE;
        long checkers = stack[slot + CHECKERS];
        if (checkers == UNKNOWN) {
            int us = (int) stack[slot] & 1;
            int them = us ^ 1;
            long king = pieces[us << 3 | Piece.KING];
            if (king == 0) {
                checkers = 0;
            } else {
                int sq = Long.numberOfTrailingZeros(king);
                int t = them << 3;
                checkers = (Attacks.pawn(us, sq) & pieces[t | Piece.PAWN])
                        | (Attacks.knight(sq) & pieces[t | Piece.KNIGHT])
                        | (Attacks.bishop(sq, occ) & diagonalSliders(them))
                        | (Attacks.rook(sq, occ) & straightSliders(them));
            }
            stack[slot + CHECKERS] = checkers;
        }
        return checkers;
    }

    /** Units of the side to move pinned against their own king. */
    public long pinned() {
        long pinned = stack[ply * STRIDE + PINNED];
        if (pinned != UNKNOWN) {
            return pinned;
        }
        int us = sideToMove();
        int king = kingSquare(us);
        return king == Square.NONE ? 0
                : pinned(king, pieces(us), occupied(), diagonalSliders(us ^ 1), straightSliders(us ^ 1));
    }

    /** {@link #pinned()} for the generator, which has the own king's square, units and the rest at hand. */
    long pinned(int king, long own, long occ, long enemyDiagonal, long enemyStraight) {
        int slot = ply * STRIDE + PINNED;
        long pinned = stack[slot];
        if (pinned == UNKNOWN) {
            pinned = blockers(king, enemyDiagonal, enemyStraight, occ) & own;
            stack[slot] = pinned;
        }
        return pinned;
    }

    /** Units of the side to move whose moving off the line may uncover check to the enemy king. */
    public long discoveredCheckCandidates() {
        return stack[checkGivingSlot() + DISCOVERERS];
    }

    /**
     * The squares from which a unit of the side to move of this piece type would check the enemy
     * king directly (none for the king; none when there is no enemy king). Occupancy as it stands:
     * exact for a unit arriving there by a move that changes nothing else on the king's lines.
     */
    public long checkSquares(int type) {
        return stack[checkGivingSlot() + CHECK_SQUARES + type];
    }

    /**
     * The current slot, its check-giving part computed if it was not yet. Kept apart from the
     * computation so that it stays small enough for the JIT to inline into the callers' loops.
     */
    private int checkGivingSlot() {
        int slot = ply * STRIDE;
        if (stack[slot + DISCOVERERS] == UNKNOWN) {
            computeCheckGiving(slot);
        }
        return slot;
    }

    private void computeCheckGiving(int slot) {
        int us = (int) stack[slot] & 1;
        long enemyKing = pieces[(us ^ 1) << 3 | Piece.KING];
        long discoverers = 0;
        long pawn = 0;
        long knight = 0;
        long bishop = 0;
        long rook = 0;
        if (enemyKing != 0) {
            int king = Long.numberOfTrailingZeros(enemyKing);
            long occ = occupied();
            discoverers = blockers(king, diagonalSliders(us), straightSliders(us), occ) & pieces(us);
            pawn = Attacks.pawn(us ^ 1, king);
            knight = Attacks.knight(king);
            bishop = Attacks.bishop(king, occ);
            rook = Attacks.rook(king, occ);
        }
        stack[slot + DISCOVERERS] = discoverers;
        stack[slot + CHECK_SQUARES + Piece.PAWN] = pawn;
        stack[slot + CHECK_SQUARES + Piece.KNIGHT] = knight;
        stack[slot + CHECK_SQUARES + Piece.BISHOP] = bishop;
        stack[slot + CHECK_SQUARES + Piece.ROOK] = rook;
        stack[slot + CHECK_SQUARES + Piece.QUEEN] = bishop | rook;
        stack[slot + CHECK_SQUARES + Piece.KING] = 0;
    }

    public boolean inCheck() {
        return checkers() != 0;
    }

    public int kingSquare(int color) {
        long k = pieces[color << 3 | Piece.KING];
        return k == 0 ? Square.NONE : Long.numberOfTrailingZeros(k);
    }

    /** All units of either colour that attack a square, for the given occupancy. */
    public long attackersTo(int sq, long occ) {
        return (Attacks.pawn(Piece.WHITE, sq) & pieces[Piece.code(Piece.BLACK, Piece.PAWN)])
                | (Attacks.pawn(Piece.BLACK, sq) & pieces[Piece.code(Piece.WHITE, Piece.PAWN)])
                | (Attacks.knight(sq) & piecesOfType(Piece.KNIGHT))
                | (Attacks.king(sq) & piecesOfType(Piece.KING))
                | (Attacks.bishop(sq, occ) & (diagonalSliders(Piece.WHITE) | diagonalSliders(Piece.BLACK)))
                | (Attacks.rook(sq, occ) & (straightSliders(Piece.WHITE) | straightSliders(Piece.BLACK)));
    }

    public boolean isAttacked(int sq, int byColorIndex) {
        return isAttacked(sq, byColorIndex, occupied());
    }

    /** Whether units of a colour attack a square, with the given occupancy (e.g. without the king). */
    public boolean isAttacked(int sq, int by, long occ) {
        int c = by << 3;
        return (Attacks.pawn(by ^ 1, sq) & pieces[c | Piece.PAWN]) != 0
                || (Attacks.knight(sq) & pieces[c | Piece.KNIGHT]) != 0
                || (Attacks.king(sq) & pieces[c | Piece.KING]) != 0
                || (Attacks.bishop(sq, occ) & diagonalSliders(by)) != 0
                || (Attacks.rook(sq, occ) & straightSliders(by)) != 0;
    }

    /**
     * Units of any colour that stand alone between a king's square and one of the given sliders
     * aimed at it: with the king's enemies' sliders, kept to the king's own units, the pins
     * ({@link #pinned()}); with the sliders of the side to move against the enemy king, kept to
     * its units, the candidates for a discovered check ({@link #discoveredCheckCandidates()}).
     */
    private static long blockers(int king, long diagonal, long straight, long occ) {
        long snipers = (Attacks.rookRays(king) & straight) | (Attacks.bishopRays(king) & diagonal);
        long result = 0;
        while (snipers != 0) {
            int s = Long.numberOfTrailingZeros(snipers);
            snipers &= snipers - 1;
            long between = Bitboards.between(king, s) & occ;
            if (between != 0 && !Bitboards.several(between)) {
                result |= between;
            }
        }
        return result;
    }

    /**
     * Whether the side to move may capture e.p. with the pawn on {@code from} without leaving its
     * king attacked: decided on the board as it would be (both pawns gone from their rank, the
     * capturer on the target square), which covers pins along the rank through two pawns, diagonal
     * pins, and checks that the capture does or does not answer.
     */
    public boolean enPassantIsLegal(int from, int target) {
        int us = sideToMove();
        int them = us ^ 1;
        int victim = Square.of(Square.file(target), Square.rank(from));
        int king = kingSquare(us);
        if (king == Square.NONE) {
            return false;
        }
        long occ = (occupied() ^ bit(from) ^ bit(victim)) | bit(target);
        int t = them << 3;
        return (Attacks.bishop(king, occ) & diagonalSliders(them)) == 0
                && (Attacks.rook(king, occ) & straightSliders(them)) == 0
                && (Attacks.knight(king) & pieces[t | Piece.KNIGHT]) == 0
                && (Attacks.pawn(us, king) & pieces[t | Piece.PAWN] & ~bit(victim)) == 0
                && (Attacks.king(king) & pieces[t | Piece.KING]) == 0;
    }

    /**
     * Whether a legal move gives check. A plain move checks directly from a check square of its
     * unit, or by discovery when a candidate leaves the line to the king (the check information
     * answers both; exact because the side not to move is not in check, so a unit cannot slide
     * away from the king along a line it already has open to it). Promotions, castling and e.p.
     * (a double discovery) are decided on the occupancy after the move.
     */
    public boolean givesCheck(int move) {
        int us = sideToMove();
        int enemyKing = kingSquare(us ^ 1);
        if (enemyKing == Square.NONE) {
            return false;
        }
        int from = Move.from(move);
        int to = Move.to(move);
        if (Move.isPromotionEnPassantOrCastling(move)) {
            return specialMoveGivesCheck(move, us, enemyKing);
        }
        return (checkSquares(Move.mover(move)) & bit(to)) != 0
                || (discoveredCheckCandidates() & bit(from)) != 0 && !Bitboards.aligned(enemyKing, from, to);
    }

    /** givesCheck for a promotion, castling or e.p., decided on the occupancy after the move. */
    private boolean specialMoveGivesCheck(int move, int us, int enemyKing) {
        int from = Move.from(move);
        int to = Move.to(move);
        int kind = Move.kind(move);
        int after = Move.promotion(move) != 0 ? Move.promotion(move) : Move.mover(move);
        long fromBit = bit(from);
        long toBit = bit(to);
        long occ = (occupied() & ~fromBit) | toBit;
        long diagonal = diagonalSliders(us) & ~fromBit;
        long straight = straightSliders(us) & ~fromBit;
        if (after == Piece.BISHOP || after == Piece.QUEEN) {
            diagonal |= toBit;
        }
        if (after == Piece.ROOK || after == Piece.QUEEN) {
            straight |= toBit;
        }
        if (kind == Move.EN_PASSANT) {
            occ &= ~bit(Move.enPassantVictim(move));
        } else if (kind == Move.CASTLING) {
            int rookFrom = to > from ? from + 3 : from - 4;
            int rookTo = to > from ? from + 1 : from - 1;
            occ = (occ & ~bit(rookFrom)) | bit(rookTo);
            straight = (straight & ~bit(rookFrom)) | bit(rookTo);
        }
        if ((Attacks.bishop(enemyKing, occ) & diagonal) != 0 || (Attacks.rook(enemyKing, occ) & straight) != 0) {
            return true;
        }
        if (after == Piece.KNIGHT) {
            return (Attacks.knight(enemyKing) & toBit) != 0;
        }
        if (after == Piece.PAWN) {
            return (Attacks.pawn(us ^ 1, enemyKing) & toBit) != 0;
        }
        return false;
    }

    // ---------------------------------------------------------------- set-up

    /** Puts a piece on an empty square, keeping hash and bitboards in step. */
    public void put(int code, int sq) {
        long b = bit(sq);
        board[sq] = (byte) code;
        pieces[code & 15] |= b;
        stack[ply * STRIDE + HASH] ^= Zobrist.piece(code, sq);
        forgetCheckInformation(ply * STRIDE);
    }

    /** Removes whatever stands on a square (which must be occupied). */
    public void remove(int sq) {
        int code = board[sq];
        long b = bit(sq);
        board[sq] = 0;
        pieces[code & 15] &= ~b;
        stack[ply * STRIDE + HASH] ^= Zobrist.piece(code, sq);
        forgetCheckInformation(ply * STRIDE);
    }

    /**
     * Sets side, rights and counters directly (for set-up and retro analysis), then recomputes
     * the derived state: whether e.p. is capturable, the hash; the check information is computed anew when asked.
     * Under a rule set with two-move turns the position is then at the first move of a two-move
     * turn, the e.p. square (if on the rank the opponent's double steps pass) its one right; use
     * {@link #setTurnState} for anything else.
     */
    public void setState(int side, int castlingRights, int epTarget, int halfmove, int fullmove) {
        if ((side & ~1) != 0 || (castlingRights & ~Castling.ALL) != 0 || epTarget < Square.NONE || epTarget > 63) {
            throw new IllegalArgumentException("side " + side + ", castling rights " + castlingRights
                    + ", e.p. square " + epTarget + ": out of range");
        }
        if (ruleSet != RuleSet.ORTHODOX) {
            // The orthodox e.p. fields stay empty under two-move turns: the square becomes a right of the turn.
            ply = 0;
            long s = side | (long) castlingRights << CASTLING_SHIFT | (long) halfmove << HALFMOVE_SHIFT;
            boolean onRank = epTarget != Square.NONE && Square.rank(epTarget) == passedRank(side ^ 1);
            stack[0] = withRights(s, onRank ? bit(epTarget) : 0);
            forgetCheckInformation(0);
            fullmoveAtSetup = fullmove;
            stack[HASH] = computeHash();
            keyTurnRights(0);
            return;
        }
        ply = 0;
        stack[0] = side | (long) castlingRights << CASTLING_SHIFT | (long) (epTarget + 1) << EP_SHIFT
                | (long) halfmove << HALFMOVE_SHIFT;
        forgetCheckInformation(0);
        fullmoveAtSetup = fullmove;
        if (epTarget != Square.NONE && anyLegalEnPassant()) {
            stack[0] |= EP_LEGAL;
        }
        stack[HASH] = computeHash();
    }

    /**
     * Makes castlings exclude one another from now on (the set-up position, ply 0): playing one
     * takes away the rights it excludes. The relation enters the hash, so that positions solved
     * under different exclusions never share a transposition-table entry.
     */
    public void setCastlingExclusions(CastlingExclusions exclusions) {
        if (ply != 0) {
            throw new IllegalStateException("castling exclusions are set on the set-up position, not at ply " + ply);
        }
        castlingExclusions = exclusions.relation();
        stack[HASH] = computeHash();
    }

    public CastlingExclusions castlingExclusions() {
        return new CastlingExclusions(castlingExclusions);
    }

    /** The hash computed from scratch; equals {@link #hash()} at all times (tested). */
    public long computeHash() {
        long h = 0;
        for (int sq = 0; sq < 64; sq++) {
            if (board[sq] != 0) {
                h ^= Zobrist.piece(board[sq], sq);
            }
        }
        h ^= Zobrist.CASTLING[castlingRights()];
        if (sideToMove() == Piece.BLACK) {
            h ^= Zobrist.BLACK_TO_MOVE;
        }
        if (hasLegalEnPassant()) {
            h ^= Zobrist.EN_PASSANT_FILE[Square.file(epSquare())];
        }
        return h ^ turnKeys(state()) ^ Zobrist.exclusions(castlingExclusions);
    }

    private boolean anyLegalEnPassant() {
        int us = sideToMove();
        int epSquare = epSquare();
        // Only a square on the right rank with the double-stepped pawn in front of it can be taken.
        int victim = epSquare + (us == Piece.WHITE ? -8 : 8);
        if (victim < 0 || victim > 63 || board[victim] != Piece.code(us ^ 1, Piece.PAWN)) {
            return false;
        }
        long capturers = Attacks.pawn(us ^ 1, epSquare) & pieces[us << 3 | Piece.PAWN];
        while (capturers != 0) {
            int from = Long.numberOfTrailingZeros(capturers);
            capturers &= capturers - 1;
            if (enPassantIsLegal(from, epSquare)) {
                return true;
            }
        }
        return false;
    }

    // ---------------------------------------------------------------- make / unmake

    /** Plays a legal move (as produced by {@link MoveGenerator}). */
    public void make(int move) {
        // The common move gets a short path that the JIT can inline into the caller's loop; the
        // rest, and double steps that may give an e.p. right, take the general path below. The
        // short path must stay small: the JIT does not inline a method already compiled to more
        // than 2500 bytes (InlineSmallCode), so the e.p. legality test stays out of it. Double steps
        // take the short path (up to a quarter of all moves in opening positions) unless an enemy
        // pawn beside the target may earn an e.p. right.
        if (Move.isPromotionEnPassantOrCastling(move)
                || Move.isDoubleStepUnlessCastling(move) && enemyPawnBeside(Move.to(move))) {
            makeSpecial(move);
            return;
        }
        int from = Move.from(move);
        int to = Move.to(move);
        int slot = ply * STRIDE;
        long s = stack[slot];
        int mover = board[from];
        int captured = board[to];
        // 1 when the move restarts the halfmove clock (a capture, codes 1..14, or a pawn move,
        // type 1), else 0: worked out without branches, which would be mispredicted often.
        int resets = (captured + 15) >>> 4 | ((mover & 7) - 2) >>> 31;
        long next = nextState(s, from, to, resets);
        if (Move.isDoubleStepUnlessCastling(move)) {
            // No enemy pawn beside the target: the square passed over is recorded, no right arises.
            next |= (long) (((from + to) >>> 1) + 1) << EP_SHIFT;
        }
        long h = stack[slot + HASH] ^ rightsKeys(s, next) ^ Zobrist.piece(mover, from) ^ Zobrist.piece(mover, to);

        long toBit = bit(to);
        board[from] = 0;
        board[to] = (byte) mover;
        pieces[mover & 15] ^= bit(from) | toBit;
        if (captured != 0) {
            h ^= Zobrist.piece(captured, to);
            pieces[captured & 15] ^= toBit;
        }
        push(slot, next | (long) captured << CAPTURED_SHIFT, h);
    }

    /** Fills the next ply's slot (state, hash, check information not yet known) and steps onto it. */
    private void push(int slot, long state, long hash) {
        stack[slot + STRIDE] = state;
        stack[slot + STRIDE + HASH] = hash;
        forgetCheckInformation(slot + STRIDE);
        ply++;
    }

    /** Marks all three parts of a slot's check information as not yet computed. */
    private void forgetCheckInformation(int slot) {
        stack[slot + CHECKERS] = UNKNOWN;
        stack[slot + PINNED] = UNKNOWN;
        stack[slot + DISCOVERERS] = UNKNOWN;
    }

    /** Whether an enemy of the side to move has a pawn beside a square (which a double step of ours reaches). */
    private boolean enemyPawnBeside(int square) {
        long target = bit(square);
        long beside = (target << 1 & ~Bitboards.FILE_A) | (target >>> 1 & ~Bitboards.FILE_H);
        return (beside & pieces[(sideToMove() ^ 1) << 3 | Piece.PAWN]) != 0;
    }

    /** File of the e.p. square of a state that has one (the low bits of square + 1, minus 1). */
    private static int epFile(long s) {
        return ((int) (s >>> EP_SHIFT) - 1) & 7;
    }

    /**
     * The state after a move from and to these squares, before any new e.p. square: the other side
     * moves, the e.p. square lapses, castling rights go with a move from or to a king's or rook's
     * square, the halfmove clock counts on or restarts.
     */
    private static long nextState(long s, int from, int to, int resetsClock) {
        long next = (s & ~(EP_SQUARE_BITS | EP_LEGAL | CAPTURED_BITS | NULL_MOVE)) ^ SIDE;
        if ((s & CASTLING_BITS) != 0) {
            long kept = (long) (Castling.keptAfterTouching(from) & Castling.keptAfterTouching(to)) << CASTLING_SHIFT;
            next &= kept | ~CASTLING_BITS;
        }
        // resetsClock is 0 or 1; with 1 the mask clears the clock (the upper half).
        return next + HALFMOVE_ONE & ~(-(long) resetsClock << HALFMOVE_SHIFT);
    }

    /** Hash keys that change between two states: side to move, a lapsed e.p. right, castling rights. */
    private static long rightsKeys(long s, long next) {
        long keys = Zobrist.BLACK_TO_MOVE;
        if ((s & EP_LEGAL) != 0) {
            keys ^= Zobrist.EN_PASSANT_FILE[epFile(s)];
        }
        if (((s ^ next) & CASTLING_BITS) != 0) {
            keys ^= Zobrist.CASTLING[(int) (s >>> CASTLING_SHIFT) & 15]
                    ^ Zobrist.CASTLING[(int) (next >>> CASTLING_SHIFT) & 15];
        }
        return keys;
    }

    /** make for any move, including promotions, double steps, e.p. and castling. */
    private void makeSpecial(int move) {
        int from = Move.from(move);
        int to = Move.to(move);
        int kind = Move.kind(move);
        int slot = ply * STRIDE;
        long s = stack[slot];
        int us = (int) s & 1;
        int them = us ^ 1;
        int moverCode = board[from];
        int captured = kind == Move.EN_PASSANT ? Piece.code(them, Piece.PAWN) : board[to];
        long next = nextState(s, from, to, captured != 0 || (moverCode & 7) == Piece.PAWN ? 1 : 0);
        if (kind == Move.CASTLING && castlingExclusions != 0) {
            // Retro-strategy: this castling proves the units of the rights it excludes have moved.
            int right = to > from ? Castling.kingside(us) : Castling.queenside(us);
            next &= ~((long) (castlingExclusions >>> 4 * Integer.numberOfTrailingZeros(right) & 15) << CASTLING_SHIFT);
        }
        long h = stack[slot + HASH] ^ rightsKeys(s, next);

        long fromBit = bit(from);
        long toBit = bit(to);
        if (captured != 0) {
            int victim = kind == Move.EN_PASSANT ? Move.enPassantVictim(move) : to;
            long victimBit = bit(victim);
            h ^= Zobrist.piece(captured, victim);
            board[victim] = 0;
            pieces[captured & 15] ^= victimBit;
        }
        int promotion = Move.promotion(move);
        int arriving = promotion == 0 ? moverCode : Piece.code(us, promotion);
        h ^= Zobrist.piece(moverCode, from) ^ Zobrist.piece(arriving, to);
        board[from] = 0;
        board[to] = (byte) arriving;
        pieces[moverCode & 15] ^= fromBit;
        pieces[arriving & 15] ^= toBit;

        if (kind == Move.CASTLING) {
            int rookFrom = to > from ? from + 3 : from - 4;
            int rookTo = to > from ? from + 1 : from - 1;
            int rook = board[rookFrom];
            h ^= Zobrist.piece(rook, rookFrom) ^ Zobrist.piece(rook, rookTo);
            board[rookFrom] = 0;
            board[rookTo] = (byte) rook;
            pieces[rook & 15] ^= bit(rookFrom) | bit(rookTo);
        }

        push(slot, next | (long) captured << CAPTURED_SHIFT, h);
        if (kind == Move.DOUBLE_STEP) {
            openEnPassant(from, to, us);
        }
    }

    /**
     * After a double step of side {@code us} (already made): records the square passed over and,
     * if the opponent has a legal e.p. capture onto it, the right and its hash key. The full test
     * runs only when an enemy pawn stands where it could capture at all.
     */
    private void openEnPassant(int from, int to, int us) {
        int epSquare = (from + to) >>> 1;
        int slot = ply * STRIDE;
        stack[slot] |= (long) (epSquare + 1) << EP_SHIFT;
        if ((Attacks.pawn(us, epSquare) & pieces[(us ^ 1) << 3 | Piece.PAWN]) != 0 && anyLegalEnPassant()) {
            stack[slot] |= EP_LEGAL;
            stack[slot + HASH] ^= Zobrist.EN_PASSANT_FILE[Square.file(epSquare)];
        }
    }

    /** Takes back the last move made with {@link #make}. */
    public void unmake(int move) {
        // The state, hash and check information before the move are still in the slot below: nothing to restore.
        if (Move.isPromotionEnPassantOrCastling(move)) {
            unmakeSpecial(move);
            return;
        }
        int captured = (int) (stack[ply * STRIDE] >>> CAPTURED_SHIFT) & 15;
        int from = Move.from(move);
        int to = Move.to(move);
        long toBit = bit(to);
        int mover = board[to];
        board[from] = (byte) mover;
        board[to] = (byte) captured;
        pieces[mover & 15] ^= bit(from) | toBit;
        if (captured != 0) {
            pieces[captured & 15] ^= toBit;
        }
        ply--;
    }

    /** unmake for any move, including promotions, double steps, e.p. and castling. */
    private void unmakeSpecial(int move) {
        long s = stack[ply * STRIDE];
        int from = Move.from(move);
        int to = Move.to(move);
        int kind = Move.kind(move);
        int arrived = board[to];
        // The side that made the move: the colour of what arrived (within a two-move turn the side to move stays).
        int us = arrived >>> 3;

        int promotion = Move.promotion(move);
        int moverCode = promotion == 0 ? arrived : Piece.code(us, Piece.PAWN);
        board[from] = (byte) moverCode;
        board[to] = 0;
        pieces[moverCode & 15] ^= bit(from);
        pieces[arrived & 15] ^= bit(to);

        int captured = (int) (s >>> CAPTURED_SHIFT) & 15;
        if (captured != 0) {
            int victim = kind == Move.EN_PASSANT ? Move.enPassantVictim(move) : to;
            board[victim] = (byte) captured;
            pieces[captured & 15] ^= bit(victim);
        }
        if (kind == Move.CASTLING) {
            int rookFrom = to > from ? from + 3 : from - 4;
            int rookTo = to > from ? from + 1 : from - 1;
            int rook = board[rookTo];
            board[rookFrom] = (byte) rook;
            board[rookTo] = 0;
            pieces[rook & 15] ^= bit(rookFrom) | bit(rookTo);
        }
        ply--;
    }

    /**
     * Passes the move, or under two-move turns the rest of the turn (for threats: "what would White
     * do if Black could pass"); every e.p. right lapses. Not legal in check.
     */
    public void makeNull() {
        int slot = ply * STRIDE;
        long s = stack[slot];
        long h = stack[slot + HASH] ^ Zobrist.BLACK_TO_MOVE ^ turnKeys(s);
        if ((s & EP_LEGAL) != 0) {
            h ^= Zobrist.EN_PASSANT_FILE[epFile(s)];
        }
        push(slot, (s & ~(EP_SQUARE_BITS | EP_LEGAL | CAPTURED_BITS | TURN_BITS)) ^ SIDE | NULL_MOVE, h);
    }

    public void unmakeNull() {
        ply--;
    }

    // ---------------------------------------------------------------- turns (RuleSet)

    public RuleSet ruleSet() {
        return ruleSet;
    }

    /** 1 or 2: which move of the side to move's turn comes next (always 1 in orthodox chess). */
    public int moveOfTurn() {
        return (state() & SECOND_MOVE) != 0 ? 2 : 1;
    }

    /** Whether the current turn is one move by rule: White's first turn of a double-move game. */
    public boolean isSingleMoveTurn() {
        return (state() & SINGLE_TURN) != 0;
    }

    /**
     * The squares passed over by the e.p. rights of the turn (two-move rule sets): at the first
     * move of a turn, the double steps of the opponent's last turn that still stand; at the second,
     * either the one the side to move may still take after an e.p. capture, or its own double step
     * of the first move, waiting for the opponent's turn (the rank tells which). Recorded whether or
     * not a pawn is there to capture, as a FEN states them; empty in orthodox chess (see {@link #epSquare}).
     */
    public long turnEnPassantSquares() {
        return turnRights(state());
    }

    /** Of {@link #turnEnPassantSquares}, those the side to move may capture onto with its next move. */
    public long capturableEnPassantSquares() {
        long s = state();
        return (s & OWN_RIGHTS) != 0 ? 0 : turnRights(s);
    }

    /**
     * Sets the rule set and the turn's state of the set-up position (ply 0): which move of the turn
     * is next, whether the turn is one move by rule, and the e.p. rights as squares passed over
     * (see {@link #turnEnPassantSquares}). For orthodox chess the move is 1 and there is at most one
     * square, which becomes the FEN e.p. square. {@link TurnFen} checks a user's input and words
     * the faults; this throws {@link IllegalArgumentException} for anything inconsistent.
     */
    public void setTurnState(RuleSet rules, int moveOfTurn, boolean singleMoveTurn, long epSquares) {
        if (ply != 0) {
            throw new IllegalStateException("the turn's state is set on the set-up position, not at ply " + ply);
        }
        String fault = TurnFen.faultOf(this, rules, moveOfTurn, singleMoveTurn, epSquares);
        if (fault != null) {
            throw new IllegalArgumentException(fault);
        }
        long s = stack[0] & ~(TURN_BITS | EP_SQUARE_BITS | EP_LEGAL);
        ruleSet = rules;
        if (rules == RuleSet.ORTHODOX) {
            int ep = epSquares == 0 ? Square.NONE : Long.numberOfTrailingZeros(epSquares);
            setState((int) s & 1, castlingOf(s), ep, (int) (s >>> HALFMOVE_SHIFT), fullmoveAtSetup);
            return;
        }
        int us = (int) s & 1;
        boolean own = epSquares != 0 && Square.rank(Long.numberOfTrailingZeros(epSquares)) == passedRank(us);
        s |= moveOfTurn == 2 ? SECOND_MOVE : 0;
        s |= singleMoveTurn ? SINGLE_TURN : 0;
        stack[0] = withRights(s, epSquares) | (own ? OWN_RIGHTS : 0);
        forgetCheckInformation(0);
        stack[HASH] = computeHash();
        keyTurnRights(0);
    }

    /**
     * Plays one move of the turn (as produced by {@link TurnGenerator#moves}) under the position's
     * rule set: the turn passes to the opponent when the move completes it, or ends it early
     * ({@link RuleSet#endsTurnEarly}), or leaves no second move; otherwise the same side plays
     * the second move next. In orthodox chess this is {@link #make}.
     */
    public void makeInTurn(int move) {
        if (ruleSet == RuleSet.ORTHODOX) {
            make(move);
            return;
        }
        int slot = ply * STRIDE;
        long s = stack[slot];
        int us = (int) s & 1;
        makeSpecial(move);
        int next = slot + STRIDE;
        // The state as make leaves it (opponent to move), stripped of the orthodox e.p. square
        // and of the turn's bits, which are set below.
        long over = stack[next];
        long hash = stack[next + HASH] ^ turnKeys(s);
        if ((over & EP_LEGAL) != 0) {
            hash ^= Zobrist.EN_PASSANT_FILE[epFile(over)];
        }
        over &= ~(EP_SQUARE_BITS | EP_LEGAL | TURN_BITS);
        stack[next] = over;
        stack[next + HASH] = hash;
        int passed = Move.isDoubleStep(move) ? (Move.from(move) + Move.to(move)) >>> 1 : Square.NONE;
        boolean complete = (s & (SECOND_MOVE | SINGLE_TURN)) != 0;
        if (!complete && !ruleSet.endsTurnEarly(this, move)) {
            // The same side plays on. Rights for the second move: the other right of the
            // opponent's turn after an e.p. capture, or this move's own double step, kept for later.
            long rights = 0;
            boolean own = false;
            if (Move.isEnPassant(move)) {
                rights = standing(turnRights(s) & ~bit(Move.to(move)), us ^ 1);
            } else if (passed != Square.NONE) {
                rights = bit(passed);
                own = true;
            }
            stack[next] = withRights((over ^ SIDE) | SECOND_MOVE, rights) | (own ? OWN_RIGHTS : 0);
            stack[next + HASH] = hash ^ Zobrist.BLACK_TO_MOVE ^ Zobrist.SECOND_MOVE;
            forgetCheckInformation(next);
            keyTurnRights(next);
            if (secondMoves == null) {
                secondMoves = new int[MoveGenerator.MAX_MOVES];
            }
            // The mover is not in check here (its first move left its king safe, or the rules
            // ignore check), so a quick look usually settles that a second move exists.
            if (TurnGenerator.surelyHasMove(this) || TurnGenerator.moves(this, secondMoves, 0) > 0) {
                return;
            }
            // No second move exists: the turn ends with this one.
            stack[next] = over;
            stack[next + HASH] = hash;
            forgetCheckInformation(next);
        }
        // The turn is over. The opponent's rights: this turn's double steps that still stand.
        long rights = (s & OWN_RIGHTS) != 0 ? standing(turnRights(s), us) : 0;
        if (passed != Square.NONE) {
            rights |= bit(passed);
        }
        stack[next] = withRights(over, rights);
        keyTurnRights(next);
    }

    /** Takes back a move made with {@link #makeInTurn}. */
    public void unmakeInTurn(int move) {
        if (ruleSet == RuleSet.ORTHODOX) {
            unmake(move);
        } else {
            unmakeSpecial(move);
        }
    }

    /** The rank (0-7) of the square a double step of this colour passes over. */
    private static int passedRank(int stepper) {
        return stepper == Piece.WHITE ? 2 : 5;
    }

    /** The squares passed over by the rights a state records, their rank told by whose double steps they are. */
    private static long turnRights(long s) {
        if ((s & RIGHTS_BITS) == 0) {
            return 0;
        }
        int us = (int) s & 1;
        int rank = passedRank((s & OWN_RIGHTS) != 0 ? us : us ^ 1);
        long squares = 0;
        for (int k = 0; k < 2; k++) {
            int right = (int) (s >>> RIGHTS_SHIFT + 4 * k) & 15;
            if ((right & 8) != 0) {
                squares |= bit(Square.of(right & 7, rank));
            }
        }
        return squares;
    }

    /** A state with these squares (up to two, ascending) as its rights, not yet keyed in the hash. */
    private static long withRights(long s, long squares) {
        s &= ~(RIGHTS_BITS | 3L << HASHED_SHIFT | OWN_RIGHTS);
        int k = 0;
        for (long rest = squares; rest != 0; rest &= rest - 1, k++) {
            s |= (long) (8 | Square.file(Long.numberOfTrailingZeros(rest))) << RIGHTS_SHIFT + 4 * k;
        }
        return s;
    }

    /**
     * Of squares passed over by double steps of {@code stepper}, those whose right still stands:
     * the pawn is still where its step ended (it did not move on) and nothing landed on the square
     * it passed over (a pawn capturing there takes that piece alone).
     */
    private long standing(long passedSquares, int stepper) {
        long result = 0;
        for (long rest = passedSquares; rest != 0; rest &= rest - 1) {
            int passed = Long.numberOfTrailingZeros(rest);
            int to = passed + (stepper == Piece.WHITE ? 8 : -8);
            if (board[to] == Piece.code(stepper, Piece.PAWN) && board[passed] == Piece.NONE) {
                result |= bit(passed);
            }
        }
        return result;
    }

    /** The hash keys of a state's turn: the move of the turn, a single turn, the rights keyed. */
    private static long turnKeys(long s) {
        if ((s & TURN_BITS) == 0) {
            return 0;
        }
        long keys = 0;
        if ((s & SECOND_MOVE) != 0) {
            keys ^= Zobrist.SECOND_MOVE;
        }
        if ((s & SINGLE_TURN) != 0) {
            keys ^= Zobrist.SINGLE_TURN;
        }
        long squares = turnRights(s);
        for (int k = 0; squares != 0; squares &= squares - 1, k++) {
            if ((s & 1L << HASHED_SHIFT + k) != 0) {
                keys ^= Zobrist.TURN_EN_PASSANT[Long.numberOfTrailingZeros(squares)];
            }
        }
        return keys;
    }

    /**
     * Keys the rights of the current slot (ply) in its hash where a capture is really possible, so
     * that positions differing only by dead rights hash alike: a right the side to move may use,
     * when one of its pawns could take by the rule set's rules now; its own double step waiting for
     * the opponent, when an enemy pawn stands where it could take.
     */
    private void keyTurnRights(int slot) {
        long s = stack[slot];
        long squares = turnRights(s);
        int us = (int) s & 1;
        boolean own = (s & OWN_RIGHTS) != 0;
        for (int k = 0; squares != 0; squares &= squares - 1, k++) {
            int passed = Long.numberOfTrailingZeros(squares);
            boolean possible = own
                    ? (Attacks.pawn(us, passed) & pieces[(us ^ 1) << 3 | Piece.PAWN]) != 0
                    : TurnGenerator.canCaptureEnPassant(this, passed);
            if (possible) {
                stack[slot] |= 1L << HASHED_SHIFT + k;
                stack[slot + HASH] ^= Zobrist.TURN_EN_PASSANT[passed];
            }
        }
    }

    @Override
    public String toString() {
        return toFen();
    }
}
