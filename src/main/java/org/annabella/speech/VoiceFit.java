package org.annabella.speech;

import java.util.ArrayList;
import java.util.List;

/**
 * How well the installed model has fitted one speaker of late: the misfits against free phones
 * ({@link Recognizer#misfit}) of the last moves heard from him without a profile, oldest first.
 * A value: {@link #with} gives the next one.
 *
 * @param misfits at most {@code window} of them
 * @param window how many moves the speaker is judged by
 */
public record VoiceFit(List<Double> misfits, int window) {
    /**
     * How many moves the speaker is judged by: enough that a run of moves fitting well by chance
     * does not clear a voice the model fits poorly (with the last 9, a Caribbean English voice
     * whose moves fit at a median of 17.7 had 5 of 9 fit and a move taken wrong), and a voice is
     * still judged from its first move on, by the moves heard so far (docs/performance.md, "A
     * longer memory of the speaker").
     */
    public static final int WINDOW = 45;
    /** A speaker not heard yet. */
    static final VoiceFit NONE = none(WINDOW);

    public VoiceFit {
        if (window < 1) {
            throw new IllegalArgumentException("a speaker is judged by at least one move, not " + window);
        }
        misfits = List.copyOf(misfits);
    }

    /** A speaker not heard yet, to be judged by the last {@code window} moves (a benchmark's other rules). */
    public static VoiceFit none(int window) {
        return new VoiceFit(List.of(), window);
    }

    /** This with {@code misfit}, the newest, the oldest dropped beyond {@link #window}. */
    public VoiceFit with(double misfit) {
        List<Double> next = new ArrayList<>(misfits);
        next.add(misfit);
        return new VoiceFit(next.subList(Math.max(0, next.size() - window), next.size()), window);
    }

    /**
     * What is kept of the speaker once {@code heard} (this with a move's misfit) was heard {@code
     * snr} dB above the room: a room too loud to take anything tells of the room, not the voice
     * ({@link Recognizer#NOISY_DB}).
     */
    public VoiceFit kept(VoiceFit heard, double snr) {
        return snr >= Recognizer.NOISY_DB ? heard : this;
    }

    /** The median misfit (of an even count, the mean of the middle two); NaN when none was heard. */
    public double median() {
        if (misfits.isEmpty()) {
            return Double.NaN;
        }
        double[] sorted = misfits.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }
}
