package org.annabella.laws;

import java.time.Duration;
import java.util.Objects;
import org.annabella.rules.Color;
import org.annabella.rules.PieceType;

/** What happens at the board, fed to a {@link Referee}. */
public sealed interface RefereeEvent {

    /** {@code side} made a legal {@code move} on the board (not yet completed by pressing the clock). */
    record MoveMade(Color side, int move) implements RefereeEvent {
        public MoveMade {
            Objects.requireNonNull(side, "side");
        }
    }

    /** {@code side} pressed his clock, completing his move (2009 6.7.a, 2014 6.2.a, 2018 6.2.1). */
    record ClockPressed(Color side) implements RefereeEvent {
        public ClockPressed {
            Objects.requireNonNull(side, "side");
        }
    }

    /**
     * {@code side} deliberately touched the piece on {@code square}; with {@code adjusting} he
     * first said he was adjusting it (4.2), which binds him to nothing.
     */
    record PieceTouched(Color side, int square, boolean adjusting) implements RefereeEvent {
        public PieceTouched {
            Objects.requireNonNull(side, "side");
        }

        public static PieceTouched touch(Color side, int square) {
            return new PieceTouched(side, square, false);
        }
    }

    /** The new piece {@code piece} touched the promotion square: the choice is final (4.4.d / 4.4.4). */
    record PromotionPieceTouched(Color side, PieceType piece) implements RefereeEvent {
        public PromotionPieceTouched {
            Objects.requireNonNull(side, "side");
            Objects.requireNonNull(piece, "piece");
        }
    }

    /** {@code side} offers a draw (9.1). */
    record DrawOffered(Color side) implements RefereeEvent {
        public DrawOffered {
            Objects.requireNonNull(side, "side");
        }
    }

    /** {@code side} accepts the standing draw offer. */
    record DrawAccepted(Color side) implements RefereeEvent {
        public DrawAccepted {
            Objects.requireNonNull(side, "side");
        }
    }

    /** {@code side} rejects the standing draw offer orally. */
    record DrawDeclined(Color side) implements RefereeEvent {
        public DrawDeclined {
            Objects.requireNonNull(side, "side");
        }
    }

    /** {@code side} resigns. */
    record Resigned(Color side) implements RefereeEvent {
        public Resigned {
            Objects.requireNonNull(side, "side");
        }
    }

    /**
     * {@code side} claims. For threefold and fifty-move claims with a written, announced move
     * (9.2.a, 9.3.a) {@code announcedMove} is that move; otherwise {@link #NO_MOVE}.
     */
    record Claim(Color side, ClaimKind kind, int announcedMove) implements RefereeEvent {
        public static final int NO_MOVE = -1;

        public Claim {
            Objects.requireNonNull(side, "side");
            Objects.requireNonNull(kind, "kind");
        }

        public static Claim of(Color side, ClaimKind kind) {
            return new Claim(side, kind, NO_MOVE);
        }

        public static Claim withMove(Color side, ClaimKind kind, int move) {
            return new Claim(side, kind, move);
        }

        public boolean hasAnnouncedMove() {
            return announcedMove != NO_MOVE;
        }
    }

    /** The arbiter observes that {@code side}'s flag has fallen (6.8). */
    record FlagFell(Color side) implements RefereeEvent {
        public FlagFell {
            Objects.requireNonNull(side, "side");
        }
    }

    /**
     * Both flags are down and it cannot be established which fell first (2009 6.11, 2018
     * III.3.1); {@code lastPeriod} says whether all remaining moves had to be made in it.
     */
    record BothFlagsFell(boolean lastPeriod) implements RefereeEvent {
    }

    /**
     * A completed illegal move by {@code offender} is found: by the arbiter, or in rapid and blitz
     * without adequate supervision on the opponent's claim. {@code restoreToPly} is the position
     * immediately before the irregularity (7.4.a / 7.5.1) as a number of half-moves of the record;
     * {@code movedFrom} the square of the piece moved illegally, which the offender must now move
     * if he can (2014 7.5.a, 2018 7.5.1: Articles 4.3 and 4.7 apply), or -1;
     * {@code opponentHasMoved} whether the opponent has since made his move (A.4: the illegal move
     * then stands).
     */
    record IllegalMoveFound(Color offender, IllegalMoveKind kind, int restoreToPly, int movedFrom,
            boolean opponentHasMoved) implements RefereeEvent {
        public IllegalMoveFound {
            Objects.requireNonNull(offender, "offender");
            Objects.requireNonNull(kind, "kind");
        }
    }

    /** A decision of the arbiter; {@code side} and {@code time} where the decision needs them. */
    record ArbiterDecision(Decision decision, Color side, Duration time) implements RefereeEvent {
        public ArbiterDecision {
            Objects.requireNonNull(decision, "decision");
            time = time == null ? Duration.ZERO : time;
        }

        public static ArbiterDecision of(Decision decision) {
            return new ArbiterDecision(decision, null, Duration.ZERO);
        }

        public static ArbiterDecision of(Decision decision, Color side) {
            return new ArbiterDecision(decision, side, Duration.ZERO);
        }
    }

    /**
     * The game is adjourned with {@code envelope}: the player having the move sealed it (2009
     * Guidelines 1.a, 2014 E.1.a, 2018 I.1.1). The game waits for the resumption time; a game
     * resumed may be adjourned again.
     */
    record Adjourned(SealedEnvelope envelope) implements RefereeEvent {
        public Adjourned {
            Objects.requireNonNull(envelope, "envelope");
        }
    }

    /**
     * The agreed time for resuming an adjourned game has come (2009 Guidelines 9, 2014 E.9, 2018
     * I.9): who is at the board. The replier is the player who must answer the sealed move.
     */
    record ResumptionTime(boolean replierPresent, boolean sealerPresent) implements RefereeEvent {
    }

    /** {@code side}, absent at the time of resumption, arrives at the board. */
    record PlayerArrived(Color side) implements RefereeEvent {
        public PlayerArrived {
            Objects.requireNonNull(side, "side");
        }
    }

    /**
     * With the sealer absent, {@code side} seals his reply {@code move} (as written) in a fresh
     * envelope instead of making it (2009 Guidelines 9.c, 2014 E.9.c, 2018 I.9.3).
     */
    record ReplySealed(Color side, String move) implements RefereeEvent {
        public ReplySealed {
            Objects.requireNonNull(side, "side");
            Objects.requireNonNull(move, "move");
        }
    }

    /**
     * On resumption {@code pointedOutBy} says the time used on {@code clockOf}'s clock was wrongly
     * set; {@code timeUsed} is the correct time used (2009 Guidelines 12, 2014 E.13, 2018 I.13).
     */
    record ResumptionTimeWrong(Color pointedOutBy, Color clockOf, Duration timeUsed) implements RefereeEvent {
        public ResumptionTimeWrong {
            Objects.requireNonNull(pointedOutBy, "pointedOutBy");
            Objects.requireNonNull(clockOf, "clockOf");
            Objects.requireNonNull(timeUsed, "timeUsed");
        }
    }

    /** What a player can claim. */
    enum ClaimKind {
        /** Threefold repetition, 9.2. */
        THREEFOLD,
        /** Fifty moves, 9.3. */
        FIFTY_MOVES,
        /** The opponent's flag has fallen (6.8; A.4.d / A.4.c in rapid and blitz without adequate supervision). */
        WIN_ON_TIME,
        /** The opponent's last move broke Article 4 (touch-move); lost once the claimant touches a piece (2009 4.7, 2014+ 4.8). */
        TOUCH_MOVE,
        /** Quickplay finish with less than two minutes: 2009 10.2, 2014 G.5, 2018 III.5. */
        QUICKPLAY_FINISH,
        /** Request for a five-second increment for both, also a draw offer: 2014 G.4, 2018 III.4. */
        QUICKPLAY_INCREMENT
    }

    /** Kinds of completed illegal move. */
    enum IllegalMoveKind {
        /** A move against Article 3, including capturing the king (2009 7.4.a, 2014 7.5.a, 2018 7.5.1). */
        ILLEGAL_MOVE,
        /** A pawn on the last rank not replaced, or the clock pressed before the new piece was placed (2018 7.5.2). */
        PROMOTION_NOT_COMPLETED,
        /** The clock pressed without a move (2018 7.5.3). */
        PRESS_WITHOUT_MOVE,
        /** A move made with two hands (2018 7.5.4). */
        TWO_HANDS;

        Rule rule() {
            return switch (this) {
                case ILLEGAL_MOVE -> Rule.ILLEGAL_MOVE_RESTORED;
                case PROMOTION_NOT_COMPLETED -> Rule.PROMOTION_NOT_COMPLETED;
                case PRESS_WITHOUT_MOVE -> Rule.PRESS_WITHOUT_MOVE;
                case TWO_HANDS -> Rule.TWO_HANDS;
            };
        }
    }

    /** Decisions of the arbiter. */
    enum Decision {
        /** Start White's clock at the time set for the game (6.5). */
        START_CLOCKS,
        /** Stop both clocks (2009 6.12.a, 2018 6.12.1). */
        PAUSE_CLOCKS,
        /** Restart the clocks (2009 6.12.c). */
        RESUME_CLOCKS,
        /** Add {@code time} to {@code side}'s clock (2009 13.4.b, 2014+ 12.9.b). */
        ADD_TIME,
        /** Take {@code time} from {@code side}'s clock (2009 13.4.c, 2014+ 12.9.c). */
        SUBTRACT_TIME,
        /** Declare the game lost by {@code side} (2009 13.4.d, 2014+ 12.9.f). */
        DECLARE_LOSS,
        /** Declare the game lost by both players (2009 12.9, 2014+ 11.8). */
        BOTH_LOSE,
        /**
         * {@code side} did not arrive within the default time (2009 6.6.a, 2014 6.7.a, 2018
         * 6.7.1); at the resumption of an adjourned game, 2009 Guidelines 10, 2014 E.10, 2018 I.10.
         */
        FORFEIT,
        /**
         * The envelope of an adjourned game is missing: play on from the adjourned position, the
         * sealer making the move he says he sealed (2009 Guidelines 11.a, 2014 E.12, 2018 I.12.1).
         */
        ENVELOPE_MISSING,
        /** Uphold a quickplay-finish claim: draw. */
        QUICKPLAY_DRAW,
        /** Postpone a quickplay-finish decision; the opponent may be given {@code time} (two minutes). */
        QUICKPLAY_POSTPONE,
        /** Reject a quickplay-finish claim or request; the opponent is given two minutes. */
        QUICKPLAY_REJECT,
        /** Grant a request for a five-second increment; the opponent is given two minutes (2014 G.4, 2018 III.4). */
        QUICKPLAY_GRANT_INCREMENT
    }
}
