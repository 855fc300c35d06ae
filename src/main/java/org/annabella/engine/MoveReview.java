package org.annabella.engine;

import java.util.List;
import org.annabella.rules.Color;

/**
 * One move of a game as the review judged it: what was played, the engine's best move there and
 * its line, the evaluation before and after from the mover's point of view, and what the move
 * cost him. A mistake loses at least a pawn's worth, or misses or allows a mate.
 *
 * @param ply the half-move's index from the game's start, 0 for the first
 * @param number the move number as written on a scoresheet
 * @param mover who played it
 * @param played the move played, SAN
 * @param playedMove the move played
 * @param best the engine's best move in the position, SAN
 * @param bestMove the engine's best move
 * @param line the engine's line from the position, best move first, SAN
 * @param before the position's evaluation before the move, the mover's point of view
 * @param after the evaluation after the move played, the mover's point of view
 */
public record MoveReview(int ply, int number, Color mover, String played, int playedMove, String best, int bestMove,
        List<String> line, Score before, Score after) {
    /** A mistake costs at least this many centipawns: a pawn's worth. */
    public static final int MISTAKE = 100;
    /** A blunder, marked "??": three pawns, a piece's worth, or a mate missed or allowed. */
    public static final int BLUNDER = 300;
    /** Beyond this either side is winning anyway; a loss is counted up to it, not in queens thrown after a lost game. */
    private static final int CAP = 2_000;

    public MoveReview {
        line = List.copyOf(line);
    }

    /** What the move lost, in centipawns from the mover's point of view (0 for the engine's own move or a gain). */
    public int lossCentipawns() {
        if (playedMove == bestMove) {
            return 0;
        }
        return Math.max(0, capped(before) - capped(after));
    }

    private static int capped(Score s) {
        return s.isMate() ? (s.mated() ? -CAP : CAP) : Math.max(-CAP, Math.min(CAP, s.centipawns()));
    }

    /** A mate the mover had and let go, or a mate against him that he allowed. */
    public boolean mateTurn() {
        if (playedMove == bestMove) {
            return false;
        }
        boolean missed = before.isMate() && !before.mated() && !(after.isMate() && !after.mated());
        boolean allowed = after.isMate() && after.mated() && !(before.isMate() && before.mated());
        return missed || allowed;
    }

    public boolean isMistake() {
        return mateTurn() || lossCentipawns() >= MISTAKE;
    }

    public boolean isBlunder() {
        return mateTurn() || lossCentipawns() >= BLUNDER;
    }

    /** The move as a scoresheet writes it: "14. Qxb7" or "14... Qxb2". */
    public String numbered() {
        return number + (mover == Color.WHITE ? ". " : "... ") + played;
    }

    /** What it cost, as the analysis prints it: "mate", or pawns with one decimal ("1.5"). */
    public String cost() {
        return mateTurn() ? "mate" : String.format(java.util.Locale.ROOT, "%.1f", lossCentipawns() / 100.0);
    }

    /** The PGN's mark for it: 4 ("??") for a blunder, 2 ("?") for a mistake, 0 for neither. */
    public int nag() {
        return isBlunder() ? 4 : isMistake() ? 2 : 0;
    }
}
