package org.annabella.session;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.annabella.laws.Result;
import org.annabella.rules.Game;
import org.annabella.rules.pgn.PgnGame;
import org.annabella.rules.pgn.PgnWriter;

/**
 * The game as PGN: the Seven Tag Roster, TimeControl, the Laws' edition and the session's mode
 * (so an arbiter sees whether computed aids were available), the program that wrote it and ruled
 * the game as replayed ({@code Program}), and each move's clock reading as a
 * {@code [%clk H:MM:SS]} comment.
 */
public final class PgnExport {
    private PgnExport() {
    }

    public static PgnGame toPgn(Session session) {
        Setup s = session.setup();
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Event", s.event());
        tags.put("Site", s.site());
        tags.put("Date", s.date());
        tags.put("Round", s.round());
        tags.put("White", s.white().name());
        tags.put("Black", s.black().name());
        tags.put("Result", Result.pgnOf(session.outcome()));
        tags.put("TimeControl", s.timeControl().pgn());
        tags.put("Mode", s.mode().label());
        tags.put("Laws", Integer.toString(s.edition()));
        tags.put("Program", ProgramVersion.current().toString());
        if (session.endReason() != null) {
            tags.put("Termination", session.endReason());
        }
        Game game = session.completedGame();
        PgnGame pgn = new PgnGame(tags, game);
        pgn.setResult(Result.pgnOf(session.outcome()));
        List<Long> clocks = session.clockAfterEachMove();
        if (!s.timeControl().isNone()) {
            for (int ply = 0; ply < game.ply() && ply < clocks.size(); ply++) {
                pgn.at(ply).setClockSeconds(clocks.get(ply) / 1000.0);
            }
        }
        for (int ply : session.drawOfferPlies()) {
            if (ply < game.ply()) {
                pgn.at(ply).setComment("(=)");
            }
        }
        return pgn;
    }

    public static String write(Session session) {
        return PgnWriter.write(toPgn(session));
    }
}
