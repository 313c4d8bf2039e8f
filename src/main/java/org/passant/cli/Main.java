package org.passant.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** Entry point of {@code ./solver}: dispatches to the subcommands and turns every failure into a one-line message. */
@Command(name = "solver", mixinStandardHelpOptions = true, version = "Passant 0.1.0",
        description = "Passant, a chess-problem solver: mate-in-n solution trees, retro analysis, perft.",
        subcommands = {SolveCommand.class, ReportCommand.class, RetroCommand.class, PerftCommand.class, BenchCommand.class,
                CommandLine.HelpCommand.class})
public final class Main implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    public static void main(String[] args) {
        System.exit(run(args));
    }

    /** Runs a command line and returns the exit status (tests call this instead of {@link #main}). */
    public static int run(String... args) {
        CommandLine cli = new CommandLine(new Main());
        cli.setExecutionExceptionHandler(new UserErrors());
        return cli.execute(args);
    }

    @Override
    public void run() {
        spec.commandLine().usage(System.out);
    }
}
