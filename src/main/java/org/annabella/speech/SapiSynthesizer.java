package org.annabella.speech;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Windows's own voices (SAPI) through .NET's System.Speech, driven by a PowerShell script: the
 * voice of the language chosen ({@code SelectVoice}), rate ({@code Rate}, -10 to 10, each 10
 * steps three times as fast) and volume ({@code Volume}, 0 to 100) set, the text spoken as SSML
 * ({@code SpeakSsml}) into a WAV file ({@code SetOutputToWaveFile}, 16-bit mono at 22,050 Hz),
 * with pitch as {@code <prosody pitch>} and the FIDE words in a {@code <voice>} of a German
 * voice where one is installed. The script gets its inputs through environment variables and
 * files. Written to those documented interfaces and tested with a stand-in for PowerShell: not
 * run on Windows.
 */
public final class SapiSynthesizer extends LanguageSynthesizer {
    static final String ENGINE = "sapi";

    /** Prints each installed voice as culture TAB name. */
    private static final String LIST = """
            Add-Type -AssemblyName System.Speech
            $s = New-Object System.Speech.Synthesis.SpeechSynthesizer
            foreach ($v in $s.GetInstalledVoices()) { if ($v.Enabled) { $v.VoiceInfo.Culture.Name + "`t" + $v.VoiceInfo.Name } }
            $s.Dispose()
            """;

    /** Speaks the SSML of the file ANNABELLA_SSML into the WAV file ANNABELLA_WAV. */
    private static final String SPEAK = """
            Add-Type -AssemblyName System.Speech
            $s = New-Object System.Speech.Synthesis.SpeechSynthesizer
            $s.SelectVoice($env:ANNABELLA_VOICE)
            $s.Rate = [int]$env:ANNABELLA_RATE
            $s.Volume = [int]$env:ANNABELLA_VOLUME
            $f = New-Object System.Speech.AudioFormat.SpeechAudioFormatInfo(22050, [System.Speech.AudioFormat.AudioBitsPerSample]::Sixteen, [System.Speech.AudioFormat.AudioChannel]::Mono)
            $s.SetOutputToWaveFile($env:ANNABELLA_WAV, $f)
            $s.SpeakSsml([System.IO.File]::ReadAllText($env:ANNABELLA_SSML, [System.Text.Encoding]::UTF8))
            $s.Dispose()
            """;

    private final SystemVoices voices;

    private SapiSynthesizer(SpokenLanguage language, SystemVoices voices, FideWords fide) {
        super(ENGINE, language, fide);
        this.voices = voices;
    }

    /**
     * A voice of {@code language}, and a German one for the FIDE words where there is one.
     *
     * @throws SpeechUnavailableException when PowerShell or a voice of the language is missing
     */
    public static SapiSynthesizer open(SpokenLanguage language) {
        return new SapiSynthesizer(language, SystemVoices.of(SpeechProgram.POWERSHELL, SapiSynthesizer::voices, language,
                "Windows"), FideWords.standard());
    }

    /** The enabled voices System.Speech lists, none where there is no PowerShell. */
    public static List<InstalledVoice> voices() {
        if (SpeechProgram.POWERSHELL.find().isEmpty()) {
            return List.of();
        }
        List<InstalledVoice> voices = new ArrayList<>();
        for (String line : SpeechProgram.POWERSHELL.text(arguments(LIST), "").split("\\R")) {
            String[] f = line.split("\t", 2);
            if (f.length == 2 && !f[0].isBlank() && !f[1].isBlank()) {
                voices.add(new InstalledVoice(ENGINE, f[0].strip(), f[1].strip()));
            }
        }
        return voices;
    }

    /** PowerShell's arguments for a script: as UTF-16LE in base64 ({@code -EncodedCommand}), so nothing needs quoting. */
    private static List<String> arguments(String script) {
        return List.of("-NoProfile", "-NonInteractive", "-EncodedCommand",
                Base64.getEncoder().encodeToString(script.getBytes(StandardCharsets.UTF_16LE)));
    }

    @Override
    public Pcm synthesize(String text) {
        VoiceSettings s = settings();
        Path ssml = null;
        Path wav = null;
        try {
            ssml = Files.createTempFile("annabella-sapi", ".ssml");
            wav = Files.createTempFile("annabella-sapi", ".wav");
            Files.writeString(ssml, ssml(text, s.pitch()));
            SpeechProgram.POWERSHELL.run(arguments(SPEAK), Map.of("ANNABELLA_VOICE", voices.voice().name(),
                    "ANNABELLA_RATE", String.valueOf(rate(s.rate())), "ANNABELLA_VOLUME", String.valueOf(s.volume()),
                    "ANNABELLA_WAV", wav.toString(), "ANNABELLA_SSML", ssml.toString()), new byte[0]);
            return Pcm.fromWav(Files.readAllBytes(wav), "SAPI");
        } catch (IOException e) {
            throw new SpeechUnavailableException("cannot pass text or sound to SAPI: " + e.getMessage(), e);
        } finally {
            SystemVoices.delete(ssml);
            SystemVoices.delete(wav);
        }
    }

    /** SAPI's rate for words a minute: 0 at the usual 150, 10 at three times that, -10 at a third. */
    static int rate(int wordsPerMinute) {
        double steps = 10 * Math.log(wordsPerMinute / (double) VoiceSettings.USUAL.rate()) / Math.log(3);
        return (int) Math.max(-10, Math.min(10, Math.round(steps)));
    }

    /** The text as SSML in the voice's language, the FIDE words in the German voice, the pitch relative to the voice's own. */
    String ssml(String text, int pitch) {
        StringBuilder out = new StringBuilder("<speak version=\"1.0\" xmlns=\"http://www.w3.org/2001/10/synthesis\" xml:lang=\"")
                .append(EspeakSynthesizer.escape(voices.voice().language())).append("\">");
        int percent = Math.round(100f * pitch / VoiceSettings.USUAL.pitch()) - 100;
        out.append(String.format(Locale.ROOT, "<prosody pitch=\"%+d%%\">", percent));
        for (FideWords.Run run : runs(text)) {
            InstalledVoice voice = voices.of(run);
            String words = EspeakSynthesizer.escape(voice.spoken() == SpokenLanguage.GERMAN ? run.spoken() : run.text());
            if (voice != voices.voice()) {
                out.append("<voice name=\"").append(EspeakSynthesizer.escape(voice.name())).append("\">")
                        .append(words).append("</voice>");
            } else {
                out.append(words);
            }
        }
        return out.append("</prosody></speak>").toString();
    }
}
