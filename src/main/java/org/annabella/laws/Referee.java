package org.annabella.laws;

import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import org.annabella.announce.Phrase;
import org.annabella.clock.BonusKind;
import org.annabella.clock.Clock;
import org.annabella.clock.Pace;
import org.annabella.clock.Period;
import org.annabella.clock.Side;
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
import org.annabella.laws.RefereeEvent.Adjourned;
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
 * state, otherwise the {@link Ruling rulings} it leads to, each citing edition and article. Reasons
 * and rulings are phrases (keys refusal.* and ruling.* of voice/messages-LANG.phrases), so each can
 * be said in English or Spanish.
 *
 * <p>The facts (repetitions, fifty moves, mate...) come from the rules core's {@link Game}; the
 * question "can this side still mate" from a {@link MateAbility}. The referee owns the game record
 * and, when given one, the {@link Clock}: with a clock every move must be completed by pressing it
 * before the opponent moves; without one moves simply alternate. Its parts for the resumption of
 * an adjourned game, the quickplay finish and illegal moves decide from a read-only
 * {@link RefereeView} and return a {@link Verdict}; the referee alone applies it to its game, clock
 * and offers. Not thread-safe.
 */
public final class Referee {

    /** A touch-move breach the opponent may still claim. */
    private record Breach(Color offender, int ply, List<Integer> touched, PieceType promotion, TouchObligation obligation) {
    }

    static final Phrase NO_CLOCK = Phrase.of("refusal.no-clock");
    private static final Phrase NOT_ADJOURNED = Phrase.of("refusal.not-adjourned");

    private final Edition edition;
    private final Game game;
    private final Clock clock;
    private final MateAbility mate;
    private final Pace pace;
    private final boolean supervised;
    private final int drawOfferMinimumMoves;

    private Result result;
    private Color pendingPress;
    private IllegalMoves illegalMoves = IllegalMoves.NONE;
    private Color drawOfferBy;
    private final List<Integer> drawOfferPlies = new ArrayList<>();
    private final List<Integer> touched = new ArrayList<>();
    private PieceType promotionTouched;
    private Breach breach;
    private int requiredMove = Claim.NO_MOVE;
    private QuickplayFinish quickplay = QuickplayFinish.NONE;
    /** The resumption of an adjourned game, or null. */
    private Resumption resumption;
    private final List<Ruling> rulings = new ArrayList<>();

    private Referee(Builder b) {
        this.edition = b.edition;
        this.game = b.game;
        this.clock = b.clock;
        this.mate = b.mate != null ? b.mate : MateAbility.byAnalysis();
        this.pace = b.pace != null ? b.pace : b.clock != null ? b.edition.pace(b.clock.control()) : Pace.STANDARD;
        this.supervised = b.supervised;
        this.drawOfferMinimumMoves = b.drawOfferMinimumMoves;
        this.resumption = b.envelope == null ? null : new Resumption(b.envelope);
        if (resumption != null) {
            apply(resumption.setUp(view()), rulings);
        }
    }

    /** A referee that knows what {@code other} knows, from here on independent of it (for {@link RefereeState}). */
    private Referee(Referee other) {
        edition = other.edition;
        game = other.game.copy();
        clock = other.clock == null ? null : other.clock.copy();
        mate = other.mate;
        pace = other.pace;
        supervised = other.supervised;
        drawOfferMinimumMoves = other.drawOfferMinimumMoves;
        result = other.result;
        pendingPress = other.pendingPress;
        illegalMoves = other.illegalMoves;
        drawOfferBy = other.drawOfferBy;
        drawOfferPlies.addAll(other.drawOfferPlies);
        touched.addAll(other.touched);
        promotionTouched = other.promotionTouched;
        breach = other.breach;
        requiredMove = other.requiredMove;
        quickplay = other.quickplay;
        resumption = other.resumption;
        rulings.addAll(other.rulings);
    }

    /** An independent copy: what one hears from now on, the other does not. */
    Referee copy() {
        return new Referee(this);
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
        /** Null until given: the default analyser (its tables are tens of megabytes) is made only when none is. */
        private MateAbility mate;
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

        /** The answer to "can this side still mate?" (default: the exact analysis, {@link MateAbility#byAnalysis()}). */
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

        /** What the referee knows before the first event, as a value. */
        public RefereeState state() {
            return new RefereeState(build());
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

    /**
     * The moves (plies from 0) each draw offer is noted with, "(=)" on both scoresheets (2018
     * 9.1.2.2, C.13): the offerer's move. An offer made after his move, as 9.1.2.1 asks, goes with
     * that move; one made while he has the move (valid still, 9.1.2.1), or a claim that stands as
     * an offer (9.1.2.3), goes with the move he makes next, which may be beyond the record yet.
     */
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
            return Optional.of(ruling(Rule.RECORDING_EXEMPT_RAPID, "ruling.recording-exempt-pace", "pace", pace(pace)));
        }
        if (clock == null) {
            return Optional.empty();
        }
        Side s = side(side);
        Period period = clock.control().period(clock.periodIndex(s));
        boolean bigIncrement = period.bonusKind() == BonusKind.INCREMENT && period.bonus().compareTo(Duration.ofSeconds(30)) >= 0;
        if (!bigIncrement && clock.remaining(s).compareTo(Duration.ofMinutes(5)) < 0) {
            return Optional.of(ruling(Rule.RECORDING_EXEMPT_SHORT_OF_TIME, "ruling.recording-exempt-short-of-time", "player", side));
        }
        return Optional.empty();
    }

    /**
     * The {@link #availableDrawClaims()} as rulings to tell the player, citing the on-board rule
     * (9.2.b, 9.3.b) or the announced-move rule (9.2.a, 9.3.a) as the facts stand.
     */
    public List<Ruling> drawClaimsOpen() {
        Set<ClaimKind> kinds = availableDrawClaims();
        Color who = game.position().sideToMove();
        List<Ruling> open = new ArrayList<>();
        if (kinds.contains(ClaimKind.THREEFOLD)) {
            boolean onBoard = game.isThreefold();
            open.add(ruling(onBoard ? Rule.THREEFOLD_ON_BOARD : Rule.THREEFOLD_ANNOUNCED,
                    onBoard ? "ruling.may-claim-threefold" : "ruling.may-claim-threefold-announced", "player", who));
        }
        if (kinds.contains(ClaimKind.FIFTY_MOVES)) {
            boolean onBoard = game.isFiftyMoves();
            open.add(ruling(onBoard ? Rule.FIFTY_ON_BOARD : Rule.FIFTY_ANNOUNCED,
                    onBoard ? "ruling.may-claim-fifty" : "ruling.may-claim-fifty-announced", "player", who));
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
            return Response.refused(Phrase.of("refusal.game-over", "result", result.phrase()));
        }
        List<Ruling> out = new ArrayList<>();
        Phrase refusal = dispatch(event, out);
        if (refusal != null) {
            return Response.refused(refusal);
        }
        rulings.addAll(out);
        return Response.accepted(out);
    }

    private Phrase dispatch(RefereeEvent event, List<Ruling> out) {
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
            return keep(illegalMoves.found(e, view()), next -> illegalMoves = next, out);
        } else if (event instanceof Adjourned e) {
            return adjourn(e);
        } else if (event instanceof ResumptionTime || event instanceof PlayerArrived || event instanceof ReplySealed
                || event instanceof ResumptionTimeWrong) {
            return adjournment(event, out);
        }
        return decide((ArbiterDecision) event, out);
    }

    private Phrase adjournment(RefereeEvent event, List<Ruling> out) {
        if (resumption == null) {
            return NOT_ADJOURNED;
        }
        RefereeView v = view();
        Verdict<Resumption> verdict;
        if (event instanceof ResumptionTime e) {
            verdict = resumption.time(e, v);
        } else if (event instanceof PlayerArrived e) {
            verdict = resumption.arrived(e, v);
        } else if (event instanceof ReplySealed e) {
            verdict = resumption.replySealed(e, v);
        } else {
            verdict = resumption.timeWrong((ResumptionTimeWrong) event, v);
        }
        return resumed(verdict, out);
    }

    /**
     * The player having the move seals it and the clocks stop (2009 Guidelines 1.a, 2014 E.1.a,
     * 2018 I.1.1); a game resumed may be adjourned again, but not while a resumption is under way.
     */
    private Phrase adjourn(Adjourned e) {
        if (adjournment() != Adjournment.NONE) {
            return Phrase.of("refusal.adjourned");
        }
        if (pendingPress != null) {
            return Phrase.of("refusal.clock-not-pressed", "player", pendingPress);
        }
        if (!e.envelope().positionBefore().equals(game.position().toFen())) {
            throw new IllegalArgumentException("the envelope's position is not the game's: " + e.envelope().positionBefore());
        }
        resumption = new Resumption(e.envelope());
        pauseClock();
        return null;
    }

    /** Where an adjourned game stands: {@link Adjournment#NONE} when it is not (or no longer) waiting for anything. */
    public Adjournment adjournment() {
        return resumption == null || result != null ? Adjournment.NONE : resumption.phase(game.ply());
    }

    private Phrase resumed(Verdict<Resumption> verdict, List<Ruling> out) {
        return keep(verdict, next -> resumption = next, out);
    }

    // ---- Moves and the clock -----------------------------------------------------------------

    private Phrase move(MoveMade e, List<Ruling> out) {
        Color mover = e.side();
        Position before = game.position();
        if (mover != before.sideToMove()) {
            return Phrase.of("refusal.not-on-move", "player", before.sideToMove());
        }
        if (pendingPress != null) {
            return Phrase.of("refusal.clock-not-pressed", "player", pendingPress);
        }
        Phrase adjourned = resumption == null ? null : resumption.refuseMove(view());
        if (adjourned != null) {
            return adjourned;
        }
        if (quickplay.awaitingDecision()) {
            return Phrase.of("refusal.claim-undecided", "player", quickplay.claimant());
        }
        if (clock != null && clock.state() != Clock.State.RUNNING) {
            return Phrase.of(clock.state() == Clock.State.NOT_STARTED ? "refusal.clocks-not-started" : "refusal.clocks-stopped");
        }
        if (!before.isLegal(e.move())) {
            return Phrase.of("refusal.move-not-legal");
        }
        if (requiredMove != Claim.NO_MOVE && e.move() != requiredMove) {
            return Phrase.of("refusal.announced-move-required", "move", Notation.san(before, requiredMove),
                    "rule", edition.cite(Rule.CLAIM_INCORRECT));
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
            out.add(ruling(obligation.rule(), "ruling.touch-move-breach", "player", mover, "reason", obligation.reason(),
                    "opponent", mover.opposite(), "rule", edition.cite(Rule.TOUCH_CLAIM_LOST)));
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
    private boolean endAfterMove(Color mover, List<Ruling> out) {
        Position now = game.position();
        if (game.isCheckmate()) {
            return end(out, Rule.CHECKMATE, Result.winFor(mover), "ruling.checkmate", "player", mover);
        }
        if (game.isStalemate()) {
            return end(out, Rule.STALEMATE, Result.DRAW, "ruling.stalemate");
        }
        if (mate.isDead(now)) {
            return end(out, Rule.DEAD_POSITION, Result.DRAW, "ruling.dead-position");
        }
        if (edition.isFivefold(game)) {
            return end(out, Rule.FIVEFOLD, Result.DRAW, "ruling.fivefold");
        }
        if (edition.isSeventyFive(game)) {
            return end(out, Rule.SEVENTY_FIVE_MOVES, Result.DRAW, "ruling.seventy-five-moves");
        }
        return false;
    }

    private Phrase press(ClockPressed e) {
        if (clock == null) {
            return NO_CLOCK;
        }
        if (pendingPress == null) {
            return Rule.PRESS_WITHOUT_MOVE.existsIn(edition)
                    ? Phrase.of("refusal.press-without-move-illegal", "player", e.side(), "rule", edition.cite(Rule.PRESS_WITHOUT_MOVE))
                    : Phrase.of("refusal.press-without-move", "player", e.side());
        }
        if (pendingPress != e.side()) {
            return Phrase.of("refusal.wrong-player-presses", "player", pendingPress);
        }
        if (clock.state() != Clock.State.RUNNING) {
            return Phrase.of("refusal.clocks-stopped");
        }
        clock.press(side(e.side()));
        pendingPress = null;
        return null;
    }

    // ---- Touch-move --------------------------------------------------------------------------

    private Phrase touch(PieceTouched e, List<Ruling> out) {
        Position p = game.position();
        if (e.side() != p.sideToMove()) {
            return Phrase.of("refusal.touch-out-of-turn", "rule", edition.cite(Rule.TOUCH_OWN_PIECE));
        }
        if (e.square() < 0 || e.square() > 63) {
            return Phrase.of("refusal.no-such-square");
        }
        if (p.pieceAt(e.square()) == null) {
            return Phrase.of("refusal.no-piece-on", "square", Square.name(e.square()));
        }
        if (e.adjusting()) {
            out.add(ruling(Rule.ADJUSTING, "ruling.adjusting", "player", e.side(), "piece", TouchMove.describe(p, e.square())));
            return null;
        }
        lapseOnTouch(e.side(), out);
        if (!touched.contains(e.square())) {
            touched.add(e.square());
        }
        TouchObligation o = touchObligation();
        out.add(obligation(e.side(), o));
        return null;
    }

    /** "White must move the knight on g1", under the rule of the obligation. */
    private Ruling obligation(Color player, TouchObligation o) {
        return ruling(o.rule(), "ruling.touch-obligation", "player", player, "reason", o.reason());
    }

    private Phrase promotionPiece(PromotionPieceTouched e, List<Ruling> out) {
        if (e.side() != game.position().sideToMove()) {
            return Phrase.of("refusal.not-their-move", "player", e.side());
        }
        if (e.piece() == PieceType.PAWN || e.piece() == PieceType.KING) {
            return Phrase.of("refusal.promotion-piece");
        }
        promotionTouched = e.piece();
        out.add(ruling(Rule.PROMOTION_PIECE_FIXED, "ruling.promotion-piece-fixed", "piece", TouchMove.the(e.piece())));
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
            out.add(ruling(Rule.DRAW_OFFER, "ruling.offer-lapses-on-touch", "player", player, "opponent", player.opposite()));
        }
        if (breach != null && breach.offender() == player.opposite()) {
            breach = null;
            out.add(ruling(Rule.TOUCH_CLAIM_LOST, "ruling.touch-claim-lost", "player", player));
        }
    }

    // ---- Draw offers, resignation ------------------------------------------------------------

    private Phrase offer(DrawOffered e, List<Ruling> out) {
        Color by = e.side();
        if (drawOfferBy == by) {
            return Phrase.of("refusal.offer-stands", "player", by);
        }
        if (drawOfferBy == by.opposite()) {
            return Phrase.of("refusal.accept-instead", "player", by.opposite());
        }
        int moveNumber = game.position().fullmoveNumber();
        if (drawOfferMinimumMoves > 0 && moveNumber <= drawOfferMinimumMoves) {
            return Phrase.of("refusal.offer-too-early", "moves", drawOfferMinimumMoves, "rule", edition.cite(Rule.DRAW_RESTRICTED));
        }
        drawOfferBy = by;
        boolean proper = clock != null ? pendingPress == by : game.position().sideToMove() != by && game.ply() > 0;
        out.add(ruling(Rule.DRAW_OFFER, "ruling.draw-offered", "player", by, "opponent", by.opposite()));
        if (!proper) {
            out.add(ruling(Rule.DISTRACTING, "ruling.offer-timing"));
        }
        markOffer(by);
        out.add(ruling(Rule.DRAW_OFFER_RECORDED, "ruling.offer-recorded", "rule", edition.cite(Rule.DRAW_OFFER_SYMBOL)));
        if (adjournment() == Adjournment.SEALED) {
            out.add(SealedEnvelope.offerAfterSealing(edition, by));
        }
        return null;
    }

    private Phrase accept(DrawAccepted e, List<Ruling> out) {
        if (drawOfferBy == null) {
            return Phrase.of("refusal.no-offer-to-accept");
        }
        if (drawOfferBy == e.side()) {
            return Phrase.of("refusal.own-offer", "player", e.side());
        }
        pauseClock();
        end(out, Rule.DRAW_AGREED, Result.DRAW, "ruling.draw-accepted", "player", e.side());
        return null;
    }

    private Phrase decline(DrawDeclined e, List<Ruling> out) {
        if (drawOfferBy == null || drawOfferBy == e.side()) {
            return Phrase.of("refusal.no-offer-to-reject", "player", e.side());
        }
        drawOfferBy = null;
        out.add(ruling(Rule.DRAW_OFFER, "ruling.draw-declined", "player", e.side()));
        if (quickplay.incrementRequested()) {
            out.add(ruling(Rule.QUICKPLAY_INCREMENT_REQUEST, "ruling.increment-request-to-decide"));
        }
        return null;
    }

    private Phrase resign(Resigned e, List<Ruling> out) {
        Color loser = e.side();
        pauseClock();
        if (edition.resignationDrawsWhenOpponentCannotMate() && !mate.canMate(game.position(), loser.opposite())) {
            end(out, Rule.RESIGNATION, Result.DRAW, "ruling.resigns-opponent-cannot-mate", "player", loser, "opponent", loser.opposite());
        } else {
            end(out, Rule.RESIGNATION, Result.winFor(loser.opposite()), "ruling.resigns", "player", loser);
        }
        return null;
    }

    // ---- Claims ------------------------------------------------------------------------------

    private Phrase claim(Claim e, List<Ruling> out) {
        return switch (e.kind()) {
            case THREEFOLD, FIFTY_MOVES -> drawClaim(e, out);
            case WIN_ON_TIME -> timeClaim(e.side(), out);
            case TOUCH_MOVE -> touchClaim(e.side(), out);
            case QUICKPLAY_FINISH, QUICKPLAY_INCREMENT -> quickplayDecided(quickplay.claim(e, view()), out);
        };
    }

    /** Threefold (9.2) and fifty moves (9.3), with or without the announced move; 9.4 and 9.5. */
    private Phrase drawClaim(Claim e, List<Ruling> out) {
        Color by = e.side();
        Position p = game.position();
        if (by != p.sideToMove() || pendingPress == by) {
            return Phrase.of("refusal.claim-not-on-move", "rule", edition.cite(Rule.THREEFOLD_ON_BOARD));
        }
        if (!touched.isEmpty()) {
            return Phrase.of("refusal.claim-right-lost", "player", by, "rule", edition.cite(Rule.CLAIM_RIGHT_LOST));
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
        Phrase what = Phrase.of(threefold ? "ruling.claimed.threefold" : "ruling.claimed.fifty-moves");
        Phrase how = !announced ? Phrase.of("ruling.claimed.on-the-board")
                : legal ? Phrase.of("ruling.claimed.with-move", "move", Notation.san(p, e.announcedMove()))
                : Phrase.of("ruling.claimed.with-illegal-move");
        if (correct) {
            out.add(ruling(basis, "ruling.claim", "player", by, "what", what, "how", how));
            end(out, Rule.CLAIM_CORRECT, Result.DRAW, "ruling.claim-correct");
            return null;
        }
        out.add(ruling(basis, "ruling.claim-not-so", "player", by, "what", what, "how", how));
        Duration penalty = edition.incorrectClaimPenalty(pace);
        if (clock != null) {
            clock.addTime(side(by.opposite()), penalty);
            resumeIf(wasRunning);
        }
        out.add(ruling(Rule.CLAIM_INCORRECT, announced && legal ? "ruling.claim-incorrect-move-required" : "ruling.claim-incorrect",
                "penalty", timeAdded(by.opposite(), penalty, true)));
        if (announced && legal) {
            requiredMove = e.announcedMove();
        } else if (announced && p.pieceAt(Move.from(e.announcedMove())) != null) {
            touched.add(Move.from(e.announcedMove()));
        }
        drawOfferBy = by;
        markOffer(by);
        out.add(ruling(Rule.CLAIM_IS_OFFER, "ruling.claim-is-offer", "player", by));
        return null;
    }

    /** Notes {@code by}'s offer with his move: the last one if it was his, else his next (see {@link #drawOfferPlies}). */
    private void markOffer(Color by) {
        int last = game.ply() - 1;
        drawOfferPlies.add(last >= 0 && game.sideToMoveAt(last) == by ? last : game.ply());
    }

    /** A player claims the opponent's flag has fallen (6.8, 6.9; A.4.d / A.4.c without adequate supervision). */
    private Phrase timeClaim(Color by, List<Ruling> out) {
        if (clock == null) {
            return Phrase.of("refusal.no-clock-to-check");
        }
        Color other = by.opposite();
        if (!clock.flagFallen(side(other))) {
            return Phrase.of("refusal.flag-not-fallen", "player", other);
        }
        if (clock.flagFallen(side(by))) {
            if (!supervised) {
                if (edition == Edition.FIDE_2009) {
                    pauseClock();
                    end(out, Rule.FLAG_CLAIM_UNSUPERVISED, Result.DRAW, "ruling.both-flags-fallen");
                    return null;
                }
                return Phrase.of("refusal.claimant-out-of-time", "rule", edition.cite(Rule.FLAG_CLAIM_UNSUPERVISED));
            }
            Color first = color(clock.firstFlag().orElseThrow());
            return flag(first, true, out);
        }
        if (!supervised) {
            out.add(ruling(Rule.FLAG_CLAIM_UNSUPERVISED, "ruling.claims-on-time", "player", by));
        }
        return flag(other, true, out);
    }

    /** The opponent claims a touch-move breach: the move is taken back and the obligation enforced. */
    private Phrase touchClaim(Color by, List<Ruling> out) {
        if (breach == null || breach.offender() != by.opposite()) {
            return Phrase.of("refusal.no-touch-move-breach", "player", by.opposite());
        }
        if (breach.ply() != game.ply()) {
            return Phrase.of("refusal.breach-not-last-move");
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
        out.add(ruling(b.obligation().rule(), "ruling.touch-claim-upheld", "player", by, "offender", b.offender(),
                "reason", b.obligation().reason()));
        return null;
    }

    // ---- Flags -------------------------------------------------------------------------------

    /** {@code side}'s flag has fallen, observed by the arbiter or ({@code claimed}) validly claimed (6.8). */
    private Phrase flag(Color flagged, boolean claimed, List<Ruling> out) {
        // With both flags down on this clock, the one that fell first counts.
        Color side = clock != null && clock.bothFlagsFallen() ? color(clock.firstFlag().orElseThrow()) : flagged;
        if (clock != null && !clock.flagFallen(side(side))) {
            return Phrase.of("refusal.flag-not-fallen", "player", side);
        }
        if (!supervised && pace != Pace.STANDARD && !claimed) {
            return Phrase.of("refusal.flag-needs-claim", "rule", edition.cite(Rule.FLAG_CLAIM_UNSUPERVISED));
        }
        if (quickplay.postponedFor(side)) {
            pauseClock();
            out.add(ruling(Rule.QUICKPLAY_POSTPONED, "ruling.flag-calls-for-decision", "player", side));
            return null;
        }
        pauseClock();
        Color other = side.opposite();
        if (!mate.canMate(game.position(), other)) {
            end(out, Rule.LOSS_ON_TIME, Result.DRAW, "ruling.flag-opponent-cannot-mate", "player", side, "opponent", other);
        } else {
            end(out, Rule.LOSS_ON_TIME, Result.winFor(other), "ruling.flag-fallen", "player", side);
        }
        return null;
    }

    private Phrase bothFlags(boolean lastPeriod, List<Ruling> out) {
        if (!supervised && pace != Pace.STANDARD && edition == Edition.FIDE_2009) {
            pauseClock();
            end(out, Rule.FLAG_CLAIM_UNSUPERVISED, Result.DRAW, "ruling.both-flags-fallen");
            return null;
        }
        if (lastPeriod) {
            pauseClock();
            end(out, Rule.BOTH_FLAGS_FALLEN, Result.DRAW, "ruling.both-flags-fallen-last-period");
        } else {
            out.add(ruling(Rule.BOTH_FLAGS_FALLEN, "ruling.both-flags-fallen-earlier"));
        }
        return null;
    }

    // ---- Arbiter decisions -------------------------------------------------------------------

    private Phrase decide(ArbiterDecision d, List<Ruling> out) {
        Color player = d.side();
        switch (d.decision()) {
            case START_CLOCKS -> {
                if (resumption != null) {
                    return Phrase.of("refusal.adjourned-clocks-start-at-resumption");
                }
                if (clock == null || clock.state() != Clock.State.NOT_STARTED) {
                    return clock == null ? NO_CLOCK : Phrase.of("refusal.clocks-already-started");
                }
                clock.start();
                out.add(ruling(Rule.WHITE_CLOCK_STARTS, "ruling.clock-started", "player", color(clock.toMove())));
            }
            case PAUSE_CLOCKS -> {
                if (clock == null || clock.state() != Clock.State.RUNNING) {
                    return Phrase.of("refusal.clocks-not-running");
                }
                clock.pause();
                out.add(ruling(Rule.CLOCKS_PAUSED, "ruling.clocks-stopped"));
            }
            case RESUME_CLOCKS -> {
                if (clock == null || clock.state() != Clock.State.PAUSED) {
                    return Phrase.of("refusal.clocks-not-stopped");
                }
                if (quickplay.awaitingDecision()) {
                    return Phrase.of("refusal.decide-claim-first", "player", quickplay.claimant());
                }
                clock.resume();
                out.add(ruling(Rule.CLOCKS_PAUSED, "ruling.clocks-restarted"));
            }
            case ADD_TIME, SUBTRACT_TIME -> {
                if (player == null || !positive(d.time()) || clock == null) {
                    return clock == null ? NO_CLOCK : Phrase.of("refusal.say-whose-clock-and-time");
                }
                boolean add = d.decision() == RefereeEvent.Decision.ADD_TIME;
                if (add) {
                    clock.addTime(side(player), d.time());
                } else {
                    clock.subtractTime(side(player), d.time());
                }
                out.add(Ruling.of(edition, Rule.PENALTIES, add ? timeAdded(player, d.time(), false)
                        : Phrase.of("ruling.time-taken", "time", d.time(), "player", player)));
            }
            case DECLARE_LOSS -> {
                if (player == null) {
                    return Phrase.of("refusal.say-who-loses");
                }
                pauseClock();
                end(out, Rule.PENALTIES, Result.winFor(player.opposite()), "ruling.declared-lost", "player", player);
            }
            case BOTH_LOSE -> {
                pauseClock();
                end(out, Rule.BOTH_LOSE, Result.BOTH_LOSE, "ruling.both-lose");
            }
            case FORFEIT -> {
                if (player == null) {
                    return Phrase.of("refusal.say-who-is-absent");
                }
                if (resumption != null) {
                    return resumed(resumption.lateAtDefaultTime(player, view()), out);
                }
                if (game.ply() > 0) {
                    return Phrase.of("refusal.forfeit-after-start");
                }
                pauseClock();
                end(out, Rule.DEFAULT_TIME, Result.forfeitFor(player.opposite()), "ruling.forfeit", "player", player);
            }
            case ENVELOPE_MISSING -> {
                return resumption == null ? NOT_ADJOURNED : resumed(resumption.envelopeMissing(view()), out);
            }
            case QUICKPLAY_DRAW, QUICKPLAY_POSTPONE, QUICKPLAY_REJECT, QUICKPLAY_GRANT_INCREMENT -> {
                return quickplayDecided(quickplay.decide(d, view()), out);
            }
        }
        return null;
    }

    private Phrase quickplayDecided(Verdict<QuickplayFinish> verdict, List<Ruling> out) {
        return keep(verdict, next -> quickplay = next, out);
    }

    // ---- The parts' verdicts -----------------------------------------------------------------

    /** This referee's state as its parts read it. */
    private RefereeView view() {
        return new RefereeView(edition, pace, supervised, mate, game, clock, pendingPress, drawOfferBy);
    }

    /**
     * Keeps a part's next state and makes the effects it decided; returns the refusal, its own or
     * the flag ruling's, or null. The state is kept first: a flag ruling reads it.
     */
    private <S> Phrase keep(Verdict<S> verdict, Consumer<S> store, List<Ruling> out) {
        if (verdict.refusal() != null) {
            return verdict.refusal();
        }
        store.accept(verdict.next());
        return apply(verdict.effects(), out);
    }

    /** Makes {@code effects} in order, until one ends the game; returns a flag ruling's refusal, or null. */
    private Phrase apply(List<Effect> effects, List<Ruling> out) {
        for (Effect effect : effects) {
            if (effect instanceof Effect.Say e) {
                out.add(e.ruling());
            } else if (effect instanceof Effect.SayTouchObligation e) {
                if (!touched.isEmpty()) {
                    out.add(obligation(e.player(), touchObligation()));
                }
            } else if (effect instanceof Effect.Play e) {
                game.play(e.move());
            } else if (effect instanceof Effect.EndIfOver e) {
                if (endAfterMove(e.mover(), out)) {
                    return null;
                }
            } else if (effect instanceof Effect.End e) {
                end(out, e.ending());
                return null;
            } else if (effect instanceof Effect.Flag e) {
                return flag(e.side(), e.claimed(), out);
            } else if (effect instanceof Effect.Restore e) {
                restore(e.ply(), out);
            } else if (effect instanceof Effect.Touched e) {
                touched.clear();
                touched.add(e.square());
            } else if (effect instanceof Effect.OfferDraw e) {
                drawOfferBy = e.by();
            } else {
                applyToClock(effect);
            }
        }
        return null;
    }

    private void applyToClock(Effect effect) {
        if (effect instanceof Effect.PauseClock) {
            pauseClock();
        } else if (effect instanceof Effect.StartClock) {
            if (clock != null && clock.state() == Clock.State.NOT_STARTED) {
                clock.start();
            } else if (clock != null && clock.state() == Clock.State.PAUSED) {
                clock.resume();
            }
        } else if (clock == null) {
            throw new IllegalStateException("no clock for " + effect);
        } else if (effect instanceof Effect.ResumeClock) {
            clock.resume();
        } else if (effect instanceof Effect.Press e) {
            clock.press(side(e.side()));
        } else if (effect instanceof Effect.AddTime e) {
            clock.addTime(side(e.side()), e.time());
        } else if (effect instanceof Effect.SetTimeUsed e) {
            clock.setTimeUsed(side(e.side()), e.used(), e.added());
        } else if (effect instanceof Effect.SetMoves e) {
            clock.setMoves(side(e.side()), e.moves());
        } else if (effect instanceof Effect.IntroduceIncrement e) {
            clock.introduceIncrement(e.time());
        } else {
            throw new IllegalStateException("unknown effect " + effect);
        }
    }

    /** Takes the game back to {@code ply} half-moves and the clocks to their reading then (2009 6.13, 2014+ 7.1). */
    private void restore(int ply, List<Ruling> out) {
        if (ply == game.ply()) {
            return;
        }
        while (game.ply() > ply) {
            game.undo();
        }
        pendingPress = null;
        touched.clear();
        promotionTouched = null;
        breach = null;
        if (clock != null && clock.state() != Clock.State.NOT_STARTED && clock.ply() >= ply) {
            boolean wasRunning = clock.state() == Clock.State.RUNNING;
            clock.restore(ply);
            resumeIf(wasRunning);
            out.add(ruling(Rule.CLOCKS_RESTORED, "ruling.clocks-restored", "ply", ply));
        }
    }

    // ---- Helpers -----------------------------------------------------------------------------

    /** A ruling in this game's edition, in the words of {@code key} with its named values. */
    private Ruling ruling(Rule rule, String key, Object... namesAndValues) {
        return Ruling.of(edition, rule, Phrase.of(key, namesAndValues));
    }

    /** Ends the game with result {@code r}, in the words of {@code key}. */
    private boolean end(List<Ruling> out, Rule rule, Result r, String key, Object... namesAndValues) {
        return end(out, Ruling.ending(edition, rule, Phrase.of(key, namesAndValues), r));
    }

    /** Ends the game with a ruling that carries its result. */
    private boolean end(List<Ruling> out, Ruling ending) {
        result = ending.ending().orElseThrow();
        drawOfferBy = null;
        pendingPress = null;
        pauseClock();
        out.add(ending);
        return true;
    }

    /** Stops the clock if it runs; says whether it did. */
    private boolean pauseClock() {
        if (clock != null && clock.state() == Clock.State.RUNNING) {
            clock.pause();
            return true;
        }
        return false;
    }

    private void resumeIf(boolean wasRunning) {
        if (wasRunning) {
            clock.resume();
        }
    }

    /**
     * "2 minutes added to Black's time"; as a {@code penalty}, with the rule that makes penalties
     * one minute at this pace when there is one: "1 minute added to Black's time (rapid: 2023 A.3)".
     */
    private Phrase timeAdded(Color player, Duration time, boolean penalty) {
        return timeAdded(edition, pace, player, time, penalty);
    }

    /** {@link #timeAdded(Color, Duration, boolean)} under {@code edition} at {@code pace}. */
    static Phrase timeAdded(Edition edition, Pace pace, Color player, Duration time, boolean penalty) {
        Rule r = penalty ? edition.oneMinuteRule(pace) : null;
        return r == null ? Phrase.of("ruling.time-added", "time", time, "player", player)
                : Phrase.of("ruling.time-added-at-pace", "time", time, "player", player, "pace", pace(pace), "rule", edition.cite(r));
    }

    /** "rapid": the key pace.rapid. */
    static Phrase pace(Pace pace) {
        return Phrase.of("pace." + pace.name().toLowerCase(Locale.ROOT));
    }

    static boolean positive(Duration d) {
        return !d.isZero() && !d.isNegative();
    }

    /** "White" or "Black", for exception messages (which are in English). */
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
