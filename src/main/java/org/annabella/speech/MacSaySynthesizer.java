package org.annabella.speech;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.sound.sampled.AudioFormat;

/**
 * macOS's own voices through its {@code say} command (man say: {@code -v} voice, {@code -r}
 * words a minute, {@code -f -} text from standard input, {@code -o} a file with
 * {@code --file-format=WAVE --data-format=LEI16@22050}; {@code say -v ?} lists the voices). The
 * sentence is read by a voice of its language, and the FIDE words, run by run, by a German voice
 * when one is installed; the runs' sound is joined. Pitch is the embedded command
 * {@code [[pbas +N]]} (Apple's Speech Synthesis Programming Guide: the baseline pitch in MIDI note
 * numbers, a sign making it relative); volume scales the samples, as for FreeTTS. Written to
 * those documented interfaces and tested with a stand-in for {@code say}: not run on a Mac.
 */
public final class MacSaySynthesizer extends LanguageSynthesizer {
    static final String ENGINE = "macos";
    /** "Monica              es_ES    # Hola, me llamo Mónica": name (spaces allowed), locale, sample. */
    private static final Pattern VOICE = Pattern.compile("^(.+?)\\s+([a-z]{2,3}[_-][A-Za-z0-9_-]+)\\s+#.*$");
    private static final AudioFormat FORMAT = new AudioFormat(22050, 16, 1, true, false);

    private final SystemVoices voices;

    private MacSaySynthesizer(SpokenLanguage language, SystemVoices voices, FideWords fide) {
        super(ENGINE, language, fide);
        this.voices = voices;
    }

    /**
     * A voice of {@code language}, and a German one for the FIDE words where there is one.
     *
     * @throws SpeechUnavailableException when {@code say} or a voice of the language is missing
     */
    public static MacSaySynthesizer open(SpokenLanguage language) {
        return new MacSaySynthesizer(language, SystemVoices.of(SpeechProgram.SAY, MacSaySynthesizer::voices, language, "macOS"),
                FideWords.standard());
    }

    /** The voices {@code say -v ?} lists, none where there is no {@code say}. */
    public static List<InstalledVoice> voices() {
        if (SpeechProgram.SAY.find().isEmpty()) {
            return List.of();
        }
        List<InstalledVoice> voices = new ArrayList<>();
        for (String line : SpeechProgram.SAY.text(List.of("-v", "?"), "").split("\\R")) {
            Matcher m = VOICE.matcher(line.strip());
            if (m.matches()) {
                voices.add(new InstalledVoice(ENGINE, m.group(2), m.group(1).strip()));
            }
        }
        return voices;
    }

    @Override
    public Pcm synthesize(String text) {
        VoiceSettings s = settings();
        ByteArrayOutputStream sound = new ByteArrayOutputStream();
        for (FideWords.Run run : runs(text)) {
            if (run.text().isBlank()) {
                continue;
            }
            InstalledVoice voice = voices.of(run);
            sound.writeBytes(say(voice.name(), voice.spoken() == SpokenLanguage.GERMAN ? run.spoken() : run.text(), s).data());
        }
        Pcm pcm = new Pcm(FORMAT, sound.toByteArray());
        return s.volume() == 100 ? pcm : pcm.scaled(s.volume() / 100.0);
    }

    private static Pcm say(String voice, String text, VoiceSettings s) {
        Path wav = null;
        try {
            wav = Files.createTempFile("annabella-say", ".wav");
            SpeechProgram.SAY.run(List.of("-v", voice, "-r", String.valueOf(s.rate()), "-o", wav.toString(),
                    "--file-format=WAVE", "--data-format=LEI16@22050", "-f", "-"),
                    (pitchCommand(s.pitch()) + text).getBytes(StandardCharsets.UTF_8));
            Pcm pcm = Pcm.fromWav(Files.readAllBytes(wav), "say");
            if (!pcm.format().matches(FORMAT)) {
                throw new SpeechUnavailableException("say wrote " + pcm.format() + ", not the " + FORMAT + " asked for");
            }
            return pcm;
        } catch (IOException e) {
            throw new SpeechUnavailableException("cannot pass sound from say: " + e.getMessage(), e);
        } finally {
            SystemVoices.delete(wav);
        }
    }

    /** The embedded command moving the voice's own pitch by as many semitones as the setting stands from the usual. */
    static String pitchCommand(int hertz) {
        double semitones = 12 * Math.log(hertz / (double) VoiceSettings.USUAL.pitch()) / Math.log(2);
        return hertz == VoiceSettings.USUAL.pitch() ? "" : String.format(java.util.Locale.ROOT, "[[pbas %+.1f]] ", semitones);
    }
}
