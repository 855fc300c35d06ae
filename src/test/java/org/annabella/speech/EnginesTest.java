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
            try (Speaker speaker = Engines.open(name, new PrintWriter(text))) {
                assertEquals(name, speaker.name());
            }
        }
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Engines.open("espeak", new PrintWriter(text)));
        assertEquals("unknown speech engine 'espeak'; choose one of freetts, ssip, text, none", e.getMessage());
    }

    @Test
    void aQueueOnAMissingSpeechDispatcherSaysSoAndUsesText() throws Exception {
        assumeFalse(Files.exists(SsipSpeaker.defaultSocket()), "speech-dispatcher is running here");
        try (SpeechQueue q = Engines.queue("ssip", new PrintWriter(text), notices::add)) {
            q.say("Kurze Rochade");
            assertTrue(q.awaitIdle(Duration.ofSeconds(5)));
        }
        assertEquals(List.of("Speech with ssip is not available (speech-dispatcher is not listening on "
                + SsipSpeaker.defaultSocket() + ": install the Debian package speech-dispatcher, or start it (speech-dispatcher -d)); "
                + "continuing with text."), notices);
        assertEquals("Kurze Rochade" + System.lineSeparator(), text.toString());
    }
}
