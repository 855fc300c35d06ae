package org.annabella.braille;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.annabella.rules.Color;
import org.annabella.rules.Game;
import org.annabella.rules.Position;
import org.annabella.rules.pgn.PgnGame;

/** The scoresheet of a PGN game: the header from its tags, its main line, draw offers, clock times. */
public final class PgnScoresheets {
    /** PGN tags written in the header, in this order, with their labels. */
    private static final Map<String, String> LABELS = new LinkedHashMap<>();

    static {
        LABELS.put("Event", "Event");
        LABELS.put("Site", "Site");
        LABELS.put("Date", "Date");
        LABELS.put("Round", "Round");
        LABELS.put("White", "White");
        LABELS.put("Black", "Black");
        LABELS.put("TimeControl", "Time control");
    }

    private PgnScoresheets() {
    }

    /**
     * The scoresheet of a game. Unknown values ("?", "????.??.??") are left out, except the two
     * players, whose colours the sheet must always show. {@code withClocks} adds the
     * {@code [%clk]} reading after each move that has one.
     */
    public static Scoresheet of(PgnGame pgn, boolean withClocks) {
        Map<String, String> header = new LinkedHashMap<>();
        LABELS.forEach((tag, label) -> {
            String value = pgn.tag(tag);
            boolean unknown = value == null || value.isBlank() || value.matches("[?.\\-]+");
            if (!unknown && tag.equals("Date")) {
                value = value.replaceAll("\\.[?]+", ""); // 1979.??.?? is written 1979
            }
            if (!unknown || tag.equals("White") || tag.equals("Black")) {
                header.put(label, unknown ? "?" : value.strip());
            }
        });
        Game game = pgn.game();
        Position start = game.startPosition();
        String fen = start.isChess960() ? start.toShredderFen() : start.toFen();
        List<Scoresheet.Entry> moves = new ArrayList<>();
        List<String> sans = game.sanMoves();
        for (int ply = 0; ply < sans.size(); ply++) {
            PgnGame.Annotations notes = pgn.at(ply);
            String clock = withClocks && notes.clockSeconds() != null ? Scoresheet.clockText(notes.clockSeconds()) : null;
            moves.add(new Scoresheet.Entry(sans.get(ply) + marks(notes.nags()), isDrawOffer(notes.comment()), clock));
        }
        return new Scoresheet(header, fen.equals(Position.startPosition().toFen()) ? null : fen,
                start.fullmoveNumber(), start.sideToMove() == Color.BLACK, moves, pgn.result());
    }

    /** The move's own marks written after it, as on a paper sheet: $1 to $6 as "!", "?", "!!", "??", "!?", "?!". */
    static String marks(List<Integer> nags) {
        StringBuilder b = new StringBuilder();
        for (int nag : nags) {
            if (nag >= 1 && nag <= 6) {
                b.append(List.of("!", "?", "!!", "??", "!?", "?!").get(nag - 1));
            }
        }
        return b.toString();
    }

    /** A draw offer noted in a comment: Appendix C's "(=)" or the words. */
    static boolean isDrawOffer(String comment) {
        String c = comment.toLowerCase(Locale.ROOT);
        return c.contains("(=)") || c.contains("draw offer") || c.contains("offers a draw") || c.contains("offered a draw");
    }
}
