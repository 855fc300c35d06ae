package org.annabella.rules.pgn;

import org.annabella.rules.InputException;

/** A game in a PGN file that cannot be read; the message names game number, line and move. */
public final class PgnException extends InputException {
    private final int game;
    private final int line;
    private final String move;
    private final String fault;
    private final transient org.annabella.rules.Position position;

    PgnException(int game, int line, String move, String fault) {
        this(game, line, move, fault, null, null);
    }

    /** A move the reader refused ({@code cause}) in {@code position}, before it. */
    PgnException(int game, int line, String move, String fault, org.annabella.rules.MoveParseException cause,
            org.annabella.rules.Position position) {
        super(where(game, line, move) + ": " + fault);
        this.game = game;
        this.line = line;
        this.move = move;
        this.fault = fault;
        this.position = position;
        if (cause != null) {
            initCause(cause);
        }
    }

    /** The move as the message names it ("2. Ke3"); null when the fault is not at a move. */
    public String move() {
        return move;
    }

    /** The fault in English, without the place. */
    public String fault() {
        return fault;
    }

    /** The position before the refused move; null when the fault is not a move's. */
    public org.annabella.rules.Position position() {
        return position;
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
