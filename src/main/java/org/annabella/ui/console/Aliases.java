package org.annabella.ui.console;

import org.annabella.announce.Refusal;
import org.annabella.rules.PieceLetters;
import org.annabella.session.GameState;

/**
 * The one-letter names of the commands asked most, as blind players know them from lichess's
 * blind mode and talking clocks: English b board, c clock, l last, m moves, p pieces, s scan;
 * Spanish t tablero, r reloj, u ultima, j jugadas, p piezas, v ver. No letter means two commands,
 * so both languages' letters are read whatever the console's language.
 *
 * <p>A move always comes first: a line that reads as a move in any notation or words the console
 * reads, legal or not ("s e4" is the German knight letter S, "b 5" the pawn move b5, "P e4" a
 * pawn), is a move, and only a line that is no move at all ("s 4", "b", "l 5") is the command.
 * The letters of commands that take nothing (b, c, t, r) are commands only alone.
 */
final class Aliases {
    private Aliases() {
    }

    /**
     * The command word the line's first word stands for, unless the whole line reads as a move
     * in {@code state}, or more follows the letter of a command that takes nothing ("r eh7"):
     * then the first word is given back as it is, for the move to be made or refused with its reason.
     */
    static String command(String word, String line, GameState state, PieceLetters letters) {
        Command command = Command.ofLetter(word);
        boolean more = line.strip().indexOf(' ') > 0;
        return command == null || command.takesNothing() && more || isMove(line, state, letters) ? word : command.english;
    }

    /**
     * Whether the line reads as a move in {@code letters}, legal, illegal or ambiguous: only
     * unreadable text is no move.
     */
    static boolean isMove(String line, GameState state, PieceLetters letters) {
        try {
            state.readMove(line, letters);
            return true;
        } catch (Refusal r) {
            return !r.reason().key().equals("session.refusal.move-unreadable");
        }
    }
}
