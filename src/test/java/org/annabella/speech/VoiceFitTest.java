package org.annabella.speech;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
}
