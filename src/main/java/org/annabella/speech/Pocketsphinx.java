package org.annabella.speech;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * pocketsphinx_batch (Debian packages pocketsphinx, pocketsphinx-en-us) run as a process on one
 * 16 kHz mono WAV file with a JSGF grammar and a dictionary: the words it heard, with their frames
 * and scores. The model is the one the package installs; nothing is downloaded. Batch cepstral
 * mean normalisation per utterance comes from the model's feat.params.
 */
final class Pocketsphinx {
    static final String PROGRAM = "/usr/bin/pocketsphinx_batch";
    static final String MODEL = "/usr/share/pocketsphinx/model/en-us/en-us";
    /**
     * The weight of the grammar's branching against the sound (pocketsphinx's default 6.5): low,
     * so that a long announcement, many branches deep, is not outweighed by a one-word command.
     */
    static final String LANGUAGE_WEIGHT = System.getProperty("annabella.lw", "6.5");
    /**
     * Search beams far wider than pocketsphinx's defaults (1e-48, 7e-29, 1e-48): the grammar of a
     * position is small, and with the default beams the words said were pruned away often enough
     * that a right move lost its margin to its rival (measured: the project's voice heard right
     * 375 of 400 moves instead of 333 clean, 360 instead of 304 at 20 dB; about 20 ms more per
     * utterance; docs/performance.md, "Hearing announcements").
     */
    static final List<String> BEAMS = List.of("-beam", "1e-80", "-wbeam", "1e-60", "-pbeam", "1e-80");
    /** A decode takes tens of milliseconds; this bounds a hung process. */
    private static final long TIMEOUT_SECONDS = 20;

    /** One word heard: its first frame (10 ms each), its frame count and its acoustic score. */
    record Word(String word, int start, int frames, int score) {
    }

    /** What was heard: the words (silences and fillers left out), the acoustic score and the frames. */
    record Decoded(List<Word> words, int score, int frames) {
        String text() {
            return String.join(" ", words.stream().map(Word::word).toList());
        }
    }

    private Pocketsphinx() {
    }

    /** Refuses, in one line, where the recogniser or its model is not installed. */
    static void check() {
        if (!Files.isExecutable(program())) {
            throw new HearingUnavailableException("cannot hear: the recogniser " + program()
                    + " is not installed (Debian packages pocketsphinx and pocketsphinx-en-us)");
        }
        if (!Files.isRegularFile(model().resolve("mdef")) || !Files.isRegularFile(dictionary())) {
            throw new HearingUnavailableException("cannot hear: the recogniser's model " + model()
                    + " is not installed (Debian package pocketsphinx-en-us)");
        }
    }

    /** The program: pocketsphinx_batch, or the system property annabella.pocketsphinx. */
    static Path program() {
        return Path.of(System.getProperty("annabella.pocketsphinx", PROGRAM));
    }

    /** The acoustic model's folder, or the system property annabella.pocketsphinx.model. */
    static Path model() {
        return Path.of(System.getProperty("annabella.pocketsphinx.model", MODEL));
    }

    /** The model's English pronunciation dictionary. */
    static Path dictionary() {
        return model().getParent().resolve("cmudict-en-us.dict");
    }

    /**
     * Decodes {@code dir/name.wav} (a WAV with a 44-byte header) with {@code dir/name.gram} and
     * {@code dir/name.dict}; empty words when nothing in the grammar fitted.
     */
    static Decoded decode(Path dir, String name) throws IOException, InterruptedException {
        Files.writeString(dir.resolve(name + ".ctl"), name + "\n");
        List<String> command = new ArrayList<>(List.of(program().toString(), "-hmm", model().toString(),
                "-jsgf", name + ".gram", "-dict", name + ".dict", "-ctl", name + ".ctl", "-cepdir", ".",
                "-cepext", ".wav", "-adcin", "yes", "-adchdr", "44", "-samprate", "16000",
                "-hypseg", name + ".seg", "-logfn", name + ".log", "-lw", LANGUAGE_WEIGHT));
        String tuning = System.getProperty("annabella.pocketsphinx.args", "").strip();
        List<String> tuned = tuning.isEmpty() ? List.of() : List.of(tuning.split("\\s+"));
        for (int i = 0; i < BEAMS.size(); i += 2) {
            if (!tuned.contains(BEAMS.get(i))) { // pocketsphinx refuses an option given twice
                command.addAll(BEAMS.subList(i, i + 2));
            }
        }
        command.addAll(tuned);
        Process p = new ProcessBuilder(command)
                .directory(dir.toFile()).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .start();
        if (!p.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new HearingUnavailableException("the recogniser did not answer within " + TIMEOUT_SECONDS + " seconds");
        }
        Path seg = dir.resolve(name + ".seg");
        if (p.exitValue() != 0 || !Files.exists(seg)) {
            throw new HearingUnavailableException("the recogniser failed: " + lastLine(dir.resolve(name + ".log")));
        }
        List<String> lines = Files.readAllLines(seg, StandardCharsets.UTF_8);
        return lines.isEmpty() ? new Decoded(List.of(), 0, 0) : segments(lines.get(0));
    }

    /**
     * A line of pocketsphinx's -hypseg output: {@code id S scale T total A acoustic L language},
     * then for each word {@code startFrame acoustic language word}, then the end frame.
     */
    static Decoded segments(String line) {
        String[] f = line.strip().split("\\s+");
        if (f.length < 9 || !f[1].equals("S") || !f[3].equals("T") || !f[5].equals("A")) {
            return new Decoded(List.of(), 0, 0);
        }
        int acoustic = Integer.parseInt(f[6]);
        List<Word> words = new ArrayList<>();
        int i = 9;
        for (; i + 3 < f.length; i += 4) {
            int start = Integer.parseInt(f[i]);
            int next = Integer.parseInt(f[i + 4 < f.length ? i + 4 : f.length - 1]);
            String w = f[i + 3];
            int variant = w.indexOf('(');
            w = variant > 0 ? w.substring(0, variant) : w; // "cesar(2)": the word, said its second way
            if (!w.startsWith("<") && !w.startsWith("[") && !w.startsWith("++") && !w.startsWith("(")) {
                words.add(new Word(w, start, next - start, Integer.parseInt(f[i + 1])));
            }
        }
        int end = Integer.parseInt(f[f.length - 1]);
        return new Decoded(List.copyOf(words), acoustic, end);
    }

    private static String lastLine(Path log) {
        try {
            List<String> lines = Files.readAllLines(log);
            for (int i = lines.size() - 1; i >= 0; i--) {
                if (lines.get(i).contains("ERROR")) {
                    return lines.get(i).strip();
                }
            }
            return lines.isEmpty() ? "no log" : lines.get(lines.size() - 1).strip();
        } catch (IOException e) {
            return "no log (" + e.getMessage() + ")";
        }
    }
}
