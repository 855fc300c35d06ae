package org.annabella.ui.console;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.annabella.announce.MoveWords;
import org.annabella.rules.Piece;
import org.annabella.rules.Square;

/**
 * A whole board read out rank by rank, what a sighted player takes in at a glance: from rank 8
 * down to rank 1 and from the a-file to the h-file on each, as a diagram is printed and a FEN
 * written, whichever side the listener plays. One line a rank, naming only the occupied squares
 * in the words moves are announced in ("Rank 8: Anna acht black Turm, ..."), an empty rank said
 * as empty.
 */
final class BoardReading {
    private BoardReading() {
    }

    /** The lines for {@code board}, squares and pieces in {@code words}, or written (e4, knight) without them. */
    static List<String> lines(Piece[] board, Optional<MoveWords> words, ConsoleLanguage lang) {
        List<String> lines = new ArrayList<>();
        for (int rank = 7; rank >= 0; rank--) {
            List<String> here = new ArrayList<>();
            for (int file = 0; file < 8; file++) {
                int sq = Square.of(file, rank);
                Piece p = board[sq];
                if (p != null) {
                    here.add(words.map(w -> w.square(sq)).orElse(Square.name(sq)) + " " + lang.pieceWithColor(p.color(),
                            p.type(), words.map(w -> w.piece(p.type())).orElse(lang.piece(p.type()))));
                }
            }
            String label = lang.say("rank", "rank", rank + 1);
            lines.add(here.isEmpty() ? lang.say("empty", "label", label)
                    : lang.say("on", "label", label, "contents", String.join(", ", here)));
        }
        return lines;
    }
}
