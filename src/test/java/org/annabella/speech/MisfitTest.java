package org.annabella.speech;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * How the words found are judged against free phones without a speaker's profile
 * ({@link Recognizer#misfit}, {@link Recognizer#fits}); needs no recogniser.
 */
class MisfitTest {
    private static Pocketsphinx.Word w(String word, int start, int frames, int score) {
        return new Pocketsphinx.Word(word, start, frames, score);
    }

    private static Pocketsphinx.Decoded free(Pocketsphinx.Word... phones) {
        return new Pocketsphinx.Decoded(List.of(phones), 0, 100);
    }

    @Test
    void theMisfitIsTheFreePhonesScoreOverTheWordsFramesLessTheWordsPerFrame() {
        // "turm" over frames 10 to 29: the phones within it score -1400 together, the word -1800
        Pocketsphinx.Decoded phones = free(w("ph-t", 10, 5, -300), w("ph-er", 15, 10, -800), w("ph-m", 25, 5, -300));
        assertEquals(20.0, Recognizer.misfit(List.of(w("turm", 10, 20, -1800)), phones), 1e-9);
        // fitting as well as the free phones, or better, is no misfit
        assertEquals(0.0, Recognizer.misfit(List.of(w("turm", 10, 20, -1400)), phones), 1e-9);
        assertEquals(-5.0, Recognizer.misfit(List.of(w("turm", 10, 20, -1300)), phones), 1e-9);
    }

    @Test
    void aPhoneAcrossTheWordsEdgeCountsForItsShareOfFramesInside() {
        // a phone of 10 frames, 4 of them inside the word, counts for 4/10 of its score
        Pocketsphinx.Decoded phones = free(w("ph-s", 6, 10, -1000), w("ph-iy", 16, 10, -500));
        // inside frames 12 to 25: -400 of the first, all -500 of the second
        assertEquals((-900.0 + 1000) / 14, Recognizer.misfit(List.of(w("sie", 12, 14, -1000)), phones), 1e-9);
        // a phone wholly outside the words counts nothing
        assertEquals((-500.0 + 600) / 10, Recognizer.misfit(List.of(w("x", 16, 10, -600)), phones), 1e-9);
    }

    @Test
    void severalWordsAreJudgedTogetherAndAShortUtteranceAsTenFrames() {
        Pocketsphinx.Decoded phones = free(w("ph-d", 0, 10, -100), w("ph-ey", 10, 10, -100));
        List<Pocketsphinx.Word> words = List.of(w("david", 0, 10, -300), w("vier", 10, 10, -300));
        assertEquals(400.0 / 20, Recognizer.misfit(words, phones), 1e-9);
        // 4 frames are divided as 10, as the margin is: a blip is not a large misfit per frame
        assertEquals(100.0 / 10, Recognizer.misfit(List.of(w("ja", 0, 4, -200)), free(w("ph-y", 0, 4, -100))), 1e-9);
        assertEquals(0.0, Recognizer.misfit(List.of(), phones), 1e-9, "no words, no misfit");
    }

    @Test
    void aMoveIsTakenOnlyWithinTheMostMisfit() {
        assertTrue(Recognizer.fits(Recognizer.MOST_MISFIT));
        assertTrue(Recognizer.fits(-3), "fitting better than free phones");
        assertFalse(Recognizer.fits(Recognizer.MOST_MISFIT + 0.01));
        assertFalse(Recognizer.fits(Double.NaN), "a misfit that could not be measured is no fit");
    }
}
