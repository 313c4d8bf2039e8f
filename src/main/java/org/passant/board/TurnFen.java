package org.passant.board;

import java.util.regex.Pattern;

/**
 * FEN for rule sets with two-move turns (see docs/variants.md). Two things are added to orthodox
 * FEN, and nothing else changes:
 * <ul>
 * <li>the e.p. field holds up to two squares, written one after the other ({@code c6e6}): at the
 *     first move of a turn, the squares passed over by the opponent's double steps of its last
 *     turn; at the second move, the square of the right still alive after an e.p. capture, or the
 *     side to move's own double step of its first move (the rank tells which);</li>
 * <li>a last field {@code 1/2}, {@code 2/2} or {@code 1/1} says which move of the turn is next:
 *     the first of two, the second of two, or the only move of White's first turn of a
 *     double-move game. Without it the turn is {@code 1/2}, except from the initial array with
 *     White to move at move 1 in double-move chess, where it is {@code 1/1}.</li>
 * </ul>
 * Orthodox positions are read and written by {@link Fen}, unchanged.
 */
public final class TurnFen {
    private static final Pattern TURN_FIELD = Pattern.compile("[0-9]/[0-9]");
    private static final String ORTHODOX_TURN =
            "orthodox chess has one move a turn: a turn field needs a variant with two (doublemove, marseillais)";
    private static final String INITIAL_ARRAY = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";

    private TurnFen() {
    }

    /** Reads a position under a rule set, refusing input whose turn and e.p. fields cannot go together. */
    public static Position parse(String fen, RuleSet rules) {
        if (fen == null || fen.isBlank()) {
            throw new FenException("empty FEN");
        }
        String[] fields = fen.trim().split("\\s+");
        String turnField = null;
        int count = fields.length;
        if (count >= 5 && TURN_FIELD.matcher(fields[count - 1]).matches()) {
            turnField = fields[--count];
        }
        if (count < 4 || count > 6) {
            throw new FenException("FEN needs 4 to 6 fields (placement, side, castling, e.p., [halfmove, fullmove])"
                    + " and for a variant perhaps the turn (1/2, 2/2, 1/1), found " + fields.length + ": '" + fen.trim() + "'");
        }
        long squares = readSquares(fields[3]);
        if (!rules.hasTwoMoveTurns() && turnField != null) {
            // Even 1/2, which the turn state could hold: docs/variants.md refuses any turn field without a variant.
            throw new FenException(ORTHODOX_TURN);
        }
        if (rules == RuleSet.ORTHODOX && turnField == null && Long.bitCount(squares) <= 1) {
            return Fen.parse(fen);
        }
        // Parse the orthodox part without the e.p. field (checked here, against the turn).
        StringBuilder orthodox = new StringBuilder();
        for (int i = 0; i < count; i++) {
            orthodox.append(i == 0 ? "" : " ").append(i == 3 ? "-" : fields[i]);
        }
        Position p = Fen.parse(orthodox.toString());
        int moveOfTurn = 1;
        boolean single = false;
        if (turnField == null) {
            single = rules.singleFirstTurn() && fields[0].equals(INITIAL_ARRAY) && p.sideToMove() == Piece.WHITE
                    && p.fullmoveNumber() == 1;
        } else {
            switch (turnField) {
                case "1/2": break;
                case "2/2": moveOfTurn = 2; break;
                case "1/1": single = true; break;
                default: throw new FenException("the turn field must be 1/2 (first move of two next), 2/2 (second move next)"
                        + " or 1/1 (the single first turn of a double-move game), found '" + turnField + "'");
            }
        }
        String fault = faultOf(p, rules, moveOfTurn, single, squares);
        if (fault != null) {
            throw new FenException(fault);
        }
        p.setTurnState(rules, moveOfTurn, single, squares);
        return p;
    }

    /** The FEN of a position, with the turn field when its rule set has two-move turns. */
    public static String write(Position p) {
        if (!p.ruleSet().hasTwoMoveTurns()) {
            return Fen.write(p);
        }
        String orthodox = Fen.write(p);
        String[] fields = orthodox.split(" ");
        fields[3] = squares(p.turnEnPassantSquares());
        String turn = p.isSingleMoveTurn() ? "1/1" : p.moveOfTurn() + "/2";
        return String.join(" ", fields) + " " + turn;
    }

    /** The e.p. field for these squares: '-' or the squares one after the other, by file. */
    static String squares(long squares) {
        if (squares == 0) {
            return "-";
        }
        StringBuilder sb = new StringBuilder();
        for (long rest = squares; rest != 0; rest &= rest - 1) {
            sb.append(Square.name(Long.numberOfTrailingZeros(rest)));
        }
        return sb.toString();
    }

    private static long readSquares(String text) {
        if (text.equals("-")) {
            return 0;
        }
        if (text.length() != 2 && text.length() != 4) {
            throw new FenException("the e.p. field must be '-' or one or two squares such as e6 or c6e6, found '" + text + "'");
        }
        long squares = 0;
        for (int i = 0; i < text.length(); i += 2) {
            int sq = Square.parse(text.substring(i, i + 2));
            if (sq == Square.NONE) {
                throw new FenException("the e.p. field must be '-' or one or two squares such as e6 or c6e6, found '" + text + "'");
            }
            if ((squares & Bitboards.bit(sq)) != 0) {
                throw new FenException("the e.p. field names " + Square.name(sq) + " twice: '" + text + "'");
            }
            squares |= Bitboards.bit(sq);
        }
        return squares;
    }

    /**
     * Why a turn's state cannot go with a position under a rule set, in words, or null when it
     * can. Shared by the reader and {@link Position#setTurnState}, so that neither accepts what
     * the other refuses.
     */
    static String faultOf(Position p, RuleSet rules, int moveOfTurn, boolean single, long squares) {
        int us = p.sideToMove();
        int them = us ^ 1;
        int count = Long.bitCount(squares);
        if (moveOfTurn != 1 && moveOfTurn != 2) {
            return "a turn has a first and a second move, not a move " + moveOfTurn;
        }
        if (!rules.hasTwoMoveTurns()) {
            if (moveOfTurn != 1 || single) {
                return ORTHODOX_TURN;
            }
            if (count > 1) {
                return "orthodox chess has at most one e.p. square: two need a variant with two-move turns (doublemove, marseillais)";
            }
        }
        if (single) {
            if (!rules.singleFirstTurn()) {
                return "the turn 1/1 (a single first move) belongs to double-move chess, not to " + rules.variantName();
            }
            if (moveOfTurn != 1 || us != Piece.WHITE) {
                return "the turn 1/1 is White's first turn of the game: White must be to move";
            }
            if (count > 0) {
                return "the turn 1/1 is the game's first: no e.p. right can exist before it";
            }
        }
        if (count > 2) {
            return "at most two e.p. rights can be alive, found " + count;
        }
        if (moveOfTurn == 2 && count > 1) {
            return "at the second move of a turn at most one e.p. right is left, found " + TurnFen.squares(squares);
        }
        for (long rest = squares; rest != 0; rest &= rest - 1) {
            int sq = Long.numberOfTrailingZeros(rest);
            String fault = squareFault(p, rules, sq, moveOfTurn, us, them);
            if (fault != null) {
                return fault;
            }
        }
        if (rules.hasTwoMoveTurns() && rules.observesCheck() && moveOfTurn == 2) {
            int enemyKing = p.kingSquare(them);
            if (enemyKing != Square.NONE && p.isAttacked(enemyKing, us)) {
                return Piece.colorName(them) + " is in check, but a first move that gives check ends a " + rules.variantName()
                        + " turn: the second move cannot be next";
            }
            if (p.inCheck()) {
                return Piece.colorName(us) + " is in check at the second move of its turn, but its first move had to leave its king safe";
            }
        }
        return null;
    }

    /** Why one e.p. square cannot be, or null. */
    private static String squareFault(Position p, RuleSet rules, int sq, int moveOfTurn, int us, int them) {
        String name = Square.name(sq);
        int rank = Square.rank(sq);
        int stepper;
        if (rank == passedRank(them)) {
            stepper = them;
        } else if (rank == passedRank(us) && moveOfTurn == 2 && rules.hasTwoMoveTurns()) {
            stepper = us;
        } else {
            return "e.p. square " + name + " is impossible with " + Piece.colorName(us) + " to move"
                    + (moveOfTurn == 1 ? "" : " at the second move") + ": it must be on rank " + (passedRank(them) + 1)
                    + (moveOfTurn == 2 && rules.hasTwoMoveTurns() ? " (a right to take) or " + (passedRank(us) + 1) + " (its own double step)" : "");
        }
        int up = stepper == Piece.WHITE ? 8 : -8;
        String pawn = Piece.colorName(stepper).toLowerCase(java.util.Locale.ROOT) + " pawn";
        if (p.pieceAt(sq + up) != Piece.code(stepper, Piece.PAWN)) {
            return "e.p. square " + name + " needs a " + pawn + " on " + Square.name(sq + up)
                    + " that made the double step (a pawn that moved on can no longer be taken)";
        }
        if (p.pieceAt(sq) != Piece.NONE) {
            return "e.p. square " + name + " is occupied: a piece that lands on the square passed over is captured alone, so there is no e.p. right";
        }
        if (stepper == them && moveOfTurn == 2 && (p.pieces(us, Piece.PAWN) & Bitboards.RANK_1 << 8 * passedRank(them)) == 0) {
            return "e.p. square " + name + " at the second move needs a first move that captured e.p., but no "
                    + Piece.colorName(us).toLowerCase(java.util.Locale.ROOT) + " pawn stands on rank " + (passedRank(them) + 1);
        }
        return null;
    }

    private static int passedRank(int stepper) {
        return stepper == Piece.WHITE ? 2 : 5;
    }
}
