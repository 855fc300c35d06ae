package org.annabella.speech;

import java.util.ArrayList;
import java.util.List;

/**
 * How well the installed model has fitted one speaker of late: the misfits against free phones
 * ({@link Recognizer#misfit}) of the last moves heard from him without a profile, oldest first.
 * A value: {@link #with} gives the next one.
 *
 * @param misfits at most {@link #WINDOW} of them
 */
record VoiceFit(List<Double> misfits) {
    /**
     * How many moves the speaker is judged by: enough that one move fitting well by chance does
     * not clear a voice the model fits poorly, few enough that a voice is judged within its first
     * moves (docs/performance.md, "A voice far from the model").
     */
    static final int WINDOW = 9;
    /** A speaker not heard yet. */
    static final VoiceFit NONE = new VoiceFit(List.of());

    VoiceFit {
        misfits = List.copyOf(misfits);
    }

    /** This with {@code misfit}, the newest, the oldest dropped beyond {@link #WINDOW}. */
    VoiceFit with(double misfit) {
        List<Double> next = new ArrayList<>(misfits);
        next.add(misfit);
        return new VoiceFit(next.subList(Math.max(0, next.size() - WINDOW), next.size()));
    }

    /** The median misfit (of an even count, the mean of the middle two); NaN when none was heard. */
    double median() {
        if (misfits.isEmpty()) {
            return Double.NaN;
        }
        double[] sorted = misfits.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }
}
