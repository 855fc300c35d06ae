package org.annabella.speech;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;

class EnginesTest {
    final StringWriter text = new StringWriter();
    final List<String> notices = new CopyOnWriteArrayList<>();

    @Test
    void opensEachEngineByItsName() {
        for (String name : List.of("text", "none")) {
            try (Speaker speaker = Engines.open(name, SpokenLanguage.SPANISH, new PrintWriter(text))) {
                assertEquals(name, speaker.name());
            }
        }
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Engines.open("klingon", SpokenLanguage.ENGLISH, new PrintWriter(text)));
        assertEquals("unknown speech engine 'klingon'; choose one of auto, freetts, espeak, ssip, sapi, macos, text, none",
                e.getMessage());
    }

    @Test
    void aQueueOnAMissingSpeechDispatcherSaysSoAndUsesText() throws Exception {
        assumeFalse(Files.exists(SsipSpeaker.defaultSocket()), "speech-dispatcher is running here");
        try (SpeechQueue q = Engines.queue("ssip", SpokenLanguage.ENGLISH, new PrintWriter(text), notices::add)) {
            q.say("Kurze Rochade");
            assertTrue(q.awaitIdle(Duration.ofSeconds(5)));
        }
        assertEquals(List.of("Speech with ssip is not available (speech-dispatcher is not listening on "
                + SsipSpeaker.defaultSocket() + ": install the Debian package speech-dispatcher, or start it (speech-dispatcher -d)); "
                + "continuing with text."), notices);
        assertEquals("Kurze Rochade" + System.lineSeparator(), text.toString());
    }

    @Test
    void autoTakesTheFirstEngineOfTheSystemWithAVoiceOfTheLanguageElseFreeTts() {
        InstalledVoice espeakEnglish = new InstalledVoice("espeak", "en-gb", "English");
        InstalledVoice monica = new InstalledVoice("macos", "es_ES", "Monica");
        InstalledVoice helena = new InstalledVoice("sapi", "es-ES", "Microsoft Helena Desktop");
        java.util.Map<String, List<InstalledVoice>> voices = java.util.Map.of("espeak", List.of(espeakEnglish),
                "macos", List.of(monica), "sapi", List.of(helena));
        java.util.function.Function<String, List<InstalledVoice>> of = e -> voices.getOrDefault(e, List.of());
        assertEquals("espeak", Engines.choose(SpokenLanguage.ENGLISH, "Linux", of));
        assertEquals("freetts", Engines.choose(SpokenLanguage.SPANISH, "Linux", of), "no Spanish voice: FreeTTS, which needs nothing");
        assertEquals("macos", Engines.choose(SpokenLanguage.SPANISH, "Mac OS X", of));
        assertEquals("sapi", Engines.choose(SpokenLanguage.SPANISH, "Windows 11", of));
        assertEquals("freetts", Engines.choose(SpokenLanguage.GERMAN, "Windows 11", of));
        assertEquals("espeak", Engines.choose(SpokenLanguage.ENGLISH, "Windows 11", of), "espeak-ng, where installed, first");
    }

    @Test
    void voicesListsFreeTtsAndWhatIsInstalled() {
        List<InstalledVoice> voices = Engines.voices();
        assertEquals(new InstalledVoice("freetts", "en", "kevin16"), voices.get(0));
        boolean espeak = SpeechProgram.ESPEAK.find().isPresent();
        assertEquals(espeak, voices.stream().anyMatch(v -> v.engine().equals("espeak") && v.spoken() == SpokenLanguage.SPANISH));
        if (espeak) {
            assertEquals("espeak", Engines.choose(SpokenLanguage.SPANISH));
        }
    }
}
