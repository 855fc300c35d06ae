package org.annabella.braille;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.annabella.rules.Game;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Golden scoresheets of three well-known games, checked by hand against the code (see the
 * comments) and kept in src/test/resources/braille. Regenerate with -Dbraille.golden.write=true
 * only after checking the new output by hand again.
 */
class GoldenScoresheetTest {
    private static final Path GOLDEN = Path.of("src", "test", "resources", "braille");

    /**
     * Opera game, Paris 1858. By hand: 12.O-O-O Rd8 is ⠂⠆ ⠕⠤⠕⠤⠕ ⠗⠙⠦ (lower 1 2; O-O-O; R d 8),
     * 17.Rd8# is ⠂⠶ ⠗⠙⠦⠼ (mate, dots 3-4-5-6), 11.Bxb5+ Nbd7 is ⠂⠂ ⠇⠭⠃⠢⠬ ⠎⠃⠙⠶.
     */
    static final String OPERA = "e4 e5 Nf3 d6 d4 Bg4 dxe5 Bxf3 Qxf3 dxe5 Bc4 Nf6 Qb3 Qe7 Nc3 c6 Bg5 b5 Nxb5 cxb5 "
            + "Bxb5+ Nbd7 O-O-O Rd8 Rxd7 Rxd7 Rd1 Qe6 Bxd7+ Nxd7 Qb8+ Nxb8 Rd8#";

    /** Deep Blue - Kasparov, game 6, New York 1997. By hand: 7.N1f3 h6 is ⠶ ⠎⠂⠋⠒ ⠓⠖. */
    static final String DEEP_BLUE = "e4 c6 d4 d5 Nc3 dxe4 Nxe4 Nd7 Ng5 Ngf6 Bd3 e6 N1f3 h6 Nxe6 Qe7 O-O fxe6 "
            + "Bg6+ Kd8 Bf4 b5 a4 Bb7 Re1 Nd5 Bg3 Kc8 axb5 cxb5 Qd3 Bc6 Bf5 exf5 Rxe7 Bxe7 c4";

    /** Molinari - Bordais, 1979. By hand: 5.g3 Nd3# is ⠢ ⠛⠒ ⠎⠙⠒⠼, and 0-1 is ⠴⠤⠂. */
    static final String MOLINARI = "e4 c5 c4 Nc6 Ne2 Nf6 Nbc3 Nb4 g3 Nd3#";

    static Scoresheet sheet(String name) {
        Map<String, String> header = new LinkedHashMap<>();
        String moves;
        String result;
        switch (name) {
            case "opera" -> {
                header.put("Event", "Opera game");
                header.put("Site", "Paris");
                header.put("Date", "1858");
                header.put("White", "Morphy, Paul");
                header.put("Black", "Duke Karl and Count Isouard");
                moves = OPERA;
                result = "1-0";
            }
            case "deep-blue-kasparov-1997" -> {
                header.put("Event", "IBM Man-Machine, New York USA");
                header.put("Date", "1997.05.11");
                header.put("Round", "6");
                header.put("White", "Deep Blue");
                header.put("Black", "Kasparov, Garry");
                header.put("Time control", "40/7200:20/3600:900");
                moves = DEEP_BLUE;
                result = "1-0";
            }
            default -> {
                header.put("Date", "1979");
                header.put("White", "Molinari");
                header.put("Black", "Bordais");
                moves = MOLINARI;
                result = "0-1";
            }
        }
        Game game = Game.fromStart();
        List<Scoresheet.Entry> entries = new ArrayList<>();
        for (String san : moves.split(" ")) {
            game.play(san);
            entries.add(new Scoresheet.Entry(san));
        }
        assertEquals(List.of(moves.split(" ")), game.sanMoves(), "the golden games are typed in SAN as the rules write it");
        return new Scoresheet(header, null, 1, false, entries, result);
    }

    @ParameterizedTest
    @ValueSource(strings = {"opera", "deep-blue-kasparov-1997", "molinari-bordais-1979"})
    void golden(String name) throws IOException {
        Scoresheet sheet = sheet(name);
        ScoresheetWriter writer = ScoresheetWriter.standard();
        for (ScoresheetWriter.Format format : ScoresheetWriter.Format.values()) {
            String text = writer.write(sheet, format, 40, 25);
            Path file = GOLDEN.resolve(name + (format == ScoresheetWriter.Format.BRF ? ".brf" : ".txt"));
            if (Boolean.getBoolean("braille.golden.write")) {
                Files.writeString(file, text, StandardCharsets.UTF_8);
            }
            assertEquals(Files.readString(file, StandardCharsets.UTF_8), text, file.toString());
            Game back = ScoresheetReader.standard().readGame(text);
            assertEquals(sheet.moves().stream().map(Scoresheet.Entry::san).toList(), back.sanMoves());
        }
    }
}
