package org.annabella.rules.dead;

import java.util.List;
import org.annabella.rules.Color;

/**
 * The answer for one side: its verdict and, when WINNABLE, the mating line from the analysed
 * position (legal moves as ints per {@link org.annabella.rules.Move}, empty when the position is
 * already mate) ending in checkmate of the other side.
 *
 * @param side the intended winner
 * @param verdict what was decided
 * @param line the mating line when WINNABLE, else empty
 * @param method a short phrase saying how the verdict was reached (for people and logs)
 * @param nodes positions visited by the searches
 */
public record Analysis(Color side, Verdict verdict, List<Integer> line, String method, long nodes) {
    public Analysis {
        line = List.copyOf(line);
        if (verdict != Verdict.WINNABLE && !line.isEmpty()) {
            throw new IllegalArgumentException("only a winnable verdict carries a mating line");
        }
    }

    /** The letter for this side in the CHA convention: W or B if winnable, '-' if not, '?' if undecided. */
    public char letter() {
        switch (verdict) {
            case WINNABLE: return side == Color.WHITE ? 'W' : 'B';
            case UNWINNABLE: return '-';
            default: return '?';
        }
    }
}
