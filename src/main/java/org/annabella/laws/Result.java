package org.annabella.laws;

import java.util.Locale;
import java.util.Optional;
import org.annabella.announce.Phrase;
import org.annabella.rules.Color;
import org.annabella.rules.InputException;

/**
 * How a game ended, with the points each player scores (2009 11.1, 2014+ 10.1: a win or a win by
 * forfeit scores 1, a draw ½, a loss or a loss by forfeit 0, unless the event's rules say
 * otherwise), the PGN result and its words (keys result.* of voice/messages-LANG.phrases).
 */
public enum Result {
    WHITE_WINS(2, 0, "1-0"),
    BLACK_WINS(0, 2, "0-1"),
    DRAW(1, 1, "1/2-1/2"),
    /** Black did not appear (2009 6.6, 2014+ 6.7) or was excluded before playing. */
    WHITE_WINS_BY_FORFEIT(2, 0, "1-0"),
    BLACK_WINS_BY_FORFEIT(0, 2, "0-1"),
    /** Neither player appeared. */
    DOUBLE_FORFEIT(0, 0, "0-0"),
    /** Both players persistently refused to comply with the Laws (2009 12.9, 2014+ 11.8). */
    BOTH_LOSE(0, 0, "0-0");

    private final int whiteHalfPoints;
    private final int blackHalfPoints;
    private final String pgn;

    Result(int whiteHalfPoints, int blackHalfPoints, String pgn) {
        this.whiteHalfPoints = whiteHalfPoints;
        this.blackHalfPoints = blackHalfPoints;
        this.pgn = pgn;
    }

    /** A plain win for {@code winner}. */
    public static Result winFor(Color winner) {
        return winner == Color.WHITE ? WHITE_WINS : BLACK_WINS;
    }

    /** A forfeit win for {@code winner}. */
    public static Result forfeitFor(Color winner) {
        return winner == Color.WHITE ? WHITE_WINS_BY_FORFEIT : BLACK_WINS_BY_FORFEIT;
    }

    /** Points scored by {@code side} in half points (2 = 1 point, 1 = ½), so that sums stay exact. */
    public int halfPoints(Color side) {
        return side == Color.WHITE ? whiteHalfPoints : blackHalfPoints;
    }

    /** Points scored by {@code side} as written on a crosstable: "1", "½" or "0". */
    public String points(Color side) {
        return switch (halfPoints(side)) {
            case 2 -> "1";
            case 1 -> "½";
            default -> "0";
        };
    }

    /**
     * The PGN result tag value. PGN has no forfeit or double-loss marks: forfeits write as the
     * plain win, both-lose results as "0-0", which is not in the PGN standard but is what
     * tournament software writes; readers treat it as a result other than the four standard ones.
     */
    public String pgn() {
        return pgn;
    }

    /** The PGN result of a game that may still go on: its outcome's, or "*" while it goes on. */
    public static String pgnOf(Optional<Result> outcome) {
        return outcome.map(Result::pgn).orElse("*");
    }

    /** Whether {@code side} won (by play or forfeit). */
    public boolean isWinFor(Color side) {
        return halfPoints(side) == 2;
    }

    /** In words, e.g. "White wins": the key result.white-wins. */
    public Phrase phrase() {
        return Phrase.of("result." + name().toLowerCase(Locale.ROOT).replace('_', '-'));
    }

    /** Reads a PGN result: "1-0", "0-1", "1/2-1/2" (also "½-½"); "*" and anything else are refused. */
    public static Result fromPgn(String text) {
        return switch (text.strip()) {
            case "1-0" -> WHITE_WINS;
            case "0-1" -> BLACK_WINS;
            case "1/2-1/2", "½-½" -> DRAW;
            case "0-0" -> BOTH_LOSE;
            default -> throw new InputException("result '" + text + "' is not a finished game: expected 1-0, 0-1 or 1/2-1/2");
        };
    }
}
