package org.annabella.ui.console;

import static org.junit.jupiter.api.Assertions.*;

import java.util.Locale;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The table of the console's commands: each one's words, letters and help, in both languages. */
class CommandTest {
    @Test
    void everyCommandHasItsHelpLineInBothLanguagesBeginningWithItsName() {
        for (Command c : Command.values()) {
            for (ConsoleLanguage lang : ConsoleLanguage.values()) {
                String help = lang.say(c.helpKey());
                assertTrue(help.toLowerCase(Locale.ROOT).startsWith(c.name(lang)), lang + " help of " + c + ": " + help);
            }
        }
    }

    @Test
    void everyWordAndLetterNamesItsCommandAndNoWordIsALetter() {
        for (Command c : Command.values()) {
            assertSame(c, Command.of(c.english));
            assertSame(c, Command.of(c.spanish));
        }
        assertSame(Command.CLOCK, Command.of("tiempo"));
        assertSame(Command.HELP, Command.of("?"));
        assertSame(Command.BOARD, Command.ofLetter("t"));
        assertSame(Command.SCAN, Command.ofLetter("v"));
        assertNull(Command.of("b"), "a letter is read only where no move is meant (Aliases)");
        assertNull(Command.of("frobnicate"));
        for (String letter : Command.letters()) {
            assertEquals(1, letter.length(), letter);
            assertFalse(Command.words().contains(letter), letter);
        }
        assertEquals(Set.of("b", "c", "l", "m", "p", "s", "t", "r", "u", "j", "v"), Command.letters());
    }

    @Test
    void theTrainingAidsAreOfferedOnlyInTraining() {
        assertFalse(Command.offered(false).contains(Command.HINT));
        assertFalse(Command.offered(false).contains(Command.LEGAL));
        assertTrue(Command.offered(true).containsAll(Command.offered(false)));
        assertTrue(Command.offered(true).contains(Command.ENGINE));
        assertEquals(Command.values().length, Command.offered(true).size());
    }

    @Test
    void aLineTypedIsSplitIntoWordsReadLowerCaseAndWordsAsTyped() {
        Command.Typed t = Command.Typed.of(Command.OVERRIDE, "  override 2  Draw AGREED ");
        assertEquals(java.util.List.of("2", "draw", "agreed"), t.args());
        assertEquals(java.util.List.of("2", "Draw", "AGREED"), t.asTyped());
        assertEquals(java.util.List.of(), Command.Typed.of(Command.CLOCK, "clock").args());
    }
}
