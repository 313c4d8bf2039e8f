package org.passant.cli;

import org.passant.board.FenException;
import org.passant.text.Visible;
import picocli.CommandLine;

/**
 * Turns exceptions escaping a command into the one-line messages users are promised. Input
 * errors get exit status 2; a bug still gets one line (and the stack trace only with PASSANT_DEBUG).
 */
final class UserErrors implements CommandLine.IExecutionExceptionHandler {
    @Override
    public int handleExecutionException(Exception e, CommandLine cli, CommandLine.ParseResult parsed) {
        // The whole name, as the usage errors give it: "solver bench solve", not "solver solve".
        String name = cli.getCommandSpec().qualifiedName();
        if (e instanceof UserError u) {
            // Messages quote file names and input: shown, never obeyed by the terminal.
            cli.getErr().println(name + ": " + Visible.of(u.getMessage()));
            return u.exitCode();
        }
        if (e instanceof FenException) {
            cli.getErr().println("solver " + cli.getCommandName() + ": bad FEN: " + Visible.of(e.getMessage()));
            return 2;
        }
        cli.getErr().println("solver " + cli.getCommandName() + ": internal error: " + e);
        if (System.getenv("PASSANT_DEBUG") != null) {
            e.printStackTrace(cli.getErr());
        }
        return 70;
    }
}
