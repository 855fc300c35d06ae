package org.annabella.ui.fx;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.annabella.rules.Color;
import org.annabella.session.ClockRecord;
import org.annabella.session.FollowedJournal;
import org.annabella.session.GameClock;
import org.annabella.session.GameState;
import org.annabella.session.Notice;
import org.annabella.session.Session;

/**
 * Where the window reads the game from: a session played here, which the window may act on, or
 * a journal another program writes, which the window only follows. Listeners are told on the
 * thread that learnt of the change, with {@link #state} already the state it led to.
 */
interface GameSource {
    GameState state();

    /** The remaining milliseconds of {@code side}'s clock now. */
    long remaining(Color side);

    /** The side whose clock runs now, or null. */
    Color clockRunning();

    /** Hears every change of the state. */
    void onChange(Runnable listener);

    /** Hears what the people at the board are told. */
    void onNotice(Consumer<Notice> listener);

    /** The session to act on, or null when the window only follows. */
    Session session();

    static GameSource of(Session session) {
        return new GameSource() {
            @Override
            public GameState state() {
                return session.state();
            }

            @Override
            public long remaining(Color side) {
                return session.remaining(side);
            }

            @Override
            public Color clockRunning() {
                return session.clockRunning();
            }

            @Override
            public void onChange(Runnable listener) {
                session.onEvent(line -> listener.run());
            }

            @Override
            public void onNotice(Consumer<Notice> listener) {
                session.onNotice(listener);
            }

            @Override
            public Session session() {
                return session;
            }
        };
    }

    /**
     * A followed journal, read again whenever {@link Followed#poll} is called. The clocks are
     * those of the last clock record, the running one counted down since it was written.
     */
    static Followed following(FollowedJournal journal) {
        return new Followed(journal);
    }

    /** A game followed from its journal: read-only. */
    final class Followed implements GameSource {
        private final FollowedJournal journal;
        private final List<Runnable> changes = new ArrayList<>();
        private final List<Consumer<Notice>> notices = new ArrayList<>();

        private Followed(FollowedJournal journal) {
            this.journal = journal;
        }

        /** Reads what was written since; refused as {@link FollowedJournal#poll} is. */
        void poll() {
            if (journal.poll(n -> notices.forEach(l -> l.accept(n)))) {
                changes.forEach(Runnable::run);
            }
        }

        Path path() {
            return journal.path();
        }

        @Override
        public GameState state() {
            return journal.state();
        }

        @Override
        public long remaining(Color side) {
            GameState g = journal.state();
            ClockRecord c = g.clock();
            if (!c.read()) {
                return new GameClock(g.setup().timeControl(), () -> 0).remaining(side);
            }
            long left = c.reading(side);
            return side == clockRunning() ? left - (System.currentTimeMillis() - c.lastAt()) : left;
        }

        @Override
        public Color clockRunning() {
            GameState g = journal.state();
            return g.clock().running() && !g.isOver() && !g.setup().timeControl().isNone() ? g.thinking() : null;
        }

        @Override
        public void onChange(Runnable listener) {
            changes.add(listener);
        }

        @Override
        public void onNotice(Consumer<Notice> listener) {
            notices.add(listener);
        }

        @Override
        public Session session() {
            return null;
        }
    }
}
