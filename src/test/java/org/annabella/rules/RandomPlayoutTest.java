package org.annabella.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Locale;
import java.util.Random;
import org.annabella.testkit.RandomGames;
import org.junit.jupiter.api.Test;

/**
 * Random games (from {@link RandomGames}, replayed here move by move): make/unmake restores
 * everything; every notation of every move reads back to it.
 */
class RandomPlayoutTest {
    private static final String[] STARTS = {
        Fen.START,
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    };

    @Test
    void makeUnmakeRestoresPositionAndKey() {
        Random rnd = new Random(1);
        for (String fen : STARTS) {
            for (int game = 0; game < 40; game++) {
                List<Integer> line = RandomGames.play(Game.fromFen(fen), rnd, 200).moves();
                Position p = Position.fromFen(fen);
                String[] fens = new String[line.size()];
                long[] keys = new long[line.size()];
                int plies = 0;
                for (int move : line) {
                    fens[plies] = p.toFen();
                    keys[plies] = p.key();
                    p.makeMove(move);
                    String fenAfter = p.toFen();
                    assertEquals(fenAfter, Position.fromFen(fenAfter).toFen(), "FEN round trip");
                    assertEquals(Position.fromFen(fenAfter).key(), p.key(), fenAfter);
                    plies++;
                }
                while (plies > 0) {
                    p.unmakeMove();
                    plies--;
                    assertEquals(fens[plies], p.toFen());
                    assertEquals(keys[plies], p.key());
                }
            }
        }
    }

    @Test
    void everyMoveReadsBackInEveryAcceptedSpelling() {
        Random rnd = new Random(2);
        for (String fen : STARTS) {
            for (int game = 0; game < 30; game++) {
                List<Integer> line = RandomGames.play(Game.fromFen(fen), rnd, 150).moves();
                Position p = Position.fromFen(fen);
                for (int next : line) {
                    for (int m : p.legalMoves()) {
                        String san = Notation.san(p, m);
                        assertEquals(m, Notation.parse(p, san), san + " in " + p.toFen());
                        assertEquals(m, Notation.parse(p, Notation.uci(p, m)), "uci " + san);
                        assertEquals(m, Notation.parse(p, Notation.iccf(m)), "iccf " + san);
                        assertEquals(m, Notation.parse(p, san.replace("+", "").replace("#", "")), san);
                        assertEquals(m, Notation.parse(p, san.replace("O", "0")), san);
                        assertEquals(m, Notation.parse(p, Notation.san(p, m, PieceLetters.SPANISH),
                                PieceLetters.SPANISH), "es " + san);
                        assertEquals(m, Notation.parse(p, Notation.san(p, m, PieceLetters.GERMAN),
                                PieceLetters.GERMAN), "de " + san);
                        assertEquals(m, Notation.parse(p, Notation.san(p, m, PieceLetters.FRENCH),
                                PieceLetters.FRENCH), "fr " + san);
                        if (!Move.isCastling(m)) {
                            Piece piece = p.pieceAt(Move.from(m));
                            String letter = piece.type() == PieceType.PAWN ? "" : String.valueOf(piece.type().letter());
                            String sep = p.pieceAt(Move.to(m)) == null ? "-" : "x";
                            PieceType promo = Move.promotionPiece(m);
                            String lan = letter + Square.name(Move.from(m)) + sep + Square.name(Move.to(m))
                                    + (promo == null ? "" : "=" + promo.letter());
                            assertEquals(m, Notation.parse(p, lan), lan);
                            if (promo != null) {
                                String bare = san.replace("=", "").replace("+", "").replace("#", "");
                                assertEquals(m, Notation.parse(p, bare.toLowerCase(Locale.ROOT).replace("x", "")
                                        .replaceFirst("^" + bare.charAt(0), String.valueOf(bare.charAt(0)))), bare);
                            }
                        }
                    }
                    p.makeMove(next);
                }
            }
        }
    }
}
