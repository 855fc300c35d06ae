package org.annabella.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Locale;
import org.annabella.announce.Language;
import org.annabella.announce.Words;
import org.annabella.speech.Hearing;
import org.junit.jupiter.api.Test;

/** What play --listen tells the player when an utterance is not taken ({@link Listening#askedAgain}); needs no recogniser. */
class AskedAgainTest {
    private static Hearing heard(Hearing.Kind kind, String words, String rival, double misfit) {
        return new Hearing(kind, words, 0, List.of(), rival, 4.2, 30, misfit, misfit);
    }

    private static String say(Language language, Hearing h) {
        return Words.of(language).say(Listening.askedAgain(h));
    }

    @Test
    void wordsThatFitTheSoundPoorlyAreNotNamedThePlayerIsToldToSayTheMoveAgainClearly() {
        // the held-out Italian voice's "Laeufer Felix acht" found as "dame felix acht": naming it would mislead
        Hearing unclear = heard(Hearing.Kind.UNCLEAR, "dame felix acht", "dame felix eins", 12.4);
        String english = say(Language.ENGLISH, unclear);
        assertEquals("Not heard clearly enough to be sure of your move. Please say it again, slowly and clearly."
                + " If you are asked often, teach annabella your voice after the game: annabella enrol.", english);
        String spanish = say(Language.SPANISH, unclear);
        assertTrue(spanish.startsWith("No se ha oído con claridad") && spanish.contains("Repítala")
                && spanish.contains("annabella enrol"), spanish);
        for (String line : List.of(english, spanish)) {
            assertFalse(line.toLowerCase(Locale.ROOT).contains("dame"), "neither guess is named: " + line);
            assertFalse(line.contains("{") || line.contains("?"), "speakable, a plain request: " + line);
        }
    }

    @Test
    void aVoiceHeardPoorlyOfLateIsToldToEnrolNamingNoMove() {
        // the Scottish woman's "Turm Eva sieben" found as "dame eva sieben", her moves' median misfit 19
        Hearing unfamiliar = new Hearing(Hearing.Kind.UNFAMILIAR, "dame eva sieben", 0, List.of(), "turm eva sieben",
                24.5, 60, 3.1, 19.4);
        String english = say(Language.ENGLISH, unfamiliar);
        assertTrue(english.startsWith("Your voice has not been heard clearly enough in your last moves")
                && english.contains("annabella enrol"), english);
        String spanish = say(Language.SPANISH, unfamiliar);
        assertTrue(spanish.startsWith("Su voz no se ha oído con claridad") && spanish.contains("annabella enrol"), spanish);
        for (String line : List.of(english, spanish)) {
            assertFalse(line.toLowerCase(Locale.ROOT).contains("dame") || line.contains("turm"), "no move is named: " + line);
            assertFalse(line.contains("{") || line.contains("?"), "speakable, a plain request: " + line);
        }
        assertEquals("", unfamiliar.text(), "nothing to hand on as typed");
    }

    @Test
    void aNarrowMarginStillNamesTheTwoMovesInDoubt() {
        Hearing doubt = heard(Hearing.Kind.NOT_UNDERSTOOD, "springer cesar drei", "springer eva drei", 3.1);
        assertEquals("springer cesar drei or springer eva drei? Please repeat.", say(Language.ENGLISH, doubt));
        assertEquals("¿springer cesar drei o springer eva drei? Repita, por favor.", say(Language.SPANISH, doubt));
    }

    @Test
    void nothingHeardOrNoRivalIsNotUnderstood() {
        assertEquals("Not understood, please repeat.", say(Language.ENGLISH, heard(Hearing.Kind.NOT_UNDERSTOOD, "", "", 0)));
        assertEquals("No se ha entendido; repita, por favor.",
                say(Language.SPANISH, heard(Hearing.Kind.NOT_UNDERSTOOD, "eva vier", "", 0)));
    }

    @Test
    void anUnclearHearingIsNothingToHandOnAsTyped() {
        assertEquals("", heard(Hearing.Kind.UNCLEAR, "dame felix acht", "dame felix eins", 12.4).text());
    }
}
