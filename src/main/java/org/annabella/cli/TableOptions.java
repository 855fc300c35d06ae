package org.annabella.cli;

import java.io.BufferedReader;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.annabella.announce.Language;
import org.annabella.announce.Phrase;
import org.annabella.announce.Style;
import org.annabella.announce.Words;
import org.annabella.rules.Color;
import org.annabella.rules.InputException;
import org.annabella.session.BoardKind;
import org.annabella.session.ClockNotes;
import org.annabella.session.Session;
import org.annabella.session.Ticker;
import org.annabella.speech.Accent;
import org.annabella.speech.Enrolment;
import org.annabella.speech.Microphone;
import org.annabella.speech.Recognizer;
import org.annabella.speech.SpeechQueue;
import org.annabella.speech.SpokenLanguage;
import org.annabella.speech.VoiceSettings;
import org.annabella.training.Trainer;
import org.annabella.ui.console.Console;
import org.annabella.ui.console.ConsoleLanguage;
import org.annabella.ui.console.HistoryFile;
import org.annabella.ui.console.LineEditor;
import org.annabella.ui.console.TimeAnnouncements;
import org.annabella.ui.console.TimeTicks;
import org.annabella.ui.console.VoiceControl;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * What a game at the table runs with, shared by {@code play} and {@code resume}: the console's
 * language and voice, the sensor boards and the clock device.
 */
final class TableOptions {
    @Spec(Spec.Target.MIXEE)
    CommandSpec mixee;

    @Option(names = "--board", defaultValue = "none",
            description = "The visually impaired player's board: none (the assistant relays moves, the default), "
                    + "peg:PORT (a pegged sensor board), dgt:PORT (a DGT e-board), millennium:PORT (a Millennium "
                    + "ChessLink board) or certabo:PORT (a Certabo board) on a serial port.")
    String board;

    @Option(names = "--opponent-board", defaultValue = "none",
            description = "The sighted player's board: none (the default), dgt:PORT, millennium:PORT, certabo:PORT "
                    + "(or peg:PORT); a Millennium or Certabo board lights the move to execute on it.")
    String opponentBoard;

    @Option(names = "--clock", defaultValue = "internal",
            description = "The clock: internal (kept by annabella, the default), tactile:PORT (a tactile clock "
                    + "showing annabella's clock, its levers pressing it) or dgt3000 (through the DGT board).")
    String clock;

    @Option(names = "--speech", defaultValue = "text",
            description = "Also say announcements aloud: auto (a voice of the console's language where one is installed, "
                    + "FreeTTS otherwise), freetts, espeak (espeak-ng), ssip (speech-dispatcher), sapi (Windows), macos; "
                    + "text (default) or none prints only.")
    String speech;

    @Option(names = "--lang", defaultValue = "en", description = "Console language: en or es.")
    String lang;

    @Option(names = "--time-announcements", defaultValue = "request", paramLabel = "off|request|every:N",
            description = "When the player's own clock is told: off (never, not even when asked), request (only when asked, "
                    + "the default) or every:N (also every N minutes, N from 1 to 60, and at 5, 2 and 1 minutes left).")
    String timeAnnouncements;

    @Option(names = "--rate", paramLabel = "WPM", description = "The voice's rate: 80 to 450 words a minute (usual 150).")
    String rate;

    @Option(names = "--pitch", paramLabel = "HZ", description = "The voice's pitch: 50 to 250 hertz (usual 100).")
    String pitch;

    @Option(names = "--volume", paramLabel = "PERCENT", description = "The voice's volume: 10 to 100 percent (usual 100).")
    String volume;

    // The fallback makes --confirm true and --no-confirm false even when a setting gives the default (picocli's toggling).
    @Option(names = "--confirm", negatable = true, fallbackValue = "true", description = "Read each typed or heard move back in the announcement "
            + "words and wait: Enter, yes or si makes it, no cancels it, anything else is the corrected move (2009 E.2.6). "
            + "Off by default, on by default with --listen; the console's 'confirm on|off' changes it during the game.")
    Boolean confirm;

    @Option(names = "--listen", arity = "0..1", fallbackValue = "vi", paramLabel = "vi|both",
            description = "Hear spoken moves and commands through the microphone (pocketsphinx): the visually impaired "
                    + "player's moves (vi, the default), or both players' when both announce (both).")
    String listen;

    @Option(names = "--listen-style", paramLabel = "fide|english|spanish|all",
            description = "With --listen: the words listened for, one style or several with commas (default fide).")
    String listenStyle;

    @Option(names = "--speaker", paramLabel = "PROFILE",
            description = "With --listen: hear with this speaker's profile, the recogniser adapted to the voice "
                    + "(annabella enrol makes one).")
    Path speaker;

    @Option(names = "--accent", paramLabel = "de|en|es|fr", description = "With --listen: " + HearingAccent.HELP)
    String accent;

    /**
     * Whether moves wait for the player's yes: as --confirm or --no-confirm says, else only when
     * moves are heard. A recogniser can be sure and still wrong for a voice it was not tuned on
     * (measured: docs/performance.md, "Hearing announcements"), and a wrong move must not be made
     * unheard: the read-back and the yes catch it.
     */
    static boolean confirms(Boolean confirm, String listen) {
        return confirm != null ? confirm : listen != null;
    }

    private String boardOf(Color side, Color vi) {
        return side == vi ? board : opponentBoard;
    }

    /**
     * Checks every option before anything starts or is written, the ports included; bad ones are
     * refused naming the option.
     */
    void check(Color vi) {
        ConsoleLanguage.parse(lang);
        HearingAccent.of(accent, null, Accent.ENGLISH);
        for (Color side : Color.values()) {
            TableDevices.checkBoard(boardOf(side, vi), side == vi ? "--board" : "--opponent-board");
        }
        TableDevices.checkClock(clock, boardOf(Color.WHITE, vi), boardOf(Color.BLACK, vi));
        Map<String, String> ports = new LinkedHashMap<>();
        ports.put("--board", board);
        ports.put("--opponent-board", opponentBoard);
        ports.put("--clock", clock);
        TableDevices.checkDistinctPorts(ports);
        Voices.check(speech);
        TimeAnnouncements.parse(timeAnnouncements);
        VoiceSettings.of(rate, pitch, volume);
        if (speaker != null && listen == null) {
            if (mixee.commandLine().getParseResult().hasMatchedOption("--speaker")) {
                throw BadInputException.of("speaker-without-listen");
            }
            speaker = null; // the settings' profile, for the games that listen
        }
        if (listenStyle != null && listen == null) {
            throw BadInputException.of("listen-style-without-listen");
        }
        if (listen != null) {
            Listening.who(listen);
            heard();
            if (speaker != null) {
                Enrolment.profile(speaker);
            }
            Microphone.check();
        }
    }

    /** The accent the player is heard with (--accent, the profile's, or the console's language's). */
    private Accent heardAs() {
        return HearingAccent.of(accent, speaker, Accent.of(SpokenLanguage.of(language())));
    }

    /** The styles whose words are listened for (--listen-style), fide when none is given. */
    private List<Style> heard() {
        try {
            return listenStyle == null ? List.of(Style.FIDE) : HearCommand.styles(listenStyle);
        } catch (InputException e) {
            throw BadInputException.wrapping("--listen-style: " + e.getMessage(), e, "--listen-style",
                    org.annabella.announce.Phrase.of("cli.error.listen-style", "text", InputException.quote(listenStyle)));
        }
    }

    /**
     * Whether the opponent's announcements need a recogniser of their own: both are heard. The
     * player's may be adapted to the player's voice, which hears another voice worse; and without a
     * profile each speaker is judged by his own moves of late (Recognizer.MOST_VOICE_MISFIT), so one
     * voice the model fits poorly must not close the ear of the other.
     */
    private boolean opponentHeardApart() {
        return listen != null && Listening.who(listen) == Listening.Who.BOTH;
    }

    /** The microphone, its utterances heard and handed to the console (--listen). */
    private Microphone listen(Listening.Ears ears, Session session, Console console, Color vi, SpeechQueue voice,
            PrintWriter out) {
        Listening listening = new Listening(session, console, ears, vi, Listening.who(listen), out, voice, language());
        return Microphone.open((utterance, ended) -> listening.heard(utterance));
    }

    /** The kind of board in front of {@code side}, given who is visually impaired. */
    BoardKind kind(Color side, Color vi) {
        return TableDevices.kind(boardOf(side, vi), side == vi ? "--board" : "--opponent-board");
    }

    /** The console's language, for the messages said around it. */
    Language language() {
        return ConsoleLanguage.parse(lang).words();
    }

    /**
     * A player's name as said in the console's language: a default name (White, Black, Blancas,
     * Negras, given when none was) in that language's words, any other name as written.
     */
    String name(String name, Color side) {
        for (ConsoleLanguage l : ConsoleLanguage.values()) {
            if (name.equals(l.defaultName(side))) {
                return ConsoleLanguage.parse(lang).defaultName(side);
            }
        }
        return name;
    }

    /** The name a player gets when none is given: the side in the console's language. */
    String defaultName(Color side) {
        return ConsoleLanguage.parse(lang).defaultName(side);
    }

    /** Tells the people at the table, on the error stream, in the console's language. */
    void tell(CommandSpec spec, Phrase phrase) {
        String said = Words.of(language()).say(phrase);
        // A line begins with a capital, as a screen reader and the eye expect ("Ha caído la bandera...").
        spec.commandLine().getErr().println(said.isEmpty() ? "." : Character.toUpperCase(said.charAt(0)) + said.substring(1) + ".");
    }

    /**
     * Runs the console on the session, with these devices attached, until quit or end of input;
     * with {@code trainer} (or null), its engine plays the other side.
     */
    int runConsole(Session session, Color vi, CommandSpec spec, Trainer trainer) throws IOException {
        // The running clock is journalled every few seconds, so a crash costs little of anyone's time (2018 6.10).
        // On a real terminal, lines are edited (history, Tab) and everything said goes above the line
        // being typed; a pipe or a dumb terminal is read plainly.
        LineEditor editor = LineEditor.open(HistoryFile.ofThisUser()).orElse(null);
        PrintWriter out = editor != null ? editor.writer() : spec.commandLine().getOut();
        PrintWriter err = editor != null ? editor.writer() : spec.commandLine().getErr();
        try (Ticker notes = ClockNotes.start(session);
                Closeable editing = editor != null ? editor : () -> { };
                SpeechQueue voice = Voices.open(speech, language(), err, spec.name())) {
            Voices.speak(session, voice, language());
            Console console = new Console(session, vi, ConsoleLanguage.parse(lang), out);
            console.announceTime(TimeAnnouncements.parse(timeAnnouncements));
            console.useVoice(new VoiceControl(VoiceSettings.of(rate, pitch, volume), s -> voice != null && voice.adjust(s)));
            console.confirmTypedMoves(confirms(confirm, listen));
            if (listen != null && speaker == null) {
                tell(spec, Phrase.of("hear.enrol"));
            }
            try (TableDevices devices = TableDevices.open(session, console, boardOf(Color.WHITE, vi),
                    boardOf(Color.BLACK, vi), clock, err, Words.of(language()));
                    Ticker ticks = TimeTicks.start(console, line -> {
                        if (voice != null) {
                            voice.say(line);
                        }
                    });
                    Recognizer ear = listen == null ? null : Recognizer.open(heard(), Recognizer.MARGIN, speaker,
                            heardAs());
                    // the opponent: the installed model, with the player's accent where neither has a profile
                    Recognizer opponent = !opponentHeardApart() ? null : speaker != null ? Recognizer.open(heard())
                            : Recognizer.open(heard(), Recognizer.MARGIN, null, heardAs());
                    Microphone microphone = listen == null ? null : listen(new Listening.Ears(ear, opponent == null ? ear : opponent),
                            session, console, vi, voice, out)) {
                if (trainer != null) {
                    console.train(trainer, line -> {
                        if (voice != null) {
                            voice.say(line);
                        }
                    });
                }
                if (editor != null) {
                    console.run(editor);
                } else {
                    console.run(new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)));
                }
            }
        }
        return 0;
    }
}
