package org.annabella.cli;

import java.util.List;
import org.annabella.rules.Color;
import org.annabella.rules.Game;
import org.annabella.rules.pgn.PgnException;
import org.annabella.rules.pgn.PgnGame;
import org.annabella.rules.pgn.PgnReader;

/**
 * The variations of a game, checked as its main line is: every move legal from where the
 * variation branches off (the position before the move it replaces), nested ones too. The PGN
 * reader keeps a variation as its text; here each is read as a game of its own from that position.
 */
final class VariationCheck {
    private VariationCheck() {
    }

    /** The first fault in the game's variations, in words without the game's number; null when all are legal. */
    static String firstFault(PgnGame pgn) {
        Game main = pgn.game();
        for (int ply : pgn.annotatedPlies()) {
            for (String variation : pgn.at(ply).variations()) {
                String fault = fault(variation, main, ply, pgn.tag("Variant"));
                if (fault != null) {
                    return "the variation instead of " + main.moveNumberAt(ply)
                            + (main.sideToMoveAt(ply) == Color.WHITE ? ". " : "... ") + main.sanMoves().get(ply) + ", "
                            + fault;
                }
            }
        }
        return null;
    }

    private static String fault(String variation, Game main, int ply, String variant) {
        String text = (variant == null ? "" : "[Variant \"" + variant.replace("\"", "") + "\"]\n")
                + "[FEN \"" + main.positionAt(ply).toFen() + "\"]\n\n" + variation + "\n*\n";
        PgnGame line;
        try {
            List<PgnGame> games = PgnReader.readAll(text);
            if (games.isEmpty()) {
                return null;
            }
            line = games.get(0); // a result written inside a variation ends it, as it ends a game
        } catch (PgnException e) {
            // "game 1, line 3, move 2. Ke2: ..." of the variation's own text: its line is not the file's.
            String where = "game 1, line " + e.line();
            String m = e.getMessage();
            return m.startsWith(where) ? m.substring(where.length()).replaceFirst("^(, |: )", "") : m;
        }
        return firstFault(line);
    }
}
