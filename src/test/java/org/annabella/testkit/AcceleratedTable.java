package org.annabella.testkit;

import java.io.PrintWriter;
import java.io.Writer;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicLong;
import org.annabella.rules.Color;
import org.annabella.rules.Game;
import org.annabella.session.Assistance;
import org.annabella.session.BoardKind;
import org.annabella.session.DeviceTable;
import org.annabella.session.Event.Origin;
import org.annabella.session.GameTimeControl;
import org.annabella.session.Journal;
import org.annabella.session.Mode;
import org.annabella.session.Player;
import org.annabella.session.ScriptedGame;
import org.annabella.session.Session;
import org.annabella.session.Setup;
import org.annabella.ui.console.Console;
import org.annabella.ui.console.ConsoleLanguage;
import org.annabella.ui.console.TimeAnnouncements;

/**
 * A tournament game at a table as {@code annabella play} runs it, at accelerated time: a pegged
 * board for Black (the visually impaired player) and a DGT board for White, both simulated and
 * read through their real drivers, a tactile clock whose lever presses come back through its
 * driver, and Black's console telling his clock every minute (the talking clock). Time is a counter
 * the table advances: every second of it, the session notes its running clock as {@code ClockNotes}
 * makes it do and the console reads the clock as {@code TimeTicks} makes it do, without their threads.
 */
public final class AcceleratedTable implements AutoCloseable {
    /** Two hours for 40 moves, then an hour, 30 seconds a move from the first: a classical game of six hours or more. */
    public static final String TIME_CONTROL = "40/7200+30:3600+30";

    private final AtomicLong millis = new AtomicLong();
    private final Session session;
    private final Console console;
    private final ScriptedGame hands;
    private final List<String> moves;
    private int said;

    /**
     * A new game on a new journal at {@code journal}, to be played with {@code moves}; each thinking
     * pause of the scripted hands (3 to 23 s) is stretched {@code stretch} times.
     */
    public AcceleratedTable(Path journal, List<String> moves, long seed, int stretch) {
        this.moves = moves;
        // 2009 Laws: no automatic 75-move or fivefold draw, so a long random game goes on.
        Setup setup = new Setup(new Player("Ann", false, false), new Player("Bob", true, false),
                Assistance.VISUALLY_IMPAIRED_PLAYER, 2009, GameTimeControl.parse(TIME_CONTROL), Mode.TOURNAMENT, null,
                BoardKind.DGT, BoardKind.PEGGED, "accelerated", "?", "2026.11.27", "1");
        session = Session.start(setup, Journal.create(journal), millis::get);
        console = new Console(session, Color.BLACK, ConsoleLanguage.ENGLISH, new PrintWriter(Writer.nullWriter()));
        console.announceTime(TimeAnnouncements.parse("every:1"));
        DeviceTable table = new DeviceTable(session, seed, warning -> {
            throw new AssertionError("a device warned: " + warning);
        });
        hands = new ScriptedGame(session, gameMillis -> seconds(gameMillis * stretch / 1000), seed, table);
    }

    /**
     * The first legal random game from {@code seed} on of {@code plies} half-moves that a session
     * under the table's Laws plays to the end without the game ending, as SAN. It has no promotion,
     * which a pegged board cannot tell apart without the player's word.
     */
    public static List<String> longGame(Path scratch, long seed, int plies) {
        for (long s = seed; ; s++) {
            Game game = RandomGames.play(Game.fromStart(), new Random(s), plies);
            if (game.ply() == plies && game.sanMoves().stream().noneMatch(m -> m.contains("=")) && goesOn(scratch.resolve("try-" + s + ".journal"), game.sanMoves())) {
                return game.sanMoves();
            }
        }
    }

    private static boolean goesOn(Path journal, List<String> san) {
        Setup setup = Setup.of(new Player("Ann", false, false), new Player("Bob", true, false),
                Assistance.VISUALLY_IMPAIRED_PLAYER, 2009, GameTimeControl.parse(TIME_CONTROL), Mode.TOURNAMENT);
        try (Session s = Session.start(setup, Journal.create(journal), () -> 0L)) {
            s.startClock();
            for (String move : san) {
                if (s.state().isOver()) {
                    return false;
                }
                Color side = s.state().position().sideToMove();
                s.makeMove(side, move, Origin.TYPED);
                if (s.state().pending() == null) {
                    return false;
                }
                s.announce(side);
                s.press(side);
                s.repeat(side.opposite());
                s.execute(side.opposite());
            }
            return !s.state().isOver();
        }
    }

    /** Plays on until {@code plies} half-moves of the game are made (or the game ends). */
    public void playTo(int plies) throws InterruptedException {
        hands.play(moves.subList(0, Math.min(plies, moves.size())), ply -> { });
    }

    /** {@code n} seconds pass at the table: each one, the clock notes and the talking clock's reading. */
    public void seconds(long n) {
        for (long i = 0; i < n; i++) {
            millis.addAndGet(1_000);
            synchronized (session) {
                session.noteClock();
            }
            console.tick().ifPresent(line -> said++);
        }
    }

    public Session session() {
        return session;
    }

    public Console console() {
        return console;
    }

    /** The game time passed, in milliseconds. */
    public long millis() {
        return millis.get();
    }

    /** The lines the talking clock has said. */
    public int said() {
        return said;
    }

    @Override
    public void close() {
        session.close();
    }
}
