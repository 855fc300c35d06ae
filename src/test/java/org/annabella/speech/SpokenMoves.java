package org.annabella.speech;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import java.util.concurrent.TimeUnit;

/**
 * Spoken announcements for the hearing tests and benchmark: synthesised by FreeTTS (the project's
 * voice) or by espeak-ng's German voice (a speaker the recogniser was not tuned on), with the
 * pink noise of sox, or the chatter of a hall, mixed in at a signal-to-noise ratio. 16 kHz mono,
 * as {@link SpeechAudio}.
 */
public final class SpokenMoves {
    static final Path ESPEAK = Path.of("/usr/bin/espeak-ng");
    static final Path SOX = Path.of("/usr/bin/sox");
    static final Path FLITE = Path.of("/usr/bin/flite");
    private static short[] noise;
    private static short[] babble;

    private SpokenMoves() {
    }

    public static boolean espeakInstalled() {
        return Files.isExecutable(ESPEAK);
    }

    public static boolean soxInstalled() {
        return Files.isExecutable(SOX);
    }

    /** Whether pocketsphinx and its model are there. */
    public static boolean recogniserInstalled() {
        try {
            Pocketsphinx.check();
            return true;
        } catch (HearingUnavailableException e) {
            return false;
        }
    }

    /** FreeTTS kevin16 saying the text. */
    public static Pcm freeTts(FreeTtsSynthesizer voice, String text) {
        return SpeechAudio.of(voice.synthesize(text));
    }

    /** espeak-ng's German voice at 150 words a minute saying the text, in German spelling (Läufer, fünf). */
    public static Pcm espeak(String text) throws IOException, InterruptedException {
        return espeak(text, 150, 50);
    }

    /** As {@link #espeak(String)} at {@code rate} words a minute and pitch {@code pitch} (0 to 99, usual 50). */
    public static Pcm espeak(String text, int rate, int pitch) throws IOException, InterruptedException {
        return espeak("de", text, rate, pitch);
    }

    /**
     * espeak-ng's voice {@code voice} ("de", "es+f2": a language, and a variant after +) saying
     * the text at {@code rate} words a minute and pitch {@code pitch} (0 to 99); a German voice
     * reads German spelling, any other the fide words as written, as its speakers would.
     */
    public static Pcm espeak(String voice, String text, int rate, int pitch) throws IOException, InterruptedException {
        Path wav = Files.createTempFile("annabella-espeak", ".wav");
        try {
            run(ESPEAK.toString(), "-v", voice, "-s", String.valueOf(rate), "-p", String.valueOf(pitch), "-w", wav.toString(),
                    voice.startsWith("de") ? german(text) : text);
            return SpeechAudio.read(wav);
        } finally {
            Files.deleteIfExists(wav);
        }
    }

    public static boolean fliteInstalled() {
        return Files.isExecutable(FLITE);
    }

    /** flite's voice {@code voice} (kal16, slt, awb, rms: English speakers) saying the fide words as written. */
    public static Pcm flite(String voice, String text) throws IOException, InterruptedException {
        Path wav = Files.createTempFile("annabella-flite", ".wav");
        try {
            run(FLITE.toString(), "-voice", voice, "-t", text, "-o", wav.toString());
            return SpeechAudio.read(wav);
        } finally {
            Files.deleteIfExists(wav);
        }
    }

    /**
     * The fide words as a German writes them; Cesar as Zäsar, as it is said ([ts]): espeak-ng's
     * German rules read "Cäsar" with a k.
     */
    static String german(String text) {
        return text.replace("Koenig", "König").replace("Laeufer", "Läufer").replace("fuenf", "fünf")
                .replace("schlaegt", "schlägt").replace("Cesar", "Zäsar");
    }

    /**
     * The speech with a third of a second of room before and after, and sox's pink noise under
     * all of it, {@code snrDb} below the level of the speech (its active part). The noise is
     * taken from a random place of 25 seconds of noise, chosen by {@code seed}.
     */
    public static Pcm withNoise(Pcm speech, double snrDb, long seed) throws IOException, InterruptedException {
        return mixed(speech, noise(), snrDb, seed);
    }

    /**
     * As {@link #withNoise}, with the chatter of a hall in place of pink noise: six talkers at
     * once (espeak-ng), in Spanish, English, German and French, one of them announcing moves
     * of another game in the FIDE words, as a neighbouring board's player would.
     */
    public static Pcm withBabble(Pcm speech, double snrDb, long seed) throws IOException, InterruptedException {
        return mixed(speech, babble(), snrDb, seed);
    }

    private static Pcm mixed(Pcm speech, short[] n, double snrDb, long seed) {
        short[] s = SpeechAudio.samples(speech);
        int pad = (int) (SpeechAudio.RATE / 3);
        short[] out = new short[s.length + 2 * pad];
        double gain = activeLevel(s) / Math.pow(10, snrDb / 20) / rms(n);
        int offset = new Random(seed).nextInt(n.length - out.length);
        for (int i = 0; i < out.length; i++) {
            double v = (i >= pad && i < pad + s.length ? s[i - pad] : 0) + gain * n[offset + i];
            out[i] = (short) Math.max(Short.MIN_VALUE, Math.min(Short.MAX_VALUE, Math.round(v)));
        }
        return SpeechAudio.pcm(out);
    }

    /** The speech level: root mean square over the 20 ms frames within 30 dB of the loudest. */
    static double activeLevel(short[] s) {
        int frame = (int) (SpeechAudio.RATE / 50);
        double loudest = SpeechAudio.loudestRms(s);
        double sum = 0;
        long count = 0;
        for (int start = 0; start + frame <= s.length; start += frame) {
            double e = 0;
            for (int i = start; i < start + frame; i++) {
                e += (double) s[i] * s[i];
            }
            if (Math.sqrt(e / frame) > loudest / 31.6) {
                sum += e;
                count += frame;
            }
        }
        return count == 0 ? 0 : Math.sqrt(sum / count);
    }

    private static double rms(short[] s) {
        double e = 0;
        for (short v : s) {
            e += (double) v * v;
        }
        return Math.sqrt(e / s.length);
    }

    private static synchronized short[] noise() throws IOException, InterruptedException {
        if (noise == null) {
            Path wav = Files.createTempFile("annabella-pink", ".wav");
            try {
                // -R: the same noise on every run, so that tests and benchmark repeat
                run(SOX.toString(), "-R", "-q", "-n", "-r", "16000", "-b", "16", "-c", "1", wav.toString(),
                        "synth", "25", "pinknoise", "vol", "0.5");
                noise = SpeechAudio.samples(SpeechAudio.read(wav));
            } finally {
                Files.deleteIfExists(wav);
            }
        }
        return noise;
    }

    /** The six talkers: a voice, a rate and what it says over and over (none of it this game's words but one). */
    private static final String[][] TALKERS = {
        {"es", "160", "Buenas tardes, la ronda empieza a las cinco. El arbitro principal esta en la mesa del fondo, "
            + "junto a la puerta. Los resultados se publican en el tablon al terminar cada partida."},
        {"en", "170", "Could you tell me where the analysis room is? I think my flight leaves on Sunday morning, "
            + "so I will miss the closing ceremony and the prize giving."},
        {"de", "150", "Ich habe gestern gegen einen sehr starken Spieler remis gemacht. Die Eroeffnung war gut, "
            + "aber im Endspiel habe ich zu lange nachgedacht."},
        {"fr", "165", "Le cafe est au premier etage, a cote de la librairie. Il reste encore trois rondes avant "
            + "la fin du tournoi."},
        {"es", "140", "No olvides apagar el telefono antes de entrar en la sala de juego, por favor."},
        {"de", "145", "Bauer Anna vier. Springer Gustav drei. Turm David eins. Dame Hektor fuenf. Laeufer Bella sieben."},
    };

    /** 25 seconds of {@link #TALKERS} at once, each starting at another place of its talk; the same on every run. */
    private static synchronized short[] babble() throws IOException, InterruptedException {
        if (babble == null) {
            int length = 25 * (int) SpeechAudio.RATE;
            double[] sum = new double[length];
            for (int t = 0; t < TALKERS.length; t++) {
                Path wav = Files.createTempFile("annabella-babble", ".wav");
                try {
                    run(ESPEAK.toString(), "-v", TALKERS[t][0], "-s", TALKERS[t][1], "-w", wav.toString(), TALKERS[t][2]);
                    short[] talk = SpeechAudio.samples(SpeechAudio.read(wav));
                    double level = activeLevel(talk);
                    for (int i = 0; i < length; i++) {
                        sum[i] += talk[(i + t * 7919) % talk.length] / level;
                    }
                } finally {
                    Files.deleteIfExists(wav);
                }
            }
            babble = new short[length];
            for (int i = 0; i < length; i++) {
                babble[i] = (short) Math.max(Short.MIN_VALUE, Math.min(Short.MAX_VALUE, Math.round(sum[i] * 2000)));
            }
        }
        return babble;
    }

    private static void run(String... command) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        if (!p.waitFor(60, TimeUnit.SECONDS) || p.exitValue() != 0) {
            p.destroyForcibly();
            throw new IOException(command[0] + " failed");
        }
    }
}
