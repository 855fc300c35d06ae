package org.annabella.speech.bench;

import java.io.FileWriter;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.annabella.announce.Announcer;
import org.annabella.announce.Style;
import org.annabella.announce.Verbosity;
import org.annabella.rules.InputException;
import org.annabella.rules.Position;
import org.annabella.speech.Accent;
import org.annabella.speech.Enrolment;
import org.annabella.speech.FreeTtsSynthesizer;
import org.annabella.speech.Hearing;
import org.annabella.speech.Pcm;
import org.annabella.speech.PronunciationLexicon;
import org.annabella.speech.Recognizer;
import org.annabella.speech.SpokenMoves;
import org.annabella.speech.VoiceSettings;

/**
 * Hearing across a panel of voices (issue 32): espeak-ng voices of both sexes in German, Spanish,
 * English, French and Italian at rates from 120 to 190 words a minute and pitches across the
 * range, FreeTTS kevin16 and flite's voices. Each voice reads the enrolment script, is enrolled on
 * that reading, and then says moves played in the shared games that are not lines of the script;
 * each move is heard without a profile and with the voice's own, clean, in pink noise and in a
 * hall's chatter 20 dB below the speech. Right / asked again / wrong per voice, by the
 * recogniser's rule; the worst voice named. Four voices ({@link Voice#heldOut}) were kept out of
 * all tuning and are reported apart. Not a test: run it by hand (docs/performance.md, "Hearing
 * across voices").
 *
 * <p>Argument: moves per voice (default 400). System properties: {@code -Dvoices=de-m,es-f}
 * chooses voices by name, {@code -Dpanel=fresh} takes {@link #FRESH} in place of the panel ({@code -Dpanel=fresh2}
 * {@link #FRESH2}), {@code -Dlevels=clean,pink20,babble20} the conditions, {@code
 * -Dprofiles=no,yes} with and without a profile, {@code -Daccent=de} (or en, es, fr) every voice heard with that
 * accent instead of its console's ({@link Voice#accent}), {@code -Doutcomes=FILE} writes one line per move
 * heard (voice, part, profile, condition, said, heard, rival, a legal move found, that move the one said, margin,
 * dB, accent, misfit against free phones, the margin the rule asks of the words against their rival), which
 * {@link PanelRuleSweep} judges by other rules without decoding again; with {@code -Dsecond} each move heard
 * without a profile is heard again with the German sounds alone, a second decoder, and each move heard with a
 * profile in doubt between two files, ranks or pieces (asked {@link Recognizer#PROFILED_DOUBT_MARGIN} or
 * {@link Recognizer#DOUBT_MARGIN}, beating its rival by 5 or more but less than that) is heard again with the
 * installed model and the same accent, and five columns more written: its words, whether its rule took them, whether it is the same move, its margin and misfit
 * ({@code PanelRuleSweep -Dagree}).
 */
public final class PanelBenchmark {
    /**
     * One voice of the panel: {@code engine} espeak (id a voice and variant), flite (id a voice) or
     * freetts; rate in words a minute and pitch (espeak-ng's 0 to 99, FreeTTS's hertz) where the
     * engine takes them; heard with the accent its speaker would get as the guides tell him: the
     * console's language he would choose (English or Spanish), French for a French speaker, who
     * gives {@code --accent fr}; English for the German and Italian voices, as there is no German
     * console (docs/speech.md, "The player's accent").
     */
    record Voice(String name, String says, String engine, String id, int rate, int pitch, boolean heldOut) {
        Accent accent() {
            String chosen = System.getProperty("accent", "console");
            return !chosen.equals("console") ? Accent.ofCode(chosen)
                    : id.startsWith("es") ? Accent.SPANISH : id.startsWith("fr") ? Accent.FRENCH : Accent.ENGLISH;
        }
    }

    static final List<Voice> PANEL = List.of(
            new Voice("de-m", "German man, 150 wpm (the voice the margins were tuned on)", "espeak", "de", 150, 50, false),
            new Voice("de-f-slow", "German woman, slow and high", "espeak", "de+f3", 120, 75, false),
            new Voice("de-m-fast", "German man, fast and low", "espeak", "de+m3", 190, 25, false),
            new Voice("es-m", "Spanish man", "espeak", "es", 160, 45, false),
            new Voice("es-f", "Spanish woman, high", "espeak", "es+f2", 140, 80, false),
            new Voice("en-m", "American man, low", "espeak", "en-us", 170, 30, false),
            new Voice("en-f", "English woman, slow", "espeak", "en+f4", 125, 65, false),
            new Voice("fr-f", "French woman", "espeak", "fr+f1", 155, 60, false),
            new Voice("freetts", "FreeTTS kevin16 (the project's voice)", "freetts", "kevin16", 150, 100, false),
            new Voice("flite-slt", "flite slt, American woman", "flite", "slt", 0, 0, false),
            new Voice("flite-awb", "flite awb, Scottish man", "flite", "awb", 0, 0, false),
            new Voice("flite-kal", "flite kal16, American man", "flite", "kal16", 0, 0, false),
            new Voice("de-f-fast", "German woman, fast and very high", "espeak", "de+f4", 175, 90, true),
            new Voice("es419-f", "Latin American woman", "espeak", "es-419+f5", 185, 65, true),
            new Voice("it-m", "Italian man, slow and low", "espeak", "it+m3", 125, 20, true),
            new Voice("flite-rms", "flite rms, American man", "flite", "rms", 0, 0, true));

    /**
     * Voices outside the repository's panel, none tried while tuning, for checking that a result
     * holds beyond it ({@code -Dpanel=fresh}); reported as held out.
     */
    static final List<Voice> FRESH = List.of(
            new Voice("fresh-scot-f", "Scottish woman (en-gb-scotland+f2), 135 wpm, pitch 70", "espeak", "en-gb-scotland+f2",
                    135, 70, true),
            new Voice("fresh-es-m", "Spanish man (es+m4), 180 wpm, pitch 35", "espeak", "es+m4", 180, 35, true),
            new Voice("fresh-de-f", "German woman (de+f1), 130 wpm, pitch 60", "espeak", "de+f1", 130, 60, true),
            new Voice("fresh-rp-m", "English man (en-gb-x-rp+m2), 165 wpm, pitch 40", "espeak", "en-gb-x-rp+m2", 165, 40,
                    true),
            new Voice("fresh-fr-m", "Belgian French man (fr-be+m2), 170 wpm, pitch 40", "espeak", "fr-be+m2", 170, 40,
                    true));

    /**
     * A second panel outside the repository's and the first fresh one ({@code -Dpanel=fresh2}), first
     * heard in the tenth session, without profiles, while the test of a voice as a whole was chosen
     * on the tuned part ({@link Recognizer#MOST_VOICE_MISFIT}); reported as held out.
     */
    static final List<Voice> FRESH2 = List.of(
            new Voice("f2-car-m", "Caribbean English man (en-029+m5), 150 wpm, pitch 45", "espeak", "en-029+m5", 150, 45,
                    true),
            new Voice("f2-lan-f", "Lancashire woman (en-gb-x-gbclan+f5), 160 wpm, pitch 75", "espeak",
                    "en-gb-x-gbclan+f5", 160, 75, true),
            new Voice("f2-de-m", "German man (de+m5), 165 wpm, pitch 40", "espeak", "de+m5", 165, 40, true),
            new Voice("f2-de-f", "German woman (de+f2), 145 wpm, pitch 80", "espeak", "de+f2", 145, 80, true),
            new Voice("f2-es-f", "Spanish woman (es+f4), 150 wpm, pitch 70", "espeak", "es+f4", 150, 70, true),
            new Voice("f2-es419-m", "Latin American man (es-419+m3), 140 wpm, pitch 30", "espeak", "es-419+m3", 140, 30,
                    true),
            new Voice("f2-it-f", "Italian woman (it+f2), 160 wpm, pitch 70", "espeak", "it+f2", 160, 70, true),
            new Voice("f2-nl-m", "Dutch man (nl+m4), 155 wpm, pitch 40", "espeak", "nl+m4", 155, 40, true));

    private record Count(int right, int asked, int wrong) {
        String text() {
            int n = right + asked + wrong;
            return String.format(Locale.ROOT, "%d / %d / %d (%.0f %%)", right, asked, wrong, 100.0 * right / n);
        }
    }

    public static void main(String[] args) throws Exception {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 400;
        List<Voice> panel = switch (System.getProperty("panel", "")) {
            case "fresh" -> FRESH;
            case "fresh2" -> FRESH2;
            default -> PANEL;
        };
        Set<String> chosen = Set.of(System.getProperty("voices", panel.stream().map(Voice::name)
                .collect(Collectors.joining(","))).split(","));
        List<String> levels = List.of(System.getProperty("levels", "clean,pink20,babble20").split(","));
        List<String> profiles = List.of(System.getProperty("profiles", "no,yes").split(","));
        List<String> script = Enrolment.script();
        Set<String> lines = script.stream().map(l -> l.toLowerCase(Locale.ROOT)).collect(Collectors.toSet());
        Announcer fide = new Announcer(Style.FIDE, Verbosity.SHORT);
        List<Position> before = new ArrayList<>();
        List<Integer> moves = new ArrayList<>();
        List<String> texts = new ArrayList<>();
        // drawn among a few more, those that are lines of the script left out
        List<Position> drawnBefore = new ArrayList<>();
        List<Integer> drawn = new ArrayList<>();
        HearingBenchmark.samples(n + n / 10 + 5, drawnBefore, drawn);
        for (int i = 0; i < drawn.size() && moves.size() < n; i++) {
            String text = fide.announce(drawnBefore.get(i), drawn.get(i));
            if (!lines.contains(text.toLowerCase(Locale.ROOT))) {
                before.add(drawnBefore.get(i));
                moves.add(drawn.get(i));
                texts.add(text);
            }
        }
        System.out.printf(Locale.ROOT, "%d moves per voice, none a line of the script; %s; profiles %s; accent %s%n",
                moves.size(), levels, profiles, System.getProperty("accent", "the console's"));
        Map<String, Count> table = new LinkedHashMap<>();
        FreeTtsSynthesizer kevin = null;
        try (PrintWriter outcomes = System.getProperty("outcomes") == null ? null
                : new PrintWriter(new FileWriter(System.getProperty("outcomes"), true))) {
            for (Voice v : panel) {
                if (!chosen.contains(v.name())) {
                    continue;
                }
                if (v.engine().equals("freetts") && kevin == null) {
                    kevin = FreeTtsSynthesizer.load(PronunciationLexicon.load(PronunciationLexicon.defaultFile()));
                    kevin.adjust(new VoiceSettings(v.rate(), v.pitch(), 100));
                }
                List<Pcm> said = new ArrayList<>();
                for (String t : texts) {
                    said.add(say(v, kevin, t));
                }
                Path profile = null;
                try {
                    for (String p : profiles) {
                        if (p.equals("yes")) {
                            try {
                                profile = enrol(v, kevin, script);
                            } catch (InputException e) {
                                // as the player would be told: no profile, the voice is heard without one
                                System.out.println(v.name() + " not enrolled: " + e.getMessage());
                                continue;
                            }
                        }
                        // -Dsecond: each move heard without a profile also with the German sounds alone, and a
                        // profile's doubtful moves with the installed model, for judging a rule of agreement between
                        // the two (PanelRuleSweep -Dagree; docs/performance.md, "A second opinion on a doubt")
                        boolean second = System.getProperty("second") != null;
                        try (Recognizer ear = Recognizer.open(List.of(Style.FIDE), Double.NEGATIVE_INFINITY,
                                p.equals("yes") ? profile : null, v.accent());
                             Recognizer other = second ? Recognizer.open(List.of(Style.FIDE), Double.NEGATIVE_INFINITY,
                                     null, p.equals("yes") ? v.accent() : Accent.GERMAN) : null) {
                            for (String level : levels) {
                                int right = 0;
                                int wrong = 0;
                                for (int i = 0; i < said.size(); i++) {
                                    Pcm speech = condition(said.get(i), level, i);
                                    Hearing h = ear.hear(before.get(i), speech);
                                    boolean taken = h.kind() == Hearing.Kind.MOVE && ear.takes(h);
                                    boolean ok = taken && h.move() == moves.get(i);
                                    right += ok ? 1 : 0;
                                    wrong += taken && !ok ? 1 : 0;
                                    if (taken && !ok) {
                                        System.out.printf(Locale.ROOT, "    WRONG %s %s %s: '%s' as '%s' (rival '%s', %.1f)%n",
                                                v.name(), p, level, texts.get(i), h.words(), h.rival(), h.margin());
                                    }
                                    if (outcomes != null) {
                                        outcomes.printf(Locale.ROOT, "%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%.2f\t%.1f\t%s\t%.2f", v.name(),
                                                v.heldOut() ? "held-out" : "tuned", p, level, texts.get(i), h.words(), h.rival(),
                                                h.kind() == Hearing.Kind.MOVE, h.move() == moves.get(i), h.margin(), h.snr(),
                                                v.accent().code(), h.misfit());
                                        double asked = ear.base(Recognizer.MARGIN, h.words(), h.rival());
                                        outcomes.printf(Locale.ROOT, "\t%.0f", asked);
                                        if (other != null && (p.equals("no") || h.kind() == Hearing.Kind.MOVE
                                                && asked > Recognizer.MARGIN && h.margin() >= 5 && h.margin() < asked)) {
                                            Hearing g = other.hear(before.get(i), speech);
                                            outcomes.printf(Locale.ROOT, "\t%s\t%s\t%s\t%.2f\t%.2f", g.words(),
                                                    g.kind() == Hearing.Kind.MOVE && other.takes(g),
                                                    g.kind() == Hearing.Kind.MOVE && g.move() == h.move(), g.margin(), g.misfit());
                                        }
                                        outcomes.println();
                                    }
                                }
                                Count c = new Count(right, said.size() - right - wrong, wrong);
                                table.put(v.name() + "\t" + p + "\t" + level, c);
                                System.out.printf(Locale.ROOT, "%s (%s), profile %s, %s: %s%n", v.name(),
                                        v.heldOut() ? "held out" : "tuned", p, level, c.text());
                                System.out.flush();
                            }
                        }
                    }
                } finally {
                    delete(profile);
                }
            }
        } finally {
            if (kevin != null) {
                kevin.close();
            }
        }
        report(panel, table, levels, profiles);
    }

    /** The table for docs/performance.md, by part, and the worst voice of each part with a profile and without. */
    private static void report(List<Voice> panel, Map<String, Count> table, List<String> levels, List<String> profiles) {
        for (boolean heldOut : new boolean[] {false, true}) {
            System.out.println();
            System.out.println(heldOut ? "Held out of all tuning:" : "Tuned on:");
            System.out.println("| voice | profile | " + String.join(" | ", levels) + " |");
            System.out.println("|---|---|" + "---|".repeat(levels.size()));
            for (String p : profiles) {
                Voice worst = null;
                double worstRight = 2;
                for (Voice v : panel) {
                    if (v.heldOut() != heldOut || !table.containsKey(v.name() + "\t" + p + "\t" + levels.get(0))) {
                        continue;
                    }
                    StringBuilder row = new StringBuilder("| " + v.name() + " (" + v.says() + ") | " + p + " |");
                    double least = 1;
                    for (String l : levels) {
                        Count c = table.get(v.name() + "\t" + p + "\t" + l);
                        row.append(' ').append(c.text()).append(" |");
                        least = Math.min(least, c.right() / (double) (c.right() + c.asked() + c.wrong()));
                    }
                    System.out.println(row);
                    if (least < worstRight) {
                        worstRight = least;
                        worst = v;
                    }
                }
                if (worst != null) {
                    System.out.printf(Locale.ROOT, "worst voice, profile %s: %s (%.0f %% right at its worst)%n", p,
                            worst.name(), 100 * worstRight);
                }
            }
        }
    }

    private static Pcm say(Voice v, FreeTtsSynthesizer kevin, String text) throws Exception {
        return switch (v.engine()) {
            case "espeak" -> SpokenMoves.espeak(v.id(), text, v.rate(), v.pitch());
            case "flite" -> SpokenMoves.flite(v.id(), text);
            default -> SpokenMoves.freeTts(kevin, text);
        };
    }

    private static Pcm condition(Pcm speech, String level, int seed) throws Exception {
        if (level.equals("clean")) {
            return speech;
        }
        double db = Double.parseDouble(level.replaceAll("[a-z]", ""));
        return level.startsWith("babble") ? SpokenMoves.withBabble(speech, db, seed) : SpokenMoves.withNoise(speech, db, seed);
    }

    /** The voice's profile from its reading of the script (clean), in a temporary folder. */
    private static Path enrol(Voice v, FreeTtsSynthesizer kevin, List<String> script) throws Exception {
        List<Pcm> recordings = new ArrayList<>();
        for (String line : script) {
            recordings.add(say(v, kevin, line));
        }
        Path profile = Files.createTempDirectory("annabella-panel");
        long t = System.nanoTime();
        Enrolment.Result r = Enrolment.enrol(script, recordings, profile, v.accent());
        System.out.printf(Locale.ROOT, "%s enrolled: %d of %d lines used, %.0f s of speech, %.1f s; held-out lines heard"
                + " right %d of %d%n", v.name(), r.used(), script.size(), r.frames() / 100.0, (System.nanoTime() - t) / 1e9,
                r.heardRight(), r.checked());
        r.refused().forEach((k, why) -> System.out.println("    line " + k + " refused: " + why));
        Files.readAllLines(profile.resolve("speaker.txt")).stream().filter(l -> l.startsWith("frequency warp"))
                .forEach(l -> System.out.println("    " + l));
        System.out.println("    own sounds: " + String.join("; ", Files.readAllLines(profile.resolve("sounds.dict"))));
        return profile;
    }

    private static void delete(Path dir) throws Exception {
        if (dir != null) {
            try (Stream<Path> files = Files.walk(dir)) {
                files.sorted(Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
            }
        }
    }

    private PanelBenchmark() {
    }
}
