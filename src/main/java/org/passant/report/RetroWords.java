package org.passant.report;

import java.util.ArrayList;
import java.util.List;
import org.passant.board.Defect;
import org.passant.board.Piece;
import org.passant.board.Square;
import org.passant.board.SquareSets;
import org.passant.retro.LastMove;
import org.passant.retro.PawnOrigin;
import org.passant.retro.Refutation;
import org.passant.retro.Retraction;
import org.passant.retro.Unit;

/**
 * The words of the retro analysis's proofs: last moves in long algebraic notation as problemists
 * print retractions ({@code g7-g5}, {@code Kf8xg8}, {@code e7xd8=Q}, {@code h5xg6 e.p.},
 * {@code 0-0}), units with their colour ("the white pawn on g6"), and refutations as sentences
 * whose nested reasons follow in parentheses.
 */
public final class RetroWords {
    private RetroWords() {
    }

    public static String side(int color) {
        return Piece.colorName(color);
    }

    /** "the white pawn on g6". */
    public static String unit(Unit u) {
        return "the " + side(u.color()).toLowerCase() + " " + Piece.typeName(u.type()) + " on " + Square.name(u.square());
    }

    /** "the white pawn on d6 came from the e-file (at least 1 capture)". */
    public static String pawnOrigin(PawnOrigin o) {
        return "the " + side(o.color()).toLowerCase() + " pawn on " + o.squareName() + " came from the "
                + o.originFileName() + "-file (at least " + o.captures() + (o.captures() == 1 ? " capture)" : " captures)");
    }

    /** "the white pawn on g6 and the white rook on h8". */
    public static String units(List<Unit> units) {
        return and(units.stream().map(RetroWords::unit).toList());
    }

    /** The move without the unit it took: {@code Kf8xg8}. */
    public static String move(Retraction m) {
        if (m.kind() == Retraction.Kind.CASTLING) {
            return m.kingside() ? "0-0" : "0-0-0";
        }
        StringBuilder sb = new StringBuilder();
        if (m.piece() != Piece.PAWN) {
            sb.append(Piece.letter(m.piece()));
        }
        sb.append(Square.name(m.from())).append(m.capture() ? 'x' : '-').append(Square.name(m.to()));
        if (m.promotion() != 0) {
            sb.append('=').append(Piece.letter(m.promotion()));
        }
        if (m.kind() == Retraction.Kind.EN_PASSANT) {
            sb.append(" e.p.");
        }
        return sb.toString();
    }

    public static List<String> moves(List<Retraction> moves) {
        return moves.stream().map(RetroWords::move).toList();
    }

    /** The move with the units it may have taken: {@code Kf8xg8 (un-capture: R, Q)}. */
    public static String text(LastMove m) {
        return m.uncaptured().isEmpty() ? move(m.move()) : move(m.move()) + " (un-capture: " + String.join(", ", uncaptured(m)) + ")";
    }

    /** The letters of the units an un-capture may have taken: {@code R}, {@code Q}. */
    public static List<String> uncaptured(LastMove m) {
        return m.uncaptured().stream().map(type -> String.valueOf(Piece.letter(type))).toList();
    }

    /** A possible move as its text; an impossible one followed by why: {@code Kg7-h6: the black king on h6 ...}. */
    public static String withReason(LastMove m) {
        return m.possible() ? text(m) : text(m) + ": " + refutation(m.refutation());
    }

    /** Impossible moves with their reasons, joined by semicolons. */
    public static String withReasons(List<LastMove> moves) {
        return String.join("; ", moves.stream().map(RetroWords::withReason).toList());
    }

    /** Why a position some last move leads back to is impossible. */
    public static String refutation(Refutation r) {
        if (r instanceof Refutation.RuleBroken b) {
            return defect(b);
        }
        if (r instanceof Refutation.DoubleStepUnplayable d) {
            return "the e.p. capture needs a double step to " + Square.name(d.square()) + " just before it, which cannot have been played";
        }
        if (r instanceof Refutation.DoubleStepRefuted d) {
            return "the e.p. capture needs " + move(d.step()) + " just before it, and then " + refutation(d.then());
        }
        if (r instanceof Refutation.NothingToTakeBack n) {
            return "no " + side(n.mover()).toLowerCase() + " unit has a move to take back";
        }
        if (r instanceof Refutation.CheckNotGiven c) {
            return checkNotGiven(c) + candidates(c.candidates(), c.mover());
        }
        if (r instanceof Refutation.NoLastMove n) {
            return side(n.mover()) + " has no possible last move" + candidates(n.candidates(), n.mover());
        }
        if (r instanceof Refutation.PastGoesInCircles c) {
            return "every history before it runs in circles: the " + c.positions()
                    + " positions that moves taken back can lead to lead only to one another, never to the game's start";
        }
        throw new IllegalArgumentException("a refutation without words: " + r);
    }

    /**
     * The kind of reason a last move is impossible, in a few words, to group moves under: a static
     * rule by its kind, a check by its being given, an exhausted retraction by what ran out.
     */
    public static String reasonKind(Refutation r) {
        if (r instanceof Refutation.RuleBroken b) {
            return switch (b.defect().kind()) {
                case NO_KING, EXTRA_KINGS -> "a king missing or too many kings";
                case PAWNS_ON_EDGE_RANK -> "a pawn on an edge rank";
                case TOO_MANY_PAWNS -> "too many pawns";
                case TOO_MANY_UNITS -> "too many units";
                case TOO_MANY_PROMOTED_PIECES -> "more promoted pieces than missing pawns";
                case WAITING_SIDE_IN_CHECK -> "the side to move could capture the king";
                case TOO_MANY_CHECKERS -> "more than a double check";
                case DOUBLE_CHECK_WITHOUT_LINE_PIECE -> "a double check with no line piece to discover";
                case DOUBLE_CHECK_ON_ONE_LINE -> "a double check along one line";
                case PAWN_CAPTURES_EXCEED_LOSSES -> "more pawn captures than units lost";
                case PAWN_FILES_IMPOSSIBLE -> "pawns on files they cannot have reached";
                case PAWNS_CANNOT_HAVE_PASSED -> "pawns that cannot have passed each other";
                case PIECES_WITHOUT_ORIGIN -> "pieces no original or promoted unit can have become";
                case PIECE_PAST_ONE_MOVE_PAWN -> "a piece that cannot have come in past a pawn that moved once";
                case PIECE_PAST_CAGED_PROMOTION -> "a piece that cannot have come in past a promoted piece that never moved";
                case UNITS_SHUT_IN_AWAY_FROM_HOME -> "units that shut each other in away from their starting squares";
                case UNITS_CAGED_AWAY_FROM_HOME -> "units that move only among themselves, away from their starting squares";
                case LOST_BISHOP_NOT_CAPTURABLE -> "a lost bishop no pawn can have taken on its colour";
                case KING_WALLED_OFF_FROM_HOME -> "a king that cannot have walked there from its starting square";
                case PROMOTIONS_NEED_MORE_CAPTURES -> "promoted pieces shut in where they were promoted, whose pawns needed more captures than units lost";
                case EN_PASSANT_STEP_CANNOT_CHECK, CASTLING_KING_NOT_HOME, CASTLING_ROOK_NOT_HOME, EN_PASSANT_PAWN_MISSING,
                     EN_PASSANT_PATH_OCCUPIED -> throw new IllegalArgumentException("not a retro rule: " + b.defect().kind());
            };
        }
        if (r instanceof Refutation.DoubleStepUnplayable || r instanceof Refutation.DoubleStepRefuted) {
            return "an e.p. capture whose double step cannot have been played";
        }
        if (r instanceof Refutation.NothingToTakeBack n) {
            return "nothing " + side(n.mover()) + " can have played before it";
        }
        if (r instanceof Refutation.CheckNotGiven c) {
            return "a check no last move of " + side(c.mover()) + " can have given";
        }
        if (r instanceof Refutation.NoLastMove n) {
            return "no possible move of " + side(n.mover()) + " before it";
        }
        if (r instanceof Refutation.PastGoesInCircles) {
            return "a past that runs in circles";
        }
        throw new IllegalArgumentException("a refutation without words: " + r);
    }

    /** Why the diagram itself is illegal: a defect, or why no last move fits it. */
    public static String illegality(Refutation r) {
        if (r instanceof Refutation.NothingToTakeBack n) {
            return refutation(n) + ", so " + side(n.mover()) + " cannot have made the last move";
        }
        if (r instanceof Refutation.NoLastMove n) {
            return side(n.mover()) + " has no possible last move: every candidate leads to an impossible position";
        }
        return refutation(r);
    }

    public static List<String> illegality(List<Refutation> reasons) {
        return reasons.stream().map(RetroWords::illegality).toList();
    }

    private static String checkNotGiven(Refutation.CheckNotGiven c) {
        return "the " + side(c.side()).toLowerCase() + " king on " + Square.name(c.king()) + " is in check from " + units(c.checkers())
                + ", which no last move of " + side(c.mover()) + " can have given";
    }

    private static String candidates(Refutation.Candidates c, int mover) {
        if (c instanceof Refutation.AllLeaveCheck) {
            return " (every move " + side(mover) + " can take back leaves that check standing)";
        }
        if (c instanceof Refutation.AllFail a) {
            return " (all " + a.count() + " candidates fail)";
        }
        if (c instanceof Refutation.EachFails e) {
            return " (" + withReasons(e.moves()) + ")";
        }
        return "";
    }

    static String defect(Refutation.RuleBroken b) {
        return DefectWords.sentence(b.defect(), b.units());
    }

    /** "x, y and z". */
    static String and(List<String> items) {
        if (items.size() <= 1) {
            return items.isEmpty() ? "" : items.get(0);
        }
        return String.join(", ", items.subList(0, items.size() - 1)) + " and " + items.get(items.size() - 1);
    }

    /** "x, y and z", each named once. */
    static String andDistinct(List<String> items) {
        List<String> distinct = new ArrayList<>();
        for (String s : items) {
            if (!distinct.contains(s)) {
                distinct.add(s);
            }
        }
        return and(distinct);
    }
}
