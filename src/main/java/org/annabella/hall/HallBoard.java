package org.annabella.hall;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.annabella.announce.Language;
import org.annabella.laws.MateAbility;
import org.annabella.rules.Color;
import org.annabella.rules.InputException;
import org.annabella.rules.pgn.PgnGame;
import org.annabella.rules.pgn.PgnWriter;
import org.annabella.session.ArrivingGame;
import org.annabella.session.Event;
import org.annabella.session.Journal;
import org.annabella.session.JournalDamagedException;
import org.annabella.session.PgnExport;
import org.annabella.session.PhoneticWording;

/**
 * One board of the hall: its key, and its game kept in a journal of the companion's own format,
 * each record forced to disk before it is acknowledged, so a hall killed and restarted has every
 * record it acknowledged. A record is taken only at the next position and only when it follows
 * the game; one sent again (an acknowledgement lost on the way) is stored once. Thread-safe.
 */
final class HallBoard {
    private final int number;
    private final byte[] key;
    private final Path path;
    private final ArrivingGame game;
    private final List<Alert> alerts = new ArrayList<>();
    /** Whether each side's fallen flag was said: at its first reading of zero, or at its claim. */
    private final boolean[] flagSaid = new boolean[2];
    private Journal journal;
    /** The time of the last request taken (or record read back), so that a request replayed is refused. */
    private long lastRequest;
    private String pgn;
    private Made view;

    /**
     * One analyser of "can this side still mate" for every board of the hall, one question at a
     * time: its caches are megabytes, a round has a hundred boards, and its answers are the
     * same whichever game asked before.
     */
    private static final MateAbility MATE = shared(MateAbility.byAnalysis());

    private static MateAbility shared(MateAbility analyser) {
        return (position, side) -> {
            synchronized (analyser) {
                return analyser.canMate(position, side);
            }
        };
    }

    private HallBoard(int number, byte[] key, Path path) {
        this.number = number;
        this.key = key.clone();
        this.path = path;
        this.game = new ArrivingGame(path, PhoneticWording.fide(), MATE);
    }

    /** The board as its journal left it (none yet: an empty board); a torn last record is cut as a resume cuts it. */
    static HallBoard load(int number, byte[] key, Path path) {
        HallBoard b = new HallBoard(number, key, path);
        if (Files.exists(path)) {
            b.journal = Journal.open(path);
            try {
                for (String r : b.journal.records()) {
                    b.fold(r);
                }
            } catch (InputException e) {
                b.journal.close();
                throw new InputException("board " + number + ": " + e.getMessage(), e);
            }
        }
        return b;
    }

    int number() {
        return number;
    }

    byte[] key() {
        return key.clone();
    }

    /** Why the hall stopped taking a companion's records, if it did. */
    enum Stop {
        /** Every record sent is held. */
        NONE,
        /** A record does not follow the ones the hall holds: another game, or a move not legal there. */
        NOT_FOLLOWING,
        /** A record holds no event. */
        NO_EVENT
    }

    /**
     * What became of the records sent: the records the hall holds of this board after the request,
     * whether any of them was new, the alerts the new ones gave, and where and why it stopped.
     */
    record Outcome(int held, boolean stored, List<Alert> alerts, Stop stop, String why) {
    }

    /**
     * Takes {@code records}, the first being record {@code position} (from 0), each one that is
     * the next and follows the game; one the hall holds already (an acknowledgement lost on the
     * way) is stored once. Stops at the first that does not follow or holds no event: those before
     * it are kept. The new records go to disk together, forced once, before anything is told.
     */
    synchronized Outcome append(int position, List<String> records) {
        if (position > game.size()) {
            return new Outcome(game.size(), false, List.of(), Stop.NOT_FOLLOWING,
                    "the hall holds " + game.size() + " records of this board, not " + position);
        }
        List<String> taken = new ArrayList<>();
        List<Alert> said = new ArrayList<>();
        Stop stop = Stop.NONE;
        String why = "";
        for (int i = 0; i < records.size() && stop == Stop.NONE; i++) {
            int at = position + i;
            String record = records.get(i);
            try {
                if (at < game.size()) {
                    if (!game.record(at).equals(record)) {
                        stop = Stop.NOT_FOLLOWING;
                        why = "record " + at + " differs from the one the hall holds";
                    }
                    continue;
                }
                ArrivingGame.Arrived a = game.add(record, taken::add);
                alert(a).ifPresent(said::add);
            } catch (JournalDamagedException e) {
                stop = Stop.NOT_FOLLOWING;
                why = e.why();
            } catch (InputException e) {
                stop = Stop.NO_EVENT;
                why = e.getMessage();
            }
        }
        if (!taken.isEmpty()) {
            if (journal == null) {
                journal = Journal.create(path);
            }
            journal.appendAll(taken);
            alerts.addAll(said);
            pgn = null;
            view = null;
        }
        return new Outcome(game.size(), !taken.isEmpty(), List.copyOf(said), stop, why);
    }

    /**
     * A record read back on loading. A request is signed after its record was written, on the same
     * clock, so no request made before the last record's time can be new: a replay of one is
     * refused after a restart too.
     */
    private void fold(String record) {
        ArrivingGame.Arrived a = game.add(record, r -> { });
        lastRequest = Math.max(lastRequest, a.at());
        alert(a).ifPresent(alerts::add);
    }

    /**
     * The alert of the record just taken, if any. A flag is said when it falls, at the companion's
     * first clock reading of zero (2018 6.8: the flag counts as fallen when the arbiter observes
     * it), and not again when it is claimed.
     */
    private Optional<Alert> alert(ArrivingGame.Arrived a) {
        Event event = a.event();
        Color flagged = event instanceof Event.FlagFell f ? f.side()
                : event instanceof Event.ClockNoted c ? (c.whiteMillis() == 0 ? Color.WHITE : c.blackMillis() == 0 ? Color.BLACK : null)
                : null;
        if (flagged != null) {
            if (flagSaid[flagged.ordinal()]) {
                return Optional.empty();
            }
            flagSaid[flagged.ordinal()] = true;
            event = new Event.FlagFell(flagged);
        }
        return Alert.of(number, game.size() - 1, a.at(), event);
    }

    /** Whether a request stamped {@code time} is newer than every request taken before; if so it becomes the last. */
    synchronized boolean fresh(long time) {
        if (time <= lastRequest) {
            return false;
        }
        lastRequest = time;
        return true;
    }

    /**
     * The board as its game stands, its clocks run on to now. The view is made once a record
     * (a page connecting is sent every board's) and its clocks run on from the moment it was made.
     */
    synchronized BoardView view(Language language) {
        long now = System.currentTimeMillis();
        if (view == null || view.language() != language) {
            view = new Made(BoardView.of(number, game, language, now), language, now);
        }
        return view.view().after(Math.max(0, now - view.at()));
    }

    /** A view, its language, and when it was made. */
    private record Made(BoardView view, Language language, long at) {
    }

    synchronized List<Alert> alerts() {
        return List.copyOf(alerts);
    }

    synchronized int held() {
        return game.size();
    }

    /** The game as PGN with {@code [%clk]} and a {@code Board} tag, or empty before its setup arrived. */
    synchronized Optional<String> pgn() {
        if (game.state().isEmpty()) {
            return Optional.empty();
        }
        if (pgn == null) {
            PgnGame p = PgnExport.toPgn(game.state().get());
            p.setTag("Board", Integer.toString(number));
            pgn = PgnWriter.write(p);
        }
        return Optional.of(pgn);
    }

    synchronized void close() {
        if (journal != null) {
            journal.close();
        }
    }
}
