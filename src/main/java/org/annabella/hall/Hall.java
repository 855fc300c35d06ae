package org.annabella.hall;

import java.io.Closeable;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import org.annabella.announce.Language;
import org.annabella.rules.InputException;

/**
 * The boards of one hall, from its folder: every registered board with its game, what changed
 * told to whoever follows (the live page, the console view), and the round's games as one PGN.
 */
public final class Hall implements Closeable {
    private final BoardKeys keys;
    private final Language language;
    private final ConcurrentSkipListMap<Integer, HallBoard> boards = new ConcurrentSkipListMap<>();
    private final List<Consumer<Change>> followers = new CopyOnWriteArrayList<>();
    /** The boards the followers were told of (at opening, every board then registered): a board not among them is new. */
    private final Set<Integer> known = ConcurrentHashMap.newKeySet();

    /** A board's new state, the alerts its new records gave, and whether the board is new to the followers. */
    public record Change(BoardView view, List<Alert> alerts, boolean added) {
    }

    private Hall(Path folder, Language language) {
        this.keys = new BoardKeys(folder);
        this.language = language;
    }

    /** The hall kept in {@code folder}, every registered board read back from its journal. */
    public static Hall open(Path folder, Language language) {
        if (!Files.isDirectory(folder)) {
            throw new InputException("--data " + folder + (Files.exists(folder) ? " is not a folder" : " does not exist")
                    + ": give the hall's folder, where 'annabella hall add-board' registered the boards");
        }
        Hall hall = new Hall(folder, language);
        hall.boards().forEach(b -> hall.known.add(b.number()));
        // Each board's PGN and view made once before the hall listens, so that the first pages
        // after a restart come as fast as the next ones (the PGNs are kept until a board's next record).
        hall.gamesPgn();
        hall.views();
        return hall;
    }

    public Language language() {
        return language;
    }

    /** Board {@code n}, if registered (also since the hall started). */
    Optional<HallBoard> board(int n) {
        HallBoard b = boards.get(n);
        if (b != null) {
            return Optional.of(b);
        }
        return keys.key(n).map(key -> boards.computeIfAbsent(n, k -> HallBoard.load(k, key, keys.journal(k))));
    }

    /** Every registered board, in board order. */
    List<HallBoard> boards() {
        keys.boards().forEach(this::board);
        return new ArrayList<>(boards.values());
    }

    public List<BoardView> views() {
        return boards().stream().map(b -> b.view(language)).toList();
    }

    public Optional<BoardView> view(int n) {
        return board(n).map(b -> b.view(language));
    }

    /** Every alert so far, in the order the boards' records say they happened. */
    public List<Alert> alerts() {
        List<Alert> all = new ArrayList<>();
        boards().forEach(b -> all.addAll(b.alerts()));
        all.sort(Comparator.comparingLong(Alert::at).thenComparingInt(Alert::board).thenComparingInt(Alert::position));
        return all;
    }

    /** The round's games as one PGN file: one game per board that has one, in board order, each with its Board tag. */
    public String gamesPgn() {
        StringBuilder out = new StringBuilder();
        for (HallBoard b : boards()) {
            b.pgn().ifPresent(p -> out.append(p).append(p.endsWith("\n") ? "\n" : "\n\n"));
        }
        return out.toString();
    }

    public Optional<String> pgn(int n) {
        return board(n).flatMap(HallBoard::pgn);
    }

    /** {@code follower} is told every change from now on, on the thread that stored it: it must not block. */
    public void follow(Consumer<Change> follower) {
        followers.add(follower);
    }

    public void unfollow(Consumer<Change> follower) {
        followers.remove(follower);
    }

    void changed(HallBoard board, List<Alert> alerts) {
        Change c = new Change(board.view(language), alerts, known.add(board.number()));
        followers.forEach(f -> f.accept(c));
    }

    /**
     * Tells the followers of each board registered ({@code hall add-board}) since they were told
     * of the boards, so that it shows without a reload. A key file being written is looked at again next time.
     */
    void lookForNewBoards() {
        for (int n : keys.boards()) {
            if (!known.contains(n)) {
                try {
                    board(n).ifPresent(b -> changed(b, List.of()));
                } catch (InputException e) {
                    // its key half written by add-board at this moment
                }
            }
        }
    }

    @Override
    public void close() {
        boards.values().forEach(HallBoard::close);
    }
}
