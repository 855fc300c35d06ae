package org.annabella.speech;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.annabella.announce.Style;
import org.annabella.rules.Notation;
import org.annabella.rules.Position;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Live input without a microphone: a recording of a room with two announcements, a knock and
 * pauses is fed to the cutter in uneven pieces, as a sound card delivers it; the utterances it
 * cuts are then heard by the recogniser, the same path as the microphone's.
 */
class UtteranceCutterTest {
    private static short[] first;
    private static short[] secondStart;
    private static short[] secondEnd;

    @BeforeAll
    static void speak() {
        try (FreeTtsSynthesizer voice = FreeTtsSynthesizer.load(PronunciationLexicon.loadDefault())) {
            first = SpeechAudio.samples(SpokenMoves.freeTts(voice, "Eva vier"));
            // the voice's own silence around the words trimmed, so that the pause between them is the test's
            secondStart = trim(SpeechAudio.samples(SpokenMoves.freeTts(voice, "Springer")));
            secondEnd = trim(SpeechAudio.samples(SpokenMoves.freeTts(voice, "Felix sechs")));
        }
    }

    @Test
    void twoAnnouncementsAreCutOutOfTheRoomAndAKnockIsNot() throws Exception {
        Random random = new Random(3);
        List<short[]> parts = List.of(room(1.0, random), first, room(1.2, random), knock(), room(1.0, random),
                secondStart, room(0.4, random), secondEnd, room(1.0, random));
        short[] stream = concat(parts);
        List<Pcm> cut = new ArrayList<>();
        UtteranceCutter cutter = new UtteranceCutter(cut::add);
        for (int at = 0; at < stream.length; ) {
            int n = Math.min(stream.length - at, 1 + random.nextInt(3000));
            cutter.feed(java.util.Arrays.copyOfRange(stream, at, at + n), n);
            at += n;
        }
        cutter.end();
        assertEquals(2, cut.size(), "two utterances: the knock is too short, the pause inside the second too short to cut it");
        assertBetween(first.length, first.length + 16000, cut.get(0).frames());
        int second = secondStart.length + secondEnd.length + 6400;
        assertBetween(second, second + 16000, cut.get(1).frames());

        Assumptions.assumeTrue(SpokenMoves.recogniserInstalled(),
                "pocketsphinx is not installed (Debian packages pocketsphinx, pocketsphinx-en-us): the cut utterances are not heard");
        try (Recognizer ear = Recognizer.open(List.of(Style.FIDE))) {
            Position p = Position.startPosition();
            List<String> said = List.of("eva vier", "springer felix sechs");
            List<String> moves = List.of("e4", "Nf6");
            for (int i = 0; i < cut.size(); i++) {
                Hearing h = ear.hear(p, cut.get(i));
                assertEquals(said.get(i), h.words(), h.toString());
                if (h.kind() == Hearing.Kind.MOVE) {
                    assertEquals(moves.get(i), Notation.san(p, h.move()));
                }
                p.makeMove(Notation.parse(p, moves.get(i)));
            }
        }
    }

    @Test
    void speechRunningToTheEndOfTheStreamIsHandedOnAtTheEnd() {
        List<Pcm> cut = new ArrayList<>();
        UtteranceCutter cutter = new UtteranceCutter(cut::add);
        short[] stream = concat(List.of(room(0.5, new Random(1)), first));
        cutter.feed(stream, stream.length);
        assertEquals(0, cut.size());
        cutter.end();
        assertEquals(1, cut.size());
    }

    private static void assertBetween(long low, long high, long value) {
        assertTrue(value >= low && value <= high, value + " not in " + low + ".." + high);
    }

    /** The hum of a hall, 45 dB or so below the voice. */
    static short[] room(double seconds, Random random) {
        short[] s = new short[(int) (seconds * SpeechAudio.RATE)];
        for (int i = 0; i < s.length; i++) {
            s[i] = (short) Math.round(random.nextGaussian() * 30);
        }
        return s;
    }

    /** A sharp 80 ms knock. */
    private static short[] knock() {
        short[] s = new short[(int) (0.08 * SpeechAudio.RATE)];
        for (int i = 0; i < s.length; i++) {
            s[i] = (short) (12000 * Math.exp(-i / 300.0) * Math.sin(i / 3.0));
        }
        return s;
    }

    private static short[] trim(short[] s) {
        int from = 0;
        int to = s.length;
        while (from < to && Math.abs(s[from]) < 100) {
            from++;
        }
        while (to > from && Math.abs(s[to - 1]) < 100) {
            to--;
        }
        return java.util.Arrays.copyOfRange(s, from, to);
    }

    private static short[] concat(List<short[]> parts) {
        short[] out = new short[parts.stream().mapToInt(p -> p.length).sum()];
        int at = 0;
        for (short[] p : parts) {
            System.arraycopy(p, 0, out, at, p.length);
            at += p.length;
        }
        return out;
    }

}
