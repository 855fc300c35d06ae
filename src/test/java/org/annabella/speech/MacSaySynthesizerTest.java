package org.annabella.speech;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** macOS's say, through a stand-in that logs what it is asked (not run on a Mac). */
class MacSaySynthesizerTest {
    @TempDir
    Path dir;

    private StandinVoices say() throws Exception {
        return StandinVoices.install(dir, "standin-say.sh", "say", "annabella.say");
    }

    @Test
    void listsTheVoicesWithTheirLanguagesNamesWithSpacesIncluded() throws Exception {
        try (StandinVoices say = say()) {
            assertEquals(List.of("macos\ten_US\tAlex", "macos\ten_US\tBad News", "macos\tde_DE\tAnna", "macos\tes_ES\tMonica"),
                    MacSaySynthesizer.voices().stream().map(InstalledVoice::line).toList());
        }
        assertEquals(List.of(), MacSaySynthesizer.voices(), "no say, no voices");
    }

    @Test
    void theSentenceGoesToAVoiceOfItsLanguageAndTheFideWordsToAGermanOne() throws Exception {
        try (StandinVoices say = say(); MacSaySynthesizer mac = MacSaySynthesizer.open(SpokenLanguage.SPANISH)) {
            Pcm sound = mac.synthesize("Juegan las blancas: Springer Cesar drei, corre el reloj");
            String formats = " --file-format=WAVE --data-format=LEI16@22050";
            assertEquals(List.of("Monica|150|" + formats + "|Juegan las blancas: ",
                    "Anna|150|" + formats + "|Springer Zäsar drei",
                    "Monica|150|" + formats + "|, corre el reloj"), say.calls());
            assertEquals(3L * StandinVoices.FRAMES, sound.frames(), "the three runs' sound joined");
            assertEquals(StandinVoices.FORMAT.getSampleRate(), sound.format().getSampleRate());
        }
    }

    @Test
    void rateIsSaysOwnPitchAnEmbeddedCommandAndVolumeScalesTheSamples() throws Exception {
        try (StandinVoices say = say(); MacSaySynthesizer mac = MacSaySynthesizer.open(SpokenLanguage.ENGLISH)) {
            mac.adjust(new VoiceSettings(220, 200, 50));
            Pcm sound = mac.synthesize("Remis");
            assertEquals(List.of("Alex|220| --file-format=WAVE --data-format=LEI16@22050|[[pbas +12.0]] Remis"), say.calls());
            int peak = StandinVoices.loudest(sound);
            assertTrue(Math.abs(peak - StandinVoices.PEAK / 2) <= 1, "half as loud: " + peak);
        }
        assertEquals("[[pbas -12.0]] ", MacSaySynthesizer.pitchCommand(50));
        assertEquals("", MacSaySynthesizer.pitchCommand(100));
    }

    @Test
    void aLanguageWithoutAVoiceIsRefusedNamingIt() throws Exception {
        Path english = dir.resolve("say");
        Files.writeString(english, "#!/bin/sh\nprintf 'Alex                en_US    # Hello\\n'\n");
        english.toFile().setExecutable(true);
        System.setProperty("annabella.say", english.toString());
        try {
            SpeechUnavailableException e = assertThrows(SpeechUnavailableException.class,
                    () -> MacSaySynthesizer.open(SpokenLanguage.SPANISH));
            assertEquals("macOS has no voice for the language 'es'", e.getMessage());
        } finally {
            System.clearProperty("annabella.say");
        }
    }

    @Test
    void aFailingSayIsSaidOnceAndTheTextGoesOn() throws Exception {
        StringWriter text = new StringWriter();
        List<String> notices = new CopyOnWriteArrayList<>();
        try (StandinVoices say = say();
                SpeechQueue queue = new SpeechQueue(new SynthesizedSpeaker(MacSaySynthesizer.open(SpokenLanguage.ENGLISH),
                        new FakeOutput()), new TextSpeaker(new PrintWriter(text)), notices::add)) {
            queue.say("this will fail");
            assertTrue(queue.awaitIdle(Duration.ofSeconds(10)));
        }
        assertEquals(List.of("Speech with macos is not available (say failed (exit 1): say: Opening output file failed: -43);"
                + " continuing with text."), notices);
        assertEquals("this will fail" + System.lineSeparator(), text.toString());
    }

    /** An audio output that plays nothing, for engines whose sound is not the point. */
    static final class FakeOutput implements AudioOutput {
        final List<Pcm> played = new CopyOnWriteArrayList<>();

        @Override
        public void play(Pcm sound) {
            played.add(sound);
        }

        @Override
        public void stop() {
        }

        @Override
        public void close() {
        }
    }
}
