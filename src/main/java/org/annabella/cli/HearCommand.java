package org.annabella.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.annabella.announce.AnnouncementReader;
import org.annabella.announce.Announcer;
import org.annabella.announce.Style;
import org.annabella.rules.InputException;
import org.annabella.rules.Notation;
import org.annabella.rules.Position;
import org.annabella.speech.Accent;
import org.annabella.speech.Hearing;
import org.annabella.speech.Pcm;
import org.annabella.speech.Recognizer;
import org.annabella.speech.SpeechAudio;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code annabella hear}: plays the given moves, then hears each audio file as the spoken
 * announcement of the next move and prints its SAN, or {@code ?} where the companion would ask
 * again (not understood, not sure, ambiguous, or not legal now); each heard move is played before
 * the next file. Why a file gave {@code ?} goes to stderr.
 */
@Command(mixinStandardHelpOptions = true, name = "hear",
        description = "Hear spoken moves in WAV files; print the SAN of each, or ? where annabella would ask again.")
final class HearCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--fen", description = "Start position (FEN, X-FEN or Shredder-FEN); default the usual start.")
    String fen;

    @Option(names = "--moves", arity = "1..*", paramLabel = "M",
            description = "Moves played before the first file (SAN, long algebraic, UCI or words); they end at the first argument ending in .wav.")
    List<String> moves = new ArrayList<>();

    @Option(names = "--style", defaultValue = "fide", paramLabel = "fide|english|spanish|all",
            description = "The words listened for, one style or several with commas (default ${DEFAULT-VALUE}).")
    String style;

    @Option(names = "--speaker", paramLabel = "PROFILE",
            description = "Hear with this speaker's profile (annabella enrol makes one).")
    Path speaker;

    @Option(names = "--accent", paramLabel = "de|en|es|fr", description = HearingAccent.HELP
            + " (hear has no console: German only where neither is given)")
    String accent;

    @Parameters(paramLabel = "FILE.wav", arity = "0..*", description = "One spoken move per file: WAV, 16 kHz mono is best.")
    List<String> files = new ArrayList<>();

    @Override
    public Integer call() {
        List<String> given = new ArrayList<>(moves);
        List<Path> audio = new ArrayList<>();
        // --moves takes every word after it; the files start at the first one ending in .wav.
        for (int i = 0; i < given.size(); i++) {
            if (given.get(i).toLowerCase(Locale.ROOT).endsWith(".wav")) {
                given.subList(i, given.size()).forEach(f -> audio.add(Path.of(f)));
                given = given.subList(0, i);
                break;
            }
        }
        files.forEach(f -> audio.add(Path.of(f)));
        if (audio.isEmpty()) {
            throw new BadInputException(moves.isEmpty() ? "give at least one WAV file to hear"
                    : "give at least one WAV file to hear: after --moves, the files start at the first name ending in .wav");
        }
        List<Style> styles = styles(style);
        Accent heardAs = HearingAccent.of(accent, speaker, Accent.GERMAN);
        Position position = fen == null ? Position.startPosition() : Position.fromFen(fen);
        AnnouncementReader reader = new AnnouncementReader();
        for (int i = 0; i < given.size(); i++) {
            try {
                position.makeMove(reader.read(position, given.get(i)));
            } catch (IllegalArgumentException e) {
                throw new BadInputException("--moves, move " + (i + 1) + ": " + e.getMessage());
            }
        }
        // Every file read before any is heard: a bad one stops the run before a line is printed.
        List<Pcm> speech = audio.stream().map(SpeechAudio::read).toList();
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        try (Recognizer ear = Recognizer.open(styles, Recognizer.MARGIN, speaker, heardAs)) {
            for (int i = 0; i < speech.size(); i++) {
                Hearing h = ear.hear(position, speech.get(i));
                if (h.kind() == Hearing.Kind.MOVE) {
                    out.println(Notation.san(position, h.move()));
                    position.makeMove(h.move());
                } else {
                    out.println("?");
                    out.flush();
                    err.println(InputException.path(audio.get(i)) + ": " + why(position, h));
                }
            }
        }
        out.flush();
        return 0;
    }

    /** Why a file gave "?", for the person running the command. */
    private static String why(Position position, Hearing h) {
        return switch (h.kind()) {
            case AMBIGUOUS -> {
                List<String> names = h.candidates().stream().map(m -> Announcer.fide().announce(position, m)).sorted().toList();
                yield "\"" + h.words() + "\" could be " + String.join(" or ", names);
            }
            case COMMAND -> "heard the command \"" + h.words() + "\", not a move";
            case UNCLEAR -> String.format(Locale.ROOT, "not clear: \"%s\" fits the sound %.1f per frame worse"
                    + " than free phones (at most %.0f); say it again clearly, or enrol the speaker", h.words(), h.misfit(),
                    Recognizer.MOST_MISFIT);
            case UNFAMILIAR -> String.format(Locale.ROOT, "not taken: the speaker's last moves fit the sound %.1f per"
                    + " frame worse than free phones at the median (at most %.0f without a profile); enrol the speaker",
                    h.voiceMisfit(), Recognizer.MOST_VOICE_MISFIT);
            default -> h.words().isEmpty() ? "no legal move heard"
                    : "not sure: \"" + h.words() + "\" or \"" + h.rival() + "\"";
        };
    }

    /** "fide", "english,spanish", "all". */
    static List<Style> styles(String text) {
        if (text.strip().equalsIgnoreCase("all")) {
            return List.of(Style.values());
        }
        List<Style> out = new ArrayList<>();
        for (String s : text.split(",")) {
            Style st = Style.parse(s);
            if (!out.contains(st)) {
                out.add(st);
            }
        }
        return out;
    }
}
