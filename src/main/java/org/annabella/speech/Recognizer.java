package org.annabella.speech;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.annabella.announce.AnnouncementReader;
import org.annabella.announce.MoveWords;
import org.annabella.announce.SpokenForms.Part;
import org.annabella.announce.SpokenForms.Saying;
import org.annabella.announce.SpokenForms;
import org.annabella.announce.Style;
import org.annabella.rules.MoveParseException;
import org.annabella.rules.Position;

/**
 * Hears a spoken move or console command: pocketsphinx restricted to what can be said now (the
 * announcements of the legal moves, {@link SpokenForms}, and the console's spoken commands), the
 * words read back by the same {@link AnnouncementReader} as typed words.
 *
 * <p>Safety first (a wrong move is worse than a repeat): the sound's scores are decoded a second
 * time with a grammar that lacks everything meaning the heard move, and the move is taken only
 * when it fitted the sound better than that nearest rival by a margin per 10 ms frame of the
 * words where the two differ (the doubtful word: Cesar or Eva, drei or zwei): {@link #MARGIN},
 * or {@link #DOUBT_MARGIN} where the doubt is between two files or two ranks ({@link
 * #PROFILED_DOUBT_MARGIN} with a speaker's profile) or two pieces, and nothing in a
 * room too loud ({@link #sure}); without a speaker's profile, a move only where its words also
 * fit the sound nearly as well as free phones do ({@link #MOST_MISFIT}) and the speaker's moves
 * of late fitted it so too ({@link #MOST_VOICE_MISFIT}). Measured on synthesised speech in docs/performance.md ("Hearing announcements", "Hearing across voices"). Thread-safe.
 */
public final class Recognizer implements AutoCloseable {
    /** The console's spoken questions, which only read the game out (English and Spanish). */
    public static final List<String> QUESTIONS = List.of("help", "clock", "last", "moves", "repeat", "next", "ayuda",
            "reloj", "ultima", "jugadas", "repetir", "siguiente");
    /** The console's commands that may be spoken; none that ends or changes the game without a question. */
    public static final List<String> COMMANDS = Stream.concat(QUESTIONS.stream(),
            Stream.of("draw", "accept", "decline", "yes", "no", "tablas", "aceptar", "rechazar", "si")).toList();
    /** Acoustic score per frame of the doubtful words by which the heard words must beat their rival. */
    public static final double MARGIN = 10;
    /**
     * The margin asked for where the doubt is between two files (Bella or Anna, Cesar or Eva) or
     * two ranks (drei or zwei, sechs or vier): measured on two sets of 400 moves, clean and in
     * noise, a voice the words were not tuned on had such words heard wrong by margins up to 16.3,
     * and the project's voice is heard right 95 to 97 % of the time (docs/performance.md).
     */
    public static final double DOUBT_MARGIN = 17;
    /**
     * The margin asked for a doubt between two files or two ranks where a speaker's profile
     * hears. With the profiles that learn each state's mixture weights the words found are nearly
     * always the words said, and what 17 asked again was nearly always right: a seventh of flite
     * awb's moves in chatter, a quarter of flite slt's. Read off the fourteenth session's 400-move
     * outcomes, then checked on 16,800 moves of 14 voices not read for it: none wrong, and of the two best
     * fits that were wrong, one a doubt between files beat its rival by 5.4 (docs/performance.md,
     * "A doubt asked less with a profile"). Before the mixture weights and flite's Eva, a profile
     * had such a doubt wrong by 14.3 (flite awb's "Turm Eva eins"). A doubt between pieces asks
     * {@link #DOUBT_MARGIN} still: the other wrong best fit, a German man's "Eva drei" as "dame eva
     * drei", beat its rival by 15.6.
     */
    public static final double PROFILED_DOUBT_MARGIN = 13;
    /**
     * Speech less than this above the room's noise (dB, {@link SpeechAudio#snr}) is not taken at
     * all: measured, wrong words then fitted best by far. Over 28 voices, pink noise 20 dB below
     * the speech measures 21.8 to 24.9 dB, a hall's chatter 10 dB below 14.8 to 19.9.
     */
    static final double NOISY_DB = 21;
    /**
     * Heard without a speaker's profile, a move is taken only where its words fit the sound
     * within this of free phones ({@link #misfit}, per frame): a wrong move wins because what was
     * said is not in the grammar as said, so the words found fit it worse than phones in any
     * order do. Chosen on the panel's tuned voices, just under the least of their wrong moves
     * (9.5); it asks again for a quarter of their right moves, two thirds of the held-out ones'
     * (docs/performance.md, "A confidence test against free phones").
     */
    public static final double MOST_MISFIT = 9;
    /**
     * Heard without a speaker's profile, a move is taken only while the median misfit of the last
     * moves heard from the speaker ({@link VoiceFit}, this one included) is at most this. A voice
     * far from the model has moves whose words fit within {@link #MOST_MISFIT} and are wrong all
     * the same (the Scottish woman's "Turm Eva sieben" taken as "dame eva sieben" five times in 400
     * moves), but its moves as a whole fit poorly. In quiet the medians of the tuned part's voices
     * fall in two groups: at most 9.4 (FreeTTS, flite's voices, espeak-ng's German men) and at
     * least 15.7 (the other six; steady noise or chatter moves them by 2 or less, flite's up to 12
     * to 15). Chosen on the tuned part, just above the first group: it keeps 409 of its 486 right
     * moves without a profile (docs/performance.md, "A voice far from the model"), judged then by
     * the last 9 moves; by the last 45 ({@link VoiceFit#WINDOW}) the far voices' medians stay
     * above 12.5 (docs/performance.md, "A longer memory of the speaker").
     */
    public static final double MOST_VOICE_MISFIT = 10;

    private final List<MoveWords> styles;
    /** Words that one of their kind could replace (files, ranks, pieces, castlings), with their meaning. */
    private final Map<String, String> meanings;
    private final AnnouncementReader reader;
    private final HearingDictionary dictionary;
    private final Pocketsphinx decoder;
    private final double margin;
    /**
     * Whether the model is a speaker's profile; without one, moves are also judged by {@link
     * #MOST_MISFIT}, and a doubt between files or ranks asks {@link #DOUBT_MARGIN}, not {@link
     * #PROFILED_DOUBT_MARGIN}.
     */
    private final boolean profiled;
    /** How well the model has fitted the speaker's moves of late, without a profile ({@link #MOST_VOICE_MISFIT}). */
    private VoiceFit voice = VoiceFit.NONE;

    private Recognizer(List<MoveWords> styles, HearingDictionary dictionary, Pocketsphinx decoder, double margin,
                       boolean profiled) {
        this.styles = styles;
        this.meanings = SpokenForms.meanings(styles);
        this.reader = new AnnouncementReader(styles);
        this.dictionary = dictionary;
        this.decoder = decoder;
        this.margin = margin;
        this.profiled = profiled;
    }

    /**
     * A recogniser for the words of {@code styles} with the standard margin.
     *
     * @throws HearingUnavailableException where pocketsphinx or its model is not installed
     */
    public static Recognizer open(List<Style> styles) {
        return open(styles, MARGIN);
    }

    /**
     * As {@link #open(List)} with another margin (0: the best fit is always taken; for measuring),
     * hearing the FIDE words as German speakers say them only.
     */
    public static Recognizer open(List<Style> styles, double margin) {
        return open(styles, margin, null, Accent.GERMAN);
    }

    /**
     * As {@link #open(List, double)}, hearing with a speaker's profile ({@link Enrolment}), or with
     * the installed model where {@code speaker} is null, and the FIDE words as speakers of {@code
     * accent} say them beside the German ({@link HearingDictionary}).
     *
     * @throws org.annabella.rules.InputException where {@code speaker} is not a profile
     */
    public static Recognizer open(List<Style> styles, double margin, Path speaker, Accent accent) {
        Pocketsphinx.check();
        // absolute: pocketsphinx runs in a folder of its own
        Path model = speaker == null ? Pocketsphinx.model() : Enrolment.profile(speaker).toAbsolutePath();
        List<MoveWords> words = styles.stream().map(MoveWords::of).toList();
        Set<String> vocabulary = new LinkedHashSet<>(COMMANDS);
        vocabulary.addAll(SpokenForms.vocabulary(words));
        HearingDictionary dictionary = HearingDictionary.load(vocabulary, Pocketsphinx.dictionary(), accent);
        if (speaker != null) {
            dictionary = dictionary.own(Enrolment.sounds(speaker)); // the words as this speaker says them
        }
        return new Recognizer(words, dictionary, new Pocketsphinx(dictionary.text(vocabulary), model), margin,
                speaker != null);
    }

    /** Ends the recogniser's processes. */
    @Override
    public synchronized void close() {
        decoder.close();
    }

    /** What the speech says in {@code position} (which is not changed). */
    public synchronized Hearing hear(Position position, Pcm speech) {
        try {
            short[] samples = SpeechAudio.samples(speech);
            double snr = SpeechAudio.snr(samples);
            Pcm sound = SpeechAudio.pcm(SpeechAudio.withNoiseFloor(samples));
            List<Saying> sayings = SpokenForms.of(position, styles).stream().filter(this::speakable).toList();
            Pocketsphinx.Decoded first = decoder.find(sound, grammar(sayings, commandsBut("")));
            if (first.words().isEmpty()) {
                return Hearing.notUnderstood("", "", 0, snr);
            }
            String words = first.text();
            List<Integer> meant;
            if (COMMANDS.contains(words)) {
                meant = List.of();
            } else {
                try {
                    meant = List.of(reader.read(position, words));
                } catch (MoveParseException e) {
                    if (e.kind() != MoveParseException.Kind.AMBIGUOUS) {
                        return Hearing.notUnderstood(words, "", 0, snr);
                    }
                    return new Hearing(Hearing.Kind.AMBIGUOUS, words, 0,
                            java.util.Arrays.stream(e.candidates()).boxed().toList(), "", 0, snr, 0, 0);
                }
            }
            // The rival: the best fit among everything else that can be said now, and among the same
            // kind of words said otherwise, legal or not: a move said that is not legal now must not
            // be taken for the legal move that sounds nearest.
            List<Saying> others = sayings.stream().filter(s -> meant.stream().noneMatch(s.moves()::contains)).toList();
            List<List<Part>> alternatives = new ArrayList<>(commandsBut(words));
            alternatives.addAll(saidOtherwise(first.words().stream().map(Pocketsphinx.Word::word).toList()));
            return meant.isEmpty() ? judged(first, grammar(others, alternatives), Hearing.Kind.COMMAND, 0, snr)
                    : judged(first, grammar(others, alternatives), Hearing.Kind.MOVE, meant.get(0), snr);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot pass the sound to the recogniser", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Hearing.notUnderstood("", "", 0, 0);
        }
    }

    /**
     * The words found ({@code first}) judged against the best fit of {@code rivals} in the same
     * sound's scores: heard as {@code kind} where they beat it by the margin asked for, not
     * understood otherwise.
     */
    private Hearing judged(Pocketsphinx.Decoded first, Grammar rivals, Hearing.Kind kind, int move, double snr)
            throws IOException, InterruptedException {
        String words = first.text();
        Pocketsphinx.Decoded second = decoder.rescore(rivals);
        // A rival search that reached no end tells nothing of how sure the words are: asked again
        // (measured with the wide beams: a move not legal now, heard as a legal one, had no rival).
        double m = second.words().isEmpty() ? 0 : margin(first, second);
        // (with no margin asked for, when measuring, doubtful files and ranks are not asked more either)
        double base = margin == Double.NEGATIVE_INFINITY ? margin : base(margin, words, second.text());
        // a move heard without a profile is judged against free phones too (a command is not: yes, no
        // ...); a free decode that reached no end leaves the words' whole score as misfit: asked again
        boolean judgedByFit = !profiled && kind == Hearing.Kind.MOVE;
        double misfit = judgedByFit ? misfit(first.words(), decoder.freePhones()) : 0;
        VoiceFit heard = judgedByFit ? voice.with(misfit) : voice;
        voice = voice.kept(heard, snr);
        double voiceMisfit = judgedByFit ? heard.median() : 0;
        if (base != Double.NEGATIVE_INFINITY) {
            // words that fit the sound poorly are not offered as one of two choices: neither may be what was said
            if (!fits(misfit)) {
                return new Hearing(Hearing.Kind.UNCLEAR, words, 0, List.of(), second.text(), m, snr, misfit, voiceMisfit);
            }
            if (!familiar(voiceMisfit)) {
                return new Hearing(Hearing.Kind.UNFAMILIAR, words, 0, List.of(), second.text(), m, snr, misfit,
                        voiceMisfit);
            }
        }
        if (!sure(base, m, snr)) {
            return new Hearing(Hearing.Kind.NOT_UNDERSTOOD, words, 0, List.of(), second.text(), m, snr, misfit,
                    voiceMisfit);
        }
        return new Hearing(kind, words, move, List.of(), second.text(), m, snr, misfit, voiceMisfit);
    }

    /**
     * How much better per frame the free phones' path {@code free} fitted the frames of {@code
     * words} than those words did (each phone counted for the share of its frames among them): a
     * likelihood ratio of the grammar's best path against an unconstrained one.
     */
    static double misfit(List<Pocketsphinx.Word> words, Pocketsphinx.Decoded free) {
        double gap = 0;
        int frames = 0;
        for (Pocketsphinx.Word w : words) {
            int end = w.start() + w.frames();
            double phones = 0;
            for (Pocketsphinx.Word p : free.words()) {
                int overlap = Math.min(end, p.start() + p.frames()) - Math.max(w.start(), p.start());
                if (overlap > 0 && p.frames() > 0) {
                    phones += (double) p.score() * overlap / p.frames();
                }
            }
            gap += phones - w.score();
            frames += w.frames();
        }
        return gap / Math.max(frames, 10);
    }

    /**
     * Which of {@code lines} (each words of the fide style, "Springer Felix drei") the speech
     * says, judged as a move is: a {@link Hearing.Kind#COMMAND} with the line's words where it
     * beats every other line, and the same words said otherwise, by the margin asked for. How
     * {@link Enrolment} tells how well a profile hears its speaker.
     */
    public synchronized Hearing hearLine(List<String> lines, Pcm speech) {
        try {
            short[] samples = SpeechAudio.samples(speech);
            double snr = SpeechAudio.snr(samples);
            Pcm sound = SpeechAudio.pcm(SpeechAudio.withNoiseFloor(samples));
            Grammar all = new Grammar();
            List<List<Part>> said = lines.stream().map(Recognizer::words).toList();
            said.forEach(all::add);
            Pocketsphinx.Decoded first = decoder.find(sound, all);
            if (first.words().isEmpty()) {
                return Hearing.notUnderstood("", "", 0, snr);
            }
            List<String> heard = first.words().stream().map(Pocketsphinx.Word::word).toList();
            List<List<Part>> others = new ArrayList<>(said.stream().filter(l -> !l.equals(words(first.text()))).toList());
            others.addAll(saidOtherwise(heard));
            return judged(first, grammar(List.of(), others), Hearing.Kind.COMMAND, 0, snr);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot pass the sound to the recogniser", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Hearing.notUnderstood("", "", 0, 0);
        }
    }

    /**
     * Whether words that beat their rival by {@code margin}, in speech {@code snr} dB above the
     * room, are taken with the margin {@code base} asked for. Nothing is taken in a room noisier
     * than {@link #NOISY_DB}. (A margin growing as the room nears the speech was tried: it refused
     * right moves only, as wrong ones had no more margin in noise than in quiet.)
     */
    public static boolean sure(double base, double margin, double snr) {
        return snr >= NOISY_DB && margin >= base;
    }

    /** Whether words that fit the sound within {@code misfit} of free phones may be taken ({@link #MOST_MISFIT}). */
    public static boolean fits(double misfit) {
        return misfit <= MOST_MISFIT;
    }

    /**
     * Whether a speaker whose moves of late fitted the sound within {@code voiceMisfit} at the
     * median may be heard ({@link #MOST_VOICE_MISFIT}).
     */
    public static boolean familiar(double voiceMisfit) {
        return voiceMisfit <= MOST_VOICE_MISFIT;
    }

    /** Whether {@code h}, heard with any margin, would be taken by the recogniser's rule ({@link #MARGIN}). */
    public boolean takes(Hearing h) {
        return sure(base(MARGIN, h.words(), h.rival()), h.margin(), h.snr()) && fits(h.misfit())
                && familiar(h.voiceMisfit());
    }

    /**
     * The margin asked for {@code heard} against {@code rival} by this recogniser: as {@link
     * #base(double, double, String, String)} with {@link #PROFILED_DOUBT_MARGIN} for a doubt
     * between squares where a profile hears, {@link #DOUBT_MARGIN} where none does.
     */
    public double base(double base, String heard, String rival) {
        return base(base, profiled ? PROFILED_DOUBT_MARGIN : DOUBT_MARGIN, heard, rival);
    }

    /**
     * The margin asked for {@code heard} against {@code rival}: {@code squares} where, in the
     * words where the two differ, a file meant by one stands against a file meant by the other,
     * or a rank so; {@link #DOUBT_MARGIN} where a piece stands against another or against none;
     * {@code base} otherwise (never less). By meanings: "dame bella zwei" against "dame nimmt
     * anna zwei" is a doubt between Bella and Anna, while "turm gustaf eins" against "koenig
     * gustav eins" is one between two pieces (Gustaf and Gustav are both the g-file).
     */
    public double base(double base, double squares, String heard, String rival) {
        List<String> a = List.of(heard.split(" "));
        List<String> b = List.of(rival.split(" "));
        Difference d = Difference.of(a, b);
        Set<String> inHeard = meaningsOf(d.of(a));
        Set<String> inRival = meaningsOf(d.of(b));
        double out = base;
        for (String kind : List.of("file.", "rank.")) {
            if (inHeard.stream().anyMatch(m -> m.startsWith(kind) && !inRival.contains(m))
                    && inRival.stream().anyMatch(m -> m.startsWith(kind) && !inHeard.contains(m))) {
                out = Math.max(out, squares);
            }
        }
        // a piece against another, or against none (a pawn's move): "Koenig David zwei" was taken
        // for "Laeufer David zwei" by a margin between 10 and 17 (issue 32)
        Set<String> pieces = new LinkedHashSet<>(inHeard);
        pieces.addAll(inRival);
        pieces.removeIf(m -> !m.startsWith("piece.") || inHeard.contains(m) && inRival.contains(m));
        return pieces.isEmpty() ? out : Math.max(out, DOUBT_MARGIN);
    }

    private Set<String> meaningsOf(List<String> words) {
        Set<String> out = new LinkedHashSet<>();
        for (String w : words) {
            String m = meanings.get(w);
            if (m != null) {
                out.add(m);
            }
        }
        return out;
    }

    /**
     * Every sequence of words of the same kinds as {@code heard}, one at least meaning something
     * else (Bella vier: Anna vier ... Hector acht): for each word that can be replaced, the heard
     * words before it, another meaning in its place, any of its kind after it.
     */
    private List<List<Part>> saidOtherwise(List<String> heard) {
        List<List<Part>> out = new ArrayList<>();
        for (int i = 0; i < heard.size(); i++) {
            String meaning = meanings.get(heard.get(i));
            if (meaning == null) {
                continue;
            }
            List<Part> parts = new ArrayList<>(heard.subList(0, i).stream().map(Recognizer::word).toList());
            parts.add(kind(meaning, meaning));
            for (String later : heard.subList(i + 1, heard.size())) {
                String m = meanings.get(later);
                parts.add(m == null ? word(later) : kind(m, null));
            }
            if (!parts.get(i).choices().isEmpty()) {
                out.add(parts);
            }
        }
        return out;
    }

    /** The words of the kind of {@code meaning} ("rank" of "rank.2") except those meaning {@code except}, as one choice. */
    private Part kind(String meaning, String except) {
        String kind = meaning.substring(0, meaning.indexOf('.') + 1);
        return new Part(meanings.entrySet().stream()
                .filter(e -> e.getValue().startsWith(kind) && !e.getValue().equals(except) && dictionary.knows(e.getKey()))
                .map(e -> List.of(e.getKey())).toList(), false);
    }

    /** The spoken commands other than {@code words}, as alternatives of a grammar. */
    private static List<List<Part>> commandsBut(String words) {
        return COMMANDS.stream().filter(c -> !c.equals(words)).map(c -> List.of(word(c))).toList();
    }

    /** The words of a line, lower case, one part each. */
    private static List<Part> words(String line) {
        return java.util.Arrays.stream(line.toLowerCase(java.util.Locale.ROOT).split("\\s+")).map(Recognizer::word).toList();
    }

    /** One word to be said. */
    private static Part word(String word) {
        return new Part(List.of(List.of(word)), false);
    }

    /**
     * How much better the heard words fit than the rival's: the acoustic scores' difference per
     * frame of the heard words that differ from the rival's (what the two have in common at the
     * start and the end fits both alike).
     */
    static double margin(Pocketsphinx.Decoded heard, Pocketsphinx.Decoded rival) {
        List<Pocketsphinx.Word> a = heard.words();
        Difference d = Difference.of(a.stream().map(Pocketsphinx.Word::word).toList(),
                rival.words().stream().map(Pocketsphinx.Word::word).toList());
        int frames = d.of(a).stream().mapToInt(Pocketsphinx.Word::frames).sum();
        return (double) (heard.score() - rival.score()) / Math.max(frames, 10);
    }

    /** Where two lists of words differ: after the words they start with alike, before those they end with alike. */
    private record Difference(int prefix, int suffix) {
        static Difference of(List<String> a, List<String> b) {
            int prefix = 0;
            while (prefix < a.size() && prefix < b.size() && a.get(prefix).equals(b.get(prefix))) {
                prefix++;
            }
            int suffix = 0;
            while (suffix < a.size() - prefix && suffix < b.size() - prefix
                    && a.get(a.size() - 1 - suffix).equals(b.get(b.size() - 1 - suffix))) {
                suffix++;
            }
            return new Difference(prefix, suffix);
        }

        /** The differing part of one of the two lists. */
        <T> List<T> of(List<T> words) {
            return words.subList(prefix, words.size() - suffix);
        }
    }

    /** The grammar of the sayings (in the words the recogniser knows) and further alternatives. */
    private Grammar grammar(List<Saying> sayings, List<List<Part>> more) {
        Grammar g = new Grammar();
        for (Saying s : sayings) {
            g.add(s.parts().stream()
                    .map(p -> new Part(p.choices().stream().filter(this::known).toList(), p.optional()))
                    .filter(p -> !p.choices().isEmpty()) // an optional part the recogniser has no word for
                    .toList());
        }
        more.forEach(g::add);
        return g;
    }

    /** Whether every part that must be said has a choice the recogniser can hear. */
    private boolean speakable(Saying s) {
        return s.parts().stream().allMatch(p -> p.optional() || p.choices().stream().anyMatch(this::known));
    }

    private boolean known(List<String> words) {
        return words.stream().allMatch(dictionary::knows);
    }
}
