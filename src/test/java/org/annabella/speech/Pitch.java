package org.annabella.speech;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** A voice's pitch, for tests: the median over its loud 40 ms frames of the lag that best repeats the wave. */
final class Pitch {
    private Pitch() {
    }

    /** The median fundamental frequency in hertz of 16-bit mono sound, voices from 50 to 500 Hz. */
    static double median(Pcm sound) {
        short[] s = samples(sound.littleEndian());
        float rate = sound.format().getSampleRate();
        int frame = Math.round(rate * 0.04f);
        int minLag = Math.round(rate / 500);
        int maxLag = Math.round(rate / 50);
        int peak = 0;
        for (short v : s) {
            peak = Math.max(peak, Math.abs(v));
        }
        List<Double> f0 = new ArrayList<>();
        for (int start = 0; start + frame + maxLag < s.length; start += frame) {
            int loud = 0;
            for (int i = start; i < start + frame; i++) {
                loud = Math.max(loud, Math.abs(s[i]));
            }
            if (loud < peak / 3) {
                continue;
            }
            int best = 0;
            double bestScore = 0;
            for (int lag = minLag; lag <= maxLag; lag++) {
                double xy = 0;
                double xx = 0;
                double yy = 0;
                for (int i = start; i < start + frame; i++) {
                    xy += s[i] * (double) s[i + lag];
                    xx += s[i] * (double) s[i];
                    yy += s[i + lag] * (double) s[i + lag];
                }
                double score = xy / Math.sqrt(xx * yy + 1);
                if (score > bestScore) {
                    bestScore = score;
                    best = lag;
                }
            }
            if (bestScore > 0.6) {
                f0.add((double) rate / best);
            }
        }
        Collections.sort(f0);
        return f0.isEmpty() ? 0 : f0.get(f0.size() / 2);
    }

    private static short[] samples(Pcm pcm) {
        byte[] d = pcm.data();
        short[] s = new short[d.length / 2];
        for (int i = 0; i < s.length; i++) {
            s[i] = (short) ((d[2 * i + 1] << 8) | (d[2 * i] & 0xff));
        }
        return s;
    }
}
