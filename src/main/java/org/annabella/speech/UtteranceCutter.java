package org.annabella.speech;

import java.util.function.Consumer;

/**
 * Cuts a stream of 16 kHz mono samples into utterances by their energy (voice activity): an
 * utterance starts when 30 ms in a row are 12 dB above the room's noise floor, and ends after
 * 600 ms below it, so the pauses between the words of "Springer ... Felix drei" do not cut it.
 * A quarter second before the start and the pause after the end go with it, as the recogniser
 * needs some room around the words. The floor follows the room slowly, only while nobody speaks.
 * Bursts shorter than 200 ms (a cough, a knock, a clock pressed) are dropped, and speech longer
 * than 8 seconds is cut there. Not thread-safe: one feeder.
 */
public final class UtteranceCutter {
    static final int FRAME = (int) (SpeechAudio.RATE / 100);
    private static final int START_FRAMES = 3;
    private static final int END_FRAMES = 60;
    private static final int BEFORE_FRAMES = 25;
    private static final int MIN_FRAMES = 20;
    private static final int MAX_FRAMES = 800;
    /** 12 dB, in energy. */
    private static final double ABOVE = 15.8;

    private final Consumer<Pcm> utterances;
    private final short[] frame = new short[FRAME];
    private int filled;
    /** The last frames heard, a ring of BEFORE_FRAMES, to put before an utterance's start. */
    private final short[][] before = new short[BEFORE_FRAMES][FRAME];
    private int beforeCount;
    private int beforeNext;
    private short[] speech = new short[0];
    private int speechFrames;
    /** Frames of the utterance from before its start (its first loud frames among them). */
    private int lead;
    private int loud;
    private int quiet;
    private boolean speaking;
    private double floor = -1;

    /** {@code utterances} gets each one, in {@link SpeechAudio#FORMAT}, on the feeding thread. */
    public UtteranceCutter(Consumer<Pcm> utterances) {
        this.utterances = utterances;
    }

    /** Feeds samples as they come, in any number at a time. */
    public void feed(short[] samples, int count) {
        for (int i = 0; i < count; i++) {
            frame[filled++] = samples[i];
            if (filled == FRAME) {
                frame(frame);
                filled = 0;
            }
        }
    }

    /** The end of the stream: an utterance under way is handed on if long enough. */
    public void end() {
        if (speaking) {
            finish();
        }
    }

    private void frame(short[] f) {
        double energy = 0;
        for (short s : f) {
            energy += (double) s * s;
        }
        energy = energy / f.length + 1;
        if (floor < 0) {
            floor = energy;
        }
        boolean voiced = energy > floor * ABOVE;
        if (!speaking) {
            remember(f);
            loud = voiced ? loud + 1 : 0;
            if (!voiced) {
                // the floor follows the room, faster down than up, while nobody speaks
                floor = energy < floor ? 0.7 * floor + 0.3 * energy : 0.98 * floor + 0.02 * energy;
            }
            if (loud >= START_FRAMES) {
                speaking = true;
                quiet = 0;
                speechFrames = 0;
                speech = new short[(beforeCount + 100) * FRAME];
                for (int k = 0; k < beforeCount; k++) {
                    append(before[(beforeNext - beforeCount + k + BEFORE_FRAMES) % BEFORE_FRAMES]);
                }
                lead = beforeCount - START_FRAMES;
                beforeCount = 0;
            }
            return;
        }
        append(f);
        quiet = voiced ? 0 : quiet + 1;
        if (quiet >= END_FRAMES || speechFrames >= MAX_FRAMES) {
            finish();
        }
    }

    private void remember(short[] f) {
        System.arraycopy(f, 0, before[beforeNext], 0, FRAME);
        beforeNext = (beforeNext + 1) % BEFORE_FRAMES;
        beforeCount = Math.min(beforeCount + 1, BEFORE_FRAMES);
    }

    private void append(short[] f) {
        if ((speechFrames + 1) * FRAME > speech.length) {
            speech = java.util.Arrays.copyOf(speech, speech.length * 2);
        }
        System.arraycopy(f, 0, speech, speechFrames * FRAME, FRAME);
        speechFrames++;
    }

    private void finish() {
        speaking = false;
        loud = 0;
        if (speechFrames - lead - quiet >= MIN_FRAMES) {
            utterances.accept(SpeechAudio.pcm(java.util.Arrays.copyOf(speech, speechFrames * FRAME)));
        }
        speech = new short[0];
        speechFrames = 0;
    }
}
