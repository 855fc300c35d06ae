package org.annabella.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/** Main's table of commands, which a run consults to build only the command it names. */
class CommandTableTest {
    @Test
    void everyNameIsTheCommandsOwn() {
        for (Map.Entry<String, Class<?>> e : Main.COMMANDS.entrySet()) {
            Object model = CommandModel.of(e.getValue());
            String name = model instanceof CommandSpec spec ? spec.name() : e.getValue().getAnnotation(Command.class).name();
            assertEquals(e.getKey(), name, e.getValue().getName());
        }
    }

    /** Check, coded but without a plain form, refuses words alone as picocli does. */
    @Test
    void checkWithoutItsOptionIsAUsageFault() {
        CliRun r = CliRun.of("check", "x.pgn");
        assertEquals(Main.BAD_INPUT, r.exit);
        assertTrue(r.err.startsWith("annabella check: "), r.err);
        assertTrue(r.err.contains("--pgn"), r.err);
    }

    /** The quick commands' models are built in code: none of their classes is annotated for picocli. */
    @Test
    void theQuickCommandsAndTheTopOneAreBuiltInCode() {
        for (Class<?> c : List.of(Main.class, AnnounceCommand.class, ParseCommand.class, CheckCommand.class)) {
            assertEquals(null, c.getAnnotation(Command.class), c.getName());
        }
        assertTrue(CommandModel.of(AnnounceCommand.class) instanceof CommandSpec);
        assertTrue(CommandModel.of(ParseCommand.class) instanceof CommandSpec);
        assertTrue(CommandModel.of(CheckCommand.class) instanceof CommandSpec);
    }

    /**
     * Words and options of text are a quick command's plain form, run without picocli; anything
     * picocli would read otherwise is not.
     */
    @Test
    void thePlainFormIsWordsAndOptionsOfTextAfterACodedCommand() {
        CommandModel.PlainForm form = CommandModel.plain(new String[] {"announce", "e4", "--style", "english", "Springer Felix drei"});
        assertEquals(List.of("e4", "Springer Felix drei"), form.words());
        assertEquals(Map.of("--style", "english"), form.options());
        form = CommandModel.plain(new String[] {"parse", "--lang=es", "--fen", "8/8/8/4k3/8/8/8/R3K3 w Q - 0 1", "Ta2"});
        assertEquals(List.of("Ta2"), form.words());
        assertEquals(Map.of("--lang", "es", "--fen", "8/8/8/4k3/8/8/8/R3K3 w Q - 0 1"), form.options());
        assertTrue(form.command() instanceof ParseCommand);
        for (String[] not : new String[][] {{"announce"}, {"parse"}, {"announce", "--style", "english"}, {"announce", "e4", "-h"},
                {"parse", "@moves.txt"}, {"parse", "--", "e4"}, {"perft", "1"}, {"check", "x.pgn"}, {"help", "parse"}, {},
                {"announce", "--pgn", "x.pgn"}, {"announce", "--style", "english", "--style", "fide", "e4"},
                {"announce", "--style", "-h", "e4"}, {"announce", "--style=", "e4"}, {"announce", "e4", "--style"},
                {"announce", "--verbos", "full", "e4"}, {"parse", "--lang", "@es", "e4"}, {"parse", "-l", "es", "e4"}}) {
            assertNull(CommandModel.plain(not), String.join(" ", not));
        }
    }

    /** A plain form's options are options of the command's model, each taking one text, so that picocli reads them alike. */
    @Test
    void thePlainOptionsAreTheModelsOptionsOfOneText() {
        for (Class<?> type : Main.COMMANDS.values()) {
            if (CommandModel.Plain.class.isAssignableFrom(type)) {
                CommandModel.Plain command = (CommandModel.Plain) CommandModel.made(type);
                CommandSpec spec = command.spec();
                assertFalse(command.plainOptions().isEmpty(), type.getName());
                for (String name : command.plainOptions()) {
                    OptionSpec option = spec.findOption(name);
                    assertNotNull(option, type.getName() + " " + name);
                    assertEquals(String.class, option.type(), type.getName() + " " + name);
                    assertEquals(1, option.arity().max(), type.getName() + " " + name);
                }
            }
        }
    }

    /**
     * The plain form answers as picocli's reading of the same words does, output and refusals
     * alike, options included.
     */
    @Test
    void thePlainFormAnswersAsPicocliDoes() {
        for (String[] words : new String[][] {{"announce", "e4", "e5", "Nf3"}, {"announce", "Nc3", "Ke7"}, {"announce", "e4", "Zz9"},
                {"parse", "d4", "Springer Felix sechs"}, {"parse", "e5"}, {"parse", "e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7"},
                {"announce", "--style", "english", "e4", "e5"}, {"announce", "e4", "--verbosity=full", "d5", "exd5"},
                {"announce", "--style", "spanish", "--verbosity", "full", "Nf3"}, {"announce", "--style", "klingon", "e4"},
                {"announce", "--verbosity", "long", "e4"}, {"announce", "--game", "2", "e4"},
                {"announce", "--fen", "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1", "O-O-O"}, {"announce", "--fen", "not a fen", "e4"},
                {"announce", "--style", "descriptive-es", "e4", "e5"},
                {"parse", "--lang", "es", "Cf3", "Cf6"}, {"parse", "--lang=es", "P4R"}, {"parse", "--lang", "xx", "e4"},
                {"parse", "--fen", "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1", "Ra8+"}, {"parse", "--fen", "8/8/8/8", "e4"}}) {
            CliRun plain = CliRun.of(words);
            CliRun picocli = CliRun.of(throughPicocli(words));
            assertEquals(picocli.exit, plain.exit, String.join(" ", words));
            assertEquals(picocli.out, plain.out, String.join(" ", words));
            assertEquals(picocli.err, plain.err, String.join(" ", words));
        }
    }

    /** The same command line as picocli alone reads it: the options first, then "--" and the words, which ends its options. */
    private static String[] throughPicocli(String[] args) {
        CommandModel.PlainForm form = CommandModel.plain(args);
        assertNotNull(form, String.join(" ", args));
        List<String> parsed = new ArrayList<>(List.of(args[0]));
        form.options().forEach((name, value) -> parsed.add(name + "=" + value));
        parsed.add("--");
        parsed.addAll(form.words());
        assertNull(CommandModel.plain(parsed.toArray(String[]::new)));
        return parsed.toArray(String[]::new);
    }

    @Test
    void aRunBuildsTheNamedCommandAloneAndHelpListsThemAll() {
        assertEquals(List.of("perft"), List.copyOf(Main.commandLine("perft", "--depth", "1").getSubcommands().keySet()));
        for (String[] all : new String[][] {{}, {"--help"}, {"help", "perft"}, {"perf"}, {"--version", "perft"}}) {
            assertEquals(List.copyOf(Main.COMMANDS.keySet()), List.copyOf(Main.commandLine(all).getSubcommands().keySet()));
        }
        CliRun help = CliRun.of("--help");
        assertEquals(0, help.exit);
        for (String name : Main.COMMANDS.keySet()) {
            assertTrue(help.out.contains("\n  " + name + " "), "--help lists " + name + ":\n" + help.out);
        }
        assertEquals(0, CliRun.of("help", "perft").exit);
    }

    /** The version is answered before picocli is asked; what it says is picocli's answer, word for word. */
    @Test
    void theVersionAloneIsAnsweredAsPicocliWould() {
        java.io.StringWriter picocli = new java.io.StringWriter();
        Main.commandLine("--version").printVersionHelp(new java.io.PrintWriter(picocli, true));
        for (String version : new String[] {"--version", "-V"}) {
            CliRun r = CliRun.of(version);
            assertEquals(0, r.exit);
            assertEquals(picocli.toString(), r.out);
            assertEquals("", r.err);
        }
    }

    @Test
    void aMistypedCommandIsStillOfferedTheNearestName() {
        CliRun r = CliRun.of("perf", "--depth", "1");
        assertEquals(Main.BAD_INPUT, r.exit);
        assertEquals("annabella: unknown command 'perf'; did you mean perft? (annabella --help lists the commands)", r.err.strip());
    }

    @Test
    void aCommandsOwnOptionErrorsAreUnchanged() {
        CliRun r = CliRun.of("perft", "--depth", "1", "--divde");
        assertEquals(Main.BAD_INPUT, r.exit);
        assertEquals("annabella perft: unknown option '--divde'; did you mean --divide? (annabella perft --help lists the options)",
                r.err.strip());
    }

    /** A slip in a required option's name is said as the slip, not as the option it hid. */
    @Test
    void aSlipInARequiredOptionIsNamedWithTheNearestOne() {
        CliRun r = CliRun.of("perft", "--depht", "3");
        assertEquals(Main.BAD_INPUT, r.exit);
        assertEquals("annabella perft: unknown option '--depht'; did you mean --depth? (annabella perft --help lists the options)",
                r.err.strip());
        assertTrue(CliRun.of("check", "--pgm", "x.pgn").err.startsWith("annabella check: unknown option '--pgm'; did you mean --pgn?"));
        // The value of a known option is not taken for an option, even when it begins with '-'.
        assertTrue(CliRun.of("perft", "--fen", "-x").err.contains("Missing required option"));
        CliRun negative = CliRun.of("timecontrol", "-60+0");
        assertTrue(negative.err.contains("unknown option '-60+0'; a value that begins with '-' goes after --, as in: "
                + "annabella timecontrol -- -60+0"), negative.err);
    }
}
