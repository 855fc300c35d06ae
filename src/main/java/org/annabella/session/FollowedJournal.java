package org.annabella.session;

import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import org.annabella.rules.InputException;

/**
 * A game followed from its journal while another program (play, resume) writes it: read again
 * on every {@link #poll}, never written, never cut. For a window that only watches. The game is
 * the same fold of the journal's records a resume makes ({@link GameState#apply}), and the people
 * watching are told what the players were told ({@link Notices}).
 */
public final class FollowedJournal {
    private final Path path;
    private GameState state;
    private int records;

    /** Starts following; refused when the journal holds no game or is damaged (as by {@link Journal#inspect}). */
    public FollowedJournal(Path path, Wording wording) {
        this.path = path;
        this.state = GameState.before(Journal.inspect(path), wording);
    }

    public Path path() {
        return path;
    }

    /** The game as of the last reading. */
    public GameState state() {
        return state;
    }

    /**
     * Reads the records written since the last reading and tells {@code told} each notice they
     * give, with {@link #state} already the state that record led to. Returns whether anything
     * new was read. A journal damaged since, or a record that cannot follow the ones before it,
     * is refused as an {@link InputException} naming the record; the state stays as it was.
     */
    public boolean poll(Consumer<Notice> told) {
        List<String> all = Journal.read(path);
        boolean any = false;
        for (; records < all.size(); records++) {
            GameState next = state.applyRecord(path, all, records);
            state = next;
            any = true;
            Notices.of(EventCodec.decode(all.get(records)).event(), next).ifPresent(told);
        }
        return any;
    }
}
