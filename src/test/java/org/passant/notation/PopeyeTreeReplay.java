package org.passant.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.passant.board.Fen;
import org.passant.board.Move;
import org.passant.board.Position;

/**
 * Replays every move of a Popeye solution tree from its diagram and checks, move by move, that
 * the text is read as a legal move, that Passant writes it back exactly, and that Popeye's check
 * or mate mark is the board's verdict.
 *
 * <p>Tree lines are "1.d2-d4 ! threat:", "      1...c4*d3 ep.", "          2.Qa1-a2 +": the move
 * number and dots give the ply, and under "threat:" the next white move is played after a black
 * pass. MoveNumbers lines "  10  (g5*f6 ep. + )" are the first moves Popeye tried from the
 * diagram, illegal ones included (it tests legality after playing): they must read as moves, and
 * those that are legal must be written back as Popeye wrote them.
 */
final class PopeyeTreeReplay {
    private static final Pattern TREE_MOVE = Pattern.compile("\\s*(\\d+)\\.(\\.\\.)?(\\S+)(.*)");
    private static final Pattern NUMBERED_TRY = Pattern.compile("\\s*\\d+\\s+\\((\\S+)(.*)\\)");
    private static final int PASS = Move.NONE;

    private final String fen;
    private final int[] path = new int[64];

    private PopeyeTreeReplay(String fen) {
        this.fen = fen;
    }

    /** Replays all lines; returns the number of moves checked. */
    static int replay(String fen, List<String> lines) {
        PopeyeTreeReplay replay = new PopeyeTreeReplay(fen);
        int checked = 0;
        for (String line : lines) {
            Matcher tree = TREE_MOVE.matcher(line);
            Matcher numbered = NUMBERED_TRY.matcher(line);
            if (tree.matches()) {
                int ply = 2 * (Integer.parseInt(tree.group(1)) - 1) + (tree.group(2) == null ? 0 : 1);
                replay.check(ply, tree.group(3), tree.group(4), line);
                checked++;
            } else if (numbered.matches() && replay.isLegalFirstMove(numbered.group(1), line)) {
                replay.check(0, numbered.group(1), numbered.group(2), line);
                checked++;
            }
        }
        return checked;
    }

    /** True when legal; an illegal one must still be understood, and refused as illegal. */
    private boolean isLegalFirstMove(String text, String line) {
        try {
            Notation.parse(Fen.parse(fen), text);
            return true;
        } catch (NotationException e) {
            assertEquals(text + " is not a legal move here (White to move)", e.getMessage(), line);
            return false;
        }
    }

    private void check(int ply, String move, String rest, String line) {
        List<String> words = List.of(rest.trim().split("\\s+"));
        int next = 0;
        String text = move;
        if (words.get(next).equals("ep.")) {
            text += " ep.";
            next++;
        }
        String mark = next < words.size() && List.of("+", "#", "=").contains(words.get(next)) ? words.get(next) : "";
        Position p = Fen.parse(fen);
        for (int i = 0; i < ply; i++) {
            if (path[i] == PASS) {
                p.makeNull();
            } else {
                p.make(path[i]);
            }
        }
        String where = "\"" + line.trim() + "\" in " + p.toFen();
        int parsed = Notation.parse(p, text);
        assertEquals(text, Notation.popeye(p, parsed), where);
        assertEquals(parsed, Notation.parse(p, Notation.san(p, parsed)), where);
        MoveEffect effect = Notation.effect(p, parsed);
        switch (mark) {
            case "#": assertEquals(MoveEffect.MATE, effect, where); break;
            case "+": assertEquals(MoveEffect.CHECK, effect, where); break;
            case "=": assertEquals(MoveEffect.STALEMATE, effect, where); break;
            default: assertFalse(effect.isCheck(), where);
        }
        path[ply] = parsed;
        if (rest.contains("threat:")) {
            path[ply + 1] = PASS;
        }
    }
}
