package org.annabella.speech;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import javax.sound.sampled.AudioFormat;
import javax.sound.sampled.AudioSystem;
import javax.sound.sampled.DataLine;
import javax.sound.sampled.SourceDataLine;
import org.junit.jupiter.api.Test;

class SpeechQueueTest {
    static final Duration WAIT = Duration.ofSeconds(10);
    final StringWriter text = new StringWriter();
    final List<String> notices = new CopyOnWriteArrayList<>();

    SpeechQueue queue(Speaker speaker) {
        return new SpeechQueue(speaker, new TextSpeaker(new PrintWriter(text)), notices::add);
    }

    @Test
    void theCallerNeverWaitsAndMessagesAreSaidInOrder() throws Exception {
        ScriptedSpeaker speaker = new ScriptedSpeaker(0, false);
        try (SpeechQueue q = queue(speaker)) {
            assertTimeoutPreemptively(Duration.ofSeconds(2), () -> {
                q.say("long announcement");
                q.say("Eva vier");
                q.say("Springer Felix drei");
            });
            speaker.awaitStart("long announcement");
            assertFalse(q.awaitIdle(Duration.ofMillis(100)), "still saying the long one");
            speaker.stop();
            assertTrue(q.awaitIdle(WAIT));
            assertEquals(List.of("start:long announcement", "stopped:long announcement", "start:Eva vier",
                    "end:Eva vier", "start:Springer Felix drei", "end:Springer Felix drei"), speaker.log());
        }
    }

    @Test
    void anUrgentMessageInterruptsAnAnnouncementAndGoesFirst() throws Exception {
        ScriptedSpeaker speaker = new ScriptedSpeaker(0, false);
        try (SpeechQueue q = queue(speaker)) {
            q.say("long announcement");
            q.say("Eva vier");
            speaker.awaitStart("long announcement");
            q.urgent("Flag fall: White's time is up");
            assertTrue(q.awaitIdle(WAIT));
            assertEquals(List.of("start:long announcement", "stopped:long announcement",
                    "start:Flag fall: White's time is up", "end:Flag fall: White's time is up",
                    "start:Eva vier", "end:Eva vier"), speaker.log());
        }
    }

    @Test
    void anUrgentMessageWaitsForAnotherUrgentOne() throws Exception {
        ScriptedSpeaker speaker = new ScriptedSpeaker(200, false);
        try (SpeechQueue q = queue(speaker)) {
            q.urgent("ruling");
            speaker.awaitStart("ruling");
            q.urgent("flag fall");
            assertTrue(q.awaitIdle(WAIT));
            assertEquals(List.of("start:ruling", "end:ruling", "start:flag fall", "end:flag fall"), speaker.log());
        }
    }

    @Test
    void repeatSaysTheLastMessageAgain() throws Exception {
        ScriptedSpeaker speaker = new ScriptedSpeaker(0, false);
        try (SpeechQueue q = queue(speaker)) {
            q.repeat();
            assertTrue(q.awaitIdle(WAIT));
            assertNull(q.last());
            q.say("Eva vier");
            q.say("Dame schlaegt Felix sieben Matt");
            assertTrue(q.awaitIdle(WAIT));
            q.repeat();
            assertTrue(q.awaitIdle(WAIT));
            assertEquals("Dame schlaegt Felix sieben Matt", q.last());
            assertEquals(List.of("start:Eva vier", "end:Eva vier", "start:Dame schlaegt Felix sieben Matt",
                    "end:Dame schlaegt Felix sieben Matt", "start:Dame schlaegt Felix sieben Matt",
                    "end:Dame schlaegt Felix sieben Matt"), speaker.log());
        }
    }

    @Test
    void aFailingEngineIsReportedOnceAndTextTakesOver() throws Exception {
        ScriptedSpeaker broken = new ScriptedSpeaker(0, true);
        try (SpeechQueue q = queue(broken)) {
            q.say("Eva vier");
            q.say("Eva fuenf");
            assertTrue(q.awaitIdle(WAIT));
            q.urgent("Illegal move");
            assertTrue(q.awaitIdle(WAIT));
            assertEquals("text", q.speaker().name());
        }
        assertEquals(List.of("Speech with scripted is not available (no audio device); continuing with text."), notices);
        assertEquals(String.join(System.lineSeparator(), "Eva vier", "Eva fuenf", "Illegal move", ""), text.toString());
        assertTrue(broken.closed);
    }

    @Test
    void withoutASoundCardFreeTtsFallsBackToTextForReal() throws Exception {
        AudioFormat format = new AudioFormat(16000, 16, 1, true, true);
        assumeFalse(AudioSystem.isLineSupported(new DataLine.Info(SourceDataLine.class, format)),
                "this machine has a sound card");
        Speaker freetts = new FreeTtsSpeaker(FreeTtsSynthesizer.load(PronunciationLexicon.load(Path.of("voice",
                "lexicon.txt"))), new SoundCard());
        try (SpeechQueue q = queue(freetts)) {
            q.say("Eva vier");
            q.say("Lange Rochade Schach");
            assertTrue(q.awaitIdle(WAIT));
        }
        assertEquals(List.of("Speech with freetts is not available (no audio device: check the system's sound settings, or install the Debian package pipewire-pulse or pulseaudio); continuing with text."), notices);
        assertEquals("Eva vier" + System.lineSeparator() + "Lange Rochade Schach" + System.lineSeparator(), text.toString());
    }

    @Test
    void closingWhileSpeakingReturnsAndRefusesMore() {
        ScriptedSpeaker speaker = new ScriptedSpeaker(0, false);
        SpeechQueue q = queue(speaker);
        q.say("long announcement");
        q.say("never said");
        assertTimeoutPreemptively(Duration.ofSeconds(5), () -> {
            speaker.awaitStart("long announcement");
            q.close();
        });
        assertTrue(speaker.closed);
        assertFalse(speaker.log().contains("start:never said"));
        assertThrows(IllegalStateException.class, () -> q.say("Eva vier"));
    }
}
