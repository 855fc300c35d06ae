package org.annabella.announce;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.annabella.rules.InputException;
import org.annabella.rules.MoveParseException;
import org.annabella.rules.Notation;
import org.annabella.rules.Position;
import org.junit.jupiter.api.Test;

/** Figurines and characters that are no part of an announcement (issue 13, items 6 and 8). */
class ReaderInputTest {
    private final AnnouncementReader reader = new AnnouncementReader();
    private final Position start = Position.startPosition();

    @Test
    void figurinesReadAsThePiece() {
        assertEquals("Nf3", Notation.san(start, reader.read(start, "\u265Ef3")));
        assertEquals("Nf3", Notation.san(start, reader.read(start, "\u2658 f3")));
        assertEquals("e4", Notation.san(start, reader.read(start, "\u2659e4")));
    }

    @Test
    void aStrangeCharacterInWordsIsRefusedNotDropped() {
        MoveParseException e = assertThrows(MoveParseException.class, () -> reader.read(start, "Springer \u2600 f drei"));
        assertEquals("cannot read \"Springer \u2600 f drei\": the character \"\u2600\" is not part of an announcement",
                e.getMessage());
        MoveParseException nul = assertThrows(MoveParseException.class, () -> reader.read(start, "e\u0000 4"));
        assertFalse(nul.getMessage().contains("\u0000"), nul.getMessage());
        assertEquals("Nf3", Notation.san(start, reader.read(start, "Springer, f drei!")));
    }

    @Test
    void unknownStyleOrVerbosityIsAnInputError() {
        assertEquals("unknown style \"klingon\": use fide, english or spanish",
                assertThrows(InputException.class, () -> Style.parse("klingon")).getMessage());
        assertThrows(InputException.class, () -> Verbosity.parse("loud\n"));
    }
}
