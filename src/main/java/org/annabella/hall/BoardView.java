package org.annabella.hall;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.annabella.announce.Language;
import org.annabella.announce.Phrase;
import org.annabella.announce.Words;
import org.annabella.laws.Result;
import org.annabella.rules.Color;
import org.annabella.session.ArrivingGame;
import org.annabella.session.GameState;
import org.annabella.session.PositionWords;
import org.annabella.session.RulingRecord;

/**
 * One board as the arbiter's page and console show it, in words: players, move number, the last
 * move in words and SAN, both clocks, whose move it is (or the result), and for its own page the
 * position, both scoresheets and the rulings. A value, so it can be sent while the board goes on.
 */
public record BoardView(int board, int records, String white, String black, int moveNumber, String lastSan,
        String lastWords, String whiteClock, String blackClock, String status, List<String> position,
        List<String> whiteSheet, List<String> blackSheet, List<String> rulings) {

    /** A board registered but with no game yet. */
    static BoardView empty(int board, Language language) {
        String waiting = Words.of(language).say(Phrase.of("hall.waiting"));
        return new BoardView(board, 0, "", "", 0, "", "", "", "", waiting, List.of(), List.of(), List.of(), List.of());
    }

    static BoardView of(int board, ArrivingGame game, Language language) {
        if (game.state().isEmpty()) {
            return empty(board, language);
        }
        Words words = Words.of(language);
        GameState s = game.state().get();
        var played = s.completedGame();
        int ply = played.ply();
        String status = s.isOver() ? words.say(Phrase.of("hall.result", "result", Result.pgnOf(s.outcome()), "reason", java.util.Objects.toString(s.endReason(), "")))
                : words.say(Phrase.of("position.to-move", "player", played.position().sideToMove()));
        List<String> position = new ArrayList<>();
        PositionWords.of(played.position(), s.wording()).forEach(p -> position.add(words.say(p)));
        List<String> rulings = new ArrayList<>();
        for (RulingRecord r : s.rulings()) {
            rulings.add(r.number() + ", " + r.article() + ": " + r.text(language)
                    + (r.override() == null ? "" : " " + words.say(Phrase.of("hall.overridden-by", "words", r.override()))));
        }
        return new BoardView(board, game.size(), s.setup().white().name(), s.setup().black().name(),
                ply == 0 ? played.startPosition().fullmoveNumber() : played.moveNumberAt(ply - 1),
                ply == 0 ? "" : s.numbered(ply - 1) + played.sanMoves().get(ply - 1), game.lastMoveWords().orElse(""),
                clock(s, Color.WHITE), clock(s, Color.BLACK), status, position,
                s.scoresheet(Color.WHITE), s.scoresheet(Color.BLACK), rulings);
    }

    /** A side's time at the last clock record, h:mm:ss, or nothing while the clock has not been read. */
    private static String clock(GameState s, Color side) {
        if (!s.clock().read()) {
            return "";
        }
        Duration d = Duration.ofMillis(s.clock().reading(side));
        return String.format("%d:%02d:%02d", d.toHours(), d.toMinutesPart(), d.toSecondsPart());
    }
}
