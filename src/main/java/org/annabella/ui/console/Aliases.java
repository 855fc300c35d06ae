package org.annabella.ui.console;

import java.util.Map;
import java.util.Set;
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
    private static final Map<String, String> COMMANDS = Map.ofEntries(
            Map.entry("b", "board"), Map.entry("c", "clock"), Map.entry("l", "last"), Map.entry("m", "moves"),
            Map.entry("p", "pieces"), Map.entry("s", "scan"),
            Map.entry("t", "tablero"), Map.entry("r", "reloj"), Map.entry("u", "ultima"), Map.entry("j", "jugadas"),
            Map.entry("v", "ver"));
    /** The letters of commands that take nothing after them: with more on the line they are no command. */
    private static final Set<String> ALONE = Set.of("b", "c", "t", "r");

    private Aliases() {
    }

    /** Every one-letter name. */
    static Set<String> letters() {
        return COMMANDS.keySet();
    }

    /** The command word a first word stands for: the word itself when it is no alias. */
    static String command(String word) {
        return COMMANDS.getOrDefault(word, word);
    }

    /**
     * The command word the line's first word stands for, unless the whole line reads as a move
     * in {@code state}, or more follows a letter that stands alone ("r eh7"): then the first word
     * is given back as it is, for the move to be made or refused with its reason.
     */
    static String command(String word, String line, GameState state, PieceLetters letters) {
        String command = COMMANDS.get(word);
        boolean more = line.strip().indexOf(' ') > 0;
        return command == null || ALONE.contains(word) && more || isMove(line, state, letters) ? word : command;
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
