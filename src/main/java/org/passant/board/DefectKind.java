package org.passant.board;

/**
 * The ways a diagram can be shown unable to arise from the initial array, named so that a report
 * can put each in words and a program can test for one without reading a sentence. The board's
 * {@link PositionValidator} decides the kinds a glance at the diagram settles; the retro analysis
 * decides the same kinds with the same rules and adds its own (the last three groups).
 */
public enum DefectKind {
    /** A side has no king. */
    NO_KING,
    /** A side has more than one king; {@code count} says how many. */
    EXTRA_KINGS,
    /** A side has more than 8 pawns; {@code count} says how many. */
    TOO_MANY_PAWNS,
    /** A side has more than 16 units; {@code count} says how many. */
    TOO_MANY_UNITS,
    /**
     * A side has more promoted pieces ({@code count}) than missing pawns ({@code limit}). When the
     * retro analysis counts a closed-in bishop as gone, {@code square} is its starting square and
     * {@code units} the two unmoved pawns that close it in.
     */
    TOO_MANY_PROMOTED_PIECES,
    /** Pawns ({@code units}, of either side) stand on the first or last rank. */
    PAWNS_ON_EDGE_RANK,
    /** The king of the side not to move ({@code side}, on {@code square}) is in check from {@code units}. */
    WAITING_SIDE_IN_CHECK,
    /** The king to move (on {@code square}) is in check from more than two units ({@code units}). */
    TOO_MANY_CHECKERS,
    /** A double check ({@code units}) by two units neither of which can have been discovered. */
    DOUBLE_CHECK_WITHOUT_LINE_PIECE,
    /** A double check ({@code units}) by two units on one line through the king. */
    DOUBLE_CHECK_ON_ONE_LINE,
    /** The stated e.p. square ({@code square}) names a double step that cannot have given the check from {@code units}. */
    EN_PASSANT_STEP_CANNOT_CHECK,
    /** A stated castling right whose king is not at home: {@code square} the king's, {@code units} the rook's square. */
    CASTLING_KING_NOT_HOME,
    /** A stated castling right whose rook is not at home: {@code square} the rook's square. */
    CASTLING_ROOK_NOT_HOME,
    /** The stated e.p. square ({@code square}) needs a pawn that does not stand where the double step ended. */
    EN_PASSANT_PAWN_MISSING,
    /** The stated e.p. square ({@code square}) needs a double step over an occupied square ({@code units}). */
    EN_PASSANT_PATH_OCCUPIED,
    /**
     * A side's pawns need more captures ({@code count}) to stand on their files than the opponent
     * has lost units ({@code limit}); or, with {@code units} the starting squares of shut-in
     * bishops that are gone (taken at home, where no pawn can capture), more than those losses
     * less these bishops.
     */
    PAWN_CAPTURES_EXCEED_LOSSES,
    /** A side's pawns cannot all have come from different files, whatever was captured. */
    PAWN_FILES_IMPOSSIBLE,
    /**
     * Pawns of opposite colours ({@code units}) stand on one file in an order they cannot have
     * reached without one of them leaving the file, and the captures that needs are more than the
     * losses allow: White's pawns can have made at most {@code count} captures, Black's at most
     * {@code limit}. ({@code side} is {@link Defect#BOTH_SIDES}.)
     */
    PAWNS_CANNOT_HAVE_PASSED,
    /**
     * Pieces of one kind ({@code units}, {@code count} of them, of {@code side}) that no promoted
     * piece can have become, since units that never moved close the way, and that the originals of
     * that kind ({@code limit} at the start) cannot all have become either.
     */
    PIECES_WITHOUT_ORIGIN,
    /**
     * A piece (on {@code square}, of {@code side}) that cannot have come to its square: the pawn
     * (the other of {@code units}, which hold both) made one move, from the one square {@code count} it can have started on,
     * so one of the two was always taken, and every way in from a starting square of the piece's
     * kind or from its last rank passes the pawn's square of the time; {@code limit} is how many
     * such pawns the proof took together (the others are named by the proof's steps, not here).
     */
    PIECE_PAST_ONE_MOVE_PAWN,
    /**
     * A piece (on {@code square}, of {@code side}) that cannot have come to its square: the other of
     * {@code units} is a promoted piece on its last rank that can never have moved, so it has held
     * its square since its promotion, from the one square {@code count} (or {@link Square#NONE} if
     * more than one is open) where the promoting pawn stood; every way in passes one of those
     * squares when it was taken; {@code limit} is how many such events the proof took together.
     */
    PIECE_PAST_CAGED_PROMOTION,
    /**
     * Units ({@code units}, {@code count} of them) that shut each other in: none of them can have
     * made the last move that changed where they stand, so they have stood there since the game
     * began; the one on {@code square}, of {@code side}, did not start there.
     */
    UNITS_SHUT_IN_AWAY_FROM_HOME,
    /**
     * Units ({@code units}) that move only among themselves: taking back their moves alone reaches
     * {@code count} arrangements, none of them the initial array's, so the one on {@code square},
     * of {@code side}, cannot have come there.
     */
    UNITS_CAGED_AWAY_FROM_HOME,
    /**
     * A side's ({@code side}) pawns, all eight on the board, need exactly as many captures
     * ({@code count}) as the opponent has lost units, so each lost unit fell to a pawn; but the
     * opponent's bishop of a colour it no longer has ({@code limit}: 1 light, 2 dark, 3 both) can
     * have been taken on no square of its colour. {@code units} are the opponent's bishops left.
     */
    LOST_BISHOP_NOT_CAPTURABLE,
    /**
     * The king of {@code side} on {@code square} cannot have walked there from its starting square:
     * every way back crosses a square it can never have stood on, held or attacked from the start by
     * units that never moved, or taken by a pawn that captured its way there. {@code units} close
     * the way; {@code count} is how many squares the king can reach from its own.
     */
    KING_WALLED_OFF_FROM_HOME,
    /**
     * Promoted pieces of {@code side} ({@code units}; {@code square} the first) can never have
     * stood on a starting square of their kind, so they were promoted in their pockets; their
     * pawns and the side's pawns on the board need at least {@code count} captures, more than the
     * {@code limit} units the opponent lost where a pawn can have taken them.
     */
    PROMOTIONS_NEED_MORE_CAPTURES
}
