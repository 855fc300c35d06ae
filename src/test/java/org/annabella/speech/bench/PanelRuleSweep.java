package org.annabella.speech.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.annabella.announce.Style;
import org.annabella.speech.Recognizer;
import org.annabella.speech.VoiceFit;

/**
 * The panel's outcomes ({@code PanelBenchmark -Doutcomes=FILE}) judged again with a least margin
 * asked without a profile and another with one, on top of the recogniser's rule: right / asked
 * again / wrong by part, profile and condition (and by voice with {@code -Ddetail}), to measure
 * what a stricter rule costs without decoding again (docs/performance.md, "Hearing across voices").
 *
 * <p>Arguments: the outcome files, with commas; the least margins without a profile, with
 * commas; optionally those with a profile (default 0). {@code -Dmisfits=8,12} sweeps also the
 * most misfit against free phones a move heard without a profile may have (the outcome's 13th
 * column; {@link Recognizer#MOST_MISFIT} by default, {@code Infinity} for none; outcomes written
 * before the misfit was measured are judged by the margins alone).
 * {@code -Dagree=move} takes a move heard without a profile only where the German sounds alone
 * heard the same move (outcomes written with {@code PanelBenchmark -Dsecond}: columns 15 to 19, the
 * German hearing's words, whether its rule took it, whether it was the same move, its margin and
 * misfit); {@code -Dagree=taken} only where they also took it by the rule.
 * {@code -Dwindows=9,45} sweeps the moves by which a speaker heard without a profile is judged
 * ({@link VoiceFit}; {@link VoiceFit#WINDOW} by default): each file's rows of one voice taken in
 * order as one speaker's, as the benchmark heard them.
 * {@code -Ddoubts=13,17} sweeps the margin a doubt between two files or two ranks asks where a
 * profile hears ({@link Recognizer#PROFILED_DOUBT_MARGIN} by default); without a profile it asks
 * {@link Recognizer#DOUBT_MARGIN}.
 * {@code -Dlist} lists every move taken, right or wrong, with its outcome's columns.
 */
public final class PanelRuleSweep {
    public static void main(String[] args) throws Exception {
        List<String[]> rows = new ArrayList<>();
        List<String> speakers = new ArrayList<>();
        for (String f : args[0].split(",")) {
            for (String line : Files.readAllLines(Path.of(f))) {
                String[] r = line.split("\t", -1);
                rows.add(r);
                speakers.add(f + "\t" + r[0]);
            }
        }
        double[] without = Arrays.stream(args[1].split(",")).mapToDouble(Double::parseDouble).toArray();
        double[] with = args.length > 2 ? Arrays.stream(args[2].split(",")).mapToDouble(Double::parseDouble).toArray()
                : new double[] {0};
        double[] misfits = Arrays.stream(System.getProperty("misfits", String.valueOf(Recognizer.MOST_MISFIT)).split(","))
                .mapToDouble(Double::parseDouble).toArray();
        int[] windows = Arrays.stream(System.getProperty("windows", String.valueOf(VoiceFit.WINDOW)).split(","))
                .mapToInt(Integer::parseInt).toArray();
        double[] doubts = Arrays.stream(System.getProperty("doubts", String.valueOf(Recognizer.PROFILED_DOUBT_MARGIN))
                .split(",")).mapToDouble(Double::parseDouble).toArray();
        try (Recognizer ear = Recognizer.open(List.of(Style.FIDE))) {
            Arrays.stream(doubts).boxed()
                    .flatMap(doubt -> Arrays.stream(windows).boxed()
                    .flatMap(window -> Arrays.stream(misfits).boxed()
                    .flatMap(most -> Arrays.stream(with).boxed()
                    .flatMap(w -> Arrays.stream(without).mapToObj(n -> new Rule(window, most, doubt, w, n))))))
                    .forEach(rule -> judge(rows, speakers, ear, rule));
        }
    }

    /**
     * A rule to judge by: the speaker judged by {@code window} moves, words fitting within {@code
     * most} of free phones, a doubt between squares asking {@code doubt} with a profile, and least
     * margins {@code withOne} with a profile and {@code least} without.
     */
    private record Rule(int window, double most, double doubt, double withOne, double least) {
    }

    /**
     * Prints the rows judged by {@code rule}: right / asked again / wrong by part, profile and
     * condition (by voice with -Ddetail).
     */
    private static void judge(List<String[]> rows, List<String> speakers, Recognizer ear, Rule rule) {
        Map<String, int[]> parts = new TreeMap<>();
        Map<String, int[]> voices = new TreeMap<>();
        Map<String, VoiceFit> fits = new HashMap<>();
        for (int i = 0; i < rows.size(); i++) {
            String[] r = rows.get(i);
            boolean profiled = r[2].equals("yes");
            boolean familiar = profiled || r.length < 13 || familiar(r, speakers.get(i), fits, rule.window());
            double squares = profiled ? rule.doubt() : Recognizer.DOUBT_MARGIN;
            boolean taken = r[7].equals("true") && Recognizer.sure(Math.max(profiled ? rule.withOne() : rule.least(),
                    ear.base(Recognizer.MARGIN, squares, r[5], r[6])), Double.parseDouble(r[9]), Double.parseDouble(r[10]))
                    && (profiled || r.length < 13 || Double.parseDouble(r[12]) <= rule.most())
                    && (profiled || agrees(r, System.getProperty("agree", ""))) && familiar;
            int outcome = !taken ? 1 : r[8].equals("true") ? 0 : 2;
            if (taken && System.getProperty("list") != null) {
                System.out.println((outcome == 0 ? "right\t" : "WRONG\t") + String.join("\t", r));
            }
            parts.computeIfAbsent(r[1] + ", profile " + r[2] + ", " + r[3], k -> new int[3])[outcome]++;
            voices.computeIfAbsent(r[1] + ", profile " + r[2] + ", " + r[3] + ", " + r[0], k -> new int[3])[outcome]++;
        }
        System.out.printf(Locale.ROOT, "least margin without a profile %.1f, with one %.1f, a doubt between squares"
                + " with one %.1f, most misfit %.1f, speaker judged by %d:%n", rule.least(), rule.withOne(), rule.doubt(),
                rule.most(), rule.window());
        (System.getProperty("detail") == null ? parts : voices).forEach((k, c) -> System.out.printf(Locale.ROOT,
                "  %s: %d / %d / %d%n", k, c[0], c[1], c[2]));
    }

    /**
     * Whether the speaker of row {@code r}, heard without a profile, is familiar by the last
     * {@code window} moves, this one included, as {@link Recognizer} judges: a move found in a
     * room the gate lets through counts ({@code fits} holds each speaker's so far).
     */
    private static boolean familiar(String[] r, String speaker, Map<String, VoiceFit> fits, int window) {
        VoiceFit fit = fits.getOrDefault(speaker, VoiceFit.none(window));
        double misfit = Double.parseDouble(r[12]);
        VoiceFit heard = fit.with(misfit);
        if (r[7].equals("true")) { // a legal move found: the recogniser judged it against free phones
            fits.put(speaker, fit.kept(heard, Double.parseDouble(r[10])));
        }
        return Recognizer.familiar(heard.median());
    }

    /** Whether the German sounds' hearing of the row agrees as {@code rule} asks ("": no rule). */
    private static boolean agrees(String[] r, String rule) {
        return switch (rule) {
            case "" -> true;
            case "move" -> r.length > 16 && r[16].equals("true");
            case "taken" -> r.length > 16 && r[16].equals("true") && r[15].equals("true");
            default -> throw new IllegalArgumentException("-Dagree must be move or taken, not " + rule);
        };
    }

    private PanelRuleSweep() {
    }
}
