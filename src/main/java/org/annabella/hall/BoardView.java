package org.annabella.hall;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.annabella.announce.Language;
import org.annabella.announce.Phrase;
import org.annabella.announce.Words;
import org.annabella.rules.Color;
import org.annabella.session.ArrivingGame;
import org.annabella.session.GameState;
import org.annabella.session.PositionWords;
import org.annabella.session.RulingRecord;

/**
 * One board as the arbiter's page and console show it, in words: players, move number, the last
 * move in words and SAN, both clocks, whose move it is (or the result), and for its own page the
 * position, both scoresheets and the rulings. A value, so it can be sent while the board goes on.
 *
 * <p>The clocks are as they stand at {@code now}, the moment the view was made: the last reading,
 * less the time since it for the side whose clock runs ({@code running}: "white", "black", or
 * empty while the clocks are stopped or the game is over), so that a page or a console view can
 * run it on from there ({@code whiteMillis}, {@code blackMillis}; -1 before the clock was read).
 */
public record BoardView(int board, int records, String white, String black, int moveNumber, String lastSan,
        String lastWords, String whiteClock, String blackClock, long whiteMillis, long blackMillis, String running,
        String status, List<String> position, List<String> whiteSheet, List<String> blackSheet, List<String> rulings) {

    /** A board registered but with no game yet. */
    static BoardView empty(int board, Language language) {
        String waiting = Words.of(language).say(Phrase.of("hall.waiting"));
        return new BoardView(board, 0, "", "", 0, "", "", "", "", -1, -1, "", waiting, List.of(), List.of(), List.of(),
                List.of());
    }

    /** The board as its game stands, its clocks as they stand at {@code now} (epoch milliseconds, the companion's clock). */
    static BoardView of(int board, ArrivingGame game, Language language, long now) {
        if (game.state().isEmpty()) {
            return empty(board, language);
        }
        Words words = Words.of(language);
        GameState s = game.state().get();
        var played = s.completedGame();
        int ply = played.ply();
        String status = s.isOver() ? words.say(Phrase.of("hall.result", "reason", s.endWords().map(words::say).orElse(java.util.Objects.toString(s.endReason(), ""))))
                : words.say(Phrase.of("position.to-move", "player", played.position().sideToMove()));
        List<String> position = new ArrayList<>();
        PositionWords.of(played.position(), s.wording()).forEach(p -> position.add(words.say(p)));
        List<String> rulings = new ArrayList<>();
        for (RulingRecord r : s.rulings()) {
            rulings.add(r.number() + ", " + r.article() + ": " + r.text(language)
                    + (r.override() == null ? "" : " " + words.say(Phrase.of("hall.overridden-by", "words", r.override()))));
        }
        Color running = s.clock().read() && s.clock().running() && !s.isOver() ? s.thinking() : null;
        long white = remaining(s, Color.WHITE, running, now);
        long black = remaining(s, Color.BLACK, running, now);
        return new BoardView(board, game.size(), s.setup().white().name(), s.setup().black().name(),
                ply == 0 ? played.startPosition().fullmoveNumber() : played.moveNumberAt(ply - 1),
                ply == 0 ? "" : s.numbered(ply - 1) + played.sanMoves().get(ply - 1), game.lastMoveWords().orElse(""),
                clockText(white), clockText(black), white, black,
                running == null ? "" : running.name().toLowerCase(java.util.Locale.ROOT), status, position,
                s.scoresheet(Color.WHITE), s.scoresheet(Color.BLACK), rulings);
    }

    /**
     * A side's time at {@code now}: the last reading, less the time since for the side whose clock
     * runs (never below nothing, nor more than the reading when the clocks' computers disagree on
     * the time); -1 while the clock has not been read.
     */
    private static long remaining(GameState s, Color side, Color running, long now) {
        if (!s.clock().read()) {
            return -1;
        }
        long reading = s.clock().reading(side);
        return side == running ? Math.max(0, reading - Math.max(0, now - s.clock().lastAt())) : reading;
    }

    /** {@code millis} as a clock shows it, h:mm:ss (whole seconds, as the PGN's {@code [%clk]}), or nothing for -1. */
    public static String clockText(long millis) {
        if (millis < 0) {
            return "";
        }
        Duration d = Duration.ofMillis(millis);
        return String.format("%d:%02d:%02d", d.toHours(), d.toMinutesPart(), d.toSecondsPart());
    }

    /** The clocks run on to {@code elapsed} milliseconds after the view was made: the side whose clock runs loses them. */
    public BoardView after(long elapsed) {
        long white = running.equals("white") ? Math.max(0, whiteMillis - elapsed) : whiteMillis;
        long black = running.equals("black") ? Math.max(0, blackMillis - elapsed) : blackMillis;
        return new BoardView(board, records, this.white, this.black, moveNumber, lastSan, lastWords, clockText(white),
                clockText(black), white, black, running, status, position, whiteSheet, blackSheet, rulings);
    }
}
