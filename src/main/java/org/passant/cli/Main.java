package org.passant.cli;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** Entry point of {@code ./solver}: dispatches to the subcommands and turns every failure into a one-line message. */
@Command(name = "solver", mixinStandardHelpOptions = true, version = "Passant 0.1.0",
        description = "Passant, a chess-problem solver: mate-in-n solution trees, retro analysis, perft.")
public final class Main implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    public static void main(String[] args) {
        System.exit(run(args));
    }

    /** Runs a command line and returns the exit status (tests call this instead of {@link #main}). */
    public static int run(String... args) {
        skipUnusedConverters();
        CommandLine cli = new CommandLine(new Main());
        Map<String, Supplier<Object>> commands = commands();
        Supplier<Object> named = args.length > 0 ? commands.get(args[0]) : null;
        if (named != null) {
            // Only the command asked for: picocli reads every registered command's annotations
            // by reflection before it parses anything, which is a good part of a short run's time.
            cli.addSubcommand(args[0], named.get());
        } else {
            commands.forEach((name, command) -> cli.addSubcommand(name, command.get()));
            cli.addSubcommand("help", new HelpCommand());
        }
        cli.setExecutionExceptionHandler(new UserErrors());
        cli.setParameterExceptionHandler(new UsageErrors());
        try {
            return cli.execute(args);
        } catch (OutOfMemoryError e) {
            // The last line of defence (--hash is checked before the table is made): one sentence, no stack trace.
            System.err.println("solver: out of memory (Java's heap is " + Runtime.getRuntime().maxMemory() / (1 << 20)
                    + " MB): use --keys, a smaller --max-tree-nodes or --hash, fewer --jobs, or give PASSANT_JAVA_OPTS a larger -Xmx");
            return 2;
        }
    }

    /**
     * Picocli registers, for every command line, converters for the java.time and java.sql types
     * found by reflection, loading and initialising some ninety JDK classes; no option of ours has
     * such a type, and skipping them is a measurable part of a #2's start-up (docs/startup.md).
     * A value the user set with -D is left alone.
     */
    private static void skipUnusedConverters() {
        if (System.getProperty(CONVERTER_EXCLUDES) == null) {
            System.setProperty(CONVERTER_EXCLUDES, "java\\.time\\..*,java\\.sql\\..*");
        }
    }

    private static final String CONVERTER_EXCLUDES = "picocli.converters.excludes";

    /** The commands in the order the help lists them. */
    private static Map<String, Supplier<Object>> commands() {
        Map<String, Supplier<Object>> commands = new LinkedHashMap<>();
        commands.put("solve", SolveCommand::new);
        commands.put("report", ReportCommand::new);
        commands.put("retro", RetroCommand::new);
        commands.put("perft", PerftCommand::new);
        commands.put("bench", BenchCommand::new);
        return commands;
    }

    @Override
    public void run() {
        spec.commandLine().usage(System.out);
    }
}
