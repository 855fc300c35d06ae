package org.annabella.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.annabella.testkit.Mutations;
import org.annabella.testkit.RandomGames;
import org.junit.jupiter.api.Test;

/**
 * The strict-SAN fast path of {@link Notation#parse} must never change an answer: for every text,
 * the move read (or the refusal, word for word) is the one the full reader without the fast path
 * gives. Texts: the SAN of every legal move in positions of random games rich in castling, en
 * passant and promotions, the same with signs dropped or added, over-disambiguated, in other
 * languages' letters, and random edits of them.
 */
class NotationFastPathTest {
    private static String outcome(Position position, String text, PieceLetters letters, boolean fast) {
        try {
            int move = fast ? Notation.parse(position, text, letters) : Notation.parseAnyForm(position, text, letters);
            return "move " + Notation.uci(position, move);
        } catch (MoveParseException e) {
            return e.kind() + ": " + e.getMessage();
        }
    }

    private static List<String> variants(Position position, int move, Random random) {
        String san = Notation.san(position, move);
        String bare = san.replace("+", "").replace("#", "");
        String from = Square.name(Move.from(move));
        List<String> texts = new ArrayList<>(List.of(san, bare, bare + "!?", bare + "+", bare + "#", bare.replace("x", ""),
                bare.replace("=", ""), bare.toLowerCase(), san.replace("O", "0")));
        if (Character.isUpperCase(bare.charAt(0)) && !bare.startsWith("O")) {
            String piece = bare.substring(0, 1);
            String rest = bare.substring(1);
            texts.add(piece + from.charAt(0) + rest);
            texts.add(piece + from.charAt(1) + rest);
            texts.add(piece + from + rest);
            texts.add(piece + from.charAt(0) + "x" + rest.replace("x", ""));
        } else if (!bare.startsWith("O")) {
            texts.add("P" + bare);
            texts.add(from.charAt(0) + "x" + bare.substring(bare.length() - 2));
        }
        texts.add(Notation.san(position, move, PieceLetters.SPANISH));
        texts.add(Mutations.mutate(san, random, 2));
        return texts;
    }

    @Test
    void fastPathGivesTheFullReadersAnswerForEveryText() {
        Random random = new Random(19);
        int texts = 0;
        int read = 0;
        for (int g = 0; g < 10; g++) {
            Game game = RandomGames.play(Game.fromStart(), random, 40 + random.nextInt(160), RandomGames.Pick.SPECIAL_OFTEN);
            Position p = game.startPosition();
            for (int ply = 0; ply < game.ply(); ply++) {
                if (ply % 2 == 1) {
                    p.makeMove(game.moves().get(ply));
                    continue; // every other position: the test stays within seconds
                }
                for (int mv : p.legalMoves()) {
                    for (String text : variants(p, mv, random)) {
                        for (PieceLetters letters : new PieceLetters[] {PieceLetters.ENGLISH, PieceLetters.SPANISH}) {
                            String full = outcome(p, text, letters, false);
                            assertEquals(full, outcome(p, text, letters, true), text + " in " + p.toFen());
                            texts++;
                            read += full.startsWith("move ") ? 1 : 0;
                        }
                    }
                }
                p.makeMove(game.moves().get(ply));
            }
        }
        // Both kinds were met in bulk: moves read and refusals.
        assertTrue(read > 10_000 && texts - read > 10_000, read + " read of " + texts);
    }

    @Test
    void ambiguousAndIllegalSanStillNameCandidatesAndReasons() {
        Position p = Position.fromFen("4k3/8/8/8/8/8/1N3N2/4K3 w - - 0 1");
        MoveParseException e = org.junit.jupiter.api.Assertions.assertThrows(MoveParseException.class,
                () -> Notation.parse(p, "Nd3"));
        assertEquals("ambiguous move \"Nd3\": it could be Nbd3 or Nfd3", e.getMessage());
        assertEquals(Notation.parse(p, "Nbd3"), Move.of(Square.parse("b2"), Square.parse("d3")));
        MoveParseException illegal = org.junit.jupiter.api.Assertions.assertThrows(MoveParseException.class,
                () -> Notation.parse(p, "Nd4"));
        assertEquals(MoveParseException.Kind.ILLEGAL, illegal.kind());
    }
}
