package org.annabella.speech;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.time.Duration;
import javax.sound.sampled.AudioFormat;
import javax.sound.sampled.AudioSystem;
import javax.sound.sampled.DataLine;
import javax.sound.sampled.LineUnavailableException;
import javax.sound.sampled.SourceDataLine;
import org.junit.jupiter.api.Test;

class SoundCardTest {
    static final AudioFormat FORMAT = new AudioFormat(16000, 16, 1, true, true);

    static Pcm sound(int frames) {
        byte[] data = new byte[frames * 2];
        for (int i = 0; i < data.length; i++) {
            data[i] = (byte) (i * 7);
        }
        return new Pcm(FORMAT, data);
    }

    @Test
    void withoutAnAudioDeviceItSaysSoAtOnce() {
        assumeFalse(AudioSystem.isLineSupported(new DataLine.Info(SourceDataLine.class, FORMAT)),
                "this machine has a sound card; the no-device case is covered by the stand-in below");
        SpeechUnavailableException e = assertTimeoutPreemptively(Duration.ofSeconds(10),
                () -> assertThrows(SpeechUnavailableException.class, () -> new SoundCard().play(sound(1600))));
        assertEquals("no audio device: check the system's sound settings, or install the Debian package pipewire-pulse or pulseaudio", e.getMessage());
    }

    @Test
    void aLineThatCannotBeOpenedIsReportedAsNoDevice() {
        SoundCard card = new SoundCard(f -> {
            throw new LineUnavailableException("busy");
        }, 200);
        assertEquals("no audio device: check the system's sound settings, or install the Debian package pipewire-pulse or pulseaudio", assertThrows(SpeechUnavailableException.class,
                () -> card.play(sound(100))).getMessage());
    }

    @Test
    void playsEverySampleInOrderAndReturnsWhenPlayed() {
        FakeLine fake = new FakeLine(FORMAT, 400);
        Pcm sound = sound(16000);
        assertTimeoutPreemptively(Duration.ofSeconds(10), () -> new SoundCard(f -> fake.line(), 500).play(sound));
        assertArrayEquals(sound.data(), fake.written.toByteArray());
        assertEquals(16000, fake.played);
    }

    @Test
    void aWedgedDeviceIsReportedInsteadOfHanging() {
        FakeLine fake = new FakeLine(FORMAT, 0);
        SoundCard card = new SoundCard(f -> fake.line(), 200);
        SpeechUnavailableException e = assertTimeoutPreemptively(Duration.ofSeconds(5),
                () -> assertThrows(SpeechUnavailableException.class, () -> card.play(sound(16000))));
        assertEquals("the audio device stopped playing", e.getMessage());
        assertTrue(fake.closed, "the wedged line is let go");
    }

    @Test
    void stopCutsTheSoundShort() throws Exception {
        FakeLine fake = new FakeLine(FORMAT, 40); // 40 frames per 5 ms poll: 16000 frames take 2 s
        SoundCard card = new SoundCard(f -> fake.line(), 500);
        Thread player = new Thread(() -> card.play(sound(16000)));
        player.start();
        Thread.sleep(100);
        card.stop();
        player.join(2000);
        assertTrue(!player.isAlive(), "play returned after stop");
        assertTrue(fake.played < 16000, "stopped before the end");
    }
}
