package org.annabella.session;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import org.annabella.rules.Color;
import org.annabella.rules.Game;
import org.annabella.rules.Move;
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
 * <p>Every change is first written to the journal and forced to disk, then applied by
 * {@link #apply}, the same code that replays a journal after a crash.
 */
public final class Session implements AutoCloseable {
    private final Setup setup;
    private final Journal journal;
    private final GameClock clock;
    private final LongSupplier wallClock;
    private final List<Consumer<Notice>> listeners = new ArrayList<>();
    private final List<Consumer<String>> eventListeners = new ArrayList<>();
    private final List<Stamped> log = new ArrayList<>();
    private Wording wording = Wording.SAN;
    private boolean replaying;

    /** The game record (moves, repetitions, claim facts) and its current position kept alongside. */
    private final Game game;
    private final Position position;
    private final List<Long> clockAfterMove = new ArrayList<>();
    private final List<List<String>> sheets = List.of(new ArrayList<>(), new ArrayList<>());
    private final Piece[][] boards = new Piece[2][];
    private final String[] touched = new String[2];
    private final List<Ruling> rulings = new ArrayList<>();
    private final java.util.Set<Integer> drawOfferPlies = new java.util.TreeSet<>();
    private Pending pending;
    /** Presses per side and the last journalled readings, to set the clock after a replay. */
    private final int[] presses = new int[2];
    private long[] lastReadings;
    private Color drawOfferBy;
    private String result = "*";
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
        this.wallClock = wallClock;
        this.game = Game.fromPosition(setup.startPosition());
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
            throw new IllegalArgumentException("journal " + journal.path() + " already holds a game; resume it instead");
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
        if (records.isEmpty()) {
            throw new IllegalArgumentException("journal " + journal.path() + " holds no game");
        }
        Stamped first = EventCodec.decode(records.get(0), 1);
        if (!(first.event() instanceof Started started)) {
            throw new IllegalArgumentException("journal " + journal.path() + " does not begin with a game's setup");
        }
        Session s = new Session(started.setup(), journal, clockMillis, System::currentTimeMillis);
        s.wording = wording;
        s.replaying = true;
        for (int i = 0; i < records.size(); i++) {
            Stamped st = i == 0 ? first : EventCodec.decode(records.get(i), i + 1);
            try {
                s.apply(st);
            } catch (IllegalStateException | IllegalArgumentException e) {
                throw new IllegalArgumentException("journal record " + (i + 1) + " cannot be replayed: " + e.getMessage());
            }
        }
        s.replaying = false;
        s.restoreClock();
        if (s.result.equals("*")) {
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

    // ---- the Appendix's steps -------------------------------------------------------------

    /** A move made on the mover's board or relayed by the assistant. */
    public void makeMove(Color side, int move, Origin origin) {
        requirePlaying();
        if (side != position.sideToMove()) {
            throw new IllegalStateException(name(side) + " is not to move");
        }
        if (pending != null && !pending.pressed) {
            throw new IllegalStateException(name(pending.side) + "'s move " + pending.san + " is not finished yet");
        }
        if (pending != null && !pending.executed) {
            throw new IllegalStateException("first make " + pending.san + " on " + name(side) + "'s board");
        }
        if (!position.isLegal(move)) {
            throw new IllegalArgumentException("that move is illegal here");
        }
        String obligation = touchObligation(side, move);
        if (obligation != null && origin != Origin.BOARD) {
            throw new IllegalArgumentException(obligation + " (" + setup.edition() + " 4.3)");
        }
        record(new MoveMade(side, Notation.uci(position, move), origin));
        if (obligation != null) {
            // A move made on a board is a fact; the touch-move breach is the arbiter's to rule on.
            rule(setup.edition() + " 4.3", obligation + "; the move was made instead. The arbiter decides.");
        }
    }

    /** A move given as text: SAN, long algebraic, UCI or announced words. */
    public void makeMove(Color side, String text, Origin origin) {
        makeMove(side, readMove(text), origin);
    }

    /** The move's announcement; said again before the press, it corrects a slip of the tongue. */
    public void announce(Color side, String words) {
        Pending p = requirePending("announce");
        if (p.side != side) {
            throw new IllegalStateException("only " + name(p.side) + " announces " + p.san);
        }
        if (p.pressed) {
            throw new IllegalStateException("the clock is already pressed; a slip of the tongue must be corrected before the press (2009 E.2.6)");
        }
        if (words == null || words.isBlank()) {
            throw new IllegalArgumentException("the announcement is empty");
        }
        record(new Announced(side, words.strip()));
    }

    /** Announces the pending move in the session's own wording. */
    public void announce(Color side) {
        Pending p = requirePending("announce");
        announce(side, p.expectedWords);
    }

    /** The other side (or the assistant) repeats the announcement. */
    public void repeat(Color side) {
        Pending p = requirePending("repeat");
        if (p.words == null) {
            throw new IllegalStateException(p.san + " has not been announced yet");
        }
        if (side == p.side) {
            throw new IllegalStateException("the opponent repeats the announcement, not the mover");
        }
        record(new Repeated(side));
    }

    /** The move was made on the other board (reported by the assistant or sensed). */
    public void execute(Color side) {
        Pending p = requirePending("execute");
        if (side == p.side) {
            throw new IllegalStateException("the move is executed on the other board, " + name(side.opposite()) + "'s");
        }
        if (p.executed) {
            throw new IllegalStateException(p.san + " is already on " + name(side) + "'s board");
        }
        record(new Executed(side));
    }

    /** The mover presses the clock; allowed once the move is announced (2009 E.2.3). */
    public void press(Color side) {
        Pending p = requirePending("press the clock for");
        if (p.side != side || p.pressed) {
            throw new IllegalStateException("it is not " + name(side) + "'s clock to press");
        }
        if (p.words == null) {
            throw new IllegalStateException("announce " + p.san + " before pressing the clock (2009 E.2.3)");
        }
        if (!p.wordsMatch) {
            rule("2009 E.2.6", "The announcement '" + p.words + "' was not corrected before the press; it differs from "
                    + p.san + " on the board. The arbiter decides.");
        }
        // The clock computes the readings (increment, delay, next period) as it is pressed; the
        // journal then holds them, so a replay needs no clock arithmetic.
        long[] r = clock.press(side);
        record(new Pressed(side, r[0], r[1]));
        endIfOver();
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
        } else if (result.equals("*") && owner == position.sideToMove()
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
                    record(new Touched(owner, Square.name(lifted)));
                }
                return;
            }
        }
        tell(Notice.Kind.WARNING, name(owner) + "'s board differs from the game at "
                + differences(boards[owner.ordinal()], squares));
    }

    // ---- other acts ------------------------------------------------------------------------

    /** A piece touched with the intention to move or capture it (2018 4.3). */
    public void touch(Color side, int square) {
        requirePlaying();
        Piece piece = position.pieceAt(square);
        if (piece == null) {
            throw new IllegalArgumentException("there is no piece on " + Square.name(square) + " to touch");
        }
        record(new Touched(side, Square.name(square)));
    }

    public void offerDraw(Color side) {
        requirePlaying();
        if (drawOfferBy != null) {
            throw new IllegalStateException(name(drawOfferBy) + "'s draw offer is already pending");
        }
        record(new DrawOffered(side));
    }

    public void answerDraw(Color side, boolean accept) {
        requirePlaying();
        if (drawOfferBy == null || drawOfferBy == side) {
            throw new IllegalStateException("there is no draw offer for " + name(side) + " to answer");
        }
        record(new DrawAnswered(side, accept));
        if (accept) {
            end("1/2-1/2", "draw agreed");
        }
    }

    /**
     * A draw claim by threefold repetition or the fifty-move rule, with the move the claimant
     * intends to make, written but not made (2018 9.2.1.1, 9.3.1), or none. An incorrect claim
     * adds time to the opponent (2009 9.5: three minutes; 2014 on, 9.5.2: two) and an announced
     * move must then be made.
     */
    public boolean claim(Color side, Claim claim, String moveText) {
        requirePlaying();
        if (side != position.sideToMove()) {
            throw new IllegalStateException("only the player to move can claim a draw");
        }
        if (pending != null && !pending.executed) {
            throw new IllegalStateException("first make " + pending.san + " on " + name(side) + "'s board");
        }
        Integer move = moveText == null ? null : readMove(moveText);
        boolean upheld = claim == Claim.THREEFOLD
                ? (move == null ? game.isThreefold() : game.canClaimThreefoldWith(move))
                : (move == null ? game.isFiftyMoves() : game.canClaimFiftyWith(move));
        record(new Claimed(side, claim, move == null ? null : Notation.uci(position, move), upheld));
        if (upheld) {
            end("1/2-1/2", claim == Claim.THREEFOLD ? "draw by threefold repetition" : "draw by the fifty-move rule");
        } else {
            long add = setup.edition() == 2009 ? 180_000 : 120_000;
            Color opp = side.opposite();
            long w = clock.remaining(Color.WHITE) + (opp == Color.WHITE ? add : 0);
            long b = clock.remaining(Color.BLACK) + (opp == Color.BLACK ? add : 0);
            rule(setup.edition() == 2009 ? "2009 9.5" : setup.edition() + " 9.5.2",
                    "The claim is not correct. " + name(opp) + " gets " + add / 60_000 + " more minutes"
                            + (move == null ? "." : "; " + name(side) + " must play the announced move."));
            record(new Paused(w, b));
            record(new Resumed());
            if (move != null) {
                makeMove(side, move, Origin.TYPED);
            }
        }
        return upheld;
    }

    public void resign(Color side) {
        requirePlaying();
        record(new Resigned(side));
        end(side == Color.WHITE ? "0-1" : "1-0", name(side) + " resigned");
    }

    /** Seals the move of the player to move at adjournment; the clocks stop (2014 E.1). */
    public void seal(Color side, String moveText) {
        requirePlaying();
        if (side != position.sideToMove() || (pending != null && !pending.executed)) {
            throw new IllegalStateException("only the player to move seals a move, after the last move is on both boards");
        }
        int move = readMove(moveText);
        record(new Sealed(side, Notation.uci(position, move)));
        record(new Paused(clock.remaining(Color.WHITE), clock.remaining(Color.BLACK)));
    }

    /** Checks the running clock; a fallen flag ends the game (2018 6.9). */
    public void checkFlag() {
        Color running = clock.running();
        if (running != null && result.equals("*") && clock.flagFallen(running)) {
            record(new FlagFell(running));
            boolean canMate = !insufficientMaterial(running.opposite());
            end(canMate ? (running == Color.WHITE ? "0-1" : "1-0") : "1/2-1/2",
                    name(running) + "'s flag fell" + (canMate ? "" : "; the opponent cannot checkmate"));
        }
    }

    /** Stops the clocks (the arbiter, or the players before calling the arbiter). */
    public void pauseClock() {
        if (clock.running() == null) {
            throw new IllegalStateException("the clocks are already stopped");
        }
        record(new Paused(clock.remaining(Color.WHITE), clock.remaining(Color.BLACK)));
    }

    /** Starts the clock of the side that should be thinking. */
    public void startClock() {
        requirePlaying();
        if (clock.running() != null) {
            throw new IllegalStateException("the clock is already running");
        }
        if (setup.timeControl().isNone()) {
            throw new IllegalStateException("this game has no time control");
        }
        record(new Resumed());
    }

    /** A ruling from the Laws or by the arbiter: announced, shown and recorded; returns its number. */
    public int rule(String article, String text) {
        int n = rulings.size() + 1;
        record(new Ruled(n, article, text));
        return n;
    }

    /** The arbiter overrides ruling {@code number}; the original stays in the record. */
    public void override(int number, String text) {
        if (number < 1 || number > rulings.size()) {
            throw new IllegalArgumentException("there is no ruling number " + number);
        }
        if (text == null || text.isBlank()) {
            throw new IllegalArgumentException("an override needs the arbiter's words");
        }
        record(new Overridden(number, text.strip()));
    }

    /** A scoresheet entry that differs from the game (kept for the arbiter's reconciliation). */
    public void score(Color keeper, int ply, String text) {
        if (ply < 1 || ply > sheets.get(keeper.ordinal()).size()) {
            throw new IllegalArgumentException(name(keeper) + "'s scoresheet has no move " + ply);
        }
        record(new Scored(keeper, ply, text));
    }

    /** The arbiter sets the result (a ruling outside the session's own checks). */
    public void declareResult(String result, String reason) {
        if (!List.of("1-0", "0-1", "1/2-1/2").contains(result)) {
            throw new IllegalArgumentException("result must be 1-0, 0-1 or 1/2-1/2, not '" + result + "'");
        }
        requirePlaying();
        end(result, reason);
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
            game.play(move);
            position.makeMove(move);
            boards[m.side().ordinal()] = snapshot(position);
            touched[0] = touched[1] = null;
            if (drawOfferBy == m.side().opposite()) {
                drawOfferBy = null; // declined by playing on (2018 9.1.2.3)
            }
            pending = new Pending(m.side(), before, move, san, words);
            tell(Notice.Kind.STEP, name(m.side()) + " played " + san + "; announce it");
        } else if (e instanceof Announced a) {
            Pending p = requirePending("announce");
            p.words = a.words();
            p.wordsMatch = wordsMatch(p, a.words());
            tell(p.wordsMatch ? Notice.Kind.ANNOUNCEMENT : Notice.Kind.WARNING, p.wordsMatch ? a.words()
                    : "'" + a.words() + "' is not the move on the board, " + p.expectedWords
                            + "; correct it before pressing the clock");
        } else if (e instanceof Repeated) {
            requirePending("repeat").repeated = true;
        } else if (e instanceof Executed x) {
            Pending p = requirePending("execute");
            p.executed = true;
            boards[x.side().ordinal()] = snapshot(position);
        } else if (e instanceof Pressed pr) {
            Pending p = requirePending("press");
            p.pressed = true;
            sheets.get(0).add(p.san);
            sheets.get(1).add(p.san);
            clockAfterMove.add(pr.side() == Color.WHITE ? pr.whiteMillis() : pr.blackMillis());
            presses[pr.side().ordinal()]++;
            lastReadings = new long[] {pr.whiteMillis(), pr.blackMillis()};
        } else if (e instanceof Paused pa) {
            lastReadings = new long[] {pa.whiteMillis(), pa.blackMillis()};
            if (!replaying) {
                clock.set(pa.whiteMillis(), pa.blackMillis());
            }
        } else if (e instanceof Resumed) {
            if (!replaying) {
                clock.start();
            }
        } else if (e instanceof Touched t) {
            touched[t.side().ordinal()] = t.square();
            tell(Notice.Kind.PROMPT, name(t.side()) + " touched the piece on " + t.square());
        } else if (e instanceof DrawOffered d) {
            drawOfferBy = d.side();
            if (game.ply() > 0) {
                drawOfferPlies.add(game.ply() - 1); // written with the offerer's last move (2018 9.1.2.2)
            }
            tell(Notice.Kind.PROMPT, name(d.side()) + " offers a draw");
        } else if (e instanceof DrawAnswered d) {
            drawOfferBy = null;
            tell(Notice.Kind.PROMPT, name(d.side()) + (d.accepted() ? " accepts the draw" : " declines the draw"));
        } else if (e instanceof Claimed c) {
            tell(Notice.Kind.PROMPT, name(c.side()) + " claims a draw by "
                    + (c.claim() == Claim.THREEFOLD ? "threefold repetition" : "the fifty-move rule"));
        } else if (e instanceof Sealed s) {
            sealedMove = s;
            tell(Notice.Kind.PROMPT, name(s.side()) + " sealed a move; the game is adjourned");
        } else if (e instanceof Ruled r) {
            rulings.add(new Ruling(r.number(), r.article(), r.text(), null));
            tell(Notice.Kind.RULING, "Ruling " + r.number() + ", " + r.article() + ": " + r.text());
        } else if (e instanceof Overridden o) {
            Ruling r = rulings.get(o.number() - 1);
            rulings.set(o.number() - 1, new Ruling(r.number(), r.article(), r.text(), o.text()));
            tell(Notice.Kind.RULING, "The arbiter overrides ruling " + o.number() + ": " + o.text());
        } else if (e instanceof Scored s) {
            sheets.get(s.keeper().ordinal()).set(s.ply() - 1, s.text());
        } else if (e instanceof Ended x) {
            result = x.result();
            endReason = x.reason();
            clock.stop();
            tell(Notice.Kind.RESULT, x.reason() + ". " + x.result());
        }
        // Resigned and FlagFell only record the act; the Ended that follows carries the result.
    }

    /** After a replay: the clock stopped at the last journalled readings, move counters and turn. */
    private void restoreClock() {
        if (lastReadings != null) {
            clock.restore(lastReadings[0], lastReadings[1], presses[0], presses[1],
                    pending != null && !pending.pressed ? pending.side : position.sideToMove());
        }
    }

    private void end(String result, String reason) {
        record(new Ended(result, reason));
    }

    private void endIfOver() {
        if (position.isCheckmate()) {
            Color loser = position.sideToMove();
            end(loser == Color.WHITE ? "0-1" : "1-0", "Checkmate");
        } else if (position.isStalemate()) {
            end("1/2-1/2", "Stalemate");
        } else if (setup.edition() >= 2014 && game.isFivefold()) {
            end("1/2-1/2", "Draw: the same position five times (" + setup.edition() + " 9.6.1)");
        } else if (setup.edition() >= 2014 && game.isSeventyFive()) {
            end("1/2-1/2", "Draw: 75 moves without capture or pawn move (" + setup.edition() + " 9.6.2)");
        } else if (insufficientMaterial(Color.WHITE) && insufficientMaterial(Color.BLACK)) {
            end("1/2-1/2", "Draw: neither side can checkmate");
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

    /** The moves completed with a press, in SAN. A move not yet pressed is not told (2018 12.6). */
    public List<String> moves() {
        List<String> san = game.sanMoves();
        int n = pending != null && !pending.pressed ? san.size() - 1 : san.size();
        return List.copyOf(san.subList(0, n));
    }

    /** The game record of the moves completed with a press. */
    public Game completedGame() {
        Game g = Game.fromPosition(setup.startPosition());
        List<Integer> all = game.moves();
        for (int i = 0; i < moves().size(); i++) {
            g.play(all.get(i));
        }
        return g;
    }

    /** The last completed move in SAN, or null before the first. */
    public String lastMove() {
        List<String> m = moves();
        return m.isEmpty() ? null : m.get(m.size() - 1);
    }

    /** The announcement of the last completed move (for "repeat"). */
    public String lastAnnouncement() {
        for (int i = log.size() - 1; i >= 0; i--) {
            if (log.get(i).event() instanceof Announced a && (pending == null || pending.pressed || a.side() != pending.side)) {
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

    public Color clockRunning() {
        return clock.running();
    }

    public Color drawOfferBy() {
        return drawOfferBy;
    }

    /** The square a player touched and must move or capture, or null. */
    public String touched(Color side) {
        return touched[side.ordinal()];
    }

    public List<Ruling> rulings() {
        return List.copyOf(rulings);
    }

    public String result() {
        return result;
    }

    public String endReason() {
        return endReason;
    }

    public boolean isOver() {
        return !result.equals("*");
    }

    /** The sealed move in UCI and who sealed it, or null. */
    public Sealed sealedMove() {
        return sealedMove;
    }

    /** The events so far, readable: local time of day, the kind and its fields ("19:02:11 move white e2e4 BOARD"). */
    public List<String> eventLog() {
        java.time.format.DateTimeFormatter hms = java.time.format.DateTimeFormatter.ofPattern("HH:mm:ss");
        List<String> out = new ArrayList<>();
        for (Stamped s : log) {
            String line = EventCodec.encode(s.at(), s.event());
            String time = java.time.Instant.ofEpochMilli(s.at()).atZone(java.time.ZoneId.systemDefault()).format(hms);
            out.add(time + " " + line.substring(line.indexOf('\t') + 1).replace('\t', ' '));
        }
        return out;
    }

    public Journal journal() {
        return journal;
    }

    /**
     * The next step of the Appendix for the assistant. In tournament mode it never reminds anyone
     * to press the clock (2009 13.6, 2018 12.6).
     */
    public String nextStep() {
        Color other = mover().opposite();
        return switch (step()) {
            case OVER -> "The game is over: " + result;
            case ADJOURNED -> "The game is adjourned";
            case MOVE -> name(position.sideToMove()) + " to move";
            case ANNOUNCE -> name(pending.side) + ": announce " + pending.expectedWords;
            case REPEAT -> name(other) + ": repeat " + pending.words;
            case EXECUTE -> name(other) + ": make " + pending.san + " on your board";
            case PRESS -> setup.mode() == Mode.TRAINING ? name(pending.side) + ": press the clock"
                    : name(position.sideToMove()) + " to move";
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
        requireTraining("who attacks a square");
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
        requireTraining("legal moves");
        List<String> out = new ArrayList<>();
        for (int m : position.legalMoves()) {
            if (Move.from(m) == square) {
                out.add(Notation.san(position, m));
            }
        }
        return out;
    }

    private void requireTraining(String what) {
        if (setup.mode() != Mode.TRAINING) {
            throw new IllegalStateException("Not in tournament mode: telling " + what
                    + " would be advice the Laws forbid (2018 11.3.a)");
        }
    }

    // ---- helpers ---------------------------------------------------------------------------

    private int readMove(String text) {
        if (text == null || text.isBlank()) {
            throw new IllegalArgumentException("no move given");
        }
        try {
            return wording.read(position, text);
        } catch (IllegalArgumentException e) {
            return Notation.parse(position, text);
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

    private Pending requirePending(String what) {
        if (pending == null) {
            throw new IllegalStateException("no move has been made to " + what);
        }
        return pending;
    }

    private void requirePlaying() {
        if (isOver()) {
            throw new IllegalStateException("the game is over (" + result + ")");
        }
        if (sealedMove != null) {
            throw new IllegalStateException("the game is adjourned");
        }
    }

    /** The touch-move rule (2018 4.3): a touched own piece must move, a touched enemy piece be captured. */
    private String touchObligation(Color side, int move) {
        String sq = touched[side.ordinal()];
        if (sq == null) {
            return null;
        }
        int s = Square.parse(sq);
        Piece piece = position.pieceAt(s);
        if (piece == null) {
            return null;
        }
        boolean own = piece.color() == side;
        boolean fulfils = own ? Move.from(move) == s : Move.to(move) == s && !Move.isCastling(move);
        if (fulfils) {
            return null;
        }
        for (int m : position.legalMoves()) {
            if (own ? Move.from(m) == s : Move.to(m) == s && !Move.isCastling(m)) {
                return name(side) + " touched the " + pieceName(piece) + " on " + sq + " and must "
                        + (own ? "move it" : "capture it");
            }
        }
        return null;
    }

    private boolean insufficientMaterial(Color side) {
        return game.insufficientMaterial(side);
    }

    private void tell(Notice.Kind kind, String text) {
        if (replaying) {
            return;
        }
        Notice n = new Notice(kind, text);
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
