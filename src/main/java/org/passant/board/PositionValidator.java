package org.passant.board;

import java.util.ArrayList;
import java.util.List;

/**
 * Static legality checks: what can be decided by looking at the diagram without retracting
 * moves, including the rights its FEN fields state. Passing these checks does not make a position
 * legal; the retro analysis looks deeper. The perft command and the solver refuse a position with
 * any of these defects. Each rule is decided in {@link DefectRules}, which the retro analysis
 * shares; the reports put the defects in words.
 */
public final class PositionValidator {
    private PositionValidator() {
    }

    /** The defects of a position; empty when none of the static checks objects. */
    public static List<Defect> defects(Position p) {
        List<Defect> defects = new ArrayList<>();
        for (int color = Piece.WHITE; color <= Piece.BLACK; color++) {
            add(defects, DefectRules.kings(color, p.pieces(color, Piece.KING)));
            material(p, color, defects);
        }
        add(defects, DefectRules.pawnsOnEdgeRanks(p.piecesOfType(Piece.PAWN)));
        if (Long.bitCount(p.pieces(Piece.WHITE, Piece.KING)) != 1 || Long.bitCount(p.pieces(Piece.BLACK, Piece.KING)) != 1) {
            return defects; // without one king each, checks and rights make no sense (two white kings are two kings too)
        }
        if (p.ruleSet().observesCheck()) {
            // Without check (double-move chess) a king may stand attacked, by any number of units.
            checks(p, defects);
        }
        castlingRights(p, defects);
        add(defects, enPassantSquare(p));
        return defects;
    }

    private static void checks(Position p, List<Defect> defects) {
        int waiting = p.sideToMove() ^ 1;
        int waitingKing = p.kingSquare(waiting);
        add(defects, DefectRules.waitingSideInCheck(waiting, waitingKing,
                p.attackersTo(waitingKing, p.occupied()) & p.pieces(p.sideToMove())));
        Defect check = DefectRules.impossibleCheck(p.sideToMove(), p.kingSquare(p.sideToMove()), p.checkers(), sliders(p));
        add(defects, check);
        if (check == null || check.kind() != DefectKind.TOO_MANY_CHECKERS) {
            add(defects, enPassantStepCannotCheck(p));
        }
    }

    public static boolean isValid(Position p) {
        return defects(p).isEmpty();
    }

    private static void add(List<Defect> defects, Defect d) {
        if (d != null) {
            defects.add(d);
        }
    }

    private static long sliders(Position p) {
        return p.piecesOfType(Piece.BISHOP) | p.piecesOfType(Piece.ROOK) | p.piecesOfType(Piece.QUEEN);
    }

    private static void material(Position p, int color, List<Defect> defects) {
        long pawns = p.pieces(color, Piece.PAWN);
        add(defects, DefectRules.pawnCount(color, pawns));
        add(defects, DefectRules.unitCount(color, p.pieces(color)));
        add(defects, DefectRules.promotedPieces(color, pawns, p.pieces(color, Piece.QUEEN), p.pieces(color, Piece.ROOK),
                p.pieces(color, Piece.KNIGHT), p.pieces(color, Piece.BISHOP), 1, 1, Square.NONE, 0));
    }

    /** A stated e.p. square says the last move was that double step: it must explain the check. */
    private static Defect enPassantStepCannotCheck(Position p) {
        long checkers = p.checkers();
        if (checkers == 0 || p.epSquare() == Square.NONE) {
            return null;
        }
        int king = p.kingSquare(p.sideToMove());
        int mover = p.sideToMove() ^ 1;
        int to = p.epSquare() + (mover == Piece.WHITE ? 8 : -8);
        int from = p.epSquare() + (mover == Piece.WHITE ? -8 : 8);
        long explained = 0;
        for (long rest = checkers; rest != 0; rest &= rest - 1) {
            int c = Long.numberOfTrailingZeros(rest);
            boolean byPawn = c == to;
            boolean discovered = (sliders(p) & Bitboards.bit(c)) != 0 && (Bitboards.between(c, king) & Bitboards.bit(from)) != 0;
            if (byPawn || discovered) {
                explained |= Bitboards.bit(c);
            }
        }
        return explained == checkers ? null
                : Defect.at(DefectKind.EN_PASSANT_STEP_CANNOT_CHECK, mover, p.epSquare(), checkers & ~explained);
    }

    private static void castlingRights(Position p, List<Defect> defects) {
        int rights = p.castlingRights();
        for (int right = Castling.WHITE_KINGSIDE; right <= Castling.BLACK_QUEENSIDE; right <<= 1) {
            if ((rights & right) == 0) {
                continue;
            }
            int color = right <= Castling.WHITE_QUEENSIDE ? Piece.WHITE : Piece.BLACK;
            int kingSq = Castling.kingSquare(right);
            int rookSq = Castling.rookSquare(right);
            if (p.pieceAt(kingSq) != Piece.code(color, Piece.KING)) {
                defects.add(Defect.at(DefectKind.CASTLING_KING_NOT_HOME, color, kingSq, Bitboards.bit(rookSq)));
            } else if (p.pieceAt(rookSq) != Piece.code(color, Piece.ROOK)) {
                defects.add(Defect.at(DefectKind.CASTLING_ROOK_NOT_HOME, color, rookSq, 0));
            }
        }
    }

    private static Defect enPassantSquare(Position p) {
        int ep = p.epSquare();
        if (ep == Square.NONE) {
            return null;
        }
        int mover = p.sideToMove() ^ 1;
        int to = ep + (mover == Piece.WHITE ? 8 : -8);
        int from = ep + (mover == Piece.WHITE ? -8 : 8);
        if (p.pieceAt(to) != Piece.code(mover, Piece.PAWN)) {
            return Defect.at(DefectKind.EN_PASSANT_PAWN_MISSING, mover, ep, 0);
        }
        if (p.pieceAt(ep) != Piece.NONE || p.pieceAt(from) != Piece.NONE) {
            return Defect.at(DefectKind.EN_PASSANT_PATH_OCCUPIED, mover, ep, Bitboards.bit(p.pieceAt(ep) != Piece.NONE ? ep : from));
        }
        return null;
    }
}
