package org.annabella.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.annabella.speech.Enrolment;
import org.annabella.speech.FreeTtsSynthesizer;
import org.annabella.speech.PronunciationLexicon;
import org.annabella.speech.SpokenMoves;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The microphone for real: annabella started as a person starts it, its sound card's input a
 * PulseAudio server of the test's own ({@link VirtualMicrophone}) into which the moves and the
 * enrolment script are said. Skipped without pulseaudio, libasound2-plugins or pocketsphinx.
 */
class MicrophoneTest {
    @TempDir
    static Path dir;
    private static VirtualMicrophone microphone;
    private static FreeTtsSynthesizer voice;

    @BeforeAll
    static void start() throws Exception {
        assumeTrue(VirtualMicrophone.available(),
                "pulseaudio or libasound2-plugins is not installed: no microphone to speak into");
        assumeTrue(SpokenMoves.recogniserInstalled(),
                "pocketsphinx is not installed (Debian packages pocketsphinx, pocketsphinx-en-us): nothing to hear with");
        microphone = VirtualMicrophone.start(Files.createDirectories(dir.resolve("pulse")));
        voice = FreeTtsSynthesizer.load(PronunciationLexicon.loadDefault());
    }

    @AfterAll
    static void stop() throws InterruptedException {
        if (voice != null) {
            voice.close();
        }
        if (microphone != null) {
            microphone.close();
        }
    }

    @Test
    void aMoveSaidIntoTheMicrophoneIsReadBackAndMadeOnYes() throws Exception {
        Path journal = dir.resolve("game.journal");
        try (Annabella a = new Annabella("play", "--vi", "white", "--listen", "--speech", "text", "--journal",
                journal.toString())) {
            a.await(l -> l.equals("Hearing with the recogniser as installed: if it asks you to repeat often, annabella enrol"
                    + " adapts it to your voice."));
            a.await(l -> l.contains("White to move."));
            microphone.say(SpokenMoves.freeTts(voice, "Eva vier"));
            a.await(l -> l.contains("Heard: eva vier."));
            a.await(l -> l.contains("White: Eva vier? Enter or yes makes it"));
            a.type("yes");
            a.await(l -> l.contains("White: Eva vier."));
            a.type("quit");
            assertEquals(0, a.exit());
        }
        CliRun r = CliRun.of("export", journal.toString(), "--out", dir.resolve("pgn").toString());
        assertEquals(0, r.exit, r.err);
        Path pgn = Path.of(r.out.lines().filter(l -> l.endsWith(".pgn")).findFirst().orElseThrow());
        assertTrue(Files.readString(pgn).contains("1. e4"), Files.readString(pgn));
    }

    @Test
    void theScriptReadIntoTheMicrophoneMakesAProfile() throws Exception {
        Path profile = dir.resolve("kevin");
        List<String> lines = Enrolment.script();
        try (Annabella a = new Annabella("enrol", profile.toString())) {
            for (int i = 0; i < lines.size(); i++) {
                String prompt = "Line " + (i + 1) + " of " + lines.size() + ": " + lines.get(i);
                a.await(l -> l.equals(prompt));
                if (i < Enrolment.FEWEST) {
                    a.type("");
                    microphone.say(SpokenMoves.freeTts(voice, lines.get(i)));
                    a.await(l -> l.startsWith("Heard, "));
                } else {
                    a.type("s"); // the first lines are enough
                }
            }
            a.await(l -> l.startsWith("Profile written to " + profile + ": " + Enrolment.FEWEST + " of " + Enrolment.FEWEST
                    + " recordings used"));
            assertEquals(0, a.exit());
        }
        assertEquals(profile, Enrolment.profile(profile));
    }

    /** annabella in a process of its own, hearing the virtual microphone; what it prints, line by line. */
    private static final class Annabella implements AutoCloseable {
        private final Process process;
        private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
        private final List<String> seen = new ArrayList<>();
        private final OutputStream keys;

        Annabella(String... args) throws IOException {
            List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-cp", System.getProperty("java.class.path"), "org.annabella.cli.Main"));
            command.addAll(List.of(args));
            ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true);
            microphone.env(pb);
            process = pb.start();
            keys = process.getOutputStream();
            Thread reader = new Thread(() -> {
                try (BufferedReader r = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
                    for (String l = r.readLine(); l != null; l = r.readLine()) {
                        lines.add(l.replaceFirst("^> ", ""));
                    }
                } catch (IOException e) {
                    // the process ended
                }
            });
            reader.setDaemon(true);
            reader.start();
        }

        /** Waits for a line that matches, up to half a minute; fails naming what was printed. */
        void await(Predicate<String> wanted) throws InterruptedException {
            long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
            for (String l = ""; System.nanoTime() < end; ) {
                l = lines.poll(end - System.nanoTime(), TimeUnit.NANOSECONDS);
                if (l == null) {
                    break;
                }
                seen.add(l);
                if (wanted.test(l)) {
                    return;
                }
            }
            throw new AssertionError("not printed; it printed:\n" + String.join("\n", seen));
        }

        void type(String line) throws IOException {
            keys.write((line + "\n").getBytes(StandardCharsets.UTF_8));
            keys.flush();
        }

        int exit() throws InterruptedException {
            assertTrue(process.waitFor(60, TimeUnit.SECONDS), "ended: " + String.join("\n", seen));
            return process.exitValue();
        }

        @Override
        public void close() {
            assertNotNull(process);
            process.destroyForcibly();
        }
    }
}
