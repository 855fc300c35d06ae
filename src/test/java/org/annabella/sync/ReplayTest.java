package org.annabella.sync;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.annabella.device.BoardAction;
import org.annabella.device.BoardProtocol;
import org.annabella.device.Choreography;
import org.annabella.rules.Game;
import org.annabella.rules.Move;
import org.annabella.rules.Notation;
import org.annabella.rules.Piece;
import org.annabella.rules.PieceType;
import org.annabella.rules.Position;
import org.annabella.rules.Square;
import org.annabella.rules.pgn.PgnGame;
import org.annabella.rules.pgn.PgnReader;
import org.annabella.SharedTestData;
import org.annabella.testkit.RandomGames;
import org.annabella.testkit.RandomGames.Pick;
import org.junit.jupiter.api.Test;

/**
 * Whole games through the simulated DGT board and the simulated pegged board, with randomised
 * (seeded) hand movements and noise: every move must be recognised, identical to the game, with
 * no warning and no question on the way.
 */
class ReplayTest {

    /** Plays the moves through the rig and checks what the sync saw. */
    static void replay(String name, Position start, List<Integer> moves, boolean dgt, boolean rotated, long seed) {
        replay(name, start, moves, dgt ? Rig.dgt(start, rotated) : Rig.peg(start), dgt, seed);
    }

    /** The same through a board of any kind. */
    static void replay(String name, Position start, List<Integer> moves, BoardProtocol kind, long seed) {
        replay(name, start, moves, Rig.of(start, kind), kind.identifiesPieces(), seed);
    }

    private static void replay(String name, Position start, List<Integer> moves, Rig rig, boolean dgt, long seed) {
        Choreography hands = new Choreography(seed, dgt, true);
        Position p = start.copy();
        long t = rig.now() + 500 * Rig.MS;
        for (int i = 0; i < moves.size(); i++) {
            int m = moves.get(i);
            int factsBefore = rig.facts.size();
            if (!dgt && Move.isPromotion(m)) {
                rig.follower.setPromotionChoice(Move.promotionPiece(m));  // announced (2018 D.2.1)
            }
            List<BoardAction> acts = hands.move(p, m, t);
            for (BoardAction a : acts) {
                rig.act(a);
            }
            t = acts.get(acts.size() - 1).atNanos() + hands.replyDelay();
            rig.advance(t);
            List<Integer> seen = rig.moves();
            // A move that could still be a slide or half a castling is confirmed by the next event
            // or after a short settle, so by now the previous move must be in, this one may be.
            boolean mayWait = p.pieceAt(Move.to(m)) == null && !Move.isCastling(m)
                    && p.pieceAt(Move.from(m)).type() != PieceType.PAWN
                    && p.pieceAt(Move.from(m)).type() != PieceType.KNIGHT;
            boolean prefix = seen.size() >= (mayWait ? i : i + 1) && seen.size() <= i + 1
                    && seen.equals(moves.subList(0, seen.size()));
            if (!prefix || !rig.trouble().isEmpty()) {
                StringBuilder why = new StringBuilder(name + ": ply " + (i + 1) + " " + Notation.uci(p, m)
                        + " in " + p.toFen() + "\n  actions:");
                for (BoardAction a : acts) {
                    why.append(" ").append(a.isLift() ? "-" : "+").append(Square.name(a.square()))
                            .append("@").append((a.atNanos() - acts.get(0).atNanos()) / Rig.MS);
                }
                why.append("\n  facts:");
                for (SyncFact f : rig.facts.subList(factsBefore, rig.facts.size())) {
                    why.append(" [").append(f.describe()).append("]");
                }
                why.append("\n  recognised so far: ").append(seen.size()).append(", last ")
                        .append(seen.isEmpty() ? "-" : seen.get(seen.size() - 1)).append(" vs game ")
                        .append(moves.subList(Math.max(0, seen.size() - 1), Math.min(moves.size(), seen.size() + 1)));
                why.append("\n  notices: ").append(rig.notices);
                throw new AssertionError(why.toString());
            }
            p.makeMove(m);
        }
        rig.settle();
        assertEquals(moves, rig.moves(), name + ": moves recognised");
        assertEquals(List.of(), rig.trouble(), name + ": no warnings or questions");
        assertTrue(rig.follower.inStep(), name + ": board in step at the end");
    }

    @Test
    void everyPgnGameOnBothBoards() throws IOException {
        List<Path> files = SharedTestData.files("pgn", ".pgn");
        int games = 0, plies = 0;
        long seed = 1;
        for (Path f : files) {
            List<PgnGame> list = PgnReader.readAll(f);
            for (int g = 0; g < list.size(); g++) {
                PgnGame game = list.get(g);
                List<Integer> moves = new ArrayList<>();
                for (int m : game.game().moves()) {
                    if (m == Move.NULL) {
                        break;   // a null move cannot be played on a board
                    }
                    moves.add(m);
                }
                Position start = game.game().startPosition();
                String name = f.getFileName() + " game " + (g + 1);
                replay(name + " (DGT)", start, moves, true, seed % 5 == 0, seed++);
                replay(name + " (pegged)", start, moves, false, false, seed++);
                games++;
                plies += moves.size();
            }
        }
        assertTrue(games > 0 && plies > 0, "some games replayed");
    }

    @Test
    void randomGamesWithEveryKindOfMove() {
        String[] starts = {
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
            "2nnrbkr/p1qppppp/8/1ppb4/6PP/3PP3/PPP2P2/BQNNRBKR w HEhe - 1 9",
            "1rqbkrbn/1ppppp1p/1n6/p1N3p1/8/2P4P/PP1PPPP1/1RQBKRBN w FBfb - 0 9",
            "rbbqn1kr/pp2p1pp/6n1/2pp1p2/2P4P/P7/BP1PPPP1/R1BQNNKR w HAha - 0 9",
        };
        // -Dreplay.games=N -Dreplay.seed=S for long runs.
        long seed = Long.getLong("replay.seed", 42);
        Random r = new Random(seed);
        for (int game = 0; game < Integer.getInteger("replay.games", 60); game++) {
            Position start = Position.fromFen(starts[game % starts.length]);
            List<Integer> moves = RandomGames.play(Game.fromPosition(start), r, 160, Pick.SPECIAL_OFTEN).moves();
            replay("random game " + game, start, moves, true, game % 7 == 3, seed * 7919 + 1000 + game);
            replay("random game " + game, start, moves, false, false, seed * 7919 + 2000 + game);
        }
    }

    @Test
    void randomGamesOnMillenniumAndCertaboBoards() {
        Random r = new Random(43);
        for (int game = 0; game < 12; game++) {
            Position start = game % 2 == 0 ? Position.startPosition()
                    : Position.fromFen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
            List<Integer> moves = RandomGames.play(Game.fromPosition(start), r, 120, Pick.SPECIAL_OFTEN).moves();
            replay("random game " + game + " (millennium)", start, moves, BoardProtocol.MILLENNIUM, 3000 + game);
            if (game % 2 == 0) {
                // A Certabo board learns its set from the starting position; a promoted piece must
                // have been calibrated, so the game is played up to its first promotion.
                int promotion = 0;
                while (promotion < moves.size() && !Move.isPromotion(moves.get(promotion))) {
                    promotion++;
                }
                replay("random game " + game + " (certabo)", start, moves.subList(0, promotion), BoardProtocol.CERTABO,
                        4000 + game);
            }
        }
    }

    @Test
    void uciOfMovesMatchesTheGame() {
        // The facts carry the position before the move, so SAN and UCI can be derived from them.
        Position start = Position.startPosition();
        Rig rig = Rig.peg(start);
        rig.lift(Square.parse("e2"));
        rig.put(Square.parse("e4"), Piece.WHITE_PAWN);
        rig.settle();
        SyncFact.MoveMade m = rig.all(SyncFact.MoveMade.class).get(0);
        assertEquals("e2e4", m.uci());
        assertEquals("e4", Notation.san(m.before(), m.move()));
        assertEquals(1, m.ply());
    }
}
