package org.passant.cli;

import picocli.CommandLine.Command;

/** {@code ./solver bench ...}: speed figures (never asserted by tests, only printed). */
@Command(name = "bench", mixinStandardHelpOptions = true,
        description = "Print speed figures.",
        subcommands = {BenchPerftCommand.class, BenchSolveCommand.class, BenchThreadsCommand.class, BenchStartupCommand.class,
                BenchPopeyeCommand.class})
final class BenchCommand implements Runnable {
    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(System.out);
    }
}
