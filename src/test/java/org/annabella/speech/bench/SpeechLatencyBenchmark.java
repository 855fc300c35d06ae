package org.annabella.speech.bench;

import java.io.PrintWriter;
import java.lang.reflect.Proxy;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import javax.sound.sampled.AudioFormat;
import javax.sound.sampled.SourceDataLine;
import org.annabella.speech.SynthesizedSpeaker;
import org.annabella.speech.Engines;
import org.annabella.speech.FreeTtsSynthesizer;
import org.annabella.speech.PronunciationLexicon;
import org.annabella.speech.SampleAnnouncements;
import org.annabella.speech.SoundCard;
import org.annabella.speech.SpeechQueue;
import org.annabella.speech.SpokenLanguage;
import org.annabella.speech.Synthesizer;
import org.annabella.speech.TextSpeaker;

/**
 * Latency from "move made" to the first audio buffer handed to the sound system (the first
 * write on the Java Sound line), through the real announcer, speech queue, FreeTTS synthesis
 * (or espeak-ng's, by a process for each message) and {@link SoundCard}. The moves are those of {@link SampleAnnouncements} (shared test games). The line is a stand-in that notes the time of
 * its first write and plays instantly, as this machine has no sound card. Each move starts with
 * the queue idle, as in a game. Not a test: run it by hand (docs/performance.md, "Speech").
 *
 * <p>Arguments: number of measured moves (default 2000), warm-up moves (default 200), the engine
 * (freetts, the default, or espeak) and the language (en, the default, or es: the announcement's
 * words are then one German run inside a Spanish utterance).
 */
public final class SpeechLatencyBenchmark {
    public static void main(String[] args) throws Exception {
        int measured = args.length > 0 ? Integer.parseInt(args[0]) : 2000;
        int warmup = args.length > 1 ? Integer.parseInt(args[1]) : 200;
        AtomicLong firstWrite = new AtomicLong();
        String engine = args.length > 2 ? args[2] : "freetts";
        SpokenLanguage language = SpokenLanguage.ofCode(args.length > 3 ? args[3] : "en");
        long loadStart = System.nanoTime();
        Synthesizer synthesizer = engine.equals("freetts")
                ? FreeTtsSynthesizer.load(PronunciationLexicon.load(PronunciationLexicon.defaultFile()))
                : Engines.synthesizer(engine, language);
        double loadMillis = (System.nanoTime() - loadStart) / 1e6;
        SoundCard card = new SoundCard(format -> timingLine(format, firstWrite), 2000);
        List<SampleAnnouncements.Sample> moves = SampleAnnouncements.samples();
        long[] nanos = new long[measured];
        try (SpeechQueue queue = new SpeechQueue(new SynthesizedSpeaker(synthesizer, card),
                new TextSpeaker(new PrintWriter(System.out, true)), System.err::println)) {
            for (int i = -warmup; i < measured; i++) {
                firstWrite.set(0);
                SampleAnnouncements.Sample move = moves.get(Math.floorMod(i, moves.size()));
                long moveMade = System.nanoTime();
                queue.say(move.announce());
                if (!queue.awaitIdle(Duration.ofSeconds(10))) {
                    throw new IllegalStateException("speech queue stuck");
                }
                if (i >= 0) {
                    nanos[i] = firstWrite.get() - moveMade;
                }
            }
        }
        Arrays.sort(nanos);
        System.out.printf("%s (%s) load and warm-up: %.0f ms%n", engine, language.code(), loadMillis);
        System.out.printf("move made -> first audio buffer, %d moves (after %d warm-up): p50 %.2f ms, p95 %.2f ms,"
                + " p99 %.2f ms, max %.2f ms%n", measured, warmup, pct(nanos, 50), pct(nanos, 95), pct(nanos, 99),
                nanos[measured - 1] / 1e6);
    }

    private static double pct(long[] sorted, int p) {
        return sorted[Math.min(sorted.length - 1, (int) Math.ceil(p / 100.0 * sorted.length) - 1)] / 1e6;
    }

    /** A line with room for everything that notes its first write and "plays" at once. */
    private static SourceDataLine timingLine(AudioFormat format, AtomicLong firstWrite) {
        long[] written = {0};
        return (SourceDataLine) Proxy.newProxyInstance(SpeechLatencyBenchmark.class.getClassLoader(),
                new Class<?>[] {SourceDataLine.class}, (proxy, method, args) -> switch (method.getName()) {
                    case "getFormat" -> format;
                    case "available" -> 1 << 20;
                    case "write" -> {
                        firstWrite.compareAndSet(0, System.nanoTime());
                        written[0] += (int) args[2] / format.getFrameSize();
                        yield args[2];
                    }
                    case "getLongFramePosition" -> written[0];
                    case "isOpen" -> true;
                    case "hashCode" -> System.identityHashCode(proxy);
                    case "equals" -> proxy == args[0];
                    default -> null;
                });
    }
}
