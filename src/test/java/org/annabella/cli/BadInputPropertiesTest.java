package org.annabella.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;

/**
 * Generated and mutated input through the whole command line: whatever a file or a FEN holds,
 * each command ends, and either does its job (exit 0) or refuses in one line of words (exit 2);
 * exit 1, a fault of the program, never comes from input.
 */
class BadInputPropertiesTest {
    private static final String GAME = """
            [Event "Casual \\"blitz\\""]
            [White "Anna"]
            [Black "Bella"]
            [Result "1-0"]
            [TimeControl "300+2"]

            1. e4 {[%clk 0:05:00]} e5 2. Nf3 $1 Nc6 (2... d6 3. d4) 3. Bb5 a6 4. Bxc6 dxc6
            5. O-O f6 6. d4 exd4 7. Nxd4 c5 8. Nb3 Qxd1 9. Rxd1 Bg4 10. f3 Be6 11. Nc3 O-O-O 1-0
            """;
    private static final List<String> COMMANDS = List.of("check", "announce", "braille", "laws");
    private static Path dir;

    @BeforeContainer
    static void makeFolder() throws IOException {
        dir = Files.createTempDirectory("annabella-props");
    }

    @AfterContainer
    static void removeFolder() throws IOException {
        try (var files = Files.walk(dir)) {
            files.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
    }

    @Property(tries = 150)
    void aMutatedPgnIsReadOrRefusedInOneLine(@ForAll("mutatedGames") byte[] file, @ForAll("pgnCommands") String command)
            throws IOException {
        Path pgn = Files.write(Files.createTempFile(dir, "game", ".pgn"), file);
        CliRun r = assertTimeoutPreemptively(Duration.ofSeconds(20), () -> CliRun.of(command, "--pgn", pgn.toString()),
                command + " never ended");
        holds(command, r);
    }

    @Property(tries = 150)
    void aMutatedFenIsReadOrRefusedInOneLine(@ForAll("mutatedFens") String fen) {
        for (String[] args : List.of(new String[] {"perft", "--depth", "2", "--fen", fen},
                new String[] {"dead", "--quick", "--fen", fen}, new String[] {"parse", "--fen", fen, "Kd1"})) {
            CliRun r = assertTimeoutPreemptively(Duration.ofSeconds(20), () -> CliRun.of(args), args[0] + " never ended");
            holds(args[0], r);
        }
    }

    /** A game's journal of five half-moves, damaged by {@link #damagedJournals()}; written once. */
    private static List<String> gameRecords;

    @Property(tries = 120)
    void aJournalDamagedInMeaningIsRefusedNamingItsFileAndByteAndLeftAsItWas(@ForAll("damagedJournals") Damage damage)
            throws Exception {
        Path journal = JournalRecords.write(Files.createTempFile(dir, "damaged", ".journal"), damage.records(), damage.tail());
        byte[] before = Files.readAllBytes(journal);
        for (String[] args : List.of(new String[] {"resume", journal.toString()},
                new String[] {"export", journal.toString(), "--out", dir.resolve("never-exported").toString()})) {
            CliRun r = assertTimeoutPreemptively(Duration.ofSeconds(20), () -> CliRun.typing("", args), args[0] + " never ended");
            BadInputContractTest.assertOneLineOfWords(new BadInputContractTest.Row(args[0], damage.what()), r);
            assertTrue(r.err.contains(journal.toString()) && r.err.matches("(?s).*at byte [0-9]+.*"),
                    damage.what() + ": the file and the byte are named: " + r.err);
            assertArrayEquals(before, Files.readAllBytes(journal), damage.what() + ": the journal is left as it was");
        }
    }

    /** A journal's records (checksums good) and bytes after them, and what is wrong with them. */
    record Damage(String what, List<String> records, byte[] tail) {
        @Override
        public String toString() {
            return what;
        }
    }

    @Provide
    Arbitrary<Damage> damagedJournals() throws Exception {
        if (gameRecords == null) {
            Path game = JournalRecords.game(dir.resolve("game.journal"),
                    "e4", "e5", "Nf3", "Nc6", "Bb5");
            gameRecords = JournalRecords.read(game);
        }
        List<String> r = gameRecords;
        List<Integer> presses = new java.util.ArrayList<>();
        List<Integer> moves = new java.util.ArrayList<>();
        for (int i = 0; i < r.size(); i++) {
            String kind = r.get(i).split("\t")[1];
            (kind.equals("pressed") ? presses : kind.equals("move") ? moves : new java.util.ArrayList<Integer>()).add(i);
        }
        long max = org.annabella.session.GameClock.MAX_READING;
        Arbitrary<Damage> clock = Combinators.combine(Arbitraries.of(presses), Arbitraries.of(3, 4),
                Arbitraries.oneOf(Arbitraries.longs().lessOrEqual(-1), Arbitraries.longs().greaterOrEqual(max + 1)))
                .as((i, field, value) -> changed(r, "a press's clock of " + value + " ms", i,
                        JournalRecords.withField(r.get(i), field, Long.toString(value))));
        Arbitrary<Damage> doubled = Arbitraries.of(presses).map(i -> inserted(r, "a press doubled", i + 1, r.get(i)));
        Arbitrary<Damage> moveAgain = Arbitraries.of(moves).map(i -> inserted(r, "a move again after its press",
                JournalRecords.indexOf(r, "pressed", i) + 1, r.get(i)));
        Arbitrary<Damage> swapped = Arbitraries.of(moves).map(i -> {
            int press = JournalRecords.indexOf(r, "pressed", i);
            List<String> s = new java.util.ArrayList<>(r);
            s.set(i, r.get(press));
            s.set(press, r.get(i));
            return new Damage("a move swapped with its press", s, new byte[0]);
        });
        Arbitrary<Damage> back = Combinators.combine(Arbitraries.integers().between(2, r.size() - 1),
                Arbitraries.longs().between(1, 1_000_000_000_000L)).as((i, by) -> changed(r, "a time going back " + by + " ms", i,
                        JournalRecords.withField(r.get(i), 0, Long.toString(Long.parseLong(r.get(i - 1).split("\t")[0]) - by))));
        Arbitrary<Damage> appended = Arbitraries.strings().ofMinLength(1).ofMaxLength(40)
                .filter(t -> t.charAt(0) != 0)
                .map(t -> new Damage((t.length() < 8 ? "a few characters " : "text ") + "appended", r, t.getBytes(StandardCharsets.UTF_8)));
        return Arbitraries.oneOf(clock, doubled, moveAgain, swapped, back, appended);
    }

    private static Damage changed(List<String> records, String what, int index, String record) {
        List<String> s = new java.util.ArrayList<>(records);
        s.set(index, record);
        return new Damage(what, s, new byte[0]);
    }

    private static Damage inserted(List<String> records, String what, int index, String record) {
        List<String> s = new java.util.ArrayList<>(records);
        s.add(index, record);
        return new Damage(what, s, new byte[0]);
    }

    /** A sound FEN with a control character put anywhere: every FEN-taking command refuses it. */
    @Property(tries = 60)
    void aFenWithAControlCharacterAnywhereIsRefused(@ForAll("fensWithControlCharacters") String fen) {
        for (String[] args : List.of(new String[] {"perft", "--depth", "1", "--fen", fen},
                new String[] {"dead", "--quick", "--fen", fen}, new String[] {"parse", "--fen", fen, "Kd1"},
                new String[] {"announce", "--fen", fen, "Kd1"})) {
            CliRun r = assertTimeoutPreemptively(Duration.ofSeconds(20), () -> CliRun.of(args), args[0] + " never ended");
            BadInputContractTest.assertOneLineOfWords(new BadInputContractTest.Row(args[0], "a control character in " + fen), r);
        }
    }

    @Provide
    Arbitrary<String> fensWithControlCharacters() {
        String fen = "r3k2r/pp1n1ppp/2p5/8/3P4/2N5/PP3PPP/R3K2R w KQkq - 4 12";
        Arbitrary<Character> control = Arbitraries.oneOf(Arbitraries.chars().range('\u0000', '\u001f'),
                Arbitraries.chars().range('\u007f', '\u009f'));
        return Combinators.combine(Arbitraries.integers().between(0, fen.length()), control)
                .as((at, c) -> fen.substring(0, at) + c + fen.substring(at));
    }

    /** A board for reconcile: a placement followed by fields that are not a FEN's, or a control character. */
    @Property(tries = 60)
    void aBoardThatIsNoFenIsRefused(@ForAll("boardsThatAreNoFen") String board) throws IOException {
        Path sheet = Files.writeString(dir.resolve("sheet.pgn"), "1. e4 e5 2. Nf3 *\n");
        CliRun r = assertTimeoutPreemptively(Duration.ofSeconds(20), () -> CliRun.of("reconcile", "--sheet-a",
                sheet.toString(), "--sheet-b", sheet.toString(), "--board-a", board), "reconcile never ended");
        BadInputContractTest.assertOneLineOfWords(new BadInputContractTest.Row("reconcile", "--board-a " + board), r);
    }

    @Provide
    Arbitrary<String> boardsThatAreNoFen() {
        String placement = "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R";
        List<String> fields = List.of("b", "KQkq", "-", "1", "2");
        Arbitrary<String> word = Arbitraries.strings().withCharRange('!', '~').ofMinLength(1).ofMaxLength(8);
        Arbitrary<String> badField = Combinators.combine(Arbitraries.integers().between(1, 5), word)
                .as((n, w) -> String.join(" ", fields.subList(0, n - 1)) + " " + w)
                .filter(t -> !t.strip().matches("(?:[wbWB]|[wbWB] (?:-|[KQkqA-Ha-h]{1,4})"
                        + "(?: (?:-|[a-h][36])(?: [0-9]{1,4}(?: [0-9]{1,5})?)?)?)"));
        Arbitrary<String> tooMany = word.list().ofMinSize(1).ofMaxSize(3).map(extra -> String.join(" ", fields) + " "
                + String.join(" ", extra));
        Arbitrary<String> control = Combinators.combine(Arbitraries.of("\n", "\t", "\r", "\u0000", "\u001b"),
                Arbitraries.integers().between(0, placement.length())).as((c, at) -> placement.substring(0, at) + c
                        + placement.substring(at) + " b");
        return Arbitraries.oneOf(badField.map(f -> placement + " " + f.strip()), tooMany.map(f -> placement + " " + f), control);
    }

    /** A player's name or the event with a control character, a quote, or more than 100 characters: play refuses it. */
    @Property(tries = 30)
    void aNameThatWouldBreakATagIsRefusedBeforeAJournalIsMade(@ForAll("namesThatBreakATag") String name,
            @ForAll("nameOptions") String option) {
        Path journal = dir.resolve("never-played.journal");
        CliRun r = assertTimeoutPreemptively(Duration.ofSeconds(20), () -> CliRun.typing("", "play", option, name,
                "--journal", journal.toString()), "play never ended");
        BadInputContractTest.assertOneLineOfWords(new BadInputContractTest.Row("play", option + " " + name), r);
        assertFalse(Files.exists(journal), "no journal is made");
    }

    @Provide
    Arbitrary<String> nameOptions() {
        return Arbitraries.of("--white", "--black", "--event");
    }

    @Provide
    Arbitrary<String> namesThatBreakATag() {
        Arbitrary<String> name = Arbitraries.strings().alpha().ofMinLength(1).ofMaxLength(20);
        Arbitrary<Character> breaking = Arbitraries.oneOf(Arbitraries.chars().range('\u0000', '\u001f'), Arbitraries.of('"', '\u007f'));
        return Arbitraries.oneOf(
                Combinators.combine(name, breaking, name).as((a, c, b) -> a + c + b),
                Arbitraries.integers().between(101, 100_000).map("N"::repeat));
    }

    private static void holds(String command, CliRun r) {
        assertTrue(r.exit == 0 || r.exit == 2, command + " exit " + r.exit + ": " + r.err);
        if (r.exit == 2) {
            BadInputContractTest.assertOneLineOfWords(new BadInputContractTest.Row(command, "generated input"), r);
        }
    }

    @Provide
    Arbitrary<String> pgnCommands() {
        return Arbitraries.of(COMMANDS);
    }

    @Provide
    Arbitrary<byte[]> mutatedGames() {
        return mutations(GAME.getBytes(StandardCharsets.UTF_8));
    }

    @Provide
    Arbitrary<String> mutatedFens() {
        byte[] fen = "r3k2r/pp1n1ppp/2p5/8/3P4/2N5/PP3PPP/R3K2R w KQkq - 4 12".getBytes(StandardCharsets.UTF_8);
        return mutations(fen).map(b -> new String(b, StandardCharsets.UTF_8));
    }

    /** Up to four edits of a sound text: a byte set, removed, inserted, a slice repeated, or the text cut short. */
    private static Arbitrary<byte[]> mutations(byte[] sound) {
        return Combinators.combine(
                Arbitraries.integers().between(1, 4),
                Arbitraries.integers().between(0, sound.length - 1).list().ofSize(4),
                Arbitraries.bytes().list().ofSize(4),
                Arbitraries.integers().between(0, 4).list().ofSize(4))
                .as((count, at, value, kind) -> {
                    byte[] b = sound;
                    for (int i = 0; i < count; i++) {
                        b = edit(b, Math.min(at.get(i), b.length), value.get(i), kind.get(i));
                    }
                    return b;
                });
    }

    private static byte[] edit(byte[] b, int at, byte value, int kind) {
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        switch (kind) {
            case 0 -> { // set
                out.writeBytes(b);
                byte[] r = out.toByteArray();
                if (at < r.length) {
                    r[at] = value;
                }
                return r;
            }
            case 1 -> { // remove
                out.write(b, 0, at);
                out.write(b, Math.min(at + 1, b.length), b.length - Math.min(at + 1, b.length));
            }
            case 2 -> { // insert
                out.write(b, 0, at);
                out.write(value);
                out.write(b, at, b.length - at);
            }
            case 3 -> { // a slice of up to 8 bytes said 3,000 times: long tokens, tags, numbers
                int end = Math.min(b.length, at + 1 + Math.floorMod(value, 8));
                out.write(b, 0, end);
                for (int i = 0; i < 3_000; i++) {
                    out.write(b, at, end - at);
                }
                out.write(b, end, b.length - end);
            }
            default -> out.write(b, 0, at); // cut short
        }
        return out.toByteArray();
    }
}
