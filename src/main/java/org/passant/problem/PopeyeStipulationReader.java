package org.passant.problem;

/** Reads the argument of {@code Stipulation} (in the diagram and in twins). */
final class PopeyeStipulationReader {

    private PopeyeStipulationReader() {
    }

    /**
     * Reads one stipulation word ("#3", "h#2", "ser-h#5"). Popeye also allows the length as a
     * separate word ("# 3"), which is taken along when the first word has no digit.
     */
    static WrittenStipulation read(PopeyeInput input, Token command) throws ProblemSyntaxException {
        Token word = input.argument(command, "a stipulation");
        String text = word.text();
        if (text.chars().noneMatch(Character::isDigit)) {
            Token length = input.peek();
            if (length != null && !length.text().isEmpty() && length.text().chars().allMatch(Character::isDigit)) {
                text = text + " " + input.next().text();
            }
        }
        return StipulationText.read(text);
    }

    /** Conditions change the rules; the message names the first one for the user. */
    static ProblemSyntaxException conditionNotSupported(PopeyeInput input, Token command) {
        Token condition = input.peek();
        String named = condition == null || input.endsProblem(condition)
                ? "'" + command.text() + "'"
                : "'" + command.text() + " " + condition.text() + "'";
        return new ProblemSyntaxException(command, named + ": fairy conditions are not supported");
    }
}
