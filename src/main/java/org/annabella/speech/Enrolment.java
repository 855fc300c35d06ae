package org.annabella.speech;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.annabella.announce.MoveWords;
import org.annabella.announce.Phrase;
import org.annabella.announce.PhrasedInputException;
import org.annabella.announce.SpokenForms;
import org.annabella.announce.SpokenForms.Part;
import org.annabella.announce.Style;
import org.annabella.rules.InputException;

/**
 * A speaker's profile: the recogniser's model adapted to one voice from recordings of the
 * enrolment script (voice/enrolment.txt), each line read aloud once. The English model hears a
 * voice unlike the voices it was trained on (a German speaker, an accent) with little confidence,
 * so it asks again often; adapted, it is sure of far more (docs/performance.md, "Hearing
 * announcements"). The profile is a folder holding the adapted model, given to {@code hear
 * --speaker} and {@code play --listen --speaker}.
 *
 * <p>How: each recording is decoded with its line's words (their spellings and pronunciations as
 * alternatives), and pocketsphinx logs its cepstra and every state's score; the states are aligned
 * to the frames ({@link StateAlignment}) and the model adapted ({@link SpeakerAdaptation}): an
 * MLLR transform of the means, a second pass with that transform, then MAP of the means and of
 * each state's mixture weights. Of each word's sounds the accent offers, the profile keeps those
 * the reading was heard with ({@link #sounds(Path)}).
 */
public final class Enrolment {
    /** Recordings a profile needs at least: fewer leave too many sounds of the words unheard. */
    public static final int FEWEST = 16;
    /** How many frames of the speaker weigh as much as a mean of the model (MAP's prior): measured, 5 took more moves than 20 or 60. */
    static final double PRIOR = 5;
    /**
     * How many frames of the speaker weigh as much as a state's mixture weights of the model (MAP):
     * measured on the tuned voices, 4 took more moves than 10, and 10 than 40 (docs/performance.md,
     * "Each state's mixture weights").
     */
    static final double WEIGHT_PRIOR = 4;
    /** The file that marks a folder as a profile. */
    static final String MARK = "speaker.txt";
    /**
     * The frequency warps a speaker's sound is tried with (pocketsphinx's inverse linear warp of
     * the frequency axis, a vocal-tract-length normalisation; 1.0 none), the one that fits the
     * reading best kept in the profile. Measured on the panel (docs/performance.md, "Hearing across
     * voices"): an English woman's reading, of which 15 lines fitted their words unwarped, had 21
     * at 1.2; at 0.9, 11. One warp for every voice, without a profile, helped none.
     */
    static final List<String> WARPS = List.of("1.0", "1.1", "1.2");
    /** The profile's file of its speaker's own sounds of the words ({@link #sounds(Path)}). */
    static final String SOUNDS = "sounds.dict";
    /** How the mark's line naming the accent the profile was made with begins. */
    private static final String ACCENT = "accent: ";
    /**
     * How much worse, per frame, a recording may fit its line than any words of the vocabulary in
     * any order before it is taken for something else said. Measured: lines read as written fit
     * at most 4.6 worse (espeak-ng's German voice, not yet adapted; FreeTTS 2.9); another line read
     * in place of its own, 42; English small talk, 12; a line with one word misread, 2.5 to 7.6,
     * which is kept, being mostly the line's sounds.
     */
    static final double UNFIT = 8;

    /**
     * Every how many recordings one is held out of a trial profile, to tell how well the profile
     * hears its speaker: a quarter of the reading, 10 of the script's 40 lines.
     */
    static final int HELD_OUT_EVERY = 4;

    /**
     * Each recording is learnt from three times: as read, with a steady white noise, and with
     * three other lines of the same reading said at once, each this many dB below its loudest 25
     * ms; so that the profile knows the speaker's sounds in a room that is not quiet, and under a
     * neighbour's announcements. Neither is the benchmark's noise (pink, and six other voices'
     * chatter); 25 dB chosen over 15 on two women's voices (docs/performance.md, "Noisy copies and
     * a longer script").
     */
    static final double COPY_DB = 25;
    /**
     * The beams of enrolment's decodes, each of one line's words. Hearing follows every path
     * ({@link Pocketsphinx#BEAMS}); here that made the same profiles, every move of the 12 tuned
     * voices heard the same, and took 5 to 10 % longer (docs/performance.md, "Every path to the end").
     */
    static final List<String> ALIGNMENT_BEAMS = List.of("-beam", "1e-80", "-wbeam", "1e-60", "-pbeam", "1e-80");

    /**
     * What an enrolment did: the recordings used, those refused with why (by their number, from
     * 1), and the check: of {@code checked} recordings held out of a trial profile made from the
     * others, how many that profile heard as their line ({@code heardRight}), by the rule moves are
     * heard by. {@code checked} is 0 where too few recordings were left to hold any out.
     */
    public record Result(int used, Map<Integer, LeftOut> refused, int frames, int checked, int heardRight) {
        /** The share of the held-out recordings heard right, 0 to 1 (0 where none was checked). */
        public double heard() {
            return checked == 0 ? 0 : heardRight / (double) checked;
        }
    }

    private Enrolment() {
    }

    /** The lines to read aloud, in order (voice/enrolment.txt of the installation). */
    public static List<String> script() {
        Path file = PronunciationLexicon.defaultFile().resolveSibling("enrolment.txt");
        try {
            return Files.readAllLines(file, StandardCharsets.UTF_8).stream().map(String::strip)
                    .filter(l -> !l.isEmpty() && !l.startsWith("#")).toList();
        } catch (NoSuchFileException e) {
            throw new InputException("enrolment script " + file + " not found (the launcher sets"
                    + " -Dannabella.home to the folder holding voice/)");
        } catch (IOException e) {
            throw new InputException("cannot read enrolment script " + file + ": " + e.getMessage());
        }
    }

    /**
     * A speaker's profile folder, checked: one that {@link #enrol} wrote.
     *
     * @throws InputException naming the folder and what it lacks
     */
    public static Path profile(Path folder) {
        if (!Files.isDirectory(folder)) {
            throw new InputException("speaker profile " + folder + ": no such folder (annabella enrol makes one)");
        }
        for (String f : List.of(MARK, "means", "mdef", "sendump", "variances", "feat.params")) {
            if (!Files.isRegularFile(folder.resolve(f))) {
                throw new InputException("speaker profile " + folder + ": not a profile, it has no " + f
                        + " (annabella enrol makes one)");
            }
        }
        // read now, not at the first move heard: a damaged profile is refused before the game
        try {
            float[][][][] means = SphinxFiles.gaussians(folder.resolve("means"));
            float[][][][] variances = SphinxFiles.gaussians(folder.resolve("variances"));
            if (means.length != variances.length || means[0].length != variances[0].length
                    || means[0][0].length != variances[0][0].length) {
                throw new HearingUnavailableException("its means and variances differ in shape");
            }
        } catch (HearingUnavailableException e) {
            throw new InputException("speaker profile " + folder + ": damaged (" + e.getMessage() + "); enrol again");
        }
        sounds(folder);
        return folder;
    }

    /**
     * The sounds of each word its speaker was heard saying at enrolment (pocketsphinx's phones),
     * of those its accent offers: what the recogniser hears those words as with this profile.
     * Empty for a profile written before profiles learnt them.
     *
     * @throws InputException naming the line where the file is damaged
     */
    public static Map<String, List<String>> sounds(Path profile) {
        Path file = profile.resolve(SOUNDS);
        if (!Files.isRegularFile(file)) {
            return Map.of();
        }
        try {
            Map<String, List<String>> out = new java.util.TreeMap<>();
            List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
            for (int n = 0; n < lines.size(); n++) {
                java.util.regex.Matcher m = DICT_LINE.matcher(lines.get(n));
                if (!m.matches()) {
                    throw damaged(profile, n, lines.get(n), "is not a word and its phones");
                }
                // a phone the model lacks would make the recogniser hang on its dictionary, not refuse it
                String unknown = java.util.Arrays.stream(m.group(2).split(" "))
                        .filter(ph -> !Pocketsphinx.PHONES.contains(ph)).findFirst().orElse(null);
                if (unknown != null) {
                    throw damaged(profile, n, lines.get(n), "has " + unknown + ", not a phone of the recogniser's model");
                }
                out.computeIfAbsent(m.group(1), w -> new ArrayList<>()).add(m.group(2));
            }
            return out;
        } catch (java.nio.charset.CharacterCodingException e) {
            throw new InputException("speaker profile " + profile + ": " + SOUNDS + " is not text (UTF-8); enrol again");
        } catch (IOException e) {
            throw new InputException("cannot read speaker profile " + file + ": " + e.getMessage());
        }
    }

    /** The refusal of a profile's damaged {@link #SOUNDS}: its line {@code n} (from 0) and what is wrong with it. */
    private static InputException damaged(Path profile, int n, String line, String why) {
        return new InputException("speaker profile " + profile + ": " + SOUNDS + " line " + (n + 1) + " \"" + line + "\" "
                + why + "; enrol again");
    }

    /** A line of pocketsphinx's dictionary: a word, its variant's number, its phones. */
    private static final java.util.regex.Pattern DICT_LINE =
            java.util.regex.Pattern.compile("([a-z]+)(?:\\(\\d+\\))? ([A-Z]+(?: [A-Z]+)*)");

    /** pocketsphinx's options for reading sound with {@code warp} ({@link #WARPS}); none for 1.0. */
    static List<String> warping(String warp) {
        return warp.equals("1.0") ? List.of() : List.of("-warp_type", "inverse_linear", "-warp_params", warp);
    }

    /**
     * The accent a profile was made with (what its speaker's words were heard as), or null for a
     * profile written before profiles recorded one.
     *
     * @throws InputException where the folder is not a profile, or its accent line names no language
     */
    public static Accent accent(Path profile) {
        Path mark = profile.resolve(MARK);
        try {
            for (String line : Files.readAllLines(mark, StandardCharsets.UTF_8)) {
                if (line.startsWith(ACCENT)) {
                    Accent accent = Accent.ofCode(line.substring(ACCENT.length()));
                    if (accent == null) {
                        throw new InputException("speaker profile " + profile + ": " + MARK + " names the accent \""
                                + line.substring(ACCENT.length()).strip() + "\", not one of "
                                + String.join(", ", Accent.CODES) + "; enrol again");
                    }
                    return accent;
                }
            }
            return null;
        } catch (NoSuchFileException e) {
            throw new InputException("speaker profile " + profile + ": not a profile, it has no " + MARK
                    + " (annabella enrol makes one)");
        } catch (IOException e) {
            throw new InputException("cannot read speaker profile " + mark + ": " + e.getMessage());
        }
    }

    /**
     * Refuses a folder a profile cannot be written to: a file, or a folder holding other things
     * than a profile (which would be mixed with it). A new name and a profile to replace are fine.
     *
     * @throws InputException naming the folder
     */
    public static void checkFolder(Path folder) {
        if (Files.exists(folder) && !Files.isDirectory(folder)) {
            throw new InputException("speaker profile " + folder + ": a file, not a folder; give a new folder's name");
        }
        if (Files.exists(folder) && !Files.isRegularFile(folder.resolve(MARK)) && !empty(folder)) {
            throw new InputException("speaker profile " + folder + ": a folder that is not empty and not a profile;"
                    + " give a new folder's name");
        }
    }

    /**
     * Why a recording was left out: too noisy, its speech {@code snr} dB above the room (less than
     * {@link Recognizer#NOISY_DB}), where {@code soundsLike} is null; else its words fit {@code
     * soundsLike} better than its line. Its string is its reason in English.
     */
    public record LeftOut(double snr, String soundsLike) {
        /** A recording too noisy: its speech {@code snr} dB above the room. */
        static LeftOut tooNoisy(double snr) {
            return new LeftOut(snr, null);
        }

        /** A recording whose words fit {@code words} better than its line. */
        static LeftOut soundsLike(List<String> words) {
            return new LeftOut(Double.NaN, String.join(" ", words));
        }

        /** Whether it was left out as too noisy (else: as other words). */
        public boolean tooNoisy() {
            return soundsLike == null;
        }

        /** Why, to be said in the player's language. */
        public Phrase reason() {
            return tooNoisy()
                    ? Phrase.of("enrol.why.noisy", "snr", Math.round(snr), "needed", Math.round(Recognizer.NOISY_DB))
                    : Phrase.of("enrol.why.other-words", "words", soundsLike);
        }

        @Override
        public String toString() {
            return reason().toString();
        }
    }

    /**
     * Why a recording is too noisy to learn from, as a heard move would be too noisy to take
     * (speech less than {@link Recognizer#NOISY_DB} above the room), or null where it is not.
     */
    public static LeftOut noisy(Pcm recording) {
        double snr = SpeechAudio.snr(SpeechAudio.samples(recording));
        return snr >= Recognizer.NOISY_DB ? null : LeftOut.tooNoisy(snr);
    }

    /**
     * Adapts the recogniser's model to the speaker of {@code recordings}, the i-th saying the
     * i-th of {@code lines} (fide words), and writes the profile into {@code folder} (made, or an
     * earlier profile there replaced). The words are heard as speakers of {@code accent} say them
     * ({@link HearingDictionary}), and the profile records the accent ({@link #accent}), so that it
     * is heard as it was made. Recordings too noisy, or whose words do not fit their line, are
     * left out and named in the result.
     *
     * @throws InputException where fewer than {@link #FEWEST} recordings can be used, or the folder cannot be a profile
     * @throws HearingUnavailableException where pocketsphinx or its model is missing or fails
     */
    public static Result enrol(List<String> lines, List<Pcm> recordings, Path folder, Accent accent) {
        if (lines.size() != recordings.size()) {
            throw new IllegalArgumentException(lines.size() + " lines, " + recordings.size() + " recordings");
        }
        checkFolder(folder);
        Pocketsphinx.check();
        Path work = null;
        try {
            work = Files.createTempDirectory("annabella-enrol");
            Run run = warped(work, lines, recordings, accent);
            AcousticModel model = AcousticModel.load(Pocketsphinx.model());
            run.alignCopies(model, recordings);
            Set<Integer> heldOut = run.heldOut();
            SpeakerAdaptation first = run.gather(model, null, Set.of());
            SpeakerAdaptation trialFirst = heldOut.isEmpty() ? null : run.gather(model, null, heldOut);
            SpeakerAdaptation second = run.gather(model, first.transform(), Set.of());
            int right = 0;
            if (trialFirst != null) {
                // the check: a profile made as this one is, without the held-out recordings, hears them
                SpeakerAdaptation trial = run.gather(model, trialFirst.transform(), heldOut);
                Path trialFolder = work.resolve("trial");
                // its mark's frames are never read: the folder is heard once and deleted
                write(trialFolder, trial.adapted(trial.transform(), PRIOR), trial.weights(WEIGHT_PRIOR),
                        run.sounds(heldOut), run.used() - heldOut.size(), 0, accent, run.warp);
                try (Recognizer ear = Recognizer.open(List.of(Style.FIDE), Recognizer.MARGIN, trialFolder, accent)) {
                    for (int i : heldOut) {
                        Hearing h = ear.hearLine(lines, recordings.get(i));
                        right += h.kind() == Hearing.Kind.COMMAND && h.words().equals(lines.get(i).toLowerCase(Locale.ROOT)) ? 1 : 0;
                    }
                }
            }
            write(folder, second.adapted(second.transform(), PRIOR), second.weights(WEIGHT_PRIOR),
                    run.sounds(Set.of()), run.used(), run.frames(), accent, run.warp);
            return new Result(run.used(), run.refused, run.frames(), heldOut.size(), right);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the speaker profile " + folder, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new HearingUnavailableException("enrolment interrupted");
        } finally {
            delete(work);
        }
    }

    /**
     * The recordings decoded with each of the {@link #WARPS} in a folder of its own under {@code
     * work}, and the decode that fits the speaker best: the most recordings that fit their lines,
     * and of as many, the likeliest per frame.
     *
     * @throws InputException as the unwarped decode refused, where every warp leaves too few recordings
     */
    private static Run warped(Path work, List<String> lines, List<Pcm> recordings, Accent accent)
            throws IOException, InterruptedException {
        Run best = null;
        InputException unwarped = null;
        for (String warp : WARPS) {
            try {
                Run r = new Run(Files.createDirectories(work.resolve("warp-" + warp)), lines, recordings, accent, warp);
                boolean better = best == null || r.used() > best.used()
                        || r.used() == best.used() && r.perFrame() > best.perFrame();
                delete(better && best != null ? best.dir : better ? null : r.dir); // the scores logged take megabytes
                best = better ? r : best;
            } catch (InputException e) {
                unwarped = unwarped == null ? e : unwarped;
            }
        }
        if (best == null) {
            throw unwarped;
        }
        return best;
    }

    /** A word as a recording said it, and its sound (pocketsphinx's phones). */
    private record Sound(String word, String phones) {
    }

    /** A recording's frames (their cepstra) and the state of each. */
    private record Aligned(float[][] cepstra, int[] states) {
    }

    /**
     * Three other recordings of the reading said at once, each from another place of it, {@code
     * length} samples: others' talk under recording {@code i}'s copy.
     */
    private static double[] talk(List<Pcm> recordings, int i, int length) {
        double[] talk = new double[length];
        for (int k = 1; k <= 3; k++) {
            short[] other = SpeechAudio.samples(recordings.get((i + 7 * k) % recordings.size()));
            int offset = (3001 * k) % Math.max(1, other.length);
            for (int t = 0; t < length; t++) {
                talk[t] += other[(offset + t) % other.length];
            }
        }
        return talk;
    }

    /** The recordings in pocketsphinx's hands: each decoded with its line's words, its cepstra and scores logged. */
    private static final class Run {
        private final Path dir;
        /** By recording (from 0): the pronunciation of each word heard; absent where refused. */
        private final Map<Integer, List<List<String>>> heard = new HashMap<>();
        /** By recording (from 0): each word heard and its sound, in pocketsphinx's phones; absent where refused. */
        private final Map<Integer, List<Sound>> sounds = new HashMap<>();
        final Map<Integer, LeftOut> refused = new java.util.TreeMap<>();
        /** By recording (from 0): its noisy copies' frames and their states, those that could be aligned. */
        private final Map<Integer, List<Aligned>> copies = new HashMap<>();
        private final int count;
        /** The frequency warp the sound is read with ({@link #WARPS}). */
        final String warp;
        private int passes;
        /** The fit of the recordings used to their lines: acoustic score and frames, summed. */
        private long score;
        private long frames;

        Run(Path dir, List<String> lines, List<Pcm> recordings, Accent accent, String warp)
                throws IOException, InterruptedException {
            this.dir = dir;
            this.warp = warp;
            this.count = recordings.size();
            List<MoveWords> styles = List.of(MoveWords.of(Style.FIDE));
            Set<String> vocabulary = new LinkedHashSet<>(Recognizer.COMMANDS);
            vocabulary.addAll(SpokenForms.vocabulary(styles));
            Map<String, String> meanings = SpokenForms.meanings(styles);
            HearingDictionary dictionary = HearingDictionary.load(vocabulary, Pocketsphinx.dictionary(), accent);
            String text = dictionary.text(vocabulary);
            Files.writeString(dir.resolve("words.dict"), text);
            StringBuilder utterances = new StringBuilder();
            StringBuilder grammars = new StringBuilder();
            for (int i = 0; i < count; i++) {
                LeftOut noisy = noisy(recordings.get(i));
                if (noisy != null) {
                    refused.put(i + 1, noisy);
                    continue;
                }
                short[] samples = SpeechAudio.samples(recordings.get(i));
                Grammar g = new Grammar();
                List<Part> parts = new ArrayList<>();
                for (String token : lines.get(i).toLowerCase(Locale.ROOT).split("\\s+")) {
                    String meaning = meanings.get(token);
                    List<List<String>> choices = meanings.entrySet().stream()
                            .filter(e -> meaning != null && e.getValue().equals(meaning)).map(e -> List.of(e.getKey()))
                            .filter(w -> dictionary.knows(w.get(0))).toList();
                    if (!dictionary.knows(token)) {
                        throw new InputException("enrolment line " + (i + 1) + " \"" + lines.get(i) + "\": the recogniser"
                                + " does not know the word \"" + token + "\"");
                    }
                    parts.add(new Part(choices.isEmpty() ? List.of(List.of(token)) : choices, false));
                }
                g.add(parts);
                String name = String.format(Locale.ROOT, "u%03d", i);
                Files.writeString(dir.resolve(name + ".fsg"), g.fsg(name));
                SpeechAudio.pcm(SpeechAudio.withNoiseFloor(samples)).writeWav(dir.resolve(name + ".wav"));
                utterances.append(name).append('\n');
                grammars.append(name).append(".fsg\n");
            }
            enough(heardCount());
            Files.writeString(dir.resolve("utterances.ctl"), utterances);
            Files.writeString(dir.resolve("grammars.ctl"), grammars);
            Map<String, List<String>> phones = new HashMap<>();
            text.lines().forEach(l -> {
                String[] f = l.split(" ");
                phones.put(f[0], List.of(f).subList(1, f.length));
            });
            List<String> decoded = decode(null);
            Map<Integer, Pocketsphinx.Decoded> free = heardFreely(SpokenForms.vocabulary(styles), dictionary, decoded);
            for (String line : decoded) {
                String[] f = line.strip().split("\\s+");
                int i = Integer.parseInt(f[0].substring(1));
                // each word's pronunciation as decoded: read from the hypothesis's own words, which
                // keep the variant said ("cesar(2)") where Pocketsphinx.segments folds it away
                List<List<String>> words = new ArrayList<>();
                List<Sound> said = new ArrayList<>();
                for (int k = 12; k < f.length; k += 4) {
                    if (phones.containsKey(f[k])) {
                        words.add(phones.get(f[k]));
                        said.add(new Sound(f[k].replaceAll("\\(\\d+\\)$", ""), String.join(" ", phones.get(f[k]))));
                    }
                }
                Pocketsphinx.Decoded other = free.get(i);
                Pocketsphinx.Decoded read = Pocketsphinx.segments(line);
                double worse = other == null || read.frames() == 0 ? 0 : (other.score() - read.score()) / (double) read.frames();
                if (words.isEmpty() || worse > UNFIT) {
                    refused.put(i + 1, LeftOut.soundsLike(other == null ? List.of()
                            : other.words().stream().map(Pocketsphinx.Word::word).toList()));
                } else {
                    heard.put(i, words);
                    sounds.put(i, said);
                    score += read.score();
                    frames += read.frames();
                }
            }
            enough(heard.size());
        }

        /** Refuses where fewer than {@link #FEWEST} recordings are left, naming the first few left out and why. */
        private void enough(int left) {
            if (left < FEWEST) {
                Phrase why = refused.entrySet().stream().limit(3)
                        .map(e -> Phrase.of("enrol.recording-why", "number", e.getKey(), "why", e.getValue().reason()))
                        .reduce((a, b) -> Phrase.of("list.then", "first", a, "next", b)).orElse(null);
                throw new PhrasedInputException(why == null
                        ? Phrase.of("enrol.too-few", "needed", FEWEST, "left", left, "count", count)
                        : Phrase.of("enrol.too-few-because", "needed", FEWEST, "left", left, "count", count, "why", why));
            }
        }

        int used() {
            return heard.size();
        }

        /**
         * Each word's sounds (pocketsphinx's phones) that the recordings used but those {@code
         * leftOut} were heard saying it with, of those the accent offers.
         */
        Map<String, List<String>> sounds(Set<Integer> leftOut) {
            Map<String, Set<String>> own = new java.util.TreeMap<>();
            sounds.forEach((i, said) -> said.stream().filter(x -> !leftOut.contains(i))
                    .forEach(x -> own.computeIfAbsent(x.word(), w -> new java.util.TreeSet<>()).add(x.phones())));
            Map<String, List<String>> out = new java.util.TreeMap<>();
            own.forEach((word, phones) -> out.put(word, List.copyOf(phones)));
            return out;
        }

        /** The recordings used (by index from 0), in the script's order. */
        private List<Integer> usedInOrder() {
            return new java.util.TreeSet<>(heard.keySet()).stream().toList();
        }

        /** The frames (10 ms) of the recordings used, as read: their noisy copies not counted. */
        int frames() {
            return (int) frames;
        }

        /** How likely the recordings used are, per frame, read with this warp as their lines. */
        double perFrame() {
            return frames == 0 ? Double.NEGATIVE_INFINITY : score / (double) frames;
        }

        /**
         * The recordings held out of the trial profile (by index from 0): every {@link
         * #HELD_OUT_EVERY}-th of those used; none where the rest would be fewer than {@link #FEWEST}.
         */
        Set<Integer> heldOut() {
            List<Integer> used = usedInOrder();
            Set<Integer> out = new java.util.TreeSet<>();
            for (int k = HELD_OUT_EVERY - 1; k < used.size(); k += HELD_OUT_EVERY) {
                out.add(used.get(k));
            }
            return used.size() - out.size() < FEWEST ? Set.of() : out;
        }

        /**
         * The statistics of every recording used but those {@code leftOut}, its scores from a
         * decode with {@code transform}.
         */
        SpeakerAdaptation gather(AcousticModel model, SpeakerAdaptation.Transform transform, Set<Integer> leftOut)
                throws IOException, InterruptedException {
            SpeakerAdaptation out = new SpeakerAdaptation(model, transform);
            if (transform != null) {
                transform.write(dir.resolve("mllr"));
                decode(dir.resolve("mllr"));
            }
            int n = 0;
            for (int i = 0; i < count; i++) {
                if (!dir.resolve(String.format(Locale.ROOT, "u%03d.wav", i)).toFile().exists()) {
                    continue;
                }
                String logged = String.format(Locale.ROOT, "%09d", n++); // pocketsphinx numbers what it decodes
                if (!heard.containsKey(i) || leftOut.contains(i)) {
                    continue;
                }
                Aligned read = aligned(model, i, "scores" + passes, "cepstra" + passes, logged);
                if (read != null) {
                    out.add(read.cepstra, read.states);
                    for (Aligned copy : copies.getOrDefault(i, List.of())) {
                        out.add(copy.cepstra, copy.states); // the same words in noise
                    }
                }
            }
            return out;
        }

        /**
         * Recording {@code i}'s frames as logged (numbered {@code logged} in the folders named) and
         * the state of each, by its words' best path through its scores; null where none fits.
         */
        private Aligned aligned(AcousticModel model, int i, String scores, String cepstra, String logged) throws IOException {
            short[][] s = SphinxFiles.senoneScores(dir.resolve(scores).resolve(logged + ".sen"));
            float[][] c = SphinxFiles.cepstra(dir.resolve(cepstra).resolve(logged + ".mfc"), SpeakerAdaptation.CEPSTRA);
            int[] states = StateAlignment.align(s, model.states(heard.get(i)), model.silence());
            return states != null && c.length == states.length ? new Aligned(c, states) : null;
        }

        /**
         * What each recording says where any of these words may be said in any order, from the
         * scores its decode with its line kept ({@code read}, the hypotheses of that decode): the
         * same scores, so the two fits compare, and the sound is not computed twice. A line misread,
         * or someone else's words, fits other words far better than its line.
         */
        private Map<Integer, Pocketsphinx.Decoded> heardFreely(Set<String> vocabulary, HearingDictionary dictionary,
                List<String> read) throws IOException, InterruptedException {
            Files.writeString(dir.resolve("any.fsg"), Grammar.anyOf("any", vocabulary.stream().filter(dictionary::knows).toList()));
            StringBuilder kept = new StringBuilder();
            for (int n = 0; n < read.size(); n++) {
                kept.append(String.format(Locale.ROOT, "scores%d/%09d%n", passes, n)); // as pocketsphinx numbered them
            }
            Files.writeString(dir.resolve("kept.ctl"), kept);
            Files.writeString(dir.resolve("any.ctl"), "any.fsg\n".repeat(read.size()));
            List<String> free = run("kept.ctl", List.of("-senin", "yes", "-cepext", ".sen", "-fsgctl", "any.ctl"));
            Map<Integer, Pocketsphinx.Decoded> out = new HashMap<>();
            for (int n = 0; n < Math.min(read.size(), free.size()); n++) {
                out.put(Integer.parseInt(read.get(n).strip().split("\\s+")[0].substring(1)), Pocketsphinx.segments(free.get(n)));
            }
            return out;
        }

        /**
         * Makes each used recording's two noisy copies ({@link #COPY_DB}): in a steady white noise,
         * and under others' talk ({@link #talk}); decodes each with its line and aligns it to its
         * own frames: the recogniser drops frames of silence by its own estimate of the room, so a
         * copy has other frames than its recording (178 of 320 white copies, measured). Done for
         * the warp chosen only.
         */
        void alignCopies(AcousticModel model, List<Pcm> recordings) throws IOException, InterruptedException {
            List<Integer> used = usedInOrder();
            StringBuilder names = new StringBuilder();
            StringBuilder grammars = new StringBuilder();
            for (int i : used) {
                String name = String.format(Locale.ROOT, "u%03d", i);
                short[] samples = SpeechAudio.samples(recordings.get(i));
                short[] padded = SpeechAudio.withNoiseFloor(samples);
                SpeechAudio.pcm(SpeechAudio.withNoiseFloor(samples, COPY_DB, 17 + i)).writeWav(dir.resolve("n" + name + ".wav"));
                SpeechAudio.pcm(SpeechAudio.under(padded, talk(recordings, i, padded.length), COPY_DB))
                        .writeWav(dir.resolve("c" + name + ".wav"));
                names.append('n').append(name).append("\nc").append(name).append('\n');
                grammars.append(name).append(".fsg\n").append(name).append(".fsg\n");
            }
            Files.writeString(dir.resolve("copies.ctl"), names);
            Files.writeString(dir.resolve("copy-grammars.ctl"), grammars);
            Files.createDirectories(dir.resolve("copies"));
            Files.createDirectories(dir.resolve("copy-scores"));
            run("copies.ctl", List.of("-cepext", ".wav", "-adcin", "yes", "-adchdr", "44", "-samprate", "16000",
                    "-fsgctl", "copy-grammars.ctl", "-compallsen", "yes", "-senlogdir", "copy-scores", "-mfclogdir", "copies"));
            int n = 0; // pocketsphinx numbers what it decodes: each recording's white copy, then its talk copy
            for (int i : used) {
                for (int kind = 0; kind < 2; kind++) {
                    Aligned copy = aligned(model, i, "copy-scores", "copies", String.format(Locale.ROOT, "%09d", n++));
                    if (copy != null) {
                        copies.computeIfAbsent(i, k -> new ArrayList<>()).add(copy);
                    }
                }
            }
        }

        /** The recordings handed to pocketsphinx: those not too noisy. */
        private int heardCount() {
            return count - refused.size();
        }

        /** Decodes every recording with its line (with an MLLR transform, or none), logging scores and cepstra; the hypotheses' lines. */
        private List<String> decode(Path mllr) throws IOException, InterruptedException {
            passes++;
            Files.createDirectories(dir.resolve("scores" + passes));
            Files.createDirectories(dir.resolve("cepstra" + passes));
            List<String> options = new ArrayList<>(List.of("-cepext", ".wav", "-adcin", "yes", "-adchdr", "44",
                    "-samprate", "16000", "-fsgctl", "grammars.ctl", "-compallsen", "yes",
                    "-senlogdir", "scores" + passes, "-mfclogdir", "cepstra" + passes));
            if (mllr != null) {
                options.addAll(List.of("-mllr", mllr.toString()));
            }
            return run("utterances.ctl", options);
        }

        /** Runs pocketsphinx over the inputs {@code ctl} names, with these options; the hypotheses' lines. */
        private List<String> run(String ctl, List<String> options) throws IOException, InterruptedException {
            List<String> command = new ArrayList<>(List.of(Pocketsphinx.program().toString(), "-hmm",
                    Pocketsphinx.model().toString(), "-dict", "words.dict", "-ctl", ctl, "-cepdir", ".",
                    "-hypseg", "hypotheses.txt", "-logfn", "log.txt", "-lw", Pocketsphinx.LANGUAGE_WEIGHT));
            command.addAll(ALIGNMENT_BEAMS);
            command.addAll(options);
            command.addAll(warping(warp));
            Files.deleteIfExists(dir.resolve("hypotheses.txt"));
            Process p = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            if (!p.waitFor(20 + 2L * count, TimeUnit.SECONDS)) {
                p.destroyForcibly().waitFor();
                throw new HearingUnavailableException("the recogniser did not finish the enrolment's recordings");
            }
            Path hypotheses = dir.resolve("hypotheses.txt");
            if (p.exitValue() != 0 || !Files.isRegularFile(hypotheses)) {
                throw new HearingUnavailableException("the recogniser failed: " + Pocketsphinx.lastLine(dir.resolve("log.txt")));
            }
            return Files.readAllLines(hypotheses);
        }
    }

    /**
     * The profile: the model's files, its means and mixture weights replaced by the adapted ones,
     * and the mark. Written beside the folder first and then put in its place, so that a profile is
     * never left half written, nor an earlier one lost, by a failure on the way.
     */
    private static void write(Path folder, float[][][][] means, float[][][] weights, Map<String, List<String>> sounds,
            int used, int frames, Accent accent, String warp) throws IOException {
        Path parent = folder.toAbsolutePath().getParent();
        Files.createDirectories(parent);
        Path fresh = Files.createTempDirectory(parent, "." + folder.getFileName() + "-new-");
        try {
            try (Stream<Path> files = Files.list(Pocketsphinx.model())) {
                for (Path f : files.filter(Files::isRegularFile).toList()) {
                    if (!List.of("means", "sendump").contains(f.getFileName().toString())) {
                        Files.copy(f, fresh.resolve(f.getFileName()));
                    }
                }
            }
            SphinxFiles.writeGaussians(fresh.resolve("means"), means);
            SphinxFiles.writeLogWeights(Pocketsphinx.model().resolve("sendump"), fresh.resolve("sendump"), weights);
            // the profile's sound is read with the speaker's warp: pocketsphinx takes feat.params's options
            StringBuilder features = new StringBuilder(Files.readString(fresh.resolve("feat.params")).stripTrailing());
            List<String> options = warping(warp);
            for (int i = 0; i < options.size(); i += 2) {
                features.append('\n').append(options.get(i)).append(' ').append(options.get(i + 1));
            }
            Files.writeString(fresh.resolve("feat.params"), features.append('\n'));
            StringBuilder own = new StringBuilder();
            sounds.forEach((word, list) -> {
                for (int i = 0; i < list.size(); i++) {
                    own.append(word).append(i == 0 ? "" : "(" + (i + 1) + ")").append(' ').append(list.get(i)).append('\n');
                }
            });
            Files.writeString(fresh.resolve(SOUNDS), own);
            Files.writeString(fresh.resolve(MARK), "annabella speaker profile: the model " + Pocketsphinx.model()
                    + " adapted to one voice from " + used + " recordings of the enrolment script (" + frames
                    + " frames of 10 ms).\nGive this folder to hear --speaker or play --listen --speaker.\n"
                    + ACCENT + accent.code() + "\nfrequency warp: " + warp + "\n");
            if (Files.exists(folder)) {
                Path old = Files.createTempDirectory(parent, "." + folder.getFileName() + "-old-");
                Files.move(folder, old, StandardCopyOption.REPLACE_EXISTING);
                Files.move(fresh, folder);
                delete(old);
            } else {
                Files.move(fresh, folder);
            }
        } finally {
            delete(Files.exists(fresh) ? fresh : null);
        }
    }

    private static boolean empty(Path folder) {
        try (Stream<Path> s = Files.list(folder)) {
            return s.findAny().isEmpty();
        } catch (IOException e) {
            return false;
        }
    }

    private static void delete(Path dir) {
        if (dir == null) {
            return;
        }
        try (Stream<Path> files = Files.walk(dir)) {
            files.sorted(Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
        } catch (IOException e) {
            // a temporary folder left behind is the system's to clean
        }
    }
}
