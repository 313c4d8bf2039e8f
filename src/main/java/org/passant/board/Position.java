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
    private final int[] undoCaptured = new int[MAX_PLY];
    private final int[] undoCastling = new int[MAX_PLY];
    private final int[] undoEp = new int[MAX_PLY];
    private final int[] undoHalfmove = new int[MAX_PLY];
    private final long[] undoHash = new long[MAX_PLY];
    private final long[] undoCheckers = new long[MAX_PLY];

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

    /** Plays a legal move (as produced by {@link MoveGenerator}). */
    public void make(int move) {
        int from = Move.from(move);
        int to = Move.to(move);
        int kind = Move.kind(move);
        int us = sideToMove;
        int moverCode = board[from];

        undoCastling[ply] = castling;
        undoEp[ply] = epCapturable ? epSquare | 0x100 : epSquare;
        undoHalfmove[ply] = halfmoveClock;
        undoHash[ply] = hash;
        undoCheckers[ply] = checkers;

        long h = hash;
        if (epCapturable) {
            h ^= Zobrist.EN_PASSANT_FILE[Square.file(epSquare)];
        }
        int rights = castling & Castling.keptAfterTouching(from) & Castling.keptAfterTouching(to);
        if (rights != castling) {
            h ^= Zobrist.CASTLING[castling] ^ Zobrist.CASTLING[rights];
            castling = rights;
        }

        int captured = 0;
        if (kind == Move.EN_PASSANT) {
            int victim = Move.enPassantVictim(move);
            captured = board[victim];
            h ^= Zobrist.piece(captured, victim);
            clear(victim, captured);
        } else if (board[to] != 0) {
            captured = board[to];
            h ^= Zobrist.piece(captured, to);
            clear(to, captured);
        }
        undoCaptured[ply] = captured;

        h ^= Zobrist.piece(moverCode, from);
        clear(from, moverCode);
        int arriving = Move.promotion(move) != 0 ? Piece.code(us, Move.promotion(move)) : moverCode;
        h ^= Zobrist.piece(arriving, to);
        set(to, arriving);

        if (kind == Move.CASTLING) {
            int rookFrom = to > from ? from + 3 : from - 4;
            int rookTo = to > from ? from + 1 : from - 1;
            int rook = board[rookFrom];
            h ^= Zobrist.piece(rook, rookFrom) ^ Zobrist.piece(rook, rookTo);
            clear(rookFrom, rook);
            set(rookTo, rook);
        }

        halfmoveClock = (captured != 0 || Piece.type(moverCode) == Piece.PAWN) ? 0 : halfmoveClock + 1;
        if (us == Piece.BLACK) {
            fullmoveNumber++;
        }
        sideToMove = us ^ 1;
        h ^= Zobrist.BLACK_TO_MOVE;
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
        ply--;
        int from = Move.from(move);
        int to = Move.to(move);
        int kind = Move.kind(move);
        sideToMove ^= 1;
        int us = sideToMove;
        if (us == Piece.BLACK) {
            fullmoveNumber--;
        }

        int arrived = board[to];
        clear(to, arrived);
        set(from, Move.promotion(move) != 0 ? Piece.code(us, Piece.PAWN) : arrived);

        if (kind == Move.CASTLING) {
            int rookFrom = to > from ? from + 3 : from - 4;
            int rookTo = to > from ? from + 1 : from - 1;
            int rook = board[rookTo];
            clear(rookTo, rook);
            set(rookFrom, rook);
        }
        int captured = undoCaptured[ply];
        if (captured != 0) {
            set(kind == Move.EN_PASSANT ? Move.enPassantVictim(move) : to, captured);
        }

        castling = undoCastling[ply];
        restoreEnPassant(undoEp[ply]);
        halfmoveClock = undoHalfmove[ply];
        hash = undoHash[ply];
        checkers = undoCheckers[ply];
    }

    /** Passes the move (for threats: "what would White do if Black could pass"). Not legal in check. */
    public void makeNull() {
        undoCastling[ply] = castling;
        undoEp[ply] = epCapturable ? epSquare | 0x100 : epSquare;
        undoHalfmove[ply] = halfmoveClock;
        undoHash[ply] = hash;
        undoCheckers[ply] = checkers;
        undoCaptured[ply] = 0;
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
        sideToMove ^= 1;
        castling = undoCastling[ply];
        restoreEnPassant(undoEp[ply]);
        halfmoveClock = undoHalfmove[ply];
        hash = undoHash[ply];
        checkers = undoCheckers[ply];
    }

    /** Undo entries pack the e.p. square with bit 8 set when it was capturable; NONE stays -1. */
    private void restoreEnPassant(int packed) {
        epCapturable = packed != Square.NONE && (packed & 0x100) != 0;
        epSquare = packed == Square.NONE ? Square.NONE : packed & 0xFF;
    }

    private void clear(int sq, int code) {
        long b = bit(sq);
        board[sq] = 0;
        byType[code & 7] ^= b;
        byColor[code >>> 3] ^= b;
        occupied ^= b;
    }

    private void set(int sq, int code) {
        long b = bit(sq);
        board[sq] = (byte) code;
        byType[code & 7] |= b;
        byColor[code >>> 3] |= b;
        occupied |= b;
    }

    @Override
    public String toString() {
        return toFen();
    }
}
