package org.annabella.ui.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.annabella.rules.Color;
import org.annabella.session.Assistance;
import org.annabella.session.GameTimeControl;
import org.annabella.session.Mode;
import org.annabella.session.PhoneticWording;
import org.annabella.session.Player;
import org.annabella.session.Setup;
import org.annabella.session.Wording;
import org.junit.jupiter.api.Test;

/** What players ask for at the table: short names, the moves again, the whole board, answers in short lines. */
class ConsoleReadingTest extends AtTheTable {

    void open(ConsoleLanguage lang, Wording wording) {
        sit(new ConsoleTable(dir.resolve("g.journal"), "300+2", Mode.TOURNAMENT, now::get, wording, lang));
    }

    /** What the console said in answer to one line, line by line. */
    List<String> ask(String line) {
        return table.ask(line).lines().toList();
    }

    void play(String... moves) {
        for (String m : moves) {
            ask(m);
        }
    }

    @Test
    void oneLetterNamesStandForTheCommandsAskedMost() {
        open(ConsoleLanguage.ENGLISH, PhoneticWording.fide());
        play("e4", "e5", "Nf3");
        assertEquals(ask("board"), ask("b"));
        assertEquals(ask("clock"), ask("c"));
        assertEquals(ask("last"), ask("l"));
        assertEquals(ask("moves"), ask("m"));
        assertEquals(ask("pieces black"), ask("p black"));
        assertEquals(List.of("Rank 4: e4 white pawn."), ask("s 4"));
        assertEquals(List.of("File e: e1 white king, e4 white pawn, e5 black pawn, e8 black king."), ask("s e"));
        assertEquals(ask("s e"), ask("s Eva"));
        assertEquals(List.of("e4: white pawn."), ask("s eva vier"));
        assertEquals(ask("help scan"), ask("help s"));
        assertEquals(List.of("A rank is a number from 1 to 8, not 9."), ask("s 9"));
    }

    @Test
    void aLineThatReadsAsAMoveIsAMoveWhateverItsFirstLetter() {
        open(ConsoleLanguage.ENGLISH, Wording.SAN);
        play("e4", "e5");
        // "s d4" is the German knight letter: a move, refused with the move's own reason.
        assertEquals(List.of("Illegal move \"s d4\": no white knight can move to d4."), ask("s d4"));
        assertEquals(List.of("Illegal move \"s e4\": e4 is occupied by a white pawn."), ask("s e4"));
        assertEquals(List.of("White: Nf3."), ask("S f3"));
        // "c 5" is the pawn move c5, "b 4" b4, "P d5" a pawn: moves, not clock, board or pieces.
        assertEquals(List.of("Black: c5."), ask("c 5"));
        assertEquals(List.of("White: b4."), ask("b 4"));
        assertEquals(List.of("Black: d5."), ask("P d5"));
        // Written as SAN a move has a digit, which no one-letter name has: b5 is the move.
        assertEquals(List.of("White: b5."), ask("b5"));
        assertEquals(7, session.state().moves().size());
        // Alone, or with what is no move, the letters are the commands.
        assertTrue(ask("b").get(0).startsWith("Rank 8: black rook on a8"), ask("b").toString());
        assertTrue(ask("c").get(0).startsWith("White: 4 moves"), ask("c").toString());
        assertEquals(List.of("4. White: b5."), ask("l 1"));
        // A letter of a command that takes nothing is that command only alone.
        assertTrue(ask("c now").get(0).startsWith("Cannot read \"c now\""), ask("c now").toString());
        assertEquals(7, session.state().moves().size());
    }

    @Test
    void theLastMovesAgainAsTheyWereAnnounced() {
        open(ConsoleLanguage.ENGLISH, PhoneticWording.fide());
        assertEquals(List.of("No moves yet."), ask("last 5"));
        play("e4", "e5", "Nf3", "Nc6", "Bb5");
        assertEquals(List.of("2. White: Springer Felix drei.", "2. Black: Springer Cesar sechs.",
                "3. White: Laeufer Bella fuenf."), ask("last 3"));
        assertEquals(ask("last 3"), ask("moves 3"));
        assertEquals(ask("l 3"), ask("m 3"));
        assertEquals(5, ask("moves 50").size(), "more than were played: all of them");
        assertEquals(List.of("Give a number of moves from 1, like last 5, not 0."), ask("last 0"));
        assertEquals(List.of("Give a number of moves from 1, like last 5, not five."), ask("moves five"));
        assertEquals(List.of("Last move, number 3, White: Bb5."), ask("last"));
    }

    @Test
    void theScoreOneMovePairALine() {
        open(ConsoleLanguage.ENGLISH, PhoneticWording.fide());
        play("e4", "e5", "Nf3", "Nc6", "Bb5");
        assertEquals(List.of("1. e4 e5.", "2. Nf3 Nc6.", "3. Bb5."), ask("moves"));
        ask("a6");
        assertEquals(List.of("1. e4 e5.", "2. Nf3 Nc6.", "3. Bb5 a6."), ask("m"));
    }

    @Test
    void aGameSetUpWithBlackToMoveIsNumberedFromItsPosition() {
        Setup setup = new Setup(new Player("Ann", true, false), new Player("Bob", false, false),
                Assistance.VISUALLY_IMPAIRED_PLAYER, 2018, GameTimeControl.parse("300+2"), Mode.TOURNAMENT,
                "4k3/8/8/8/8/8/4P3/4K3 b - - 0 40", org.annabella.session.BoardKind.NONE, org.annabella.session.BoardKind.NONE,
                "?", "?", "?", "?");
        sit(new ConsoleTable(setup, dir.resolve("g.journal"), now::get, PhoneticWording.fide(), ConsoleLanguage.ENGLISH));
        play("Kd7", "e4", "Kc6");
        assertEquals(List.of("40... Kd7.", "41. e4 Kc6."), ask("moves"));
        assertEquals(List.of("40. Black: Koenig David sieben.", "41. White: Eva vier.", "41. Black: Koenig Cesar sechs."),
                ask("last 3"));
    }

    @Test
    void theBoardRankByRankFromRankEightInTheAnnouncementsWords() {
        open(ConsoleLanguage.ENGLISH, PhoneticWording.fide());
        play("e4", "e5", "Nf3");
        List<String> board = ask("board");
        assertEquals(8, board.size(), board.toString());
        assertEquals("Rank acht: black Turm on Anna acht, black Springer on Bella acht, black Laeufer on Cesar acht, "
                + "black Dame on David acht, black Koenig on Eva acht, black Laeufer on Felix acht, black Springer on Gustav acht "
                + "and black Turm on Hector acht.", board.get(0));
        assertEquals("Rank sechs: empty.", board.get(2));
        assertEquals("Rank fuenf: black Bauer on Eva fuenf.", board.get(3));
        assertEquals("Rank drei: white Springer on Felix drei.", board.get(5));
        assertTrue(board.get(7).startsWith("Rank eins: white Turm on Anna eins, white Springer on Bella eins,")
                && !board.get(7).contains("Gustav"), board.get(7));
    }

    @Test
    void theBoardIsThePlayersOwnBoard() {
        open(ConsoleLanguage.ENGLISH, PhoneticWording.fide());
        console.followsSensedBoard(Color.BLACK);
        ask("e4");
        // Played on White's board, not yet made on Black's: White's board is read, as every query.
        assertNull(session.state().board(Color.BLACK)[org.annabella.rules.Square.parse("e4")], "not on Black's board yet");
        assertEquals("Rank vier: white Bauer on Eva vier.", ask("b").get(4));
        assertEquals("Rank zwei: white Bauer on Anna zwei, white Bauer on Bella zwei, white Bauer on Cesar zwei, "
                + "white Bauer on David zwei, white Bauer on Felix zwei, white Bauer on Gustav zwei and white Bauer on Hector zwei.",
                ask("b").get(6));
        assertEquals("Rank sieben: black Bauer on Anna sieben, black Bauer on Bella sieben, black Bauer on Cesar sieben, "
                + "black Bauer on David sieben, black Bauer on Eva sieben, black Bauer on Felix sieben, black Bauer on Gustav sieben "
                + "and black Bauer on Hector sieben.", ask("b").get(1));
    }

    @Test
    void withoutAnAnnouncementStyleTheBoardIsWritten() {
        open(ConsoleLanguage.ENGLISH, Wording.SAN);
        ask("e4");
        assertEquals("Rank 4: white pawn on e4.", ask("board").get(4));
        assertEquals(List.of("1. White: e4."), ask("last 1"));
    }

    @Test
    void inSpanish() {
        open(ConsoleLanguage.SPANISH, PhoneticWording.fide());
        play("e4", "e5", "Cf3", "Cc6", "Ab5");
        assertEquals(ask("tablero"), ask("t"));
        assertEquals("Fila acht: Turm de las negras en Anna acht, Laeufer de las negras en Cesar acht, Dame de las negras en "
                + "David acht, Koenig de las negras en Eva acht, Laeufer de las negras en Felix acht, Springer de las negras en "
                + "Gustav acht y Turm de las negras en Hector acht.", ask("t").get(0));
        assertEquals("Fila sechs: Springer de las negras en Cesar sechs.", ask("t").get(2));
        assertEquals("Fila drei: Springer de las blancas en Felix drei.", ask("t").get(5));
        assertEquals(ask("reloj"), ask("r"));
        assertEquals(List.of("Última jugada, número 3, las blancas: Ab5."), ask("u"));
        assertEquals(List.of("2. Negras: Springer Cesar sechs.", "3. Blancas: Laeufer Bella fuenf."), ask("u 2"));
        assertEquals(ask("jugadas 2"), ask("u 2"));
        assertEquals(List.of("1. e4 e5.", "2. Cf3 Cc6.", "3. Ab5."), ask("j"));
        assertEquals(List.of("Rey de las negras: e8.", "Dama de las negras: d8.", "Torres de las negras: a8, h8.",
                "Alfiles de las negras: c8, f8.", "Caballos de las negras: c6, g8.",
                "Peones de las negras: e5, a7, b7, c7, d7, f7, g7, h7."), ask("p negras"));
        assertEquals(List.of("Fila 4: e4 peón blanco."), ask("v 4"));
        assertEquals(ask("ver e"), ask("v Eva"));
        assertEquals(List.of("Indique un número de jugadas desde 1, como ultima 5, no cero."), ask("ultima cero"));
        // A move comes first in Spanish too: "T e4" is a rook move, "C c3" a knight move.
        assertEquals(List.of("La jugada «T e4» no es legal: las negras no tienen torre que pueda ir a e4."), ask("T e4"));
        assertEquals(List.of("Negras: Anna sechs."), ask("a6"));
        assertEquals(List.of("Blancas: Springer Cesar drei."), ask("C c3"));
    }

    @Test
    void helpOneCommandALine() {
        open(ConsoleLanguage.ENGLISH, PhoneticWording.fide());
        List<String> help = ask("help");
        assertTrue(help.get(0).startsWith("The commands, one a line"), help.get(0));
        assertTrue(help.contains("board, or b: the whole position on your board, one rank a line from rank 8 down to rank 1, "
                + "in the words moves are announced in. Example: board."), help.toString());
        assertTrue(help.stream().skip(1).allMatch(l -> l.contains(":") && l.length() < 300), help.toString());
        assertEquals(List.of(help.get(help.indexOf(ask("help clock").get(0)))), ask("help c"));
        ask("language es");
        List<String> ayuda = ask("ayuda");
        assertTrue(ayuda.contains("tablero, o t: toda la posición de su tablero, una fila por línea desde la 8 hasta la 1, "
                + "con las palabras en que se anuncian las jugadas. Ejemplo: tablero."), ayuda.toString());
        assertEquals(ask("ayuda reloj"), ask("ayuda r"));
    }
}
