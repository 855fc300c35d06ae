package org.annabella.ui.console;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.annabella.announce.BoardQueries;
import org.annabella.announce.MoveWords;
import org.annabella.announce.Sentences;
import org.annabella.announce.Style;
import org.annabella.rules.Piece;

/**
 * A whole board read out rank by rank, what a sighted player takes in at a glance: from rank 8
 * down to rank 1 and from the a-file to the h-file on each, as a diagram is printed and a FEN
 * written, whichever side the listener plays. One line a rank, in the words moves are announced
 * in ("Rank acht: black Turm on Anna acht, ..."), as the board queries of the announcements say
 * a rank; an empty rank is said as empty.
 */
final class BoardReading {
    private BoardReading() {
    }

    /**
     * The lines for {@code board}, in the announcer's {@code words}, else in the console
     * language's own conventional words ("Rank 8: black rook on a8, ...").
     */
    static List<String> lines(Piece[] board, Optional<MoveWords> words, ConsoleLanguage lang) {
        MoveWords w = words.orElseGet(() -> MoveWords.of(lang == ConsoleLanguage.ENGLISH ? Style.ENGLISH : Style.SPANISH));
        BoardQueries queries = new BoardQueries(Sentences.of(lang.words(), w));
        List<String> lines = new ArrayList<>();
        for (int rank = 7; rank >= 0; rank--) {
            lines.add(queries.rank(board, rank));
        }
        return lines;
    }
}
