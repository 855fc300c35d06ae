package org.annabella.ui.console;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.annabella.rules.Color;
import org.annabella.rules.Notation;
import org.annabella.rules.PieceLetters;
import org.annabella.rules.Position;
import org.annabella.session.GameState;

/**
 * The game's moves read out as short lines, one a line for a screen reader: the score one move
 * pair a line ("2. Nf3 Nc6."), or the last few moves in the words they were announced in, one a
 * line ("12. White: Springer Felix drei."). Numbered from the game's start position, so a game
 * set up with Black to move begins "1... e5".
 */
final class MoveReading {
    private MoveReading() {
    }

    /**
     * Every move told so far in SAN with {@code letters}, one move pair a line, a draw offer marked
     * "(=)" with the offerer's move as on the scoresheet (2018 9.1.2.2, C.13).
     */
    static List<String> score(GameState state, PieceLetters letters) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        Set<Integer> offers = state.drawOfferPlies();
        forEachMove(state, 0, (ply, number, side, before, move) -> {
            if (side == Color.WHITE || line.isEmpty()) {
                if (!line.isEmpty()) {
                    lines.add(line.append('.').toString());
                    line.setLength(0);
                }
                line.append(number).append(side == Color.WHITE ? ". " : "... ");
            } else {
                line.append(' ');
            }
            line.append(Notation.san(before, move, letters)).append(offers.contains(ply) ? " (=)" : "");
        });
        if (!line.isEmpty()) {
            lines.add(line.append('.').toString());
        }
        return lines;
    }

    /** The last move told, with its number and side: "Last move, number 5, Black: a6." (no "5... a6" read out as dots). */
    static String last(GameState state, ConsoleLanguage lang) {
        List<String> line = new ArrayList<>();
        forEachMove(state, state.moves().size() - 1, (ply, number, side, before, move) -> line.add(
                lang.say("last", "number", number, "player", side, "move", Notation.san(before, move))));
        return line.get(0);
    }

    /** The last {@code count} moves told, as they were announced, each with its number and side. */
    static List<String> announced(GameState state, int count, ConsoleLanguage lang) {
        List<String> lines = new ArrayList<>();
        int told = state.moves().size();
        forEachMove(state, Math.max(0, told - count), (ply, number, side, before, move) -> lines.add(number + ". "
                + ConsoleLanguage.capitalised(lang.color(side)) + ": " + state.wording().words(before, move) + "."));
        return lines;
    }

    private interface MoveVisitor {
        void visit(int ply, int number, Color side, Position before, int move);
    }

    /** Visits the moves told, from the {@code from}-th (0 the first), each with its ply and the position before it. */
    private static void forEachMove(GameState state, int from, MoveVisitor visitor) {
        Position p = state.setup().recordStart();
        List<Integer> moves = state.referee().moves();
        int told = state.moves().size();
        for (int i = 0; i < told; i++) {
            if (i >= from) {
                visitor.visit(i, p.fullmoveNumber(), p.sideToMove(), p, moves.get(i));
            }
            p.makeMove(moves.get(i));
        }
    }
}
