package org.annabella.cli;

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
