package org.annabella.cli;

import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.ArrayList;
import java.util.Locale;
import java.util.function.Predicate;
import org.annabella.announce.Language;
import org.annabella.announce.NearestWords;
import org.annabella.announce.Phrase;
import org.annabella.rules.InputException;
import picocli.CommandLine;
import org.annabella.session.ProgramVersion;
import org.annabella.settings.Settings;
import picocli.CommandLine.Model.CommandSpec;

/**
 * The {@code annabella} command. Contract (shared/spec/cli.md): data on stdout, messages on
 * stderr; exit 0 on success, 2 on bad input or usage with one line naming what and where, 1 only
 * for a fault of the program itself.
 */
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
            VoicesCommand.class, "voices",
            WatchCommand.class, "watch",
            DevicesCommand.class, "devices",
            SimulateCommand.class, "simulate",
            ReconcileCommand.class, "reconcile",
            ExportCommand.class, "export",
            HallCommand.class, "hall",
            AnalyseCommand.class, "analyse",
            SettingsCommand.class, "settings",
            DoctorCommand.class, "doctor");

    /** Built in code, as the quick commands are: see {@link CommandModel}. */
    private final CommandSpec spec = CommandModel.command(this, "annabella",
            "A companion for blind and visually impaired chess players, their assistants and arbiters.").versionProvider(new Version());

    private Main() {
        CommandModel.withStandardHelp(spec);
    }

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

    static int run(String[] args, PrintWriter out, PrintWriter err, Problems standard) {
        if (args.length == 1 && (args[0].equals("--version") || args[0].equals("-V"))) {
            // Answered before the settings and picocli, whose reading of the annotations by
            // reflection would cost the version more than the rest of Java's start-up.
            for (String line : new Version().getVersion()) {
                out.println(line);
            }
            out.flush();
            return 0;
        }
        String command = args.length > 0 && COMMANDS.containsKey(args[0]) ? args[0] : null;
        Settings settings = null;
        InputException unreadable = null;
        try {
            settings = Settings.load(Settings.folder());
        } catch (InputException e) {
            unreadable = e;
        }
        Language language = language(args, settings == null ? null : settings.get(SettingKey.LANG.key()));
        Problems problems = standard.in(language);
        // Only a command that takes settings has them checked (the settings command checks its own).
        boolean takes = command != null && SettingKey.usedBy(command);
        SettingDefaults defaults = settings == null || !takes ? SettingDefaults.NONE : SettingDefaults.of(settings, problems, command);
        if (takes) {
            // A bad line costs the player that setting, not the game (the settings command refuses it instead).
            for (Object bad : unreadable == null ? defaults.problems().stream().map(SettingDefaults.BadLine::said).toList()
                    : List.of(problems.said(unreadable))) {
                err.println(Problems.line(command, problems.words().say(Phrase.of("cli.error.setting-left-out", "problem", bad))));
            }
        }
        CommandFault fault = new CommandFault(problems, err, defaults);
        try {
            CommandModel.PlainForm form = CommandModel.plain(args);
            if (form != null) {
                return plain(form, args[0], defaults, out, fault);
            }
            CommandLine cl = commandLine(args);
            cl.setDefaultValueProvider(defaults);
            cl.setOut(out);
            cl.setErr(err);
            cl.setParameterExceptionHandler(new UsageFault(problems, language, err));
            cl.setExecutionExceptionHandler(fault);
            return cl.execute(args);
        } catch (RuntimeException | Error e) {
            // Thrown outside a command's call (an option's converter, picocli itself, an Error such as
            // running out of memory, which picocli lets through): the same path, the same line.
            return problems.report(command, e, err);
        }
    }

    // The handlers are classes, not lambdas: picocli's interfaces are of Java 5's class format, and a
    // lambda of one can be neither archived for start-up (class-data sharing) nor made without
    // spinning method handles at every start (tens of milliseconds; docs/performance.md, "Start-up").

    /** A command line picocli cannot read: one line naming it, exit 2. */
    private static final class UsageFault implements CommandLine.IParameterExceptionHandler {
        private final Problems problems;
        private final Language language;
        private final PrintWriter err;

        UsageFault(Problems problems, Language language, PrintWriter err) {
            this.problems = problems;
            this.language = language;
            this.err = err;
        }

        @Override
        public int handleParseException(CommandLine.ParameterException ex, String[] args) {
            String command = "annabella" + subcommand(ex.getCommandLine());
            err.println(command + ": " + Problems.oneLine(problems.words().say(Phrase.of(
                    ex.getCommandLine().getParent() == null ? "cli.error.usage-commands" : "cli.error.usage-options",
                    "problem", inWords(ex, language, args), "command", command))));
            return BAD_INPUT;
        }
    }

    /**
     * A command that threw: reported by {@link Problems}; a refusal of an option the person did not
     * type but keeps in the settings says so, since the command line does not show it.
     */
    private static final class CommandFault implements CommandLine.IExecutionExceptionHandler {
        private final Problems problems;
        private final PrintWriter err;
        private final SettingDefaults settings;

        CommandFault(Problems problems, PrintWriter err, SettingDefaults settings) {
            this.problems = problems;
            this.err = err;
            this.settings = settings;
        }

        @Override
        public int handleExecutionException(Exception ex, CommandLine c, CommandLine.ParseResult parseResult) {
            return report(ex, c.getCommandName(), new Typed(c.getParseResult()));
        }

        /** Reports what {@code command} threw; {@code typed} tells the options given on the command line. */
        int report(Exception ex, String command, Predicate<String> typed) {
            SettingKey kept = ex instanceof InputException ? settings.keptIn(ex.getMessage(), command, typed) : null;
            Exception said = kept == null ? ex : new BadInputException(ex.getMessage() + " (" + kept.option()
                    + " is kept in the settings: annabella settings " + kept.key() + " shows it)",
                    Phrase.of("cli.error.from-settings", "problem", problems.said(ex), "option", kept.option(), "key", kept.key()));
            return problems.report(command, said, err);
        }
    }

    /** The options picocli matched on the command line. */
    private record Typed(CommandLine.ParseResult parsed) implements Predicate<String> {
        @Override
        public boolean test(String option) {
            return parsed.hasMatchedOption(option);
        }
    }

    /** A coded command's plain form, run without picocli (see {@link CommandModel#plain(String[])}). */
    private static int plain(CommandModel.PlainForm form, String command, SettingDefaults defaults, PrintWriter out, CommandFault fault) {
        try {
            return form.command().plain(form.words(), form.options(), defaults, out);
        } catch (Exception e) {
            return fault.report(e, command, form.options()::containsKey);
        }
    }

    /**
     * The command line with the commands a run needs: the one its first word names, every one
     * otherwise (help, usage, a mistyped name).
     */
    static CommandLine commandLine(String... args) {
        String first = args.length > 0 ? args[0] : "";
        boolean one = COMMANDS.containsKey(first) && !first.equals("help");
        CommandLine cl = new CommandLine(new Main().spec);
        COMMANDS.forEach((name, command) -> {
            if (!one || name.equals(first)) {
                cl.addSubcommand(name, CommandModel.of(command));
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

    /**
     * The language of the command's messages: Spanish when it is run with {@code --lang es}
     * (play, resume, parse), or without {@code --lang} and with the settings' {@code lang} es,
     * else English. Read from the words as given, so that even a line picocli refuses is answered in it.
     */
    static Language language(String[] args, String setting) {
        String given = setting;
        for (int i = 0; i < args.length; i++) {
            String value = args[i].startsWith("--lang=") ? args[i].substring("--lang=".length())
                    : args[i].equals("--lang") && i + 1 < args.length ? args[i + 1] : null;
            given = value != null ? value : given;
        }
        return given != null && List.of("es", "español", "espanol", "spanish").contains(given.strip().toLowerCase(Locale.ROOT))
                ? Language.SPANISH : Language.ENGLISH;
    }

    /** Picocli's refusal in a person's words: no Java type names, and the nearest command or option offered. */
    private static Phrase inWords(CommandLine.ParameterException ex, Language language, String[] args) {
        if (ex instanceof CommandLine.UnmatchedArgumentException u) {
            List<String> unmatched = u.getUnmatched();
            return unknown(unmatched.isEmpty() ? "" : unmatched.get(0), u.getCommandLine());
        }
        // Picocli names a required option missing before an unknown one given: "--depht 3" is a
        // slip for --depth, and the slip is what the person must hear of.
        String stray = ex instanceof CommandLine.MissingParameterException ? unknownOption(ex.getCommandLine(), args) : null;
        if (stray != null) {
            return unknown(stray, ex.getCommandLine());
        }
        if (language != Language.ENGLISH && ex.getArgSpec() instanceof CommandLine.Model.OptionSpec option) {
            // In another language than picocli's: the option named, its English detail left out.
            return Phrase.of(ex instanceof CommandLine.MissingParameterException ? "cli.error.option-missing" : "cli.error.option-value",
                    "option", option.longestName());
        }
        return Phrase.of("cli.error.usage", "text", ex.getMessage()
                .replace("' is not an int", "' is not a whole number, or is too large")
                .replace("' is not a long", "' is not a whole number, or is too large")
                .replace("' is not a double", "' is not a number")
                .replace("=<", " <"));
    }

    /** An unknown command, option or argument, with the nearest known ones offered. */
    private static Phrase unknown(String given, CommandLine cl) {
        boolean option = given.startsWith("-");
        boolean command = cl.getParent() == null && !option;
        Phrase what = Phrase.of(command ? "cli.error.unknown-command" : option ? "cli.error.unknown-option"
                : "cli.error.unexpected-argument", "word", InputException.escape(given));
        CommandSpec spec = cl.getCommandSpec();
        List<String> near = new ArrayList<>(NearestWords.of(given.split("=", 2)[0],
                option ? spec.optionsMap().keySet() : cl.getSubcommands().keySet()));
        if (!near.isEmpty()) {
            String last = near.remove(near.size() - 1);
            return Phrase.of("cli.error.did-you-mean", "problem", what, "near",
                    near.isEmpty() ? last : Phrase.of("list.or", "first", String.join(", ", near), "last", last));
        }
        if (option && !spec.positionalParameters().isEmpty()) {
            return Phrase.of("cli.error.dash-value", "problem", what, "command", cl.getCommandName(),
                    "word", InputException.escape(given));
        }
        return what;
    }

    /**
     * The first word of the command's arguments that looks like an option and is not one of its
     * options, nor the value of the option before it; null when there is none.
     */
    private static String unknownOption(CommandLine cl, String[] args) {
        if (cl == null || cl.getParent() == null || args.length == 0) {
            return null;
        }
        Map<String, CommandLine.Model.OptionSpec> options = cl.getCommandSpec().optionsMap();
        boolean value = false;
        for (int i = 1; i < args.length && !args[i].equals("--"); i++) {
            String a = args[i];
            if (value) {
                value = false;
                continue;
            }
            if (a.length() > 1 && a.startsWith("-")) {
                CommandLine.Model.OptionSpec known = options.get(a.split("=", 2)[0]);
                if (known == null) {
                    return a;
                }
                value = !a.contains("=") && known.arity().max() > 0;
            }
        }
        return null;
    }

    /** The command's words after "annabella", its parents' first: " hall add-board". */
    private static String subcommand(CommandLine cl) {
        return cl == null || cl.getParent() == null ? "" : subcommand(cl.getParent()) + " " + cl.getCommandName();
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
