package org.annabella.speech;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import javax.sound.sampled.AudioFormat;
import org.annabella.rules.InputException;
import org.annabella.speech.VoiceSettings.Setting;
import org.junit.jupiter.api.Test;

class VoiceSettingsTest {
    @Test
    void theCommandLinesValuesWithinTheirRanges() {
        assertEquals(VoiceSettings.USUAL, VoiceSettings.of(null, null, null));
        assertEquals(new VoiceSettings(80, 250, 10), VoiceSettings.of("80", " 250", "10"));
        assertEquals(new VoiceSettings(450, 50, 100), VoiceSettings.of("450", "50", "100"));
    }

    @Test
    void aValueOutOfRangeOrNoNumberIsRefusedNamingTheOptionAndTheRange() {
        record Bad(String rate, String pitch, String volume, String message) {
        }
        for (Bad b : List.of(
                new Bad("79", null, null, "--rate must be a whole number from 80 to 450 (words a minute), not \"79\""),
                new Bad("fast", null, null, "--rate must be a whole number from 80 to 450 (words a minute), not \"fast\""),
                new Bad("99999999999", null, null, "--rate must be a whole number from 80 to 450 (words a minute), not \"99999999999\""),
                new Bad(null, "251", null, "--pitch must be a whole number from 50 to 250 (hertz), not \"251\""),
                new Bad(null, "-5", null, "--pitch must be a whole number from 50 to 250 (hertz), not \"-5\""),
                new Bad(null, null, "0", "--volume must be a whole number from 10 to 100 (percent), not \"0\""),
                new Bad(null, null, "50.5", "--volume must be a whole number from 10 to 100 (percent), not \"50.5\""),
                new Bad(null, null, "", "--volume must be a whole number from 10 to 100 (percent), not \"\""))) {
            InputException e = assertThrows(InputException.class, () -> VoiceSettings.of(b.rate, b.pitch, b.volume));
            assertEquals(b.message, e.getMessage());
        }
        assertThrows(IllegalArgumentException.class, () -> VoiceSettings.USUAL.with(Setting.VOLUME, 101),
                "a caller's value out of range is a programming error");
    }

    @Test
    void quieterSamplesKeepTheirSignAndOrder() {
        AudioFormat big = new AudioFormat(16000, 16, 1, true, true);
        Pcm pcm = new Pcm(big, new byte[] {0x40, 0x00, (byte) 0xC0, 0x00, 0x00, 0x01});
        // 16384 and -16384 halved; 1 halved rounds to 1.
        assertEquals(toList(new byte[] {0x20, 0x00, (byte) 0xE0, 0x00, 0x00, 0x01}), toList(pcm.scaled(0.5).data()));
        AudioFormat little = new AudioFormat(16000, 16, 1, true, false);
        assertEquals(List.of((byte) 0x00, (byte) 0x20), toList(new Pcm(little, new byte[] {0x00, 0x40}).scaled(0.5).data()));
        assertThrows(IllegalArgumentException.class, () -> pcm.scaled(1.5));
    }

    @Test
    void theBuiltInVoiceSpeaksFasterHigherAndQuieterAsSet() {
        try (FreeTtsSynthesizer voice = FreeTtsSynthesizer.load(PronunciationLexicon.load(Path.of("voice", "lexicon.txt")))) {
            String text = "Springer Felix drei";
            Pcm usual = voice.synthesize(text);
            voice.adjust(new VoiceSettings(300, 100, 100));
            Pcm fast = voice.synthesize(text);
            double ratio = (double) fast.frames() / usual.frames();
            assertTrue(ratio > 0.35 && ratio < 0.7, "twice the rate, about half the length: " + ratio);
            voice.adjust(new VoiceSettings(150, 200, 100));
            Pcm high = voice.synthesize(text);
            assertFalse(Arrays.equals(usual.data(), high.data()), "another pitch, other samples");
            voice.adjust(new VoiceSettings(150, 100, 50));
            Pcm quiet = voice.synthesize(text);
            assertEquals(usual.frames(), quiet.frames());
            assertEquals(peak(usual) / 2.0, peak(quiet), 1.0, "half the volume, half the peak");
            voice.adjust(VoiceSettings.USUAL);
            assertTrue(Arrays.equals(usual.data(), voice.synthesize(text).data()), "and back as it was");
            assertNotEquals(0, peak(usual));
        }
    }

    private static int peak(Pcm pcm) {
        int most = 0;
        byte[] d = pcm.data();
        boolean big = pcm.format().isBigEndian();
        for (int i = 0; i + 1 < d.length; i += 2) {
            int s = (short) (big ? (d[i] << 8) | (d[i + 1] & 0xff) : (d[i + 1] << 8) | (d[i] & 0xff));
            most = Math.max(most, Math.abs(s));
        }
        return most;
    }

    private static List<Byte> toList(byte[] b) {
        Byte[] boxed = new Byte[b.length];
        for (int i = 0; i < b.length; i++) {
            boxed[i] = b[i];
        }
        return List.of(boxed);
    }
}
