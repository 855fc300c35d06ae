package org.annabella.speech;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import javax.sound.sampled.AudioFormat;
import org.annabella.rules.InputException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Reading a person's audio file for the recogniser: converted when it can be, refused in one line when not. */
class SpeechAudioTest {
    @Test
    void aStereoFileAtAnotherRateBecomes16kHzMono(@TempDir Path dir) throws Exception {
        // one second of a 441 Hz tone at 44.1 kHz, left channel only, 16-bit big-endian
        int n = 44100;
        byte[] b = new byte[n * 4];
        for (int i = 0; i < n; i++) {
            short v = (short) (10000 * Math.sin(2 * Math.PI * 441 * i / 44100.0));
            b[4 * i] = (byte) (v >> 8);
            b[4 * i + 1] = (byte) v;
        }
        Path wav = dir.resolve("stereo.wav");
        new Pcm(new AudioFormat(44100, 16, 2, true, true), b).writeWav(wav);
        Pcm pcm = SpeechAudio.read(wav);
        assertEquals(SpeechAudio.FORMAT.toString(), pcm.format().toString());
        assertEquals(16000, pcm.frames(), 1);
        short[] s = SpeechAudio.samples(pcm);
        int peak = 0;
        for (short v : s) {
            peak = Math.max(peak, Math.abs(v));
        }
        assertEquals(5000, peak, 100, "the two channels averaged: half the tone");
    }

    @Test
    void badFilesAreRefusedInOneLineNamingTheFile(@TempDir Path dir) throws Exception {
        Path text = Files.writeString(dir.resolve("move.wav"), "Springer Felix drei");
        Path empty = Files.createFile(dir.resolve("empty.wav"));
        Path tiny = dir.resolve("tiny.wav");
        SpeechAudio.pcm(new short[100]).writeWav(tiny);
        for (Path p : new Path[] {text, empty, tiny, dir.resolve("missing.wav"), dir}) {
            InputException e = assertThrows(InputException.class, () -> SpeechAudio.read(p), p.toString());
            assertTrue(e.getMessage().contains(p.toString()), e.getMessage());
            assertFalse(e.getMessage().contains("\n"), e.getMessage());
            assertFalse(e.getMessage().contains("Exception"), e.getMessage());
        }
    }

    @Test
    void theNoiseFloorPadsAndStaysFarBelowTheSpeech() {
        short[] speech = new short[16000];
        for (int i = 0; i < speech.length; i++) {
            speech[i] = (short) (8000 * Math.sin(i / 5.0));
        }
        short[] out = SpeechAudio.withNoiseFloor(speech);
        assertEquals(speech.length + 8000, out.length);
        assertTrue(out[100] != 0 || out[101] != 0, "no digital silence");
        assertEquals(SpeechAudio.loudestRms(speech) / 100, SpeechAudio.loudestRms(java.util.Arrays.copyOf(out, 4000)), 20);
        assertTrue(SpeechAudio.snr(out) > 35, "a clean recording is heard as quiet: " + SpeechAudio.snr(out));
    }

    @Test
    void aNoisyCopyHasItsNoiseAsFarBelowTheSpeechAsAsked() {
        short[] speech = new short[16000];
        for (int i = 0; i < speech.length; i++) {
            speech[i] = (short) (8000 * Math.sin(i / 5.0));
        }
        short[] copy = SpeechAudio.withNoiseFloor(speech, 25, 3);
        assertEquals(speech.length + 8000, copy.length);
        double noise = SpeechAudio.loudestRms(java.util.Arrays.copyOf(copy, 4000));
        assertEquals(25, 20 * Math.log10(SpeechAudio.loudestRms(speech) / noise), 0.5, "dB below the speech");
        assertTrue(java.util.Arrays.equals(copy, SpeechAudio.withNoiseFloor(speech, 25, 3)), "the same seed, the same copy");
        assertFalse(java.util.Arrays.equals(copy, SpeechAudio.withNoiseFloor(speech, 25, 4)), "another seed, another noise");
    }

    @Test
    void talkUnderTheSpeechIsAsFarBelowItAsAsked() {
        short[] speech = new short[16000];
        double[] talk = new double[speech.length];
        for (int i = 0; i < speech.length; i++) {
            speech[i] = (short) (i < 8000 ? 8000 * Math.sin(i / 5.0) : 0); // a word, then a pause
            talk[i] = 3 * Math.sin(i / 3.0);
        }
        short[] mixed = SpeechAudio.under(speech, talk, 25);
        assertEquals(speech.length, mixed.length);
        double level = SpeechAudio.loudestRms(java.util.Arrays.copyOfRange(mixed, 8000, 16000));
        assertEquals(25, 20 * Math.log10(SpeechAudio.loudestRms(speech) / level), 0.5, "dB below the speech's loudest");
        assertTrue(java.util.Arrays.equals(speech, SpeechAudio.under(speech, new double[speech.length], 25)), "silence adds nothing");
    }
}
