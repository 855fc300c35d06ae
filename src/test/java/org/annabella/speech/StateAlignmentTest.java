package org.annabella.speech;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Frames aligned to the states of known words: silence before and after where it fits, every state in order. */
class StateAlignmentTest {
    private static final int[] SILENCE = {0, 1};
    private static final int SENONES = 6;
    private static final short WORSE = 100;

    /** Scores where each frame's senone scores 0, every other one {@link #WORSE}. */
    private static short[][] best(int... senones) {
        short[][] scores = new short[senones.length][SENONES];
        for (int t = 0; t < senones.length; t++) {
            Arrays.fill(scores[t], WORSE);
            scores[t][senones[t]] = 0;
        }
        return scores;
    }

    @Test
    void framesFollowTheSilenceTheWordsAndTheSilence() {
        int[] frames = {0, 1, 1, 2, 2, 2, 3, 0, 1};
        assertArrayEquals(frames, StateAlignment.align(best(frames), new int[] {2, 3}, SILENCE));
    }

    @Test
    void theSilenceBeforeIsLeftOutWhereTheWordsBeginAtOnce() {
        int[] frames = {2, 3, 3, 0, 1};
        assertArrayEquals(frames, StateAlignment.align(best(frames), new int[] {2, 3}, SILENCE));
    }

    @Test
    void theSilenceAfterIsLeftOutWhereTheWordsEndLast() {
        int[] frames = {0, 1, 2, 2, 3};
        assertArrayEquals(frames, StateAlignment.align(best(frames), new int[] {2, 3}, SILENCE));
        int[] neither = {2, 3, 4, 4};
        assertArrayEquals(neither, StateAlignment.align(best(neither), new int[] {2, 3, 4}, SILENCE));
    }

    @Test
    void fewerFramesThanStatesAreNotAligned() {
        assertNull(StateAlignment.align(best(2, 4), new int[] {2, 3, 4}, SILENCE));
        assertNotNull(StateAlignment.align(best(2, 3, 4), new int[] {2, 3, 4}, SILENCE));
    }

    @Test
    void aStateNoFrameFitsIsKeptOneFrameWhereItFitsBest() {
        // state 3 is never the best; it costs 50 in frame 1 and 100 elsewhere
        short[][] scores = best(2, 2, 4, 4);
        scores[1][3] = 50;
        assertArrayEquals(new int[] {2, 3, 4, 4}, StateAlignment.align(scores, new int[] {2, 3, 4}, SILENCE));
        // frames that fit the states backwards are still aligned to them in order
        int[] out = StateAlignment.align(best(4, 4, 3, 2, 2), new int[] {2, 3, 4}, SILENCE);
        assertEquals(List.of(2, 3, 4), runs(out));
    }

    /** The senones of an alignment with each run of frames counted once. */
    private static List<Integer> runs(int[] alignment) {
        List<Integer> out = new ArrayList<>();
        for (int s : alignment) {
            if (out.isEmpty() || out.get(out.size() - 1) != s) {
                out.add(s);
            }
        }
        return out;
    }

    @Test
    void theAlignmentIsTheCheapestOfAllPathsOnRandomScores() {
        // every path enumerated on small random cases: the one found is a path, and none costs less
        Random random = new Random(7);
        int[] states = {2, 3, 4};
        for (int trial = 0; trial < 300; trial++) {
            int frames = states.length + random.nextInt(6);
            short[][] scores = new short[frames][SENONES];
            for (short[] frame : scores) {
                for (int s = 0; s < SENONES; s++) {
                    frame[s] = (short) random.nextInt(50);
                }
            }
            int[] out = StateAlignment.align(scores, states, SILENCE);
            List<List<Integer>> allowed = List.of(List.of(2, 3, 4), List.of(0, 1, 2, 3, 4),
                    List.of(2, 3, 4, 0, 1), List.of(0, 1, 2, 3, 4, 0, 1));
            assertTrue(allowed.contains(runs(out)), Arrays.toString(out));
            long cheapest = Long.MAX_VALUE;
            for (List<Integer> chain : allowed) {
                cheapest = Math.min(cheapest, cheapest(scores, chain, 0, 0));
            }
            assertEquals(cheapest, cost(scores, out), "trial " + trial + ": " + Arrays.toString(out));
        }
    }

    private static long cost(short[][] scores, int[] alignment) {
        long c = 0;
        for (int t = 0; t < alignment.length; t++) {
            c += scores[t][alignment[t]];
        }
        return c;
    }

    /** The cheapest way frames {@code t} on go through {@code chain} from its state {@code at}, each state one frame or more. */
    private static long cheapest(short[][] scores, List<Integer> chain, int t, int at) {
        int left = scores.length - t;
        int statesLeft = chain.size() - at;
        if (statesLeft == 0) {
            return left == 0 ? 0 : Long.MAX_VALUE;
        }
        long best = Long.MAX_VALUE;
        long run = 0;
        for (int k = 1; k <= left - (statesLeft - 1); k++) {
            run += scores[t + k - 1][chain.get(at)];
            long rest = cheapest(scores, chain, t + k, at + 1);
            if (rest != Long.MAX_VALUE) {
                best = Math.min(best, run + rest);
            }
        }
        return best;
    }
}
