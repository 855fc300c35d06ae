package org.annabella.speech;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.time.Duration;
import javax.sound.sampled.AudioFormat;
import javax.sound.sampled.AudioInputStream;
import javax.sound.sampled.AudioSystem;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;
import org.annabella.rules.InputException;

/**
 * Sound of any length, rate, channel count and sample size is read in bounded time: up to
 * {@link SpeechAudio#MAX_SECONDS} it is converted, beyond it (to a stream that never ends) it is
 * refused after reading that much and a frame, never read to its end.
 */
class SpeechAudioLengthPropertyTest {
    private static final float[] RATES = {4000, 8000, 11025, 16000, 22050, 44100, 48000, 96000, 192000};
    private static final int[] BITS = {8, 16, 24};

    @Property(tries = 60)
    void soundPastTheLimitIsRefusedAndSoundWithinItIsRead(@ForAll @IntRange(max = 8) int rate,
            @ForAll @IntRange(min = 1, max = 8) int channels, @ForAll @IntRange(max = 2) int bits,
            @ForAll boolean bigEndian, @ForAll @LongRange(min = -1_000, max = 1_000) long framesFromLimit,
            @ForAll boolean endless) {
        AudioFormat f = new AudioFormat(RATES[rate], BITS[bits], channels, true, bigEndian);
        long limit = (long) (SpeechAudio.MAX_SECONDS * f.getSampleRate());
        long frames = endless ? AudioSystem.NOT_SPECIFIED : limit + framesFromLimit;
        AudioInputStream in = new AudioInputStream(new Zeros(), f, frames);
        if (endless || frames > limit) {
            InputException e = assertTimeoutPreemptively(Duration.ofSeconds(10),
                    () -> assertThrows(InputException.class, () -> SpeechAudio.convert(in, "audio file x.wav")));
            assertTrue(e.getMessage().startsWith("audio file x.wav is longer than 30 seconds"), e.getMessage());
        } else {
            Pcm pcm = assertTimeoutPreemptively(Duration.ofSeconds(10), () -> SpeechAudio.convert(in, "x"));
            assertEquals(frames * SpeechAudio.RATE / f.getSampleRate(), pcm.frames(), 1);
        }
    }

    /** Silence that never ends. */
    private static final class Zeros extends InputStream {
        @Override
        public int read() {
            return 0;
        }

        @Override
        public int read(byte[] b, int off, int len) {
            java.util.Arrays.fill(b, off, off + len, (byte) 0);
            return len;
        }
    }
}
