package org.annabella.ui.console;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import org.annabella.announce.NearestWords;
import org.annabella.announce.Phrase;
import org.annabella.announce.PhrasedInputException;
import org.annabella.announce.Refusal;
import org.annabella.announce.Sentences;
import org.annabella.announce.Style;
import org.annabella.announce.Words;
import org.annabella.braille.BrailleLanguage;
import org.annabella.laws.Adjournment;
import org.annabella.rules.Color;
import org.annabella.rules.InputException;
import org.annabella.rules.Notation;
import org.annabella.rules.Piece;
import org.annabella.rules.PieceLetters;
import org.annabella.rules.PieceType;
import org.annabella.rules.Square;
import org.annabella.session.EnvelopeExport;
import org.annabella.session.Event.Claim;
import org.annabella.session.Event.Illegality;
import org.annabella.session.Event.Origin;
import org.annabella.session.GameClock;
import org.annabella.session.GameFiles;
import org.annabella.session.GameState;
import org.annabella.session.Mode;
import org.annabella.session.MoveInProgress;
import org.annabella.session.Notice;
import org.annabella.session.RulingRecord;
import org.annabella.session.Session;
import org.annabella.settings.Settings;
import org.annabella.speech.VoiceSettings;
import org.annabella.ui.console.Command.Typed;

/**
 * The player's and assistant's text interface: one command per line, plain short answers, no
 * cursor addressing and no colours, so a screen reader (NVDA, JAWS, Orca) reads every line as
 * it comes. Board questions are answered from {@code me}'s own board, what that player could
 * feel; the clock and the move count only when asked (2018 D.2.10.4).
 */
public final class Console {
    private final Session session;
    private final Color me;
    private final PrintWriter out;
    private boolean pressesByLever;
    private final boolean[] sensedBoards = new boolean[2];
    private ConsoleLanguage lang;
    private List<String> lastSaid = List.of();
    private List<String> reply = List.of();
    private final List<String> saying = new ArrayList<>();
    private TimeAnnouncements timeAnnouncements = TimeAnnouncements.ON_REQUEST;
    private VoiceControl voice = VoiceControl.none();
    /** The player's own clock when last read for the time announcements, or -1 before the first reading. */
    private long ownClockRead = -1;
    private final MoveConfirmation confirmation = new MoveConfirmation();
    /** Rulings said in full with their article, not in one short sentence. */
    private boolean verbose;
    /** The number of the last ruling said, which "why" tells in full; 0 before any. */
    private int lastRulingSaid;
    /** The prompt stands at the end of the screen, waiting for a line: what comes unasked starts a line of its own. */
    private boolean prompting;
    /** Lines said unasked (a clock mark, a sensed move) since the prompt: the prompt is printed again after them. */
    private boolean unasked;
    /** The engine of a training game, or null; its aids are said by {@link TrainingAids}. */
    private TrainingAids aids;
    /** A line or a board's change is being answered, which flushes at its end; a notice outside one flushes itself. */
    private boolean answering;
    /** Where keep writes the settings, or null for the user's settings folder. */
    private Path settingsFolder;
    /** Notices came outside an answer: they are flushed, with one prompt after them, once the session is free. */
    private boolean flushPending;

    /** Every word and letter the console reads as a command, for the scripted tests that type each one. */
    static Set<String> commandWords() {
        return Command.allWords();
    }

    /** Each command's name in a language, as help lists it. */
    static List<String> commandNames(ConsoleLanguage lang) {
        return Arrays.stream(Command.values()).map(c -> c.name(lang)).toList();
    }

    public Console(Session session, Color me, ConsoleLanguage lang, PrintWriter out) {
        this.session = session;
        this.me = me;
        this.lang = lang;
        this.out = out;
        session.onNotice(this::heard);
    }

    /** Where the lines come from: the next line, after its prompt; null at the end of input. */
    private interface Lines {
        String next() throws IOException;
    }

    /**
     * Reads commands plainly, as a pipe or a dumb terminal gives them, until end of input or
     * quit; prints a short prompt before each.
     */
    public void run(BufferedReader in) throws IOException {
        run(() -> {
            synchronized (session) {
                out.print("> ");
                out.flush();
                prompting = true;
            }
            String line = in.readLine();
            synchronized (session) {
                prompting = false;
            }
            return line;
        });
    }

    /**
     * Reads commands through the line editor of a real terminal, which shows the prompt, keeps
     * the history and completes with Tab; this console must write to its {@link LineEditor#writer}.
     */
    public void run(LineEditor editor) throws IOException {
        editor.complete(before -> {
            synchronized (session) {
                return Completions.of(before, lang, session.state());
            }
        });
        run(() -> editor.readLine("> "));
    }

    private void run(Lines lines) throws IOException {
        say(nextStep());
        flush();
        while (true) {
            String line = lines.next();
            if (line == null || !handle(line)) {
                synchronized (session) {
                    session.leave();
                }
                return;
            }
        }
    }

    /**
     * Handles one line; false when the user quits. Holds the session's monitor, as a sensed
     * board's relay does, so typed and sensed moves never interleave.
     */
    public boolean handle(String line) {
        String text = line.strip();
        boolean go = true;
        synchronized (session) {
            answering = true;
            try {
                if (text.isEmpty() && !confirmation.waiting()) {
                    // An empty line is answered, never met with silence: what is expected now.
                    say(lang.say("emptyline", "next", nextStep()));
                } else {
                    go = confirmation.waiting() ? confirming(text) : dispatch(text);
                }
            } catch (Refusal r) {
                sayRefusal(words().say(r.reason()));
            } catch (PhrasedInputException e) {
                sayRefusal(e.reason() != null ? words().say(e.reason()) : e.getMessage());
            } catch (InputException e) {
                sayRefusal(e.getMessage());
            } finally {
                answering = false;
            }
            flush();
        }
        return go;
    }

    /**
     * What was refused, as one sentence. Only refusals and unreadable typing are said; any other
     * exception is a fault of the program and goes up to the command line's fault report.
     */
    private void sayRefusal(String why) {
        say(ConsoleLanguage.capitalised(why.endsWith(".") ? why : why + "."));
    }

    /** The person's typing does not fit the command: said in the console's language. */
    private InputException typing(String key, Object... namesAndValues) {
        return lang.refusal(key, namesAndValues);
    }

    /**
     * A sensor board is attached in front of {@code side}: a move typed for the opponent waits
     * until the sensors see it made there, instead of being taken as executed.
     */
    public void followsSensedBoard(Color side) {
        sensedBoards[side.ordinal()] = true;
    }

    /** How the player's own clock is told unasked (the command line's --time-announcements). */
    public void announceTime(TimeAnnouncements choice) {
        timeAnnouncements = choice;
    }

    /** The voice's settings, set in the console with voice (the command line's --rate, --pitch, --volume). */
    public void useVoice(VoiceControl control) {
        voice = control;
    }

    /**
     * Reads the player's own clock and says the mark it passed since the last reading (10 minutes
     * left, 5, 2, 1), once; the table's ticker calls this every second. The line said, if any.
     */
    public Optional<String> tick() {
        synchronized (session) {
            long before = ownClockRead;
            ownClockRead = session.remaining(me);
            OptionalLong mark = session.clockRunning() == me ? timeAnnouncements.crossed(before, ownClockRead) : OptionalLong.empty();
            if (mark.isEmpty()) {
                return Optional.empty();
            }
            String line = lang.say("time.left", "player", ConsoleLanguage.capitalised(lang.color(me)),
                    "time", Duration.ofMillis(mark.getAsLong()));
            say(line);
            flush();
            return Optional.of(line);
        }
    }

    /** Typed moves are read back and wait for Enter or yes before they are made (--confirm; 2009 E.2.6). */
    public void confirmTypedMoves(boolean on) {
        confirmation.turn(on);
    }

    /**
     * A training game's engine plays {@code trainer}'s side from now on, its aids answered here and
     * also said by {@code voice}.
     */
    public void train(org.annabella.training.Trainer trainer, java.util.function.Consumer<String> voice) {
        aids = new TrainingAids(session, me, trainer, voice);
        trainer.join(session, new org.annabella.training.Trainer.Table() {
            @Override
            public void engineMoved() {
                finishPendingMove();
                if (session.state().step() == GameState.Step.MOVE) {
                    say(nextStep());
                }
                flush();
            }

            @Override
            public void tell(Phrase phrase) {
                sayAid(words().say(phrase));
                flush();
            }
        });
    }

    /** The training aids: in a training game, with its engine if it has one (2018 11.3.a). */
    private TrainingAids aids() {
        return aids != null ? aids : new TrainingAids(session, me, null, line -> { });
    }

    /** An aid's answer: on screen, and spoken, since the player asked for it. */
    private void sayAid(String line) {
        String text = ConsoleLanguage.capitalised(line.endsWith(".") ? line : line + ".");
        say(text);
        if (aids != null) {
            aids.speak(text);
        }
    }

    /** A clock device is attached: presses come from its levers, never from the console. */
    public void leavePressesToTheClock() {
        pressesByLever = true;
    }

    /**
     * A sensed board reported a move made or executed: carry the move on through its remaining
     * steps. Called by the board's relay, which already holds the session.
     */
    public void boardChanged() {
        answering = true;
        try {
            GameState.Step before = session.state().step();
            finishPendingMove();
            if (before != GameState.Step.MOVE && session.state().step() == GameState.Step.MOVE) {
                // The sensors saw the move through: say whose turn it is now, as after a typed move.
                say(nextStep());
            }
        } finally {
            answering = false;
        }
        flush();
    }

    /** A line that is a command is answered by it; anything else is a move, or a command mistyped. */
    private boolean dispatch(String text) {
        String first = text.toLowerCase(Locale.ROOT).split("\\s+")[0];
        Command c = Command.of(Aliases.command(first, text, session.state(), letters()));
        if (c == null) {
            moveOrCommand(text, first);
            return true;
        }
        c.answer.answer(this, Typed.of(c, text));
        return c != Command.QUIT;
    }

    void clock(Typed t) {
        if (t.args().isEmpty()) {
            clock();
        } else if (List.of("set", "ajustar", "poner").contains(t.args().get(0))) {
            setClocks(t.asTyped().subList(1, t.asTyped().size()));
        } else {
            throw typing("clock-sethow");
        }
    }

    void repeat(Typed t) {
        if (lastSaid.isEmpty()) {
            say(lang.say("nothing"));
        } else {
            lastSaid.forEach(this::say);
        }
    }

    void next(Typed t) {
        if (confirmation.waiting()) {
            // The move read back still waits for its answer: that is what comes next.
            say(lang.say("confirm-ask", "player", ConsoleLanguage.capitalised(lang.color(confirmation.side())),
                    "words", confirmation.words()));
        } else {
            say(nextStep());
        }
    }

    void board(Typed t) {
        BoardReading.lines(session.state().board(me), session.state().wording().moveWords(), lang).forEach(this::say);
    }

    void announce(Typed t) {
        if (!t.args().isEmpty()) {
            TimeAnnouncements chosen = TimeAnnouncements.ofWords(t.args());
            if (chosen == null) {
                throw typing("time.how");
            }
            timeAnnouncements = chosen;
        }
        say(timeAnnouncements.describe(lang));
    }

    void voice(Typed t) {
        voice.command(t.args(), lang).forEach(this::say);
    }

    /**
     * The voice's rate, pitch and volume kept in the player's settings, so every later game starts
     * with them (the keys of {@code annabella settings}: rate, pitch, volume).
     */
    void keep(Typed t) {
        VoiceSettings v = voice.settings();
        Settings kept = Settings.load(settingsFolder != null ? settingsFolder : Settings.folder())
                .with("rate", String.valueOf(v.rate())).with("pitch", String.valueOf(v.pitch()))
                .with("volume", String.valueOf(v.volume()));
        try {
            kept.save();
            say(lang.say("kept", "rate", v.rate(), "pitch", v.pitch(), "volume", v.volume(), "file", kept.file().toString()));
        } catch (IOException e) {
            say(lang.say("notkept", "file", kept.file().toString(), "why", String.valueOf(e.getMessage())));
        }
    }

    /** Where {@code keep} keeps the settings: the user's settings folder unless set here (tests). */
    void keepSettingsIn(Path folder) {
        settingsFolder = folder;
    }

    /** The questions about the player's own board, in the console's language now. */
    private BoardQuestions myBoard() {
        return new BoardQuestions(session.state().board(me), lang);
    }

    private int square(List<String> args) {
        return BoardQuestions.square(args, lang);
    }

    void pieces(Typed t) {
        myBoard().pieces(t.args()).forEach(this::say);
    }

    void rank(Typed t) {
        say(myBoard().rank(t.args()));
    }

    void file(Typed t) {
        say(myBoard().file(t.args()));
    }

    void square(Typed t) {
        say(myBoard().square(t.args()));
    }

    void scan(Typed t) {
        say(myBoard().scan(t.args()));
    }

    void diagonals(Typed t) {
        myBoard().diagonals(t.args()).forEach(this::say);
    }

    void touch(Typed t) {
        // The assistant records a piece the player having the move touched (2018 4.3, D.2.2).
        int sq = square(t.args());
        finishPendingMove();
        session.touch(session.state().position().sideToMove(), sq);
    }

    void legal(Typed t) {
        int sq = square(t.args());
        List<String> moves = session.state().legalMovesFrom(sq, letters());
        say(lang.say("legal", "square", Square.name(sq), "moves", moves.isEmpty() ? lang.say("none") : String.join(", ", moves)));
    }

    void draw(Typed t) {
        session.offerDraw(actor(t.args()));
    }

    void answerDraw(Typed t) {
        session.answerDraw(answerer(t.args()), t.command() == Command.ACCEPT);
    }

    void resign(Typed t) {
        session.resign(actor(t.args()));
    }

    void press(Typed t) {
        // A press the console did not make itself: the player having the move pressed his
        // clock (a relayed move is pressed with its steps); with no move made, 2018 7.5.3.
        Color named = t.args().isEmpty() ? null : ConsoleLanguage.colorOf(t.args().get(0));
        session.press(named != null ? named : session.state().mover());
    }

    void illegal(Typed t) {
        // The arbiter or the assistant found an illegal move completed on a board (2018 7.5):
        // by the side named, else by the player having the move, whose move it was.
        Color named = t.args().isEmpty() ? null : ConsoleLanguage.colorOf(t.args().get(0));
        session.illegalMove(named != null ? named : session.state().position().sideToMove(), Illegality.MOVE);
    }

    void open(Typed t) {
        session.open(absent(t.args()));
        say(nextStep());
    }

    void arrive(Typed t) {
        session.arrive(side(t.args()));
        say(nextStep());
    }

    void forfeit(Typed t) {
        session.forfeit(side(t.args()));
    }

    void start(Typed t) {
        session.startClock();
        say(lang.say("started"));
    }

    void pause(Typed t) {
        session.pauseClock();
        say(lang.say("paused"));
    }

    void mode(Typed t) {
        say(lang.say("mode", "mode", words().say(session.state().mode().phrase())));
    }

    void language(Typed t) {
        if (!t.args().isEmpty()) {
            lang = ConsoleLanguage.parse(t.args().get(0));
        }
        say(lang.say("language"));
    }

    void confirm(Typed t) {
        confirmation.turn(setting(t, confirmation.on()));
        say(lang.say(confirmation.on() ? "confirm-on" : "confirm-off"));
    }

    void verbose(Typed t) {
        verbose = setting(t, verbose);
        say(lang.say(verbose ? "verbose-on" : "verbose-off"));
    }

    void override(Typed t) {
        // The arbiter's words keep their case: "override 2 Draw agreed by both players".
        List<String> typed = t.asTyped();
        if (typed.size() < 2 || !typed.get(0).matches("\\d{1,4}")) {
            throw typing("overridehow");
        }
        session.override(Integer.parseInt(typed.get(0)), String.join(" ", typed.subList(1, typed.size())));
    }

    void aid(Typed t) {
        aids().answer(t.command().english, t.args(), words()).forEach(this::sayAid);
    }

    void quit(Typed t) {
        say(lang.say("bye"));
    }

    /**
     * The move sealed at adjournment (2014 E.1-E.3): the envelope said, the position in words (a
     * FEN read aloud means nothing to the ear), and written beside the journal for the arbiter to
     * print, with its braille copy. With the sealer absent at resumption, the reply sealed (E.9.c).
     */
    void seal(Typed t) {
        List<String> moveArgs = t.asTyped();
        finishPendingMove();
        boolean reply = session.state().adjournment() == Adjournment.SEALER_ABSENT;
        // The arbiter fixes the resumption; until then the envelope says tomorrow at ten, at the venue.
        LocalDateTime resumption = LocalDate.now().plusDays(1).atTime(10, 0);
        String site = session.state().setup().site();
        String place = site.equals("?") ? words().say(Phrase.of("envelope.playing-hall")) : site;
        session.seal(session.state().mover(), sealedText(String.join(" ", moveArgs)), resumption, place);
        if (reply) {
            say(nextStep());
            return;
        }
        EnvelopeExport.said(session.state()).forEach(line -> say(ConsoleLanguage.capitalised(words().say(line))));
        Path journal = session.journal().path().toAbsolutePath();
        try {
            List<Path> written = EnvelopeExport.files(session.state(), journal.getParent(), GameFiles.nameOf(journal), words(),
                    braille());
            say(lang.say("envelope-written", "files", String.join(", ", written.stream().map(Path::toString).toList())));
        } catch (IOException | InputException e) { // no folder, or no braille in the language here: the game goes on
            say(lang.say("notexported", "folder", journal.getParent().toString(), "why", String.valueOf(e.getMessage())));
        }
        say(nextStep());
    }

    /** The players absent at the time of resumption: "absent black", "ausente blancas", "absent both". */
    private Set<Color> absent(List<String> args) {
        if (args.isEmpty()) {
            return Set.of();
        }
        if (args.size() != 2 || !List.of("absent", "ausente", "ausentes").contains(args.get(0))) {
            throw typing("openhow");
        }
        if (List.of("both", "ambos", "ambas").contains(args.get(1))) {
            return Set.of(Color.WHITE, Color.BLACK);
        }
        return Set.of(side(args.subList(1, 2)));
    }

    /** The side a command names: "arrive black", "llega negras". */
    private Color side(List<String> args) {
        Color named = args.isEmpty() ? null : ConsoleLanguage.colorOf(args.get(0));
        if (named == null) {
            throw typing("whichside");
        }
        return named;
    }

    /**
     * A move typed or spoken by the assistant, relayed through every step of the Appendix: made,
     * announced (the announcement is printed), repeated, made on the other board, clock pressed
     * (the assistant starts the opponent's clock, 2018 D.2.10.3).
     */
    private void move(String text) {
        if (session.state().isOver()) {
            say(lang.say("over", "result", session.state().outcome().orElseThrow().pgn()));
            return;
        }
        finishPendingMove();
        if (aids != null) {
            aids.checkTyped();
        }
        if (confirmation.on() && session.state().step() == GameState.Step.MOVE) {
            readBack(text);
            return;
        }
        session.makeMove(session.state().mover(), text, Origin.TYPED, letters());
        finishPendingMove();
    }

    /**
     * A typed move in the console's piece letters (R the king in Spanish), written in UCI for the
     * session, which reads UCI alike in every language; refused as {@code move} would refuse it.
     */
    /**
     * The sealed move as the envelope keeps it: in UCI when it reads as a legal move in the
     * console's letters (a Spanish "Rd2" is the king's), else as written, to be ruled on when the
     * envelope is opened (2014 E.8: ambiguous, illegible or illegal loses).
     */
    private String sealedText(String text) {
        try {
            return uci(text);
        } catch (InputException | Refusal unreadable) {
            return inEnglishLetters(text);
        }
    }

    /** A move as written with the console's piece letter first, with the record's English letter instead. */
    private String inEnglishLetters(String text) {
        if (!text.isEmpty()) {
            for (PieceType t : new PieceType[] {PieceType.KING, PieceType.QUEEN, PieceType.ROOK, PieceType.BISHOP, PieceType.KNIGHT}) {
                if (text.charAt(0) == letters().letter(t)) {
                    return PieceLetters.ENGLISH.letter(t) + text.substring(1);
                }
            }
        }
        return text;
    }

    private String uci(String text) {
        GameState state = session.state();
        return Notation.uci(state.position(), state.readMove(text, letters()));
    }

    /** The confirm step: the typed move read back in the announcement words, waiting; not yet made. */
    private void readBack(String text) {
        GameState state = session.state();
        // An illegal, ambiguous or unreadable move is refused now, with its reason.
        int m = state.readMove(text, letters());
        String words = state.wording().words(state.position(), m);
        confirmation.await(state.mover(), text, words);
        say(lang.say("confirm-ask", "player", ConsoleLanguage.capitalised(lang.color(state.mover())), "words", words));
    }

    /**
     * A line while a typed move waits: Enter or yes makes it, no cancels it, a command is answered
     * with the move still waiting, anything else is the corrected move, read back in its turn (a
     * correction refused leaves the first move waiting).
     */
    private boolean confirming(String text) {
        switch (MoveConfirmation.answer(text)) {
            case YES -> {
                // Made for the side it was read back for: a board may have moved on meanwhile.
                Color side = confirmation.side();
                session.makeMove(side, confirmation.take(), Origin.TYPED, letters());
                finishPendingMove();
            }
            case NO -> {
                String words = confirmation.words();
                confirmation.take();
                say(lang.say("confirm-cancelled", "words", words, "next", nextStep()));
            }
            case OTHER -> {
                if (Command.of(text.toLowerCase(Locale.ROOT).split("\\s+")[0]) != null) {
                    return dispatch(text);
                }
                readBack(text);
            }
        }
        return true;
    }

    /**
     * Takes the move in progress back before the press (2009 E.2.6). When the console pressed the
     * clock with the move, as it does with no clock device, the press is past: the confirm step is
     * the moment to correct a typed move, and the refusal says so.
     */
    void undo(Typed t) {
        MoveInProgress p = session.state().pending();
        if (p != null && p.pressed() && !pressesByLever) {
            throw typing("takeback-pressed", "move", p.words() != null ? p.words() : p.expectedWords());
        }
        session.takeBack();
        say(nextStep());
    }

    /**
     * The last ruling said (else the game's last), or ruling N, in full with its article: "why",
     * "why 2", "por qué 2".
     */
    void why(Typed t) {
        List<String> rest = t.args().stream().filter(a -> !a.equals("que") && !a.equals("qué")).toList();
        List<RulingRecord> all = session.state().rulings();
        if (rest.isEmpty()) {
            int last = lastRulingSaid > 0 && lastRulingSaid <= all.size() ? lastRulingSaid : all.size();
            say(all.isEmpty() ? lang.say("norulings") : RulingWords.full(all.get(last - 1), words()));
            return;
        }
        if (!rest.get(0).matches("\\d{1,4}")) {
            throw typing("ruling-number");
        }
        int n = Integer.parseInt(rest.get(0));
        if (n < 1 || n > all.size()) {
            throw Refusal.of("session.refusal.no-ruling", "number", n);
        }
        say(RulingWords.full(all.get(n - 1), words()));
    }

    /** A setting's new value: on or off in either language, or as it was when none is given. */
    private boolean setting(Typed t, boolean current) {
        if (t.args().isEmpty()) {
            return current;
        }
        return switch (t.args().get(0)) {
            case "on", "yes", "si", "sí", "true" -> true;
            case "off", "no", "false" -> false;
            default -> throw typing("onoff", "command", t.command().name(lang));
        };
    }

    private void finishPendingMove() {
        while (session.state().step() != GameState.Step.MOVE && session.state().step() != GameState.Step.OVER
                && session.state().step() != GameState.Step.ADJOURNED) {
            Color mover = session.state().mover();
            boolean sensedExecution = session.state().step() == GameState.Step.EXECUTE
                    && sensedBoards[mover.opposite().ordinal()];
            if (sensedExecution || session.state().step() == GameState.Step.PRESS && pressesByLever) {
                // The sensors will see the move made there (2018 D.2.10.1), or the lever will be
                // pressed (D.2.4); the relay carries on from there.
                say(nextStep());
                return;
            }
            switch (session.state().step()) {
                case ANNOUNCE -> session.announce(mover);
                case REPEAT -> session.repeat(mover.opposite());
                case EXECUTE -> session.execute(mover.opposite());
                case PRESS -> session.press(mover);
                default -> throw new IllegalStateException("unexpected step");
            }
        }
    }

    /**
     * Writes the game as PGN and as a braille scoresheet beside the journal, as the arbiter's guide
     * promises: when the game ends, and on {@code export} at any time.
     */
    void export(Typed t) {
        export();
    }

    private void export() {
        Path journal = session.journal().path().toAbsolutePath();
        try {
            List<Path> written = GameFiles.write(session.state(), journal.getParent(), GameFiles.nameOf(journal), braille());
            say(lang.say("exported", "files", String.join(", ", written.stream().map(Path::toString).toList())));
        } catch (IOException | InputException e) { // a place in the way (a folder, a read-only file): nothing written
            say(lang.say("notexported", "folder", journal.getParent().toString(), "why", String.valueOf(e.getMessage())));
        }
    }

    /** Every ruling of the game with its number, and the arbiter's override where there is one. */
    void rulings(Typed t) {
        if (session.state().rulings().isEmpty()) {
            say(lang.say("norulings"));
        }
        for (RulingRecord r : session.state().rulings()) {
            say(RulingWords.full(r, words()));
        }
    }

    /**
     * The clock on request, as the Laws ask (2018 D.2.10.4; 2009 E.2.9.d): the moves each player
     * has completed and the time each has used, in words ("1 hour 5 minutes"), then the time left,
     * a fallen flag, whose clock runs and the move number.
     */
    private void clock() {
        int moveNumber = session.state().moveNumberAt(session.state().moves().size());
        if (session.state().setup().timeControl().isNone()) {
            say(lang.say("noclock", "number", moveNumber));
            return;
        }
        if (timeAnnouncements.choice() == TimeAnnouncements.Choice.OFF) {
            say(lang.say("time.notold", "number", moveNumber));
            return;
        }
        List<String> told = new ArrayList<>();
        told.add(Sentences.of(lang.words(), Style.FIDE).clock(session.moves(Color.WHITE), Duration.ofMillis(session.used(Color.WHITE)),
                session.moves(Color.BLACK), Duration.ofMillis(session.used(Color.BLACK))));
        told.add(lang.say("clock-left", "white", GameClock.left(session.remaining(Color.WHITE)),
                "black", GameClock.left(session.remaining(Color.BLACK))));
        for (Color side : Color.values()) {
            if (session.flagFallen(side)) {
                told.add(ConsoleLanguage.capitalised(lang.say("clock-flag", "player", side)));
            }
        }
        Color running = session.clockRunning();
        told.add(lang.say("clock", "running", running == null ? lang.say("stopped") : lang.say("running", "player", running),
                "number", moveNumber));
        say(String.join(" ", told));
    }

    /**
     * The arbiter sets or corrects the clocks (2018 6.10.2; 2009 6.10.b, 6.13): "clock set white
     * 1:05:00 black 58:10 the clock was set wrongly"; a side left out keeps its time. A ruling, so
     * it is journalled with the reason and shown with the others.
     */
    private void setClocks(List<String> typed) {
        long[] times = {session.remaining(Color.WHITE), session.remaining(Color.BLACK)};
        int i = 0;
        while (i + 1 < typed.size() && ConsoleLanguage.colorOf(typed.get(i).toLowerCase(Locale.ROOT)) != null) {
            try {
                times[ConsoleLanguage.colorOf(typed.get(i).toLowerCase(Locale.ROOT)).ordinal()] = GameClock.parse(typed.get(i + 1));
            } catch (InputException e) {
                throw typing("clock-badtime", "time", typed.get(i + 1));
            }
            i += 2;
        }
        if (i == 0) {
            throw typing("clock-sethow");
        }
        session.setClocks(times[0], times[1], String.join(" ", typed.subList(i, typed.size())));
    }

    /** The console language's own piece letters (Spanish R D T A C), for every move it writes. */
    private PieceLetters letters() {
        return lang == ConsoleLanguage.ENGLISH ? PieceLetters.ENGLISH : PieceLetters.SPANISH;
    }

    /**
     * The moves again: the last one, the whole score one move pair a line, or with a number the
     * last few as they were announced ("last 5", "moves 5").
     */
    void moves(Typed t) {
        List<String> args = t.args();
        if (session.state().moves().isEmpty()) {
            say(lang.say("nomoves"));
        } else if (!args.isEmpty()) {
            String n = args.get(0);
            if (!n.matches("[1-9][0-9]{0,3}")) {
                throw typing("howmany", "word", n);
            }
            MoveReading.announced(session.state(), Integer.parseInt(n), lang).forEach(this::say);
        } else if (t.command() == Command.LAST) {
            say(MoveReading.last(session.state(), lang));
        } else {
            MoveReading.score(session.state(), letters()).forEach(this::say);
        }
    }

    void attackers(Typed t) {
        Command c = t.command();
        int sq = square(t.args());
        Piece[] board = session.state().board(me);
        Piece target = board[sq];
        Color by;
        if (c == Command.DEFENDERS) {
            by = target == null ? me : target.color();
        } else {
            by = target == null ? me.opposite() : target.color().opposite();
        }
        List<String> from = c == Command.DEFENDERS ? session.state().defenders(sq, by) : session.state().attackers(sq, by);
        say(ConsoleLanguage.capitalised(lang.say(c == Command.DEFENDERS ? "defenders" : "attackers", "side", lang.color(by), "square", Square.name(sq),
                "squares", from.isEmpty() ? lang.say("none") : String.join(", ", from))));
    }

    void claim(Typed t) {
        List<String> args = t.args();
        List<String> moveArgs = t.asTyped();
        if (args.isEmpty()) {
            throw typing("claimkind");
        }
        if (List.of("flag", "time", "bandera", "tiempo").contains(args.get(0))) {
            // The assistant claims a fallen flag for his player (2018 D.2.10.5).
            session.claimFlag(actor(args.subList(1, args.size())));
            return;
        }
        Claim kind = switch (args.get(0)) {
            case "threefold", "repetition", "triple", "repeticion", "repetición" -> Claim.THREEFOLD;
            case "fifty", "50", "cincuenta" -> Claim.FIFTY_MOVES;
            default -> throw typing("claimkind");
        };
        String typed = args.size() > 1 ? String.join(" ", moveArgs.subList(1, moveArgs.size())) : null;
        finishPendingMove();
        String move = typed == null ? null : uci(typed);
        session.claim(session.state().mover(), kind, move);
        if (move != null && !session.state().isOver()) {
            finishPendingMove();
        }
    }

    /** The side answering a draw offer: named after the command, else the side the offer was made to. */
    private Color answerer(List<String> args) {
        Color offeredBy = session.state().drawOfferBy();
        Color named = args.isEmpty() ? null : ConsoleLanguage.colorOf(args.get(0));
        return named != null ? named : offeredBy != null ? offeredBy.opposite() : me;
    }

    /** The list of commands this game offers, or one command's own help with an example. */
    void help(Typed t) {
        List<String> args = t.args();
        if (!args.isEmpty()) {
            Command c = Command.of(args.get(0)) != null ? Command.of(args.get(0)) : Command.ofLetter(args.get(0));
            if (c == null) {
                throw typing("unknown", "word", args.get(0));
            }
            say(lang.say(c.helpKey()));
            return;
        }
        // One command a line, with what it does and an example: a screen reader can skip line by line.
        say(lang.say("help"));
        for (Command c : Command.offered(session.state().mode() == Mode.TRAINING)) {
            say(lang.say(c.helpKey()));
        }
    }

    /**
     * Text that is no command: a move, or a command mistyped ("clok"), which is offered by its
     * nearest names rather than refused as a move.
     */
    private void moveOrCommand(String text, String first) {
        try {
            move(text);
        } catch (Refusal | InputException refused) {
            // A line that reads as a move keeps the move's own reason: "Ce4" is no slip for "ver". A
            // command word of either language is offered in this one: "decisions" is rulings in English.
            List<String> near = text.strip().contains(" ") || Aliases.isMove(text, session.state(), letters()) ? List.of()
                    : NearestWords.of(first, Command.words()).stream().map(w -> Command.of(w).name(lang)).distinct().toList();
            if (near.isEmpty()) {
                throw refused;
            }
            throw typing("didyoumean", "word", first, "commands", String.join(lang == ConsoleLanguage.ENGLISH ? " or " : " o ", near));
        }
    }

    /** The side acting: named after the command ("resign black"), else the console's player. */
    private Color actor(List<String> args) {
        Color c = args.isEmpty() ? null : ConsoleLanguage.colorOf(args.get(0));
        return c == null ? me : c;
    }

    /** Notices from the session worth a line: announcements, rulings, warnings, offers, results. */
    private void heard(Notice n) {
        if (n.kind() == Notice.Kind.STEP) {
            return;
        }
        String text = !verbose && RulingWords.shortens(n) ? RulingWords.brief(n, words()) : words().say(n.phrase());
        if (n.kind() == Notice.Kind.ANNOUNCEMENT) {
            say(ConsoleLanguage.capitalised(lang.color(session.state().mover())) + ": " + text + ".");
        } else if (!text.isEmpty()) {
            if (n.phrase().key().equals("session.ruling")) {
                lastRulingSaid = ((Number) n.phrase().values().get("number")).intValue();
            } else if (n.phrase().key().equals("session.ended-by-ruling")) {
                // The ending ruling is the game's last.
                lastRulingSaid = session.state().rulings().size();
            }
            text = ConsoleLanguage.capitalised(text);
            say(text.endsWith(".") ? text : text + ".");
        }
        if (n.kind() == Notice.Kind.RESULT) {
            export();
            if (aids != null) {
                sayAid(words().say(Phrase.of("engine.review-offer")));
            }
        }
        if (!answering && !flushPending) {
            // One action's notices come one by one while its thread holds the session: the prompt
            // is shown again once, after the last of them, when the session is free.
            flushPending = true;
            CompletableFuture.runAsync(() -> {
                synchronized (session) {
                    if (flushPending) {
                        flush();
                    }
                }
            });
        }
    }

    /**
     * The session's next step in the console's language; while the game is adjourned, with what
     * the arbiter types to go on.
     */
    private String nextStep() {
        String step = ConsoleLanguage.capitalised(words().say(session.state().nextStep())) + ".";
        return switch (session.state().adjournment()) {
            case SEALED -> step + " " + lang.say("open-at-resumption");
            case ENVELOPE_WAITS, REPLY_SEALED -> step + " " + lang.say("open-on-arrival");
            default -> step;
        };
    }

    private Words words() {
        return Words.aloud(lang.words());
    }

    /** The braille of the files written for the player: his language, uncontracted. */
    private BrailleLanguage braille() {
        return BrailleLanguage.of(lang.words().code(), 1);
    }

    private void say(String line) {
        if (prompting) {
            out.println();
            prompting = false;
            unasked = true;
        }
        saying.add(line);
        out.println(line);
    }

    private void flush() {
        flushPending = false;
        reply = List.copyOf(saying);
        if (!saying.isEmpty()) {
            lastSaid = reply;
            saying.clear();
        }
        if (unasked) {
            out.print("> ");
            unasked = false;
            prompting = true;
        }
        out.flush();
    }

    /** The lines said in answer to the last line handled (none when it said nothing). */
    public List<String> reply() {
        return reply;
    }

    /** Whether a move read back waits for Enter or yes. */
    public boolean awaitingYes() {
        return confirmation.waiting();
    }

}
