package org.annabella.session;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import org.annabella.announce.Phrase;
import org.annabella.announce.Refusal;
import org.annabella.laws.Edition;
import org.annabella.laws.MateAbility;
import org.annabella.laws.Referee;
import org.annabella.laws.RefereeEvent;
import org.annabella.laws.Result;
import org.annabella.laws.Response;
import org.annabella.laws.Rule;
import org.annabella.laws.Ruling;
import org.annabella.laws.TouchObligation;
import org.annabella.rules.Color;
import org.annabella.rules.Game;
import org.annabella.rules.InputException;
import org.annabella.rules.Move;
import org.annabella.rules.MoveParseException;
import org.annabella.rules.Notation;
import org.annabella.rules.Piece;
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
 * <p>The Laws' side of every act is the {@link Referee}'s: it hears each move, touch, offer, claim,
 * resignation and flag fall, refuses what the Laws do not allow, and gives the rulings the session
 * records, tells and lets the arbiter override. Live, the referee hears an act before it is
 * journalled (its refusal refuses the act); on a replay it hears the act from the journal.
 *
 * <p>Every change is first written to the journal and forced to disk, then applied by
 * {@link #apply}, the same code that replays a journal after a crash. Whatever the session tells
 * or refuses is a {@link Phrase}, said in the language of whoever listens.
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

    private final Setup setup;
    private final Journal journal;
    private final GameClock clock;
    private final LongSupplier clockMillis;
    private final LongSupplier wallClock;
    private final List<Consumer<Notice>> listeners = new ArrayList<>();
    private final List<Consumer<String>> eventListeners = new ArrayList<>();
    private final List<Stamped> log = new ArrayList<>();
    private Wording wording = Wording.SAN;
    private boolean replaying;

    /** The game record (moves, repetitions, claim facts), kept by the referee; its position alongside. */
    private final Game game;
    private final Referee referee;
    private final Position position;
    private final List<Long> clockAfterMove = new ArrayList<>();
    private final List<List<String>> sheets = List.of(new ArrayList<>(), new ArrayList<>());
    private final Piece[][] boards = new Piece[2][];
    private final String[] touched = new String[2];
    private final List<RulingRecord> rulings = new ArrayList<>();
    private final java.util.Set<Integer> drawOfferPlies = new java.util.TreeSet<>();
    private Pending pending;
    /** Presses per side and the last journalled readings, to set the clock after a replay. */
    private final int[] presses = new int[2];
    private long[] lastReadings;
    /** The last journalled press, pause, start or reading, whether a clock ran after it, and its clock time (live). */
    private Stamped lastClockEvent;
    private boolean clockRan;
    private long lastClockEventMillis;
    /** Whether the journal holds clock readings (journals written before them do not). */
    private boolean clockNoted;
    /** What the arbiter must know about the clock after a resume, or null. */
    private Phrase resumedClock;
    /** How the game ended; null while it goes on. */
    private Result outcome;
    private String endReason;
    private Sealed sealedMove;

    /** The move in progress through the Appendix's steps. */
    private static final class Pending {
        final Color side;
        final Position before;
        final int move;
        final String san;
        final String expectedWords;
        String words;
        boolean wordsMatch;
        boolean repeated;
        boolean executed;
        boolean pressed;
        /** The referee's ruling that this move ends the game, given once the move is complete. */
        Ruling ending;

        Pending(Color side, Position before, int move, String san, String expectedWords) {
            this.side = side;
            this.before = before;
            this.move = move;
            this.san = san;
            this.expectedWords = expectedWords;
        }
    }

    private Session(Setup setup, Journal journal, LongSupplier clockMillis, LongSupplier wallClock) {
        this.setup = setup;
        this.journal = journal;
        this.clock = new GameClock(setup.timeControl(), clockMillis);
        this.clockMillis = clockMillis;
        this.wallClock = wallClock;
        this.game = Game.fromPosition(setup.startPosition());
        Edition edition = Edition.inForce(setup.edition());
        Referee.Builder referee = Referee.builder(edition).game(game).mateAbility(MateAbility.byAnalysis());
        setup.timeControl().control().ifPresent(c -> referee.pace(edition.pace(c)));
        this.referee = referee.build();
        this.position = setup.startPosition();
        boards[0] = snapshot(position);
        boards[1] = snapshot(position);
    }

    /** Starts a new game on a new journal, announcing in SAN. */
    public static Session start(Setup setup, Journal journal, LongSupplier clockMillis) {
        return start(setup, journal, clockMillis, Wording.SAN);
    }

    /** Starts a new game on a new journal with the given announcement wording. */
    public static Session start(Setup setup, Journal journal, LongSupplier clockMillis, Wording wording) {
        if (!journal.records().isEmpty()) {
            throw new InputException("journal " + journal.path() + " already holds a game; resume it instead");
        }
        Session s = new Session(setup, journal, clockMillis, System::currentTimeMillis);
        s.wording = wording;
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
        Session s = new Session(Journal.setupOf(journal.path(), records), journal, clockMillis, System::currentTimeMillis);
        s.wording = wording;
        s.replaying = true;
        for (int i = 0; i < records.size(); i++) {
            Stamped st = EventCodec.decode(records.get(i), i + 1);
            try {
                s.apply(st);
            } catch (Refusal | IllegalStateException | IllegalArgumentException e) {
                throw unreplayable(journal, i + 1, e.getMessage());
            } catch (IndexOutOfBoundsException e) {
                throw unreplayable(journal, i + 1, "it names a ruling or scoresheet entry the game does not have");
            }
        }
        s.replaying = false;
        s.restoreClock();
        s.finishEndingCutShort();
        s.resumedClock = s.clockAtCrash();
        if (!s.isOver()) {
            s.record(new Paused(s.clock.remaining(Color.WHITE), s.clock.remaining(Color.BLACK)));
        }
        return s;
    }

    /**
     * A record that reads but does not follow from the ones before it (doubled, dropped or
     * swapped by damage the checksums cannot see): damage all the same, and the arbiter's way out.
     */
    private static InputException unreplayable(Journal journal, int record, String why) {
        return new InputException("journal " + journal.path() + " is damaged at record " + record
                + ", which cannot follow the records before it: " + why + " (see 'A damaged journal' in docs/arbiter.md)");
    }

    /**
     * The referee ended the game but the crash came before the ending was journalled: a move
     * completed with its press ends it now; a move not yet pressed ends it at the press.
     */
    private void finishEndingCutShort() {
        if (isOver() || !referee.isOver()) {
            return;
        }
        List<Ruling> given = referee.rulings();
        Ruling ending = given.get(given.size() - 1);
        if (pending != null && !pending.pressed) {
            pending.ending = ending;
        } else {
            end(ending);
        }
    }

    public void onNotice(Consumer<Notice> listener) {
        listeners.add(listener);
    }

    /** Hears every event once it is durable and applied, as its journal line (for event logs). */
    public void onEvent(Consumer<String> listener) {
        eventListeners.add(listener);
    }

    // ---- the Appendix's steps -------------------------------------------------------------

    /** A move made on the mover's board or relayed by the assistant. */
    public void makeMove(Color side, int move, Origin origin) {
        requireToMove(side);
        if (pending != null && !pending.pressed) {
            throw refused("session.refusal.move-unfinished", "player", pending.side, "move", pending.san);
        }
        if (pending != null && !pending.executed) {
            throw refused("session.refusal.execute-first", "move", pending.san, "player", side);
        }
        if (!position.isLegal(move)) {
            throw refused("session.refusal.illegal-here");
        }
        TouchObligation obligation = referee.touchObligation();
        if (!obligation.allows(move) && origin != Origin.BOARD) {
            // A move made on a board is a fact, and the breach the opponent's to claim; a relayed one is refused.
            throw refused("session.refusal.touch-move", "player", side, "reason", obligation.reason(),
                    "article", referee.edition().cite(obligation.rule()));
        }
        String uci = Notation.uci(position, move);
        Response heard = hear(new RefereeEvent.MoveMade(side, move));
        record(new MoveMade(side, uci, origin));
        rule(heard.rulings(), true);
    }

    /** A move given as text: SAN, long algebraic, UCI or announced words. */
    public void makeMove(Color side, String text, Origin origin) {
        requireToMove(side);
        makeMove(side, readMove(text), origin);
    }

    private void requireToMove(Color side) {
        requirePlaying();
        if (side != position.sideToMove()) {
            throw refused("session.refusal.not-to-move", "player", side);
        }
    }

    /** The move's announcement; said again before the press, it corrects a slip of the tongue. */
    public void announce(Color side, String words) {
        Pending p = requirePending();
        if (p.side != side) {
            throw refused("session.refusal.announce-other", "player", p.side, "move", p.san);
        }
        if (p.pressed) {
            throw refused("session.refusal.announce-after-press");
        }
        if (words == null || words.isBlank()) {
            throw refused("session.refusal.empty-announcement");
        }
        record(new Announced(side, words.strip()));
    }

    /** Announces the pending move in the session's own wording. */
    public void announce(Color side) {
        Pending p = requirePending();
        announce(side, p.expectedWords);
    }

    /** The other side (or the assistant) repeats the announcement. */
    public void repeat(Color side) {
        Pending p = requirePending();
        if (p.words == null) {
            throw refused("session.refusal.not-announced", "move", p.san);
        }
        if (side == p.side) {
            throw refused("session.refusal.repeat-by-mover");
        }
        record(new Repeated(side));
    }

    /** The move was made on the other board (reported by the assistant or sensed). */
    public void execute(Color side) {
        Pending p = requirePending();
        if (side == p.side) {
            throw refused("session.refusal.execute-other-board", "player", side.opposite());
        }
        if (p.executed) {
            throw refused("session.refusal.already-executed", "move", p.san, "player", side);
        }
        record(new Executed(side));
    }

    /** The mover presses the clock; allowed once the move is announced (2009 E.2.3). */
    public void press(Color side) {
        Pending p = requirePending();
        if (p.side != side || p.pressed) {
            throw refused("session.refusal.not-your-clock", "player", side);
        }
        if (p.words == null) {
            throw refused("session.refusal.announce-before-press", "move", p.san);
        }
        if (!p.wordsMatch) {
            record(new Ruled(rulings.size() + 1, "2009 E.2.6",
                    Phrase.of("session.ruling.slip-uncorrected", "words", p.words, "move", p.san)));
        }
        // The clock computes the readings (increment, delay, next period) as it is pressed; the
        // journal then holds them, so a replay needs no clock arithmetic.
        long[] r = clock.press(side);
        record(new Pressed(side, r[0], r[1]));
        if (p.ending != null) {
            end(p.ending);
        }
    }

    /**
     * A board reported where its pieces stand. On the mover's board a changed position that a
     * legal move explains is that move; on the other board it executes the pending move; a
     * lifted piece of the side to move is touched (2009 E.2.2); anything else is a difference.
     */
    public void sensed(Color owner, Piece[] squares) {
        if (squares.length != 64) {
            throw new IllegalArgumentException("a board report needs 64 squares, not " + squares.length);
        }
        if (java.util.Arrays.equals(squares, boards[owner.ordinal()])) {
            return;
        }
        if (pending != null && !pending.executed && owner != pending.side) {
            if (java.util.Arrays.equals(squares, snapshot(position))) {
                execute(owner);
                return;
            }
        } else if (!isOver() && owner == position.sideToMove()
                && (pending == null || (pending.pressed && pending.executed))) {
            for (int m : position.legalMoves()) {
                Position after = position.copy();
                after.makeMove(m);
                if (java.util.Arrays.equals(squares, snapshot(after))) {
                    makeMove(owner, m, Origin.BOARD);
                    return;
                }
            }
            int lifted = liftedPiece(boards[owner.ordinal()], squares, owner);
            if (lifted != Square.NONE) {
                if (!Square.name(lifted).equals(touched[owner.ordinal()])) {
                    touch(owner, lifted);
                }
                return;
            }
        }
        tell(Notice.Kind.WARNING, Phrase.of("session.board-differs", "player", owner,
                "squares", differences(boards[owner.ordinal()], squares)));
    }

    // ---- other acts ------------------------------------------------------------------------

    /** A piece touched with the intention to move or capture it (2018 4.3). */
    public void touch(Color side, int square) {
        requirePlaying();
        if (position.pieceAt(square) == null) {
            throw refused("session.refusal.nothing-to-touch", "square", Square.name(square));
        }
        Response heard = hear(new RefereeEvent.PieceTouched(side, square, false));
        record(new Touched(side, Square.name(square)));
        // What the touch obliges is the touched state, told as a prompt and enforced on the move;
        // the rulings kept are its consequences, such as a lapsed draw offer (2018 9.1.2.1).
        Rule obliged = referee.touchObligation().rule();
        rule(heard.rulings().stream().filter(r -> r.rule() != obliged).toList(), false);
    }

    public void offerDraw(Color side) {
        requirePlaying();
        Response heard = hear(new RefereeEvent.DrawOffered(side));
        record(new DrawOffered(side));
        rule(heard.rulings(), false);
    }

    public void answerDraw(Color side, boolean accept) {
        requirePlaying();
        Response heard = hear(accept ? new RefereeEvent.DrawAccepted(side) : new RefereeEvent.DrawDeclined(side));
        record(new DrawAnswered(side, accept));
        rule(heard.rulings(), false);
    }

    /**
     * A draw claim by threefold repetition or the fifty-move rule, with the move the claimant
     * intends to make, written but not made (2018 9.2.1.1, 9.3.1), or none. The referee rules; an
     * incorrect claim adds the edition's penalty to the opponent's time (2009 9.5.b: three minutes;
     * 2014 on, 9.5.3: two; one in rapid and blitz) and an announced move must then be made.
     */
    public boolean claim(Color side, Claim claim, String moveText) {
        requirePlaying();
        if (pending != null && !pending.executed) {
            throw refused("session.refusal.execute-first", "move", pending.san, "player", side);
        }
        Integer move = moveText == null ? null : readMove(moveText);
        Response heard = hear(refereeClaim(side, claim, move == null ? RefereeEvent.Claim.NO_MOVE : move));
        boolean upheld = referee.isOver();
        record(new Claimed(side, claim, move == null ? null : Notation.uci(position, move), upheld));
        rule(heard.rulings(), false);
        if (!upheld) {
            long add = referee.edition().incorrectClaimPenalty(referee.pace()).toMillis();
            Color opp = side.opposite();
            boolean running = clock.running() != null;
            long w = clock.remaining(Color.WHITE) + (opp == Color.WHITE ? add : 0);
            long b = clock.remaining(Color.BLACK) + (opp == Color.BLACK ? add : 0);
            record(new Paused(w, b));
            if (running) {
                record(new Resumed());
            }
            if (move != null) {
                makeMove(side, move, Origin.TYPED);
            }
        }
        return upheld;
    }

    public void resign(Color side) {
        requirePlaying();
        Response heard = hear(new RefereeEvent.Resigned(side));
        record(new Resigned(side));
        rule(heard.rulings(), false);
    }

    /** Seals the move of the player to move at adjournment; the clocks stop (2014 E.1). */
    public void seal(Color side, String moveText) {
        requirePlaying();
        if (side != position.sideToMove() || (pending != null && !pending.executed)) {
            throw refused("session.refusal.seal");
        }
        int move = readMove(moveText);
        record(new Sealed(side, Notation.uci(position, move)));
        record(new Paused(clock.remaining(Color.WHITE), clock.remaining(Color.BLACK)));
    }

    /** Checks the running clock; a fallen flag ends the game as the referee rules (2018 6.9). */
    public void checkFlag() {
        Color running = clock.running();
        if (running != null && !isOver() && clock.flagFallen(running)) {
            flagFell(running);
        }
    }

    /**
     * {@code claimant} (or the assistant for him, 2018 D.2.10.5) claims that the opponent's flag
     * has fallen (2018 6.8): if it has, the referee rules the game lost, or drawn when the claimant
     * cannot checkmate by any series of legal moves (6.9).
     */
    public void claimFlag(Color claimant) {
        requirePlaying();
        if (setup.timeControl().isNone()) {
            throw refused("session.refusal.no-clock");
        }
        Color flagged = claimant.opposite();
        if (!clock.flagFallen(flagged)) {
            throw refused("session.refusal.flag-standing", "player", flagged);
        }
        flagFell(flagged);
    }

    private void flagFell(Color flagged) {
        Response heard = hear(new RefereeEvent.FlagFell(flagged));
        record(new FlagFell(flagged));
        rule(heard.rulings(), false);
    }

    /** Stops the clocks (the arbiter, or the players before calling the arbiter). */
    public void pauseClock() {
        if (clock.running() == null) {
            throw refused("session.refusal.clocks-stopped");
        }
        record(new Paused(clock.remaining(Color.WHITE), clock.remaining(Color.BLACK)));
    }

    /**
     * The arbiter sets both clocks, which stay stopped until started (2018 6.10.2, 6.11; 2009
     * 6.13): after a crash, from the last reading resume told him and his best judgement.
     */
    public void setClocks(long whiteMillis, long blackMillis) {
        requirePlaying();
        if (setup.timeControl().isNone()) {
            throw refused("session.refusal.no-clock");
        }
        if (clock.running() != null) {
            throw refused("session.refusal.clock-running");
        }
        record(new Paused(whiteMillis, blackMillis));
    }

    /** Starts the clock of the side that should be thinking. */
    public void startClock() {
        requirePlaying();
        if (clock.running() != null) {
            throw refused("session.refusal.clock-running");
        }
        if (setup.timeControl().isNone()) {
            throw refused("session.refusal.no-clock");
        }
        record(new Resumed());
    }

    /** The arbiter's own ruling, in his words: announced, shown and recorded; returns its number. */
    public int rule(String article, String text) {
        if (text == null || text.isBlank()) {
            throw refused("session.refusal.ruling-words");
        }
        int n = rulings.size() + 1;
        record(new Ruled(n, article, Phrase.of("session.arbiter-words", "text", text)));
        return n;
    }

    /** The arbiter overrides ruling {@code number}; the original stays in the record. */
    public void override(int number, String text) {
        if (number < 1 || number > rulings.size()) {
            throw refused("session.refusal.no-ruling", "number", number);
        }
        if (text == null || text.isBlank()) {
            throw refused("session.refusal.override-words");
        }
        record(new Overridden(number, text.strip()));
    }

    /** A scoresheet entry that differs from the game (kept for the arbiter's reconciliation). */
    public void score(Color keeper, int ply, String text) {
        if (ply < 1 || ply > sheets.get(keeper.ordinal()).size()) {
            throw refused("session.refusal.no-sheet-entry", "player", keeper, "ply", ply);
        }
        record(new Scored(keeper, ply, text));
    }

    /** Hands a live act to the referee: its refusal refuses the act, with nothing changed. */
    private Response hear(RefereeEvent event) {
        return referee.handle(event).orRefuse();
    }

    /**
     * Records the referee's rulings on an act. A move that ends the game (mate, stalemate, dead
     * position, fivefold, 75 moves) ends it once complete, with the press (2009 E.2.3).
     */
    private void rule(List<Ruling> given, boolean onMove) {
        for (Ruling r : given) {
            if (r.ending().isEmpty()) {
                record(new Ruled(rulings.size() + 1, r.citation(), r.phrase()));
            } else if (onMove) {
                pending.ending = r;
            } else {
                end(r);
            }
        }
    }

    private void end(Ruling ending) {
        record(new Ended(ending.ending().orElseThrow(), ending.text(),
                new Ruled(rulings.size() + 1, ending.citation(), ending.phrase())));
    }

    // ---- applying events -------------------------------------------------------------------

    private void record(Event e) {
        long at = wallClock.getAsLong();
        String line = EventCodec.encode(at, e);
        if (!replaying) {
            journal.append(line);
        }
        apply(new Stamped(at, e));
        if (!replaying) {
            eventListeners.forEach(l -> l.accept(line));
        }
    }

    /** The one place where state changes, live or on replay. */
    private void apply(Stamped stamped) {
        Event e = stamped.event();
        log.add(stamped);
        if (e instanceof Started) {
            if (log.size() != 1) {
                throw new IllegalStateException("a second game setup in one journal");
            }
        } else if (e instanceof MoveMade m) {
            int move = uciMove(m.uci());
            String san = Notation.san(position, move);
            String words = wording.words(position, move);
            Position before = position.copy();
            replayToReferee(new RefereeEvent.MoveMade(m.side(), move));
            position.makeMove(move);
            boards[m.side().ordinal()] = snapshot(position);
            touched[0] = touched[1] = null;
            pending = new Pending(m.side(), before, move, san, words);
            tell(Notice.Kind.STEP, Phrase.of("session.played", "player", m.side(), "move", san));
        } else if (e instanceof Announced a) {
            Pending p = requirePending();
            p.words = a.words();
            p.wordsMatch = wordsMatch(p, a.words());
            tell(p.wordsMatch ? Notice.Kind.ANNOUNCEMENT : Notice.Kind.WARNING, p.wordsMatch
                    ? Phrase.of("session.announcement", "words", a.words())
                    : Phrase.of("session.slip", "words", a.words(), "expected", p.expectedWords));
        } else if (e instanceof Repeated) {
            requirePending().repeated = true;
        } else if (e instanceof Executed x) {
            Pending p = requirePending();
            p.executed = true;
            boards[x.side().ordinal()] = snapshot(position);
        } else if (e instanceof Pressed pr) {
            Pending p = requirePending();
            p.pressed = true;
            sheets.get(0).add(p.san);
            sheets.get(1).add(p.san);
            clockAfterMove.add(pr.side() == Color.WHITE ? pr.whiteMillis() : pr.blackMillis());
            presses[pr.side().ordinal()]++;
            lastReadings = new long[] {pr.whiteMillis(), pr.blackMillis()};
            clockEvent(stamped, true);
        } else if (e instanceof ClockNoted n) {
            lastReadings = new long[] {n.whiteMillis(), n.blackMillis()};
            clockNoted = true;
            clockEvent(stamped, true);
        } else if (e instanceof Paused pa) {
            lastReadings = new long[] {pa.whiteMillis(), pa.blackMillis()};
            if (!replaying) {
                clock.set(pa.whiteMillis(), pa.blackMillis());
            }
            clockEvent(stamped, false);
        } else if (e instanceof Resumed) {
            if (!replaying) {
                clock.start();
            }
            clockEvent(stamped, true);
        } else if (e instanceof Touched t) {
            replayToReferee(new RefereeEvent.PieceTouched(t.side(), Square.parse(t.square()), false));
            touched[t.side().ordinal()] = t.square();
            tell(Notice.Kind.PROMPT, Phrase.of("session.touched", "player", t.side(), "square", t.square()));
        } else if (e instanceof DrawOffered d) {
            // The referee's rulings on offers and claims tell them; no notice of their own.
            replayToReferee(new RefereeEvent.DrawOffered(d.side()));
            if (game.ply() > 0) {
                drawOfferPlies.add(game.ply() - 1); // written with the offerer's last move (2018 9.1.2.2)
            }
        } else if (e instanceof DrawAnswered d) {
            replayToReferee(d.accepted() ? new RefereeEvent.DrawAccepted(d.side()) : new RefereeEvent.DrawDeclined(d.side()));
        } else if (e instanceof Claimed c) {
            int announced = c.uci() == null ? RefereeEvent.Claim.NO_MOVE : uciMove(c.uci());
            replayToReferee(refereeClaim(c.side(), c.claim(), announced));
        } else if (e instanceof Resigned r) {
            replayToReferee(new RefereeEvent.Resigned(r.side()));
        } else if (e instanceof FlagFell f) {
            replayToReferee(new RefereeEvent.FlagFell(f.side()));
        } else if (e instanceof Sealed s) {
            sealedMove = s;
            tell(Notice.Kind.PROMPT, Phrase.of("session.sealed", "player", s.side()));
        } else if (e instanceof Ruled r) {
            rulings.add(new RulingRecord(r.number(), r.article(), r.phrase(), null));
            tell(Notice.Kind.RULING, Phrase.of("session.ruling", "number", r.number(), "article", r.article(), "words", r.phrase()));
        } else if (e instanceof Overridden o) {
            RulingRecord r = rulings.get(o.number() - 1);
            rulings.set(o.number() - 1, new RulingRecord(r.number(), r.article(), r.phrase(), o.text()));
            tell(Notice.Kind.RULING, Phrase.of("session.override", "number", o.number(), "words", o.text()));
        } else if (e instanceof Scored s) {
            sheets.get(s.keeper().ordinal()).set(s.ply() - 1, s.text());
        } else if (e instanceof Ended x) {
            if (x.ruling() != null) {
                rulings.add(new RulingRecord(x.ruling().number(), x.ruling().article(), x.ruling().phrase(), null));
            }
            outcome = x.result();
            endReason = x.reason();
            clock.stop();
            clockRan = false;
            tell(Notice.Kind.RESULT, x.ruling() != null
                    ? Phrase.of("session.ended-by-ruling", "words", x.ruling().phrase(), "article", x.ruling().article())
                    : Phrase.of("session.ended", "reason", x.reason(), "result", x.result().pgn()));
        }
    }

    private static RefereeEvent.Claim refereeClaim(Color side, Claim claim, int announcedMove) {
        return new RefereeEvent.Claim(side, claim == Claim.THREEFOLD ? RefereeEvent.ClaimKind.THREEFOLD
                : RefereeEvent.ClaimKind.FIFTY_MOVES, announcedMove);
    }

    /** On a replay the referee hears from the journal what it heard live before the act was journalled. */
    private void replayToReferee(RefereeEvent event) {
        if (replaying) {
            referee.handle(event).orRefuse();
        }
    }

    private void clockEvent(Stamped stamped, boolean running) {
        lastClockEvent = stamped;
        clockRan = running;
        if (!replaying) {
            lastClockEventMillis = clockMillis.getAsLong();
        }
    }

    /**
     * Journals the running clock's readings once {@link #CLOCK_NOTE_MILLIS} (less a tick) have
     * passed since the last press, start or reading; to be called every second or so while the
     * game runs (see {@link ClockNotes}).
     */
    public void noteClock() {
        if (clock.running() != null && !isOver()
                && clockMillis.getAsLong() - lastClockEventMillis >= CLOCK_NOTE_DUE_MILLIS) {
            record(new ClockNoted(clock.remaining(Color.WHITE), clock.remaining(Color.BLACK)));
        }
    }

    /**
     * After a replay: when a clock was running at the crash, the readings it was restored to,
     * when they were journalled and how much of the running side's time may be missing since
     * then: at most {@link #CLOCK_NOTE_MILLIS} when the journal notes the clock, unknown in a
     * journal written before it did. The arbiter sets the clock (2018 6.10, 6.11; 2009 6.13).
     */
    private Phrase clockAtCrash() {
        if (!clockRan || lastReadings == null || setup.timeControl().isNone() || isOver()) {
            return null;
        }
        Color running = pending != null && !pending.pressed ? pending.side : position.sideToMove();
        String at = java.time.Instant.ofEpochMilli(lastClockEvent.at()).atZone(java.time.ZoneId.systemDefault())
                .format(java.time.format.DateTimeFormatter.ofPattern("HH:mm:ss"));
        Object[] values = {"time", at, "white", GameClock.format(lastReadings[0]), "black",
                GameClock.format(lastReadings[1]), "player", running};
        if (!clockNoted) {
            return Phrase.of("session.clock-unnoted", values);
        }
        Object[] bounded = java.util.Arrays.copyOf(values, values.length + 2);
        bounded[values.length] = "bound";
        bounded[values.length + 1] = java.time.Duration.ofMillis(CLOCK_NOTE_MILLIS);
        return Phrase.of("session.clock-noted", bounded);
    }

    /**
     * For the arbiter after a resume: the clock was running at the crash; what it was set to, when
     * that reading was journalled and the most that can be missing. Empty when nothing is missing.
     */
    public Optional<Phrase> resumedClock() {
        return Optional.ofNullable(resumedClock);
    }

    /** After a replay: the clock stopped at the last journalled readings, move counters and turn. */
    private void restoreClock() {
        if (lastReadings != null) {
            clock.restore(lastReadings[0], lastReadings[1], presses[0], presses[1],
                    pending != null && !pending.pressed ? pending.side : position.sideToMove());
        }
    }

    // ---- queries ---------------------------------------------------------------------------

    public Setup setup() {
        return setup;
    }

    public Mode mode() {
        return setup.mode();
    }

    /** The game's current position (a copy), including a move made but not yet pressed. */
    public Position position() {
        return position.copy();
    }

    /** What stands on {@code owner}'s board: what that player can see or feel. */
    public Piece[] board(Color owner) {
        return boards[owner.ordinal()].clone();
    }

    /**
     * The game's moves in SAN: those completed with a press, and a move in progress once it stands
     * on both boards, pending only the press, as the position has it. A move standing only on the
     * mover's board is not told (2018 12.6).
     */
    public List<String> moves() {
        List<String> san = game.sanMoves();
        int n = pending != null && !pending.pressed && !pending.executed ? san.size() - 1 : san.size();
        return List.copyOf(san.subList(0, n));
    }

    /** The game record of the moves completed with a press. */
    public Game completedGame() {
        Game g = Game.fromPosition(setup.startPosition());
        List<Integer> all = game.moves();
        int pressed = pending != null && !pending.pressed ? all.size() - 1 : all.size();
        for (int i = 0; i < pressed; i++) {
            g.play(all.get(i));
        }
        return g;
    }

    /** The last completed move in SAN, or null before the first. */
    public String lastMove() {
        List<String> m = moves();
        return m.isEmpty() ? null : m.get(m.size() - 1);
    }

    /** The announcement of the last move of {@link #moves} (for "repeat"). */
    public String lastAnnouncement() {
        boolean pendingTold = pending == null || pending.pressed || pending.executed;
        for (int i = log.size() - 1; i >= 0; i--) {
            if (log.get(i).event() instanceof Announced a && (pendingTold || a.side() != pending.side)) {
                return a.words();
            }
        }
        return null;
    }

    public List<String> scoresheet(Color keeper) {
        return List.copyOf(sheets.get(keeper.ordinal()));
    }

    /** The plies (from 0) after which a draw was offered, for "(=)" on the scoresheets. */
    public java.util.Set<Integer> drawOfferPlies() {
        return java.util.Set.copyOf(drawOfferPlies);
    }

    /** Remaining milliseconds after each completed move of the game, for the PGN's %clk. */
    public List<Long> clockAfterEachMove() {
        return List.copyOf(clockAfterMove);
    }

    public long remaining(Color side) {
        return clock.remaining(side);
    }

    /** Time used so far by a side, in milliseconds (for the adjournment envelope). */
    public long used(Color side) {
        return clock.used(side);
    }

    /** Time the arbiter added to a side's clock, less any he took, in milliseconds (for the envelope). */
    public long added(Color side) {
        return clock.added(side);
    }

    public Color clockRunning() {
        return clock.running();
    }

    public Color drawOfferBy() {
        return referee.standingDrawOffer().orElse(null);
    }

    /** The square a player touched and must move or capture, or null. */
    public String touched(Color side) {
        return touched[side.ordinal()];
    }

    public List<RulingRecord> rulings() {
        return List.copyOf(rulings);
    }

    /** How the game ended, or empty while it goes on. */
    public Optional<Result> outcome() {
        return Optional.ofNullable(outcome);
    }

    public String endReason() {
        return endReason;
    }

    public boolean isOver() {
        return outcome != null;
    }

    /** The sealed move in UCI and who sealed it, or null. */
    public Sealed sealedMove() {
        return sealedMove;
    }

    /**
     * The events so far, readable: local time of day, the kind and its fields ("19:02:11 move
     * white e2e4 BOARD"). The clock readings noted every few seconds are left out: they are for
     * a resume, not for reading.
     */
    public List<String> eventLog() {
        java.time.format.DateTimeFormatter hms = java.time.format.DateTimeFormatter.ofPattern("HH:mm:ss");
        List<String> out = new ArrayList<>();
        for (Stamped s : log) {
            if (s.event() instanceof ClockNoted) {
                continue;
            }
            String line = EventCodec.readable(s.at(), s.event());
            String time = java.time.Instant.ofEpochMilli(s.at()).atZone(java.time.ZoneId.systemDefault()).format(hms);
            out.add(time + " " + line.substring(line.indexOf('\t') + 1).replace('\t', ' '));
        }
        return out;
    }

    public Journal journal() {
        return journal;
    }

    /**
     * The next step of the Appendix for the assistant, in English. In tournament mode it never
     * reminds anyone to press the clock (2009 13.6, 2018 12.6).
     */
    public String nextStep() {
        return nextStepPhrase().toString();
    }

    /** The next step, to be said in any language. */
    public Phrase nextStepPhrase() {
        Color other = mover().opposite();
        return switch (step()) {
            case OVER -> Phrase.of("session.step.over", "result", outcome.pgn());
            case ADJOURNED -> Phrase.of("session.step.adjourned");
            case MOVE -> Phrase.of("session.step.move", "player", position.sideToMove());
            case ANNOUNCE -> Phrase.of("session.step.announce", "player", pending.side, "words", pending.expectedWords);
            case REPEAT -> Phrase.of("session.step.repeat", "player", other, "words", pending.words);
            case EXECUTE -> Phrase.of("session.step.execute", "player", other, "move", pending.san);
            case PRESS -> setup.mode() == Mode.TRAINING ? Phrase.of("session.step.press", "player", pending.side)
                    : Phrase.of("session.step.move", "player", position.sideToMove());
        };
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
        if (sealedMove != null) {
            return Step.ADJOURNED;
        }
        if (pending == null || (pending.pressed && pending.executed)) {
            return Step.MOVE;
        }
        if (pending.words == null || (!pending.wordsMatch && !pending.pressed)) {
            return Step.ANNOUNCE;
        }
        if (!pending.repeated) {
            return Step.REPEAT;
        }
        if (!pending.executed) {
            return Step.EXECUTE;
        }
        return Step.PRESS;
    }

    /** The move in progress (made but not yet on both boards and pressed), or {@link Move#NONE}. */
    public int moveInProgress() {
        return pending != null && !(pending.pressed && pending.executed) ? pending.move : Move.NONE;
    }

    /**
     * The position standing on {@code owner}'s board: a move in progress is there once made on it
     * (always on the mover's board; on the other only once executed, 2018 D.2.10.1).
     */
    public Position positionOn(Color owner) {
        boolean notThereYet = pending != null && !pending.executed && owner != pending.side;
        return notThereYet ? pending.before.copy() : position.copy();
    }

    /** The position before the move in progress, or null when there is none. */
    public Position positionBeforeMoveInProgress() {
        return moveInProgress() == Move.NONE ? null : pending.before.copy();
    }

    /** The side that made the move in progress, or the side to move. */
    public Color mover() {
        return pending != null && !(pending.pressed && pending.executed) ? pending.side : position.sideToMove();
    }

    // ---- training-mode aids ----------------------------------------------------------------

    /** Squares of {@code by}'s pieces attacking {@code square}; training mode only (2018 11.3.a). */
    public List<String> attackers(int square, Color by) {
        requireTraining("session.aid.attackers");
        List<String> out = new ArrayList<>();
        long bb = position.attackers(square, by);
        while (bb != 0) {
            int sq = Long.numberOfTrailingZeros(bb);
            bb &= bb - 1;
            out.add(Square.name(sq));
        }
        return out;
    }

    /** The legal moves of the piece on {@code square}, in SAN; training mode only. */
    public List<String> legalMovesFrom(int square) {
        requireTraining("session.aid.legal-moves");
        List<String> out = new ArrayList<>();
        for (int m : position.legalMoves()) {
            if (Move.from(m) == square) {
                out.add(Notation.san(position, m));
            }
        }
        return out;
    }

    private void requireTraining(String aid) {
        if (setup.mode() != Mode.TRAINING) {
            throw refused("session.refusal.training-only", "aid", Phrase.of(aid));
        }
    }

    // ---- helpers ---------------------------------------------------------------------------

    /**
     * A typed or spoken move in the session's wording or any notation. A refusal keeps the rules
     * core's reason in English; other languages say what kind of trouble it was.
     */
    private int readMove(String text) {
        if (text == null || text.isBlank()) {
            throw refused("session.refusal.no-move");
        }
        try {
            return wording.read(position, text);
        } catch (IllegalArgumentException e) {
            try {
                return Notation.parse(position, text);
            } catch (MoveParseException m) {
                throw refused("session.refusal.move-" + m.kind().name().toLowerCase(java.util.Locale.ROOT),
                        "detail", m.getMessage());
            }
        }
    }

    private boolean wordsMatch(Pending p, String words) {
        try {
            return wording.read(p.before.copy(), words) == p.move;
        } catch (IllegalArgumentException e) {
            try {
                return Notation.parse(p.before.copy(), words) == p.move;
            } catch (IllegalArgumentException e2) {
                return false;
            }
        }
    }

    private int uciMove(String uci) {
        for (int m : position.legalMoves()) {
            if (Notation.uci(position, m).equals(uci)) {
                return m;
            }
        }
        throw new IllegalArgumentException("move " + uci + " is not legal in " + position.toFen());
    }

    private Pending requirePending() {
        if (pending == null) {
            throw refused("session.refusal.no-move-yet");
        }
        return pending;
    }

    private void requirePlaying() {
        if (isOver()) {
            throw refused("session.refusal.over", "result", outcome.pgn());
        }
        if (sealedMove != null) {
            throw refused("session.refusal.adjourned");
        }
    }

    private static Refusal refused(String key, Object... values) {
        return Refusal.of(key, values);
    }

    private void tell(Notice.Kind kind, Phrase phrase) {
        if (replaying) {
            return;
        }
        Notice n = new Notice(kind, phrase);
        for (Consumer<Notice> l : listeners) {
            l.accept(n);
        }
    }

    static Piece[] snapshot(Position p) {
        Piece[] out = new Piece[64];
        for (int sq = 0; sq < 64; sq++) {
            out[sq] = p.pieceAt(sq);
        }
        return out;
    }

    private static int liftedPiece(Piece[] before, Piece[] now, Color side) {
        int lifted = Square.NONE;
        for (int sq = 0; sq < 64; sq++) {
            if (before[sq] != now[sq]) {
                if (now[sq] != null || before[sq].color() != side || lifted != Square.NONE) {
                    return Square.NONE;
                }
                lifted = sq;
            }
        }
        return lifted;
    }

    private static String differences(Piece[] expected, Piece[] actual) {
        List<String> out = new ArrayList<>();
        for (int sq = 0; sq < 64; sq++) {
            if (expected[sq] != actual[sq]) {
                out.add(Square.name(sq));
            }
        }
        return String.join(", ", out);
    }

    public static String pieceName(Piece p) {
        return p.type().name().toLowerCase(java.util.Locale.ROOT);
    }

    public static String name(Color c) {
        return c == Color.WHITE ? "White" : "Black";
    }

    @Override
    public void close() {
        journal.close();
    }
}
