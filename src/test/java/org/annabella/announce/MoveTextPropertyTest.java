package org.annabella.announce;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.annabella.rules.Game;
import org.annabella.rules.InputException;
import org.annabella.rules.Move;
import org.annabella.rules.MoveParseException;
import org.annabella.rules.Notation;
import org.annabella.rules.PieceType;
import org.annabella.rules.Position;
import org.annabella.rules.Square;
import org.annabella.testkit.Mutations;
import org.annabella.testkit.RandomGames;

/**
 * Every legal move of a random position, written as SAN, long algebraic, UCI, figurines and the
 * words of every style and verbosity, reads back to that move; any other text gives a move or a
 * MoveParseException, nothing else, and quickly.
 */
class MoveTextPropertyTest {
    private static final AnnouncementReader READER = new AnnouncementReader();
    private static final List<Announcer> ANNOUNCERS = new ArrayList<>();

    static {
        for (Style s : Style.values()) {
            for (Verbosity v : Verbosity.values()) {
                ANNOUNCERS.add(new Announcer(s, v));
            }
        }
    }

    @Property(tries = 60)
    void everyLegalMoveReadsBackInEveryForm(@ForAll long seed) {
        Position p = RandomGames.game(seed, 100).position();
        for (int move : p.legalMoves()) {
            String san = Notation.san(p, move);
            List<String> texts = new ArrayList<>(List.of(san, longAlgebraic(p, move), Notation.uci(p, move),
                    figurines(san, (seed & 1) == 0)));
            for (String text : texts) {
                assertEquals(move, Notation.parse(p, text), text + " in " + p.toFen());
                assertEquals(move, READER.read(p, text), text + " in " + p.toFen());
            }
            for (Announcer a : ANNOUNCERS) {
                String words = a.announce(p, move);
                assertEquals(move, READER.read(p, words), words + " in " + p.toFen());
            }
        }
    }

    @Property(tries = 60)
    void playingTheFigurinesOfAGamePlaysTheGame(@ForAll long seed) {
        Game game = RandomGames.game(seed, 60);
        Game replay = Game.fromStart();
        for (String san : game.sanMoves()) {
            replay.play(figurines(san, replay.ply() % 2 == 0));
        }
        assertEquals(game.sanMoves(), replay.sanMoves());
    }

    @Property(tries = 1000)
    void anyOtherTextIsAMoveOrMoveParseException(@ForAll long seed) {
        Random random = new Random(seed);
        Position p = RandomGames.game(random, 60).position();
        int[] legal = p.legalMoves();
        String text = legal.length > 0 && random.nextBoolean()
                ? Mutations.mutate(random.nextBoolean() ? Notation.san(p, legal[random.nextInt(legal.length)])
                        : ANNOUNCERS.get(random.nextInt(ANNOUNCERS.size())).announce(p, legal[random.nextInt(legal.length)]),
                        random, 3)
                : Mutations.garbage(random, random.nextInt(10) == 0 ? 400 : 20);
        assertTimeoutPreemptively(Duration.ofSeconds(2), () -> {
            for (int attempt = 0; attempt < 2; attempt++) {
                try {
                    int move = attempt == 0 ? Notation.parse(p, text) : READER.read(p, text);
                    assertFalse(!Move.isNull(move) && !p.isLegal(move), "an illegal move from " + text);
                } catch (MoveParseException e) {
                    assertFalse(e.getMessage().contains("\n") || e.getMessage().contains("\u0000"), e.getMessage());
                }
            }
        }, () -> "text " + InputException.quote(text) + " in " + p.toFen());
    }

    /** {@code Ng1-f3}, {@code e2xd3}, {@code e7-e8Q}; castling as the king's move. */
    private static String longAlgebraic(Position p, int move) {
        PieceType type = p.pieceAt(Move.from(move)).type();
        int to = Move.isCastling(move) ? Move.kingDestination(move) : Move.to(move);
        boolean capture = p.pieceAt(Move.to(move)) != null && !Move.isCastling(move) || Move.isEnPassant(move);
        PieceType promo = Move.promotionPiece(move);
        return (type == PieceType.PAWN ? "" : String.valueOf(type.letter())) + Square.name(Move.from(move))
                + (capture ? "x" : "-") + Square.name(to) + (promo == null ? "" : String.valueOf(promo.letter()));
    }

    /** SAN with its piece letters as figurines of one colour. */
    static String figurines(String san, boolean white) {
        StringBuilder sb = new StringBuilder();
        for (char c : san.toCharArray()) {
            int i = "KQRBN".indexOf(c);
            sb.append(i < 0 ? c : (char) ((white ? 0x2654 : 0x265A) + i));
        }
        return sb.toString();
    }
}
