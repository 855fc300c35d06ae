package org.annabella.session;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import org.annabella.announce.Phrase;
import org.annabella.announce.Refusal;
import org.annabella.laws.Adjournment;
import org.annabella.laws.RefereeEvent;
import org.annabella.laws.RefereeState;
import org.annabella.laws.Rule;
import org.annabella.laws.Ruling;
import org.annabella.laws.TouchObligation;
import org.annabella.rules.Color;
import org.annabella.rules.InputException;
import org.annabella.rules.Notation;
import org.annabella.rules.Piece;
import org.annabella.rules.PieceLetters;
import org.annabella.rules.Position;
import org.annabella.rules.Square;
import org.annabella.session.Event.*;
import org.annabella.session.EventCodec.Stamped;

/**
 * One game at the board, following the Appendix for visually impaired players (2009 Appendix E,
 * 2018 Appendix D) step by step: a move is made (on a board or relayed by the assistant), announced
 * (a slip of the tongue may be corrected until the press, 2009 E.2.6), repeated by the other side,
 * executed on the other board, and the clock is pressed. The press is allowed once the move is
 * announced (2009 E.2.3: only then is the opponent's clock started); repeating and executing may
 * follow it, but the next move waits until the other board shows this one.
 *
 * <p>The game itself is a value, {@link GameState}, and this session its journal folded over it.
 * An act becomes an event; the event is applied to the state first (the referee's refusal refuses
 * the act, with nothing written), then written to the journal and forced to disk, and only then
 * does the session hold the new state and tell its listeners. A replay after a crash applies the
 * same events with the same function. What stays here is what is not the game: the journal, the
 * running clock and its time source, the listeners.
 */
public final class Session implements AutoCloseable {
    /**
     * The most time a crash can take from the running side: while a clock runs, its readings are
     * journalled this often (as long as {@link #noteClock} is called every second, as
     * {@link ClockNotes} does). Five seconds is one small record and one disk flush per interval.
     */
    public static final long CLOCK_NOTE_MILLIS = 5_000;
    /** A reading is due this long after the last, so that a caller ticking every second keeps within the bound. */
    private static final long CLOCK_NOTE_DUE_MILLIS = CLOCK_NOTE_MILLIS - ClockNotes.TICK_MILLIS;

    private final Journal journal;
    private final GameClock clock;
    private final LongSupplier clockMillis;
    private final LongSupplier wallClock;
    private final List<Consumer<Notice>> listeners = new ArrayList<>();
    private final List<Consumer<String>> eventListeners = new ArrayList<>();
    /** The game as it stands; replaced, never changed, so a reader on another thread sees one whole state. */
    private volatile GameState state;
    /** When the last press, reading, stop or start was journalled, on the clock's time source. */
    private long lastClockEventMillis;
    /** What the arbiter must know about the clock after a resume, or null. */
    private Phrase resumedClock;
    /** Rulings on a move not yet announced: told after its announcement, which comes first (2009 E.2.3). */
    private final List<Notice> heldRulings = new ArrayList<>();
    private boolean holdingRulings;
    /** What each sensed board last reported, when it differed from the game: an illegal move made there. */
    private final Piece[][] differing = new Piece[2][];
    /** The differing squares last told of each sensed board, so that a difference is told once, and again when it changes. */
    private final String[] differenceTold = new String[2];
    /** The sides whose fallen flag has been told, so that it is told once. */
    private final boolean[] flagTold = new boolean[2];

    private Session(GameState state, Journal journal, LongSupplier clockMillis) {
        this.state = state;
        this.journal = journal;
        this.clock = new GameClock(state.setup().timeControl(), clockMillis, state.setup().startPosition().sideToMove());
        this.clockMillis = clockMillis;
        this.wallClock = System::currentTimeMillis;
    }

    /** Starts a new game on a new journal, announcing in SAN. */
    public static Session start(Setup setup, Journal journal, LongSupplier clockMillis) {
        return start(setup, journal, clockMillis, Wording.SAN);
    }

    /** Starts a new game on a new journal with the given announcement wording. */
    public static Session start(Setup setup, Journal journal, LongSupplier clockMillis, Wording wording) {
        if (journal.size() > 0) {
            throw new InputException("journal " + journal.path() + " already holds a game; resume it instead");
        }
        Session s = new Session(GameState.before(setup, wording), journal, clockMillis);
        s.record(new Started(setup));
        return s;
    }

    /**
     * Restores a game from its journal exactly as it stood at the last durable event, with the
     * clocks stopped until the arbiter or the players restart them.
     */
    public static Session resume(Journal journal, LongSupplier clockMillis) {
        return resume(journal, clockMillis, Wording.SAN);
    }

    /** Restores a game whose announcements were read with {@code wording}. */
    public static Session resume(Journal journal, LongSupplier clockMillis, Wording wording) {
        List<String> records = journal.records();
        GameState state = GameState.replayed(journal.path(), records, wording);
        Session s = new Session(state.withEndingCutShort(), journal, clockMillis);
        s.restoreClock();
        s.state.endingDue().ifPresent(s::end);
        s.resumedClock = s.state.clockAtCrash();
        for (Color side : Color.values()) {
            // A flag the journal shows down is told with what is pending, not again when the clock runs.
            s.flagTold[side.ordinal()] = s.clock.flagFallen(side);
        }
        if (!s.state.isOver()) {
            s.record(new Paused(s.clock.remaining(Color.WHITE), s.clock.remaining(Color.BLACK)));
        }
        return s;
    }

    public void onNotice(Consumer<Notice> listener) {
        listeners.add(listener);
    }

    /** Hears every event once it is durable and applied, as its journal line (for event logs). */
    public void onEvent(Consumer<String> listener) {
        eventListeners.add(listener);
    }

    /** The game as it stands now: a value, which later acts do not change. */
    public GameState state() {
        return state;
    }

    // ---- the Appendix's steps -------------------------------------------------------------

    /** A move made on the mover's board or relayed by the assistant. */
    public void makeMove(Color side, int move, Origin origin) {
        requireToMove(side);
        MoveInProgress p = state.pending();
        if (p != null && !p.pressed()) {
            throw Refusal.of("session.refusal.move-unfinished", "player", p.side(), "move", p.san());
        }
        if (p != null && !p.executed()) {
            throw Refusal.of("session.refusal.execute-first", "move", p.san(), "player", side);
        }
        Position position = state.position();
        if (!position.isLegal(move)) {
            throw Refusal.of("session.refusal.illegal-here");
        }
        TouchObligation obligation = state.referee().touchObligation();
        if (!obligation.allows(move) && origin != Origin.BOARD) {
            // A move made on a board is a fact, and the breach the opponent's to claim; a relayed one is
            // refused, and the refusal is a ruling under Article 4 the record keeps (rulings, why).
            String article = state.referee().edition().cite(obligation.rule());
            record(new Ruled(state.rulings().size() + 1, article, Phrase.of("session.ruling.touch-move",
                    "player", side, "move", Notation.san(position, move), "reason", obligation.reason())));
            throw Refusal.of("session.refusal.touch-move", "player", side, "reason", obligation.reason(), "article", article);
        }
        GameState before = state;
        record(new MoveMade(side, Notation.uci(position, move), origin));
        // A ruling that ends the game waits in the move in progress for the press (2009 E.2.3);
        // the others are journalled now and told once the move is announced.
        holdingRulings = true;
        try {
            rule(state.rulingsSince(before).stream().filter(r -> r.ending().isEmpty()).toList());
        } finally {
            holdingRulings = false;
        }
    }

    /** A move given as text: SAN, long algebraic, UCI or announced words. */
    public void makeMove(Color side, String text, Origin origin) {
        makeMove(side, text, origin, PieceLetters.ENGLISH);
    }

    /** A move given as text, its notation read with {@code letters} (the console's language: R the king in Spanish). */
    public void makeMove(Color side, String text, Origin origin, PieceLetters letters) {
        requireToMove(side);
        makeMove(side, state.readMove(text, letters), origin);
    }

    private void requireToMove(Color side) {
        requirePlaying();
        if (side != state.position().sideToMove()) {
            throw Refusal.of("session.refusal.not-to-move", "player", side);
        }
    }

    /** The move's announcement; said again before the press, it corrects a slip of the tongue. */
    public void announce(Color side, String words) {
        MoveInProgress p = requirePending();
        if (p.side() != side) {
            throw Refusal.of("session.refusal.announce-other", "player", p.side(), "move", p.san());
        }
        if (p.pressed()) {
            throw Refusal.of("session.refusal.announce-after-press");
        }
        if (words == null || words.isBlank()) {
            throw Refusal.of("session.refusal.empty-announcement");
        }
        record(new Announced(side, words.strip()));
    }

    /** Announces the pending move in the session's own wording. */
    public void announce(Color side) {
        announce(side, requirePending().expectedWords());
    }

    /**
     * Takes the move in progress back before the press: a relayed move that was mistyped, corrected
     * while the clock is not yet pressed (2009 E.2.6). Refused after the press, when the arbiter decides.
     */
    public void takeBack() {
        requirePlaying();
        MoveInProgress p = requirePending();
        // Rulings on the move still waiting for its announcement are not told: the move is gone.
        heldRulings.clear();
        record(new TakenBack(p.side(), Notation.uci(p.before(), p.move())));
    }

    /**
     * Training only: takes back the last {@code plies} completed moves, to try again. The clock
     * keeps its readings and runs, if it ran or the game had ended, for the side now to move.
     */
    public void retract(int plies) {
        boolean wasRunning = clock.running() != null || state.isOver();
        record(new Retracted(plies));
        // The readings as the clock stands now, with the presses and the time given that the record keeps.
        clock.restore(state.clock().paused(clock.remaining(Color.WHITE), clock.remaining(Color.BLACK), 0),
                state.position().sideToMove());
        if (wasRunning) {
            clock.start();
        }
    }

    /** The other side (or the assistant) repeats the announcement. */
    public void repeat(Color side) {
        MoveInProgress p = requirePending();
        if (p.words() == null) {
            throw Refusal.of("session.refusal.not-announced", "move", p.san());
        }
        if (side == p.side()) {
            throw Refusal.of("session.refusal.repeat-by-mover");
        }
        record(new Repeated(side));
    }

    /** The move was made on the other board (reported by the assistant or sensed). */
    public void execute(Color side) {
        MoveInProgress p = requirePending();
        if (side == p.side()) {
            throw Refusal.of("session.refusal.execute-other-board", "player", side.opposite());
        }
        if (p.executed()) {
            throw Refusal.of("session.refusal.already-executed", "move", p.san(), "player", side);
        }
        record(new Executed(side));
    }

    /**
     * The mover presses the clock; allowed once the move is announced (2009 E.2.3). The player
     * having the move who presses without a move is penalised as for an illegal move (2018 7.5.3),
     * in the editions that say so.
     */
    public void press(Color side) {
        MoveInProgress pending = state.pending();
        if (state.step() == GameState.Step.MOVE && side == state.position().sideToMove()) {
            // His sensed board showing what no legal move explains, he completed an illegal move (2018 7.5.1).
            illegalMove(side, differing[side.ordinal()] != null ? Illegality.MOVE : Illegality.PRESS_WITHOUT_MOVE);
            return;
        }
        MoveInProgress p = requirePending();
        if (p.side() != side || p.pressed()) {
            throw Refusal.of("session.refusal.not-your-clock", "player", side);
        }
        if (p.words() == null) {
            throw Refusal.of("session.refusal.announce-before-press", "move", p.san());
        }
        if (!p.wordsMatch()) {
            record(new Ruled(state.rulings().size() + 1, "2009 E.2.6",
                    Phrase.of("session.ruling.slip-uncorrected", "words", p.words(), "move", p.san())));
        }
        // The clock computes the readings (increment, delay, next period) as it is pressed; the
        // journal then holds them, so a replay needs no clock arithmetic.
        long[] r = clock.press(side);
        record(new Pressed(side, r[0], r[1]));
        if (p.ending() != null) {
            end(p.ending());
        }
    }

    /**
     * A board reported where its pieces stand. On the mover's board a changed position that a
     * legal move explains is that move; on the other board it executes the pending move; a
     * lifted piece of the side to move is touched (2009 E.2.2); anything else is a difference.
     */
    public void sensed(Color owner, Piece[] squares) {
        BoardReport report = BoardReport.of(state, owner, squares);
        if (report instanceof BoardReport.Differs d) {
            boardDiverged(owner, Phrase.of("session.board-diverged", "squares", d.names()));
        } else {
            boardAgreed(owner);
        }
        differing[owner.ordinal()] = report instanceof BoardReport.Differs ? squares.clone() : null;
        if (report instanceof BoardReport.Executes x) {
            execute(x.owner());
        } else if (report instanceof BoardReport.Makes m) {
            makeMove(m.owner(), m.move(), Origin.BOARD);
        } else if (report instanceof BoardReport.Touches t) {
            touch(t.owner(), t.square());
        }
        String told = differenceTold[owner.ordinal()];
        differenceTold[owner.ordinal()] = report instanceof BoardReport.Differs d ? d.squares() : null;
        if (report instanceof BoardReport.Differs d && !d.squares().equals(told)) {
            tell(new Notice(Notice.Kind.WARNING, Phrase.of("session.board-differs", "player", owner, "squares", d.squares())));
        }
    }

    /**
     * {@code owner}'s sensed board settled in a position that is not the game's, {@code what}
     * saying what to fix (in no language): the two boards diverge (2009 E.2.7, 2018 D.2.9). The
     * first report of an episode is journalled, for the arbiter (the hall raises it); its changes
     * are not, nor a divergence after the game ended, when the pieces are put away.
     */
    public void boardDiverged(Color owner, Phrase what) {
        if (!state.isOver() && !state.diverged(owner)) {
            record(new BoardDiverged(owner, what));
        }
    }

    /** {@code owner}'s sensed board shows the game again: a divergence journalled is ended. */
    public void boardAgreed(Color owner) {
        if (state.diverged(owner)) {
            record(new BoardAgreed(owner));
        }
    }

    // ---- other acts ------------------------------------------------------------------------

    /** A piece touched with the intention to move or capture it (2018 4.3). */
    public void touch(Color side, int square) {
        requirePlaying();
        if (state.position().pieceAt(square) == null) {
            throw Refusal.of("session.refusal.nothing-to-touch", "square", Square.name(square));
        }
        GameState before = state;
        record(new Touched(side, Square.name(square)));
        // What the touch obliges is the touched state, told as a prompt and enforced on the move;
        // the rulings kept are its consequences, such as a lapsed draw offer (2018 9.1.2.1).
        Rule obliged = state.referee().touchObligation().rule();
        rule(state.rulingsSince(before).stream().filter(r -> r.rule() != obliged).toList());
    }

    /** A draw offer; while the game is adjourned too, when it stands until answered (2014 E.4). */
    public void offerDraw(Color side) {
        requireNotOver();
        ruled(new DrawOffered(side));
    }

    /** A draw offer answered; agreed while the game is adjourned, it ends it (2014 E.6). */
    public void answerDraw(Color side, boolean accept) {
        requireNotOver();
        ruled(new DrawAnswered(side, accept));
    }

    /**
     * A draw claim by threefold repetition or the fifty-move rule, with the move the claimant
     * intends to make, written but not made (2018 9.2.1.1, 9.3.1), or none. The referee rules; an
     * incorrect claim adds the edition's penalty to the opponent's time (2009 9.5.b: three minutes;
     * 2014 on, 9.5.3: two; one in rapid and blitz) and an announced move must then be made.
     */
    public boolean claim(Color side, Claim claim, String moveText) {
        requirePlaying();
        MoveInProgress p = state.pending();
        if (p != null && !p.executed()) {
            throw Refusal.of("session.refusal.execute-first", "move", p.san(), "player", side);
        }
        Integer move = moveText == null ? null : state.readMove(moveText);
        RefereeState.Decision decision = state.referee().decide(GameState.refereeClaim(side, claim,
                move == null ? RefereeEvent.Claim.NO_MOVE : move));
        decision.response().orRefuse();
        boolean upheld = decision.next().isOver();
        ruled(new Claimed(side, claim, move == null ? null : Notation.uci(state.position(), move), upheld));
        if (!upheld) {
            addTime(side.opposite(), state.referee().edition().incorrectClaimPenalty(state.referee().pace()).toMillis());
            if (move != null) {
                makeMove(side, move, Origin.TYPED);
            }
        }
        return upheld;
    }

    /** A resignation; told to the arbiter while the game is adjourned, it ends it (2014 E.6). */
    public void resign(Color side) {
        requireNotOver();
        ruled(new Resigned(side));
    }

    /**
     * An illegal move {@code offender} completed (2009 7.4; 2014 7.5; 2018 7.5.1-7.5.5), found by
     * the arbiter or the assistant on a board, or a press without a move (2018 7.5.3). The record
     * holds only legal moves, so the position before the irregularity stands and the offender is
     * still to move. The referee counts it: the opponent gets two minutes (one in blitz from 2014,
     * in rapid from 2023) and the edition's count loses (2009 7.4.b: the third; 2014 7.5.b, 2018
     * 7.5.5: the second), drawn when the opponent cannot mate.
     */
    public void illegalMove(Color offender, Illegality kind) {
        requirePlaying();
        MoveInProgress p = state.pending();
        if (p != null && !p.complete()) {
            throw Refusal.of("session.refusal.move-unfinished", "player", p.side(), "move", p.san());
        }
        ruled(new IllegalCompleted(offender, kind));
        if (!state.isOver() && !state.setup().timeControl().isNone()) {
            addTime(offender.opposite(), state.referee().edition().illegalMovePenalty(state.referee().pace()).toMillis());
        }
    }

    /** Time given to {@code side} by the ruling just journalled (the last): the clocks are set and run on as they ran. */
    private void addTime(Color side, long millis) {
        long w = clock.remaining(Color.WHITE) + (side == Color.WHITE ? millis : 0);
        long b = clock.remaining(Color.BLACK) + (side == Color.BLACK ? millis : 0);
        setClocks(w, b, Phrase.of("session.clock-reason.ruling", "number", state.rulings().size()), clock.running() != null);
    }

    /**
     * The clocks set to {@code white} and {@code black} for {@code reason}: stopped with their
     * readings, set, and started again when {@code runOn}. The journal thus holds what each side
     * was given or lost, which the clock's time used leaves out (2009 Guidelines for adjourned
     * games 5; 2014 E.5).
     */
    private void setClocks(long white, long black, Phrase reason, boolean runOn) {
        record(new Paused(clock.remaining(Color.WHITE), clock.remaining(Color.BLACK)));
        record(new ClockSet(white, black, reason));
        if (runOn) {
            record(new Resumed());
        }
    }

    /**
     * The player having the move seals it at adjournment, to be resumed at {@code resumption} in
     * {@code place}: the clocks stop and the envelope holds the move as written (2014 E.1-E.2).
     * Nobody checks a sealed move until the envelope is opened, when one that is ambiguous,
     * unreadable or illegal loses (E.8): the sealer is warned now, and it is kept as he wrote it.
     * With the sealer absent at resumption, the player who must reply seals his reply instead (E.9.c).
     */
    public void seal(Color side, String moveText, LocalDateTime resumption, String place) {
        requireNotOver();
        if (state.adjournment() == Adjournment.SEALER_ABSENT) {
            sealReply(side, moveText);
            return;
        }
        requirePlaying();
        MoveInProgress p = state.pending();
        if (side != state.position().sideToMove() || (p != null && !p.executed())) {
            throw Refusal.of("session.refusal.seal");
        }
        String written = asWritten(side, typed(moveText));
        if (clock.running() != null) {
            pauseClock();
        }
        record(new Sealed(side, written, new EnvelopeFace(clock.used(Color.WHITE), clock.used(Color.BLACK),
                clock.added(Color.WHITE), clock.added(Color.BLACK), resumption, place)));
    }

    /** 2014 E.9.c: the replier seals his reply and starts the absent sealer's clock. */
    private void sealReply(Color side, String moveText) {
        String typed = typed(moveText);
        // Whether he may seal is asked first: a reply refused is not warned about.
        state.referee().decide(new RefereeEvent.ReplySealed(side, typed)).response().orRefuse();
        String written = asWritten(side, typed);
        long[] r = clock.press(side);
        atResumption(new ReplySealed(side, written, r[0], r[1]));
    }

    /**
     * A sealed move as the envelope keeps it: in SAN when it reads as a move here, in the
     * session's wording or any notation ("Cf3" in Spanish); else as written, and its writer is
     * warned that opened so it loses (2014 E.8).
     */
    private String asWritten(Color side, String typed) {
        try {
            return Notation.san(state.position(), state.readMove(typed));
        } catch (Refusal unplayable) {
            tell(new Notice(Notice.Kind.WARNING, Phrase.of("session.sealed-unplayable", "move", typed,
                    "why", unplayable.reason(), "player", side,
                    "article", state.referee().edition().cite(Rule.SEALED_MOVE_BAD))));
            return typed;
        }
    }

    /** A move as typed, without the spaces around it; refused when there is none. */
    private static String typed(String moveText) {
        if (moveText == null || moveText.isBlank()) {
            throw Refusal.of("session.refusal.no-move");
        }
        return moveText.strip();
    }

    /**
     * The arbiter at the time of resumption (2014 E.7-E.9): opens the envelope that waits for a
     * player now at the board. At the resumption time, with the players absent named: the sealed
     * move is made and the replier's clock started if he is there (E.9.a); else his clock runs and
     * the envelope waits for him (E.9.b, E.11). Later, the replier's arrival opens it, and the
     * sealer's opens the reply sealed in his absence (E.9.c).
     */
    public void open(Set<Color> absent) {
        requireNotOver();
        Adjournment now = state.adjournment();
        Color toMove = state.position().sideToMove();
        if (now == Adjournment.SEALED) {
            beginResumption(!absent.contains(toMove.opposite()), !absent.contains(toMove));
            return;
        }
        if (now != Adjournment.ENVELOPE_WAITS && now != Adjournment.REPLY_SEALED) {
            throw Refusal.of("session.refusal.no-envelope");
        }
        if (!absent.isEmpty()) {
            throw Refusal.of("session.refusal.resumption-begun");
        }
        // The envelope waits for the replier, the sealer having the move; the sealed reply for
        // the sealer, the replier having the move: either way the player not to move.
        arrive(toMove.opposite());
    }

    private void beginResumption(boolean replierPresent, boolean sealerPresent) {
        state.referee().decide(new RefereeEvent.ResumptionTime(replierPresent, sealerPresent)).response().orRefuse();
        long[] r = clock.press(state.position().sideToMove());
        atResumption(new ResumptionBegan(replierPresent, sealerPresent, r[0], r[1]));
    }

    /** {@code side}, absent at the time of resumption, reaches the board (2014 E.9.b, E.9.c). */
    public void arrive(Color side) {
        requireNotOver();
        atResumption(new Arrived(side));
    }

    /**
     * The arbiter declares {@code side} absent at the default time: at a resumption he loses unless
     * the sealed move ended the game (2014 E.10, 2018 I.10); before the first move, 6.7.
     */
    public void forfeit(Color side) {
        requireNotOver();
        atResumption(new Forfeited(side));
    }

    /**
     * An act of the resumption, journalled, then its rulings. A move it puts on the board (the
     * sealed move, a sealed reply) is announced first, as every move is (2018 D.2.1): the blind
     * player hears it in the announcement's words before the ruling that made it.
     */
    private void atResumption(Event act) {
        GameState before = state;
        record(act);
        if (state.moves().size() > before.moves().size()) {
            MoveInProgress opened = state.pending();
            tell(new Notice(Notice.Kind.PROMPT, Phrase.of("session.opened-move", "player", opened.side(), "words", opened.words())));
        }
        rule(state.rulingsSince(before));
    }

    /** Checks the running clock; a fallen flag ends the game as the referee rules (2018 6.9). */
    public void checkFlag() {
        Color running = clock.running();
        if (running != null && !state.isOver() && clock.flagFallen(running)) {
            ruled(new FlagFell(running));
        }
    }

    /**
     * {@code claimant} (or the assistant for him, 2018 D.2.10.5) claims that the opponent's flag
     * has fallen (2018 6.8): if it has, the referee rules the game lost, or drawn when the claimant
     * cannot checkmate by any series of legal moves (6.9).
     */
    public void claimFlag(Color claimant) {
        requirePlaying();
        requireClock();
        Color flagged = claimant.opposite();
        if (!clock.flagFallen(flagged)) {
            throw Refusal.of("session.refusal.flag-standing", "player", flagged);
        }
        ruled(new FlagFell(flagged));
    }

    /** Stops the clocks (the arbiter, or the players before calling the arbiter). */
    public void pauseClock() {
        if (clock.running() == null) {
            throw Refusal.of("session.refusal.clocks-stopped");
        }
        // Stopped first, so the readings journalled are the ones it keeps: nothing added to either.
        clock.stop();
        record(new Paused(clock.remaining(Color.WHITE), clock.remaining(Color.BLACK)));
    }

    /**
     * The arbiter sets both clocks on resuming, from the last reading resume told him and his
     * best judgement (2018 6.10.2, 6.11; 2009 6.13); see {@link #setClocks(long, long, String)}.
     */
    public void setClocks(long whiteMillis, long blackMillis) {
        arbiterSetsClocks(whiteMillis, blackMillis, Phrase.of("session.clock-reason.resumed"));
    }

    /**
     * The arbiter sets or corrects the stopped clocks, for the reason he gives in his words
     * (2018 6.10.2, 6.12; 2009 6.10.b, 6.13): a ruling, numbered and journalled with the new
     * readings; the clocks stay stopped until started. Returns the ruling's number.
     */
    public int setClocks(long whiteMillis, long blackMillis, String reason) {
        if (reason == null || reason.isBlank()) {
            throw Refusal.of("session.refusal.clock-set-reason");
        }
        return arbiterSetsClocks(whiteMillis, blackMillis, Phrase.of("session.arbiter-words", "text", reason.strip()));
    }

    private int arbiterSetsClocks(long whiteMillis, long blackMillis, Phrase reason) {
        GameClock.checkReadings(whiteMillis, blackMillis);
        requireClockMayRun();
        requireClock();
        if (clock.running() != null) {
            throw Refusal.of("clock.refusal.stop-first", "act", Phrase.of("clock.act.set-time"));
        }
        int n = state.rulings().size() + 1;
        record(new Ruled(n, state.referee().edition().cite(Rule.CLOCK_SETTING_CORRECTED), Phrase.of("session.ruling.clocks-set",
                "white", Duration.ofMillis(whiteMillis), "black", Duration.ofMillis(blackMillis), "reason", reason)));
        setClocks(whiteMillis, blackMillis, Phrase.of("session.clock-reason.ruling", "number", n), false);
        return n;
    }

    /** Starts the clock of the side that should be thinking; an adjourned game's at its resumption (2014 E.9). */
    public void startClock() {
        requireClockMayRun();
        if (clock.running() != null) {
            throw Refusal.of("session.refusal.clock-running");
        }
        requireClock();
        record(new Resumed());
    }

    /** The arbiter's own ruling, in his words: announced, shown and recorded; returns its number. */
    public int rule(String article, String text) {
        if (text == null || text.isBlank()) {
            throw Refusal.of("session.refusal.ruling-words");
        }
        int n = state.rulings().size() + 1;
        record(new Ruled(n, article, Phrase.of("session.arbiter-words", "text", text)));
        return n;
    }

    /** The arbiter overrides ruling {@code number}; the original stays in the record. */
    public void override(int number, String text) {
        if (number < 1 || number > state.rulings().size()) {
            throw Refusal.of("session.refusal.no-ruling", "number", number);
        }
        if (text == null || text.isBlank()) {
            throw Refusal.of("session.refusal.override-words");
        }
        record(new Overridden(number, text.strip()));
        if (state.ruledOnTime(number)) {
            // The time the ruling gave stays on the clocks: what the override means for it is the arbiter's to set.
            tell(new Notice(Notice.Kind.WARNING, Phrase.of("session.override-time", "number", number)));
        }
    }

    /** A scoresheet entry that differs from the game (kept for the arbiter's reconciliation). */
    public void score(Color keeper, int ply, String text) {
        record(new Scored(keeper, ply, text));
    }

    /**
     * Journals the running clock's readings once {@link #CLOCK_NOTE_MILLIS} (less a tick) have
     * passed since the last press, start or reading; to be called every second or so while the
     * game runs (see {@link ClockNotes}).
     */
    public void noteClock() {
        if (state.isOver()) {
            return;
        }
        Color running = clock.running();
        List<Color> fallen = new ArrayList<>();
        for (Color side : Color.values()) {
            // A flag may fall between two ticks and the player press before the next: told all the same.
            if (clock.flagFallen(side) && !flagTold[side.ordinal()]) {
                fallen.add(side);
            }
        }
        if (running != null && (!fallen.isEmpty() || clockMillis.getAsLong() - lastClockEventMillis >= CLOCK_NOTE_DUE_MILLIS)) {
            // A fallen flag is journalled at once, as a reading of zero: a fact a resume knows,
            // after a kill too (2018 6.1, 6.8).
            record(new ClockNoted(clock.remaining(Color.WHITE), clock.remaining(Color.BLACK)));
        }
        for (Color side : fallen) {
            // The sighted player sees the flag on the display; the visually impaired player and the
            // assistant, who claims it for him (2018 D.2.10.5), must hear it, once.
            flagTold[side.ordinal()] = true;
            tell(new Notice(Notice.Kind.WARNING, OpenMatters.flagDown(state.setup(), side)));
        }
    }

    /**
     * The people leave the console (quit, end of input): a running clock stops where it stands,
     * journalled, since nothing runs it any more. The time at quit is kept exactly, and a resume
     * does not take a quit for a crash.
     */
    public void leave() {
        if (clock.running() != null && !state.isOver()) {
            record(new Paused(clock.remaining(Color.WHITE), clock.remaining(Color.BLACK)));
        }
    }

    /**
     * What stands open in the game, for the arbiter on resuming: the clocks, a fallen flag, a
     * draw offer, a touched piece, a move not through its steps (see {@link OpenMatters}).
     */
    public List<Phrase> pending() {
        return OpenMatters.of(state, clock);
    }

    // ---- the journal -----------------------------------------------------------------------

    /** An act the referee rules on: journalled, then its rulings (an ending among them ends the game). */
    private void ruled(Event act) {
        GameState before = state;
        record(act);
        rule(state.rulingsSince(before));
    }

    /** Journals the referee's rulings; one that ends the game ends it. */
    private void rule(List<Ruling> given) {
        for (Ruling r : given) {
            if (r.ending().isEmpty()) {
                record(new Ruled(state.rulings().size() + 1, r.citation(), r.phrase()));
            } else {
                end(r);
            }
        }
    }

    private void end(Ruling ending) {
        record(new Ended(ending.ending().orElseThrow(), ending.text(),
                new Ruled(state.rulings().size() + 1, ending.citation(), ending.phrase())));
    }

    /** Applies the event (a refusal leaves everything as it was), journals it, then holds the new state. */
    private void record(Event e) {
        // The wall clock set back (by hand or by the network's time) must not make the journal's times go back.
        Stamped stamped = new Stamped(Math.max(wallClock.getAsLong(), state.at()), e);
        GameState next = state.apply(stamped);
        String line = EventCodec.encode(stamped.at(), e);
        journal.append(line);
        state = next;
        runClock(e);
        Notices.of(e, next).ifPresent(this::tell);
        if (next.step() != GameState.Step.ANNOUNCE && !heldRulings.isEmpty()) {
            List<Notice> held = List.copyOf(heldRulings);
            heldRulings.clear();
            held.forEach(this::tell);
        }
        eventListeners.forEach(l -> l.accept(line));
    }

    /** The running clock follows the journal live (a replay sets it once, from the last readings). */
    private void runClock(Event e) {
        if (e instanceof Paused pa) {
            clock.set(pa.whiteMillis(), pa.blackMillis());
        } else if (e instanceof ClockSet c) {
            clock.set(c.whiteMillis(), c.blackMillis());
        } else if (e instanceof Resumed) {
            clock.start();
        } else if (e instanceof Ended) {
            clock.stop();
        }
        if (e instanceof Pressed || e instanceof ClockNoted || e instanceof Paused || e instanceof ClockSet || e instanceof Resumed) {
            lastClockEventMillis = clockMillis.getAsLong();
        }
    }

    /** After a replay: the clock stopped at the last journalled readings, move counters and turn. */
    private void restoreClock() {
        ClockRecord c = state.clock();
        if (c.read()) {
            clock.restore(c, state.thinking());
        }
    }

    // ---- what is not the game --------------------------------------------------------------

    /**
     * For the arbiter after a resume: the clock was running at the crash; what it was set to, when
     * that reading was journalled and the most that can be missing. Empty when nothing is missing.
     */
    public Optional<Phrase> resumedClock() {
        return Optional.ofNullable(resumedClock);
    }

    /** The running clock's remaining milliseconds for {@code side}, now. */
    public long remaining(Color side) {
        return clock.remaining(side);
    }

    /** The moves a side has completed, as on the clock's move counter (2018 D.2.10.4). */
    public int moves(Color side) {
        return clock.moves(side);
    }

    /** Whether a side's flag has fallen (2018 6.1): its clock shows zero. */
    public boolean flagFallen(Color side) {
        return clock.flagFallen(side);
    }

    /** Time used so far by a side, in milliseconds (for the adjournment envelope and the clock on request). */
    public long used(Color side) {
        return clock.used(side);
    }

    /** Time the arbiter added to a side's clock, less any he took, in milliseconds (for the envelope). */
    public long added(Color side) {
        return clock.added(side);
    }

    /** The side whose clock runs now, or null. */
    public Color clockRunning() {
        return clock.running();
    }

    /**
     * The events so far, readable: local time of day, the kind and its fields ("19:02:11 move
     * white e2e4 BOARD"). The clock readings noted every few seconds are left out: they are for
     * a resume, not for reading.
     */
    public List<String> eventLog() {
        DateTimeFormatter hms = DateTimeFormatter.ofPattern("HH:mm:ss");
        List<String> out = new ArrayList<>();
        for (String record : journal.records()) {
            Stamped s = EventCodec.decode(record);
            if (s.event() instanceof ClockNoted) {
                continue;
            }
            String line = EventCodec.readable(s.at(), s.event());
            String time = Instant.ofEpochMilli(s.at()).atZone(ZoneId.systemDefault()).format(hms);
            out.add(time + " " + line.substring(line.indexOf('\t') + 1).replace('\t', ' '));
        }
        return out;
    }

    public Journal journal() {
        return journal;
    }

    // ---- helpers ---------------------------------------------------------------------------

    private MoveInProgress requirePending() {
        if (state.pending() == null) {
            throw Refusal.of("session.refusal.no-move-yet");
        }
        return state.pending();
    }

    private void requirePlaying() {
        requireNotOver();
        if (state.step() == GameState.Step.ADJOURNED) {
            throw Refusal.of("session.refusal.adjourned");
        }
    }

    /** Not over, and not adjourned before its resumption, when the clocks start (2014 E.9). */
    private void requireClockMayRun() {
        requireNotOver();
        if (state.adjournment() == Adjournment.SEALED) {
            throw Refusal.of("refusal.adjourned-clocks-start-at-resumption");
        }
    }

    private void requireNotOver() {
        if (state.isOver()) {
            throw Refusal.of("session.refusal.over", "result", state.outcome().orElseThrow().pgn());
        }
    }

    private void requireClock() {
        if (state.setup().timeControl().isNone()) {
            throw Refusal.of("session.refusal.no-clock");
        }
    }

    private void tell(Notice n) {
        if (n.kind() == Notice.Kind.RULING && holdingRulings) {
            heldRulings.add(n);
            return;
        }
        for (Consumer<Notice> l : listeners) {
            l.accept(n);
        }
    }

    @Override
    public void close() {
        journal.close();
    }
}
