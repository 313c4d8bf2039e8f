package org.passant.board;

import static org.passant.board.Bitboards.bit;

/**
 * The board: bitboards per piece type and colour, a mailbox for "what stands here", the rights,
 * an incremental Zobrist hash, and make/unmake with a preallocated undo stack so that the search
 * never allocates.
 *
 * <p>The e.p. square is kept as the FEN states it (the square passed over by the last double
 * step); it enters the hash only when the side to move really has a legal e.p. capture, so that
 * positions that differ only by a dead e.p. square hash alike.
 */
public final class Position {
    /** Depth of the undo stack: plies that can be made on top of the set-up position. */
    public static final int MAX_PLY = 512;

    final byte[] board = new byte[64];
    /** Indexed by piece type 1..6 (index 0 unused); both colours together. */
    final long[] byType = new long[7];
    final long[] byColor = new long[2];
    long occupied;

    int sideToMove;
    int castling;
    int epSquare = Square.NONE;
    /** True when the side to move has a legal e.p. capture onto {@link #epSquare}. */
    boolean epCapturable;
    int halfmoveClock;
    int fullmoveNumber = 1;
    long hash;
    /** Units checking the side to move, or {@link #UNKNOWN} until first asked (most leaves never ask). */
    private long checkers;
    private static final long UNKNOWN = -1L;

    private int ply;
    /**
     * Undo stack, {@link #UNDO_STRIDE} longs per ply: the packed small state (see {@link #packUndo}),
     * the hash and the checkers before the move. One array keeps a ply's entries on one cache line
     * and costs one bounds check instead of six.
     */
    private final long[] undo = new long[MAX_PLY * UNDO_STRIDE];
    private static final int UNDO_STRIDE = 4;

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
        return Fen.parse(Fen.write(this));
    }

    // ---------------------------------------------------------------- queries

    public int sideToMove() {
        return sideToMove;
    }

    public int pieceAt(int square) {
        return board[square];
    }

    public long pieces(int color, int type) {
        return byColor[color] & byType[type];
    }

    public long pieces(int color) {
        return byColor[color];
    }

    public long piecesOfType(int type) {
        return byType[type];
    }

    public long occupied() {
        return occupied;
    }

    public int castlingRights() {
        return castling;
    }

    /** The square passed over by the last double step as stated or played, or {@link Square#NONE}. */
    public int epSquare() {
        return epSquare;
    }

    /** Whether the side to move can legally capture e.p. now. */
    public boolean hasLegalEnPassant() {
        return epCapturable;
    }

    public int halfmoveClock() {
        return halfmoveClock;
    }

    public int fullmoveNumber() {
        return fullmoveNumber;
    }

    public long hash() {
        return hash;
    }

    /** Plies made since the set-up position (depth of the undo stack). */
    public int ply() {
        return ply;
    }

    /** Enemy units giving check to the side to move. */
    public long checkers() {
        if (checkers == UNKNOWN) {
            int king = kingSquare(sideToMove);
            checkers = king == Square.NONE ? 0 : attackersTo(king, occupied) & byColor[sideToMove ^ 1];
        }
        return checkers;
    }

    public boolean inCheck() {
        return checkers() != 0;
    }

    public int kingSquare(int color) {
        long k = byType[Piece.KING] & byColor[color];
        return k == 0 ? Square.NONE : Long.numberOfTrailingZeros(k);
    }

    /** All units of either colour that attack a square, for the given occupancy. */
    public long attackersTo(int sq, long occ) {
        return (Attacks.pawn(Piece.WHITE, sq) & byType[Piece.PAWN] & byColor[Piece.BLACK])
                | (Attacks.pawn(Piece.BLACK, sq) & byType[Piece.PAWN] & byColor[Piece.WHITE])
                | (Attacks.knight(sq) & byType[Piece.KNIGHT])
                | (Attacks.king(sq) & byType[Piece.KING])
                | (Attacks.bishop(sq, occ) & (byType[Piece.BISHOP] | byType[Piece.QUEEN]))
                | (Attacks.rook(sq, occ) & (byType[Piece.ROOK] | byType[Piece.QUEEN]));
    }

    public boolean isAttacked(int sq, int byColorIndex) {
        return isAttacked(sq, byColorIndex, occupied);
    }

    /** Whether units of a colour attack a square, with the given occupancy (e.g. without the king). */
    public boolean isAttacked(int sq, int by, long occ) {
        long them = byColor[by];
        return (Attacks.pawn(by ^ 1, sq) & byType[Piece.PAWN] & them) != 0
                || (Attacks.knight(sq) & byType[Piece.KNIGHT] & them) != 0
                || (Attacks.king(sq) & byType[Piece.KING] & them) != 0
                || (Attacks.bishop(sq, occ) & (byType[Piece.BISHOP] | byType[Piece.QUEEN]) & them) != 0
                || (Attacks.rook(sq, occ) & (byType[Piece.ROOK] | byType[Piece.QUEEN]) & them) != 0;
    }

    /**
     * Units of any colour that stand alone between the king of {@code kingColor} and a slider of
     * {@code sliderColor} aimed at it. With equal colours these are pins; with opposite colours
     * they are the candidates for a discovered check.
     */
    public long blockers(int kingColor, int sliderColor) {
        int king = kingSquare(kingColor);
        if (king == Square.NONE) {
            return 0;
        }
        long snipers = ((Attacks.rook(king, 0) & (byType[Piece.ROOK] | byType[Piece.QUEEN]))
                | (Attacks.bishop(king, 0) & (byType[Piece.BISHOP] | byType[Piece.QUEEN]))) & byColor[sliderColor];
        long result = 0;
        while (snipers != 0) {
            int s = Long.numberOfTrailingZeros(snipers);
            snipers &= snipers - 1;
            long between = Bitboards.between(king, s) & occupied;
            if (between != 0 && !Bitboards.several(between)) {
                result |= between;
            }
        }
        return result;
    }

    /** Units of the side to move pinned against their own king. */
    public long pinned() {
        return blockers(sideToMove, sideToMove ^ 1) & byColor[sideToMove];
    }

    /** Units of the side to move whose moving off the line may uncover check to the enemy king. */
    public long discoveredCheckCandidates() {
        return blockers(sideToMove ^ 1, sideToMove) & byColor[sideToMove];
    }

    /**
     * Whether the side to move may capture e.p. with the pawn on {@code from} without leaving its
     * king attacked: decided on the board as it would be (both pawns gone from their rank, the
     * capturer on the target square), which covers pins along the rank through two pawns, diagonal
     * pins, and checks that the capture does or does not answer.
     */
    public boolean enPassantIsLegal(int from, int target) {
        int us = sideToMove;
        int them = us ^ 1;
        int victim = Square.of(Square.file(target), Square.rank(from));
        int king = kingSquare(us);
        if (king == Square.NONE) {
            return false;
        }
        long occ = (occupied ^ bit(from) ^ bit(victim)) | bit(target);
        long theirs = byColor[them] & ~bit(victim);
        return (Attacks.bishop(king, occ) & (byType[Piece.BISHOP] | byType[Piece.QUEEN]) & theirs) == 0
                && (Attacks.rook(king, occ) & (byType[Piece.ROOK] | byType[Piece.QUEEN]) & theirs) == 0
                && (Attacks.knight(king) & byType[Piece.KNIGHT] & theirs) == 0
                && (Attacks.pawn(us, king) & byType[Piece.PAWN] & theirs) == 0
                && (Attacks.king(king) & byType[Piece.KING] & theirs) == 0;
    }

    /**
     * Whether a legal move gives check: computed on the occupancy after the move, so direct,
     * discovered, promotion, castling-rook and e.p. (double discovery) checks are all exact.
     */
    public boolean givesCheck(int move) {
        int us = sideToMove;
        int enemyKing = kingSquare(us ^ 1);
        if (enemyKing == Square.NONE) {
            return false;
        }
        int from = Move.from(move);
        int to = Move.to(move);
        int kind = Move.kind(move);
        int after = Move.promotion(move) != 0 ? Move.promotion(move) : Move.mover(move);
        long fromBit = bit(from);
        long toBit = bit(to);
        long occ = (occupied & ~fromBit) | toBit;
        long diagonal = (byType[Piece.BISHOP] | byType[Piece.QUEEN]) & byColor[us] & ~fromBit;
        long straight = (byType[Piece.ROOK] | byType[Piece.QUEEN]) & byColor[us] & ~fromBit;
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
        byType[Piece.type(code)] |= b;
        byColor[Piece.color(code)] |= b;
        occupied |= b;
        hash ^= Zobrist.piece(code, sq);
    }

    /** Removes whatever stands on a square (which must be occupied). */
    public void remove(int sq) {
        int code = board[sq];
        long b = bit(sq);
        board[sq] = 0;
        byType[Piece.type(code)] &= ~b;
        byColor[Piece.color(code)] &= ~b;
        occupied &= ~b;
        hash ^= Zobrist.piece(code, sq);
    }

    /**
     * Sets side, rights and counters directly (for set-up and retro analysis), then recomputes
     * the derived state: checkers, whether e.p. is capturable, the hash.
     */
    public void setState(int side, int castlingRights, int epTarget, int halfmove, int fullmove) {
        sideToMove = side;
        castling = castlingRights;
        epSquare = epTarget;
        halfmoveClock = halfmove;
        fullmoveNumber = fullmove;
        ply = 0;
        refresh();
    }

    private void refresh() {
        checkers = UNKNOWN;
        epCapturable = epSquare != Square.NONE && anyLegalEnPassant();
        hash = computeHash();
    }

    /** The hash computed from scratch; equals {@link #hash()} at all times (tested). */
    public long computeHash() {
        long h = 0;
        for (int sq = 0; sq < 64; sq++) {
            if (board[sq] != 0) {
                h ^= Zobrist.piece(board[sq], sq);
            }
        }
        h ^= Zobrist.CASTLING[castling];
        if (sideToMove == Piece.BLACK) {
            h ^= Zobrist.BLACK_TO_MOVE;
        }
        if (epCapturable) {
            h ^= Zobrist.EN_PASSANT_FILE[Square.file(epSquare)];
        }
        return h;
    }

    private boolean anyLegalEnPassant() {
        int us = sideToMove;
        // Only a square on the right rank with the double-stepped pawn in front of it can be taken.
        int victim = epSquare + (us == Piece.WHITE ? -8 : 8);
        if (victim < 0 || victim > 63 || board[victim] != Piece.code(us ^ 1, Piece.PAWN)) {
            return false;
        }
        long capturers = Attacks.pawn(us ^ 1, epSquare) & byType[Piece.PAWN] & byColor[us];
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

    /**
     * Packs what make cannot recompute on unmake: captured piece code (bits 0-3), castling rights
     * (4-7), e.p. square + 1 (8-14, 0 for none), whether e.p. was capturable (15), halfmove clock
     * (32-63).
     */
    private long packUndo(int captured) {
        return captured | castling << 4 | (epSquare + 1) << 8 | (epCapturable ? 1 << 15 : 0)
                | (long) halfmoveClock << 32;
    }

    private void restoreUndo(long packed) {
        castling = (int) (packed >>> 4) & 15;
        epSquare = ((int) (packed >>> 8) & 0x7F) - 1;
        epCapturable = (packed & 1 << 15) != 0;
        halfmoveClock = (int) (packed >>> 32);
    }

    /**
     * Move bits (promotion and kind) that mark a move needing more than lifting one piece and
     * perhaps taking one: promotions, double steps (e.p. rights), e.p. captures, castling.
     */
    private static final int SPECIAL = 0x1F000;

    /** Plays a legal move (as produced by {@link MoveGenerator}). */
    public void make(int move) {
        // The common move gets a short path that the JIT can inline into the caller's loop;
        // the rest takes the general path below.
        if ((move & SPECIAL) != 0) {
            makeSpecial(move);
            return;
        }
        int from = Move.from(move);
        int to = Move.to(move);
        int us = sideToMove;
        int them = us ^ 1;
        int mover = board[from];
        int captured = board[to];
        saveUndo(captured);

        long h = hash ^ Zobrist.BLACK_TO_MOVE ^ Zobrist.piece(mover, from) ^ Zobrist.piece(mover, to);
        if (epCapturable) {
            h = dropEnPassant(h);
        }
        epSquare = Square.NONE;
        if (castling != 0) {
            h = touchCastling(h, from, to);
        }
        long toBit = bit(to);
        long fromTo = bit(from) | toBit;
        board[from] = 0;
        board[to] = (byte) mover;
        byType[mover & 7] ^= fromTo;
        byColor[us] ^= fromTo;
        if (captured != 0) {
            h ^= Zobrist.piece(captured, to);
            byType[captured & 7] ^= toBit;
            byColor[them] ^= toBit;
            occupied ^= bit(from);
            halfmoveClock = 0;
        } else {
            occupied ^= fromTo;
            halfmoveClock = (mover & 7) == Piece.PAWN ? 0 : halfmoveClock + 1;
        }
        fullmoveNumber += us; // Black's move completes a move number
        sideToMove = them;
        ply++;
        checkers = UNKNOWN;
        hash = h;
    }

    private void saveUndo(int captured) {
        int u = ply * UNDO_STRIDE;
        undo[u] = packUndo(captured);
        undo[u + 1] = hash;
        undo[u + 2] = checkers;
    }

    /** The e.p. right lapses; returns the hash without its key. */
    private long dropEnPassant(long h) {
        epCapturable = false;
        return h ^ Zobrist.EN_PASSANT_FILE[Square.file(epSquare)];
    }

    /** Castling rights lost by a move from or to a square; returns the hash updated for them. */
    private long touchCastling(long h, int from, int to) {
        int rights = castling;
        int kept = rights & Castling.keptAfterTouching(from) & Castling.keptAfterTouching(to);
        if (kept != rights) {
            castling = kept;
            return h ^ Zobrist.CASTLING[rights] ^ Zobrist.CASTLING[kept];
        }
        return h;
    }

    /** make for any move, including promotions, double steps, e.p. and castling. */
    private void makeSpecial(int move) {
        int from = Move.from(move);
        int to = Move.to(move);
        int kind = Move.kind(move);
        int us = sideToMove;
        int them = us ^ 1;
        int moverCode = board[from];
        int captured = kind == Move.EN_PASSANT ? Piece.code(them, Piece.PAWN) : board[to];

        int u = ply * UNDO_STRIDE;
        undo[u] = packUndo(captured);
        undo[u + 1] = hash;
        undo[u + 2] = checkers;

        long h = hash ^ Zobrist.BLACK_TO_MOVE;
        if (epCapturable) {
            h ^= Zobrist.EN_PASSANT_FILE[Square.file(epSquare)];
        }
        if (castling != 0) {
            h = touchCastling(h, from, to);
        }

        long fromBit = bit(from);
        long toBit = bit(to);
        long fromTo = fromBit | toBit;
        if (captured != 0) {
            int victim = kind == Move.EN_PASSANT ? Move.enPassantVictim(move) : to;
            long victimBit = bit(victim);
            h ^= Zobrist.piece(captured, victim);
            board[victim] = 0;
            byType[captured & 7] ^= victimBit;
            byColor[them] ^= victimBit;
            occupied ^= victimBit;
        }
        int promotion = Move.promotion(move);
        int arriving = promotion == 0 ? moverCode : Piece.code(us, promotion);
        h ^= Zobrist.piece(moverCode, from) ^ Zobrist.piece(arriving, to);
        board[from] = 0;
        board[to] = (byte) arriving;
        if (promotion == 0) {
            byType[moverCode & 7] ^= fromTo;
        } else {
            byType[Piece.PAWN] ^= fromBit;
            byType[promotion] ^= toBit;
        }
        byColor[us] ^= fromTo;
        occupied ^= fromTo;

        if (kind == Move.CASTLING) {
            int rookFrom = to > from ? from + 3 : from - 4;
            int rookTo = to > from ? from + 1 : from - 1;
            int rook = board[rookFrom];
            long rookBits = bit(rookFrom) | bit(rookTo);
            h ^= Zobrist.piece(rook, rookFrom) ^ Zobrist.piece(rook, rookTo);
            board[rookFrom] = 0;
            board[rookTo] = (byte) rook;
            byType[Piece.ROOK] ^= rookBits;
            byColor[us] ^= rookBits;
            occupied ^= rookBits;
        }

        halfmoveClock = (captured != 0 || (moverCode & 7) == Piece.PAWN) ? 0 : halfmoveClock + 1;
        fullmoveNumber += us; // Black's move completes a move number
        sideToMove = them;
        ply++;
        checkers = UNKNOWN;
        if (kind == Move.DOUBLE_STEP) {
            epSquare = (from + to) >>> 1;
            epCapturable = anyLegalEnPassant();
            if (epCapturable) {
                h ^= Zobrist.EN_PASSANT_FILE[Square.file(epSquare)];
            }
        } else {
            epSquare = Square.NONE;
            epCapturable = false;
        }
        hash = h;
    }

    /** Takes back the last move made with {@link #make}. */
    public void unmake(int move) {
        if ((move & SPECIAL) != 0) {
            unmakeSpecial(move);
            return;
        }
        ply--;
        int u = ply * UNDO_STRIDE;
        long packed = undo[u];
        int from = Move.from(move);
        int to = Move.to(move);
        int them = sideToMove;
        int us = them ^ 1;
        sideToMove = us;
        fullmoveNumber -= us;

        long toBit = bit(to);
        long fromTo = bit(from) | toBit;
        int mover = board[to];
        int captured = (int) packed & 15;
        board[from] = (byte) mover;
        board[to] = (byte) captured;
        byType[mover & 7] ^= fromTo;
        byColor[us] ^= fromTo;
        if (captured != 0) {
            byType[captured & 7] ^= toBit;
            byColor[them] ^= toBit;
            occupied ^= bit(from);
        } else {
            occupied ^= fromTo;
        }
        restoreUndo(packed);
        hash = undo[u + 1];
        checkers = undo[u + 2];
    }

    /** unmake for any move, including promotions, double steps, e.p. and castling. */
    private void unmakeSpecial(int move) {
        ply--;
        int u = ply * UNDO_STRIDE;
        long packed = undo[u];
        int from = Move.from(move);
        int to = Move.to(move);
        int kind = Move.kind(move);
        int them = sideToMove;
        int us = them ^ 1;
        sideToMove = us;
        fullmoveNumber -= us;

        long fromBit = bit(from);
        long toBit = bit(to);
        long fromTo = fromBit | toBit;
        int arrived = board[to];
        int promotion = Move.promotion(move);
        int moverCode = promotion == 0 ? arrived : Piece.code(us, Piece.PAWN);
        board[from] = (byte) moverCode;
        board[to] = 0;
        if (promotion == 0) {
            byType[moverCode & 7] ^= fromTo;
        } else {
            byType[Piece.PAWN] ^= fromBit;
            byType[promotion] ^= toBit;
        }
        byColor[us] ^= fromTo;
        occupied ^= fromTo;

        int captured = (int) packed & 15;
        if (captured != 0) {
            int victim = kind == Move.EN_PASSANT ? Move.enPassantVictim(move) : to;
            long victimBit = bit(victim);
            board[victim] = (byte) captured;
            byType[captured & 7] ^= victimBit;
            byColor[them] ^= victimBit;
            occupied ^= victimBit;
        }
        if (kind == Move.CASTLING) {
            int rookFrom = to > from ? from + 3 : from - 4;
            int rookTo = to > from ? from + 1 : from - 1;
            long rookBits = bit(rookFrom) | bit(rookTo);
            board[rookFrom] = board[rookTo];
            board[rookTo] = 0;
            byType[Piece.ROOK] ^= rookBits;
            byColor[us] ^= rookBits;
            occupied ^= rookBits;
        }

        restoreUndo(packed);
        hash = undo[u + 1];
        checkers = undo[u + 2];
    }

    /** Passes the move (for threats: "what would White do if Black could pass"). Not legal in check. */
    public void makeNull() {
        int u = ply * UNDO_STRIDE;
        undo[u] = packUndo(0);
        undo[u + 1] = hash;
        undo[u + 2] = checkers;
        long h = hash ^ Zobrist.BLACK_TO_MOVE;
        if (epCapturable) {
            h ^= Zobrist.EN_PASSANT_FILE[Square.file(epSquare)];
        }
        epSquare = Square.NONE;
        epCapturable = false;
        sideToMove ^= 1;
        hash = h;
        ply++;
        checkers = UNKNOWN;
    }

    public void unmakeNull() {
        ply--;
        int u = ply * UNDO_STRIDE;
        sideToMove ^= 1;
        restoreUndo(undo[u]);
        hash = undo[u + 1];
        checkers = undo[u + 2];
    }

    @Override
    public String toString() {
        return toFen();
    }
}
