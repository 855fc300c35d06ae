package org.annabella.cli;

import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.annabella.announce.NearestWords;
import picocli.CommandLine;
import org.annabella.session.ProgramVersion;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * The {@code annabella} command. Contract (shared/spec/cli.md): data on stdout, messages on
 * stderr; exit 0 on success, 2 on bad input or usage with one line naming what and where, 1 only
 * for a fault of the program itself.
 */
@Command(name = "annabella", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
        description = "A companion for blind and visually impaired chess players, their assistants and arbiters.")
public final class Main implements Runnable {
    public static final int BAD_INPUT = 2;
    public static final int FAULT = 1;

    /**
     * The commands by name, in the order {@code --help} lists them. Picocli reads a command's
     * annotations by reflection when it is added, so a run adds only the command it names (all of
     * them for help, usage and a name it does not know): start-up, issue 17.
     */
    static final Map<String, Class<?>> COMMANDS = commands(
            CommandLine.HelpCommand.class, "help",
            PerftCommand.class, "perft",
            DemoCommand.class, "demo",
            PlayCommand.class, "play",
            ResumeCommand.class, "resume",
            WindowCommand.class, "window",
            DeadCommand.class, "dead",
            CheckCommand.class, "check",
            BrailleCommand.class, "braille",
            AnnounceCommand.class, "announce",
            ParseCommand.class, "parse",
            HearCommand.class, "hear",
            EnrolCommand.class, "enrol",
            LawsCommand.class, "laws",
            TimeControlCommand.class, "timecontrol",
            SayCommand.class, "say",
            WatchCommand.class, "watch",
            DevicesCommand.class, "devices",
            SimulateCommand.class, "simulate",
            ReconcileCommand.class, "reconcile",
            ExportCommand.class, "export",
            AnalyseCommand.class, "analyse");

    @Spec
    CommandSpec spec;

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
        CommandLine cl = commandLine(args);
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

    /**
     * The command line with the commands a run needs: the one its first word names, none when it
     * only asks for the version, every one otherwise (help, usage, a mistyped name).
     */
    static CommandLine commandLine(String... args) {
        String first = args.length > 0 ? args[0] : "";
        boolean one = COMMANDS.containsKey(first) && !first.equals("help");
        boolean none = args.length == 1 && (first.equals("--version") || first.equals("-V"));
        CommandLine cl = new CommandLine(new Main());
        COMMANDS.forEach((name, command) -> {
            if (!none && (!one || name.equals(first))) {
                cl.addSubcommand(name, command);
            }
        });
        return cl;
    }

    private static Map<String, Class<?>> commands(Object... classAndName) {
        Map<String, Class<?>> map = new LinkedHashMap<>();
        for (int i = 0; i < classAndName.length; i += 2) {
            map.put((String) classAndName[i + 1], (Class<?>) classAndName[i]);
        }
        return Collections.unmodifiableMap(map);
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

    /** {@code annabella --version}: the program's version, the commit it was built from, and the Java running it. */
    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            ProgramVersion v = ProgramVersion.current();
            return new String[] {
                "annabella " + v.version(),
                "commit " + v.commit(),
                "Java " + System.getProperty("java.version") + " (" + System.getProperty("java.vm.name") + ", "
                        + System.getProperty("java.vendor") + "), " + System.getProperty("os.name") + " "
                        + System.getProperty("os.arch"),
            };
        }
    }

    @Override
    public void run() {
        spec.commandLine().usage(System.err);
    }
}
