package org.annabella.speech;

/**
 * Which state of a known utterance each frame belongs to: the best path (Viterbi) through the
 * states of its phones, one after the other, each kept for as many frames as fits, with a silence
 * before and after that may be left out. Frames are scored by the recogniser itself (its senone
 * scores, 0 the best and larger worse), so the path is the one pocketsphinx would find for the
 * words; transition probabilities are left out, as they barely move a path this constrained.
 */
final class StateAlignment {
    private StateAlignment() {
    }

    /**
     * The senone of each frame, or null where the frames are fewer than the states.
     *
     * @param scores [frame][senone], as pocketsphinx logs them
     * @param states the senones of the words, in order
     * @param silence the senones of silence
     */
    static int[] align(short[][] scores, int[] states, int[] silence) {
        int[] chain = new int[states.length + 2 * silence.length];
        System.arraycopy(silence, 0, chain, 0, silence.length);
        System.arraycopy(states, 0, chain, silence.length, states.length);
        System.arraycopy(silence, 0, chain, silence.length + states.length, silence.length);
        int n = chain.length;
        int frames = scores.length;
        if (frames < states.length) {
            return null;
        }
        long[] cost = new long[n];
        java.util.Arrays.fill(cost, Long.MAX_VALUE);
        cost[0] = scores[0][chain[0]];
        cost[silence.length] = scores[0][chain[silence.length]]; // the silence before left out
        boolean[][] moved = new boolean[frames][n];
        for (int t = 1; t < frames; t++) {
            long[] next = new long[n];
            for (int i = n - 1; i >= 0; i--) {
                long stay = cost[i];
                long move = i == 0 ? Long.MAX_VALUE : cost[i - 1];
                moved[t][i] = move < stay;
                long best = Math.min(stay, move);
                next[i] = best == Long.MAX_VALUE ? best : best + scores[t][chain[i]];
            }
            cost = next;
        }
        int last = n - 1;
        int withoutSilence = n - 1 - silence.length; // the silence after left out
        int at = cost[withoutSilence] < cost[last] ? withoutSilence : last;
        if (cost[at] == Long.MAX_VALUE) {
            return null;
        }
        int[] out = new int[frames];
        for (int t = frames - 1; t >= 0; t--) {
            out[t] = chain[at];
            if (t > 0 && moved[t][at]) {
                at--;
            }
        }
        return out;
    }
}
