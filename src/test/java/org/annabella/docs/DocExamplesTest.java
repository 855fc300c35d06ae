package org.annabella.docs;

import static java.util.Map.entry;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.annabella.cli.CliRun;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * The docs run (issue 21, point 6): every command example in README.md, docs/*.md and
 * docs/protocols/*.md runs in-process, and prints what the page shows.
 *
 * <p>What counts as an example is {@link DocExample}. A line with a {@code [} or a placeholder
 * in capitals that {@link #VALUES} does not know ({@code FILE}, {@code N}, {@code PORT}) is a
 * synopsis, not an example: it must name a command {@code annabella help} knows. Every other
 * example is split into words as a shell would ({@link ShellWords}), its file names and
 * placeholders replaced from {@link #FILES}, {@link #OUTPUTS} and {@link #VALUES}, run through
 * {@link CliRun}, and checked:
 * <ul>
 * <li>where the page shows no output, the exit code must be 0 and nothing is compared;</li>
 * <li>where it shows lines, they are compared with standard output as {@link ShownOutput} says
 * (exactly, or around {@code ...} lines);</li>
 * <li>a shown line starting {@code annabella COMMAND:} is the error line: the exit code must
 * then be 2 and standard error exactly the error lines shown.</li>
 * </ul>
 * An example that cannot run in a test is listed in {@link #NOT_RUN} with the reason; one of a
 * command that can never run in a test, not listed, fails with the entry to add. Only code blocks
 * hold examples: a command in running text ({@code `annabella laws --lang es`}) is often a
 * fragment, and other programs ({@code mvn}, {@code java -jar}) are not this test's.
 */
class DocExamplesTest {
    /** Examples that cannot run in a test, by their command text as the page shows it. */
    static final Map<String, String> NOT_RUN = Map.ofEntries(
            entry("./annabella check --pgn /tmp/random-games.pgn > /dev/null", "it needs a shell (>) and the benchmark's file"),
            entry("./annabella devices /dev/rfcomm0", "needs a board paired over Bluetooth"),
            entry("./annabella play --board dgt:/dev/rfcomm0 ...", "needs a board paired over Bluetooth, and waits on the console"),
            entry("./annabella demo",
                    "plays the game in paced time, speaks through the sound card when there is one and writes annabella-demo/ into the current folder"),
            entry("./annabella play --white \"Ann Smith\" --black \"Bob Jones\" --vi white --time-control 5400+30",
                    "waits for the players at the console"),
            entry("./annabella play --white \"Ann Smith\" --black \"Bob Jones\" --vi white --assistant vi --time-control 5400+30 --journal round3-board7.journal",
                    "waits for the assistant at the console"),
            entry("./annabella play --vi white --board peg:/dev/ttyUSB0 --opponent-board dgt:/dev/ttyUSB1 --clock tactile:/dev/ttyACM0 --journal round3-board7.journal",
                    "needs two sensor boards and a tactile clock on serial ports, and the console"),
            entry("./annabella resume round3-board7.journal",
                    "waits at the console; resuming journals is GoldenJournalsTest's"),
            entry("./annabella resume annabella-20261122-190211.journal",
                    "waits at the console; resuming journals is GoldenJournalsTest's"),
            entry("./annabella resume round3-board7.journal --clocks 1:34:10,1:20:05",
                    "waits at the console; setting the clocks on resume is ResumeCommandTest's"),
            entry("./annabella resume round3-board7.journal --salvage",
                    "waits at the console; salvaging a damaged journal is ResumeCommandTest's"),
            entry("./annabella window round3-board7.journal", "opens a JavaFX window"),
            entry("./annabella window --follow round3-board7.journal", "opens a JavaFX window; following is FollowedViewTest's"),
            entry("annabella say Springer Gustav Felix drei", "speaks through the sound card"),
            entry("annabella play", "plays with the kept settings and waits at the console"),
            entry("annabella hall --port 8080 --data round3 --bind 192.168.1.10",
                    "serves the round until it is stopped, on the hall's network address: HallCommandTest's"),
            entry("annabella say --lang es \"Juegan las blancas: Springer Cesar drei\"", "speaks through the sound card"),
            entry("annabella enrol my-voice", "the script read into the microphone at the console: MicrophoneTest's"),
            entry("annabella play --vi white --listen --speaker my-voice",
                    "hears the microphone and waits at the console: MicrophoneTest's"),
            entry("annabella play --engine --vi white --time-control 900+10",
                    "plays Stockfish at the console: TrainingConsoleTest's and EngineCommandTest's"),
            entry("annabella say --engine ssip \"Lange Rochade Schach\"", "needs speech-dispatcher"),
            entry("annabella simulate dgt > port.txt &", "a background job in a shell, on a pseudo-terminal made by socat"),
            entry("annabella watch --board dgt:$(head -1 port.txt)", "follows the simulated board of the line before, through a shell"));

    /** Commands no example of which runs in a test, and why. */
    private static final Map<String, String> COMMANDS_NOT_RUN = Map.of(
            "play", "waits on the console",
            "resume", "waits on the console",
            "window", "opens a JavaFX window",
            "demo", "plays in paced time with sound and writes into the current folder",
            "simulate", "runs a device on a pseudo-terminal in real time");

    /** Files the docs name, made by the test with this content. */
    static final Map<String, String> FILES = Map.of(
            "dance.pgn", "[Event \"Knights dance\"]\n[Result \"1/2-1/2\"]\n\n"
                    + "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 Nf6 6. Ng1 Ng8 7. Nf3 Nf6 8. Ng1 Ng8 1/2-1/2\n",
            "white.txt", "1. e4 e5 2. Nf3 Nc6\n",
            "batch.txt", "# batch\n8/8/8/4k3/8/8/4KB2/8 w - - 0 1\n8/8/8/4k3/8/8/4K3/4QB2 w - - 0 1 black\n",
            "black.txt", "1. e4 e5 2. Nf3 Nc6\n",
            "round 3.pgn", "[Event \"Open\"]\n[White \"Ana Núñez\"]\n[Black \"Bob\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n");

    /** Journals the docs name, copied from a golden journal (GoldenJournals). */
    static final Map<String, Path> JOURNALS = Map.of(
            "round3-board7.journal", Path.of("src/test/resources/journals/finished.journal"),
            "round 3.journal", Path.of("src/test/resources/journals/finished.journal"));

    /** Files the docs have a command write, given a place in the test's folder. */
    static final Set<String> OUTPUTS = Set.of("move.wav", "results/", "round3");

    /** Placeholders in capitals that stand for a value, and the value. */
    static final Map<String, String> VALUES = Map.of(
            "FEN", "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");

    private static final Duration BOUND = Duration.ofSeconds(120);

    @TempDir
    static Path fixtures;

    @BeforeAll
    static void makeFixtures() throws IOException {
        for (Map.Entry<String, String> file : FILES.entrySet()) {
            Files.writeString(fixtures.resolve(file.getKey()), file.getValue());
        }
        for (Map.Entry<String, Path> journal : JOURNALS.entrySet()) {
            Files.copy(journal.getValue(), fixtures.resolve(journal.getKey()));
        }
    }

    static List<DocExample> allExamples() throws IOException {
        Path root = Path.of("").toAbsolutePath();
        List<String> pages = new ArrayList<>(List.of("README.md"));
        for (String folder : List.of("docs", "docs/protocols")) {
            try (Stream<Path> files = Files.list(root.resolve(folder))) {
                files.map(p -> folder + "/" + p.getFileName()).filter(p -> p.endsWith(".md")).sorted().forEach(pages::add);
            }
        }
        List<DocExample> examples = new ArrayList<>();
        for (String page : pages) {
            examples.addAll(DocExample.in(root, page));
        }
        return examples;
    }

    @TestFactory
    Stream<DynamicTest> everyExampleRunsAsTheDocsShow() throws IOException {
        return allExamples().stream().filter(e -> !isSynopsis(e.command()))
                .map(e -> dynamicTest(e.where() + ": " + e.command(), () -> check(e)));
    }

    @TestFactory
    Stream<DynamicTest> everySynopsisNamesACommand() throws IOException {
        return allExamples().stream().filter(e -> isSynopsis(e.command())).map(e -> dynamicTest(e.where() + ": " + e.command(), () -> {
            // "annabella play|resume ...": each command the synopsis names.
            for (String command : e.command().split(" +")[1].split("\\|")) {
                CliRun help = CliRun.of("help", command);
                assertEquals(0, help.exit, e.where() + ": 'annabella help " + command + "' does not know the command: " + help.err);
            }
        }));
    }

    @Test
    void everyExampleNotRunAndEveryFixtureIsStillInTheDocs() throws IOException {
        Set<String> commands = new TreeSet<>();
        Set<String> words = new TreeSet<>();
        for (DocExample e : allExamples()) {
            commands.add(e.command());
            if (!isSynopsis(e.command())) {
                ShellWords.split(e.command()).forEach(w -> words.add(w.text()));
            }
        }
        for (String listed : NOT_RUN.keySet()) {
            assertTrue(commands.contains(listed), "DocExamplesTest.NOT_RUN lists an example no page shows any more; remove it: " + listed);
        }
        for (Set<String> fixtures : List.of(FILES.keySet(), JOURNALS.keySet(), OUTPUTS, VALUES.keySet())) {
            for (String fixture : fixtures) {
                assertTrue(words.contains(fixture), "no example names the fixture " + fixture + " any more; remove it from DocExamplesTest");
            }
        }
    }

    @Test
    void theDocsShowExamplesOfEveryKind() throws IOException {
        List<DocExample> examples = allExamples();
        // A reader that found nothing would pass every check above: make sure it finds what the pages hold.
        assertTrue(examples.stream().anyMatch(e -> isSynopsis(e.command())), "no synopsis found");
        assertTrue(examples.stream().anyMatch(e -> !e.shown().isEmpty() && !isSynopsis(e.command())), "no example with output found");
        assertTrue(examples.stream().anyMatch(e -> e.command().startsWith("printf")), "no example with standard input found");
        assertTrue(examples.stream().anyMatch(e -> e.shown().contains(ShownOutput.ELISION)), "no example with '...' found");
    }

    /** A synopsis shows the options in brackets or names a value by a placeholder in capitals. */
    static boolean isSynopsis(String command) {
        if (command.contains("[")) {
            return true;
        }
        for (String word : command.split("[ |:=]+")) {
            String name = word.endsWith("...") ? word.substring(0, word.length() - 3) : word;
            if (!name.isEmpty() && name.chars().allMatch(c -> c >= 'A' && c <= 'Z') && !VALUES.containsKey(name)) {
                return true;
            }
        }
        return false;
    }

    private static void check(DocExample e) throws Exception {
        String listed = NOT_RUN.get(e.command());
        if (listed != null) {
            Assumptions.abort("not run: " + listed);
        }
        List<ShellWords.Word> words = ShellWords.split(e.command());
        String stdin = "";
        if (words.get(0).text().equals("printf") && words.size() > 2 && words.get(2).equals(new ShellWords.Word("|", true))) {
            stdin = ShellWords.printf(words.get(1).text());
            words = words.subList(3, words.size());
        }
        List<String> args = new ArrayList<>();
        for (ShellWords.Word word : words.subList(1, words.size())) {
            if (word.operator()) {
                fail(cannotRun(e, "it needs a shell (" + word.text() + ")"));
            }
            args.add(substitute(word.text()));
        }
        String why = whyNeverRun(args);
        if (why != null) {
            fail(cannotRun(e, why));
        }
        CliRun run = runWithInput(stdin, args);
        List<String> errorLines = e.shown().stream().filter(l -> l.startsWith("annabella " + args.get(0) + ":")).toList();
        List<String> outputLines = e.shown().stream().filter(l -> !errorLines.contains(l)).toList();
        String what = e.where() + ": " + e.command() + "\nprinted (exit " + run.exit + "):\n" + run.out + "standard error:\n" + run.err;
        assertEquals(errorLines.isEmpty() ? 0 : 2, run.exit, "exit code of " + what
                + "\n(a file the page names that the test lacks goes into DocExamplesTest.FILES, or OUTPUTS when the command writes it)");
        if (!errorLines.isEmpty()) {
            assertEquals(errorLines, ShownOutput.lines(run.err), "the error line the page shows, " + what);
        }
        if (!outputLines.isEmpty()) {
            assertTrue(ShownOutput.matches(outputLines, run.out), "the page shows:\n" + String.join("\n", e.shown()) + "\nbut " + what);
        }
    }

    private static CliRun runWithInput(String stdin, List<String> args) {
        InputStream before = System.in;
        System.setIn(new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)));
        // The pages' settings examples keep their settings in the test's folder, not the build's, which later tests read.
        String settings = System.getProperty(SETTINGS);
        System.setProperty(SETTINGS, fixtures.resolve("settings").toString());
        try {
            return assertTimeoutPreemptively(BOUND, () -> CliRun.of(args.toArray(String[]::new)));
        } finally {
            System.setIn(before);
            if (settings == null) {
                System.clearProperty(SETTINGS);
            } else {
                System.setProperty(SETTINGS, settings);
            }
        }
    }

    private static final String SETTINGS = "annabella.settings";

    private static String substitute(String word) {
        if (FILES.containsKey(word) || JOURNALS.containsKey(word) || OUTPUTS.contains(word)) {
            return fixtures.resolve(word).toString();
        }
        return VALUES.getOrDefault(word, word);
    }

    /** Why a command can never run in a test, or null when it can. */
    private static String whyNeverRun(List<String> args) {
        String command = args.get(0);
        if (COMMANDS_NOT_RUN.containsKey(command)) {
            return command + " " + COMMANDS_NOT_RUN.get(command);
        }
        if (command.equals("say") && !args.contains("--wav") && !args.contains("text") && !args.contains("none")) {
            return "say speaks through a sound card or speech-dispatcher";
        }
        if (command.equals("watch") && !args.contains("sim")) {
            return "watch follows a board on a serial port";
        }
        return null;
    }

    private static String cannotRun(DocExample e, String why) {
        return e.where() + " shows an example that cannot run in a test: " + why + ". Add it to DocExamplesTest.NOT_RUN:\n"
                + "            entry(\"" + e.command().replace("\\", "\\\\").replace("\"", "\\\"") + "\", \"" + why + "\"),";
    }
}
