package org.annabella.session;

import java.nio.file.Files;
import java.nio.file.Path;
import org.annabella.laws.Result;

/**
 * The child process of {@link JournalCrashTest}: plays the Opera Game on a journal (resuming it
 * if it exists) and prints the number of durable records after every step, so the parent knows
 * what must survive a SIGKILL.
 */
public final class CrashChild {
    public static void main(String[] args) throws Exception {
        Path path = Path.of(args[0]);
        Journal journal = Files.exists(path) ? Journal.open(path) : Journal.create(path);
        Session session;
        if (!journal.records().isEmpty()) {
            session = Session.resume(journal, System::currentTimeMillis);
        } else {
            // Killed before the setup record was durable: the game never started.
            Setup setup = Setup.of(new Player("Morphy", false, false), new Player("Duke", true, false),
                    Assistance.VISUALLY_IMPAIRED_PLAYER, 2018, GameTimeControl.parse("600+5"), Mode.TOURNAMENT);
            session = Session.start(setup, journal, System::currentTimeMillis);
        }
        report(session);
        session.onEvent(line -> report(session));
        ScriptedGame game = new ScriptedGame(session, ms -> Thread.sleep(ms / 1_000), 7);
        game.play(ScriptedGame.OPERA_GAME, ply -> { });
        report(session);
        System.out.println("done " + Result.pgnOf(session.state().outcome()));
        System.out.flush();
        session.close();
    }

    private static void report(Session session) {
        System.out.println("durable " + session.journal().records().size());
        System.out.flush();
    }
}
