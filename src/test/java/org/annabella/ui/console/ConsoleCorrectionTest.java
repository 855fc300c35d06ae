package org.annabella.ui.console;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import org.annabella.rules.Color;
import org.annabella.session.GameState;
import org.annabella.session.Journal;
import org.annabella.session.Mode;
import org.annabella.session.PhoneticWording;
import org.annabella.session.Session;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Correcting a typed move (take back before the press, the confirm step; 2009 E.2.6), rulings said
 * short with why and verbose, and the sealed position said in words, in English and Spanish.
 */
class ConsoleCorrectionTest extends AtTheTable {
    int games;

    void open(ConsoleLanguage lang) {
        close();
        sit(new ConsoleTable(dir.resolve("g" + (++games) + ".journal"), "300+2", Mode.TOURNAMENT, now::get,
                PhoneticWording.fide(), lang));
    }

    @AfterEach
    void close() {
        if (session != null) {
            session.close();
        }
    }

    String ask(String line) {
        return table.ask(line);
    }

    @Test
    void aMoveWaitingForTheLeverIsTakenBackAndTheResumeFoldsIt() {
        open(ConsoleLanguage.ENGLISH);
        console.leavePressesToTheClock();
        assertEquals("White: Eva vier.\nBlack to move.", ask("e4"));
        assertEquals(GameState.Step.PRESS, session.state().step(), "the move waits for the lever");
        assertEquals("White's move Eva vier is taken back.\nWhite to move.", ask("undo"));
        assertEquals(GameState.Step.MOVE, session.state().step());
        assertEquals(Color.WHITE, session.state().position().sideToMove());
        assertNull(session.state().board(Color.WHITE)[28], "e4 is empty again on White's board");
        assertEquals("White: David vier.\nBlack to move.", ask("d4"), "the right move goes through");
        session.press(Color.WHITE);
        // After the lever's press the session refuses, citing the Law.
        String refused = ask("undo");
        assertTrue(refused.contains("2009 E.2.6") && refused.contains("arbiter decides"), refused);
        session.close();
        Session resumed = Session.resume(Journal.open(dir.resolve("g1.journal")), now::get, PhoneticWording.fide());
        assertEquals(List.of("d4"), resumed.state().moves(), "the journal's take-back is folded on resume");
        resumed.close();
        session = null;
    }

    @Test
    void whenTheConsolePressesAtOnceUndoIsRefusedWithTheLawAndTheWayToConfirm() {
        open(ConsoleLanguage.ENGLISH);
        ask("e4");
        assertEquals("The move Eva vier is already pressed: a slip may be corrected only until the press (2009 E.2.6), "
                + "and here the press follows the move at once; the arbiter decides. To check each typed move before it "
                + "is made: confirm on.", ask("undo"));
        assertEquals(List.of("e4"), session.state().moves(), "nothing taken back");
        open(ConsoleLanguage.SPANISH);
        assertEquals("Aún no se ha hecho ninguna jugada.", ask("deshacer"));
    }

    @Test
    void theConfirmStepReadsBackAndWaitsForEnterYesNoOrACorrection() {
        open(ConsoleLanguage.ENGLISH);
        assertEquals("Confirm on: each typed move is read back and waits for Enter or yes.", ask("confirm on"));
        assertEquals("White: Eva vier? Enter or yes makes it, no cancels it, or type the right move.", ask("e4"));
        assertTrue(session.state().moves().isEmpty(), "not made while it waits");
        assertTrue(ask("clock").contains("Time left: White 5 minutes,"), "a command is answered and the move still waits");
        assertEquals("White: Eva vier.", ask(""), "Enter makes it");
        assertEquals(List.of("e4"), session.state().moves());
        assertEquals("Black: Eva fuenf? Enter or yes makes it, no cancels it, or type the right move.", ask("e5"));
        assertEquals("Cancelled: Eva fuenf. Black to move.", ask("no"));
        ask("e5");
        assertEquals("Black: Cesar fuenf? Enter or yes makes it, no cancels it, or type the right move.", ask("c5"),
                "anything else is the corrected move, read back in its turn");
        assertTrue(ask("Ke7").startsWith("Illegal move"), "a correction refused leaves the move waiting");
        assertEquals("Black: Cesar fuenf.", ask("yes"));
        assertEquals(List.of("e4", "c5"), session.state().moves());
        assertEquals("Confirm off: typed moves are made at once.", ask("confirm off"));
        assertEquals("White: Springer Felix drei.", ask("Nf3"));
        assertEquals("Type on or off, like confirm on.", ask("confirm maybe"));
    }

    @Test
    void theConfirmAnswersAreReadInBothLanguagesAndAnythingElseIsACorrection() {
        for (String yes : List.of("", "  ", "yes", "YES", "si", "sí", "Sí ", "ok")) {
            assertEquals(MoveConfirmation.Answer.YES, MoveConfirmation.answer(yes), yes);
        }
        for (String no : List.of("no", "No", "undo", "take back", "deshacer", "corregir", "cancel", "cancelar")) {
            assertEquals(MoveConfirmation.Answer.NO, MoveConfirmation.answer(no), no);
        }
        for (String other : List.of("Nf3", "yes please", "nope", "e4", "clock")) {
            assertEquals(MoveConfirmation.Answer.OTHER, MoveConfirmation.answer(other), other);
        }
    }

    @Test
    void aConfirmedMoveIsMadeOnlyForTheSideItWasReadBackFor() {
        open(ConsoleLanguage.ENGLISH);
        console.confirmTypedMoves(true);
        ask("e4");
        // Meanwhile White's move comes another way (a sensed board): the waiting one is not made for Black.
        session.makeMove(Color.WHITE, "d4", org.annabella.session.Event.Origin.BOARD);
        session.announce(Color.WHITE);
        session.repeat(Color.BLACK);
        session.execute(Color.BLACK);
        session.press(Color.WHITE);
        assertEquals("White is not to move.", ask("yes"));
        assertEquals(List.of("d4"), session.state().moves());
    }

    @Test
    void inSpanishSiConfirmsAndDeshacerCancels() {
        open(ConsoleLanguage.SPANISH);
        console.confirmTypedMoves(true);
        assertEquals("Blancas: ¿Eva vier? Intro o sí la hace, no la cancela, o escriba la jugada correcta.", ask("e4"));
        assertEquals("Blancas: Eva vier.", ask("sí"));
        ask("e5");
        assertEquals("Cancelada: Eva fuenf. Juegan las negras.", ask("deshacer"));
        ask("e5");
        assertEquals("Negras: Eva fuenf.", ask("si"));
        assertEquals("Confirmar no: las jugadas escritas se hacen enseguida.", ask("confirmar no"));
    }

    @Test
    void aRulingIsOneShortSentenceAndWhyTellsItInFull() {
        open(ConsoleLanguage.ENGLISH);
        assertEquals("No rulings yet.", ask("why"));
        ask("e4");
        // Two rulings, one short sentence: the one that only explains is said in full on request.
        assertEquals("Ruling 1: White offers a draw.", ask("draw"));
        assertEquals("Ruling 1, 2018 9.1.2.1: White offers a draw; the offer cannot be withdrawn and stands until "
                + "Black accepts or rejects it, touches a piece, or the game ends.", ask("why"));
        assertTrue(ask("why 2").startsWith("Ruling 2, 2018 9.1.2.2: both players record the offer"), ask("why 2"));
        assertEquals("There is no ruling number 9.", ask("why 9"));
        assertEquals("Give a ruling's number, like why 2.", ask("why first"));
        assertEquals("Verbose on: rulings are said in full with their article.", ask("verbose on"));
        assertEquals("Ruling 3, 2018 9.1.2.1: Black rejects the draw offer; it lapses.", ask("decline"));
        ask("verbose off");
        ask("draw black");
        assertTrue(ask("resign").startsWith("White resigns"), "the end said short, without its article");
        assertEquals("Ruling 7, 2018 5.1.2: White resigns (Black wins).", ask("why"), "why tells the ending ruling, the last said");
        assertTrue(ask("rulings").contains("\nRuling 3, 2018 9.1.2.1: Black rejects the draw offer; it lapses.\n"),
                "rulings still lists them in full");
    }

    @Test
    void theVoiceSaysEachRulingShortAndNothingOfOneThatOnlyExplains() {
        org.annabella.announce.Phrase offer = org.annabella.announce.Phrase.of("ruling.draw-offered", "player", Color.WHITE,
                "opponent", Color.BLACK);
        org.annabella.session.Notice ruling = new org.annabella.session.Notice(org.annabella.session.Notice.Kind.RULING,
                org.annabella.announce.Phrase.of("session.ruling", "number", 1, "article", "2018 9.1.2.1", "words", offer));
        assertEquals("Ruling 1: White offers a draw.", RulingWords.spoken(ruling, org.annabella.announce.Language.ENGLISH));
        assertEquals("Decisión 1: Las blancas ofrecen tablas.", RulingWords.spoken(ruling, org.annabella.announce.Language.SPANISH));
        org.annabella.session.Notice timing = new org.annabella.session.Notice(org.annabella.session.Notice.Kind.RULING,
                org.annabella.announce.Phrase.of("session.ruling", "number", 2, "article", "2018 11.5", "words",
                        org.annabella.announce.Phrase.of("ruling.offer-timing")));
        assertEquals("", RulingWords.spoken(timing, org.annabella.announce.Language.ENGLISH));
        org.annabella.session.Notice said = new org.annabella.session.Notice(org.annabella.session.Notice.Kind.ANNOUNCEMENT,
                org.annabella.announce.Phrase.of("session.announcement", "words", "Eva vier"));
        assertEquals("Eva vier", RulingWords.spoken(said, org.annabella.announce.Language.ENGLISH));
    }

    @Test
    void inSpanishPorQueTellsTheRulingInFull() {
        open(ConsoleLanguage.SPANISH);
        ask("e4");
        assertEquals("Decisión 1: Las blancas ofrecen tablas.", ask("tablas"));
        assertTrue(ask("por qué").startsWith("Decisión 1, 2018 9.1.2.1: Las blancas ofrecen tablas; la oferta no puede"));
        assertTrue(ask("porque 2").startsWith("Decisión 2, 2018 9.1.2.2: ambos jugadores anotan"), ask("porque 2"));
        assertEquals("Detallado sí: las decisiones se dicen completas con su artículo.", ask("detallado sí"));
        assertTrue(ask("rechazar").startsWith("Decisión 3, 2018 9.1.2.1: Las negras rechazan"), "in full when verbose");
    }

    @Test
    void sealingSaysThePositionInWordsNotAFen() {
        open(ConsoleLanguage.ENGLISH);
        ask("e4");
        ask("e5");
        String sealed = ask("seal Nf3");
        assertFalse(sealed.contains("rnbqkbnr"), "no FEN said: " + sealed);
        assertTrue(sealed.contains("\nWhite: Koenig Eva eins; Dame David eins; Turm Anna eins, Hector eins;"), sealed);
        assertTrue(sealed.contains("Bauer Eva fuenf"), sealed);
        assertTrue(sealed.contains("\nWhite to move\n"), sealed);
        assertTrue(sealed.contains("\nCastling still allowed: White Kurze Rochade, Lange Rochade; Black Kurze Rochade, Lange Rochade"), sealed);
        open(ConsoleLanguage.SPANISH);
        ask("e4");
        String sellada = ask("sellar e5");
        assertTrue(sellada.contains("\nLas negras: Koenig Eva acht;"), sellada);
        assertTrue(sellada.contains("\nJuegan las negras\n"), sellada);
        assertTrue(sellada.contains("Enroques aún permitidos: para las blancas Kurze Rochade, Lange Rochade; para las negras Kurze"), sellada);
    }

    @Test
    void eachNewCommandHasItsHelpInBothLanguages() {
        open(ConsoleLanguage.ENGLISH);
        String list = ask("help");
        for (String c : List.of("undo", "confirm", "why", "verbose")) {
            assertTrue(list.contains(c), list);
            assertTrue(ask("help " + c).startsWith(c) && ask("help " + c).contains("Example: "), c);
        }
        ask("language es");
        String lista = ask("ayuda");
        for (String c : List.of("deshacer", "confirmar", "porque", "detallado")) {
            assertTrue(lista.contains(c), lista);
            assertTrue(ask("ayuda " + c).contains("Ejemplo: "), c);
        }
        assertTrue(ask("ayuda porque").startsWith("porque, o por qué"));
    }
}
