package org.annabella.reconcile;

import org.annabella.laws.Rule;
import org.annabella.laws.Edition;
import java.util.List;

/**
 * The arbiter's ruling for two boards: the kind of case, the articles of the chosen edition, what
 * was found (facts only), each board's verdict and steps, the clock setting where play goes back,
 * and what only the arbiter can decide.
 *
 * @param targetPly the half-move (counted from the sheets' start) whose position both boards must show
 * @param targetFen that position
 * @param lastAgreedMove the last move both sheets have in common, or null if they differ from the first
 * @param clocks the clock setting for the position play goes back to, or null when clocks stay
 * @param decisions things the arbiter must decide (never guessed by the tool)
 */
public record ReconcileRuling(Edition edition, Kind kind, List<Rule> topics, SheetComparison sheets,
        List<Told> findings, List<BoardVerdict> boards, int targetPly, String targetFen, MoveRef lastAgreedMove,
        ClockSetting clocks, List<Told> decisions) {

    public enum Kind {
        /** Sheets agree and both boards show their position: nothing to correct. */
        BOARDS_RIGHT,
        /** Sheets agree; a board is wrong and is set to the sheets' position (2009 E.2.7, 2018 D.2.9). */
        BOARD_WRONG,
        /** One sheet has a recording slip; once corrected the sheets agree and E.2.7 / D.2.9 applies. */
        SHEET_SLIP,
        /** Both sheets record the same illegal move: the position before it is reinstated (2009 7.4, 2018 7.5). */
        ILLEGAL_MOVE,
        /** Sheets differ: moves are retraced to where they agree, clocks readjusted (2009 E.2.8, 2018 D.2.9). */
        SHEETS_DIFFER
    }

    /**
     * Clock times and move counter for the position play goes back to.
     *
     * @param white seconds left for White, or null if no reading is known
     * @param black seconds left for Black, or null if no reading is known
     * @param moveCounter the number of moves White has completed there
     */
    public record ClockSetting(Long white, Long black, int moveCounter) {
    }

    public ReconcileRuling {
        topics = List.copyOf(topics);
        findings = List.copyOf(findings);
        boards = List.copyOf(boards);
        decisions = List.copyOf(decisions);
    }

    public List<String> articles() {
        return topics.stream().map(edition::cite).distinct().toList();
    }
}
