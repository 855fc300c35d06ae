package org.annabella.rules.pgn;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.annabella.rules.Game;

/**
 * One game of a PGN file: its tags, the main line as a {@link Game}, and what was written around
 * each move (comments, NAGs, {@code [%clk]} times, variations kept as PGN text).
 */
public final class PgnGame {
    /** The Seven Tag Roster, in the order PGN requires them first. */
    public static final List<String> SEVEN_TAG_ROSTER =
            List.of("Event", "Site", "Date", "Round", "White", "Black", "Result");

    /** The game termination markers (PGN standard 8.2.6). */
    public static final List<String> RESULTS = List.of("1-0", "0-1", "1/2-1/2", "*");

    private final Map<String, String> tags = new LinkedHashMap<>();
    private final Game game;
    /** By ply, made when first asked for: most moves of a file have none, and a million moves would make a million. */
    private final Map<Integer, Annotations> annotations = new HashMap<>();
    private final List<String> notes = new ArrayList<>();
    private String preamble = "";
    private String result = "*";

    /** What a scoresheet or file says about one move, beyond the move itself. */
    public static final class Annotations {
        private final List<Integer> nags = new ArrayList<>();
        private final List<String> variations = new ArrayList<>();
        private String comment = "";
        private Double clockSeconds;

        public List<Integer> nags() {
            return nags;
        }

        /** Variations that follow the move, each as its PGN text without the parentheses. */
        public List<String> variations() {
            return variations;
        }

        /** The comment after the move, without any {@code [%clk]} command. */
        public String comment() {
            return comment;
        }

        public void setComment(String comment) {
            this.comment = comment == null ? "" : comment.trim();
        }

        /** The clock reading after the move from {@code [%clk h:mm:ss]}, in seconds, or null. */
        public Double clockSeconds() {
            return clockSeconds;
        }

        public void setClockSeconds(Double seconds) {
            this.clockSeconds = seconds;
        }
    }

    public PgnGame(Map<String, String> tags, Game game) {
        this.tags.putAll(tags);
        this.game = game;
        if (tags.containsKey("Result") && RESULTS.contains(tags.get("Result"))) {
            result = tags.get("Result"); // another value stays a tag only: the result is a marker or "*"
        }
    }

    public Map<String, String> tags() {
        return Collections.unmodifiableMap(tags);
    }

    /** The value of a tag, or null when the file does not give it. */
    public String tag(String name) {
        return tags.get(name);
    }

    /**
     * A tag of the Seven Tag Roster as PGN shows it: its value, or {@code "?"} (PGN's mark for
     * unknown, standard 8.1.1) when the file does not give it; the Result is the game's result.
     * For a title line such as "White - Black" of a file that holds only {@code 1-0}.
     */
    public String rosterTag(String name) {
        if (name.equals("Result")) {
            return result;
        }
        String value = tags.get(name);
        return value == null ? "?" : value;
    }

    public void setTag(String name, String value) {
        tags.put(name, value);
    }

    /**
     * What the reader noticed but accepted, one line each naming game, line and move: a capture
     * sign on a move that captures nothing, a wrong check or mate sign ({@link org.annabella.rules.MoveMarks}).
     */
    public List<String> notes() {
        return java.util.Collections.unmodifiableList(notes);
    }

    void addNote(String note) {
        notes.add(note);
    }

    public Game game() {
        return game;
    }

    /** The annotations of the move at {@code ply} (0-based). */
    public Annotations at(int ply) {
        Objects.checkIndex(ply, game.ply());
        return annotations.computeIfAbsent(ply, p -> new Annotations());
    }

    /** The plies (0-based, in order) that have annotations: a reader of them all need not make one for every move. */
    public List<Integer> annotatedPlies() {
        return annotations.keySet().stream().sorted().toList();
    }

    /** The comment before the first move. */
    public String preamble() {
        return preamble;
    }

    public void setPreamble(String text) {
        preamble = text == null ? "" : text.trim();
    }

    /** The game termination marker: {@code 1-0}, {@code 0-1}, {@code 1/2-1/2} or {@code *}. */
    public String result() {
        return result;
    }

    public void setResult(String result) {
        this.result = result;
    }
}
