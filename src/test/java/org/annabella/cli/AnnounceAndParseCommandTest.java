package org.annabella.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The announce and parse commands exactly as shared/spec/cli.md has them. */
class AnnounceAndParseCommandTest {
    private static CliRun run(String... args) {
        return CliRun.of(args);
    }

    private static final String GAMES = """
            [Event "one"]
            [Result "1-0"]

            1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0

            [Event "two"]
            [SetUp "1"]
            [FEN "4k3/8/8/3pP3/8/8/8/4K2R w K d6 0 1"]
            [Result "*"]

            1. exd6 Kd7 2. O-O *
            """;

    @Test
    void announcesMovesInTheWrittenForm() {
        CliRun r = run("announce", "e4", "e5", "Nf3", "Nc6");
        assertEquals(0, r.exit, r.err);
        assertEquals("Eva vier\nEva fuenf\nSpringer Felix drei\nSpringer Cesar sechs\n", r.out.replace("\r", ""));
    }

    @Test
    void styleVerbosityAndFen() {
        CliRun r = run("announce", "--fen", "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "--verbosity", "full", "e5d6");
        assertEquals("Bauer Eva fuenf schlaegt Bauer David sechs en passant\n", r.out.replace("\r", ""));
        r = run("announce", "--style", "english", "e2-e4", "d7d5", "exd5");
        assertEquals("e4\nd5\ne takes d5\n", r.out.replace("\r", ""));
        r = run("announce", "--style", "spanish", "--verbosity", "short", "Nf3");
        assertEquals("caballo efe tres\n", r.out.replace("\r", ""));
    }

    @Test
    void announcesPgnGames(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("games.pgn");
        Files.writeString(file, GAMES);
        CliRun r = run("announce", "--pgn", file.toString());
        assertEquals(0, r.exit, r.err);
        assertEquals("Eva vier\nEva fuenf\nDame Hector fuenf\nSpringer Cesar sechs\nLaeufer Cesar vier\n"
                + "Springer Felix sechs\nDame schlaegt Felix sieben Matt\n", r.out.replace("\r", ""));
        r = run("announce", "--pgn", file.toString(), "--game", "2");
        assertEquals("Eva schlaegt David sechs en passant\nKoenig David sieben\nKurze Rochade\n", r.out.replace("\r", ""));
        r = run("announce", "--pgn", file.toString(), "--game", "all", "--style", "english");
        String out = r.out.replace("\r", "");
        assertTrue(out.startsWith("e4\ne5\nqueen h5\n"), out);
        assertTrue(out.endsWith("queen takes f7 checkmate\n\ne takes d6 en passant\nking d7\nshort castling\n\n"), out);
    }

    @Test
    void badInputIsOneLineAndExitTwo(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("games.pgn");
        Files.writeString(file, GAMES);
        String[][] cases = {
            {"announce", "e4", "e4"},
            {"announce", "--style", "klingon", "e4"},
            {"announce", "--verbosity", "long", "e4"},
            {"announce"},
            {"announce", "--fen", "not a fen", "e4"},
            {"announce", "--pgn", dir.resolve("missing.pgn").toString()},
            {"announce", "--pgn", file.toString(), "--game", "3"},
            {"announce", "--pgn", file.toString(), "--game", "zero"},
            {"announce", "--game", "2", "e4"},
            {"parse", "Springer Felix vier"},
            {"parse", "hello"},
        };
        for (String[] c : cases) {
            CliRun r = run(c);
            assertEquals(2, r.exit, String.join(" ", c) + " -> " + r.err);
            assertEquals(1, r.err.strip().lines().count(), r.err);
            assertFalse(r.err.contains("Exception"), r.err);
        }
        assertTrue(run("announce", "--pgn", file.toString(), "--game", "3").err.contains("holds 2 games; there is no game 3"));
        assertTrue(run("announce", "e4", "e4").err.contains("move 2:"));
        Path broken = dir.resolve("broken.pgn");
        Files.writeString(broken, "[Event \"bad\"]\n\n1. e4 Ke7 2. Ke3 *\n\n" + GAMES);
        CliRun r = run("announce", "--pgn", broken.toString(), "--game", "2");
        assertEquals(0, r.exit, r.err);
        assertTrue(r.out.startsWith("Eva vier\nEva fuenf\nDame Hector fuenf\n"), r.out);
        r = run("announce", "--pgn", broken.toString(), "--game", "1");
        assertEquals(2, r.exit);
        assertTrue(r.err.contains("game 1, line 3"), r.err);
        r = run("announce", "--pgn", broken.toString(), "--game", "all");
        assertEquals(2, r.exit);
    }

    @Test
    void parsePrintsSanAndNamesEveryCandidateWhenAmbiguous() {
        CliRun r = run("parse", "Eva vier", "e7e5", "Springer Felix drei", "Springer Cesar sechs", "Laeufer Bella fuenf",
                "Springer Felix sechs", "Kurze Rochade");
        assertEquals(0, r.exit, r.err);
        assertEquals("e4\ne5\nNf3\nNc6\nBb5\nNf6\nO-O\n", r.out.replace("\r", ""));
        r = run("parse", "--fen", "4k3/8/8/8/8/8/3N4/4K1N1 w - - 0 1", "Springer Felix drei");
        assertEquals(2, r.exit);
        assertEquals("annabella parse: text 1: \"Springer Felix drei\" could be Springer David Felix drei"
                + " or Springer Gustav Felix drei", r.err.strip());
        r = run("parse", "knight f3", "caballo efe seis", "EVA DREI", "Hektor sechs", "Läufer Cäsar vier", "Gustaf sechs",
                "Koenig Eva eins Gustav eins");
        assertEquals("Nf3\nNf6\ne3\nh6\nBc4\ng6\nO-O\n", r.out.replace("\r", ""));
    }

    @Test
    void aBrokenPhrasebookIsRefusedWithItsLine(@TempDir Path home) throws IOException {
        Files.createDirectories(home.resolve("voice"));
        Files.writeString(home.resolve("voice").resolve("spanish.phrases"), "square = {file} {rank}\nfile.a a\n");
        String before = System.getProperty("annabella.home");
        System.setProperty("annabella.home", home.toString());
        try {
            CliRun r = run("announce", "--style", "spanish", "e4");
            assertEquals(2, r.exit, r.err);
            assertEquals("annabella announce: " + home.resolve("voice").resolve("spanish.phrases")
                    + " line 2: no '=' between the key and the words", r.err.strip());
        } finally {
            if (before == null) {
                System.clearProperty("annabella.home");
            } else {
                System.setProperty("annabella.home", before);
            }
        }
    }

    /**
     * Seed 003's descriptive notation: written by announce in its Spanish and English forms, and
     * read back by parse (Spanish with --lang es, where R is the king and its file).
     */
    @Test
    void descriptiveNotationIsWrittenAndReadBack() {
        String[] game = {"e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Bxc6", "dxc6", "O-O"};
        CliRun es = run(concat(new String[] {"announce", "--style", "descriptive-es"}, game));
        assertEquals(0, es.exit, es.err);
        assertEquals("P4R\nP4R\nC3AR\nC3AD\nA5C\nP3TD\nAxC\nPDxA\nO-O\n", es.out.replace("\r", ""));
        CliRun en = run(concat(new String[] {"announce", "--style", "descriptive-en"}, game));
        assertEquals("P-K4\nP-K4\nN-KB3\nN-QB3\nB-N5\nP-QR3\nBxN\nQPxB\nO-O\n", en.out.replace("\r", ""));
        String sans = String.join("\n", game) + "\n";
        assertEquals(sans, run(concat(new String[] {"parse", "--lang", "es"}, es.out.strip().split("\\R"))).out.replace("\r", ""));
        assertEquals(sans, run(concat(new String[] {"parse"}, en.out.strip().split("\\R"))).out.replace("\r", ""));
        CliRun ambiguous = run("parse", "--lang", "es", "P4R", "P4D", "P4AD", "PxP");
        assertEquals(2, ambiguous.exit);
        // parse --lang es reads through the console's reader, which names candidates in the FIDE words, and says so in Spanish
        assertEquals("annabella parse: texto 4: «PxP» es ambigua: puede ser David schlaegt Cesar vier o David schlaegt Eva vier\n",
                ambiguous.err.replace("\r", ""));
        assertEquals(2, run("announce", "--style", "descriptive-es", "--verbosity", "full", "e4").exit);
        assertEquals(2, run("parse", "--lang", "de", "e4").exit);
        // an unknown style is told every style announce writes, the descriptive ones too
        CliRun unknown = run("announce", "--style", "descriptive", "e4");
        assertEquals(2, unknown.exit);
        assertEquals("annabella announce: unknown style \"descriptive\": use fide, english, spanish, descriptive-es or"
                + " descriptive-en\n", unknown.err.replace("\r", ""));
    }

    private static String[] concat(String[] a, String[] b) {
        String[] out = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }
}
