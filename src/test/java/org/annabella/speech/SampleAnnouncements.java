package org.annabella.speech;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.annabella.SharedTestData;
import org.annabella.announce.Announcer;
import org.annabella.announce.Style;
import org.annabella.announce.Verbosity;
import org.annabella.rules.Game;
import org.annabella.rules.Position;
import org.annabella.rules.pgn.PgnGame;
import org.annabella.rules.pgn.PgnReader;

/** Moves and their announcements for the intelligibility test and the latency benchmark. */
public final class SampleAnnouncements {
    /** A legal move in the position before it, and who announces it (short or full form). */
    public record Sample(Position before, int move, Announcer announcer) {
        public String announce() {
            return announcer.announce(before, move);
        }
    }

    private SampleAnnouncements() {
    }

    /** The announcements of {@link #samples}, as org.annabella.announce words them. */
    public static List<String> announcements() {
        return samples().stream().map(Sample::announce).toList();
    }

    /**
     * 240 moves from the games of ../shared/testdata/pgn (the test is skipped without them),
     * announced in style fide, short and full form in turn: first, for each word of the scheme,
     * the first legal move in those games' positions whose announcement says it (games may
     * never promote to a Turm or take en passant), then the moves played, evenly spread.
     */
    public static List<Sample> samples() {
        Announcer[] forms = {new Announcer(Style.FIDE, Verbosity.SHORT), new Announcer(Style.FIDE, Verbosity.FULL)};
        List<Sample> played = new ArrayList<>();
        List<Sample> chosen = new ArrayList<>();
        Set<String> said = new HashSet<>();
        for (Path file : SharedTestData.files("pgn", ".pgn")) {
            for (PgnGame pgn : read(file)) {
                Game game = pgn.game();
                for (int ply = 0; ply < game.ply(); ply++) {
                    Position before = game.positionAt(ply);
                    Announcer announcer = forms[played.size() % 2];
                    played.add(new Sample(before, game.moves().get(ply), announcer));
                    for (int move : before.legalMoves()) {
                        Sample s = new Sample(before, move, announcer);
                        if (said.addAll(List.of(s.announce().split(" ")))) {
                            chosen.add(s);
                        }
                    }
                }
            }
        }
        int step = Math.max(1, played.size() / 240);
        for (int i = 0; chosen.size() < 240 && i < played.size(); i += step) {
            chosen.add(played.get(i));
        }
        return chosen;
    }

    private static List<PgnGame> read(Path file) {
        return PgnReader.readAll(file);
    }
}
