package org.annabella.rules.pgn;

import java.util.Map;
import org.annabella.rules.Color;
import org.annabella.rules.Fen;
import org.annabella.rules.Game;
import org.annabella.rules.Position;

/** Writes export-format PGN: the Seven Tag Roster first, lines of at most 80 characters. */
public final class PgnWriter {
    private static final int WIDTH = 80;

    private PgnWriter() {
    }

    public static String write(PgnGame pgn) {
        StringBuilder sb = new StringBuilder();
        Map<String, String> tags = pgn.tags();
        Game game = pgn.game();
        for (String name : PgnGame.SEVEN_TAG_ROSTER) {
            String value = name.equals("Result") ? pgn.result() : tags.getOrDefault(name, "?");
            tag(sb, name, value);
        }
        Position start = game.startPosition();
        String startFen = start.toFen();
        boolean setUp = !startFen.equals(Fen.START) || start.isChess960();
        for (Map.Entry<String, String> e : tags.entrySet()) {
            String name = e.getKey();
            if (!PgnGame.SEVEN_TAG_ROSTER.contains(name) && !name.equals("FEN") && !name.equals("SetUp")) {
                tag(sb, name, e.getValue());
            }
        }
        if (setUp) {
            tag(sb, "SetUp", "1");
            tag(sb, "FEN", start.isChess960() ? start.toShredderFen() : startFen);
        }
        sb.append('\n');
        Line line = new Line(sb);
        if (!pgn.preamble().isEmpty()) {
            line.add("{" + pgn.preamble() + "}");
        }
        for (int ply = 0; ply < game.ply(); ply++) {
            boolean white = (ply + (start.sideToMove() == Color.BLACK ? 1 : 0)) % 2 == 0;
            int number = game.moveNumberAt(ply);
            if (white) {
                line.add(number + ".");
            } else if (ply == 0 || needsNumberAgain(pgn.at(ply - 1))) {
                line.add(number + "...");
            }
            line.add(game.sanMoves().get(ply));
            PgnGame.Annotations a = pgn.at(ply);
            for (int nag : a.nags()) {
                line.add("$" + nag);
            }
            String comment = a.comment();
            if (a.clockSeconds() != null) {
                comment = (clock(a.clockSeconds()) + " " + comment).trim();
            }
            if (!comment.isEmpty()) {
                line.add("{" + comment + "}");
            }
            for (String v : a.variations()) {
                line.add("(" + v + ")");
            }
        }
        line.add(pgn.result());
        line.end();
        return sb.toString();
    }

    private static boolean needsNumberAgain(PgnGame.Annotations previous) {
        return !previous.comment().isEmpty() || previous.clockSeconds() != null || !previous.variations().isEmpty();
    }

    /** {@code [%clk h:mm:ss]} with whole seconds, as most software writes it. */
    static String clock(double seconds) {
        long s = Math.round(Math.floor(seconds));
        return String.format("[%%clk %d:%02d:%02d]", s / 3600, s / 60 % 60, s % 60);
    }

    private static void tag(StringBuilder sb, String name, String value) {
        sb.append('[').append(name).append(" \"").append(value.replace("\\", "\\\\").replace("\"", "\\\""))
                .append("\"]\n");
    }

    /** Fills lines word by word up to the width. */
    private static final class Line {
        private final StringBuilder out;
        private int length;

        Line(StringBuilder out) {
            this.out = out;
        }

        void add(String word) {
            if (length > 0 && length + 1 + word.length() > WIDTH) {
                out.append('\n');
                length = 0;
            } else if (length > 0) {
                out.append(' ');
                length++;
            }
            out.append(word);
            length += word.length();
        }

        void end() {
            out.append("\n");
        }
    }
}
