package org.annabella.announce;

/** Why a game is drawn, each with its own sentence (2018 Laws 5.2, 9.2, 9.3, 9.6; 2009 5.2, 9.2, 9.3). */
public enum DrawReason {
    AGREEMENT("draw.agreement"),
    STALEMATE("stalemate"),
    THREEFOLD("draw.threefold"),
    FIVEFOLD("draw.fivefold"),
    FIFTY_MOVES("draw.fifty-moves"),
    SEVENTY_FIVE_MOVES("draw.seventy-five-moves"),
    DEAD_POSITION("draw.dead-position");

    final String key;

    DrawReason(String key) {
        this.key = key;
    }
}
