package org.annabella.cli;

import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.annabella.announce.NearestWords;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code annabella} command. Contract (shared/spec/cli.md): data on stdout, messages on
 * stderr; exit 0 on success, 2 on bad input or usage with one line naming what and where, 1 only
 * for a fault of the program itself.
 */
@Command(name = "annabella", mixinStandardHelpOptions = true, version = "annabella 0.1.0",
        description = "A companion for blind and visually impaired chess players, their assistants and arbiters.",
        subcommands = {
            CommandLine.HelpCommand.class,
            PerftCommand.class,
            DemoCommand.class,
            PlayCommand.class,
            ResumeCommand.class,
            WindowCommand.class,
            DeadCommand.class,
            CheckCommand.class,
            BrailleCommand.class,
            AnnounceCommand.class,
            ParseCommand.class,
            LawsCommand.class,
            TimeControlCommand.class,
            SayCommand.class,
            WatchCommand.class,
            DevicesCommand.class,
            SimulateCommand.class,
            ReconcileCommand.class,
            ExportCommand.class,
        })
public final class Main implements Runnable {
    public static final int BAD_INPUT = 2;
    public static final int FAULT = 1;

    public static void main(String[] args) {
        // UTF-8 whatever the locale: Spanish phrases and braille cells must survive LANG=C.
        PrintWriter out = new PrintWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8), true);
        PrintWriter err = new PrintWriter(new OutputStreamWriter(System.err, StandardCharsets.UTF_8), true);
        System.exit(run(args, out, err));
    }

    /** Runs the command line with the given streams and returns the exit code (used by tests too). */
    public static int run(String[] args, PrintWriter out, PrintWriter err) {
        return run(args, out, err, Problems.standard());
    }

    static int run(String[] args, PrintWriter out, PrintWriter err, Problems problems) {
        CommandLine cl = new CommandLine(new Main());
        cl.setOut(out);
        cl.setErr(err);
        cl.setParameterExceptionHandler((ex, a) -> {
            String command = "annabella" + subcommand(ex.getCommandLine());
            err.println(command + ": " + Problems.oneLine(inWords(ex)) + " (" + command + " --help lists the "
                    + (ex.getCommandLine().getParent() == null ? "commands" : "options") + ")");
            return BAD_INPUT;
        });
        cl.setExecutionExceptionHandler((ex, c, parseResult) -> problems.report(c.getCommandName(), ex, err));
        try {
            return cl.execute(args);
        } catch (RuntimeException | Error e) {
            // Thrown outside a command's call (an option's converter, picocli itself): the same path.
            return problems.report(null, e, err);
        }
    }

    /** Picocli's refusal in a person's words: no Java type names, and the nearest command or option offered. */
    private static String inWords(CommandLine.ParameterException ex) {
        if (ex instanceof CommandLine.UnmatchedArgumentException u) {
            List<String> unmatched = u.getUnmatched();
            String first = unmatched.isEmpty() ? "" : unmatched.get(0);
            boolean command = u.getCommandLine().getParent() == null && !first.startsWith("-");
            String what = (command ? "unknown command '" : first.startsWith("-") ? "unknown option '" : "unexpected argument '")
                    + first + "'";
            CommandLine.Model.CommandSpec spec = u.getCommandLine().getCommandSpec();
            List<String> near = NearestWords.of(first, first.startsWith("-") ? spec.optionsMap().keySet()
                    : u.getCommandLine().getSubcommands().keySet());
            return near.isEmpty() ? what : what + "; did you mean " + String.join(" or ", near) + "?";
        }
        return ex.getMessage()
                .replace("' is not an int", "' is not a whole number, or is too large")
                .replace("' is not a long", "' is not a whole number, or is too large")
                .replace("' is not a double", "' is not a number")
                .replace("=<", " <");
    }

    private static String subcommand(CommandLine cl) {
        return cl == null || cl.getParent() == null ? "" : " " + cl.getCommandName();
    }

    @Override
    public void run() {
        new CommandLine(this).usage(System.err);
    }
}
