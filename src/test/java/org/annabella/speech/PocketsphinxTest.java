package org.annabella.speech;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.annabella.announce.SpokenForms.Part;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The pocketsphinx processes kept running: found and rescored sounds, and a recogniser that fails. */
class PocketsphinxTest {
    private static final List<String> FILES = List.of("anna", "bella", "cesar", "david", "eva", "felix", "gustav", "hector");
    private static final List<String> RANKS = List.of("eins", "zwei", "drei", "vier", "fuenf", "sechs", "sieben", "acht");

    /** Any file and rank said, with {@code except} left out of the files. */
    private static Grammar squares(String except) {
        Grammar g = new Grammar();
        g.add(List.of(new Part(FILES.stream().filter(f -> !f.equals(except)).map(List::of).toList(), false),
                new Part(RANKS.stream().map(List::of).toList(), false)));
        return g;
    }

    /** The words said by the project's voice, as the recogniser passes them on (with the room's faint noise). */
    private static Pcm said(FreeTtsSynthesizer kevin, String words) {
        return SpeechAudio.pcm(SpeechAudio.withNoiseFloor(SpeechAudio.samples(SpokenMoves.freeTts(kevin, words))));
    }

    private static Pocketsphinx decoder() {
        List<String> words = new java.util.ArrayList<>(FILES);
        words.addAll(RANKS);
        return new Pocketsphinx(HearingDictionary.load(Set.copyOf(words), Pocketsphinx.dictionary(), Accent.GERMAN).text(words));
    }

    @Test
    void aSoundFoundIsRescoredAlikeAndItsRivalScoresLower() throws Exception {
        assumeTrue(SpokenMoves.recogniserInstalled(), "pocketsphinx is not installed: not tested");
        try (Pocketsphinx ps = decoder(); FreeTtsSynthesizer kevin = FreeTtsSynthesizer.load(PronunciationLexicon.loadDefault())) {
            Pcm sound = said(kevin, "Eva vier");
            Pocketsphinx.Decoded found = ps.find(sound, squares(""));
            assertEquals("eva vier", found.text());
            // the same grammar from the kept scores: the same words, scored the same
            Pocketsphinx.Decoded again = ps.rescore(squares(""));
            assertEquals(found.text(), again.text());
            assertEquals(found.score(), again.score());
            // without Eva: another file, scored lower on the same scores
            Pocketsphinx.Decoded rival = ps.rescore(squares("eva"));
            assertTrue(!rival.text().startsWith("eva") && rival.text().endsWith("vier"), rival.text());
            assertTrue(rival.score() < found.score(), rival + " against " + found);
            // a second sound: found and rescored in turn
            Pcm second = said(kevin, "Felix drei");
            assertEquals("felix drei", ps.find(second, squares("")).text());
            assertEquals("felix drei", ps.rescore(squares("")).text());
        }
    }

    /**
     * However poorly the sound fits it, a grammar's one saying is found, and rescored: every path
     * is followed to the end. With the beams pocketsphinx pruned by (1e-80), a Spanish voice's
     * "Turm Felix zwei" against this saying left no path at its end, and the decode came back empty.
     */
    @Test
    void aGrammarsOnlySayingIsFoundHoweverPoorlyTheSoundFitsIt() throws Exception {
        assumeTrue(SpokenMoves.recogniserInstalled(), "pocketsphinx is not installed: not tested");
        assumeTrue(SpokenMoves.espeakInstalled(), "espeak-ng is not installed: not tested");
        List<String> words = List.of("turm", "felix", "sieben", "eva");
        Grammar g = new Grammar();
        g.add(Stream.of("turm", "felix", "sieben", "eva", "sieben").map(w -> new Part(List.of(List.of(w)), false)).toList());
        Pcm sound = SpeechAudio.pcm(SpeechAudio.withNoiseFloor(SpeechAudio.samples(
                SpokenMoves.espeak("es", "Turm Felix zwei", 160, 45))));
        try (Pocketsphinx ps = new Pocketsphinx(HearingDictionary.load(Set.copyOf(words), Pocketsphinx.dictionary(),
                Accent.SPANISH).text(words))) {
            assertEquals("turm felix sieben eva sieben", ps.find(sound, g).text());
            assertEquals("turm felix sieben eva sieben", ps.rescore(g).text());
        }
    }

    @Test
    void nothingIsRescoredBeforeASoundIsFound() {
        try (Pocketsphinx ps = decoder()) {
            assertThrows(IllegalStateException.class, () -> ps.rescore(squares("")));
        }
    }

    @Test
    void aRecogniserThatFailsIsNamedWithItsErrorAndStartedAgainNextTime(@TempDir Path dir) throws Exception {
        assumeTrue(SpokenMoves.recogniserInstalled(), "pocketsphinx is not installed: not tested");
        Path broken = dir.resolve("broken-pocketsphinx");
        Files.writeString(broken, """
                #!/bin/sh
                while [ $# -gt 0 ]; do
                  if [ "$1" = -logfn ]; then echo 'ERROR: "acmod.c", line 83: the model is broken' > "$2"; fi
                  shift
                done
                exit 1
                """);
        assertTrue(broken.toFile().setExecutable(true));
        try (Pocketsphinx ps = decoder(); FreeTtsSynthesizer kevin = FreeTtsSynthesizer.load(PronunciationLexicon.loadDefault())) {
            Pcm sound = said(kevin, "Eva vier");
            System.setProperty("annabella.pocketsphinx", broken.toString());
            HearingUnavailableException e;
            try {
                e = assertThrows(HearingUnavailableException.class, () -> ps.find(sound, squares("")));
            } finally {
                System.clearProperty("annabella.pocketsphinx");
            }
            assertTrue(e.getMessage().startsWith("the recogniser failed: ") && e.getMessage().contains("the model is broken"),
                    e.getMessage());
            // the real one, started afresh, hears
            assertEquals("eva vier", ps.find(sound, squares("")).text());
        }
    }
}
