package org.annabella.session;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.SortedSet;
import java.util.TreeSet;
import org.annabella.announce.AnnouncementReader;
import org.annabella.announce.MoveRefusal;
import org.annabella.announce.Phrase;
import org.annabella.announce.Refusal;
import org.annabella.laws.Adjournment;
import org.annabella.laws.Edition;
import org.annabella.laws.MateAbility;
import org.annabella.laws.Referee;
import org.annabella.laws.RefereeEvent;
import org.annabella.laws.RefereeState;
import org.annabella.laws.Result;
import org.annabella.laws.Ruling;
import org.annabella.laws.SealedEnvelope;
import org.annabella.rules.Color;
import org.annabella.rules.Game;
import org.annabella.rules.InputException;
import org.annabella.rules.Move;
import org.annabella.rules.MoveParseException;
import org.annabella.rules.Notation;
import org.annabella.rules.Piece;
import org.annabella.rules.PieceLetters;
import org.annabella.rules.Position;
import org.annabella.rules.Square;
import org.annabella.session.Event.*;
import org.annabella.session.EventCodec.Stamped;

/**
 * One game at one moment, as a value: what the referee knows (the record, offers, touches, its
 * rulings), the move in progress through the Appendix's steps, the two boards, the scoresheets,
 * what the journal says of the clock, the session's rulings with the arbiter's overrides, a sealed
 * move and the outcome. {@link #apply} folds one journalled event into the next state, for a live
 * game and a replay alike; a record that cannot follow is refused and this state stays as it was.
 *
 * <p>Live, the session applies an act's event before journalling it, so that the referee's
 * refusal refuses the act with nothing written; on a replay the same function rebuilds the state.
 */
public final class GameState {
    /** Reads notation and the words of every style (thread-safe). */
    private static final AnnouncementReader ANY_WORDS = new AnnouncementReader();

    private final Setup setup;
    private final Wording wording;
    private RefereeState referee;
    /** The referee's current position, kept to read without a copy; never changed (handed out as copies). */
    private Position position;
    private MoveInProgress pending;
    /** The announcement of the last move before the one in progress, for "repeat". */
    private String previousAnnouncement;
    private Piece[] whiteBoard;
    private Piece[] blackBoard;
    private String whiteTouched;
    private String blackTouched;
    /** The sensed boards whose divergence from the game is journalled and not yet ended: [white, black]. */
    private boolean[] diverged = new boolean[2];
    private List<String> whiteSheet = List.of();
    private List<String> blackSheet = List.of();
    private ClockRecord clock = ClockRecord.NONE;
    private List<RulingRecord> rulings = List.of();
    /** The numbers of the rulings that gave, took or set time on the clocks. */
    private List<Integer> clockRulings = List.of();
    private Sealed sealed;
    /** The envelope of the last move sealed, or null. */
    private SealedEnvelope envelope;
    private Result outcome;
    private String endReason;
    /** The ending ruling's words, to be said in any language; null when the journal gave none (older journals). */
    private Phrase endWords;
    private boolean started;
    /** The wall-clock time of the last event: a journal's times never go back (the session stamps them so). */
    private long at = Long.MIN_VALUE;
    /** What a take-back of the move in progress restores, until its press (2009 E.2.6); else null. */
    private TakeBack takeBack;

    /**
     * The state before the move in progress, and the referee just after it: the move can be taken
     * back only while the referee has heard nothing since (no offer, touch or claim to undo with it).
     */
    private record TakeBack(GameState before, RefereeState after) {
    }

    private GameState(Setup setup, Wording wording, MateAbility mate) {
        this.setup = setup;
        this.wording = wording;
        Edition edition = Edition.inForce(setup.edition());
        Referee.Builder builder = Referee.builder(edition).game(setup.record()).mateAbility(mate);
        setup.timeControl().control().ifPresent(c -> builder.pace(edition.pace(c)));
        this.referee = builder.state();
        this.position = referee.position();
        this.whiteBoard = snapshot(position);
        this.blackBoard = whiteBoard;
        // The moves played before are on both scoresheets already.
        this.whiteSheet = referee.sanMoves();
        this.blackSheet = whiteSheet;
    }

    private GameState(GameState o) {
        setup = o.setup;
        wording = o.wording;
        referee = o.referee;
        position = o.position;
        pending = o.pending;
        previousAnnouncement = o.previousAnnouncement;
        whiteBoard = o.whiteBoard;
        blackBoard = o.blackBoard;
        whiteTouched = o.whiteTouched;
        blackTouched = o.blackTouched;
        diverged = o.diverged;
        whiteSheet = o.whiteSheet;
        blackSheet = o.blackSheet;
        clock = o.clock;
        rulings = o.rulings;
        clockRulings = o.clockRulings;
        sealed = o.sealed;
        envelope = o.envelope;
        outcome = o.outcome;
        endReason = o.endReason;
        endWords = o.endWords;
        started = o.started;
        at = o.at;
        takeBack = o.takeBack;
    }

    /** The wall-clock time of the last event applied (milliseconds since 1970); none yet: the least long. */
    long at() {
        return at;
    }

    /** The state before the journal's first record, {@link Started} with this setup. */
    public static GameState before(Setup setup, Wording wording) {
        return new GameState(setup, wording, MateAbility.byAnalysis());
    }

    /**
     * As {@link #before(Setup, Wording)}, its referee asking {@code mate} whether a side can still
     * mate: one analyser for many games (the hall's), whose caches are its memory.
     */
    public static GameState before(Setup setup, Wording wording, MateAbility mate) {
        return new GameState(setup, wording, mate);
    }

    /**
     * The journal's records at {@code path} folded from the setup in the first: the game as it
     * stood at the last of them. A record that reads but cannot follow the ones before it
     * (doubled, dropped or swapped by damage the checksums cannot see) is refused as damage.
     */
    public static GameState replayed(Path path, List<String> records, Wording wording) {
        GameState state = before(Journal.setupOf(path, records), wording);
        for (int i = 0; i < records.size(); i++) {
            state = state.applyRecord(path, records, i);
        }
        return state;
    }

    /**
     * How many of the first records of the journal at {@code path} read and follow one another:
     * all of them, or those before the first that {@link #replayed} refuses as damage (what
     * {@link Journal#salvage} may keep).
     */
    public static int readableRecords(Path path, List<String> records) {
        try {
            replayed(path, records, Wording.SAN);
            return records.size();
        } catch (JournalDamagedException e) {
            return e.record() - 1;
        }
    }

    /**
     * The state after record {@code index} (from 0) of the journal at {@code path}. A record that
     * does not read as an event, or reads but cannot follow the ones before it (doubled, dropped or
     * swapped by damage the checksums cannot see), is refused as damage, naming its byte.
     */
    GameState applyRecord(Path path, List<String> records, int index) {
        String why;
        try {
            return apply(EventCodec.decode(records.get(index)));
        } catch (Refusal | IllegalStateException e) {
            why = "it cannot follow the records before it: " + e.getMessage();
        } catch (IllegalArgumentException e) {
            why = e instanceof InputException ? e.getMessage() : "it cannot follow the records before it: " + e.getMessage();
        }
        throw JournalDamagedException.atRecord(path, records, index, why);
    }

    // ---- the fold --------------------------------------------------------------------------

    /**
     * The state after {@code stamped}. Refused (a {@link Refusal}, nothing changed) when the event
     * cannot follow this state: the referee's refusal, a step without a move, a move not legal here.
     */
    public GameState apply(Stamped stamped) {
        Event e = stamped.event();
        if (stamped.at() < at) {
            throw new IllegalStateException("its time is earlier than that of the record before it, by "
                    + Math.max(1, (at - stamped.at()) / 1000) + " s (the session writes times that never go back)");
        }
        GameState next = new GameState(this);
        next.at = stamped.at();
        if (e instanceof Started) {
            if (started) {
                throw Refusal.of("session.refusal.second-setup");
            }
            next.started = true;
        } else if (e instanceof MoveMade m) {
            next.moveMade(m);
        } else if (e instanceof TakenBack t) {
            next = takenBack(t);
        } else if (e instanceof Retracted r) {
            next = retracted(r.plies(), stamped.at());
        } else if (e instanceof Announced a) {
            MoveInProgress p = requirePending();
            boolean match = wordsMatch(p, a.words());
            next.pending = p.announced(a.words(), match);
        } else if (e instanceof Repeated) {
            next.pending = requirePending().repeatedNow();
        } else if (e instanceof Executed x) {
            next.pending = requirePending().executedNow();
            next.setBoard(x.side(), snapshot(position));
        } else if (e instanceof Pressed pr) {
            MoveInProgress p = requirePending();
            if (p.side() != pr.side() || p.pressed()) {
                throw Refusal.of("session.refusal.not-your-clock", "player", pr.side());
            }
            next.pending = p.pressedNow();
            next.takeBack = null;
            next.whiteSheet = appended(whiteSheet, p.san());
            next.blackSheet = appended(blackSheet, p.san());
            next.clock = clock.pressed(pr.side(), pr.whiteMillis(), pr.blackMillis(), stamped.at());
        } else if (e instanceof ClockNoted n) {
            next.clock = clock.noted(n.whiteMillis(), n.blackMillis(), stamped.at());
        } else if (e instanceof Paused pa) {
            next.clock = clock.paused(pa.whiteMillis(), pa.blackMillis(), stamped.at());
        } else if (e instanceof ClockSet c) {
            next.clock = clock.set(c.whiteMillis(), c.blackMillis(), stamped.at());
            if (c.reason().key().equals("session.clock-reason.ruling") && c.reason().values().get("number") instanceof Number n) {
                next.clockRulings = appended(clockRulings, n.intValue());
            }
        } else if (e instanceof Resumed) {
            next.clock = clock.resumed(stamped.at());
        } else if (e instanceof Touched t) {
            next.hear(new RefereeEvent.PieceTouched(t.side(), Square.parse(t.square()), false));
            next.setTouched(t.side(), t.square());
        } else if (e instanceof DrawOffered d) {
            next.hear(new RefereeEvent.DrawOffered(d.side()));
        } else if (e instanceof DrawAnswered d) {
            next.hear(d.accepted() ? new RefereeEvent.DrawAccepted(d.side()) : new RefereeEvent.DrawDeclined(d.side()));
        } else if (e instanceof Claimed c) {
            int announced = c.uci() == null ? RefereeEvent.Claim.NO_MOVE : uciMove(c.uci());
            next.hear(refereeClaim(c.side(), c.claim(), announced));
        } else if (e instanceof Resigned r) {
            next.hear(new RefereeEvent.Resigned(r.side()));
        } else if (e instanceof IllegalCompleted x) {
            next.hear(new RefereeEvent.IllegalMoveFound(x.offender(), x.kind() == Illegality.MOVE
                    ? RefereeEvent.IllegalMoveKind.ILLEGAL_MOVE : RefereeEvent.IllegalMoveKind.PRESS_WITHOUT_MOVE,
                    referee.ply(), -1, false));
        } else if (e instanceof FlagFell f) {
            next.hear(new RefereeEvent.FlagFell(f.side()));
        } else if (e instanceof Sealed s) {
            next.sealed = s;
            next.envelope = envelopeOf(s, stamped.at());
            next.hear(new RefereeEvent.Adjourned(next.envelope));
        } else if (e instanceof ResumptionBegan r) {
            // The sealer's move completes on the clock as the replier's clock starts (2014 E.9.a-b).
            next.clock = clock.pressed(position.sideToMove(), r.whiteMillis(), r.blackMillis(), stamped.at());
            next.hear(new RefereeEvent.ResumptionTime(r.replierPresent(), r.sealerPresent()));
            next.openedFrom(this);
        } else if (e instanceof Arrived a) {
            next.hear(new RefereeEvent.PlayerArrived(a.side()));
            next.openedFrom(this);
        } else if (e instanceof ReplySealed r) {
            next.hear(new RefereeEvent.ReplySealed(r.side(), r.move()));
            next.clock = clock.pressed(r.side(), r.whiteMillis(), r.blackMillis(), stamped.at());
        } else if (e instanceof Forfeited f) {
            next.hear(RefereeEvent.ArbiterDecision.of(RefereeEvent.Decision.FORFEIT, f.side()));
            next.openedFrom(this);
        } else if (e instanceof Ruled r) {
            next.rulings = appended(rulings, new RulingRecord(r.number(), r.article(), r.phrase(), null));
        } else if (e instanceof Overridden o) {
            if (o.number() < 1 || o.number() > rulings.size()) {
                throw Refusal.of("session.refusal.no-ruling", "number", o.number());
            }
            RulingRecord r = rulings.get(o.number() - 1);
            List<RulingRecord> all = new ArrayList<>(rulings);
            all.set(o.number() - 1, new RulingRecord(r.number(), r.article(), r.phrase(), o.text()));
            next.rulings = List.copyOf(all);
        } else if (e instanceof Scored s) {
            List<String> sheet = new ArrayList<>(scoresheet(s.keeper()));
            if (s.ply() < 1 || s.ply() > sheet.size()) {
                throw Refusal.of("session.refusal.no-sheet-entry", "player", s.keeper(), "ply", s.ply());
            }
            sheet.set(s.ply() - 1, s.text());
            next.setSheet(s.keeper(), List.copyOf(sheet));
        } else if (e instanceof BoardDiverged d) {
            next.diverged = divergedWith(d.board(), true);
        } else if (e instanceof BoardAgreed a) {
            next.diverged = divergedWith(a.board(), false);
        } else if (e instanceof Ended x) {
            if (x.ruling() != null) {
                next.rulings = appended(rulings, new RulingRecord(x.ruling().number(), x.ruling().article(),
                        x.ruling().phrase(), null));
            }
            next.outcome = x.result();
            next.endReason = x.reason();
            next.endWords = x.ruling() == null ? null : x.ruling().phrase();
            next.clock = clock.stopped();
        }
        return next;
    }

    private void moveMade(MoveMade m) {
        GameState prior = new GameState(this);
        prior.takeBack = null;
        if (pending != null && !pending.pressed()) {
            throw Refusal.of("session.refusal.move-unfinished", "player", pending.side(), "move", pending.san());
        }
        Position before = position.copy();
        int move = uciMove(m.uci());
        String san = Notation.san(before, move);
        String words = wording.words(before, move);
        hear(new RefereeEvent.MoveMade(m.side(), move));
        if (pending != null && pending.words() != null) {
            previousAnnouncement = pending.words();
        }
        pending = MoveInProgress.made(m.side(), before, move, san, words);
        if (referee.isOver()) {
            // A move that ends the game (mate, stalemate, dead position...) ends it with the press (2009 E.2.3).
            pending = pending.endingWith(referee.rulings().get(referee.rulings().size() - 1));
        }
        setBoard(m.side(), snapshot(position));
        whiteTouched = blackTouched = null;
        takeBack = new TakeBack(prior, referee);
    }

    /**
     * The moves the referee made itself since {@code prior} (the sealed move once the envelope is
     * opened, a sealed reply once the sealer arrives): the arbiter makes them on both boards, they
     * go on both scoresheets, and their clock was pressed when they were sealed (2014 E.9).
     */
    private void openedFrom(GameState prior) {
        List<Integer> all = referee.moves();
        Position p = prior.position.copy();
        for (int i = prior.referee.ply(); i < all.size(); i++) {
            int m = all.get(i);
            String san = Notation.san(p, m);
            String words = wording.words(p, m);
            if (pending != null && pending.words() != null) {
                previousAnnouncement = pending.words();
            }
            pending = MoveInProgress.made(p.sideToMove(), p, m, san, words).announced(words, true).repeatedNow()
                    .executedNow().pressedNow();
            whiteSheet = appended(whiteSheet, san);
            blackSheet = appended(blackSheet, san);
            p.makeMove(m);
        }
        if (all.size() > prior.referee.ply()) {
            whiteBoard = blackBoard = snapshot(position);
            whiteTouched = blackTouched = null;
            takeBack = null;
        }
    }

    /**
     * The envelope of {@code s}, sealed in this position. A journal written before the envelope's
     * face was kept gives the times its last clock readings give (as a resumed session's clock
     * counts them, without the time the arbiter added), and the resumption the next day at ten, at
     * the game's site.
     */
    private SealedEnvelope envelopeOf(Sealed s, long at) {
        EnvelopeFace face = s.face();
        if (face == null) {
            GameClock c = new GameClock(setup.timeControl(), () -> 0L, position.sideToMove());
            if (clock.read()) {
                c.restore(clock, position.sideToMove());
            }
            face = new EnvelopeFace(c.used(Color.WHITE), c.used(Color.BLACK), 0, 0,
                    Instant.ofEpochMilli(at).atZone(ZoneId.systemDefault()).toLocalDate().plusDays(1).atTime(10, 0), setup.site());
        }
        return new SealedEnvelope(setup.white().name(), setup.black().name(), position.toFen(),
                Duration.ofMillis(face.whiteUsed()), Duration.ofMillis(face.blackUsed()), s.move(),
                referee.standingDrawOffer().orElse(null), face.resumption(), face.place(),
                Duration.ofMillis(face.whiteAdded()), Duration.ofMillis(face.blackAdded()));
    }

    /**
     * The state with the move in progress taken back: the position, both boards, the touched pieces
     * and the referee as before it; the clock, the rulings and the scoresheets as they are. Refused
     * after the press (2009 E.2.6) and once the referee has heard more since the move.
     */
    private GameState takenBack(TakenBack t) {
        MoveInProgress p = requirePending();
        if (p.pressed()) {
            throw Refusal.of("session.refusal.take-back-after-press", "move", p.expectedWords());
        }
        if (p.side() != t.side() || !Notation.uci(p.before(), p.move()).equals(t.uci())) {
            throw Refusal.of("session.refusal.take-back-other", "move", p.expectedWords());
        }
        if (takeBack == null || takeBack.after() != referee) {
            throw Refusal.of("session.refusal.take-back-too-late", "move", p.expectedWords());
        }
        GameState b = takeBack.before();
        GameState next = new GameState(this);
        next.referee = b.referee;
        next.position = b.position;
        next.pending = b.pending;
        next.previousAnnouncement = b.previousAnnouncement;
        next.whiteBoard = b.whiteBoard;
        next.blackBoard = b.blackBoard;
        next.whiteTouched = b.whiteTouched;
        next.blackTouched = b.blackTouched;
        next.takeBack = null;
        return next;
    }

    /**
     * Training only: the state with the last {@code plies} completed moves taken back, the moves
     * kept folded again from the setup through every step, so a retracted game is a game like
     * any other. The clock keeps its readings; the rulings stay in the record; an ending by one
     * of those moves is undone with it.
     */
    private GameState retracted(int plies, long at) {
        if (setup.mode() != Mode.TRAINING) {
            throw Refusal.of("session.refusal.retract-tournament");
        }
        if (pending != null && !pending.pressed()) {
            throw Refusal.of("session.refusal.retract-unfinished", "move", pending.expectedWords());
        }
        List<Integer> all = referee.game().moves();
        if (plies < 1 || plies > all.size()) {
            throw Refusal.of("session.refusal.retract-nothing");
        }
        GameState s = before(setup, wording);
        s.started = true;
        Position p = setup.startPosition();
        int[] retractedBy = new int[2];
        for (int i = 0; i < all.size(); i++) {
            Color side = p.sideToMove();
            if (i >= all.size() - plies) {
                retractedBy[side.ordinal()]++;
                continue;
            }
            String uci = Notation.uci(p, all.get(i));
            s = s.apply(new Stamped(at, new MoveMade(side, uci, Origin.TYPED)));
            s = s.apply(new Stamped(at, new Announced(side, s.pending().expectedWords())));
            s = s.apply(new Stamped(at, new Executed(side.opposite())));
            s = s.apply(new Stamped(at, new Pressed(side, 0, 0)));
            p.makeMove(all.get(i));
        }
        s.clock = clock.retracted(retractedBy[Color.WHITE.ordinal()], retractedBy[Color.BLACK.ordinal()]);
        s.rulings = rulings;
        return s;
    }

    /** The announcement of the legal move written {@code uci} here, in the session's wording. */
    String wordsOf(String uci) {
        return wording.words(position.copy(), uciMove(uci));
    }

    /** The referee hears what the journal says was heard; its refusal refuses the event. */
    private void hear(RefereeEvent event) {
        RefereeState.Decision d = referee.decide(event);
        d.response().orRefuse();
        referee = d.next();
        position = referee.position();
    }

    /**
     * The referee ended the game, but the journal does not say so (a crash came between): with the
     * move in progress not yet pressed the ending waits for the press; otherwise it is due now.
     * Returns the state with the ending waiting, or the ruling now due, or neither.
     */
    GameState withEndingCutShort() {
        if (isOver() || !referee.isOver() || pending == null || pending.pressed() || pending.ending() != null) {
            return this;
        }
        GameState next = new GameState(this);
        next.pending = pending.endingWith(lastRefereeRuling());
        return next;
    }

    /** The referee's ending that the journal has not recorded and no move in progress waits for, if any. */
    Optional<Ruling> endingDue() {
        if (isOver() || !referee.isOver() || (pending != null && !pending.pressed())) {
            return Optional.empty();
        }
        return Optional.of(lastRefereeRuling());
    }

    private Ruling lastRefereeRuling() {
        List<Ruling> given = referee.rulings();
        return given.get(given.size() - 1);
    }

    /** The rulings the referee gave between {@code before} and this state. */
    List<Ruling> rulingsSince(GameState before) {
        List<Ruling> all = referee.rulings();
        return all.subList(before.referee.rulings().size(), all.size());
    }

    // ---- queries ---------------------------------------------------------------------------

    public Setup setup() {
        return setup;
    }

    public Mode mode() {
        return setup.mode();
    }

    public Wording wording() {
        return wording;
    }

    /** What the referee knows (a value). */
    public RefereeState referee() {
        return referee;
    }

    /** The game's current position (a copy), including a move made but not yet pressed. */
    public Position position() {
        return position.copy();
    }

    /** What stands on {@code owner}'s board: what that player can see or feel. */
    public Piece[] board(Color owner) {
        return (owner == Color.WHITE ? whiteBoard : blackBoard).clone();
    }

    /**
     * The game's moves in SAN: those completed with a press, and a move in progress once it stands
     * on both boards, pending only the press. A move standing only on the mover's board is not told
     * (2018 12.6).
     */
    public List<String> moves() {
        List<String> san = referee.sanMoves();
        int n = pending != null && !pending.pressed() && !pending.executed() ? san.size() - 1 : san.size();
        return san.subList(0, n);
    }

    /** {@link #moves} written with a language's piece letters (2018 C.3): "Cf3" in Spanish. */
    public List<String> moves(PieceLetters letters) {
        int told = moves().size();
        List<Integer> all = referee.moves();
        Position p = setup.recordStart();
        List<String> out = new ArrayList<>(told);
        for (int i = 0; i < told; i++) {
            out.add(Notation.san(p, all.get(i), letters));
            p.makeMove(all.get(i));
        }
        return Collections.unmodifiableList(out);
    }

    /** The game record of the moves completed with a press. */
    public Game completedGame() {
        Game g = referee.game();
        if (pending != null && !pending.pressed()) {
            g.undo();
        }
        return g;
    }

    /**
     * The number of the move at {@code ply} (from 0) of the record as the scoresheet writes it,
     * counted from its start position's (a FEN's fullmove number 60 makes the first move 60); with
     * {@code moves().size()}, the number of the move being played.
     */
    public int moveNumberAt(int ply) {
        return Game.moveNumberAt(setup.recordStart(), ply);
    }

    /** The number the move at {@code ply} (from 0) is written with: "60. " for White's, "60... " for Black's. */
    public String numbered(int ply) {
        return moveNumberAt(ply) + (sideAt(ply) == Color.WHITE ? ". " : "... ");
    }

    /** The side that makes the move at {@code ply} (from 0) of the record. */
    public Color sideAt(int ply) {
        return Game.sideToMoveAt(setup.recordStart(), ply);
    }

    /** The last move of {@link #moves} in SAN, or null before the first. */
    public String lastMove() {
        List<String> m = moves();
        return m.isEmpty() ? null : m.get(m.size() - 1);
    }

    /** The announcement of the last move of {@link #moves} (for "repeat"), or null. */
    public String lastAnnouncement() {
        boolean pendingTold = pending == null || pending.pressed() || pending.executed();
        return pendingTold && pending != null && pending.words() != null ? pending.words() : previousAnnouncement;
    }

    public List<String> scoresheet(Color keeper) {
        return keeper == Color.WHITE ? whiteSheet : blackSheet;
    }

    /**
     * The moves (plies from 0) of {@link #completedGame} written with "(=)": each draw offer goes
     * with the offerer's move (2018 9.1.2.2, C.13; {@link RefereeState#drawOfferPlies}). An offer
     * whose move is not (or never) made, as one accepted before the offerer moved, goes with his
     * move before; with none before it, there is no move to write it by.
     */
    public SortedSet<Integer> drawOfferPlies() {
        int made = completedGame().ply();
        SortedSet<Integer> out = new TreeSet<>();
        for (int ply : referee.drawOfferPlies()) {
            int written = ply < made ? ply : ply - 2;
            if (written >= 0 && written < made) {
                out.add(written);
            }
        }
        return out;
    }

    /** What the journal says of the clock. */
    public ClockRecord clock() {
        return clock;
    }

    /** The player whose draw offer stands, or null. */
    public Color drawOfferBy() {
        return referee.standingDrawOffer().orElse(null);
    }

    /** The square a player touched and must move or capture, or null. */
    public String touched(Color side) {
        return side == Color.WHITE ? whiteTouched : blackTouched;
    }

    public List<RulingRecord> rulings() {
        return rulings;
    }

    /** Whether ruling {@code number} gave, took or set time on the clocks. */
    public boolean ruledOnTime(int number) {
        return clockRulings.contains(number);
    }

    /** How the game ended, or empty while it goes on. */
    public Optional<Result> outcome() {
        return Optional.ofNullable(outcome);
    }

    public String endReason() {
        return endReason;
    }

    /** Why the game ended, in words to be said in the listener's language; empty while it goes on, or when the journal gave only English text. */
    public Optional<Phrase> endWords() {
        return Optional.ofNullable(endWords);
    }

    /** Whether {@code owner}'s sensed board diverges from the game, as journalled (the episode begun and not ended). */
    public boolean diverged(Color owner) {
        return diverged[owner.ordinal()];
    }

    private boolean[] divergedWith(Color owner, boolean now) {
        boolean[] d = diverged.clone();
        d[owner.ordinal()] = now;
        return d;
    }

    public boolean isOver() {
        return outcome != null;
    }

    /** The last move sealed, as written, and who sealed it, or null. */
    public Sealed sealedMove() {
        return sealed;
    }

    /** The envelope of the last move sealed (2014 E.2), or null before any. */
    public SealedEnvelope envelope() {
        return envelope;
    }

    /** Where an adjourned game stands: what the resumption waits for, if anything (2014 E.5-E.11). */
    public Adjournment adjournment() {
        return isOver() ? Adjournment.NONE : referee.adjournment();
    }

    /** The move in progress, or null when none is (or the last one is complete). */
    public MoveInProgress pending() {
        return pending;
    }

    /** The Appendix's steps for one move, in the order the session expects them. */
    public enum Step {
        MOVE, ANNOUNCE, REPEAT, EXECUTE, PRESS, ADJOURNED, OVER
    }

    /**
     * The step due next. The press is allowed as soon as the move is announced, but the
     * expected order is announce, repeat, execute, press.
     */
    public Step step() {
        if (isOver()) {
            return Step.OVER;
        }
        if (adjournment() != Adjournment.NONE && adjournment() != Adjournment.SEALER_ABSENT) {
            return Step.ADJOURNED;
        }
        if (pending == null || pending.complete()) {
            return Step.MOVE;
        }
        if (pending.words() == null || (!pending.wordsMatch() && !pending.pressed())) {
            return Step.ANNOUNCE;
        }
        if (!pending.repeated()) {
            return Step.REPEAT;
        }
        if (!pending.executed()) {
            return Step.EXECUTE;
        }
        return Step.PRESS;
    }

    /**
     * The next step of the Appendix for the assistant. In tournament mode it never reminds anyone
     * to press the clock (2009 13.6, 2018 12.6).
     */
    public Phrase nextStep() {
        Color other = mover().opposite();
        return switch (step()) {
            case OVER -> Phrase.of("session.step.over", "result", outcome.pgn());
            case ADJOURNED -> switch (adjournment()) {
                case ENVELOPE_WAITS -> Phrase.of("session.step.envelope-waits", "player", position.sideToMove().opposite());
                case REPLY_SEALED -> Phrase.of("session.step.reply-sealed", "replier", position.sideToMove(),
                        "sealer", position.sideToMove().opposite());
                default -> Phrase.of("session.step.adjourned");
            };
            case MOVE -> Phrase.of("session.step.move", "player", position.sideToMove());
            case ANNOUNCE -> Phrase.of("session.step.announce", "player", pending.side(), "words", pending.expectedWords());
            case REPEAT -> Phrase.of("session.step.repeat", "player", other, "words", pending.words());
            case EXECUTE -> Phrase.of("session.step.execute", "player", other, "move", pending.san());
            case PRESS -> setup.mode() == Mode.TRAINING ? Phrase.of("session.step.press", "player", pending.side())
                    : Phrase.of("session.step.move", "player", position.sideToMove());
        };
    }

    /** The move in progress (made but not yet on both boards and pressed), or {@link Move#NONE}. */
    public int moveInProgress() {
        return pending != null && !pending.complete() ? pending.move() : Move.NONE;
    }

    /**
     * The position standing on {@code owner}'s board: a move in progress is there once made on it
     * (always on the mover's board; on the other only once executed, 2018 D.2.10.1).
     */
    public Position positionOn(Color owner) {
        boolean notThereYet = pending != null && !pending.executed() && owner != pending.side();
        return notThereYet ? pending.before() : position.copy();
    }

    /** The position before the move in progress, or null when there is none. */
    public Position positionBeforeMoveInProgress() {
        return moveInProgress() == Move.NONE ? null : pending.before();
    }

    /** The side that made the move in progress, or the side to move. */
    public Color mover() {
        return pending != null && !pending.complete() ? pending.side() : position.sideToMove();
    }

    /**
     * The side whose clock should run: the mover until the press, then the side to move; while an
     * envelope waits for the player absent at resumption, his (2014 E.9.b, E.9.c).
     */
    public Color thinking() {
        if (adjournment() == Adjournment.ENVELOPE_WAITS || adjournment() == Adjournment.REPLY_SEALED) {
            return position.sideToMove().opposite();
        }
        return pending != null && !pending.pressed() ? pending.side() : position.sideToMove();
    }

    // ---- training-mode aids ----------------------------------------------------------------

    /** Squares of {@code by}'s pieces attacking {@code square}; training mode only (2018 11.3.a). */
    public List<String> attackers(int square, Color by) {
        requireTraining("session.aid.attackers");
        return attacking(square, by);
    }

    /** Squares of {@code by}'s pieces defending {@code square} (attacking it for their side); training mode only. */
    public List<String> defenders(int square, Color by) {
        requireTraining("session.aid.defenders");
        return attacking(square, by);
    }

    private List<String> attacking(int square, Color by) {
        List<String> out = new ArrayList<>();
        long bb = position.attackers(square, by);
        while (bb != 0) {
            int sq = Long.numberOfTrailingZeros(bb);
            bb &= bb - 1;
            out.add(Square.name(sq));
        }
        return out;
    }

    /** The legal moves of the piece on {@code square}, in SAN with the given piece letters; training mode only. */
    public List<String> legalMovesFrom(int square, PieceLetters letters) {
        requireTraining("session.aid.legal-moves");
        Position position = this.position.copy();
        List<String> out = new ArrayList<>();
        for (int m : position.legalMoves()) {
            if (Move.from(m) == square) {
                out.add(Notation.san(position, m, letters));
            }
        }
        return out;
    }

    private void requireTraining(String aid) {
        if (mode() != Mode.TRAINING) {
            throw Refusal.of("session.refusal.training-only", "aid", Phrase.of(aid));
        }
    }

    /** A typed or spoken move read with English piece letters: see {@link #readMove(String, PieceLetters)}. */
    public int readMove(String text) {
        return readMove(text, PieceLetters.ENGLISH);
    }

    /**
     * A typed or spoken move: any notation, its piece letters read in {@code letters} (R the
     * king in Spanish), or the words of any style ("Springer Felix drei", "Bauer nach e4"); read
     * by the reader {@code annabella parse} uses. An illegal or ambiguous move is refused with its
     * reason, naming the candidates as announced, as a phrase any language says whole.
     */
    public int readMove(String text, PieceLetters letters) {
        if (text == null || text.isBlank()) {
            throw Refusal.of("session.refusal.no-move");
        }
        try {
            return read(position.copy(), text, letters);
        } catch (MoveParseException m) {
            throw MoveRefusal.of(m, text, move -> wording.words(position.copy(), move));
        }
    }

    private static int read(Position before, String text, PieceLetters letters) {
        return ANY_WORDS.read(before, text, letters);
    }

    /**
     * After a replay: when a clock was running at the crash, the readings it was restored to, when
     * they were journalled and how much of the running side's time may be missing since then: at
     * most {@link Session#CLOCK_NOTE_MILLIS} when the journal notes the clock, unknown in a journal
     * written before it did. The arbiter sets the clock (2018 6.10, 6.11; 2009 6.13). Null when
     * nothing is missing.
     */
    Phrase clockAtCrash() {
        if (!clock.running() || !clock.read() || setup.timeControl().isNone() || isOver()) {
            return null;
        }
        String at = Instant.ofEpochMilli(clock.lastAt()).atZone(ZoneId.systemDefault())
                .format(DateTimeFormatter.ofPattern("HH:mm:ss"));
        Object[] values = {"time", at, "white", Duration.ofMillis(clock.white()), "black", Duration.ofMillis(clock.black()),
                "player", thinking()};
        if (!clock.noted()) {
            return Phrase.of("session.clock-unnoted", values);
        }
        Object[] bounded = Arrays.copyOf(values, values.length + 2);
        bounded[values.length] = "bound";
        bounded[values.length + 1] = Duration.ofMillis(Session.CLOCK_NOTE_MILLIS);
        return Phrase.of("session.clock-noted", bounded);
    }

    // ---- helpers ---------------------------------------------------------------------------

    private MoveInProgress requirePending() {
        if (pending == null) {
            throw Refusal.of("session.refusal.no-move-yet");
        }
        return pending;
    }

    /** Whether {@code words} name the move in progress, in the session's wording or any notation. */
    private boolean wordsMatch(MoveInProgress p, String words) {
        try {
            return read(p.before(), words, PieceLetters.ENGLISH) == p.move();
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    /** The legal move written {@code uci} in the current position. */
    private int uciMove(String uci) {
        for (int m : position.legalMoves()) {
            if (Notation.uci(position, m).equals(uci)) {
                return m;
            }
        }
        throw Refusal.of("session.refusal.record-move", "move", uci, "fen", position.toFen());
    }

    static RefereeEvent.Claim refereeClaim(Color side, Claim claim, int announcedMove) {
        return new RefereeEvent.Claim(side, claim == Claim.THREEFOLD ? RefereeEvent.ClaimKind.THREEFOLD
                : RefereeEvent.ClaimKind.FIFTY_MOVES, announcedMove);
    }

    private void setBoard(Color owner, Piece[] squares) {
        if (owner == Color.WHITE) {
            whiteBoard = squares;
        } else {
            blackBoard = squares;
        }
    }

    private void setTouched(Color side, String square) {
        if (side == Color.WHITE) {
            whiteTouched = square;
        } else {
            blackTouched = square;
        }
    }

    private void setSheet(Color keeper, List<String> sheet) {
        if (keeper == Color.WHITE) {
            whiteSheet = sheet;
        } else {
            blackSheet = sheet;
        }
    }

    private static <T> List<T> appended(List<T> list, T item) {
        List<T> out = new ArrayList<>(list.size() + 1);
        out.addAll(list);
        out.add(item);
        return Collections.unmodifiableList(out);
    }

    static Piece[] snapshot(Position p) {
        Piece[] out = new Piece[64];
        for (int sq = 0; sq < 64; sq++) {
            out[sq] = p.pieceAt(sq);
        }
        return out;
    }
}
