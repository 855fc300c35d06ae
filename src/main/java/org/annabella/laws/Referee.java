package org.annabella.laws;

import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import org.annabella.clock.BonusKind;
import org.annabella.clock.Clock;
import org.annabella.clock.Pace;
import org.annabella.clock.Period;
import org.annabella.clock.Side;
import org.annabella.clock.TimeControl;
import org.annabella.laws.RefereeEvent.ArbiterDecision;
import org.annabella.laws.RefereeEvent.BothFlagsFell;
import org.annabella.laws.RefereeEvent.Claim;
import org.annabella.laws.RefereeEvent.ClaimKind;
import org.annabella.laws.RefereeEvent.ClockPressed;
import org.annabella.laws.RefereeEvent.DrawAccepted;
import org.annabella.laws.RefereeEvent.DrawDeclined;
import org.annabella.laws.RefereeEvent.DrawOffered;
import org.annabella.laws.RefereeEvent.FlagFell;
import org.annabella.laws.RefereeEvent.IllegalMoveFound;
import org.annabella.laws.RefereeEvent.MoveMade;
import org.annabella.laws.RefereeEvent.PieceTouched;
import org.annabella.laws.RefereeEvent.PlayerArrived;
import org.annabella.laws.RefereeEvent.PromotionPieceTouched;
import org.annabella.laws.RefereeEvent.ReplySealed;
import org.annabella.laws.RefereeEvent.Resigned;
import org.annabella.laws.RefereeEvent.ResumptionTime;
import org.annabella.laws.RefereeEvent.ResumptionTimeWrong;
import org.annabella.rules.Color;
import org.annabella.rules.Game;
import org.annabella.rules.Move;
import org.annabella.rules.Notation;
import org.annabella.rules.PieceType;
import org.annabella.rules.Position;
import org.annabella.rules.Square;

/**
 * Rules a game under one edition of the Laws. Feed it {@link RefereeEvent events}; each returns
 * a {@link Response}: refused with the reason (nothing changed) when the event does not fit the
 * state, otherwise the {@link Ruling rulings} it leads to, each citing edition and article.
 *
 * <p>The facts (repetitions, fifty moves, mate...) come from the rules core's {@link Game}; the
 * question "can this side still mate" from a {@link MateAbility}. The referee owns the game record
 * and, when given one, the {@link Clock}: with a clock every move must be completed by pressing it
 * before the opponent moves; without one moves simply alternate. Not thread-safe.
 */
public final class Referee {

    /** A touch-move breach the opponent may still claim. */
    private record Breach(Color offender, int ply, List<Integer> touched, PieceType promotion, TouchObligation obligation) {
    }

    private final Edition edition;
    final Game game;
    final Clock clock;
    final MateAbility mate;
    private final Pace pace;
    final boolean supervised;
    private final int drawOfferMinimumMoves;

    private Result result;
    Color pendingPress;
    private final IllegalMoves illegalMoves = new IllegalMoves(this);
    Color drawOfferBy;
    private final List<Integer> drawOfferPlies = new ArrayList<>();
    final List<Integer> touched = new ArrayList<>();
    PieceType promotionTouched;
    Breach breach;
    private int requiredMove = Claim.NO_MOVE;
    private final QuickplayFinish quickplay = new QuickplayFinish(this);
    /** The resumption of an adjourned game, or null. */
    private final Resumption resumption;
    private final List<Ruling> rulings = new ArrayList<>();

    private Referee(Builder b) {
        this.edition = b.edition;
        this.game = b.game;
        this.clock = b.clock;
        this.mate = b.mate;
        this.pace = b.pace != null ? b.pace : b.clock != null ? b.edition.pace(b.clock.control()) : Pace.STANDARD;
        this.supervised = b.supervised;
        this.drawOfferMinimumMoves = b.drawOfferMinimumMoves;
        this.resumption = b.envelope == null ? null : new Resumption(this, b.envelope);
        if (resumption != null) {
            resumption.setUp(rulings);
        }
    }

    /** A referee for {@code edition}; set the rest on the builder. */
    public static Builder builder(Edition edition) {
        return new Builder(edition);
    }

    /** Builds a {@link Referee}. Defaults: a game from the start, no clock, standard pace, adequate supervision. */
    public static final class Builder {
        private final Edition edition;
        private Game game = Game.fromStart();
        private Clock clock;
        private MateAbility mate = MateAbility.byMaterial();
        private Pace pace;
        private boolean supervised = true;
        private int drawOfferMinimumMoves;
        private SealedEnvelope envelope;

        private Builder(Edition edition) {
            this.edition = Objects.requireNonNull(edition, "edition");
        }

        /** The game to continue (the referee takes it over: change it only through events). */
        public Builder game(Game game) {
            this.game = Objects.requireNonNull(game, "game");
            return this;
        }

        /** The clock; its time control also gives the pace unless {@link #pace} is set. */
        public Builder clock(Clock clock) {
            this.clock = clock;
            return this;
        }

        /** The answer to "can this side still mate?" (default: material only). */
        public Builder mateAbility(MateAbility mate) {
            this.mate = Objects.requireNonNull(mate, "mate");
            return this;
        }

        /** Standard, rapid or blitz, when there is no clock to tell. */
        public Builder pace(Pace pace) {
            this.pace = pace;
            return this;
        }

        /**
         * Rapid and blitz with adequate supervision follow the competition rules (2009 A.3/B.2,
         * 2014 A.3/B.3, 2018 A.3/B.3); without it the rules of A.4 (2023 A.5) apply.
         */
        public Builder supervised(boolean supervised) {
            this.supervised = supervised;
            return this;
        }

        /** Draw offers need the arbiter's consent before this move number (9.1.a / 2018 9.1.1); 0 for none. */
        public Builder drawOfferMinimumMoves(int moves) {
            if (moves < 0) {
                throw new IllegalArgumentException("minimum moves cannot be negative");
            }
            this.drawOfferMinimumMoves = moves;
            return this;
        }

        /**
         * Resume the game adjourned with {@code envelope}: the game starts from the position before
         * the sealed move and the clock (unstarted, the sealer to move) is set from the time used
         * (2009 Guidelines 5, 2014 E.5, 2018 I.5). Replaces {@link #game}.
         */
        public Builder adjourned(SealedEnvelope envelope) {
            this.envelope = Objects.requireNonNull(envelope, "envelope");
            this.game = Game.fromFen(envelope.positionBefore());
            return this;
        }

        public Referee build() {
            return new Referee(this);
        }
    }

    // ---- State -----------------------------------------------------------------------------

    public Edition edition() {
        return edition;
    }

    public Pace pace() {
        return pace;
    }

    /** The game record (read it; change it only through events). */
    public Game game() {
        return game;
    }

    public Optional<Clock> clock() {
        return Optional.ofNullable(clock);
    }

    public Optional<Result> result() {
        return Optional.ofNullable(result);
    }

    public boolean isOver() {
        return result != null;
    }

    /** Completed illegal moves found against {@code side}. */
    public int illegalMoves(Color side) {
        return illegalMoves.count(side);
    }

    /** The player whose draw offer stands, if any. */
    public Optional<Color> standingDrawOffer() {
        return Optional.ofNullable(drawOfferBy);
    }

    /** Plies after which "(=)" goes on the scoresheet (9.1.b.2, C.13). */
    public List<Integer> drawOfferPlies() {
        return List.copyOf(drawOfferPlies);
    }

    /** What the player having the move must do after the pieces he touched (Art. 4). */
    public TouchObligation touchObligation() {
        return TouchMove.obligation(game.position(), touched, promotionTouched);
    }

    /**
     * The draw claims the player having the move could make correctly now, on the board or with a
     * move he would announce (9.2, 9.3): empty once the game is over or once he has touched a piece
     * (9.4). Same in every edition; what differs is what happens without a claim.
     */
    public Set<ClaimKind> availableDrawClaims() {
        Set<ClaimKind> kinds = EnumSet.noneOf(ClaimKind.class);
        if (result != null || !touched.isEmpty()) {
            return kinds;
        }
        if (game.canClaimThreefold()) {
            kinds.add(ClaimKind.THREEFOLD);
        }
        if (game.canClaimFifty()) {
            kinds.add(ClaimKind.FIFTY_MOVES);
        }
        return kinds;
    }

    /**
     * Whether {@code side} must keep score now: not in rapid or blitz (A.2; blitz by B.2 in 2009),
     * nor for the rest of a period once under five minutes without an increment of 30 seconds or
     * more (8.4). Returns the ruling that exempts him, or empty when he must record.
     */
    public Optional<Ruling> recordingExemption(Color side) {
        if (pace != Pace.STANDARD) {
            return Optional.of(Ruling.of(edition, Rule.RECORDING_EXEMPT_RAPID, "in " + pace.spoken() + " players need not record the moves"));
        }
        if (clock == null) {
            return Optional.empty();
        }
        Side s = side(side);
        Period period = clock.control().period(clock.periodIndex(s));
        boolean bigIncrement = period.bonusKind() == BonusKind.INCREMENT && period.bonus().compareTo(Duration.ofSeconds(30)) >= 0;
        if (!bigIncrement && clock.remaining(s).compareTo(Duration.ofMinutes(5)) < 0) {
            return Optional.of(Ruling.of(edition, Rule.RECORDING_EXEMPT_SHORT_OF_TIME, name(side)
                    + " has less than five minutes and no increment of 30 seconds: he need not record the moves for the rest of the period"));
        }
        return Optional.empty();
    }

    /**
     * The {@link #availableDrawClaims()} as rulings to tell the player, citing the on-board rule
     * (9.2.b, 9.3.b) or the announced-move rule (9.2.a, 9.3.a) as the facts stand.
     */
    public List<Ruling> drawClaimsOpen() {
        Set<ClaimKind> kinds = availableDrawClaims();
        String who = name(game.position().sideToMove());
        List<Ruling> open = new ArrayList<>();
        if (kinds.contains(ClaimKind.THREEFOLD)) {
            boolean onBoard = game.isThreefold();
            open.add(Ruling.of(edition, onBoard ? Rule.THREEFOLD_ON_BOARD : Rule.THREEFOLD_ANNOUNCED, who
                    + " may claim a draw by threefold repetition" + (onBoard ? "" : ", writing the move first")));
        }
        if (kinds.contains(ClaimKind.FIFTY_MOVES)) {
            boolean onBoard = game.isFiftyMoves();
            open.add(Ruling.of(edition, onBoard ? Rule.FIFTY_ON_BOARD : Rule.FIFTY_ANNOUNCED, who
                    + " may claim a draw by the fifty-move rule" + (onBoard ? "" : ", writing the move first")));
        }
        return open;
    }

    /** Every ruling so far, in order. */
    public List<Ruling> rulings() {
        return List.copyOf(rulings);
    }

    // ---- Events ----------------------------------------------------------------------------

    /** Applies one event; see the class comment. */
    public Response handle(RefereeEvent event) {
        Objects.requireNonNull(event, "event");
        if (result != null) {
            return Response.refused("the game is over: " + result.spoken());
        }
        List<Ruling> out = new ArrayList<>();
        String refusal = dispatch(event, out);
        if (refusal != null) {
            return Response.refused(refusal);
        }
        rulings.addAll(out);
        return Response.accepted(out);
    }

    private String dispatch(RefereeEvent event, List<Ruling> out) {
        if (event instanceof MoveMade e) {
            return move(e, out);
        } else if (event instanceof ClockPressed e) {
            return press(e);
        } else if (event instanceof PieceTouched e) {
            return touch(e, out);
        } else if (event instanceof PromotionPieceTouched e) {
            return promotionPiece(e, out);
        } else if (event instanceof DrawOffered e) {
            return offer(e, out);
        } else if (event instanceof DrawAccepted e) {
            return accept(e, out);
        } else if (event instanceof DrawDeclined e) {
            return decline(e, out);
        } else if (event instanceof Resigned e) {
            return resign(e, out);
        } else if (event instanceof Claim e) {
            return claim(e, out);
        } else if (event instanceof FlagFell e) {
            return flag(e.side(), false, out);
        } else if (event instanceof BothFlagsFell e) {
            return bothFlags(e.lastPeriod(), out);
        } else if (event instanceof IllegalMoveFound e) {
            return illegalMoves.found(e, out);
        } else if (event instanceof ResumptionTime || event instanceof PlayerArrived || event instanceof ReplySealed
                || event instanceof ResumptionTimeWrong) {
            return adjournment(event, out);
        }
        return decide((ArbiterDecision) event, out);
    }

    private String adjournment(RefereeEvent event, List<Ruling> out) {
        if (resumption == null) {
            return "this game was not adjourned";
        }
        if (event instanceof ResumptionTime e) {
            return resumption.time(e, out);
        } else if (event instanceof PlayerArrived e) {
            return resumption.arrived(e, out);
        } else if (event instanceof ReplySealed e) {
            return resumption.replySealed(e, out);
        }
        return resumption.timeWrong((ResumptionTimeWrong) event, out);
    }

    // ---- Moves and the clock -----------------------------------------------------------------

    private String move(MoveMade e, List<Ruling> out) {
        Color mover = e.player();
        Position before = game.position();
        if (mover != before.sideToMove()) {
            return "it is " + name(before.sideToMove()) + "'s move";
        }
        if (pendingPress != null) {
            return name(pendingPress) + " has not pressed the clock after his move";
        }
        String adjourned = resumption == null ? null : resumption.refuseMove();
        if (adjourned != null) {
            return adjourned;
        }
        if (quickplay.awaitingDecision()) {
            return "the arbiter has not yet decided " + name(quickplay.claimant()) + "'s claim";
        }
        if (clock != null && clock.state() != Clock.State.RUNNING) {
            return clock.state() == Clock.State.NOT_STARTED ? "the clocks have not been started" : "the clocks are stopped";
        }
        if (!before.isLegal(e.move())) {
            return "that move is not legal here; an illegal move must be reported to the arbiter";
        }
        if (requiredMove != Claim.NO_MOVE && e.move() != requiredMove) {
            return "after the incorrect claim the announced move " + Notation.san(before, requiredMove)
                    + " must be made (" + edition.cite(Rule.CLAIM_INCORRECT) + ")";
        }
        TouchObligation obligation = touchObligation();
        List<Integer> touchedNow = List.copyOf(touched);
        PieceType promotionNow = promotionTouched;
        lapseOnTouch(mover, out);
        game.play(e.move());
        touched.clear();
        promotionTouched = null;
        requiredMove = Claim.NO_MOVE;
        if (!obligation.allows(e.move())) {
            breach = new Breach(mover, game.ply(), touchedNow, promotionNow, obligation);
            out.add(Ruling.of(edition, obligation.rule(), name(mover) + " did not respect touch-move: he " + obligation.reason()
                    + "; " + name(mover.opposite()) + " may claim before touching a piece (" + edition.cite(Rule.TOUCH_CLAIM_LOST) + ")"));
        }
        if (endAfterMove(mover, out)) {
            return null;
        }
        if (clock != null) {
            pendingPress = mover;
        }
        return null;
    }

    /** The game-ending facts after a move, in precedence order (a mate on the last move comes first, 2014 9.6). */
    boolean endAfterMove(Color mover, List<Ruling> out) {
        Position now = game.position();
        if (game.isCheckmate()) {
            return end(out, Rule.CHECKMATE, name(mover) + " checkmates", Result.winFor(mover));
        }
        if (game.isStalemate()) {
            return end(out, Rule.STALEMATE, "stalemate", Result.DRAW);
        }
        if (mate.isDead(now)) {
            return end(out, Rule.DEAD_POSITION, "neither player can checkmate by any series of legal moves; dead position", Result.DRAW);
        }
        if (edition.isFivefold(game)) {
            return end(out, Rule.FIVEFOLD, "the same position for the fifth time; drawn without a claim", Result.DRAW);
        }
        if (edition.isSeventyFive(game)) {
            return end(out, Rule.SEVENTY_FIVE_MOVES, "75 moves by each player without a capture or a pawn move; drawn without a claim", Result.DRAW);
        }
        return false;
    }

    private String press(ClockPressed e) {
        if (clock == null) {
            return "this game has no clock";
        }
        if (pendingPress == null) {
            String why = name(e.player()) + " pressed the clock without making a move";
            return Rule.PRESS_WITHOUT_MOVE.existsIn(edition)
                    ? why + "; if the arbiter finds it, report it as an illegal move (" + edition.cite(Rule.PRESS_WITHOUT_MOVE) + ")"
                    : why;
        }
        if (pendingPress != e.player()) {
            return "it is " + name(pendingPress) + " who must press the clock";
        }
        if (clock.state() != Clock.State.RUNNING) {
            return "the clocks are stopped";
        }
        clock.press(side(e.player()));
        pendingPress = null;
        return null;
    }

    // ---- Touch-move --------------------------------------------------------------------------

    private String touch(PieceTouched e, List<Ruling> out) {
        Position p = game.position();
        if (e.player() != p.sideToMove()) {
            return "only the player having the move is bound by touching a piece (" + edition.cite(Rule.TOUCH_OWN_PIECE) + ")";
        }
        if (e.square() < 0 || e.square() > 63 || p.pieceAt(e.square()) == null) {
            return "there is no piece on " + (e.square() >= 0 && e.square() < 64 ? Square.name(e.square()) : "that square");
        }
        if (e.adjusting()) {
            out.add(Ruling.of(edition, Rule.ADJUSTING, name(e.player()) + " adjusts the " + TouchMove.describe(p, e.square()) + "; no obligation"));
            return null;
        }
        lapseOnTouch(e.player(), out);
        if (!touched.contains(e.square())) {
            touched.add(e.square());
        }
        TouchObligation o = touchObligation();
        out.add(Ruling.of(edition, o.rule(), name(e.player()) + " " + o.reason()));
        return null;
    }

    private String promotionPiece(PromotionPieceTouched e, List<Ruling> out) {
        if (e.player() != game.position().sideToMove()) {
            return "it is not " + name(e.player()) + "'s move";
        }
        if (e.piece() == PieceType.PAWN || e.piece() == PieceType.KING) {
            return "a pawn promotes to a queen, rook, bishop or knight";
        }
        promotionTouched = e.piece();
        out.add(Ruling.of(edition, Rule.PROMOTION_PIECE_FIXED,
                "the " + e.piece().name().toLowerCase() + " has touched the promotion square; the choice is final"));
        return null;
    }

    /**
     * What touching a piece (or moving, which touches one) costs {@code player}: the opponent's
     * draw offer lapses (9.1.b.1), his own right to claim the opponent's touch-move breach lapses
     * (2009 4.7, 2014+ 4.8), and his right to claim a draw on this move (9.4).
     */
    private void lapseOnTouch(Color player, List<Ruling> out) {
        if (drawOfferBy == player.opposite()) {
            drawOfferBy = null;
            out.add(Ruling.of(edition, Rule.DRAW_OFFER, name(player) + " touched a piece: " + name(player.opposite()) + "'s draw offer lapses"));
        }
        if (breach != null && breach.offender() == player.opposite()) {
            breach = null;
            out.add(Ruling.of(edition, Rule.TOUCH_CLAIM_LOST, name(player) + " touched a piece: he can no longer claim the touch-move breach"));
        }
    }

    // ---- Draw offers, resignation ------------------------------------------------------------

    private String offer(DrawOffered e, List<Ruling> out) {
        Color by = e.player();
        if (drawOfferBy == by) {
            return name(by) + "'s draw offer already stands; an offer cannot be withdrawn or renewed";
        }
        if (drawOfferBy == by.opposite()) {
            return name(by.opposite()) + "'s draw offer stands: accept it instead";
        }
        int moveNumber = game.position().fullmoveNumber();
        if (drawOfferMinimumMoves > 0 && moveNumber <= drawOfferMinimumMoves) {
            return "the rules of the event allow no draw offer in the first " + drawOfferMinimumMoves + " moves"
                    + " without the arbiter's consent (" + edition.cite(Rule.DRAW_RESTRICTED) + ")";
        }
        drawOfferBy = by;
        boolean proper = clock != null ? pendingPress == by : game.position().sideToMove() != by && game.ply() > 0;
        out.add(Ruling.of(edition, Rule.DRAW_OFFER, name(by) + " offers a draw; the offer cannot be withdrawn and stands until "
                + name(by.opposite()) + " accepts or rejects it, touches a piece, or the game ends"));
        if (!proper) {
            out.add(Ruling.of(edition, Rule.DISTRACTING, "an offer is made after one's move and before pressing the clock; "
                    + "offers at other times stand but must not annoy the opponent"));
        }
        drawOfferPlies.add(game.ply());
        out.add(Ruling.of(edition, Rule.DRAW_OFFER_RECORDED, "both players record the offer with the symbol (=) ("
                + edition.cite(Rule.DRAW_OFFER_SYMBOL) + ")"));
        return null;
    }

    private String accept(DrawAccepted e, List<Ruling> out) {
        if (drawOfferBy == null) {
            return "there is no draw offer to accept";
        }
        if (drawOfferBy == e.player()) {
            return name(e.player()) + " cannot accept his own offer";
        }
        pauseClock();
        end(out, Rule.DRAW_AGREED, name(e.player()) + " accepts the draw", Result.DRAW);
        return null;
    }

    private String decline(DrawDeclined e, List<Ruling> out) {
        if (drawOfferBy == null || drawOfferBy == e.player()) {
            return "there is no draw offer to " + name(e.player()) + " to reject";
        }
        drawOfferBy = null;
        out.add(Ruling.of(edition, Rule.DRAW_OFFER, name(e.player()) + " rejects the draw offer; it lapses"));
        if (quickplay.incrementRequested()) {
            out.add(Ruling.of(edition, Rule.QUICKPLAY_INCREMENT_REQUEST, "the arbiter now decides on the request for an increment"));
        }
        return null;
    }

    private String resign(Resigned e, List<Ruling> out) {
        Color loser = e.player();
        pauseClock();
        if (edition.resignationDrawsWhenOpponentCannotMate() && !mate.canMate(game.position(), loser.opposite())) {
            end(out, Rule.RESIGNATION, name(loser) + " resigns, but " + name(loser.opposite())
                    + " cannot checkmate by any series of legal moves: draw", Result.DRAW);
        } else {
            end(out, Rule.RESIGNATION, name(loser) + " resigns", Result.winFor(loser.opposite()));
        }
        return null;
    }

    // ---- Claims ------------------------------------------------------------------------------

    private String claim(Claim e, List<Ruling> out) {
        return switch (e.kind()) {
            case THREEFOLD, FIFTY_MOVES -> drawClaim(e, out);
            case WIN_ON_TIME -> timeClaim(e.player(), out);
            case TOUCH_MOVE -> touchClaim(e.player(), out);
            case QUICKPLAY_FINISH, QUICKPLAY_INCREMENT -> quickplay.claim(e, out);
        };
    }

    /** Threefold (9.2) and fifty moves (9.3), with or without the announced move; 9.4 and 9.5. */
    private String drawClaim(Claim e, List<Ruling> out) {
        Color by = e.player();
        Position p = game.position();
        if (by != p.sideToMove() || pendingPress == by) {
            return "only the player having the move may claim a draw (" + edition.cite(Rule.THREEFOLD_ON_BOARD) + ")";
        }
        if (!touched.isEmpty()) {
            return name(by) + " touched a piece without claiming first and has lost the right to claim on this move ("
                    + edition.cite(Rule.CLAIM_RIGHT_LOST) + ")";
        }
        boolean threefold = e.kind() == ClaimKind.THREEFOLD;
        boolean announced = e.hasAnnouncedMove();
        boolean legal = announced && p.isLegal(e.announcedMove());
        Rule basis = threefold ? (announced ? Rule.THREEFOLD_ANNOUNCED : Rule.THREEFOLD_ON_BOARD)
                : (announced ? Rule.FIFTY_ANNOUNCED : Rule.FIFTY_ON_BOARD);
        boolean correct;
        if (announced) {
            correct = legal && (threefold ? game.canClaimThreefoldWith(e.announcedMove()) : game.canClaimFiftyWith(e.announcedMove()));
        } else {
            correct = threefold ? game.isThreefold() : game.isFiftyMoves();
        }
        boolean wasRunning = pauseClock();
        String what = threefold ? "the same position for at least the third time" : "50 moves by each player without a capture or a pawn move";
        String how = announced ? " with the announced move " + (legal ? Notation.san(p, e.announcedMove()) : "(illegal)") : " on the board";
        if (correct) {
            out.add(Ruling.of(edition, basis, name(by) + " claims " + what + how));
            end(out, Rule.CLAIM_CORRECT, "the claim is correct: draw", Result.DRAW);
            return null;
        }
        out.add(Ruling.of(edition, basis, name(by) + " claims " + what + how + ", which is not so"));
        Duration penalty = edition.incorrectClaimPenalty(pace);
        if (clock != null) {
            clock.addTime(side(by.opposite()), penalty);
            resumeIf(wasRunning);
        }
        String then = announced && legal ? "; the announced move must now be made" : "";
        if (announced && legal) {
            requiredMove = e.announcedMove();
        } else if (announced && p.pieceAt(Move.from(e.announcedMove())) != null) {
            touched.add(Move.from(e.announcedMove()));
        }
        out.add(Ruling.of(edition, Rule.CLAIM_INCORRECT, "the claim is incorrect: " + minutes(penalty) + " added to "
                + name(by.opposite()) + "'s time" + oneMinuteNote() + "; the game continues" + then));
        drawOfferBy = by;
        out.add(Ruling.of(edition, Rule.CLAIM_IS_OFFER, "the claim stands as a draw offer by " + name(by)));
        return null;
    }

    /** A player claims the opponent's flag has fallen (6.8, 6.9; A.4.d / A.4.c without adequate supervision). */
    private String timeClaim(Color by, List<Ruling> out) {
        if (clock == null) {
            return "there is no clock to check; the arbiter reports a fallen flag";
        }
        Color other = by.opposite();
        if (!clock.flagFallen(side(other))) {
            return name(other) + "'s flag has not fallen";
        }
        if (clock.flagFallen(side(by))) {
            if (!supervised) {
                if (edition == Edition.FIDE_2009) {
                    pauseClock();
                    end(out, Rule.FLAG_CLAIM_UNSUPERVISED, "both flags have fallen: draw", Result.DRAW);
                    return null;
                }
                return "the claimant must still have time on his own clock (" + edition.cite(Rule.FLAG_CLAIM_UNSUPERVISED) + ")";
            }
            Color first = color(clock.firstFlag().orElseThrow());
            return flag(first, true, out);
        }
        if (!supervised) {
            out.add(Ruling.of(edition, Rule.FLAG_CLAIM_UNSUPERVISED, name(by) + " stops the clock with time left and claims on time"));
        }
        return flag(other, true, out);
    }

    /** The opponent claims a touch-move breach: the move is taken back and the obligation enforced. */
    private String touchClaim(Color by, List<Ruling> out) {
        if (breach == null || breach.offender() != by.opposite()) {
            return "there is no touch-move breach by " + name(by.opposite()) + " to claim";
        }
        if (breach.ply() != game.ply()) {
            return "the breach was not on the last move";
        }
        Breach b = breach;
        breach = null;
        game.undo();
        pendingPress = null;
        if (clock != null && clock.ply() >= b.ply()) {
            // Back to the offender's turn and move count, but the time both have used stays used (2018 7.1).
            boolean wasRunning = pauseClock();
            Duration white = clock.remaining(Side.WHITE);
            Duration black = clock.remaining(Side.BLACK);
            clock.restore(b.ply() - 1);
            clock.setTime(Side.WHITE, white);
            clock.setTime(Side.BLACK, black);
            resumeIf(wasRunning);
        }
        touched.clear();
        touched.addAll(b.touched());
        promotionTouched = b.promotion();
        out.add(Ruling.of(edition, b.obligation().rule(), name(by) + "'s claim is upheld: the move is taken back and "
                + name(b.offender()) + " " + b.obligation().reason()));
        return null;
    }

    // ---- Flags -------------------------------------------------------------------------------

    /** {@code side}'s flag has fallen, observed by the arbiter or ({@code claimed}) validly claimed (6.8). */
    String flag(Color flagged, boolean claimed, List<Ruling> out) {
        // With both flags down on this clock, the one that fell first counts.
        Color side = clock != null && clock.bothFlagsFallen() ? color(clock.firstFlag().orElseThrow()) : flagged;
        if (clock != null && !clock.flagFallen(side(side))) {
            return name(side) + "'s flag has not fallen";
        }
        if (!supervised && pace != Pace.STANDARD && !claimed) {
            return "without adequate supervision a flag counts only when the opponent claims it ("
                    + edition.cite(Rule.FLAG_CLAIM_UNSUPERVISED) + ")";
        }
        if (quickplay.postponedFor(side)) {
            pauseClock();
            out.add(Ruling.of(edition, Rule.QUICKPLAY_POSTPONED, name(side) + "'s flag has fallen: the arbiter now gives his decision on the claim"));
            return null;
        }
        pauseClock();
        Color other = side.opposite();
        if (!mate.canMate(game.position(), other)) {
            end(out, Rule.LOSS_ON_TIME, name(side) + "'s flag has fallen, but " + name(other)
                    + " cannot checkmate by any series of legal moves: draw", Result.DRAW);
        } else {
            end(out, Rule.LOSS_ON_TIME, name(side) + "'s flag has fallen: " + name(side) + " loses on time", Result.winFor(other));
        }
        return null;
    }

    private String bothFlags(boolean lastPeriod, List<Ruling> out) {
        if (!supervised && pace != Pace.STANDARD && edition == Edition.FIDE_2009) {
            pauseClock();
            end(out, Rule.FLAG_CLAIM_UNSUPERVISED, "both flags have fallen: draw", Result.DRAW);
            return null;
        }
        if (lastPeriod) {
            pauseClock();
            end(out, Rule.BOTH_FLAGS_FALLEN, "both flags have fallen in the last period and it cannot be known which fell first: draw", Result.DRAW);
        } else {
            out.add(Ruling.of(edition, Rule.BOTH_FLAGS_FALLEN, "both flags have fallen before the last period: the game continues"));
        }
        return null;
    }

    // ---- Illegal moves -----------------------------------------------------------------------

    // ---- Arbiter decisions -------------------------------------------------------------------

    private String decide(ArbiterDecision d, List<Ruling> out) {
        Color player = d.player();
        switch (d.decision()) {
            case START_CLOCKS -> {
                if (resumption != null) {
                    return "the clocks of an adjourned game start at the time of resumption";
                }
                if (clock == null || clock.state() != Clock.State.NOT_STARTED) {
                    return clock == null ? "this game has no clock" : "the clocks have already been started";
                }
                clock.start();
                out.add(Ruling.of(edition, Rule.WHITE_CLOCK_STARTS, name(color(clock.toMove())) + "'s clock is started"));
            }
            case PAUSE_CLOCKS -> {
                if (clock == null || clock.state() != Clock.State.RUNNING) {
                    return "the clocks are not running";
                }
                clock.pause();
                out.add(Ruling.of(edition, Rule.CLOCKS_PAUSED, "the arbiter stops the clocks"));
            }
            case RESUME_CLOCKS -> {
                if (clock == null || clock.state() != Clock.State.PAUSED) {
                    return "the clocks are not stopped";
                }
                if (quickplay.awaitingDecision()) {
                    return "first decide " + name(quickplay.claimant()) + "'s claim";
                }
                clock.resume();
                out.add(Ruling.of(edition, Rule.CLOCKS_PAUSED, "the arbiter restarts the clocks"));
            }
            case ADD_TIME, SUBTRACT_TIME -> {
                if (player == null || !positive(d.time()) || clock == null) {
                    return clock == null ? "this game has no clock" : "say whose clock and how much time";
                }
                boolean add = d.decision() == RefereeEvent.Decision.ADD_TIME;
                if (add) {
                    clock.addTime(side(player), d.time());
                } else {
                    clock.subtractTime(side(player), d.time());
                }
                out.add(Ruling.of(edition, Rule.PENALTIES, minutes(d.time()) + (add ? " added to " : " taken from ") + name(player) + "'s time"));
            }
            case DECLARE_LOSS -> {
                if (player == null) {
                    return "say which player loses";
                }
                pauseClock();
                end(out, Rule.PENALTIES, "the arbiter declares the game lost by " + name(player), Result.winFor(player.opposite()));
            }
            case BOTH_LOSE -> {
                pauseClock();
                end(out, Rule.BOTH_LOSE, "both players persistently refused to comply with the Laws: both lose", Result.BOTH_LOSE);
            }
            case FORFEIT -> {
                if (player == null) {
                    return "say which player did not arrive";
                }
                if (resumption != null) {
                    return resumption.lateAtDefaultTime(player, out);
                }
                if (game.ply() > 0) {
                    return "the game has begun; a forfeit is for a player who did not arrive in time";
                }
                pauseClock();
                end(out, Rule.DEFAULT_TIME, name(player) + " did not arrive within the default time and loses by forfeit",
                        Result.forfeitFor(player.opposite()));
            }
            case ENVELOPE_MISSING -> {
                return resumption == null ? "this game was not adjourned" : resumption.envelopeMissing(out);
            }
            case QUICKPLAY_DRAW, QUICKPLAY_POSTPONE, QUICKPLAY_REJECT, QUICKPLAY_GRANT_INCREMENT -> {
                return quickplay.decide(d, out);
            }
        }
        return null;
    }

    // ---- Helpers -----------------------------------------------------------------------------

    boolean end(List<Ruling> out, Rule rule, String text, Result r) {
        return end(out, Ruling.ending(edition, rule, text + " (" + r.pgn() + ")", r));
    }

    /** Ends the game with a ruling that carries its result. */
    boolean end(List<Ruling> out, Ruling ending) {
        result = ending.ending().orElseThrow();
        drawOfferBy = null;
        pendingPress = null;
        pauseClock();
        out.add(ending);
        return true;
    }

    /** Stops the clock if it runs; says whether it did. */
    boolean pauseClock() {
        if (clock != null && clock.state() == Clock.State.RUNNING) {
            clock.pause();
            return true;
        }
        return false;
    }

    void resumeIf(boolean wasRunning) {
        if (wasRunning) {
            clock.resume();
        }
    }

    String oneMinuteNote() {
        Rule r = edition.oneMinuteRule(pace);
        return r == null ? "" : " (" + pace.spoken() + ": " + edition.cite(r) + ")";
    }

    static boolean positive(Duration d) {
        return !d.isZero() && !d.isNegative();
    }

    static String minutes(Duration d) {
        return TimeControl.spoken(d);
    }

    static String name(Color c) {
        return c == Color.WHITE ? "White" : "Black";
    }

    static Side side(Color c) {
        return Side.ofWhite(c == Color.WHITE);
    }

    private static Color color(Side s) {
        return s == Side.WHITE ? Color.WHITE : Color.BLACK;
    }
}
