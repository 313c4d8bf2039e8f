package org.passant.report;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.passant.board.Move;
import org.passant.board.Piece;
import org.passant.board.Position;
import org.passant.board.RuleSet;
import org.passant.notation.MoveEffect;
import org.passant.notation.Notation;
import org.passant.notation.SiblingOrder;
import org.passant.solve.Attack;
import org.passant.solve.HelpSolution;
import org.passant.solve.Defences;
import org.passant.solve.Dual;
import org.passant.solve.Key;
import org.passant.solve.OpenFirstMove;
import org.passant.solve.Ply;
import org.passant.solve.Refutation;
import org.passant.solve.SolutionTree;
import org.passant.solve.SolveOptions;
import org.passant.solve.Try;
import org.passant.solve.Variation;
import org.passant.solve.Restriction;
import org.passant.solve.Verdict;

/**
 * The whole tree and verdict as JSON, for other programs: the shape is the JSON Schema
 * schema/solution.schema.json (shipped in the jar), explained in docs/json-schema.md.
 */
public final class JsonFormat implements TreeFormat {
    /** Raised when the schema changes incompatibly. */
    public static final int SCHEMA_VERSION = 1;

    private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    @Override
    public String format(SolutionTree tree) {
        try {
            return MAPPER.writeValueAsString(toJson(tree)) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write JSON", e);
        }
    }

    /** The tree as a Jackson node (for embedding in other documents, e.g. batch results). */
    public static ObjectNode toJson(SolutionTree tree) {
        ObjectNode root = MAPPER.createObjectNode();
        root.put("schema", SCHEMA_VERSION);
        root.put("fen", tree.fen());
        root.put("stipulation", tree.stipulation().toString());
        if (tree.inTurns()) {
            // Only beside an orthodox rule set's absence: orthodox documents stay as they were.
            root.put("variant", tree.rules().variantName());
        }
        RuleSet rules = tree.rules();
        root.set("options", options(tree.options()));
        root.set("verdict", verdict(tree));
        root.put("partial", tree.partial());
        root.put("treeCut", tree.treeCut());
        ArrayNode notes = root.putArray("notes");
        tree.notes().forEach(notes::add);
        if (!tree.openFirstMoves().isEmpty()) {
            // Only where a stop left first moves open: finished documents stay as they were.
            ArrayNode open = root.putArray("openFirstMoves");
            Position diagram = Position.fromFen(tree.fen());
            for (OpenFirstMove m : tree.openFirstMoves()) {
                ObjectNode item = open.addObject();
                MoveEffect effect = Notation.effect(diagram, m.move());
                item.set("move", move(tree.fen(), m.move(), effect.isCheck(), effect == MoveEffect.MATE));
                item.put("beingExamined", m.beingExamined());
                if (m.isKey()) {
                    item.put("forcesWithin", m.forcesWithin());
                    item.put("lengthSettled", m.lengthSettled());
                }
            }
        }
        ArrayNode keys = root.putArray("keys");
        for (Key k : SiblingOrder.sorted(tree.keys(), Key::move)) {
            ObjectNode key = attack(rules, k.attack());
            key.put("mateLength", k.mateLength());
            keys.add(key);
        }
        ArrayNode tries = root.putArray("tries");
        for (Try t : SiblingOrder.sorted(tree.tries(), Try::move)) {
            tries.add(attack(rules, t.attack()));
        }
        root.set("setPlay", tree.setPlay() == null ? null : defences(rules, tree.setPlay()));
        root.set("postKeyPlay", tree.postKeyPlay() == null ? null : defences(rules, tree.postKeyPlay()));
        ArrayNode helpSolutions = root.putArray("helpSolutions");
        tree.helpSolutions().forEach(s -> helpSolutions.add(helpSolution(s)));
        ArrayNode helpSetPlay = root.putArray("helpSetPlay");
        tree.helpSetPlay().forEach(s -> helpSetPlay.add(helpSolution(s)));
        ObjectNode stats = root.putObject("stats");
        stats.put("nodes", tree.nodes());
        stats.put("millis", tree.millis());
        return root;
    }

    private static ObjectNode options(SolveOptions o) {
        ObjectNode n = MAPPER.createObjectNode();
        n.put("tries", o.tries());
        n.put("maxRefutations", o.maxRefutations());
        n.put("setPlay", o.setPlay());
        n.put("postKey", o.postKey());
        n.put("variations", o.variations());
        n.put("threats", o.threats());
        n.put("shortVariations", o.shortVariations().name().toLowerCase());
        n.put("allDefences", o.allDefences());
        n.put("maxSolutions", o.maxSolutions());
        n.put("maxThreatLength", o.maxThreatLength());
        n.put("trustRights", o.trustRights());
        return n;
    }

    private static ObjectNode verdict(SolutionTree tree) {
        Verdict v = tree.verdict();
        ObjectNode n = MAPPER.createObjectNode();
        n.put("kind", v.kind().name().toLowerCase());
        n.put("text", TextFormat.verdictLine(tree).replaceFirst("^Verdict: ", ""));
        n.put("shortestMate", v.shortestMate());
        n.put("solutionsFound", v.solutionsFound());
        n.put("solutionsStated", v.solutionsStated());
        ArrayNode keys = n.putArray("keys");
        v.keys().forEach(k -> keys.add(move(tree.rules(), k.attack().fen(), k.move(), k.attack().second(),
                k.attack().check(), k.attack().mate())));
        ArrayNode reasons = n.putArray("reasons");
        DefectWords.verdictReasons(tree).forEach(reasons::add);
        n.set("restriction", v.restricted() ? restriction(v.restriction()) : null);
        ArrayNode duals = n.putArray("duals");
        for (Dual d : v.duals()) {
            ObjectNode dual = duals.addObject();
            ArrayNode line = dual.putArray("line");
            for (Ply p : d.line()) {
                line.add(move(p.fen(), p.move(), false, false));
            }
            ArrayNode alternatives = dual.putArray("continuations");
            d.variation().continuations().forEach(c -> alternatives.add(move(c.fen(), c.move(), c.check(), c.mate())));
        }
        return n;
    }

    /** The options that pruned the search, each null when off, and their words. */
    private static ObjectNode restriction(Restriction r) {
        ObjectNode n = MAPPER.createObjectNode();
        n.put("text", RestrictionWords.under(r));
        if (r.threat()) {
            n.put("threat", r.maxThreatLength());
        } else {
            n.putNull("threat");
        }
        if (r.maxFlights()) {
            n.put("maxFlightsquares", r.pruning().maxFlights());
        } else {
            n.putNull("maxFlightsquares");
        }
        if (r.nonTrivial()) {
            ObjectNode nonTrivial = n.putObject("nonTrivial");
            nonTrivial.put("maxNonTrivial", r.pruning().maxNonTrivial());
            nonTrivial.put("trivialLength", r.pruning().trivialLength());
        } else {
            n.putNull("nonTrivial");
        }
        return n;
    }

    private static ObjectNode helpSolution(HelpSolution solution) {
        ObjectNode n = MAPPER.createObjectNode();
        n.put("startsMidMove", solution.startsMidMove());
        if (solution.series()) {
            n.put("seriesMoves", solution.seriesMoves());
        }
        n.put("text", HelpLines.text(solution));
        ArrayNode moves = n.putArray("moves");
        solution.moves().forEach(m -> moves.add(move(m.fen(), m.move(), m.check(), m.goal())));
        return n;
    }

    private static ObjectNode attack(RuleSet rules, Attack a) {
        ObjectNode n = move(rules, a.fen(), a.move(), a.second(), a.check(), a.mate());
        n.set("play", a.reply() == null ? null : defences(rules, a.reply()));
        return n;
    }

    private static ObjectNode defences(RuleSet rules, Defences d) {
        ObjectNode n = MAPPER.createObjectNode();
        n.put("fen", d.fen());
        n.put("movesLeft", d.movesLeft());
        if (d.threat() != null) {
            ObjectNode threat = n.putObject("threat");
            threat.put("length", d.threat().length());
            ArrayNode moves = threat.putArray("moves");
            SiblingOrder.sorted(d.threat().moves(), Attack::move).forEach(t -> moves.add(attack(rules, t)));
        } else {
            n.putNull("threat");
        }
        n.put("zugzwang", d.zugzwang());
        ArrayNode variations = n.putArray("variations");
        for (Variation v : SiblingOrder.sorted(d.variations(), Variation::move)) {
            ObjectNode var = move(rules, v.fen(), v.move(), v.second(), v.check(), v.reachesGoal());
            var.put("length", v.length());
            ArrayNode continuations = var.putArray("continuations");
            SiblingOrder.sorted(v.continuations(), Attack::move).forEach(c -> continuations.add(attack(rules, c)));
            variations.add(var);
        }
        ArrayNode refutations = n.putArray("refutations");
        for (Refutation r : SiblingOrder.sorted(d.refutations(), Refutation::move)) {
            refutations.add(move(rules, r.fen(), r.move(), r.second(), r.check(), r.mate()));
        }
        return n;
    }

    /**
     * A move, or under a rule set of two-move turns a turn: "san" {@code Bb5,Bxe8}, "long"
     * {@code Bf1-b5,Bb5*e8}, "uci" {@code f1b5,b5e8}, and "kingCapture" when the turn takes the king
     * (the goal of double-move chess, which is neither mate nor stalemate).
     */
    private static ObjectNode move(RuleSet rules, String fen, int move, Ply second, boolean check, boolean mate) {
        if (!rules.hasTwoMoveTurns()) {
            return move(fen, move, check, mate);
        }
        int last = second == null ? move : second.move();
        boolean kingCapture = Move.captured(last) == Piece.KING;
        ObjectNode n = MAPPER.createObjectNode();
        n.put("san", Moves.san(rules, fen, move, second, check, mate));
        String mark = kingCapture ? "" : Moves.mark(check, mate);
        n.put("long", Moves.popeye(fen, move, second) + (mark.isEmpty() ? "" : " " + mark));
        n.put("uci", Moves.uci(move, second));
        n.put("check", check);
        n.put("mate", mate && check);
        n.put("stalemate", mate && !check && !kingCapture);
        n.put("kingCapture", kingCapture);
        return n;
    }

    private static ObjectNode move(String fen, int move, boolean check, boolean mate) {
        ObjectNode n = MAPPER.createObjectNode();
        n.put("san", Moves.san(fen, move, check, mate));
        String mark = Moves.mark(check, mate);
        n.put("long", Moves.popeye(fen, move) + (mark.isEmpty() ? "" : " " + mark));
        n.put("uci", Move.uci(move));
        n.put("check", check);
        n.put("mate", mate && check);
        n.put("stalemate", mate && !check);
        return n;
    }
}
