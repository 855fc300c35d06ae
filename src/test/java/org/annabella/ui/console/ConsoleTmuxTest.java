package org.annabella.ui.console;

import static org.junit.jupiter.api.Assertions.*;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.annabella.testkit.Tmux;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Drives {@code annabella play} in a real terminal through tmux (send-keys, capture-pane), as a
 * screen reader user would: a scripted game, questions, a crash and {@code annabella resume}.
 */
class ConsoleTmuxTest {
    @TempDir
    Path dir;
    final Tmux term = new Tmux("annabella-test");

    @Test
    void aScriptedGameInATerminalThenACrashAndResume() throws Exception {
        assumeTrue(Tmux.available(), "tmux is not installed: skipping the terminal test (apt-get install tmux)");
        Path journal = dir.resolve("game.journal");
        try {
            term.start("play", "--journal", journal.toString(), "--white", "Ann", "--black", "Bob", "--time-control", "600+5");
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
            term.start("resume", journal.toString(), "--lang", "es");
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
}
