package org.passant.solve;

import java.util.ArrayList;
import java.util.List;
import org.passant.board.Move;
import org.passant.board.Position;
import org.passant.board.Turn;
import org.passant.board.TurnFen;
import org.passant.board.TurnGenerator;

/**
 * Builds the solution trees of direct play in turns with the rules {@link TreeBuilder} follows
 * for moves, a turn taking a move's place: after an attacking turn that gives no check, the
 * threat is what would win in the fewest turns if the defender passed its turn (none: zugzwang);
 * a defence is shown when it defeats at least one threat turn, or, without a threat, when the
 * attacker still wins after it; after it every shortest winning turn is listed (duals visible).
 * Each item holds its turn's first move with the position it is played in, and the second move
 * with its own ({@link Ply}), so that the reports can write {@code 1.Bb5,Bxe8}.
 */
final class TurnTreeBuilder {
    private final TurnSearch search;
    private final SolveOptions options;
    private final TreeBudget budget;
    /** The last position written after a first move, with the position and move it came from. */
    private String cachedBefore;
    private int cachedFirst = Move.NONE;
    private String cachedAfterFirst;

    TurnTreeBuilder(TurnSearch search, SolveOptions options) {
        this.search = search;
        this.options = options;
        this.budget = new TreeBudget(options.maxTreeNodes());
    }

    boolean cut() {
        return budget.cut();
    }

    /** A turn played on the board and taken back, with the positions its moves are played in. */
    record Played(Turn turn, String fen, Ply second) {
    }

    /**
     * Plays {@code turn} (the side to move's), returning the positions for its notation; the
     * position before the turn comes already written, as a loop over the turns of one position
     * writes it once (writing positions was most of a solve's time).
     */
    Played play(Turn turn, String before) {
        Position p = search.position();
        search.clock().count(turn.size());
        p.makeInTurn(turn.first());
        Ply second = null;
        if (turn.second() != Move.NONE) {
            second = new Ply(afterFirst(before, turn.first()), turn.second());
            p.makeInTurn(turn.second());
        }
        return new Played(turn, before, second);
    }

    /** Plays {@code turn} where no notation is needed. */
    private void playUnwritten(Turn turn) {
        Position p = search.position();
        search.clock().count(turn.size());
        p.makeInTurn(turn.first());
        if (turn.second() != Move.NONE) {
            p.makeInTurn(turn.second());
        }
    }

    /**
     * The position after a turn's first move (on the board now), written once for all the turns
     * that share that move: {@link TurnGenerator#turns} lists them together.
     */
    private String afterFirst(String before, int first) {
        if (first != cachedFirst || !before.equals(cachedBefore)) {
            cachedBefore = before;
            cachedFirst = first;
            cachedAfterFirst = TurnFen.write(search.position());
        }
        return cachedAfterFirst;
    }

    void takeBack(Turn turn) {
        Position p = search.position();
        if (turn.second() != Move.NONE) {
            p.unmakeInTurn(turn.second());
        }
        p.unmakeInTurn(turn.first());
    }

    /** Whether the turn just played reached the goal: the defender, now to move, has lost. */
    boolean won() {
        return search.sideToMoveHasLost();
    }

    /** The tree of an attacking turn already played, {@code turnsLeft} attacking turns after it. */
    Attack attackTree(Played played, int turnsLeft) {
        Position p = search.position();
        if (won()) {
            return new Attack(played.fen(), played.turn().first(), p.inCheck(), true, null, played.second());
        }
        return new Attack(played.fen(), played.turn().first(), p.inCheck(), false,
                defences(turnsLeft, options.threats()), played.second());
    }

    /** A first turn with its refutations only (tries when only keys and tries are asked for). */
    Attack bareAttack(Played played, List<Refutation> refutations) {
        Position p = search.position();
        boolean won = won();
        Defences reply = won || refutations.isEmpty() ? null
                : new Defences(TurnFen.write(p), 0, null, false, List.of(), refutations);
        return new Attack(played.fen(), played.turn().first(), p.inCheck(), won, reply, played.second());
    }

    /** Defender to move at the start of its turn, {@code turnsLeft} attacking turns after it. */
    Defences defences(int turnsLeft, boolean threatsHere) {
        Position p = search.position();
        String fen = TurnFen.write(p);
        Threat threat = null;
        boolean zugzwang = false;
        if (threatsHere && turnsLeft >= 1 && !p.inCheck() && !budget.cut()) {
            p.makeNull();
            int length = search.shortestWin(turnsLeft);
            if (length > 0) {
                List<Attack> wins = wins(length);
                threat = wins.isEmpty() ? null : new Threat(length, wins);
            } else {
                zugzwang = true;
            }
            p.unmakeNull();
        }
        List<Variation> variations = new ArrayList<>();
        List<Refutation> refutations = new ArrayList<>();
        for (Turn defence : TurnGenerator.turns(p)) {
            Played played = play(defence, fen);
            boolean check = p.inCheck();
            int length = search.sideToMoveHasLost() ? 0 : search.shortestWin(turnsLeft);
            if (length == 0) {
                refutations.add(new Refutation(played.fen(), defence.first(), check,
                        search.sideToMoveHasLost(), played.second()));
            } else if (!budget.cut() && shown(length, turnsLeft, threat) && budget.take()) {
                List<Attack> continuations = wins(length);
                if (!continuations.isEmpty()) {
                    variations.add(new Variation(played.fen(), defence.first(), check, length, continuations, false,
                            played.second()));
                }
            }
            takeBack(defence);
        }
        return new Defences(fen, turnsLeft, threat, zugzwang, variations, refutations);
    }

    /** As {@link TreeBuilder}: a defence is shown when it defeats a threat turn, or when there is no threat. */
    private boolean shown(int length, int turnsLeft, Threat threat) {
        if (options.allDefences()) {
            return true;
        }
        if (threat != null) {
            if (length < threat.length()) {
                return options.shortVariations() == SolveOptions.ShortVariations.ALL;
            }
            if (length == threat.length() && everyThreatStillWins(threat)) {
                return false;
            }
        }
        return options.shortVariations() != SolveOptions.ShortVariations.NONE || length >= turnsLeft;
    }

    /** Whether each threat turn can still be played and still wins in the threat's length. */
    private boolean everyThreatStillWins(Threat threat) {
        List<Turn> turns = TurnGenerator.turns(search.position());
        for (Attack a : threat.moves()) {
            Turn same = null;
            for (Turn t : turns) {
                if (sameSquares(t, a)) {
                    same = t;
                    break;
                }
            }
            if (same == null) {
                return false;
            }
            playUnwritten(same);
            boolean wins = won() || search.defenderLoses(threat.length() - 1);
            takeBack(same);
            if (!wins) {
                return false;
            }
        }
        return true;
    }

    /** The same turn by squares and promotions, as Popeye compares threat moves (one that now captures is the same). */
    private static boolean sameSquares(Turn t, Attack a) {
        int second = a.second() == null ? Move.NONE : a.second().move();
        return sameSquares(t.first(), a.move()) && (t.second() == second
                || t.second() != Move.NONE && second != Move.NONE
                && sameSquares(t.second(), second));
    }

    private static boolean sameSquares(int a, int b) {
        return Move.from(a) == Move.from(b)
                && Move.to(a) == Move.to(b)
                && Move.promotion(a) == Move.promotion(b);
    }

    /** Attacker to move: every turn that wins within {@code length} turns, each with its tree. */
    List<Attack> wins(int length) {
        List<Attack> result = new ArrayList<>();
        if (budget.cut()) {
            return result;
        }
        String before = TurnFen.write(search.position());
        for (Turn turn : TurnGenerator.turns(search.position())) {
            Played played = play(turn, before);
            if (won() || search.defenderLoses(length - 1)) {
                if (!budget.take()) {
                    takeBack(turn);
                    break;
                }
                result.add(attackTree(played, length - 1));
            }
            takeBack(turn);
        }
        return result;
    }
}
