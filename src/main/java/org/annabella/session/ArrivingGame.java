package org.annabella.session;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.annabella.laws.MateAbility;
import org.annabella.rules.Game;
import org.annabella.rules.InputException;

/**
 * A game's journal records folded one by one as they arrive from elsewhere (a companion sending
 * its journal to the hall): each must read as an event and follow the ones before it, the first
 * being the game's setup, as a resume reads them ({@link GameState#applyRecord}). Not thread-safe.
 */
public final class ArrivingGame {
    private final Path path;
    private final Wording wording;
    private final MateAbility mate;
    private final List<String> records = new ArrayList<>();
    private GameState state;

    /**
     * An empty game, its records to be kept in the journal at {@code path} (named in refusals), its
     * referee asking {@code mate} whether a side can still mate (see {@link GameState#before(Setup, Wording, MateAbility)}).
     */
    public ArrivingGame(Path path, Wording wording, MateAbility mate) {
        this.path = path;
        this.wording = wording;
        this.mate = mate;
    }

    /** What one record added: its event, its time and the notice the people at the board were given, if any. */
    public record Arrived(Event event, long at, Optional<Notice> notice) {
    }

    /**
     * Folds {@code record} after the ones before it. Refused, nothing changed, as an
     * {@link InputException} when it holds no event, or a {@link JournalDamagedException} when it
     * cannot follow them (a first record that is not the setup, a move not legal there). Once it
     * is known to follow, and before it is folded, {@code durable} keeps it (a journal's append),
     * so a record is in the game only once it is kept.
     */
    public Arrived add(String record, java.util.function.Consumer<String> durable) {
        EventCodec.Stamped stamped = EventCodec.decode(record);
        List<String> with = new ArrayList<>(records);
        with.add(record);
        GameState before = state != null ? state : GameState.before(Journal.setupOf(path, with), wording, mate);
        GameState after = before.applyRecord(path, with, records.size());
        durable.accept(record);
        records.add(record);
        state = after;
        return new Arrived(stamped.event(), stamped.at(), Notices.of(stamped.event(), after));
    }

    /** The records folded so far. */
    public int size() {
        return records.size();
    }

    public String record(int index) {
        return records.get(index);
    }

    /** The game after the last record, or empty before the first. */
    public Optional<GameState> state() {
        return Optional.ofNullable(state);
    }

    /** The words of the last completed move in the game's wording ("Anna Bella Cesar ... "), or empty before one. */
    public Optional<String> lastMoveWords() {
        if (state == null || state.completedGame().ply() == 0) {
            return Optional.empty();
        }
        Game g = state.completedGame();
        return Optional.of(state.wording().words(g.positionAt(g.ply() - 1), g.moves().get(g.ply() - 1)));
    }
}
