package org.passant.retro;

import static org.passant.board.Bitboards.bit;

import java.util.ArrayList;
import java.util.List;
import org.passant.board.Castling;
import org.passant.board.Move;
import org.passant.board.Piece;
import org.passant.board.Square;

/** Turns a finished {@link RootAnalysis} into a {@link RetroReport}: verdicts, parts and their reasons. */
final class ReportBuilder {
    /** Levels of nested reasons given for an impossible last move. */
    private static final int DETAIL = 2;
    private static final int[] RIGHTS = {Castling.WHITE_KINGSIDE, Castling.WHITE_QUEENSIDE, Castling.BLACK_KINGSIDE, Castling.BLACK_QUEENSIDE};

    private final RootAnalysis root;
    private final RetroBoard board;
    private final Explainer explainer;
    private final int mover;
    private final String moverName;
    private final boolean legal;
    private final List<Integer> standing = new ArrayList<>();
    private final List<Integer> refuted = new ArrayList<>();

    ReportBuilder(RootAnalysis root) {
        this.root = root;
        this.board = root.board;
        this.explainer = new Explainer(board);
        this.mover = root.mover;
        this.moverName = Words.side(mover);
        boolean any = false;
        for (int w = 0; w < root.worldCount(); w++) {
            any |= root.possible(0, w);
        }
        this.legal = any;
        for (int i = 0; i < root.moves.length; i++) {
            (root.refutedUnder(0, i) ? refuted : standing).add(i);
        }
    }

    RetroReport build(boolean judgeStated, int statedCastling, int statedEp, long start) {
        List<LastMove> possible = new ArrayList<>();
        for (MoveGroup g : MoveGroup.of(root.moves, standing)) {
            possible.add(new LastMove(g.notation, MoveGroup.uncaptured(root.moves, g.members), null));
        }
        List<LastMove> impossible = explainAll(0, refuted);
        List<String> illegality = legal ? List.of() : List.of(noLastMove());
        EnPassantVerdict ep = enPassant(possible, impossible);
        List<CastlingVerdict> castling = new ArrayList<>();
        for (int r : RIGHTS) {
            castling.add(castling(r));
        }
        List<RetroWorld> worlds = worlds();
        List<RightsCombination> parts = legal ? parts() : List.of();
        StatedRightsCheck stated = judgeStated ? stated(statedCastling, statedEp, ep, castling) : null;
        RetroStats stats = new RetroStats(root.depthReached, root.search.nodes(), root.search.exhausted(),
                (System.nanoTime() - start) / 1000);
        return new RetroReport(board.diagram(), legal ? Legality.LEGAL_AS_FAR_AS_KNOWN : Legality.ILLEGAL, illegality,
                possible, impossible, ep, castling, parts, worlds, stated, stats);
    }

    static RetroReport illegalDiagram(RetroBoard board, List<String> defects, boolean judgeStated, int statedCastling,
                                      int statedEp, RetroStats stats) {
        EnPassantVerdict ep = new EnPassantVerdict(EnPassantVerdict.Status.NOT_PROVEN, Square.NONE,
                "the position is illegal, so it grants no rights", List.of());
        List<CastlingVerdict> castling = new ArrayList<>();
        for (int r : RIGHTS) {
            castling.add(new CastlingVerdict(r, CastlingVerdict.Status.DISPROVED, "the position is illegal"));
        }
        StatedRightsCheck stated = null;
        if (judgeStated) {
            List<RightCheck> checks = new ArrayList<>();
            for (int r : RIGHTS) {
                if ((statedCastling & r) != 0) {
                    checks.add(new RightCheck(Castling.describe(r), RightCheck.Status.IMPOSSIBLE, "the position is illegal"));
                }
            }
            if (statedEp != Square.NONE) {
                checks.add(new RightCheck("e.p. " + Square.name(statedEp), RightCheck.Status.IMPOSSIBLE, "the position is illegal"));
            }
            stated = new StatedRightsCheck(checks, statedCastling == 0 && statedEp == Square.NONE, List.of());
        }
        return new RetroReport(board.diagram(), Legality.ILLEGAL, defects, List.of(), List.of(), ep, castling,
                List.of(), List.of(), stated, stats);
    }

    // ------------------------------------------------------------------ reasons

    private List<LastMove> explainAll(int presumed, List<Integer> indices) {
        List<LastMove> result = new ArrayList<>();
        for (MoveGroup g : MoveGroup.of(root.moves, indices)) {
            result.addAll(explainer.explainGroup(root.moves, g.members, presumed, DETAIL));
        }
        return result;
    }

    private String noLastMove() {
        long checkers = board.checkers();
        if (checkers != 0) {
            return "the " + Words.side(board.sideToMove).toLowerCase() + " king on " + Square.name(board.king(board.sideToMove))
                    + " is in check from " + Words.units(board, checkers) + ", which no last move of " + moverName
                    + " can have given";
        }
        if (root.moves.length == 0) {
            return "no " + moverName.toLowerCase() + " unit has a move to take back, so " + moverName
                    + " cannot have made the last move";
        }
        return moverName + " has no possible last move: every candidate leads to an impossible position";
    }

    private String immobile(int presumed) {
        long units = root.immobileUnits(presumed) & ~Retractions.frozenUnits(board, mover, presumed);
        if (units == 0) {
            return "";
        }
        return Words.units(board, units) + (Long.bitCount(units) == 1 ? " has" : " have") + " no move to take back";
    }

    private static String join(List<LastMove> moves) {
        List<String> parts = new ArrayList<>();
        for (LastMove m : moves) {
            parts.add(m.toString());
        }
        return String.join("; ", parts);
    }

    // ------------------------------------------------------------------ e.p.

    private EnPassantVerdict enPassant(List<LastMove> possible, List<LastMove> impossible) {
        String toMove = Words.side(board.sideToMove).toLowerCase();
        if (!legal) {
            return new EnPassantVerdict(EnPassantVerdict.Status.NOT_PROVEN, Square.NONE,
                    "the position is illegal, so it grants no rights", List.of());
        }
        if (root.epSquares.length == 0) {
            return new EnPassantVerdict(EnPassantVerdict.Status.NONE, Square.NONE, "no " + moverName.toLowerCase()
                    + " double step that a " + toMove + " pawn could capture e.p. can have been the last move", List.of());
        }
        List<Integer> candidates = new ArrayList<>();
        for (int w = 1; w < root.worldCount(); w++) {
            if (root.possible(0, w)) {
                candidates.add(w);
            }
        }
        boolean otherPossible = root.possible(0, 0);
        if (candidates.size() == 1 && !otherPossible) {
            int sq = root.epSquareOfWorld(candidates.get(0));
            String reason = moverName + "'s last move must have been " + doubleStepText(sq);
            List<String> because = new ArrayList<>();
            if (!impossible.isEmpty()) {
                because.add("every other is impossible: " + join(impossible));
            }
            String still = immobile(0);
            if (!still.isEmpty()) {
                because.add(still);
            }
            return new EnPassantVerdict(EnPassantVerdict.Status.PROVEN, sq,
                    because.isEmpty() ? reason : reason + "; " + String.join("; ", because), List.of());
        }
        List<String> alternatives = new ArrayList<>();
        for (LastMove m : possible) {
            alternatives.add(m.text());
        }
        String reason;
        if (candidates.isEmpty()) {
            List<String> why = new ArrayList<>();
            for (LastMove m : impossible) {
                if (isCandidateText(m.notation())) {
                    why.add(m.toString());
                }
            }
            reason = "the double step cannot have been the last move: " + String.join("; ", why);
        } else {
            List<String> steps = new ArrayList<>();
            for (int w : candidates) {
                steps.add(doubleStepText(root.epSquareOfWorld(w)));
            }
            reason = moverName + "'s last move may have been " + String.join(" or ", steps);
            List<String> others = new ArrayList<>(alternatives);
            others.removeAll(steps);
            if (!others.isEmpty()) {
                reason += ", but also " + listSome(others);
            } else {
                reason += "; which of them is not known";
            }
        }
        return new EnPassantVerdict(EnPassantVerdict.Status.NOT_PROVEN, Square.NONE, reason, alternatives);
    }

    private boolean isCandidateText(String notation) {
        for (int i = 0; i < root.moves.length; i++) {
            if (root.epSquareOf[i] != Square.NONE && Words.move(root.moves[i]).equals(notation)) {
                return true;
            }
        }
        return false;
    }

    private String doubleStepText(int epSquare) {
        for (int i = 0; i < root.moves.length; i++) {
            if (root.epSquareOf[i] == epSquare) {
                return Words.move(root.moves[i]);
            }
        }
        throw new IllegalStateException("no double step over " + Square.name(epSquare));
    }

    private static String listSome(List<String> moves) {
        int shown = Math.min(moves.size(), 8);
        String text = String.join(", ", moves.subList(0, shown));
        return moves.size() > shown ? text + " and " + (moves.size() - shown) + " more" : text;
    }

    // ------------------------------------------------------------------ castling

    private CastlingVerdict castling(int right) {
        int color = right <= Castling.WHITE_QUEENSIDE ? Piece.WHITE : Piece.BLACK;
        String side = Words.side(color).toLowerCase();
        int kingSq = Castling.kingSquare(right);
        int rookSq = Castling.rookSquare(right);
        if (board.board[kingSq] != Piece.code(color, Piece.KING)) {
            return disproved(right, "the " + side + " king is not on " + Square.name(kingSq));
        }
        if (board.board[rookSq] != Piece.code(color, Piece.ROOK)) {
            return disproved(right, "no " + side + " rook stands on " + Square.name(rookSq));
        }
        if (!legal) {
            return disproved(right, "the position is illegal");
        }
        for (int w = 0; w < root.worldCount(); w++) {
            if (root.possible(right, w)) {
                return new CastlingVerdict(right, CastlingVerdict.Status.NOT_DISPROVED,
                        "no proof that the king on " + Square.name(kingSq) + " or the rook on " + Square.name(rookSq) + " has moved");
            }
        }
        String premise = "if " + Castling.describe(right) + " were still possible, the king on " + Square.name(kingSq)
                + " and the rook on " + Square.name(rookSq) + " would never have moved";
        List<Integer> compatible = new ArrayList<>();
        for (int i = 0; i < root.moves.length; i++) {
            if (root.compatible(right, i)) {
                compatible.add(i);
            }
        }
        List<String> because = new ArrayList<>();
        if (color == mover) {
            because.add("then " + moverName + "'s last move was made by another unit");
        }
        if (compatible.isEmpty()) {
            because.add("but no other " + moverName.toLowerCase() + " unit has a move to take back");
        } else {
            because.add((color == mover ? "and every such move is impossible: " : "then every last move of " + moverName
                    + " is impossible: ") + join(explainAll(right, compatible)));
            String still = immobile(right);
            if (!still.isEmpty()) {
                because.add(still);
            }
        }
        return disproved(right, premise + "; " + String.join("; ", because));
    }

    private static CastlingVerdict disproved(int right, String reason) {
        return new CastlingVerdict(right, CastlingVerdict.Status.DISPROVED, reason);
    }

    // ------------------------------------------------------------------ worlds and parts

    private List<RetroWorld> worlds() {
        List<RetroWorld> worlds = new ArrayList<>();
        if (!legal && root.moves.length == 0) {
            return worlds;
        }
        for (int c = 0; c < 16; c++) {
            if ((c & ~root.available) == 0) {
                for (int w = 0; w < root.worldCount(); w++) {
                    worlds.add(new RetroWorld(c, root.epSquareOfWorld(w), root.possible(c, w)));
                }
            }
        }
        return worlds;
    }

    /**
     * The rights combinations to solve. If the surviving worlds are the product of their castling
     * sets and their e.p. statuses, the rights are independent: one combination with the
     * conventions applied (castling unless disproved, e.p. only if proven). Otherwise one
     * combination per e.p. status (history), each with the largest castling sets that fit it.
     */
    private List<RightsCombination> parts() {
        List<Integer> castlingSets = new ArrayList<>();
        List<Integer> epWorlds = new ArrayList<>();
        for (int c = 0; c < 16; c++) {
            for (int w = 0; w < root.worldCount(); w++) {
                if ((c & ~root.available) == 0 && root.possible(c, w)) {
                    if (!castlingSets.contains(c)) {
                        castlingSets.add(c);
                    }
                    if (!epWorlds.contains(w)) {
                        epWorlds.add(w);
                    }
                }
            }
        }
        epWorlds.sort(null);
        boolean product = true;
        for (int c : castlingSets) {
            for (int w : epWorlds) {
                product &= root.possible(c, w);
            }
        }
        List<RightsCombination> parts = new ArrayList<>();
        if (product) {
            List<Integer> maximal = maximal(castlingSets);
            int ep = epWorlds.size() == 1 && epWorlds.get(0) != 0 ? root.epSquareOfWorld(epWorlds.get(0)) : Square.NONE;
            String history = ep == Square.NONE ? "the rights are independent: castling unless disproved, no e.p. right"
                    : "the rights are independent: castling unless disproved; " + moverName + "'s last move was "
                    + doubleStepText(ep);
            parts.add(new RightsCombination(union(maximal), ep, maximal, history));
            return parts;
        }
        for (int w : epWorlds) {
            List<Integer> sets = new ArrayList<>();
            for (int c : castlingSets) {
                if (root.possible(c, w)) {
                    sets.add(c);
                }
            }
            List<Integer> maximal = maximal(sets);
            String history = w == 0 ? moverName + "'s last move was not " + doubleSteps()
                    : moverName + "'s last move was " + doubleStepText(root.epSquareOfWorld(w));
            parts.add(new RightsCombination(union(maximal), root.epSquareOfWorld(w), maximal, history));
        }
        return parts;
    }

    private String doubleSteps() {
        List<String> steps = new ArrayList<>();
        for (int sq : root.epSquares) {
            steps.add(doubleStepText(sq));
        }
        return String.join(" or ", steps);
    }

    private static List<Integer> maximal(List<Integer> sets) {
        List<Integer> result = new ArrayList<>();
        for (int c : sets) {
            boolean dominated = false;
            for (int d : sets) {
                dominated |= d != c && (c & ~d) == 0;
            }
            if (!dominated) {
                result.add(c);
            }
        }
        return result;
    }

    private static int union(List<Integer> sets) {
        int u = 0;
        for (int c : sets) {
            u |= c;
        }
        return u;
    }

    // ------------------------------------------------------------------ stated rights

    private StatedRightsCheck stated(int statedCastling, int statedEp, EnPassantVerdict ep, List<CastlingVerdict> castling) {
        List<RightCheck> checks = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        for (CastlingVerdict v : castling) {
            if ((statedCastling & v.right()) != 0) {
                checks.add(v.disproved()
                        ? new RightCheck(v.name(), RightCheck.Status.IMPOSSIBLE, v.reason())
                        : new RightCheck(v.name(), RightCheck.Status.ALLOWED, v.reason() + "; castling is allowed unless disproved"));
            }
        }
        int statedWorld = 0;
        if (statedEp != Square.NONE) {
            String name = "e.p. " + Square.name(statedEp);
            int index = doubleStepOver(statedEp);
            if (!legal) {
                checks.add(new RightCheck(name, RightCheck.Status.IMPOSSIBLE, "the position is illegal"));
            } else if (index < 0) {
                checks.add(new RightCheck(name, RightCheck.Status.IMPOSSIBLE, "no " + moverName.toLowerCase()
                        + " double step over " + Square.name(statedEp) + " can have been the last move: " + noDoubleStep(statedEp)));
            } else if (root.refutedUnder(0, index)) {
                checks.add(new RightCheck(name, RightCheck.Status.IMPOSSIBLE, Words.move(root.moves[index]) + " is impossible: "
                        + explainer.whyImpossible(root.moves[index], 0, DETAIL)));
            } else if (ep.proven() && ep.square() == statedEp) {
                checks.add(new RightCheck(name, RightCheck.Status.PROVEN, ep.reason()));
            } else {
                checks.add(new RightCheck(name, RightCheck.Status.NOT_PROVABLE, root.epSquareOf[index] == Square.NONE
                        ? "no " + Words.side(board.sideToMove).toLowerCase() + " pawn could capture it"
                        : ep.reason()));
            }
            for (int w = 1; w < root.worldCount(); w++) {
                if (root.epSquareOfWorld(w) == statedEp) {
                    statedWorld = w;
                }
            }
        } else if (ep.proven()) {
            notes.add("e.p. on " + Square.name(ep.square()) + " is proven although not stated");
        }
        boolean consistent = legal && (statedCastling & ~root.available) == 0
                && checks.stream().noneMatch(c -> c.status() == RightCheck.Status.IMPOSSIBLE)
                && root.possible(statedCastling, statedWorld);
        if (!consistent && legal && checks.stream().noneMatch(c -> c.status() == RightCheck.Status.IMPOSSIBLE)) {
            List<String> fits = new ArrayList<>();
            for (int w = 0; w < root.worldCount(); w++) {
                if (root.possible(statedCastling, w)) {
                    fits.add(w == 0 ? "no double step that can be taken e.p." : doubleStepText(root.epSquareOfWorld(w)));
                }
            }
            notes.add("the stated rights cannot all hold in one history: with castling "
                    + RightsCombination.describe(statedCastling) + " the last move must have been " + String.join(" or ", fits));
        }
        return new StatedRightsCheck(checks, consistent, notes);
    }

    private int doubleStepOver(int epSquare) {
        for (int i = 0; i < root.moves.length; i++) {
            int m = root.moves[i];
            if (Move.kind(m) == Move.DOUBLE_STEP && (Move.from(m) + Move.to(m)) >>> 1 == epSquare) {
                return i;
            }
        }
        return -1;
    }

    private String noDoubleStep(int epSquare) {
        int back = mover == Piece.WHITE ? -8 : 8;
        int to = epSquare - back;
        int from = epSquare + back;
        if (Square.relativeRank(to, mover) != 3) {
            return Square.name(epSquare) + " is not on the square a " + moverName.toLowerCase() + " double step passes";
        }
        if (board.board[to] != Piece.code(mover, Piece.PAWN)) {
            return "no " + moverName.toLowerCase() + " pawn stands on " + Square.name(to);
        }
        if ((board.occupied & (bit(epSquare) | bit(from))) != 0) {
            return Square.name((board.occupied & bit(epSquare)) != 0 ? epSquare : from) + " is occupied";
        }
        return "it is not among the possible retractions";
    }
}
