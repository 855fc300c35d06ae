package org.annabella.speech.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.annabella.SharedTestData;
import org.annabella.announce.Announcer;
import org.annabella.announce.Style;
import org.annabella.announce.Verbosity;
import org.annabella.rules.Game;
import org.annabella.rules.Move;
import org.annabella.rules.Position;
import org.annabella.rules.pgn.PgnGame;
import org.annabella.rules.pgn.PgnReader;
import org.annabella.speech.Enrolment;
import org.annabella.speech.FreeTtsSynthesizer;
import org.annabella.speech.Hearing;
import org.annabella.speech.Pcm;
import org.annabella.speech.PronunciationLexicon;
import org.annabella.speech.Recognizer;
import org.annabella.speech.Accent;
import org.annabella.speech.SpokenMoves;
import org.annabella.speech.VoiceSettings;

/**
 * Accuracy and latency of hearing announcements (issue 16): moves played in the shared games
 * (../shared/testdata/pgn), evenly spread, announced in style fide (short form) by FreeTTS kevin16
 * and by espeak-ng's German voice, clean and with pink noise at 20 and 10 dB signal-to-noise;
 * each heard by the recogniser in the position before it. Counts moves right, asked again and
 * wrong, for the recogniser's margin and, from the same decodes, for other margins; the latency
 * is from the whole utterance in hand to the move known (both recogniser passes). Not a test: run
 * it by hand (docs/performance.md, "Hearing announcements").
 *
 * <p>Arguments: number of moves (default 400), then optionally the styles the recogniser hears,
 * with commas (default fide, as {@code hear} and {@code play --listen}). System properties:
 * {@code -Dvoices=freetts,espeak} and {@code -Dlevels=clean,20,10} choose a part of the runs (to
 * try a change quickly), {@code -Doutcomes=FILE} writes one line per move, {@code -Doffset=0.5}
 * takes the moves halfway between the usual ones (another 400, to check on moves the margins
 * were not chosen on), {@code -Dnoise=babble} mixes the chatter of a hall instead of pink noise,
 * {@code -Denrol=yes} hears each voice with its profile from its own reading of the enrolment script,
 * {@code -Denrol=varied} the same with the script read slower and lower than the moves (130 words a
 * minute where the moves are said at 150, and a lower pitch), as a person reads one day and plays another.
 */
public final class HearingBenchmark {
    /** Margins asked for in quiet, whatever the doubtful words, with the recogniser's rule for noise. */
    private static final double[] MARGINS = {0, 5, 10, 20, 30};
    /** -Dnoise=babble: the chatter of a hall in place of pink noise. */
    private static final boolean BABBLE = System.getProperty("noise", "pink").equals("babble");
    /** -Denrol=yes or varied: each voice heard with its own profile, from its reading of the enrolment script. */
    private static final String ENROL = System.getProperty("enrol", "no");

    /** One move said and what became of it. */
    private record Outcome(String said, String heard, String rival, boolean right, boolean understood, double margin,
                           double snr, long nanos) {
    }

    public static void main(String[] args) throws Exception {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 400;
        List<Style> styles = args.length > 1 ? Arrays.stream(args[1].split(",")).map(Style::parse).toList()
                : List.of(Style.FIDE);
        List<Position> before = new ArrayList<>();
        List<Integer> moves = new ArrayList<>();
        samples(n, before, moves);
        // No margin asked for: every move heard comes back with its margin, judged below.
        Announcer fide = new Announcer(Style.FIDE, Verbosity.SHORT);
        System.out.printf(Locale.ROOT, "%d moves, hearing %s; recogniser margin %.0f%n", moves.size(), styles, Recognizer.MARGIN);
        try (FreeTtsSynthesizer kevin = FreeTtsSynthesizer.load(PronunciationLexicon.load(PronunciationLexicon.defaultFile()))) {
            for (String engine : System.getProperty("voices", "freetts,espeak").split(",")) {
                Path profile = ENROL.equals("no") ? null : enrol(engine, kevin);
                try (Recognizer ear = Recognizer.open(styles, Double.NEGATIVE_INFINITY, profile, Accent.GERMAN)) {
                    for (double snr : levels()) {
                        List<Outcome> outcomes = new ArrayList<>();
                        for (int i = 0; i < moves.size(); i++) {
                            Position p = before.get(i);
                            String text = fide.announce(p, moves.get(i));
                            Pcm speech = said(engine, kevin, text);
                            if (snr != Double.POSITIVE_INFINITY) {
                                speech = BABBLE ? SpokenMoves.withBabble(speech, snr, i) : SpokenMoves.withNoise(speech, snr, i);
                            }
                            long t = System.nanoTime();
                            Hearing h = ear.hear(p, speech);
                            long nanos = System.nanoTime() - t;
                            boolean understood = h.kind() == Hearing.Kind.MOVE;
                            outcomes.add(new Outcome(text, h.words(), h.rival(), understood && h.move() == moves.get(i),
                                    understood, h.margin(), h.snr(), nanos));
                        }
                        report(ear, engine, snr, outcomes);
                    }
                } finally {
                    if (profile != null) {
                        try (java.util.stream.Stream<Path> files = Files.walk(profile)) {
                            files.sorted(java.util.Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
                        }
                    }
                }
            }
        }
    }

    private static Pcm said(String engine, FreeTtsSynthesizer kevin, String text) throws Exception {
        return engine.equals("freetts") ? SpokenMoves.freeTts(kevin, text) : SpokenMoves.espeak(text);
    }

    /**
     * The voice's profile from its reading of the enrolment script (clean), in a temporary folder:
     * read as the moves are said, or (-Denrol=varied) slower and lower.
     */
    private static Path enrol(String engine, FreeTtsSynthesizer kevin) throws Exception {
        List<String> lines = Enrolment.script();
        List<Pcm> recordings = new ArrayList<>();
        boolean varied = ENROL.equals("varied");
        kevin.adjust(varied ? new VoiceSettings(130, 85, 100) : VoiceSettings.USUAL);
        for (String line : lines) {
            recordings.add(!varied ? said(engine, kevin, line)
                    : engine.equals("freetts") ? SpokenMoves.freeTts(kevin, line) : SpokenMoves.espeak(line, 130, 35));
        }
        kevin.adjust(VoiceSettings.USUAL);
        Path profile = Files.createTempDirectory("annabella-speaker");
        long t = System.nanoTime();
        Enrolment.Result r = Enrolment.enrol(lines, recordings, profile, Accent.GERMAN);
        System.out.printf(Locale.ROOT, "%s enrolled: %d of %d lines used, %d frames, %.1f s%n", engine, r.used(),
                lines.size(), r.frames(), (System.nanoTime() - t) / 1e9);
        r.refused().forEach((k, v) -> System.out.println("    line " + k + " refused: " + v));
        return profile;
    }

    /** The noise levels (dB below the speech; "clean" for none) from -Dlevels, clean, 20 and 10 by default. */
    private static double[] levels() {
        return Arrays.stream(System.getProperty("levels", "clean,20,10").split(","))
                .mapToDouble(l -> l.equals("clean") ? Double.POSITIVE_INFINITY : Double.parseDouble(l)).toArray();
    }

    private static void report(Recognizer ear, String engine, double snr, List<Outcome> outcomes) {
        String level = snr == Double.POSITIVE_INFINITY ? "clean" : (int) snr + " dB";
        long[] nanos = outcomes.stream().mapToLong(Outcome::nanos).sorted().toArray();
        System.out.printf(Locale.ROOT, "%s %s: latency p50 %.0f ms, p95 %.0f ms, max %.0f ms%n", engine, level,
                pct(nanos, 50), pct(nanos, 95), nanos[nanos.length - 1] / 1e6);
        for (double m : MARGINS) {
            count("margin " + (int) m, outcomes, o -> m);
        }
        count("the recogniser's rule (" + (int) Recognizer.MARGIN + ", files or ranks in doubt "
                + (int) Recognizer.DOUBT_MARGIN + ")", outcomes, o -> base(ear, o));
        Map<String, Integer> confusions = new TreeMap<>();
        for (Outcome o : outcomes) {
            if (o.understood() && !o.right() && Recognizer.sure(base(ear, o), o.margin(), o.snr())) {
                confusions.merge(String.format(Locale.ROOT, "'%s' as '%s' (%.1f)", o.said(), o.heard(), o.margin()), 1, Integer::sum);
            }
        }
        confusions.forEach((k, v) -> System.out.println("    wrong: " + k));
        if (System.getProperty("outcomes") != null) {
            try (java.io.PrintWriter w = new java.io.PrintWriter(new java.io.FileWriter(System.getProperty("outcomes"), true))) {
                outcomes.forEach(o -> w.printf(Locale.ROOT, "%s\t%s\t%s\t%s\t%s\t%s\t%.2f\t%.1f\t%.1f%n", engine, level, o.said(),
                        o.heard(), o.rival(), o.right(), o.margin(), o.snr(), o.nanos() / 1e6));
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }
    }

    /** The recogniser's margin asked for in quiet for these words and their rival. */
    private static double base(Recognizer ear, Outcome o) {
        return ear.base(Recognizer.MARGIN, o.heard(), o.rival());
    }

    /** Prints right, asked again and wrong when the margin asked for in quiet is {@code base}'s. */
    private static void count(String rule, List<Outcome> outcomes, java.util.function.ToDoubleFunction<Outcome> base) {
        int right = 0;
        int wrong = 0;
        for (Outcome o : outcomes) {
            if (o.understood() && Recognizer.sure(base.applyAsDouble(o), o.margin(), o.snr())) {
                if (o.right()) {
                    right++;
                } else {
                    wrong++;
                }
            }
        }
        System.out.printf(Locale.ROOT, "  %s: right %d, asked again %d, wrong %d (of %d)%n", rule, right,
                outcomes.size() - right - wrong, wrong, outcomes.size());
    }

    private static double pct(long[] sorted, int p) {
        return sorted[Math.min(sorted.length - 1, (int) Math.ceil(p / 100.0 * sorted.length) - 1)] / 1e6;
    }

    /** {@code n} moves played in the shared games, evenly spread over all of them, with the position before each. */
    static void samples(int n, List<Position> before, List<Integer> moves) {
        List<Position> allBefore = new ArrayList<>();
        List<Integer> all = new ArrayList<>();
        for (Path file : SharedTestData.files("pgn", ".pgn")) {
            for (PgnGame pgn : PgnReader.readAll(file)) {
                Game game = pgn.game();
                for (int ply = 0; ply < game.ply(); ply++) {
                    allBefore.add(game.positionAt(ply));
                    all.add(game.moves().get(ply));
                }
            }
        }
        double step = Math.max(1.0, (double) all.size() / n);
        for (double i = step * Double.parseDouble(System.getProperty("offset", "0")); i < all.size() && moves.size() < n;
                i += step) {
            int k = (int) i;
            while (Move.isNull(all.get(k))) {
                k++; // a pass in a real game: nothing to announce
            }
            before.add(allBefore.get(k));
            moves.add(all.get(k));
        }
        if (moves.size() < n) {
            throw new IllegalStateException("the shared games hold only " + all.size() + " moves");
        }
    }
}
