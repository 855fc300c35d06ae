package org.annabella.speech;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Windows SAPI through PowerShell, with a stand-in that logs what it is asked (not run on Windows). */
class SapiSynthesizerTest {
    @TempDir
    Path dir;

    private StandinVoices powershell() throws Exception {
        return StandinVoices.install(dir, "standin-powershell.sh", "powershell", "annabella.powershell");
    }

    @Test
    void listsTheEnabledVoicesWithTheirCultures() throws Exception {
        try (StandinVoices ps = powershell()) {
            assertEquals(List.of("sapi\ten-US\tMicrosoft Zira Desktop", "sapi\tes-ES\tMicrosoft Helena Desktop",
                    "sapi\tde-DE\tMicrosoft Hedda Desktop"), SapiSynthesizer.voices().stream().map(InstalledVoice::line).toList());
        }
    }

    @Test
    void aSpanishSentenceIsSpokenByTheSpanishVoiceWithTheFideWordsInTheGermanOne() throws Exception {
        try (StandinVoices ps = powershell(); SapiSynthesizer sapi = SapiSynthesizer.open(SpokenLanguage.SPANISH)) {
            Pcm sound = sapi.synthesize("Juegan las blancas: Springer Cesar drei & corre el reloj");
            assertEquals(List.of("Microsoft Helena Desktop|0|100|<speak version=\"1.0\" xmlns=\"http://www.w3.org/2001/10/synthesis\""
                    + " xml:lang=\"es-ES\"><prosody pitch=\"+0%\">Juegan las blancas: <voice name=\"Microsoft Hedda Desktop\">"
                    + "Springer Zäsar drei</voice> &amp; corre el reloj</prosody></speak>"), ps.calls());
            assertEquals(StandinVoices.FRAMES, sound.frames());
        }
        try (Stream<Path> left = Files.list(Path.of(System.getProperty("java.io.tmpdir")))) {
            assertTrue(left.noneMatch(p -> p.getFileName().toString().startsWith("annabella-sapi")),
                    "the text and sound files passed are removed");
        }
    }

    @Test
    void rateVolumeAndPitchBecomeSapisOwn() throws Exception {
        try (StandinVoices ps = powershell(); SapiSynthesizer sapi = SapiSynthesizer.open(SpokenLanguage.GERMAN)) {
            sapi.adjust(new VoiceSettings(450, 150, 40));
            sapi.synthesize("Koenig schlaegt Eva fuenf");
            assertEquals(List.of("Microsoft Hedda Desktop|10|40|<speak version=\"1.0\" xmlns=\"http://www.w3.org/2001/10/synthesis\""
                    + " xml:lang=\"de-DE\"><prosody pitch=\"+50%\">König schlägt Eva fünf</prosody></speak>"), ps.calls());
        }
        assertEquals(0, SapiSynthesizer.rate(150));
        assertEquals(-6, SapiSynthesizer.rate(80));
        assertEquals(10, SapiSynthesizer.rate(450));
    }

    @Test
    void aFailureIsNamedWithPowerShellsOwnLine() throws Exception {
        try (StandinVoices ps = powershell(); SapiSynthesizer sapi = SapiSynthesizer.open(SpokenLanguage.ENGLISH)) {
            SpeechUnavailableException e = assertThrows(SpeechUnavailableException.class, () -> sapi.synthesize("fail now"));
            assertEquals("powershell failed (exit 1): Exception calling \"SpeakSsml\": the voice failed", e.getMessage());
        }
        assumeTrue(SpeechProgram.POWERSHELL.find().isEmpty(), "PowerShell is installed here");
        SpeechUnavailableException missing = assertThrows(SpeechUnavailableException.class,
                () -> SapiSynthesizer.open(SpokenLanguage.ENGLISH));
        assertEquals("Windows's powershell is not installed", missing.getMessage());
    }
}
