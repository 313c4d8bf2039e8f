package org.passant.retro;

import static org.passant.board.Bitboards.bit;

import java.util.ArrayList;
import java.util.List;
import org.passant.board.Castling;
import org.passant.board.Defect;
import org.passant.board.Move;
import org.passant.board.Piece;
import org.passant.board.Square;

/**
 * Turns a finished {@link RootAnalysis} into a {@link RetroReport}: verdicts, parts and their
 * proofs, as data (the reports put them in words).
 */
final class ReportBuilder {
    /** Levels of nested reasons given for an impossible last move. */
    private static final int DETAIL = 2;
    private static final int[] RIGHTS = {Castling.WHITE_KINGSIDE, Castling.WHITE_QUEENSIDE, Castling.BLACK_KINGSIDE, Castling.BLACK_QUEENSIDE};

    private final RootAnalysis root;
    private final RetroBoard board;
    private final Explainer explainer;
    private final int mover;
    private final boolean legal;
    private final List<Integer> standing = new ArrayList<>();
    private final List<Integer> refuted = new ArrayList<>();

    ReportBuilder(RootAnalysis root) {
        this.root = root;
        this.board = root.board;
        this.explainer = new Explainer(board, root.closedPasts);
        this.mover = root.mover;
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
            possible.add(new LastMove(g.move, MoveGroup.uncaptured(root.moves, g.members), null));
        }
        List<LastMove> impossible = explainAll(0, refuted);
        List<Refutation> illegality = legal ? List.of() : List.of(noLastMove());
        EnPassantVerdict ep = enPassant(possible, impossible);
        List<CastlingVerdict> castling = new ArrayList<>();
        for (int r : RIGHTS) {
            castling.add(castling(r));
        }
        List<RetroWorld> worlds = worlds();
        List<RightsCombination> parts = legal ? parts() : List.of();
        StatedRightsCheck stated = judgeStated ? stated(statedCastling, statedEp, ep, castling) : null;
        RetroStats stats = new RetroStats(root.depthReached, root.search.nodes() + root.closureNodes, root.search.exhausted(),
                (System.nanoTime() - start) / 1000);
        return new RetroReport(board.diagram(), legal ? Legality.LEGAL_AS_FAR_AS_KNOWN : Legality.ILLEGAL, illegality,
                possible, impossible, ep, castling, parts, worlds, stated, stats, PawnOrigins.forced(board));
    }

    static RetroReport illegalDiagram(RetroBoard board, List<Refutation> defects, boolean judgeStated, int statedCastling,
                                      int statedEp, RetroStats stats) {
        EnPassantVerdict ep = illegalEnPassant();
        List<CastlingVerdict> castling = new ArrayList<>();
        for (int r : RIGHTS) {
            castling.add(disproved(r, new CastlingVerdict.PositionIllegal()));
        }
        StatedRightsCheck stated = null;
        if (judgeStated) {
            List<RightCheck> checks = new ArrayList<>();
            for (int r : RIGHTS) {
                if ((statedCastling & r) != 0) {
                    checks.add(RightCheck.castling(r, RightCheck.Status.IMPOSSIBLE, new RightCheck.PositionIllegal()));
                }
            }
            if (statedEp != Square.NONE) {
                checks.add(RightCheck.enPassant(statedEp, RightCheck.Status.IMPOSSIBLE, new RightCheck.PositionIllegal()));
            }
            stated = new StatedRightsCheck(checks, statedCastling == 0 && statedEp == Square.NONE, List.of());
        }
        return new RetroReport(board.diagram(), Legality.ILLEGAL, defects, List.of(), List.of(), ep, castling,
                List.of(), List.of(), stated, stats, List.of());
    }

    // ------------------------------------------------------------------ reasons

    private List<LastMove> explainAll(int presumed, List<Integer> indices) {
        List<LastMove> result = new ArrayList<>();
        for (MoveGroup g : MoveGroup.of(root.moves, indices)) {
            result.addAll(explainer.explainGroup(root.moves, g.members, presumed, DETAIL));
        }
        return result;
    }

    /** Why the diagram has no last move (it is then illegal). */
    private Refutation noLastMove() {
        long checkers = board.checkers();
        if (checkers != 0) {
            return new Refutation.CheckNotGiven(board.sideToMove, board.king(board.sideToMove), Unit.of(board, checkers),
                    new Refutation.NotExamined());
        }
        if (root.moves.length == 0) {
            return new Refutation.NothingToTakeBack(mover);
        }
        return new Refutation.NoLastMove(mover, new Refutation.NotExamined());
    }

    /** The units of the mover, not frozen by the presumed rights, that have nothing to take back. */
    private List<Unit> immobile(int presumed) {
        return Unit.of(board, root.immobileUnits(presumed) & ~Retractions.frozenUnits(board, mover, presumed));
    }

    // ------------------------------------------------------------------ e.p.

    private static EnPassantVerdict illegalEnPassant() {
        return new EnPassantVerdict(EnPassantVerdict.Status.NOT_PROVEN, Square.NONE, new EnPassantVerdict.PositionIllegal(), List.of());
    }

    private EnPassantVerdict enPassant(List<LastMove> possible, List<LastMove> impossible) {
        if (!legal) {
            return illegalEnPassant();
        }
        if (root.epSquares.length == 0) {
            return new EnPassantVerdict(EnPassantVerdict.Status.NONE, Square.NONE, new EnPassantVerdict.NoDoubleStep(mover), List.of());
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
            return new EnPassantVerdict(EnPassantVerdict.Status.PROVEN, sq,
                    new EnPassantVerdict.OnlyDoubleStep(mover, doubleStep(sq), impossible, immobile(0)), List.of());
        }
        if (candidates.isEmpty()) {
            List<LastMove> refutedSteps = new ArrayList<>();
            for (LastMove m : impossible) {
                if (isCandidate(m.move())) {
                    refutedSteps.add(m);
                }
            }
            return new EnPassantVerdict(EnPassantVerdict.Status.NOT_PROVEN, Square.NONE,
                    new EnPassantVerdict.StepsRefuted(refutedSteps), possible);
        }
        List<Retraction> steps = new ArrayList<>();
        for (int w : candidates) {
            steps.add(doubleStep(root.epSquareOfWorld(w)));
        }
        List<LastMove> others = new ArrayList<>();
        for (LastMove m : possible) {
            if (!(m.uncaptured().isEmpty() && steps.contains(m.move()))) {
                others.add(m);
            }
        }
        return new EnPassantVerdict(EnPassantVerdict.Status.NOT_PROVEN, Square.NONE,
                new EnPassantVerdict.StepOrOther(mover, steps, others), possible);
    }

    /** Whether a move written like {@code move} is a double step a pawn of the side to move could capture. */
    private boolean isCandidate(Retraction move) {
        for (int i = 0; i < root.moves.length; i++) {
            if (root.epSquareOf[i] != Square.NONE && Retraction.of(root.moves[i]).equals(move)) {
                return true;
            }
        }
        return false;
    }

    private Retraction doubleStep(int epSquare) {
        for (int i = 0; i < root.moves.length; i++) {
            if (root.epSquareOf[i] == epSquare) {
                return Retraction.of(root.moves[i]);
            }
        }
        throw new IllegalStateException("no double step over " + Square.name(epSquare));
    }

    // ------------------------------------------------------------------ castling

    private CastlingVerdict castling(int right) {
        int color = right <= Castling.WHITE_QUEENSIDE ? Piece.WHITE : Piece.BLACK;
        int kingSq = Castling.kingSquare(right);
        int rookSq = Castling.rookSquare(right);
        if (board.board[kingSq] != Piece.code(color, Piece.KING)) {
            return disproved(right, new CastlingVerdict.KingNotHome(color, kingSq));
        }
        if (board.board[rookSq] != Piece.code(color, Piece.ROOK)) {
            return disproved(right, new CastlingVerdict.RookNotHome(color, rookSq));
        }
        if (!legal) {
            return disproved(right, new CastlingVerdict.PositionIllegal());
        }
        for (int w = 0; w < root.worldCount(); w++) {
            if (root.possible(right, w)) {
                return new CastlingVerdict(right, CastlingVerdict.Status.NOT_DISPROVED, new CastlingVerdict.NoProofOfMove(kingSq, rookSq));
            }
        }
        // A route argument about the diagram itself is the shorter proof: name it instead of every last move.
        Defect presumedAway = StaticRules.firstViolation(board, right);
        if (presumedAway != null) {
            return disproved(right, new CastlingVerdict.RuleBrokenIfUnmoved(
                    new Refutation.RuleBroken(presumedAway, Unit.of(board, presumedAway.units()))));
        }
        List<Integer> compatible = new ArrayList<>();
        for (int i = 0; i < root.moves.length; i++) {
            if (root.compatible(right, i)) {
                compatible.add(i);
            }
        }
        // Units with nothing to take back are named only beside refuted moves: with no move left, none can move.
        List<LastMove> refutedMoves = compatible.isEmpty() ? List.of() : explainAll(right, compatible);
        List<Unit> still = compatible.isEmpty() ? List.of() : immobile(right);
        return disproved(right, new CastlingVerdict.EveryHistoryRefuted(mover, refutedMoves, still));
    }

    private static CastlingVerdict disproved(int right, CastlingVerdict.Proof proof) {
        return new CastlingVerdict(right, CastlingVerdict.Status.DISPROVED, proof);
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
            RightsCombination.History history = ep == Square.NONE ? new RightsCombination.IndependentWithoutEnPassant()
                    : new RightsCombination.IndependentAfterStep(mover, doubleStep(ep));
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
            RightsCombination.History history = w == 0 ? new RightsCombination.LastMoveWasNot(mover, doubleSteps())
                    : new RightsCombination.LastMoveWas(mover, doubleStep(root.epSquareOfWorld(w)));
            parts.add(new RightsCombination(union(maximal), root.epSquareOfWorld(w), maximal, history));
        }
        return parts;
    }

    private List<Retraction> doubleSteps() {
        List<Retraction> steps = new ArrayList<>();
        for (int sq : root.epSquares) {
            steps.add(doubleStep(sq));
        }
        return steps;
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
        List<StatedRightsCheck.Note> notes = new ArrayList<>();
        for (CastlingVerdict v : castling) {
            if ((statedCastling & v.right()) != 0) {
                checks.add(RightCheck.castling(v.right(), v.disproved() ? RightCheck.Status.IMPOSSIBLE : RightCheck.Status.ALLOWED,
                        new RightCheck.ByCastlingVerdict(v)));
            }
        }
        int statedWorld = 0;
        if (statedEp != Square.NONE) {
            checks.add(RightCheck.enPassant(statedEp, epStatus(statedEp, ep), epProof(statedEp, ep)));
            for (int w = 1; w < root.worldCount(); w++) {
                if (root.epSquareOfWorld(w) == statedEp) {
                    statedWorld = w;
                }
            }
        } else if (ep.proven()) {
            notes.add(new StatedRightsCheck.EnPassantNotStated(ep.square()));
        }
        // Rights not stated are not denied: the stated ones must hold together in some history.
        boolean noneImpossible = checks.stream().noneMatch(c -> c.status() == RightCheck.Status.IMPOSSIBLE);
        boolean consistent = legal && noneImpossible && (statedCastling & ~root.available) == 0
                && someWorld(statedCastling, statedEp == Square.NONE ? -1 : statedWorld);
        if (legal && noneImpossible && !consistent) {
            notes.add(new StatedRightsCheck.RightsExclusive(lastMovesWith(statedCastling)));
        } else if (consistent && statedCastling != 0 && statedEp == Square.NONE && !root.possible(statedCastling, 0)) {
            notes.add(new StatedRightsCheck.EnPassantAllowedWith(lastMovesWith(statedCastling)));
        }
        return new StatedRightsCheck(checks, consistent, notes);
    }

    private RightCheck.Status epStatus(int statedEp, EnPassantVerdict ep) {
        int index = doubleStepOver(statedEp);
        if (!legal || index < 0 || root.refutedUnder(0, index)) {
            return RightCheck.Status.IMPOSSIBLE;
        }
        return ep.proven() && ep.square() == statedEp ? RightCheck.Status.PROVEN : RightCheck.Status.NOT_PROVABLE;
    }

    private RightCheck.Proof epProof(int statedEp, EnPassantVerdict ep) {
        int index = doubleStepOver(statedEp);
        if (!legal) {
            return new RightCheck.PositionIllegal();
        }
        if (index < 0) {
            return noDoubleStep(statedEp);
        }
        if (root.refutedUnder(0, index)) {
            return new RightCheck.StepRefuted(Retraction.of(root.moves[index]), explainer.whyImpossible(root.moves[index], 0, DETAIL));
        }
        if (!(ep.proven() && ep.square() == statedEp) && root.epSquareOf[index] == Square.NONE) {
            return new RightCheck.NoCapturingPawn(board.sideToMove);
        }
        return new RightCheck.ByEnPassantVerdict(ep);
    }

    /** Whether some world with at least the given castling rights (and world w, or any if w &lt; 0) survives. */
    private boolean someWorld(int castling, int w) {
        for (int c = 0; c < 16; c++) {
            if ((c & ~root.available) == 0 && (c & castling) == castling) {
                for (int x = 0; x < root.worldCount(); x++) {
                    if ((w < 0 || x == w) && root.possible(c, x)) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    private StatedRightsCheck.LastMovesWith lastMovesWith(int castling) {
        List<Retraction> steps = new ArrayList<>();
        for (int w = 1; w < root.worldCount(); w++) {
            if (root.possible(castling, w)) {
                steps.add(doubleStep(root.epSquareOfWorld(w)));
            }
        }
        return new StatedRightsCheck.LastMovesWith(castling, root.possible(castling, 0), steps);
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

    private RightCheck.Proof noDoubleStep(int epSquare) {
        int back = mover == Piece.WHITE ? -8 : 8;
        int to = epSquare - back;
        int from = epSquare + back;
        RightCheck.Obstacle obstacle;
        int at = Square.NONE;
        if (Square.relativeRank(to, mover) != 3) {
            obstacle = RightCheck.Obstacle.NOT_PASSED_BY_A_DOUBLE_STEP;
        } else if (board.board[to] != Piece.code(mover, Piece.PAWN)) {
            obstacle = RightCheck.Obstacle.NO_PAWN;
            at = to;
        } else if ((board.occupied & (bit(epSquare) | bit(from))) != 0) {
            obstacle = RightCheck.Obstacle.OCCUPIED;
            at = (board.occupied & bit(epSquare)) != 0 ? epSquare : from;
        } else {
            obstacle = RightCheck.Obstacle.NOT_A_RETRACTION;
        }
        return new RightCheck.NoDoubleStepOver(mover, epSquare, obstacle, at);
    }
}
