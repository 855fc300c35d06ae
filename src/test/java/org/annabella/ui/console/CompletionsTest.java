package org.annabella.ui.console;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Path;
import java.util.List;
import org.annabella.session.Mode;
import org.annabella.session.PhoneticWording;
import org.annabella.session.Wording;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What Tab offers: the commands of the game in the console's language, then the words of moves. */
class CompletionsTest {
    @TempDir
    Path dir;

    private int games;

    private List<String> offered(ConsoleLanguage lang, Mode mode, Wording wording, List<String> before) {
        ConsoleTable table = new ConsoleTable(dir.resolve("g" + games++ + ".journal"), "300+2", mode, System::currentTimeMillis, wording, lang);
        return Completions.of(before, lang, table.session.state());
    }

    @Test
    void theFirstWordIsACommandOfThisGameOrTheWordAMoveBeginsWith() {
        List<String> english = offered(ConsoleLanguage.ENGLISH, Mode.TOURNAMENT, PhoneticWording.fide(), List.of());
        assertTrue(english.containsAll(List.of("clock", "square", "help", "quit", "Springer", "Eva", "Hector")), english.toString());
        assertFalse(english.contains("reloj"), "only the console's language");
        assertFalse(english.contains("hint"), "no training aid in a tournament game (2018 11.3.a)");
        assertFalse(english.contains("eins"), "a move in words begins with a piece or a file");
        List<String> spanish = offered(ConsoleLanguage.SPANISH, Mode.TRAINING, PhoneticWording.fide(), List.of());
        assertTrue(spanish.containsAll(List.of("reloj", "casilla", "pista", "salir")), spanish.toString());
        assertFalse(spanish.contains("clock"));
        // Every command offered is one the console reads.
        spanish.stream().filter(w -> Character.isLowerCase(w.charAt(0))).forEach(w -> assertNotNull(Command.of(w), w));
    }

    @Test
    void laterWordsAreSquaresColoursAndPiecesInTheConsolesLanguage() {
        List<String> after = offered(ConsoleLanguage.SPANISH, Mode.TOURNAMENT, PhoneticWording.fide(), List.of("piezas"));
        assertTrue(after.containsAll(List.of("Anna", "eins", "acht", "blancas", "negras", "caballo", "caballos", "Springer")),
                after.toString());
        assertFalse(after.contains("reloj"), "commands only first");
        assertFalse(after.contains("white"));
        // A game announced in plain algebraic still completes the FIDE words the console reads.
        assertTrue(offered(ConsoleLanguage.ENGLISH, Mode.TOURNAMENT, Wording.SAN, List.of("square")).contains("Eva"));
    }
}
