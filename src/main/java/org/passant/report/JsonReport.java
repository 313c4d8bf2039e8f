package org.passant.report;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintStream;
import org.passant.board.RuleSet;
import org.passant.problem.Problem;
import org.passant.problem.ProblemFileError;
import org.passant.retro.RetroReport;
import org.passant.solve.ConventionalSolution;
import org.passant.solve.ProblemResult;
import org.passant.solve.ProblemVerdict;
import org.passant.solve.RightsPart;

/**
 * A report for programs: standard output is a stream of JSON documents, one per problem, whether
 * it was solved, refused or could not be read (schema/solution.schema.json, explained in
 * docs/json-schema.md). The batch summary is words for people and is left out.
 */
final class JsonReport implements Report {
    private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private final PrintStream out;

    JsonReport(PrintStream out) {
        this.out = out;
    }

    @Override
    public void problem(ProblemResult result) {
        ObjectNode root = MAPPER.createObjectNode();
        root.put("schema", JsonFormat.SCHEMA_VERSION);
        Problem problem = result.problem();
        if (!problem.typedOnCommandLine()) {
            root.put("id", problem.id());
            root.put("source", problem.source().toString());
        }
        if (result instanceof ProblemResult.Solved solved) {
            solution(solved, root);
        } else {
            ProblemResult.Refused refused = (ProblemResult.Refused) result;
            if (problem.variant() != RuleSet.ORTHODOX) {
                root.put("variant", problem.variant().variantName());
            }
            root.put("verdict", refused.verdict().word());
            root.putArray("reasons").add(refused.reason());
        }
        print(root, !problem.typedOnCommandLine());
    }

    @Override
    public void unreadable(ProblemFileError error) {
        ObjectNode root = MAPPER.createObjectNode();
        root.put("schema", JsonFormat.SCHEMA_VERSION);
        root.put("id", error.problemId());
        root.put("source", error.file() + ":" + error.line());
        root.put("verdict", ProblemVerdict.ERROR.word());
        root.putArray("reasons").add(error.reason());
        print(root, true);
    }

    @Override
    public void end(String summary) {
        // Words for people: a stream of JSON documents has no place for them.
    }

    private void print(ObjectNode document, boolean inCollection) {
        try {
            out.print(MAPPER.writeValueAsString(document) + "\n" + (inCollection ? "\n" : ""));
            out.flush();
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write JSON", e);
        }
    }

    private static void solution(ProblemResult.Solved solved, ObjectNode root) {
        ConventionalSolution s = solved.solution();
        root.put("fen", solved.fen());
        root.put("stipulation", solved.stipulation().toString());
        if (solved.problem().variant() != RuleSet.ORTHODOX) {
            // Only for the variants: orthodox documents stay as they were.
            root.put("variant", solved.problem().variant().variantName());
        }
        root.put("verdict", solved.verdict().word());
        ArrayNode reasons = root.putArray("reasons");
        RightsNoteWords.reasons(s).forEach(reasons::add);
        root.set("retro", retro(s));
        ArrayNode parts = root.putArray("parts");
        for (RightsPart part : s.parts()) {
            ObjectNode p = parts.addObject();
            p.put("history", RetroRightsWords.history(part));
            p.put("rights", PartRights.words(part));
            p.set("solution", JsonFormat.toJson(part.tree()));
        }
    }

    private static ObjectNode retro(ConventionalSolution s) {
        ObjectNode node = MAPPER.createObjectNode();
        RetroReport r = s.retro();
        node.put("applied", r != null);
        ArrayNode notes = node.putArray("notes");
        RightsNoteWords.notes(s).forEach(notes::add);
        if (r != null) {
            node.put("legal", r.legal());
            ArrayNode last = node.putArray("possibleLastMoves");
            RetroTextFormat.lastMoves(r).forEach(last::add);
            node.put("enPassant", RetroRightsWords.enPassantLine(r.enPassant()));
            ArrayNode castling = node.putArray("castling");
            r.castling().forEach(c -> castling.add(RetroRightsWords.castlingLine(c)));
        }
        return node;
    }
}
