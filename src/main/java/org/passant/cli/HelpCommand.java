package org.passant.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/**
 * {@code ./solver help [COMMAND|TOPIC]}: a command's usage, as picocli's help command gives it,
 * plus topics that belong to no single command ({@code exit-codes}).
 */
@Command(name = "help", helpCommand = true,
        description = "Display help about a command, or a topic: exit-codes.")
final class HelpCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(arity = "0..1", paramLabel = "COMMAND|TOPIC", description = "a command, or exit-codes")
    String topic;

    @Override
    public void run() {
        CommandLine top = spec.commandLine().getParent();
        if (topic == null) {
            top.usage(System.out);
        } else if (topic.equals("exit-codes")) {
            System.out.print(ExitStatus.help());
        } else if (top.getSubcommands().containsKey(topic)) {
            top.getSubcommands().get(topic).usage(System.out);
        } else {
            throw new UserError("no command or topic '" + topic + "': use one of "
                    + String.join(", ", top.getSubcommands().keySet()) + " or exit-codes", ExitStatus.USAGE_OR_INPUT.code);
        }
    }
}
