package org.annabella.rules.dead;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.annabella.rules.Color;
import org.annabella.rules.Position;
import org.annabella.rules.pgn.PgnGame;
import org.annabella.rules.pgn.PgnReader;
import org.junit.jupiter.api.Test;

/**
 * The final positions of the games in shared/testdata/unwinnability/pgn, read with the PGN reader
 * and checked against the CHA labels (test vector or oracle) of the same position.
 */
class PgnFinalPositionsTest {
    private static final long NODES = 20_000;

    @Test
    void finalPositionsAgreeWithTheLabels() throws IOException {
        Path dir = ChaData.dir();
        assumeTrue(dir != null && Files.isDirectory(dir.resolve("pgn")), "shared unwinnability PGN files not found");
        Map<String, ChaData.Labelled> labels = new HashMap<>();
        for (ChaData.Labelled l : ChaData.testVector(dir)) {
            labels.put(placement(l.fen()), l);
        }
        for (ChaData.Labelled l : ChaData.oracle(dir)) {
            labels.put(placement(l.fen()), l);
        }
        List<Path> files;
        try (Stream<Path> walk = Files.walk(dir.resolve("pgn"))) {
            files = walk.filter(p -> p.toString().endsWith(".pgn")).sorted().toList();
        }
        Unwinnability analyser = new Unwinnability(NODES);
        List<String> wrong = new ArrayList<>();
        int games = 0;
        int labelled = 0;
        for (Path file : files) {
            for (PgnGame game : PgnReader.readAll(file)) {
                games++;
                Position end = game.game().position();
                String full = analyser.deadPositionCode(end, SearchMode.FULL);
                String quick = analyser.deadPositionCode(end, SearchMode.QUICK);
                String where = dir.relativize(file) + ": " + end.toFen();
                ChaData.Labelled label = labels.get(placement(end.toFen()));
                if (label != null) {
                    labelled++;
                    String expected = "" + label.white() + label.black();
                    compare(expected, full, "full " + where, wrong);
                    compare(expected, quick, "quick " + where, wrong);
                }
            }
        }
        System.out.printf("unwinnability PGN finals: %d games in %d files, %d labelled%n", games, files.size(),
                labelled);
        assertEquals(List.of(), wrong);
        assertTrue(games >= files.size(), "every file holds a game");
        assertTrue(labelled * 10 >= games * 9, "most final positions carry a CHA label: " + labelled);
    }

    private static void compare(String expected, String got, String where, List<String> wrong) {
        for (int side = 0; side < 2; side++) {
            char e = expected.charAt(side);
            char g = got.charAt(side);
            if (e != '?' && g != '?' && e != g) {
                wrong.add(Color.values()[side] + " expected " + e + " got " + g + " in " + where);
            }
        }
    }

    /** Placement, side, castling and en passant: the fields that decide the answer. */
    private static String placement(String fen) {
        String[] f = fen.split(" ");
        return f[0] + " " + f[1] + " " + (f.length > 2 ? f[2] : "-") + " " + (f.length > 3 ? f[3] : "-");
    }
}
