package org.annabella.session;

import org.annabella.rules.InputException;

/** The board in front of one player. */
public enum BoardKind {
    /** A pegged board for the visually impaired with sensors in its holes (2018 D.1). */
    PEGGED,
    /** An electronic board such as DGT that reports where the pieces stand. */
    DGT,
    /** A Millennium board (ChessLink), which names the piece on each square. */
    MILLENNIUM,
    /** A Certabo board, which reads each piece's RFID chip. */
    CERTABO,
    /** No sensed board: the assistant relays the moves by typing or speaking. */
    NONE;

    public boolean sensed() {
        return this != NONE;
    }

    public static BoardKind parse(String text) {
        String t = text.trim().toLowerCase(java.util.Locale.ROOT);
        return switch (t) {
            case "peg", "pegged" -> PEGGED;
            case "dgt" -> DGT;
            case "millennium" -> MILLENNIUM;
            case "certabo" -> CERTABO;
            case "none", "sim-none" -> NONE;
            default -> throw new InputException("board must be peg, dgt, millennium, certabo or none, not '" + text + "'");
        };
    }
}
