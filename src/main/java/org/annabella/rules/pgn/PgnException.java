package org.annabella.rules.pgn;

import org.annabella.rules.InputException;

/** A game in a PGN file that cannot be read; the message names game number, line and move. */
public final class PgnException extends InputException {
    private final int game;
    private final int line;

    PgnException(int game, int line, String move, String fault) {
        super(where(game, line, move) + ": " + fault);
        this.game = game;
        this.line = line;
    }

    /** "game 2, line 9, move 2. Ke3": the place a fault or a note is about. */
    static String where(int game, int line, String move) {
        return "game " + game + ", line " + line + (move == null ? "" : ", move " + move);
    }

    public int game() {
        return game;
    }

    public int line() {
        return line;
    }
}
