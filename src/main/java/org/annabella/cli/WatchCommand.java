package org.annabella.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import org.annabella.announce.Announcer;
import org.annabella.device.BoardAction;
import org.annabella.device.BoardProtocol;
import org.annabella.device.Choreography;
import org.annabella.rules.InputException;
import org.annabella.rules.Move;
import org.annabella.rules.MoveParseException;
import org.annabella.rules.Notation;
import org.annabella.rules.PieceType;
import org.annabella.rules.Position;
import org.annabella.speech.Engines;
import org.annabella.speech.SpeechQueue;
import org.annabella.speech.SpokenLanguage;
import org.annabella.sync.BoardFollower;
import org.annabella.sync.InProcessBoard;
import org.annabella.sync.SerialBoard;
import org.annabella.sync.SyncFact;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code annabella watch --board dgt:PORT|peg:PORT|millennium:PORT|certabo:PORT|sim [--fen FEN] [--speech ...]}: follows a game
 * on a sensor board and prints {@code <ply> <SAN> | <announcement>} per move as soon as it is made;
 * warnings go to stderr, one line each. Runs until the board signals the end of the game, stdin
 * closes, or it is interrupted. With {@code sim}, stdin gives the moves (one per line, SAN, long
 * algebraic or UCI) and a simulated DGT board plays them with realistic hand movements.
 */
@Command(mixinStandardHelpOptions = true, name = "watch", description = "Follow a game on a sensor board and print each move as it is made.")
final class WatchCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--board", required = true, description = "dgt:PORT, peg:PORT, millennium:PORT, certabo:PORT or sim.")
    String board;

    @Option(names = "--fen", description = "Start position (FEN, X-FEN or Shredder-FEN); default the usual start.")
    String fen;

    @Option(names = "--speech", defaultValue = "text", description = "text (the default) or none prints only; "
            + "auto, freetts, espeak, ssip, sapi or macos also speak each move.")
    String speech;

    @Override
    public Integer call() throws Exception {
        if (!Engines.NAMES.contains(speech)) {
            throw new BadInputException("--speech must be one of " + String.join(", ", Engines.NAMES) + "; not '"
                    + speech + "'");
        }
        Position start = fen == null ? Position.startPosition() : Position.fromFen(fen);
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        // With text (or none) the printed line is the announcement; an engine also speaks it.
        boolean speaks = !speech.equals("text") && !speech.equals("none");
        try (SpeechQueue voice = speaks ? Engines.queue(speech, SpokenLanguage.ENGLISH, err, err::println) : null) {
            Printer printer = new Printer(start, out, err, voice);
            BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
            int code = follow(start, printer, in, err);
            if (voice != null) {
                voice.awaitIdle(Duration.ofSeconds(10));
            }
            return code;
        }
    }

    private int follow(Position start, Printer printer, BufferedReader in, PrintWriter err) throws Exception {
        if (board.equals("sim")) {
            return simulated(start, printer, in);
        }
        if (BoardProtocol.of(board) == null) {
            throw new BadInputException("--board must be " + BoardProtocol.forms().replace(" or ", ", ") + " or sim, not '"
                    + board + "'");
        }
        SerialBoard serial;
        try {
            serial = SerialBoard.open(board, start, printer);
        } catch (InputException e) {
            throw new BadInputException("--board " + board + ": " + e.getMessage());
        }
        try (serial) {
            printer.follower = serial.follower();
            Thread reader = new Thread(() -> {
                try {
                    for (String line; (line = in.readLine()) != null; ) {
                        printer.answer(line.trim());
                    }
                } catch (IOException e) {
                    printer.notice("stdin: " + e.getMessage());
                }
                printer.done.countDown();
            }, "watch-stdin");
            reader.setDaemon(true);
            reader.start();
            printer.done.await();
        }
        return 0;
    }

    /** A simulated DGT board in virtual time, playing the moves read from stdin. */
    private int simulated(Position start, Printer printer, BufferedReader in) throws IOException {
        InProcessBoard sim = new InProcessBoard(start, true, false, printer);
        printer.follower = sim.follower();
        Choreography hands = new Choreography(1, true, true);
        Position p = start.copy();
        long t = sim.now() + 500_000_000L;
        int lineNo = 0;
        for (String line; printer.done.getCount() > 0 && (line = in.readLine()) != null; ) {
            lineNo++;
            String text = line.trim();
            if (text.isEmpty()) {
                continue;
            }
            int move;
            try {
                move = Notation.parse(p, text);
            } catch (MoveParseException e) {
                sim.advance(t + 3_000_000_000L);    // what was played so far is still printed
                throw new BadInputException("stdin line " + lineNo + ": " + e.getMessage());
            }
            List<BoardAction> acts = hands.move(p, move, t);
            for (BoardAction a : acts) {
                sim.act(a);
            }
            t = acts.get(acts.size() - 1).atNanos() + hands.replyDelay();
            p.makeMove(move);
        }
        sim.advance(t + 3_000_000_000L);
        return 0;
    }

    /** The text spoken and printed for a move: the written form of spec/announcements.md. */
    static String announcement(Position before, int move) {
        return Announcer.fide().announce(before, move);
    }

    /** Prints facts: moves on stdout, everything else on stderr; ends the run at the game's end. */
    private static final class Printer implements BoardFollower.Events {
        final CountDownLatch done = new CountDownLatch(1);
        private final PrintWriter out;
        private final PrintWriter err;
        private final Position game;
        private final SpeechQueue voice;
        private SyncFact.AskMove question;
        BoardFollower follower;

        Printer(Position start, PrintWriter out, PrintWriter err, SpeechQueue voice) {
            this.game = start.copy();
            this.out = out;
            this.err = err;
            this.voice = voice;
        }

        @Override
        public synchronized void accept(SyncFact fact) {
            if (fact instanceof SyncFact.MoveMade m) {
                question = null;
                String words = announcement(m.before(), m.move());
                out.println(m.ply() + " " + Notation.san(m.before(), m.move()) + " | " + words);
                out.flush();
                say(words);
                game.makeMove(m.move());
                if (game.isCheckmate() || game.isStalemate()) {
                    notice(game.isCheckmate() ? "checkmate: the game is over" : "stalemate: the game is over");
                    done.countDown();
                }
                return;
            }
            if (fact instanceof SyncFact.AskMove a) {
                question = a;
                notice(a.describe() + "? type it");
                say(a.describe());
                return;
            }
            notice(fact.describe());
            if (!(fact instanceof SyncFact.Touched)) {
                say(fact.describe());    // touches are for the record; warnings are said aloud
            }
        }

        private void say(String words) {
            if (voice != null) {
                voice.say(words);
            }
        }

        /** A line typed while a question is open answers it. */
        synchronized void answer(String text) {
            if (text.isEmpty()) {
                return;
            }
            if (question == null) {
                notice("no question is open; ignoring '" + text + "'");
                return;
            }
            try {
                int move = promotionByLetter(text);
                if (move == 0) {
                    move = Notation.parse(question.position(), text);
                }
                if (!follower.resolve(move, System.nanoTime())) {
                    notice("'" + text + "' is not one of the moves asked about");
                }
            } catch (MoveParseException e) {
                notice(e.getMessage());
            }
        }

        /** A lone piece letter answers a question about a promotion: "N" for the knight. */
        private int promotionByLetter(String text) {
            PieceType type = text.length() == 1 ? PieceType.fromLetter(Character.toUpperCase(text.charAt(0))) : null;
            for (int m : question.candidates()) {
                if (type != null && Move.isPromotion(m) && Move.promotionPiece(m) == type) {
                    return m;
                }
            }
            return 0;
        }

        @Override
        public synchronized void notice(String line) {
            err.println(line);
            err.flush();
        }

        @Override
        public void endOfGame(String result) {
            notice("the board signals the end of the game: " + result);
            done.countDown();
        }
    }
}
