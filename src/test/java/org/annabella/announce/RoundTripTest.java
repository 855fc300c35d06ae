package org.annabella.announce;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.annabella.rules.Game;
import org.annabella.rules.Move;
import org.annabella.rules.Notation;
import org.annabella.rules.Position;
import org.annabella.rules.pgn.PgnException;
import org.annabella.rules.pgn.PgnGame;
import org.annabella.rules.pgn.PgnReader;
import org.junit.jupiter.api.Test;

/**
 * Acceptance of issue 3: every move of every game in shared/testdata/pgn and draws, announced in
 * each style and verbosity, reads back to the same move.
 */
class RoundTripTest {
    static Path shared(String... parts) {
        Path relative = Path.of("..", "shared", "testdata").resolve(Path.of("", parts));
        return Files.isDirectory(relative) ? relative : Path.of("/work/shared/testdata").resolve(Path.of("", parts));
    }

    static List<Path> pgnFiles(String folder) throws IOException {
        Path dir = shared(folder);
        assumeTrue(Files.isDirectory(dir), "shared test data absent: " + dir);
        try (Stream<Path> s = Files.walk(dir)) {
            return s.filter(p -> p.toString().endsWith(".pgn")).sorted().toList();
        }
    }

    @Test
    void everyMoveOfTheSharedGamesReadsBack() throws IOException {
        List<Path> files = new ArrayList<>(pgnFiles("pgn"));
        files.addAll(pgnFiles("draws"));
        AnnouncementReader reader = new AnnouncementReader();
        List<Announcer> announcers = new ArrayList<>();
        for (Style s : Style.values()) {
            for (Verbosity v : Verbosity.values()) {
                announcers.add(new Announcer(s, v));
            }
        }
        int moves = 0;
        for (Path file : files) {
            PgnReader pgn = PgnReader.of(file);
            while (true) {
                PgnGame g;
                try {
                    g = pgn.next();
                } catch (PgnException e) {
                    continue; // a game the PGN reader refuses is the reader's business, not ours
                }
                if (g == null) {
                    break;
                }
                Game game = g.game();
                Position before = game.startPosition();
                for (int ply = 0; ply < game.ply(); ply++) {
                    int move = game.moves().get(ply);
                    int at = ply;
                    if (Move.isNull(move)) {
                        before.makeNullMove(); // "--" in a PGN is no move and has no announcement
                        continue;
                    }
                    for (Announcer a : announcers) {
                        String words = a.announce(before, move);
                        assertEquals(move, reader.read(before, words), () -> file.getFileName() + " ply " + at + ": \""
                                + words + "\" in " + before.toFen() + " should be " + Notation.san(before, move));
                    }
                    before.makeMove(move);
                    moves++;
                }
            }
        }
        assertTrue(moves > 1000, "only " + moves + " moves checked");
    }
}
