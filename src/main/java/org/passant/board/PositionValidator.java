package org.passant.board;

import java.util.ArrayList;
import java.util.List;

/**
 * Static legality checks: what can be decided by looking at the diagram without retracting
 * moves. Each defect comes with a sentence a composer can check. Passing these checks does not
 * make a position legal; the retro analysis looks deeper.
 */
public final class PositionValidator {
    private PositionValidator() {
    }

    /** The defects of a position; empty when none of the static checks objects. */
    public static List<String> defects(Position p) {
        List<String> defects = new ArrayList<>();
        for (int color = Piece.WHITE; color <= Piece.BLACK; color++) {
            kings(p, color, defects);
            material(p, color, defects);
        }
        pawnsOnEdgeRanks(p, defects);
        if (!defects.isEmpty() && countKings(p) != 2) {
            return defects; // without one king each, checks and rights make no sense
        }
        sideNotToMoveInCheck(p, defects);
        impossibleCheck(p, defects);
        castlingRights(p, defects);
        enPassantSquare(p, defects);
        return defects;
    }

    public static boolean isValid(Position p) {
        return defects(p).isEmpty();
    }

    private static int countKings(Position p) {
        return Long.bitCount(p.piecesOfType(Piece.KING));
    }

    private static void kings(Position p, int color, List<String> defects) {
        int kings = Long.bitCount(p.pieces(color, Piece.KING));
        if (kings == 0) {
            defects.add(Piece.colorName(color) + " has no king");
        } else if (kings > 1) {
            defects.add(Piece.colorName(color) + " has " + kings + " kings");
        }
    }

    private static void material(Position p, int color, List<String> defects) {
        String side = Piece.colorName(color);
        int pawns = Long.bitCount(p.pieces(color, Piece.PAWN));
        int units = Long.bitCount(p.pieces(color));
        if (pawns > 8) {
            defects.add(side + " has " + pawns + " pawns (at most 8)");
        }
        if (units > 16) {
            defects.add(side + " has " + units + " units (at most 16)");
        }
        long bishops = p.pieces(color, Piece.BISHOP);
        long light = 0x55AA55AA55AA55AAL;
        int promoted = Math.max(0, Long.bitCount(p.pieces(color, Piece.QUEEN)) - 1)
                + Math.max(0, Long.bitCount(p.pieces(color, Piece.ROOK)) - 2)
                + Math.max(0, Long.bitCount(p.pieces(color, Piece.KNIGHT)) - 2)
                + Math.max(0, Long.bitCount(bishops & light) - 1)
                + Math.max(0, Long.bitCount(bishops & ~light) - 1);
        if (pawns <= 8 && promoted > 8 - pawns) {
            defects.add(side + " has at least " + promoted + " promoted pieces but only " + (8 - pawns)
                    + " missing pawns to promote them");
        }
    }

    private static void pawnsOnEdgeRanks(Position p, List<String> defects) {
        long edge = p.piecesOfType(Piece.PAWN) & (Bitboards.RANK_1 | Bitboards.RANK_8);
        while (edge != 0) {
            int sq = Long.numberOfTrailingZeros(edge);
            edge &= edge - 1;
            defects.add("a pawn stands on " + Square.name(sq) + ", on the " + (Square.rank(sq) == 0 ? "first" : "last") + " rank");
        }
    }

    private static void sideNotToMoveInCheck(Position p, List<String> defects) {
        int waiting = p.sideToMove() ^ 1;
        int king = p.kingSquare(waiting);
        long attackers = p.attackersTo(king, p.occupied()) & p.pieces(p.sideToMove());
        if (attackers != 0) {
            defects.add(Piece.colorName(waiting) + " is not to move but its king on " + Square.name(king)
                    + " is in check from " + units(p, attackers));
        }
    }

    private static void impossibleCheck(Position p, List<String> defects) {
        long checkers = p.checkers();
        int king = p.kingSquare(p.sideToMove());
        int count = Long.bitCount(checkers);
        if (count > 2) {
            defects.add("the king on " + Square.name(king) + " is in check from " + count
                    + " units at once (" + units(p, checkers) + "); no move gives more than a double check");
            return;
        }
        if (count == 2) {
            int a = Long.numberOfTrailingZeros(checkers);
            int b = 63 - Long.numberOfLeadingZeros(checkers);
            boolean aSlides = isSlider(p.pieceAt(a));
            boolean bSlides = isSlider(p.pieceAt(b));
            if (!aSlides && !bSlides) {
                defects.add("double check from " + units(p, checkers)
                        + " is impossible: a double check needs a discovered check, and only a line piece can be discovered");
            } else if (Bitboards.aligned(a, b, king) && (Bitboards.between(a, b) & Bitboards.bit(king)) == 0) {
                defects.add("double check from " + units(p, checkers) + " along one line through the king is impossible");
            } else if (Bitboards.aligned(a, b, king)) {
                defects.add("double check from both sides of the king on one line (" + units(p, checkers) + ") is impossible");
            }
        }
        if (count > 0 && p.epSquare() != Square.NONE) {
            // A stated e.p. square says the last move was that double step: it must explain the check.
            int mover = p.sideToMove() ^ 1;
            int to = p.epSquare() + (mover == Piece.WHITE ? 8 : -8);
            int from = p.epSquare() + (mover == Piece.WHITE ? -8 : 8);
            long explained = 0;
            long rest = checkers;
            while (rest != 0) {
                int c = Long.numberOfTrailingZeros(rest);
                rest &= rest - 1;
                boolean byPawn = c == to;
                boolean discovered = isSlider(p.pieceAt(c)) && (Bitboards.between(c, king) & Bitboards.bit(from)) != 0;
                if (byPawn || discovered) {
                    explained |= Bitboards.bit(c);
                }
            }
            if (explained != checkers) {
                defects.add("the e.p. square " + Square.name(p.epSquare()) + " says the last move was "
                        + Square.name(from) + "-" + Square.name(to) + ", but that move cannot have given the check from "
                        + units(p, checkers & ~explained));
            }
        }
    }

    private static boolean isSlider(int code) {
        int t = Piece.type(code);
        return t == Piece.BISHOP || t == Piece.ROOK || t == Piece.QUEEN;
    }

    private static void castlingRights(Position p, List<String> defects) {
        int rights = p.castlingRights();
        for (int right = Castling.WHITE_KINGSIDE; right <= Castling.BLACK_QUEENSIDE; right <<= 1) {
            if ((rights & right) == 0) {
                continue;
            }
            int color = right <= Castling.WHITE_QUEENSIDE ? Piece.WHITE : Piece.BLACK;
            int kingSq = Castling.kingSquare(right);
            int rookSq = Castling.rookSquare(right);
            if (p.pieceAt(kingSq) != Piece.code(color, Piece.KING)) {
                defects.add("castling right " + Castling.describe(right) + " is stated but the king is not on " + Square.name(kingSq));
            } else if (p.pieceAt(rookSq) != Piece.code(color, Piece.ROOK)) {
                defects.add("castling right " + Castling.describe(right) + " is stated but no rook stands on " + Square.name(rookSq));
            }
        }
    }

    private static void enPassantSquare(Position p, List<String> defects) {
        int ep = p.epSquare();
        if (ep == Square.NONE) {
            return;
        }
        int mover = p.sideToMove() ^ 1;
        int to = ep + (mover == Piece.WHITE ? 8 : -8);
        int from = ep + (mover == Piece.WHITE ? -8 : 8);
        String move = Square.name(from) + "-" + Square.name(to);
        if (p.pieceAt(to) != Piece.code(mover, Piece.PAWN)) {
            defects.add("e.p. square " + Square.name(ep) + " needs the double step " + move + ", but no "
                    + Piece.colorName(mover).toLowerCase() + " pawn stands on " + Square.name(to));
        } else if (p.pieceAt(ep) != Piece.NONE || p.pieceAt(from) != Piece.NONE) {
            defects.add("e.p. square " + Square.name(ep) + " needs the double step " + move + ", but "
                    + Square.name(p.pieceAt(ep) != Piece.NONE ? ep : from) + " is occupied");
        }
    }

    /** "the rook on d8 and the pawn on e5". */
    static String units(Position p, long set) {
        return SquareSets.describe(set, sq -> "the " + Piece.typeName(Piece.type(p.pieceAt(sq))) + " on " + Square.name(sq));
    }
}
