package org.annabella.announce;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.annabella.SharedTestData;
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
 * each style and verbosity, reads back to the same move; and the fide short form agrees with the
 * SAN of the rules core, symbol by symbol.
 */
class RoundTripTest {
    @Test
    void everyMoveOfTheSharedGamesReadsBack() throws IOException {
        List<Path> files = new ArrayList<>(SharedTestData.files("pgn", ".pgn"));
        files.addAll(SharedTestData.files("draws", ".pgn"));
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
                    String san = Notation.san(before, move);
                    assertEquals(fromSan(san, Move.isEnPassant(move)), Announcer.fide().announce(before, move),
                            () -> file.getFileName() + " ply " + at + ": " + san + " in " + before.toFen());
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

    private static final String[] FILES = {"Anna", "Bella", "Cesar", "David", "Eva", "Felix", "Gustav", "Hector"};
    private static final String[] RANKS = {"eins", "zwei", "drei", "vier", "fuenf", "sechs", "sieben", "acht"};

    /**
     * The fide short form spelt out from SAN symbol by symbol, as the spec's table reads: an
     * independent check of disambiguation, capture, promotion, check and mate against Notation.san.
     */
    static String fromSan(String san, boolean enPassant) {
        List<String> words = new ArrayList<>();
        String body = san.replaceAll("[+#]$", "");
        if (body.startsWith("O-O")) {
            words.add(body.equals("O-O") ? "Kurze Rochade" : "Lange Rochade");
        } else {
            for (int i = 0; i < body.length(); i++) {
                char c = body.charAt(i);
                if ("KQRBN".indexOf(c) >= 0) {
                    words.add(switch (c) {
                        case 'K' -> "Koenig";
                        case 'Q' -> "Dame";
                        case 'R' -> "Turm";
                        case 'B' -> "Laeufer";
                        default -> "Springer";
                    });
                } else if (c >= 'a' && c <= 'h') {
                    words.add(FILES[c - 'a']);
                } else if (c >= '1' && c <= '8') {
                    words.add(RANKS[c - '1']);
                } else if (c == 'x') {
                    words.add("schlaegt");
                } else if (c == '=') {
                    if (enPassant) {
                        throw new AssertionError(san);
                    }
                    words.add("Umwandlung");
                }
            }
            if (enPassant) {
                words.add("en passant");
            }
        }
        if (san.endsWith("+")) {
            words.add("Schach");
        } else if (san.endsWith("#")) {
            words.add("Matt");
        }
        return String.join(" ", words);
    }
}
