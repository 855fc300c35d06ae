package org.annabella.reconcile;

import org.annabella.laws.Edition;
import org.annabella.laws.Rule;

/**
 * The articles a reconciliation ruling cites. The rules the laws package already numbers (clocks
 * after an irregularity, the illegal move and its penalty) take their numbers from
 * {@link Rule}; the others are numbered here, once per edition, in the order 2009, 2014, 2018,
 * 2023.
 *
 * <p>Checked against the seeds: 2009 (seed 000: 7.1 a/b, 7.3, 7.5, Appendix E.2 items 7 and 8).
 * The 2014 numbers (7.2, 7.4, 7.6, Appendix D.2.7/8) and the 2018/2023 numbers (Appendix D.2.9,
 * 7.2.1, 7.2.2, 7.4.1, 7.6) follow the published English editions, which the seeds do not contain.
 */
public enum Article {
    /** Boards differ, scoresheets agree: the player who made the wrong move adjusts his board. */
    SHEETS_AGREE("E.2.7", "D.2.7", "D.2.9", "D.2.9"),
    /** Boards differ, scoresheets differ: moves retraced to where they agree, clocks readjusted. */
    SHEETS_DIFFER("E.2.8", "D.2.8", "D.2.9", "D.2.9"),
    CLOCKS(Rule.CLOCKS_RESTORED),
    INITIAL_POSITION("7.1.a", "7.2.a", "7.2.1", "7.2.1"),
    BOARD_PLACEMENT("7.1.b", "7.2.b", "7.2.2", "7.2.2"),
    PIECES_DISPLACED_BY_PLAYER("7.3", "7.4.a", "7.4.1", "7.4.1"),
    DISPLACED_PIECES_FOUND("7.5", "7.6", "7.6", "7.6"),
    ILLEGAL_MOVE(Rule.ILLEGAL_MOVE_RESTORED),
    ILLEGAL_MOVE_PENALTY(Rule.ILLEGAL_MOVE_PENALTY);

    private final Rule rule;
    private final String[] numbers;

    Article(String... numbers) {
        this.rule = null;
        this.numbers = numbers;
    }

    Article(Rule rule) {
        this.rule = rule;
        this.numbers = null;
    }

    /** The article number alone in that edition, e.g. "D.2.9". */
    public String number(Edition edition) {
        return rule != null ? rule.article(edition) : numbers[edition.ordinal()];
    }

    /** Edition and number, as the docs write them: "2018 D.2.9". */
    public String cite(Edition edition) {
        return edition.year() + " " + number(edition);
    }
}
