package org.passant.cli;

import java.io.PrintWriter;
import picocli.CommandLine;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * A command line picocli cannot parse (an unknown option, a missing required one, a value of the
 * wrong type): the message and where to read the options, not the whole usage text. Picocli's
 * default prints the command's full usage after the message, some ninety lines for {@code report},
 * under which the one line that says what is wrong scrolls away.
 */
final class UsageErrors implements IParameterExceptionHandler {
    @Override
    public int handleParseException(ParameterException e, String[] args) {
        CommandLine command = e.getCommandLine();
        PrintWriter err = command.getErr();
        err.println(command.getCommandSpec().qualifiedName() + ": " + e.getMessage());
        // "Did you mean ...?" for a misspelt option or command: short, and what the user needs.
        UnmatchedArgumentException.printSuggestions(e, err);
        err.println("(" + helpCommand(command) + " lists the options)");
        err.flush();
        return command.getCommandSpec().exitCodeOnInvalidInput();
    }

    /** {@code ./solver bench solve --help} for a subcommand, {@code ./solver --help} at the top. */
    private static String helpCommand(CommandLine command) {
        String name = command.getCommandSpec().qualifiedName();
        int space = name.indexOf(' ');
        return "./solver" + (space < 0 ? "" : name.substring(space)) + " --help";
    }
}
