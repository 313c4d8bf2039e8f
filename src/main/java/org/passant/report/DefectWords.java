package org.passant.report;

import java.util.ArrayList;
import java.util.List;
import org.passant.board.Bitboards;
import org.passant.board.Castling;
import org.passant.board.Defect;
import org.passant.board.DefectKind;
import org.passant.board.Piece;
import org.passant.board.Position;
import org.passant.board.Square;
import org.passant.board.SquareSets;
import org.passant.board.TurnFen;
import org.passant.retro.Unit;
import org.passant.solve.SolutionTree;

/**
 * The defects of a position in words: one sentence per defect, the same for the solver, the perft
 * command and the retro report (all pawns on an edge rank are one sentence).
 */
public final class DefectWords {
    private DefectWords() {
    }

    /** Each defect of {@code p} as a sentence, in the order found. */
    public static List<String> sentences(Position p, List<Defect> defects) {
        return defects.stream().map(d -> sentence(p, d)).toList();
    }

    /** Why a tree's verdict is what it is: its notes, then the defects of its diagram in words. */
    public static List<String> verdictReasons(SolutionTree tree) {
        List<String> reasons = new ArrayList<>(tree.verdict().reasons());
        if (!tree.verdict().defects().isEmpty()) {
            // A tree in turns writes its FEN with the turn's fields, which only its rule set reads.
            reasons.addAll(sentences(TurnFen.parse(tree.fen(), tree.rules()), tree.verdict().defects()));
        }
        return reasons;
    }

    /** A defect of the diagram {@code p}, its units named as they stand there. */
    public static String sentence(Position p, Defect d) {
        List<Unit> units = new ArrayList<>();
        for (long set = d.units(); set != 0; set &= set - 1) {
            int square = Long.numberOfTrailingZeros(set);
            units.add(new Unit(square, p.pieceAt(square)));
        }
        return sentence(d, units);
    }

    /**
     * A defect in the one wording that the solver, the perft command and the retro report share:
     * each unit named with its colour, the rule it breaks after a semicolon. {@code units} are the
     * defect's units as they stood when it was found (deeper in a retro history the board differs
     * from the diagram).
     */
    public static String sentence(Defect d, List<Unit> units) {
        String side = d.side() == Defect.BOTH_SIDES ? "" : Piece.colorName(d.side());
        String king = d.square() == Square.NONE ? "" : "the " + side.toLowerCase() + " king on " + Square.name(d.square());
        String named = RetroWords.units(units);
        int n = units.size();
        return switch (d.kind()) {
            case NO_KING -> side + " has no king";
            case EXTRA_KINGS -> side + " has " + d.count() + " kings";
            case PAWNS_ON_EDGE_RANK -> pawnsByColour(units) + (n == 1 ? " stands" : " stand") + " on an edge rank, where no pawn can be";
            case TOO_MANY_PAWNS -> side + " has " + d.count() + " pawns (at most " + d.limit() + ")";
            case TOO_MANY_UNITS -> side + " has " + d.count() + " units (at most " + d.limit() + ")";
            case TOO_MANY_PROMOTED_PIECES -> side + " has at least " + plural(d.count(), "promoted piece", "promoted pieces")
                    + (d.square() == Square.NONE ? "" : " (the bishop from " + Square.name(d.square())
                    + " never left it, since the pawns on " + SquareSets.describe(d.units(), Square::name) + " never moved)")
                    + " but only " + plural(d.limit(), "missing pawn", "missing pawns") + " to promote";
            case WAITING_SIDE_IN_CHECK -> named + (n == 1 ? " gives" : " give") + " check to " + king + " with "
                    + Piece.colorName(d.side() ^ 1) + " to move";
            case TOO_MANY_CHECKERS -> king + " is in check from " + named + "; no move gives more than a double check";
            case DOUBLE_CHECK_WITHOUT_LINE_PIECE -> king + " is in check from " + named
                    + "; a double check needs a discovered check, and only a line piece can be discovered";
            case DOUBLE_CHECK_ON_ONE_LINE -> king + " is in check from " + named
                    + " along one line; no single move opens a line on both sides of a king";
            case PAWN_CAPTURES_EXCEED_LOSSES -> side + "'s pawns need at least " + plural(d.count(), "capture", "captures")
                    + " to stand on their files, but " + Piece.colorName(d.side() ^ 1) + " has lost only "
                    + plural(d.limit(), "unit", "units") + takenAtHome(d);
            case PAWNS_CANNOT_HAVE_PASSED -> pawnsByColour(units) + " cannot have passed each other on their files"
                    + " unless one of each pair left its file, and the captures that needs are more than White's pawns ("
                    + plural(d.count(), "capture", "captures") + " at most) and Black's (" + d.limit() + " at most) can have made";
            case PIECES_WITHOUT_ORIGIN -> named + (n == 1 ? " cannot be a promoted piece" : " cannot be promoted pieces")
                    + " (units that never moved close the way from the last rank, and a unit checking an unmoved king"
                    + " from beside it is taken at once), and " + (n > d.limit()
                            ? side + " had only " + d.limit() + " of " + (n == 1 ? "its" : "their") + " kind at the start"
                            : n == 1 ? "no original one can have reached it" : "the original ones cannot have reached them all");
            case PIECE_PAST_ONE_MOVE_PAWN -> pastOneMovePawn(d, units);
            case PIECE_PAST_CAGED_PROMOTION -> pastCagedPromotion(d, units);
            case UNITS_SHUT_IN_AWAY_FROM_HOME -> shutInAwayFromHome(d, units);
            case UNITS_CAGED_AWAY_FROM_HOME -> cagedAwayFromHome(d, units);
            case LOST_BISHOP_NOT_CAPTURABLE -> lostBishop(d, side);
            case KING_WALLED_OFF_FROM_HOME -> king + " cannot have come there from " + (d.side() == Piece.WHITE ? "e1" : "e8")
                    + ": every way back crosses a square it can never have stood on, held since the start by a unit that"
                    + " never moved, attacked from the start by one (a pawn, a knight, a king or a line piece beside it),"
                    + " or taken by a pawn that captured into it from a square attacking it; " + named
                    + (n == 1 ? " closes" : " close") + " the way";
            case PROMOTIONS_NEED_MORE_CAPTURES -> named + (n == 1 ? " can never have stood on a starting square of its kind"
                    : " can never have stood on a starting square of their kind")
                    + " (units that never moved and pawns that moved once close the way), so "
                    + (n == 1 ? "it was promoted on a last-rank square it can reach, and its pawn"
                            : "they were promoted on last-rank squares they can reach, and their pawns")
                    + " and " + side + "'s pawns on the board need at least " + plural(d.count(), "capture", "captures") + ", but "
                    + Piece.colorName(d.side() ^ 1) + " has lost only " + plural(d.limit(), "unit", "units")
                    + " a pawn can have taken";
            case PAWN_FILES_IMPOSSIBLE -> side + "'s pawns cannot all have come from different files";
            case EN_PASSANT_STEP_CANNOT_CHECK -> "the e.p. square " + Square.name(d.square()) + " says the last move was "
                    + doubleStep(d) + ", but that move cannot have given the check from " + named;
            case CASTLING_KING_NOT_HOME -> "castling right " + Castling.describe(right(d.side(), Bitboards.first(d.units())))
                    + " is stated but the king is not on " + Square.name(d.square());
            case CASTLING_ROOK_NOT_HOME -> "castling right " + Castling.describe(right(d.side(), d.square()))
                    + " is stated but no rook stands on " + Square.name(d.square());
            case EN_PASSANT_PAWN_MISSING -> "e.p. square " + Square.name(d.square()) + " needs the double step " + doubleStep(d)
                    + ", but no " + side.toLowerCase() + " pawn stands on " + Square.name(stepEnd(d));
            case EN_PASSANT_PATH_OCCUPIED -> "e.p. square " + Square.name(d.square()) + " needs the double step " + doubleStep(d)
                    + ", but " + Square.name(Bitboards.first(d.units())) + " is occupied";
        };
    }

    /**
     * ", and the bishop from c8 was not one of them: it never left c8 (b7 and d7 never moved),
     * and no pawn can capture there", for the shut-in bishops a capture-count defect names.
     */
    /** The piece on the defect's square cannot have come in past the pawn that moved once (the other unit). */
    private static String pastOneMovePawn(Defect d, List<Unit> units) {
        Unit piece = units.stream().filter(u -> u.square() == d.square()).findFirst().orElseThrow();
        Unit pawn = units.stream().filter(u -> u.square() != d.square()).findFirst().orElseThrow();
        String origin = Square.name(d.count());
        return RetroWords.unit(piece) + " cannot have come to " + Square.name(d.square()) + ": "
                + RetroWords.unit(pawn) + " came from " + origin + " in one move, so " + origin + " or "
                + Square.name(pawn.square()) + " was always taken, and every way in passes the one taken at the time"
                + (d.limit() > 1 ? " (or a square another pawn that moved once held at the time)" : "");
    }

    /** The piece on the defect's square cannot have come in past the caged promoted piece (the other unit). */
    private static String pastCagedPromotion(Defect d, List<Unit> units) {
        Unit piece = units.stream().filter(u -> u.square() == d.square()).findFirst().orElseThrow();
        Unit caged = units.stream().filter(u -> u.square() != d.square()).findFirst().orElseThrow();
        String at = Square.name(caged.square());
        String feeder = d.count() == Square.NONE ? "" : " from " + Square.name(d.count());
        return RetroWords.unit(piece) + " cannot have come to " + Square.name(d.square()) + ": "
                + RetroWords.unit(caged) + " can never have moved, so it was promoted on " + at + feeder
                + " and has held " + at + " ever since, and every way in passes " + at
                + (feeder.isEmpty() ? "" : " after the promotion or stands on " + Square.name(d.count()) + " at its moment")
                + (d.limit() > 1 ? " (or a square a pawn that moved once held at the time)" : "");
    }

    /** The opponent's lost bishop of a colour, which none of the side's pawns can have taken on that colour. */
    private static String lostBishop(Defect d, String side) {
        String opponent = Piece.colorName(d.side() ^ 1);
        String colours = d.limit() == 3 ? "light and dark" : d.limit() == 1 ? "light" : "dark";
        return side + "'s pawns need " + plural(d.count(), "capture", "captures") + " to stand on their files, as many as "
                + opponent + " has lost, so a pawn took every lost unit; but " + opponent + "'s " + colours
                + (d.limit() == 3 ? " bishops are" : " bishop is") + " gone, and no pawn can have captured on "
                + (d.limit() == 3 ? "both colours" : "a " + colours + " square")
                + " (a pawn that made no step besides its captures captures on one colour only)";
    }

    /** The unit on the defect's square is one of units that shut each other in, and did not start there. */
    private static String shutInAwayFromHome(Defect d, List<Unit> units) {
        Unit away = units.stream().filter(u -> u.square() == d.square()).findFirst().orElseThrow();
        List<Unit> others = units.stream().filter(u -> u.square() != d.square()).toList();
        return RetroWords.unit(away) + " cannot be on " + Square.name(d.square()) + ": it and "
                + RetroWords.units(others) + " shut each other in (none of them can have made the last move among them:"
                + " the square it came from is held by another, or it would have given or stood in a check no move can"
                + " have given), so they have stood where they are since the game began, and it did not start on "
                + Square.name(d.square());
    }

    /** The unit on the defect's square is one of units that move only among themselves, and none of their arrangements is the initial one. */
    private static String cagedAwayFromHome(Defect d, List<Unit> units) {
        Unit away = units.stream().filter(u -> u.square() == d.square()).findFirst().orElseThrow();
        List<Unit> others = units.stream().filter(u -> u.square() != d.square()).toList();
        return RetroWords.unit(away) + " cannot have come to " + Square.name(d.square()) + ": it and "
                + RetroWords.units(others) + " move only among themselves (taking back their moves reaches "
                + plural(d.count(), "arrangement", "arrangements") + ", none of them the initial array's)";
    }

    private static String takenAtHome(Defect d) {
        if (d.units() == 0) {
            return "";
        }
        List<String> homes = new ArrayList<>();
        List<String> cages = new ArrayList<>();
        for (long set = d.units(); set != 0; set &= set - 1) {
            int home = Long.numberOfTrailingZeros(set);
            int up = Square.rank(home) == 0 ? 8 : -8;
            homes.add(Square.name(home));
            cages.add(Square.name(home + up - 1) + " and " + Square.name(home + up + 1));
        }
        String one = homes.size() == 1 ? "the bishop from " : "the bishops from ";
        return ", and " + one + RetroWords.and(homes) + (homes.size() == 1 ? " was" : " were")
                + " not taken by a pawn: shut in by pawns that never moved (on " + String.join("; ", cages)
                + "), " + (homes.size() == 1 ? "it" : "each") + " was captured at home, where no pawn can capture";
    }

    /** "the white pawns on a1, b1 and h1 and the black pawn on c8": eight pawns on a rank read as one phrase. */
    private static String pawnsByColour(List<Unit> pawns) {
        List<String> phrases = new ArrayList<>();
        for (int color : new int[] {Piece.WHITE, Piece.BLACK}) {
            List<String> squares = pawns.stream().filter(u -> u.color() == color).map(u -> Square.name(u.square())).toList();
            if (!squares.isEmpty()) {
                phrases.add("the " + Piece.colorName(color).toLowerCase() + (squares.size() == 1 ? " pawn on " : " pawns on ")
                        + RetroWords.and(squares));
            }
        }
        return RetroWords.and(phrases);
    }

    private static String plural(int n, String one, String many) {
        return n + " " + (n == 1 ? one : many);
    }

    /** The castling right of {@code color} whose rook starts on {@code rookSquare}. */
    private static int right(int color, int rookSquare) {
        int kingside = color == Piece.WHITE ? Castling.WHITE_KINGSIDE : Castling.BLACK_KINGSIDE;
        return Castling.rookSquare(kingside) == rookSquare ? kingside : kingside << 1;
    }

    /** The square the double step named by an e.p. defect ends on (the side of the defect made it). */
    private static int stepEnd(Defect d) {
        return d.square() + (d.side() == Piece.WHITE ? 8 : -8);
    }

    private static String doubleStep(Defect d) {
        int from = d.square() + (d.side() == Piece.WHITE ? -8 : 8);
        return Square.name(from) + "-" + Square.name(stepEnd(d));
    }
}
