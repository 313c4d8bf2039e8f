package org.passant.problem;

import org.passant.board.RuleSet;

/**
 * Reads the argument of {@code Condition}: the rule sets Passant plays ({@code Marseillais}, and
 * its own {@code DoubleMove}, which Popeye's language lacks); any other fairy condition, alone or
 * beside one of these, is refused with its name, as before.
 */
final class PopeyeConditionReader {

    private PopeyeConditionReader() {
    }

    static RuleSet read(PopeyeInput input, Token command) throws ProblemSyntaxException {
        Token name = input.peek();
        if (name == null || input.endsProblem(name) || isKeyword(input, name)) {
            throw new ProblemSyntaxException(command, "'" + command.text() + "' needs a condition, e.g. Marseillais");
        }
        RuleSet variant = VariantNames.named(name.text()).filter(v -> v != RuleSet.ORTHODOX)
                .orElseThrow(() -> PopeyeStipulationReader.conditionNotSupported(input, command));
        input.next();
        Token more = input.peek();
        if (more != null && !input.endsProblem(more) && !isKeyword(input, more)) {
            throw new ProblemSyntaxException(more, "'" + command.text() + " " + name.text() + " " + more.text()
                    + "': " + VariantNames.condition(variant) + " is solved alone; other fairy conditions are not supported");
        }
        return variant;
    }

    /** A command or the start of a twin: the condition's argument ended before it. */
    private static boolean isKeyword(PopeyeInput input, Token token) {
        return input.commands().match(token.text()).found() || input.twinStarts().match(token.text()).found();
    }
}
