package org.annabella.reconcile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.annabella.announce.Phrasebook;
import org.annabella.laws.Edition;
import org.annabella.rules.Piece;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Reconcile's words are data: the reconcile.* entries of voice/messages-LANG.phrases, which an
 * organiser may adapt (2018 D.1, 2009 E.1) without touching code, in both languages.
 */
class ReconcileWordsTest {
    private static final Path MASTER = Path.of("voice", "messages-en.phrases");

    private static ReconcileRuling bothBoardsRight() {
        WrittenSheet a = new WrittenSheet("A", null, List.of("e4", "e5"));
        BoardSnapshot board = BoardSnapshot.fromFen("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR");
        return Reconciler.rule(new Reconciler.Case(a, a, board, board, ClockLog.empty(), Edition.FIDE_2018));
    }

    @Test
    void anOrganiserChangesARulingsWordsInThePhrasebook(@TempDir Path home) throws IOException {
        Files.createDirectories(home.resolve("voice"));
        String book = Files.readString(MASTER, StandardCharsets.UTF_8)
                .replace("reconcile.board.right = Board {board}: right.", "reconcile.board.right = Board {board} is correct.");
        Files.writeString(home.resolve("voice").resolve("messages-en.phrases"), book, StandardCharsets.UTF_8);
        String before = System.getProperty("annabella.home");
        System.setProperty("annabella.home", home.toString());
        try {
            assertTrue(RulingText.lines(bothBoardsRight(), Voice.ENGLISH).contains("Board A is correct."));
        } finally {
            if (before == null) {
                System.clearProperty("annabella.home");
            } else {
                System.setProperty("annabella.home", before);
            }
        }
        assertTrue(RulingText.lines(bothBoardsRight(), Voice.ENGLISH).contains("Board A: right."));
    }

    @Test
    void theReconcileEntriesAreOneSectionInBothBooks() throws IOException {
        for (String lang : List.of("en", "es")) {
            Path file = Path.of("voice", "messages-" + lang + ".phrases");
            List<String> keys = List.copyOf(Phrasebook.parse(file.toString(), Files.readAllLines(file), null).keys());
            int first = keys.indexOf(keys.stream().filter(k -> k.startsWith("reconcile.")).findFirst().orElseThrow());
            long count = keys.stream().filter(k -> k.startsWith("reconcile.")).count();
            assertTrue(keys.subList(first, (int) (first + count)).stream().allMatch(k -> k.startsWith("reconcile.")),
                    lang + ": the reconcile.* entries stand together");
        }
    }

    @Test
    void aPieceTakesTheArticleAndAgreementItsNameTakesInSpanish() {
        Adjustment place = Adjustment.place(Piece.BLACK_ROOK, 63);
        assertEquals("pon la torre negra en h8", place.say(Voice.SPANISH));
        assertEquals("put the black rook on h8", place.say(Voice.ENGLISH));
        assertEquals("put the black Turm on Hector acht", place.say(Voice.PHONETIC));
        Adjustment replace = Adjustment.replace(Piece.WHITE_QUEEN, 4, Piece.WHITE_KNIGHT);
        assertEquals("cambia la dama de e1 por un caballo blanco", replace.say(Voice.SPANISH));
        assertEquals("replace the Dame on Eva eins with a white Springer", replace.say(Voice.PHONETIC));
    }
}
