package org.annabella.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.annabella.testkit.RandomGames;
import org.junit.jupiter.api.Test;

/**
 * The legal departures of each kind of piece to one square, which reading a move's text and
 * writing its disambiguation ask for every move and which look only at the pieces that reach the
 * square, are exactly those of the legal moves to it; the king's moves (castling included) exactly
 * the king's among all legal moves; and the one move of a kind that reading SAN looks for is that
 * of all legal moves: pins, checks, en passant, promotions and pawns' double steps included, in
 * positions of random games rich in them and in positions written for their traps.
 */
class LegalMovesToTest {
    private static void sameAsAllMovesFiltered(Position position) {
        MoveList all = new MoveList();
        position.legalMoves(all);
        MoveList to = new MoveList();
        for (int square = 0; square < 64; square++) {
            for (PieceType piece : PieceType.values()) {
                long expected = 0;
                for (int i = 0; i < all.size(); i++) {
                    int m = all.get(i);
                    if (Move.to(m) == square && !Move.isCastling(m) && position.pieceAt(Move.from(m)).type() == piece) {
                        expected |= Bitboards.bit(Move.from(m));
                    }
                }
                assertEquals(expected, position.legalDepartures(piece.ordinal(), ~0L, square),
                        position.toFen() + ": " + piece + " to " + Square.name(square));
            }
        }
        List<Integer> king = new ArrayList<>();
        for (int i = 0; i < all.size(); i++) {
            if (Move.isCastling(all.get(i)) || position.pieceAt(Move.from(all.get(i))).type() == PieceType.KING) {
                king.add(all.get(i));
            }
        }
        position.legalKingMoves(to);
        List<Integer> got = new ArrayList<>();
        for (int i = 0; i < to.size(); i++) {
            got.add(to.get(i));
        }
        king.sort(null);
        got.sort(null);
        assertEquals(king, got, position.toFen() + ": the king's moves");
        assertEquals(all.size() > 0, position.hasLegalMoves(), position.toFen());
        onlyMoveToAsAllMovesFiltered(position, all);
    }

    /**
     * {@link Position#onlyMoveTo}, which finds a move's candidates from its square, answers the one
     * legal move of that kind among all legal moves, or none when none or several fit: for every
     * square, piece, promotion, and squares of departure narrowed to a file, a rank or not at all.
     */
    private static void onlyMoveToAsAllMovesFiltered(Position position, MoveList all) {
        List<Long> fromMasks = new ArrayList<>(List.of(~0L));
        for (int i = 0; i < 8; i++) {
            fromMasks.add(Bitboards.fileMask(i));
            fromMasks.add(Bitboards.rankMask(i));
        }
        for (int square = 0; square < 64; square++) {
            List<Integer> toSquare = new ArrayList<>();
            for (int i = 0; i < all.size(); i++) {
                if (Move.to(all.get(i)) == square && !Move.isCastling(all.get(i))) {
                    toSquare.add(all.get(i));
                }
            }
            for (PieceType piece : PieceType.values()) {
                for (int promotion = -1; promotion <= PieceType.QUEEN.ordinal(); promotion = promotion < 0 ? 1 : promotion + 1) {
                    for (long from : fromMasks) {
                        int expected = Move.NONE;
                        int fits = 0;
                        for (int m : toSquare) {
                            if (position.pieceAt(Move.from(m)).type() == piece && (from & Bitboards.bit(Move.from(m))) != 0
                                    && (promotion < 0 || Move.isPromotion(m) && Move.promotionPiece(m).ordinal() == promotion)) {
                                fits++;
                                expected = m;
                            }
                        }
                        int sq = square, promo = promotion;
                        assertEquals(fits == 1 ? expected : Move.NONE, position.onlyMoveTo(piece.ordinal(), from, square, promotion),
                                () -> position.toFen() + ": " + piece + " to " + Square.name(sq) + ", promoting to " + promo
                                        + ", from " + Long.toHexString(from));
                    }
                }
            }
        }
    }

    @Test
    void inRandomGames() {
        Random random = new Random(36);
        for (int g = 0; g < 60; g++) {
            Game game = RandomGames.play(Game.fromStart(), random, 40 + random.nextInt(160), RandomGames.Pick.SPECIAL_OFTEN);
            for (int ply = 0; ply <= game.ply(); ply++) {
                sameAsAllMovesFiltered(game.positionAt(ply));
            }
        }
    }

    @Test
    void inPositionsWrittenForTheirTraps() {
        for (String fen : List.of(
                "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", // Kiwipete
                "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", // en passant along a rank
                "8/8/3p4/KPp4r/1R3p1k/8/4P1P1/8 w - c6 0 2", // the capture that would expose the king
                "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1", // promotions, captures into the corner
                "4k3/8/8/8/1b6/8/3P4/4K3 w - - 0 1", // a pinned pawn
                "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1", // a pinned knight
                "4k3/8/8/8/8/8/3q4/4K3 w - - 0 1", // in check: capture or step aside
                "4r1k1/8/8/8/8/3n4/8/R3K2R w KQ - 0 1", // double check, one of them discovered
                "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3", // en passant for black
                "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", // both castlings
                "r3k2r/8/8/8/8/8/5q2/R3K2R w KQkq - 0 1", // castling through an attacked square
                "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", // stalemate: no move at all
                "6rk/5Npp/8/8/8/8/8/6K1 b - - 0 1", // smothered mate
                "8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1", // en passant takes the pawn giving check
                "8/8/8/8/k2Pp2Q/8/8/4K3 b - d3 0 1", // en passant would expose the king along the rank
                "4k3/8/8/8/8/8/1p6/R3K3 b - - 0 1")) { // a promotion by capture or by a step
            sameAsAllMovesFiltered(Position.fromFen(fen));
        }
    }
}
