package org.annabella.cli;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.annabella.announce.Phrase;
import org.annabella.announce.Words;
import org.annabella.rules.InputException;
import org.annabella.speech.Accent;
import org.annabella.speech.Enrolment;
import org.annabella.speech.Microphone;
import org.annabella.speech.Pcm;
import org.annabella.speech.SpeechAudio;
import org.annabella.speech.SpokenLanguage;
import org.annabella.ui.console.ConsoleLanguage;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code annabella enrol PROFILE [FILE.wav...]}: the recogniser adapted to one voice from its
 * reading of the enrolment script (voice/enrolment.txt), written as a speaker profile for {@code
 * hear --speaker} and {@code play --listen --speaker}. The lines are read into the microphone, one
 * at a time after Enter, or given as recordings, the i-th file saying the i-th line. {@code
 * --script} prints the lines, for recording them with any recorder.
 */
@Command(mixinStandardHelpOptions = true, name = "enrol",
        description = "Adapt the recogniser to one voice from its reading of the enrolment script; write a speaker profile.")
final class EnrolCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--script", description = "Print the lines to read aloud, numbered, and stop.")
    boolean script;

    @Option(names = "--lang", defaultValue = "en", description = "Language of everything enrol says, its prompts and its results: en or es.")
    String lang;

    @Option(names = "--accent", paramLabel = "de|en|es|fr", description = "The FIDE words heard as speakers of this "
            + "language say them, beside the German: de (German only), en, es or fr; default the language of --lang. "
            + "The profile keeps it for hear and play.")
    String accent;

    @Parameters(index = "0", arity = "0..1", paramLabel = "PROFILE",
            description = "The profile's folder: a new one, or a profile to replace.")
    Path profile;

    @Parameters(index = "1..*", arity = "0..*", paramLabel = "FILE.wav",
            description = "Recordings of the script's lines in order, one line per file (at least "
                    + Enrolment.FEWEST + "); without them, the lines are read into the microphone.")
    List<Path> files = new ArrayList<>();

    @Override
    public Integer call() throws Exception {
        Words words = Words.aloud(ConsoleLanguage.parse(lang).words());
        List<String> lines = Enrolment.script();
        PrintWriter out = spec.commandLine().getOut();
        if (script) {
            for (int i = 0; i < lines.size(); i++) {
                out.println((i + 1) + ". " + lines.get(i));
            }
            out.flush();
            return 0;
        }
        if (profile == null) {
            throw new BadInputException("give the profile's folder (annabella enrol PROFILE [FILE.wav...]; "
                    + "--script prints the lines to read)");
        }
        if (files.size() > lines.size()) {
            throw new BadInputException(files.size() + " recordings for the script's " + lines.size()
                    + " lines: one recording per line, in order (--script prints them)");
        }
        if (!files.isEmpty() && files.size() < Enrolment.FEWEST) {
            throw new BadInputException(files.size() + (files.size() == 1 ? " recording" : " recordings")
                    + ": enrolment needs at least " + Enrolment.FEWEST
                    + ", the i-th saying line i of the script (--script prints them)");
        }
        Accent heardAs = HearingAccent.of(accent, null, Accent.of(SpokenLanguage.of(ConsoleLanguage.parse(lang).words())));
        Enrolment.checkFolder(profile);
        // recordings given are all read before any is used: a bad one stops the run before anything is written
        List<Pcm> recordings = files.isEmpty() ? readAloud(lines, out, words) : files.stream().map(SpeechAudio::read).toList();
        if (recordings == null) {
            out.println(words.say(Phrase.of("enrol.stopped")));
            out.flush();
            return 0;
        }
        List<String> said = new ArrayList<>(lines.subList(0, recordings.size()));
        List<Pcm> taken = new ArrayList<>(recordings);
        for (int i = said.size() - 1; i >= 0; i--) {
            if (taken.get(i) == null) { // a line skipped at the microphone
                said.remove(i);
                taken.remove(i);
            }
        }
        out.println(words.say(Phrase.of("enrol.adapting", "recordings", taken.size())));
        out.flush();
        Enrolment.Result r = Enrolment.enrol(said, taken, profile, heardAs);
        r.refused().forEach((k, why) -> out.println(words.say(Phrase.of("enrol.left-out", "number", k, "line", said.get(k - 1),
                "why", words.say(why.reason())))));
        out.println(words.say(Phrase.of("enrol.written", "profile", InputException.path(profile), "used", r.used(),
                "recordings", taken.size(), "seconds", Math.round(r.frames() / 100.0))));
        out.println(words.say(check(r)));
        out.println(words.say(Phrase.of("enrol.hear-with", "profile", InputException.path(profile))));
        out.flush();
        return 0;
    }

    /**
     * How well the profile hears its speaker, said before the game: the share of the recordings
     * held out of a trial profile that it heard as their lines; below {@link #GOOD} the player is
     * told to expect repeats and how to do better.
     */
    static Phrase check(Enrolment.Result r) {
        if (r.checked() == 0) {
            return Phrase.of("enrol.unchecked");
        }
        long percent = Math.round(100 * r.heard());
        return Phrase.of(r.heard() >= GOOD ? "enrol.heard-well" : "enrol.heard-poorly", "right", r.heardRight(),
                "checked", r.checked(), "percent", percent);
    }

    /**
     * The share of held-out lines heard right from which a profile is called good: on the panel of
     * 21 voices (docs/performance.md, "Noisy copies and a longer script") each of the four whose
     * trial missed a line (7 of 8, 8 of 9, 6 of 7) had 82 % or fewer of its moves taken in noise at
     * 20 dB; of the 17 whose trial heard every line, 12 had 88 % or more, the others 54 to 82 %.
     */
    static final double GOOD = 0.9;

    /** The script read into the microphone, line by line at the keyboard; null where the reader stopped. */
    private static List<Pcm> readAloud(List<String> lines, PrintWriter out, Words words) throws java.io.IOException {
        Microphone.check();
        BufferedReader keys = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        try (MicrophoneTakes takes = MicrophoneTakes.open()) {
            return new ScriptReading(keys, out, words, takes).read(lines);
        }
    }
}
