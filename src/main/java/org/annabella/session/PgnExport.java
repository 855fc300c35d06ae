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

    public static PgnGame toPgn(GameState game) {
        Setup s = game.setup();
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Event", s.event());
        tags.put("Site", s.site());
        tags.put("Date", s.date());
        tags.put("Round", s.round());
        tags.put("White", s.white().name());
        tags.put("Black", s.black().name());
        tags.put("Result", Result.pgnOf(game.outcome()));
        tags.put("TimeControl", s.timeControl().pgn());
        tags.put("Mode", s.mode().label());
        tags.put("Laws", Integer.toString(s.edition()));
        tags.put("Program", ProgramVersion.current().toString());
        if (s.engine() != null) {
            tags.putAll(s.engine().pgnTags());
        }
        if (game.endReason() != null) {
            tags.put("Termination", game.endReason());
        }
        Game record = game.completedGame();
        PgnGame pgn = new PgnGame(tags, record);
        pgn.setResult(Result.pgnOf(game.outcome()));
        List<Long> clocks = game.clock().afterEachMove();
        if (!s.timeControl().isNone()) {
            for (int ply = 0; ply < record.ply() && ply < clocks.size(); ply++) {
                pgn.at(ply).setClockSeconds(clocks.get(ply) / 1000.0);
            }
        }
        for (int ply : game.drawOfferPlies()) {
            if (ply < record.ply()) {
                pgn.at(ply).setComment("(=)");
            }
        }
        return pgn;
    }

    public static String write(GameState game) {
        return PgnWriter.write(toPgn(game));
    }
}
