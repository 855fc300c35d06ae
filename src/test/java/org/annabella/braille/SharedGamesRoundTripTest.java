package org.annabella.braille;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.annabella.rules.Game;
import org.annabella.rules.pgn.PgnGame;
import org.annabella.rules.pgn.PgnReader;
import org.annabella.SharedTestData;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Acceptance: every game of the shared PGN files to braille, both formats, and back gives the same moves. */
class SharedGamesRoundTripTest {
    private static final ScoresheetWriter WRITER = ScoresheetWriter.standard();
    private static final ScoresheetReader READER = ScoresheetReader.standard();

    static Stream<Arguments> files() {
        return Stream.concat(SharedTestData.files("pgn", ".pgn").stream(), SharedTestData.files("draws", ".pgn").stream())
                .map(p -> Arguments.of(p.getFileName().toString(), p));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("files")
    void roundTrip(String name, Path file) throws IOException {
        List<PgnGame> games = PgnReader.readAll(file);
        assertTrue(!games.isEmpty(), name + " has no game");
        for (int i = 0; i < games.size(); i++) {
            PgnGame pgn = games.get(i);
            Scoresheet sheet = PgnScoresheets.of(pgn, true);
            for (int[] size : new int[][] {{40, 25}, {24, 8}}) {
                for (ScoresheetWriter.Format format : ScoresheetWriter.Format.values()) {
                    String where = name + " game " + (i + 1) + " " + format + " " + size[0] + "x" + size[1];
                    String text = WRITER.write(sheet, format, size[0], size[1]);
                    if (format == ScoresheetWriter.Format.BRF) {
                        BrfPages.assertFits(text, size[0], size[1], where);
                    } else {
                        text.lines().forEach(l -> assertTrue(l.length() <= size[0], where + ": line too wide: " + l));
                    }
                    ScoresheetReader.Sheet read = READER.read(text);
                    Game back = READER.play(read);
                    assertEquals(pgn.game().moves(), back.moves(), where);
                    assertEquals(pgn.game().sanMoves(), back.sanMoves(), where);
                    assertEquals(pgn.result(), read.result(), where);
                    assertEquals(asUebReadsIt(sheet.header()), read.header(), where);
                    for (int m = 0; m < sheet.moves().size(); m++) {
                        assertEquals(sheet.moves().get(m).clock(), read.moves().get(m).clock(), where + " clock " + m);
                        assertEquals(sheet.moves().get(m).drawOffer(), read.moves().get(m).drawOffer(), where);
                    }
                }
            }
        }
    }

    /** Unified English Braille has one sign, dots 2-5-6 three times, for "..." and the ellipsis "…". */
    private static Map<String, String> asUebReadsIt(Map<String, String> header) {
        Map<String, String> read = new LinkedHashMap<>();
        header.forEach((label, value) -> read.put(label, value.replace("...", "…")));
        return read;
    }
}
