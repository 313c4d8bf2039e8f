package org.passant.report;

import java.util.ArrayList;
import java.util.List;
import org.passant.board.Castling;
import org.passant.board.Piece;
import org.passant.board.Square;
import org.passant.retro.CastlingVerdict;
import org.passant.retro.EnPassantVerdict;
import org.passant.retro.RightCheck;
import org.passant.retro.RightsCombination;
import org.passant.retro.StatedRightsCheck;
import org.passant.retro.Unit;
import org.passant.solve.RightsPart;

/**
 * The words of the retro analysis's verdicts on rights: the e.p. argument (a one-sentence summary
 * and the full reason), each castling verdict's reason, the verdict on each stated right, the
 * notes on stated rights, and the history behind a rights combination.
 */
public final class RetroRightsWords {
    /** Alternatives named at most in an e.p. reason; the rest are counted. */
    private static final int SHOWN = 8;

    private RetroRightsWords() {
    }

    /** The e.p. argument in one sentence, for a note beside a solution. */
    public static String enPassantSummary(EnPassantVerdict v) {
        if (v.proof() instanceof EnPassantVerdict.OnlyDoubleStep p) {
            String others = p.others().isEmpty() ? "" : ": " + RetroWords.andDistinct(p.others().stream()
                    .map(m -> RetroWords.move(m.move())).toList()) + (p.others().size() == 1 ? " is" : " are") + " impossible";
            return mustHaveBeen(p) + others;
        }
        return enPassantReason(v);
    }

    /** The full e.p. argument. */
    public static String enPassantReason(EnPassantVerdict v) {
        EnPassantVerdict.Proof proof = v.proof();
        if (proof instanceof EnPassantVerdict.PositionIllegal) {
            return "the position is illegal, so it grants no rights";
        }
        if (proof instanceof EnPassantVerdict.NoDoubleStep n) {
            return "no " + lower(n.mover()) + " double step that a " + lower(n.mover() ^ 1)
                    + " pawn could capture e.p. can have been the last move";
        }
        if (proof instanceof EnPassantVerdict.OnlyDoubleStep p) {
            List<String> because = new ArrayList<>();
            if (!p.others().isEmpty()) {
                because.add("every other is impossible: " + RetroWords.withReasons(p.others()));
            }
            if (!p.immobile().isEmpty()) {
                because.add(immobile(p.immobile()));
            }
            return because.isEmpty() ? mustHaveBeen(p) : mustHaveBeen(p) + "; " + String.join("; ", because);
        }
        if (proof instanceof EnPassantVerdict.StepsRefuted r) {
            return "the double step cannot have been the last move: " + RetroWords.withReasons(r.refuted());
        }
        if (proof instanceof EnPassantVerdict.StepOrOther s) {
            String steps = RetroWords.side(s.mover()) + "'s last move may have been " + String.join(" or ", RetroWords.moves(s.steps()));
            return s.others().isEmpty() ? steps + "; which of them is not known"
                    : steps + ", but also " + some(s.others().stream().map(RetroWords::text).toList());
        }
        throw new IllegalArgumentException("an e.p. proof without words: " + proof);
    }

    /** The possible last moves beside an unproven e.p. right. */
    public static List<String> alternatives(EnPassantVerdict v) {
        return v.alternatives().stream().map(RetroWords::text).toList();
    }

    /** One line: {@code proven on g6: ...}, {@code not proven: ...}, {@code none: ...}. */
    public static String enPassantLine(EnPassantVerdict v) {
        return switch (v.status()) {
            case PROVEN -> "proven on " + Square.name(v.square()) + ": " + enPassantSummary(v);
            case NOT_PROVEN -> "not proven: " + enPassantSummary(v);
            case NONE -> "none: " + enPassantSummary(v);
        };
    }

    public static String castlingReason(CastlingVerdict v) {
        CastlingVerdict.Proof proof = v.proof();
        if (proof instanceof CastlingVerdict.KingNotHome k) {
            return "the " + lower(k.color()) + " king is not on " + Square.name(k.square());
        }
        if (proof instanceof CastlingVerdict.RookNotHome r) {
            return "no " + lower(r.color()) + " rook stands on " + Square.name(r.square());
        }
        if (proof instanceof CastlingVerdict.PositionIllegal) {
            return "the position is illegal";
        }
        if (proof instanceof CastlingVerdict.NoProofOfMove n) {
            return "no proof that the king on " + Square.name(n.king()) + " or the rook on " + Square.name(n.rook()) + " has moved";
        }
        if (proof instanceof CastlingVerdict.RuleBrokenIfUnmoved u) {
            int right = v.right();
            return "if " + Castling.describe(right) + " were still possible, the king on " + Square.name(Castling.kingSquare(right))
                    + " and the rook on " + Square.name(Castling.rookSquare(right)) + " would never have moved; then "
                    + RetroWords.refutation(u.rule());
        }
        if (proof instanceof CastlingVerdict.EveryHistoryRefuted e) {
            int right = v.right();
            boolean ownRight = (right <= Castling.WHITE_QUEENSIDE ? Piece.WHITE : Piece.BLACK) == e.mover();
            String mover = RetroWords.side(e.mover());
            List<String> because = new ArrayList<>();
            if (ownRight) {
                because.add("then " + mover + "'s last move was made by another unit");
            }
            if (e.refuted().isEmpty()) {
                because.add("but no other " + mover.toLowerCase() + " unit has a move to take back");
            } else {
                because.add((ownRight ? "and every such move is impossible: " : "then every last move of " + mover + " is impossible: ")
                        + RetroWords.withReasons(e.refuted()));
                if (!e.immobile().isEmpty()) {
                    because.add(immobile(e.immobile()));
                }
            }
            return "if " + Castling.describe(right) + " were still possible, the king on " + Square.name(Castling.kingSquare(right))
                    + " and the rook on " + Square.name(Castling.rookSquare(right)) + " would never have moved; " + String.join("; ", because);
        }
        throw new IllegalArgumentException("a castling proof without words: " + proof);
    }

    /** One line: {@code White 0-0: not disproved (...)}. */
    public static String castlingLine(CastlingVerdict v) {
        return Castling.describe(v.right()) + ": " + (v.disproved() ? "disproved" : "not disproved") + " (" + castlingReason(v) + ")";
    }

    /** The stated right's name: {@code Black 0-0-0}, {@code e.p. e6}. */
    public static String right(RightCheck c) {
        return c.enPassant() ? "e.p. " + Square.name(c.epSquare()) : Castling.describe(c.castling());
    }

    public static String status(RightCheck c) {
        return c.status().name().toLowerCase().replace('_', ' ');
    }

    public static String reason(RightCheck c) {
        RightCheck.Proof proof = c.proof();
        if (proof instanceof RightCheck.PositionIllegal) {
            return "the position is illegal";
        }
        if (proof instanceof RightCheck.ByCastlingVerdict v) {
            return castlingReason(v.verdict()) + (v.verdict().disproved() ? "" : "; castling is allowed unless disproved");
        }
        if (proof instanceof RightCheck.ByEnPassantVerdict v) {
            return enPassantReason(v.verdict());
        }
        if (proof instanceof RightCheck.NoDoubleStepOver n) {
            String mover = lower(n.mover());
            String why = switch (n.obstacle()) {
                case NOT_PASSED_BY_A_DOUBLE_STEP -> Square.name(n.square()) + " is not on the square a " + mover + " double step passes";
                case NO_PAWN -> "no " + mover + " pawn stands on " + Square.name(n.at());
                case OCCUPIED -> Square.name(n.at()) + " is occupied";
                case NOT_A_RETRACTION -> "it is not among the possible retractions";
            };
            return "no " + mover + " double step over " + Square.name(n.square()) + " can have been the last move: " + why;
        }
        if (proof instanceof RightCheck.StepRefuted s) {
            return RetroWords.move(s.step()) + " is impossible: " + RetroWords.refutation(s.refutation());
        }
        if (proof instanceof RightCheck.NoCapturingPawn n) {
            return "no " + lower(n.side()) + " pawn could capture it";
        }
        throw new IllegalArgumentException("a right check without words: " + proof);
    }

    /** One line: {@code e.p. e6: not provable (...)}. */
    public static String line(RightCheck c) {
        return right(c) + ": " + status(c) + " (" + reason(c) + ")";
    }

    public static String note(StatedRightsCheck.Note note) {
        if (note instanceof StatedRightsCheck.EnPassantNotStated n) {
            return "e.p. on " + Square.name(n.square()) + " is proven although not stated";
        }
        if (note instanceof StatedRightsCheck.RightsExclusive x) {
            return "the stated rights cannot all hold in one history: " + mustHaveBeen(x.lastMoves());
        }
        if (note instanceof StatedRightsCheck.EnPassantAllowedWith a) {
            return mustHaveBeen(a.lastMoves()) + ", so e.p. is allowed in that history (partial retro analysis)";
        }
        throw new IllegalArgumentException("a note without words: " + note);
    }

    public static List<String> notes(StatedRightsCheck s) {
        return s.notes().stream().map(RetroRightsWords::note).toList();
    }

    public static String history(RightsCombination.History h) {
        if (h instanceof RightsCombination.IndependentWithoutEnPassant) {
            return "the rights are independent: castling unless disproved, no e.p. right";
        }
        if (h instanceof RightsCombination.IndependentAfterStep s) {
            return "the rights are independent: castling unless disproved; " + RetroWords.side(s.mover()) + "'s last move was "
                    + RetroWords.move(s.step());
        }
        if (h instanceof RightsCombination.LastMoveWas w) {
            return RetroWords.side(w.mover()) + "'s last move was " + RetroWords.move(w.step());
        }
        if (h instanceof RightsCombination.LastMoveWasNot n) {
            return RetroWords.side(n.mover()) + "'s last move was not " + String.join(" or ", RetroWords.moves(n.steps()));
        }
        throw new IllegalArgumentException("a history without words: " + h);
    }

    /** The history of a part of a solution; none when the rights were trusted as stated. */
    public static String history(RightsPart part) {
        return part.history() == null ? "" : history(part.history());
    }

    /** A combination with its history: {@code castling White 0-0, e.p. none [...]}. */
    public static String combination(RightsCombination c) {
        StringBuilder sb = new StringBuilder();
        sb.append("castling ").append(describe(c.castling()));
        if (c.retroStrategy()) {
            sb.append(" (retro-strategy: ");
            for (int i = 0; i < c.castlingAlternatives().size(); i++) {
                sb.append(i > 0 ? " or " : "").append(describe(c.castlingAlternatives().get(i)));
            }
            sb.append(')');
        }
        sb.append(", e.p. ").append(c.epSquare() == Square.NONE ? "none" : Square.name(c.epSquare()));
        return sb.append(" [").append(history(c.history())).append(']').toString();
    }

    /** Castling rights in words: {@code White 0-0 and Black 0-0-0}, or {@code none}. */
    static String describe(int rights) {
        if (rights == 0) {
            return "none";
        }
        List<String> names = new ArrayList<>();
        for (int r = Castling.WHITE_KINGSIDE; r <= Castling.BLACK_QUEENSIDE; r <<= 1) {
            if ((rights & r) != 0) {
                names.add(Castling.describe(r));
            }
        }
        return String.join(" and ", names);
    }

    private static String mustHaveBeen(EnPassantVerdict.OnlyDoubleStep p) {
        return RetroWords.side(p.mover()) + "'s last move must have been " + RetroWords.move(p.step());
    }

    private static String mustHaveBeen(StatedRightsCheck.LastMovesWith with) {
        List<String> fits = new ArrayList<>();
        if (with.plainMove()) {
            fits.add("no double step that can be taken e.p.");
        }
        fits.addAll(RetroWords.moves(with.doubleSteps()));
        return "with castling " + describe(with.castling()) + " the last move must have been "
                + (fits.isEmpty() ? "impossible" : String.join(" or ", fits));
    }

    private static String immobile(List<Unit> units) {
        return RetroWords.units(units) + (units.size() == 1 ? " has" : " have") + " no move to take back";
    }

    private static String some(List<String> moves) {
        int shown = Math.min(moves.size(), SHOWN);
        String text = String.join(", ", moves.subList(0, shown));
        return moves.size() > shown ? text + " and " + (moves.size() - shown) + " more" : text;
    }

    private static String lower(int color) {
        return RetroWords.side(color).toLowerCase();
    }
}
