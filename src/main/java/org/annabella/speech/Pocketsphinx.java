package org.annabella.speech;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.Stream;

/**
 * pocketsphinx_batch (Debian packages pocketsphinx, pocketsphinx-en-us) kept running as two
 * processes: the finder decodes a 16 kHz mono sound with a {@link Grammar}, scoring every state
 * of the model in every frame and keeping those scores; the rescorer decodes the kept scores again
 * with other grammars, without computing the sound again. Each gives back the words heard, with
 * their frames and scores. The model is loaded once, not at each decode (a process per decode
 * cost 50 ms more each time); it is the one the package installs, and nothing is downloaded. The
 * processes start at the first decode, start again after a failure, and end when this is closed
 * (or, should the program die, when their input ends). Batch cepstral mean normalisation per
 * utterance comes from the model's feat.params. One decode at a time: not thread-safe.
 */
final class Pocketsphinx implements AutoCloseable {
    static final String PROGRAM = "/usr/bin/pocketsphinx_batch";
    static final String MODEL = "/usr/share/pocketsphinx/model/en-us/en-us";
    /**
     * The weight of the grammar's branching against the sound (pocketsphinx's default 6.5): low,
     * so that a long announcement, many branches deep, is not outweighed by a one-word command.
     */
    static final String LANGUAGE_WEIGHT = System.getProperty("annabella.lw", "6.5");
    /**
     * No pruning (pocketsphinx's beams at 0): every path of the grammar is followed to the end of
     * the sound, so the words found are the grammar's best fit, and a rival's score the best any
     * rival has. The grammar of a position is small (a few thousand states a frame). Pruned, even
     * with beams far wider than pocketsphinx's defaults (1e-80, 1e-60, 1e-80, where the defaults
     * had lost 42 of 400 right moves), a sound that fitted no whole saying well kept alive only
     * paths resting in silence after a saying's first words, and the decode came back empty: the
     * Spanish voices' "Turm Felix zwei" was never heard, and a found path could be worse than the
     * best by more than the words' margins (docs/performance.md, "Every path to the end").
     */
    static final List<String> BEAMS = List.of("-beam", "0", "-wbeam", "0", "-pbeam", "0");
    /**
     * The finder scores every state of the model in every frame, not only those its grammar's
     * words reach, and keeps the scores (in scores/): pocketsphinx scores a path against the best
     * state it scored, so two decodes of one sound with different grammars otherwise gave scores
     * that could not be compared, and the margin between the heard words and their rival measured
     * the grammars as much as the sound (right moves whose rival scored better, wrong ones ahead
     * by up to 54). It costs about 90 ms an utterance, paid once: the rescorer reads the scores
     * kept (docs/performance.md).
     */
    static final List<String> ALL_STATES_KEPT = List.of("-compallsen", "yes", "-senlogdir", "scores");
    /**
     * The model's phones (the CMU dictionary's 39, as the installed en-us model has them, and its
     * silence), each also a word of every decoder's dictionary, named "ph-" and the phone, for
     * {@link #freePhones}: the silence a word of its own so that it is scored where it falls.
     */
    static final List<String> PHONES = List.of("AA", "AE", "AH", "AO", "AW", "AY", "B", "CH", "D", "DH", "EH", "ER",
            "EY", "F", "G", "HH", "IH", "IY", "JH", "K", "L", "M", "N", "NG", "OW", "OY", "P", "R", "S", "SH", "T", "TH",
            "UH", "UW", "V", "W", "Y", "Z", "ZH", "SIL");
    /** A decode takes well under a second, following every path (docs/performance.md); this bounds a hung process. */
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

    /** The pronunciations of every word a grammar may hold, in pocketsphinx's dictionary format. */
    private final String dictionary;
    /** The acoustic model's folder: the installed one, or a speaker's profile ({@link Enrolment}). */
    private final Path model;
    /** The processes' folder (dictionary, control files, logs, sound, scores); null while none runs. */
    private Path dir;
    private Batch finder;
    private Batch rescorer;
    /** The kept scores of the sound last found, as the rescorer names them; null before the first. */
    private String scores;

    /** A decoder for the words of {@code dictionary} (pocketsphinx's dictionary format) with the installed model. */
    Pocketsphinx(String dictionary) {
        this(dictionary, model());
    }

    /** A decoder for the words of {@code dictionary} with the model in {@code model}. */
    Pocketsphinx(String dictionary, Path model) {
        this.dictionary = dictionary + PHONES.stream().map(p -> "ph-" + p.toLowerCase(java.util.Locale.ROOT) + " " + p + "\n")
                .collect(java.util.stream.Collectors.joining());
        this.model = model;
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
     * What {@code sound} says, restricted to {@code grammar}: empty words when nothing in it
     * fitted. Its scores are kept for {@link #rescore}.
     *
     * @throws HearingUnavailableException where the recogniser failed or did not answer
     */
    Decoded find(Pcm sound, Grammar grammar) throws IOException, InterruptedException {
        if (finder == null || !finder.process.isAlive() || !rescorer.process.isAlive()) {
            start();
        }
        if (scores != null) {
            Files.deleteIfExists(dir.resolve(scores + ".sen"));
        }
        sound.writeWav(dir.resolve("u.wav"));
        // pocketsphinx names the kept scores after the utterance's number in the process, and
        // closes their file when the utterance ends, before it answers
        scores = String.format(java.util.Locale.ROOT, "scores/%09d", finder.decoded);
        return finder.decode("u", grammar.fsg("find"));
    }

    /**
     * What the sound last found says, restricted to {@code grammar}, from its kept scores: scores
     * that can be compared with those of every other grammar of the same sound.
     *
     * @throws HearingUnavailableException where the recogniser failed or did not answer
     */
    Decoded rescore(Grammar grammar) throws IOException, InterruptedException {
        if (scores == null) {
            throw new IllegalStateException("no sound found yet");
        }
        return rescorer.decode(scores, grammar.fsg("rescore"));
    }

    /**
     * The sound last found decoded as any phones in any order, from its kept scores: the best fit
     * any words could have, against which the words found are judged ({@link Recognizer}). Each
     * phone may follow any other with no cost in the grammar, so that the path follows the sound.
     *
     * @throws HearingUnavailableException where the recogniser failed or did not answer
     */
    Decoded freePhones() throws IOException, InterruptedException {
        if (scores == null) {
            throw new IllegalStateException("no sound found yet");
        }
        StringBuilder t = new StringBuilder("FSG_BEGIN rescore\nNUM_STATES 3\nSTART_STATE 0\nFINAL_STATE 1\n"
                + "TRANSITION 0 2 1.0\nTRANSITION 2 1 1.0\n");
        PHONES.forEach(p -> t.append("TRANSITION 2 2 1.0 ph-").append(p.toLowerCase(java.util.Locale.ROOT)).append('\n'));
        return rescorer.decode(scores, t.append("FSG_END\n").toString());
    }

    /** Starts both processes in a new folder. */
    private void start() throws IOException {
        stop();
        dir = Files.createTempDirectory("annabella-hear");
        Files.writeString(dir.resolve("words.dict"), dictionary);
        Files.createDirectory(dir.resolve("scores"));
        List<String> sound = new ArrayList<>(List.of("-adcin", "yes", "-adchdr", "44", "-samprate", "16000",
                "-cepext", ".wav"));
        sound.addAll(ALL_STATES_KEPT);
        finder = new Batch("find", sound);
        rescorer = new Batch("rescore", List.of("-senin", "yes", "-cepext", ".sen"));
    }

    /** Ends the processes, if they run, and removes their folder. */
    private void stop() {
        for (Batch b : new Batch[] {finder, rescorer}) {
            if (b != null) {
                b.stop();
            }
        }
        finder = null;
        rescorer = null;
        scores = null;
        if (dir != null) {
            try (Stream<Path> files = Files.walk(dir)) {
                files.sorted(Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
            } catch (IOException e) {
                // a temporary folder left behind is the system's to clean
            }
            dir = null;
        }
    }

    @Override
    public void close() {
        stop();
    }

    /**
     * One pocketsphinx_batch process, reading its inputs' names from its standard input and its
     * grammars' from a control file named after it, and writing what it heard to its output.
     */
    private final class Batch {
        final Process process;
        private final String name;
        private final Writer control;
        private final BufferedReader hypotheses;
        private final ExecutorService reader;
        /** Inputs decoded (or being decoded) since the process started. */
        int decoded;

        Batch(String name, List<String> options) throws IOException {
            this.name = name;
            Files.writeString(dir.resolve(name + ".ctl"), "");
            List<String> command = new ArrayList<>(List.of(program().toString(), "-hmm", model.toString(),
                    "-dict", "words.dict", "-fsgctl", name + ".ctl", "-ctl", "/dev/stdin", "-cepdir", ".",
                    "-hypseg", "/dev/stdout", "-logfn", name + ".log", "-lw", LANGUAGE_WEIGHT));
            command.addAll(options);
            String tuning = System.getProperty("annabella.pocketsphinx.args", "").strip();
            List<String> tuned = tuning.isEmpty() ? List.of() : List.of(tuning.split("\\s+"));
            for (int i = 0; i < BEAMS.size(); i += 2) {
                if (!tuned.contains(BEAMS.get(i))) { // pocketsphinx refuses an option given twice
                    command.addAll(BEAMS.subList(i, i + 2));
                }
            }
            command.addAll(tuned);
            process = new ProcessBuilder(command).directory(dir.toFile())
                    .redirectError(ProcessBuilder.Redirect.DISCARD).start();
            control = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
            hypotheses = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
            reader = Executors.newSingleThreadExecutor(r -> {
                Thread t = new Thread(r, "pocketsphinx " + name);
                t.setDaemon(true);
                return t;
            });
        }

        /** What {@code input} (a file's name without its extension) says, restricted to the grammar {@code fsg} (named as the process). */
        Decoded decode(String input, String fsg) throws IOException, InterruptedException {
            Files.writeString(dir.resolve(name + ".fsg"), fsg);
            String id = name + ++decoded;
            // The grammar's line before the input's: pocketsphinx reads it once the input's line came.
            Files.writeString(dir.resolve(name + ".ctl"), name + ".fsg\n", StandardOpenOption.APPEND);
            try {
                control.write(input + " 0 -1 " + id + "\n");
                control.flush();
            } catch (IOException e) {
                throw failed(); // it ended: its input is closed
            }
            Future<String> answer = reader.submit(() -> {
                for (String line = hypotheses.readLine(); line != null; line = hypotheses.readLine()) {
                    if (line.startsWith(id + " ")) {
                        return line;
                    }
                }
                return null;
            });
            String line;
            try {
                line = answer.get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
            } catch (TimeoutException | ExecutionException e) {
                line = null;
            }
            if (line == null) {
                throw failed();
            }
            return segments(line);
        }

        /** Why the process gave no answer, both processes ended so that the next decode starts them afresh. */
        private HearingUnavailableException failed() throws InterruptedException {
            String why = process.waitFor(1, TimeUnit.SECONDS) ? lastLine(dir.resolve(name + ".log"))
                    : "no answer within " + TIMEOUT_SECONDS + " seconds";
            Pocketsphinx.this.stop();
            return new HearingUnavailableException("the recogniser failed: " + why);
        }

        /** Ends the process: its input ends, so it finishes and exits; forced where it does not. */
        void stop() {
            try {
                control.close();
                if (!process.waitFor(1, TimeUnit.SECONDS)) {
                    process.destroyForcibly();
                }
            } catch (IOException e) {
                process.destroyForcibly();
            } catch (InterruptedException e) {
                process.destroyForcibly();
                Thread.currentThread().interrupt();
            }
            reader.shutdownNow();
        }
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

    static String lastLine(Path log) {
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
