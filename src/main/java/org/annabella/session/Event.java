package org.annabella.session;

import java.time.LocalDateTime;
import org.annabella.announce.Phrase;
import org.annabella.laws.Result;
import org.annabella.rules.Color;

/**
 * Everything that happens at the board, as written to the journal before it takes effect.
 * Moves are kept in UCI (unambiguous in every position) and squares by name.
 */
public sealed interface Event {
    /** The journal's first record. */
    record Started(Setup setup) implements Event {
    }

    /** A move made on the mover's board or relayed by the assistant. */
    record MoveMade(Color side, String uci, Origin origin) implements Event {
    }

    /** The move's announcement; a later one before the press corrects a slip of the tongue (2009 E.2.6). */
    record Announced(Color side, String words) implements Event {
        public Announced {
            TagText.line(TagText.what("announcement"), words);
        }
    }

    /**
     * The move in progress, {@code uci}, was taken back before the press: a relayed move that was
     * mistyped, or a slip corrected while the clock is not yet pressed (2009 E.2.6). The position
     * and both boards stand as before the move; the clock runs on for the same player.
     */
    record TakenBack(Color side, String uci) implements Event {
    }

    /** The other side (or the assistant) repeated the announcement (2018 D.2.1). */
    record Repeated(Color side) implements Event {
    }

    /** The move was executed on the other player's board (2018 D.2.1). */
    record Executed(Color side) implements Event {
    }

    /**
     * The clock was pressed by {@code side}; the readings are remaining milliseconds after the
     * press. Readings in every clock event are within what the clock can show ({@link GameClock#checkReadings}).
     */
    record Pressed(Color side, long whiteMillis, long blackMillis) implements Event {
        public Pressed {
            GameClock.checkReadings(whiteMillis, blackMillis);
        }
    }

    /**
     * A reading of the running clock, journalled every {@link Session#CLOCK_NOTE_MILLIS} while it
     * runs, so that a crash costs the running side at most that much of its time (2018 6.10).
     */
    record ClockNoted(long whiteMillis, long blackMillis) implements Event {
        public ClockNoted {
            GameClock.checkReadings(whiteMillis, blackMillis);
        }
    }

    /** The clocks were stopped (by the arbiter, or on resuming a journal). */
    record Paused(long whiteMillis, long blackMillis) implements Event {
        public Paused {
            GameClock.checkReadings(whiteMillis, blackMillis);
        }
    }

    /**
     * The clocks, stopped, were set to these readings (remaining milliseconds): time given by a
     * ruling as a penalty, or the arbiter's correction (2018 6.10.2, 7.5.5, 9.5.3; 2009 6.10.b,
     * 6.13). What each side was given or lost is the difference from the readings journalled
     * before (the clocks stop with their readings first), so a replay knows it exactly.
     * {@code reason} says why, in no language: the ruling that gave or set the time.
     */
    record ClockSet(long whiteMillis, long blackMillis, Phrase reason) implements Event {
    }

    /** The clocks were restarted for the side to move. */
    record Resumed() implements Event {
    }

    /** A player touched a piece with the intention of moving or capturing it (2018 4.3). */
    record Touched(Color side, String square) implements Event {
    }

    record DrawOffered(Color side) implements Event {
    }

    /** An answer to a pending draw offer. */
    record DrawAnswered(Color side, boolean accepted) implements Event {
    }

    /** A claim (threefold or fifty moves), with the announced move written but not made when there is one. */
    record Claimed(Color side, Claim claim, String uci, boolean upheld) implements Event {
    }

    record Resigned(Color side) implements Event {
    }

    /**
     * An illegal move {@code offender} completed, found by the arbiter or the assistant, or his
     * clock pressed without a move (2009 7.4; 2014 7.5; 2018 7.5.1, 7.5.3). The record holds only
     * legal moves, so the position before the irregularity is the one standing.
     */
    record IllegalCompleted(Color offender, Illegality kind) implements Event {
    }

    /** What was illegal (the Laws' kinds the session meets). */
    enum Illegality {
        /** A move against Article 3 (2009 7.4.a, 2014 7.5.a, 2018 7.5.1). */
        MOVE,
        /** The clock pressed without a move (2018 7.5.3). */
        PRESS_WITHOUT_MOVE
    }

    /**
     * A move sealed at adjournment (2014 E.1): {@code move} as the sealer wrote it (SAN when it
     * reads as a move here; else his very words, which lose when the envelope is opened, E.8), not
     * made on the board; {@code face} is what the envelope shows besides (E.2), null in journals
     * written before it was kept.
     */
    record Sealed(Color side, String move, EnvelopeFace face) implements Event {
    }

    /**
     * What an adjourned game's envelope shows that the game does not (2014 E.2.c, E.2.g): the time
     * each player used and the time the arbiter added to each clock, in milliseconds, as the
     * clock stood at adjournment, and the date, time and place of resumption.
     */
    record EnvelopeFace(long whiteUsed, long blackUsed, long whiteAdded, long blackAdded, LocalDateTime resumption,
            String place) {
    }

    /**
     * The time of resumption of an adjourned game came (2014 E.9, 2018 I.9): who is at the board,
     * and the clock readings once the sealer's move is complete on the clock and the replier's clock
     * runs. The envelope is opened and the sealed move made when the replier is there (E.7, E.9.a).
     */
    record ResumptionBegan(boolean replierPresent, boolean sealerPresent, long whiteMillis, long blackMillis)
            implements Event {
    }

    /** A player absent at the time of resumption reached the board (2014 E.9.b, E.9.c). */
    record Arrived(Color side) implements Event {
    }

    /**
     * With the sealer absent, {@code side} sealed his reply {@code move} in a fresh envelope and
     * started the sealer's clock: the readings after that (2014 E.9.c, 2018 I.9.3).
     */
    record ReplySealed(Color side, String move, long whiteMillis, long blackMillis) implements Event {
    }

    /** The arbiter declared {@code side} absent at the default time (2014 E.10 at a resumption; 6.7 at the start). */
    record Forfeited(Color side) implements Event {
    }

    record FlagFell(Color side) implements Event {
    }

    /** A ruling from the laws or the arbiter, numbered from 1 in the game, in no language. */
    record Ruled(int number, String article, Phrase phrase) implements Event {
    }

    /** The arbiter replaced a ruling; the original stays in the record. */
    record Overridden(int number, String text) implements Event {
        public Overridden {
            TagText.line(TagText.what("arbiter-words"), text);
        }
    }

    /** A scoresheet entry that differs from the game, written by the keeper of that sheet. */
    record Scored(Color keeper, int ply, String text) implements Event {
        public Scored {
            TagText.line(TagText.what("scoresheet-entry"), text);
        }
    }

    /**
     * The sensed board of {@code board} settled in a position that is not the game's, so that the
     * two boards diverge (2009 E.2.7, 2018 D.2.9): journalled once an episode, when it begins, for
     * the arbiter; {@code what} is what the board said to fix, in no language, squares by name.
     */
    record BoardDiverged(Color board, Phrase what) implements Event {
    }

    /** The board that diverged shows the game again: the episode is over. */
    record BoardAgreed(Color board) implements Event {
    }

    /**
     * The result was set (by the game, a claim, the arbiter); {@code ruling} is the Laws' ruling
     * that ended it, or null when the arbiter declared it.
     */
    record Ended(Result result, String reason, Ruled ruling) implements Event {
        public Ended {
            TagText.line(TagText.what("ending-reason"), reason);
        }
    }

    /**
     * Training only: the last {@code plies} completed moves taken back, the player's and the
     * engine's reply, to try again. The position, boards and scoresheets stand as before them;
     * the clock keeps its readings.
     */
    record Retracted(int plies) implements Event {
    }

    /** Where a move came from. */
    enum Origin {
        BOARD, ASSISTANT, TYPED, ENGINE
    }

    /** What a player can claim (2018 9.2, 9.3). */
    enum Claim {
        THREEFOLD, FIFTY_MOVES
    }
}
