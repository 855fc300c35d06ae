package org.annabella.session;

import org.annabella.rules.InputException;

/** Who has an assistant at this board (2018 D.2.10, D.2.11; 2009 E.2.9, E.2.10). */
public enum Assistance {
    NONE,
    /** The visually impaired player's assistant: all the duties of 2018 D.2.10. */
    VISUALLY_IMPAIRED_PLAYER,
    /** Only the sighted player has one: moves on the other board and announcing them (2018 D.2.11). */
    SIGHTED_PLAYER;

    public static Assistance parse(String text) {
        String t = text.trim().toLowerCase(java.util.Locale.ROOT).replace('-', '_');
        return switch (t) {
            case "none" -> NONE;
            case "vi", "visually_impaired", "visually_impaired_player", "player" -> VISUALLY_IMPAIRED_PLAYER;
            case "sighted", "sighted_player", "opponent" -> SIGHTED_PLAYER;
            default -> throw new InputException("assistant must be none, vi or sighted, not '" + text + "'");
        };
    }

    /** Whether the assistant has the given duty. */
    public boolean has(Duty duty) {
        return switch (this) {
            case NONE -> false;
            case VISUALLY_IMPAIRED_PLAYER -> true;
            case SIGHTED_PLAYER -> duty == Duty.MAKE_MOVES_ON_OPPONENT_BOARD || duty == Duty.ANNOUNCE_MOVES;
        };
    }

    /** The assistant's duties, in the order of 2018 D.2.10 (2009 E.2.9). */
    public enum Duty {
        /** D.2.10.1: making either player's move on the opponent's board. */
        MAKE_MOVES_ON_OPPONENT_BOARD,
        /** D.2.10.2: announcing the moves of both players. */
        ANNOUNCE_MOVES,
        /** D.2.10.3: keeping the visually impaired player's score and starting the opponent's clock. */
        KEEP_SCORE_AND_START_CLOCK,
        /** D.2.10.4: telling the move count and both times, only when the player asks. */
        INFORM_ON_REQUEST,
        /** D.2.10.5: claiming a flag fall and reporting the sighted player's touched pieces. */
        CLAIM_FLAG_AND_REPORT_TOUCH,
        /** D.2.10.6: the formalities when the game is adjourned. */
        ADJOURNMENT
    }
}
