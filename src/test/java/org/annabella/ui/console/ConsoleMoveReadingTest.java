package org.annabella.ui.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.annabella.announce.AnnouncementReader;
import org.annabella.announce.Announcer;
import org.annabella.announce.Style;
import org.annabella.announce.Verbosity;
import org.annabella.rules.Descriptive;
import org.annabella.rules.Game;
import org.annabella.rules.Move;
import org.annabella.rules.MoveList;
import org.annabella.rules.Notation;
import org.annabella.rules.PieceLetters;
import org.annabella.rules.Position;
import org.annabella.rules.Square;
import org.annabella.session.Assistance;
import org.annabella.session.BoardKind;
import org.annabella.session.GameTimeControl;
import org.annabella.session.Mode;
import org.annabella.session.Player;
import org.annabella.session.Setup;
import org.annabella.session.Wording;
import org.annabella.testkit.RandomGames;

/**
 * One reader of moves for every surface (issue 30): every legal move of a random position, written
 * in every notation, language and style the console reads, is typed into the console in English
 * and in Spanish and read back to that move (the console's confirm step says which move it read),
 * and {@code annabella parse --lang} reads the same text to the same move.
 */
class ConsoleMoveReadingTest {
    private static final AnnouncementReader PARSE = new AnnouncementReader();
    private static final List<Announcer> STYLES = List.of(new Announcer(Style.FIDE, Verbosity.SHORT),
            new Announcer(Style.FIDE, Verbosity.FULL), new Announcer(Style.ENGLISH, Verbosity.SHORT),
            new Announcer(Style.SPANISH, Verbosity.SHORT), new Announcer(Style.SPANISH, Verbosity.FULL));
    private static final String FIGURINES = "\u2654\u2655\u2656\u2657\u2658";

    @Provide
    Arbitrary<Game> games() {
        return RandomGames.games(80);
    }

    @Property(tries = 25)
    void everyLegalMoveInEveryWritingIsReadAtTheConsoleAsParseReadsIt(@ForAll("games") Game game) throws IOException {
        Position p = game.position();
        for (ConsoleLanguage lang : ConsoleLanguage.values()) {
            PieceLetters letters = lang == ConsoleLanguage.ENGLISH ? PieceLetters.ENGLISH : PieceLetters.SPANISH;
            ConsoleTable table = tableAt(p, lang);
            table.console.confirmTypedMoves(true);
            MoveList moves = new MoveList();
            p.legalMoves(moves);
            for (int i = 0; i < moves.size(); i++) {
                int move = moves.get(i);
                String expected = Notation.san(p, move);
                for (String text : writings(p, move, letters)) {
                    String where = "\"" + text + "\" (" + expected + ") in " + lang + " at " + p.toFen();
                    assertEquals(move, PARSE.read(p.copy(), text, letters), "parse --lang: " + where);
                    String readBack = table.ask(text);
                    assertTrue(table.console.awaitingYes(), where + ": " + readBack);
                    assertTrue(readBack.endsWith("¿" + expected + "? Intro o sí la hace, no la cancela, o escriba la jugada correcta.")
                            || readBack.endsWith(": " + expected + "? Enter or yes makes it, no cancels it, or type the right move."),
                            where + ": " + readBack);
                    table.ask("no");
                }
            }
            assertEquals(0, table.session.state().moves().size(), "every move was cancelled");
        }
    }

    /** The console at {@code p}, the game announced in SAN (so the read-back names the move read). */
    private static ConsoleTable tableAt(Position p, ConsoleLanguage lang) throws IOException {
        Path dir = Files.createTempDirectory("annabella-reading");
        dir.toFile().deleteOnExit();
        Setup setup = new Setup(new Player("Ann", true, false), new Player("Bob", false, false),
                Assistance.VISUALLY_IMPAIRED_PLAYER, 2018, GameTimeControl.parse("-"), Mode.TOURNAMENT, p.toFen(),
                BoardKind.NONE, BoardKind.NONE, "?", "?", "?", "?");
        ConsoleTable table = new ConsoleTable(setup, dir.resolve("g.journal"), () -> 0L, Wording.SAN, lang);
        dir.resolve("g.journal").toFile().deleteOnExit();
        return table;
    }

    /**
     * The move written every way a person types it in the language of {@code letters}: SAN in its
     * letters (and the letters of a language that agrees on R), long algebraic, UCI, ICCF,
     * figurines, the language's descriptive notation and the words of every style.
     */
    static List<String> writings(Position p, int move, PieceLetters letters) {
        List<String> out = new ArrayList<>();
        out.add(Notation.san(p, move, letters));
        out.add(Notation.san(p, move, letters == PieceLetters.ENGLISH ? PieceLetters.GERMAN : PieceLetters.FRENCH));
        out.add(Notation.uci(p, move));
        out.add(Notation.iccf(move));
        String piece = p.pieceAt(Move.from(move)).type().letter() == 'P' ? ""
                : String.valueOf(letters.letter(p.pieceAt(Move.from(move)).type()));
        if (!Move.isCastling(move)) {
            String promotion = Move.isPromotion(move) ? "=" + letters.letter(Move.promotionPiece(move)) : "";
            out.add(piece + Square.name(Move.from(move)) + "-" + Square.name(Move.to(move)) + promotion);
        }
        out.add(figurines(Notation.san(p, move)));
        out.add(Descriptive.write(p, move, Descriptive.Form.of(letters)));
        for (Announcer a : STYLES) {
            out.add(a.announce(p, move));
            out.add(a.announce(p, move).toLowerCase(Locale.ROOT));
        }
        return out;
    }

    /** SAN with figurines for the English piece letters: "♘f3", "e8=♕". */
    private static String figurines(String san) {
        StringBuilder b = new StringBuilder(san);
        for (int i = 0; i < b.length(); i++) {
            int k = "KQRBN".indexOf(b.charAt(i));
            if (k >= 0 && (i == 0 || b.charAt(i - 1) == '=')) {
                b.setCharAt(i, FIGURINES.charAt(k));
            }
        }
        return b.toString();
    }
}
