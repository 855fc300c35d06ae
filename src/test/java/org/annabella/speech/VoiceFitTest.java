package org.annabella.speech;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** How a speaker's moves of late are judged without a profile ({@link VoiceFit}, {@link Recognizer#familiar}); needs no recogniser. */
class VoiceFitTest {
    @Test
    void theMedianOfTheMovesHeardSoFar() {
        assertTrue(Double.isNaN(VoiceFit.NONE.median()), "none heard");
        VoiceFit one = VoiceFit.NONE.with(4.5);
        assertEquals(4.5, one.median(), 1e-9, "the first move is the voice's own");
        assertEquals(List.of(), VoiceFit.NONE.misfits(), "a value: the one before is unchanged");
        assertEquals(12.0, one.with(19.5).median(), 1e-9, "of two, their mean");
        assertEquals(6.0, one.with(19.5).with(6).median(), 1e-9);
    }

    @Test
    void onlyTheLastMovesCount() {
        VoiceFit fit = VoiceFit.NONE;
        for (int i = 0; i < VoiceFit.WINDOW; i++) {
            fit = fit.with(20);
        }
        assertEquals(20.0, fit.median(), 1e-9);
        // the voice heard well again: once more than half the window fits, the median follows
        for (int i = 0; i < VoiceFit.WINDOW / 2; i++) {
            fit = fit.with(3);
        }
        assertEquals(20.0, fit.median(), 1e-9, "fewer than half the window");
        fit = fit.with(3);
        assertEquals(3.0, fit.median(), 1e-9);
        assertEquals(VoiceFit.WINDOW, fit.misfits().size(), "the oldest dropped");
    }

    @Test
    void oneMoveFittingWellDoesNotClearAVoiceHeardPoorly() {
        // a voice far from the model: its moves' misfits as the Scottish woman's, then one that fits
        VoiceFit fit = VoiceFit.NONE.with(19).with(21).with(15).with(18).with(2.4);
        assertFalse(Recognizer.familiar(fit.median()), "median " + fit.median());
        assertTrue(Recognizer.familiar(VoiceFit.NONE.with(8).with(5).with(12).median()));
        assertTrue(Recognizer.familiar(Recognizer.MOST_VOICE_MISFIT));
        assertFalse(Recognizer.familiar(Recognizer.MOST_VOICE_MISFIT + 0.01));
        assertFalse(Recognizer.familiar(Double.NaN), "a voice not measured is not judged familiar by this test");
    }

    @Test
    void aRunOfMovesFittingWellDoesNotClearAVoiceHeardPoorly() {
        // the Caribbean English man's last 45 moves before "Turm David sieben" was taken wrong as
        // "dame david sieben" (second fresh panel, pink noise 20 dB, fifteenth session): 8 of his
        // last 9 fitted within 14, at a median of 9.4; over all his moves the median was 17.7
        double[] heard = {14.0, 31.7, 1.6, 7.7, 16.3, 13.9, 16.1, 45.5, 20.0, 15.7, 13.7, 20.5, 19.3, 33.9, 14.3,
            22.8, 18.6, 29.8, 23.8, 23.2, 17.1, 12.2, 15.4, 10.5, 29.6, 16.7, 25.1, 20.2, 20.9, 21.2, 9.0, 29.9, 10.2,
            16.8, 9.5, 3.3, 7.9, 6.0, 21.6, 7.4, 11.4, 9.7, 13.7, 9.4, 6.0};
        VoiceFit fit = VoiceFit.NONE;
        VoiceFit nine = VoiceFit.none(9);
        for (double m : heard) {
            fit = fit.with(m);
            nine = nine.with(m);
        }
        assertTrue(Recognizer.familiar(nine.median()), "the last 9 alone would clear him: " + nine.median());
        assertFalse(Recognizer.familiar(fit.median()), "median of the last " + VoiceFit.WINDOW + ": " + fit.median());
        assertEquals(16.1, fit.median(), 1e-9);
    }

    @Test
    void aMoveHeardInARoomTooLoudIsNotKept() {
        VoiceFit before = VoiceFit.NONE.with(4);
        VoiceFit heard = before.with(30);
        assertEquals(heard, before.kept(heard, Recognizer.NOISY_DB), "at the gate the move tells of the voice");
        assertEquals(before, before.kept(heard, Recognizer.NOISY_DB - 0.1), "below it, of the room");
    }

    @Test
    void aSpeakerIsJudgedByAtLeastOneMove() {
        assertThrows(IllegalArgumentException.class, () -> VoiceFit.none(0));
        assertEquals(List.of(2.0), VoiceFit.none(1).with(1).with(2).misfits(), "a window of one keeps the newest");
    }
}
