package org.annabella.ui.console;

import static org.junit.jupiter.api.Assertions.*;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.annabella.testkit.Tmux;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Drives {@code annabella play} in a real terminal through tmux (send-keys, capture-pane), as a
 * screen reader user would: a scripted game, questions, a crash and {@code annabella resume}; the
 * line editing of a real terminal (up arrow, Tab, the history kept between games) and the plain
 * reading of a dumb one.
 */
class ConsoleTmuxTest {
    @TempDir
    Path dir;
    final Tmux term = new Tmux("annabella-test");

    /** How many times {@code text} stands on the screen. */
    private static int count(String screen, String text) {
        int n = 0;
        for (int at = screen.indexOf(text); at >= 0; at = screen.indexOf(text, at + 1)) {
            n++;
        }
        return n;
    }

    /** The screen's last line that is not blank: the line being typed, after its prompt. */
    private static String lastLine(String screen) {
        List<String> lines = screen.lines().filter(l -> !l.isBlank()).toList();
        return lines.get(lines.size() - 1).stripTrailing();
    }

    /** Starts annabella in the terminal; its history is kept in the test's folder, never the user's. */
    private void start(String... args) throws Exception {
        startWith("", args);
    }

    private void startWith(String env, String... args) throws Exception {
        term.startWith("XDG_STATE_HOME='" + dir.resolve("state") + "' " + env, args);
    }

    @Test
    void aScriptedGameInATerminalThenACrashAndResume() throws Exception {
        assumeTrue(Tmux.available(), "tmux is not installed: skipping the terminal test (apt-get install tmux)");
        Path journal = dir.resolve("game.journal");
        try {
            start("play", "--journal", journal.toString(), "--white", "Ann", "--black", "Bob", "--time-control", "600+5");
            term.waitFor("White to move.");
            term.type("e4", "White: Eva vier.");
            term.type("Eva fuenf", "Black: Eva fuenf.");
            term.type("Ng1-f3", "White: Springer Felix drei.");
            term.type("moves", "1. e4 e5.\n2. Nf3.");
            term.type("square f3", "f3: white knight.");
            String s = term.type("legal f3", "tournament mode");
            assertFalse(s.contains("\u001b["), "no escape sequences: plain lines only");
            term.type("clock", "Black's clock runs. Move 2.");
            term.type("decisiones", "No rulings yet.");
            term.type("decisions", "Did you mean rulings?");
            term.type("Ke3", "Illegal move \"Ke3\": no black king can move to e3.");
            // The power goes: the terminal is killed with the game in it.
            term.close();
            assertTrue(Files.exists(journal));
            start("resume", journal.toString(), "--lang", "es");
            term.waitFor("Se reanuda Ann contra Bob tras 3 medias jugadas; relojes parados hasta iniciar.");
            term.type("jugadas", "1. e4 e5.\n2. Cf3.");
            term.type("reloj", "Relojes parados.");
            term.type("iniciar", "Reloj en marcha.");
            // The console reads the Spanish descriptive notation and R as the king (issue 30).
            term.type("C3AD", "Negras: Springer Cesar sechs.");
            term.type("Re2", "Blancas: Koenig Eva zwei.");
            term.type("Rd1", "La jugada «Rd1» no es legal: las negras no tienen rey que pueda ir a d1.");
            term.type("", "Juegan las negras. Escriba una jugada, o ayuda para ver las órdenes.");
            term.type("salir", "Adiós.");
        } finally {
            term.close();
        }
    }

    private Path history() {
        return dir.resolve("state").resolve("annabella").resolve("history");
    }

    @Test
    void theUpArrowRecallsALineAndTabCompletesCommandsAndMoveWords() throws Exception {
        assumeTrue(Tmux.available(), "tmux is not installed: skipping the terminal test (apt-get install tmux)");
        try {
            start("play", "--journal", dir.resolve("game.journal").toString(), "--time-control", "600+5");
            term.waitFor("White to move.\n> ");
            term.type("square e2", "e2: white pawn.");
            // Up recalls the line, Enter says it again.
            term.press("Up");
            term.waitFor("> square e2\n" + "e2: white pawn.\n> square e2");
            term.press("Enter");
            // the keys below wait for the prompt: typed before it, the terminal would echo them itself
            term.waitUntil(s -> count(s, "e2: white pawn.") == 2 && lastLine(s).equals(">"),
                    "the recalled line answered again");
            // "squ" and Tab: the command; "Ev" and Tab: the file's name; "vi" and Tab: the rank's.
            term.keys("squ");
            term.press("Tab");
            term.keys("Ev");
            term.press("Tab");
            term.keys("vi");
            term.press("Tab");
            term.waitUntil(s -> lastLine(s).equals("> square Eva vier"), "the line completed word by word");
            term.press("Enter");
            term.waitFor("e4 is empty.");
            // A piece word begins a move in words: "Spr" and Tab, then the squares.
            term.keys("Spr");
            term.press("Tab");
            term.keys("Gus");
            term.press("Tab");
            term.keys("Fel");
            term.press("Tab");
            term.keys("dr");
            term.press("Tab");
            term.press("Enter");
            String s = term.waitFor("White: Springer Felix drei.");
            assertTrue(s.contains("> Springer Gustav Felix drei"), s);
        } finally {
            term.close();
        }
    }

    @Test
    void aLineSaidWhileThePlayerTypesGoesAboveHisLineWithNoPromptOfItsOwn() throws Exception {
        assumeTrue(Tmux.available(), "tmux is not installed: skipping the terminal test (apt-get install tmux)");
        try {
            // 61 seconds on the clock: the 1-minute mark comes a second after the start.
            start("play", "--journal", dir.resolve("game.journal").toString(), "--time-control", "61+0");
            term.waitFor("White to move.\n> ");
            term.type("announce time every 10", "Time announcements:");
            term.type("start", "Clock started.");
            term.keys("square Ev");
            String s = term.waitFor("White, time left: 1 minute.");
            term.waitUntil(t -> lastLine(t).equals("> square Ev"), "the line being typed kept whole below the clock's line");
            s = term.screen();
            assertTrue(s.indexOf("White, time left: 1 minute.") < s.lastIndexOf("> square Ev"), s);
            assertEquals(0, count(s, "> >"), s);
            assertEquals(0, count(s, "\n>\n"), "no empty prompt left behind: " + s);
            term.keys("a vier");
            term.press("Enter");
            term.waitFor("e4 is empty.");
        } finally {
            term.close();
        }
    }

    @Test
    void theHistoryIsKeptFromOneGameToTheNextAndHoldsOnlyTypedLines() throws Exception {
        assumeTrue(Tmux.available(), "tmux is not installed: skipping the terminal test (apt-get install tmux)");
        Path journal = dir.resolve("game.journal");
        try {
            start("play", "--journal", journal.toString(), "--time-control", "600+5");
            term.waitFor("White to move.\n> ");
            term.type("e4", "White: Eva vier.");
            term.type("mode", "Mode: tournament.");
            // A secret given as an option is never kept.
            term.type("mode --hall-key s3cret", "Mode: tournament.");
            term.type("quit", "Goodbye.");
            term.close();
            assertEquals(List.of("e4", "mode", "quit"), Files.readAllLines(history()));
            start("resume", journal.toString());
            // The keys wait for the editor's prompt: before it, the terminal is not yet read key by key.
            term.waitFor("Black to move.\n> ");
            // Up twice: the line before quit in the last game, answered again.
            term.press("Up");
            term.press("Up");
            term.waitUntil(s -> lastLine(s).equals("> mode"), "the last game's line recalled");
            term.press("Enter");
            term.waitFor("Mode: tournament.");
            term.type("quit", "Goodbye.");
            term.close();
            // Only the lines typed or recalled and sent, in order: nothing said (moves announced, answers).
            assertEquals(List.of("e4", "mode", "quit", "mode", "quit"), Files.readAllLines(history()));
            if (history().getFileSystem().supportedFileAttributeViews().contains("posix")) {
                assertEquals("rw-------", java.nio.file.attribute.PosixFilePermissions.toString(
                        Files.getPosixFilePermissions(history())), "the history is the player's alone");
            }
        } finally {
            term.close();
        }
    }

    @Test
    void aDumbTerminalGetsPlainLinesAndNoEscapeSequences() throws Exception {
        assumeTrue(Tmux.available(), "tmux is not installed: skipping the terminal test (apt-get install tmux)");
        Path raw = dir.resolve("raw.txt");
        try {
            startWith("TERM=dumb ", "play", "--journal", dir.resolve("game.journal").toString(), "--time-control", "600+5");
            // Every byte the program writes to the terminal, as it wrote it.
            term.tmux("pipe-pane", "-o", "-t", term.name(), "cat >> '" + raw + "'");
            term.waitFor("White to move.\n> ");
            term.type("e4", "White: Eva vier.");
            term.type("board", "Rank eins:");
            term.type("quit", "Goodbye.");
            String bytes = Files.readString(raw);
            assertTrue(bytes.contains("White: Eva vier."), bytes);
            assertFalse(bytes.contains("\u001b"), "no escape sequence on a dumb terminal: " + bytes);
            assertFalse(Files.exists(history()), "plain reading keeps no history");
        } finally {
            term.close();
        }
    }
}
