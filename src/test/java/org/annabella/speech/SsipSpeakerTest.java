package org.annabella.speech;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SsipSpeakerTest {
    @TempDir
    Path dir;

    @Test
    void namesItselfAsksForEventsAndSpeaksUntilTheEndEvent() throws Exception {
        try (FakeSpeechDispatcher server = new FakeSpeechDispatcher(dir.resolve("speechd.sock"));
                SsipSpeaker ssip = SsipSpeaker.connect(server.socket, "de")) {
            assertTimeoutPreemptively(Duration.ofSeconds(5), () -> ssip.speak("Eva schlägt David sechs en passant"));
            assertEquals(List.of("Eva schlägt David sechs en passant"), server.spoken);
            assertTrue(server.lines.get(0).matches("SET self CLIENT_NAME .+:annabella:speech"), server.lines.get(0));
            assertEquals(List.of("SET self NOTIFICATION end on", "SET self NOTIFICATION cancel on",
                    "SET self LANGUAGE de", "SPEAK"), server.lines.subList(1, 5));
        }
    }

    @Test
    void linesOfTextAreSentWithLeadingDotsDoubled() throws Exception {
        assertEquals("Eva vier\r\n..dot\r\n.", SsipSpeaker.body("Eva vier\n.dot"));
        try (FakeSpeechDispatcher server = new FakeSpeechDispatcher(dir.resolve("speechd.sock"));
                SsipSpeaker ssip = SsipSpeaker.connect(server.socket, null)) {
            ssip.speak("Remis.\n.\nSchach");
            assertEquals(List.of("Remis.\n.\nSchach"), server.spoken);
            assertTrue(server.lines.contains(".."), server.lines.toString());
        }
    }

    @Test
    void stopFromAnotherThreadEndsTheUtterance() throws Exception {
        try (FakeSpeechDispatcher server = new FakeSpeechDispatcher(dir.resolve("speechd.sock"));
                SsipSpeaker ssip = SsipSpeaker.connect(server.socket, null)) {
            server.speakMillis = 60_000;
            Thread speaking = new Thread(() -> ssip.speak("long announcement"));
            speaking.start();
            while (server.spoken.isEmpty()) {
                Thread.sleep(10);
            }
            ssip.stop();
            speaking.join(3000);
            assertTrue(!speaking.isAlive(), "speak returned after STOP");
            assertTrue(server.lines.contains("STOP self"));
        }
    }

    @Test
    void aServerThatDiesIsReportedNotWaitedFor() throws Exception {
        try (FakeSpeechDispatcher server = new FakeSpeechDispatcher(dir.resolve("speechd.sock"));
                SsipSpeaker ssip = SsipSpeaker.connect(server.socket, null)) {
            server.dieOnSpeak = true;
            SpeechUnavailableException e = assertTimeoutPreemptively(Duration.ofSeconds(10),
                    () -> assertThrows(SpeechUnavailableException.class, () -> ssip.speak("Eva vier")));
            assertTrue(e.getMessage().contains("speech-dispatcher"), e.getMessage());
        }
    }

    @Test
    void noServerMeansUnavailableNamingTheSocket() {
        Path missing = dir.resolve("none.sock");
        SpeechUnavailableException e = assertThrows(SpeechUnavailableException.class,
                () -> SsipSpeaker.connect(missing, null));
        assertEquals("speech-dispatcher is not listening on " + missing
                + ": install the Debian package speech-dispatcher, or start it (speech-dispatcher -d)", e.getMessage());
    }

    @Test
    void aRefusedSettingIsReported() throws Exception {
        try (FakeSpeechDispatcher server = new FakeSpeechDispatcher(dir.resolve("speechd.sock"))) {
            server.refuse = "SET self LANGUAGE";
            SpeechUnavailableException e = assertThrows(SpeechUnavailableException.class,
                    () -> SsipSpeaker.connect(server.socket, "xx"));
            assertEquals("speech-dispatcher refused SET self LANGUAGE xx: 300 ERR REFUSED", e.getMessage());
        }
    }

    @Test
    void inAQueueALostDispatcherFallsBackToText() throws Exception {
        StringWriter text = new StringWriter();
        List<String> notices = new CopyOnWriteArrayList<>();
        try (FakeSpeechDispatcher server = new FakeSpeechDispatcher(dir.resolve("speechd.sock"));
                SpeechQueue q = new SpeechQueue(SsipSpeaker.connect(server.socket, null),
                        new TextSpeaker(new PrintWriter(text)), notices::add)) {
            q.say("Eva vier");
            assertTrue(q.awaitIdle(Duration.ofSeconds(5)));
            server.close();
            q.say("Eva fuenf");
            assertTrue(q.awaitIdle(Duration.ofSeconds(10)));
            assertEquals(List.of("Eva vier"), server.spoken);
        }
        assertEquals("Eva fuenf" + System.lineSeparator(), text.toString());
        assertEquals(1, notices.size());
        assertTrue(notices.get(0).startsWith("Speech with ssip is not available (") && notices.get(0).contains(
                "speech-dispatcher"), notices.get(0));
    }
}
