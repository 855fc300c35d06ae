package org.annabella.session;

import java.util.List;
import org.annabella.rules.Position;

/**
 * The game as PGN: the Seven Tag Roster, TimeControl, the Laws' edition and the session's mode
 * (so an arbiter sees whether computed aids were available), and each move's clock reading as
 * a {@code [%clk H:MM:SS]} comment.
 */
public final class PgnExport {
    private PgnExport() {
    }

    public static String write(Session session) {
        Setup s = session.setup();
        StringBuilder sb = new StringBuilder();
        tag(sb, "Event", s.event());
        tag(sb, "Site", s.site());
        tag(sb, "Date", s.date());
        tag(sb, "Round", s.round());
        tag(sb, "White", s.white().name());
        tag(sb, "Black", s.black().name());
        tag(sb, "Result", session.result());
        tag(sb, "TimeControl", s.timeControl().pgn());
        tag(sb, "Mode", s.mode().label());
        tag(sb, "Laws", Integer.toString(s.edition()));
        if (s.startFen() != null) {
            tag(sb, "SetUp", "1");
            tag(sb, "FEN", s.startFen());
        }
        if (session.endReason() != null) {
            tag(sb, "Termination", session.endReason());
        }
        sb.append('\n');
        Position start = s.startPosition();
        List<String> moves = session.moves();
        List<Long> clocks = session.clockAfterEachMove();
        int number = start.fullmoveNumber();
        boolean white = start.sideToMove() == org.annabella.rules.Color.WHITE;
        StringBuilder line = new StringBuilder();
        for (int i = 0; i < moves.size(); i++) {
            String token = (white ? number + ". " : i == 0 ? number + "... " : "") + moves.get(i);
            if (i < clocks.size() && !s.timeControl().isNone()) {
                token += " {[%clk " + clk(clocks.get(i)) + "]}";
            }
            append(sb, line, token);
            if (!white) {
                number++;
            }
            white = !white;
        }
        append(sb, line, session.result());
        sb.append(line).append('\n');
        return sb.toString();
    }

    /** Keeps lines under 80 characters, as the PGN standard asks. */
    private static void append(StringBuilder sb, StringBuilder line, String token) {
        if (line.length() > 0 && line.length() + 1 + token.length() > 79) {
            sb.append(line).append('\n');
            line.setLength(0);
        }
        if (line.length() > 0) {
            line.append(' ');
        }
        line.append(token);
    }

    static String clk(long millis) {
        long s = millis / 1000;
        return String.format("%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60);
    }

    private static void tag(StringBuilder sb, String name, String value) {
        sb.append('[').append(name).append(" \"").append(value.replace("\\", "\\\\").replace("\"", "\\\""))
                .append("\"]\n");
    }
}
