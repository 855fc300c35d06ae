package org.annabella.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;
import org.annabella.announce.Language;
import org.annabella.announce.Words;
import org.annabella.speech.Pcm;
import org.annabella.speech.SpeechAudio;
import org.junit.jupiter.api.Test;

/** The enrolment script read at the keyboard: Enter records a line, s skips it, q stops; nothing heard, the line again. */
class ScriptReadingTest {
    private static final List<String> LINES = List.of("Springer Felix drei", "Eva vier", "Cesar fuenf");
    private static final Words EN = Words.aloud(Language.ENGLISH);

    /** Utterances handed out in turn, a null for a line where nothing was said; counts the asking. */
    private static final class Heard implements ScriptReading.Takes {
        final Deque<Pcm> next = new ArrayDeque<>();
        int asked;

        Heard(Pcm... utterances) {
            Arrays.stream(utterances).forEach(u -> next.add(u == null ? NOTHING : u));
        }

        @Override
        public Pcm next() {
            asked++;
            Pcm u = next.poll();
            return u == NOTHING ? null : u;
        }
    }

    private static final Pcm NOTHING = SpeechAudio.pcm(new short[1]);

    /** A tone of {@code s} seconds standing {@code db} above a faint room, with room before and after. */
    private static Pcm seconds(double s, double db) {
        int rate = (int) SpeechAudio.RATE;
        short[] samples = new short[(int) ((s + 1) * rate)];
        java.util.Random room = new java.util.Random(3);
        double amplitude = 20 * Math.pow(10, db / 20);
        for (int i = 0; i < samples.length; i++) {
            boolean tone = i >= rate / 2 && i < samples.length - rate / 2;
            samples[i] = (short) (room.nextGaussian() * 20 + (tone ? amplitude * Math.sin(i * 0.2) : 0));
        }
        return SpeechAudio.pcm(samples);
    }

    private static Pcm seconds(double s) {
        return seconds(s, 40);
    }

    @Test
    void eachLineIsRecordedAfterEnterSkippedWithSAndOfferedAgainWhereNothingWasHeard() throws Exception {
        Pcm first = seconds(1.5);
        Pcm third = seconds(2);
        Heard heard = new Heard(first, null, third);
        StringWriter out = new StringWriter();
        // Enter, s, Enter (nothing heard), a stray word, Enter
        List<Pcm> got = new ScriptReading(new BufferedReader(new StringReader("\ns\n\nfoo\n\n")), new PrintWriter(out), EN, heard)
                .read(LINES);
        assertEquals(3, got.size());
        assertSame(first, got.get(0));
        assertNull(got.get(1), "skipped");
        assertSame(third, got.get(2));
        assertEquals(3, heard.asked, "asked only after Enter");
        String said = out.toString();
        assertTrue(said.startsWith("Read each line aloud"), said);
        assertTrue(said.contains("Line 1 of 3: Springer Felix drei\nHeard, 2.5 seconds.\nLine 2 of 3: Eva vier\n"
                + "Line 3 of 3: Cesar fuenf\nNothing heard: the same line again.\nLine 3 of 3: Cesar fuenf\n"
                + "Enter records the line, s skips it, q stops.\nLine 3 of 3: Cesar fuenf\nHeard, 3 seconds.\n"), said);
    }

    @Test
    void aLineSaidInTooLoudARoomIsOfferedAgainAtOnce() throws Exception {
        Pcm loud = seconds(1, 15);
        Pcm clear = seconds(1, 30);
        Heard heard = new Heard(loud, clear);
        StringWriter out = new StringWriter();
        List<Pcm> got = new ScriptReading(new BufferedReader(new StringReader("\n\n")), new PrintWriter(out), EN, heard)
                .read(LINES.subList(0, 1));
        assertEquals(List.of(clear), got);
        assertTrue(out.toString().matches("(?s).*Line 1 of 1: Springer Felix drei\nHeard, but too noisy \\(speech 1[0-9] dB above the"
                + " room; 21 needed\\): the same line again, closer to the microphone.\nLine 1 of 1: Springer Felix drei\n"
                + "Heard, 2 seconds.\n"), out.toString());
    }

    @Test
    void aSpanishSpeakerIsToldEverythingInSpanish() throws Exception {
        Heard heard = new Heard(seconds(1, 15), null, seconds(1.5));
        StringWriter out = new StringWriter();
        List<Pcm> got = new ScriptReading(new BufferedReader(new StringReader("\n\nx\n\n")), new PrintWriter(out),
                Words.aloud(Language.SPANISH), heard).read(LINES.subList(0, 1));
        assertEquals(1, got.size());
        String said = out.toString();
        assertTrue(said.startsWith("Lea cada línea en voz alta como anunciaría una jugada."), said);
        assertTrue(said.matches("(?s).*Línea 1 de 1: Springer Felix drei\nOído, pero demasiado ruido \\(la voz, 1[0-9] dB por"
                + " encima de la sala; hacen falta 21\\): la misma línea otra vez, más cerca del micrófono.\nLínea 1 de 1:"
                + " Springer Felix drei\nNo se oyó nada: la misma línea otra vez.\nLínea 1 de 1: Springer Felix drei\n"
                + "Intro graba la línea, s la salta, q termina.\nLínea 1 de 1: Springer Felix drei\nOído, 2,5 segundos.\n"), said);
    }

    @Test
    void qOrTheEndOfTheKeyboardStopsWithNothingToKeep() throws Exception {
        for (String keys : List.of("\nq\n", "\n", "\n Q \n")) {
            Heard heard = new Heard(seconds(1), seconds(1));
            List<Pcm> got = new ScriptReading(new BufferedReader(new StringReader(keys)), new PrintWriter(new StringWriter()),
                    EN, heard).read(LINES);
            assertNull(got, "stopped by " + keys.replace("\n", "\\n"));
            assertEquals(1, heard.asked);
        }
    }
}
