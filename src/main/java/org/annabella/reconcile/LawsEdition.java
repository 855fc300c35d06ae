package org.annabella.reconcile;

import java.util.EnumMap;
import java.util.Map;

/**
 * The edition of the FIDE Laws of Chess a ruling cites, and the article numbers each edition gives
 * to the rules the arbiter applies when two boards diverge.
 *
 * <p>Checked against the seeds: 2009 (seed 000: 6.13, 7.1 a/b, 7.3, 7.4 a/b, 7.5, Appendix E.2 items
 * 7 and 8) and the 2009-to-2014 comparison (seed 002: clocks after an irregularity moved from 6.13 to
 * 7.1, the illegal move from 7.4 to 7.5). The remaining 2014 numbers (7.2, 7.4, 7.6, Appendix D.2.7/8)
 * and the 2018/2023 numbers (Appendix D.2.9, 7.1, 7.2.1, 7.2.2, 7.4.1, 7.5.1, 7.5.5, 7.6) follow the
 * published English editions, which the seeds do not contain.
 */
public enum LawsEdition {
    E2009("2009"), E2014("2014"), E2018("2018"), E2023("2023");

    /** What an article is about; the ruling cites the topic's number in the chosen edition. */
    public enum Topic {
        SHEETS_AGREE, SHEETS_DIFFER, CLOCKS, INITIAL_POSITION, BOARD_PLACEMENT, PIECES_DISPLACED_BY_PLAYER,
        DISPLACED_PIECES_FOUND, ILLEGAL_MOVE, ILLEGAL_MOVE_PENALTY
    }

    private final String year;
    private final Map<Topic, String> articles = new EnumMap<>(Topic.class);

    LawsEdition(String year) {
        this.year = year;
    }

    static {
        put(Topic.SHEETS_AGREE, "E.2.7", "D.2.7", "D.2.9", "D.2.9");
        put(Topic.SHEETS_DIFFER, "E.2.8", "D.2.8", "D.2.9", "D.2.9");
        put(Topic.CLOCKS, "6.13", "7.1", "7.1", "7.1");
        put(Topic.INITIAL_POSITION, "7.1.a", "7.2.a", "7.2.1", "7.2.1");
        put(Topic.BOARD_PLACEMENT, "7.1.b", "7.2.b", "7.2.2", "7.2.2");
        put(Topic.PIECES_DISPLACED_BY_PLAYER, "7.3", "7.4.a", "7.4.1", "7.4.1");
        put(Topic.DISPLACED_PIECES_FOUND, "7.5", "7.6", "7.6", "7.6");
        put(Topic.ILLEGAL_MOVE, "7.4.a", "7.5.a", "7.5.1", "7.5.1");
        put(Topic.ILLEGAL_MOVE_PENALTY, "7.4.b", "7.5.b", "7.5.5", "7.5.5");
    }

    private static void put(Topic topic, String... numbers) {
        LawsEdition[] editions = values();
        for (int i = 0; i < editions.length; i++) {
            editions[i].articles.put(topic, numbers[i]);
        }
    }

    public String year() {
        return year;
    }

    /** The article number alone, e.g. "D.2.9". */
    public String article(Topic topic) {
        return articles.get(topic);
    }

    /** The citation as the docs write it: edition and number, e.g. "2018 D.2.9". */
    public String cite(Topic topic) {
        return year + " " + article(topic);
    }

    /** Reads "2009", "2014", "2018" or "2023". */
    public static LawsEdition parse(String text) {
        for (LawsEdition e : values()) {
            if (e.year.equals(text == null ? null : text.trim())) {
                return e;
            }
        }
        throw new IllegalArgumentException("laws edition '" + text + "' is not one of 2009, 2014, 2018, 2023");
    }
}
