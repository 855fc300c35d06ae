package org.annabella.announce;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Duration;
import org.annabella.rules.Color;
import org.annabella.rules.Piece;
import org.annabella.rules.PieceType;
import org.annabella.rules.Position;
import org.annabella.rules.Square;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class SentencesTest {
    private static final Sentences EN = Sentences.of(Language.ENGLISH, Style.FIDE);
    private static final Sentences ES = Sentences.of(Language.SPANISH, Style.FIDE);
    private static final BoardQueries EN_Q = new BoardQueries(EN);
    private static final BoardQueries ES_Q = new BoardQueries(ES);

    @ParameterizedTest(name = "{0} s")
    @CsvSource({
        "0, 0 seconds, 0 segundos",
        "1, 1 second, 1 segundo",
        "59, 59 seconds, 59 segundos",
        "60, 1 minute, 1 minuto",
        "270, 4 minutes 30 seconds, 4 minutos 30 segundos",
        "3600, 1 hour, 1 hora",
        "3900, 1 hour 5 minutes, 1 hora 5 minutos",
        "3905, 1 hour 5 minutes 5 seconds, 1 hora 5 minutos 5 segundos",
        "7201, 2 hours 1 second, 2 horas 1 segundo",
        "18000, 5 hours, 5 horas",
    })
    void timesAreSaidAsPeopleSayThem(long seconds, String english, String spanish) {
        assertEquals(english, EN.duration(Duration.ofSeconds(seconds)));
        assertEquals(spanish, ES.duration(Duration.ofSeconds(seconds)));
    }

    @Test
    void theClockOnRequestGivesMovesAndTimeUsedByEachPlayer() {
        assertEquals("White: 23 moves, 1 hour 5 minutes used. Black: 1 move, 4 minutes 30 seconds used.",
                EN.clock(23, Duration.ofMinutes(65), 1, Duration.ofSeconds(270).plusMillis(900)));
        assertEquals("Las blancas: 23 jugadas, 1 hora 5 minutos empleados. Las negras: 0 jugadas, 0 segundos empleados.",
                ES.clock(23, Duration.ofMinutes(65), 0, Duration.ZERO));
        assertEquals("Black: 2 minutes left.", EN.timeLeft(Color.BLACK, Duration.ofSeconds(120)));
        assertThrows(IllegalArgumentException.class, () -> EN.duration(Duration.ofSeconds(-1)));
    }

    @Test
    void gameEventsInEnglishAndSpanish() {
        assertEquals("Black is in check.", EN.check(Color.BLACK));
        assertEquals("Las negras están en jaque.", ES.check(Color.BLACK));
        assertEquals("Checkmate. White wins.", EN.checkmate(Color.WHITE));
        assertEquals("Jaque mate. Ganan las blancas.", ES.checkmate(Color.WHITE));
        assertEquals("Stalemate. The game is drawn.", EN.draw(DrawReason.STALEMATE));
        assertEquals("Rey ahogado. La partida es tablas.", ES.draw(DrawReason.STALEMATE));
        assertEquals("White's flag has fallen. Black wins.", EN.flagFall(Color.WHITE, true));
        assertEquals("Black's flag has fallen, but White cannot checkmate. The game is drawn.", EN.flagFall(Color.BLACK, false));
        assertEquals("Ha caído la bandera de las blancas. Ganan las negras.", ES.flagFall(Color.WHITE, true));
        assertEquals("Illegal move: Springer Felix vier. No white Springer can reach Felix vier.",
                EN.illegalMove("Springer Felix vier", "no white Springer can reach Felix vier"));
        assertEquals("Illegal move: Turm Anna acht.", EN.illegalMove("Turm Anna acht", null));
        assertEquals("The position before the illegal move is restored.", EN.positionRestored());
        assertEquals("Black receives 2 minutes extra.", EN.extraTime(Color.BLACK, Duration.ofMinutes(2)));
        assertEquals("Las negras reciben 2 minutos más.", ES.extraTime(Color.BLACK, Duration.ofMinutes(2)));
        assertEquals("White has made 2 illegal moves and loses the game.", EN.lostByIllegalMoves(Color.WHITE, 2));
        assertEquals("White offers a draw.", EN.drawOffer(Color.WHITE));
        assertEquals("Las blancas ofrecen tablas.", ES.drawOffer(Color.WHITE));
        assertEquals("The draw offer is declined. The game continues.", EN.drawOfferAnswered(false));
        assertEquals("Black claims a draw: the move Springer Felix sechs repeats the position a third time.",
                EN.drawClaim(Color.BLACK, DrawReason.THREEFOLD, "Springer Felix sechs"));
        assertEquals("Las blancas reclaman tablas: cincuenta jugadas sin captura ni movimiento de peón.",
                ES.drawClaim(Color.WHITE, DrawReason.FIFTY_MOVES, null));
        assertThrows(IllegalArgumentException.class, () -> EN.drawClaim(Color.WHITE, DrawReason.AGREEMENT, null));
        assertEquals("White claims the game on time.", EN.timeClaim(Color.WHITE));
        assertEquals("The claim is correct. The game is drawn.", EN.claimRuling(true));
    }

    @Test
    void everyDrawHasItsReason() {
        for (DrawReason r : DrawReason.values()) {
            String en = EN.draw(r);
            String es = ES.draw(r);
            assertEquals(true, en.contains("drawn") && es.contains("ablas"), r + ": " + en + " / " + es);
        }
        assertEquals("The game is drawn: the same position has appeared five times.", EN.draw(DrawReason.FIVEFOLD));
        assertEquals("The game is drawn: seventy-five moves by each player without a capture or a pawn move.",
                EN.draw(DrawReason.SEVENTY_FIVE_MOVES));
        assertEquals("Tablas: ningún jugador puede dar jaque mate.", ES.draw(DrawReason.DEAD_POSITION));
    }

    @Test
    void boardQueries() {
        Position p = Position.fromFen("r3k3/8/5n2/4p3/3PP3/2N5/8/R3K2R w KQq - 0 1");
        assertEquals("Eva vier: white Bauer.", EN_Q.square(p, Square.parse("e4")));
        assertEquals("Eva vier: Bauer de las blancas.", ES_Q.square(p, Square.parse("e4")));
        assertEquals("Eva drei: empty.", EN_Q.square(p, Square.parse("e3")));
        assertEquals("White Turm on Anna eins and Hector eins.", EN_Q.pieces(p, Color.WHITE, PieceType.ROOK));
        assertEquals("Black has no Dame.", EN_Q.pieces(p, Color.BLACK, PieceType.QUEEN));
        assertEquals("Rank vier: white Bauer on David vier and white Bauer on Eva vier.", EN_Q.rank(p, 3));
        assertEquals("Rank sieben: empty.", EN_Q.rank(p, 6));
        assertEquals("File Eva: white Koenig on Eva eins, white Bauer on Eva vier, black Bauer on Eva fuenf and black Koenig on Eva acht.",
                EN_Q.file(p, 4));
        assertEquals("Columna Anna: Turm de las blancas en Anna eins y Turm de las negras en Anna acht.", ES_Q.file(p, 0));
        assertEquals("Diagonal Anna eins to Hector acht: white Turm on Anna eins, white Springer on Cesar drei, "
                + "white Bauer on David vier, black Bauer on Eva fuenf and black Springer on Felix sechs.",
                EN_Q.diagonal(p, Square.parse("c3"), Square.parse("e5")));
        assertEquals("Diagonal Eva eins to Anna fuenf: white Koenig on Eva eins and white Springer on Cesar drei.",
                EN_Q.diagonal(p, Square.parse("d2"), Square.parse("a5")));
        assertThrows(IllegalArgumentException.class, () -> EN_Q.diagonal(p, Square.parse("a1"), Square.parse("a2")));
        assertEquals("Eva fuenf is attacked by white Bauer on David vier.", EN_Q.attackers(p, Square.parse("e5")));
        assertEquals("Eva fuenf is not defended.", EN_Q.defenders(p, Square.parse("e5")));
        assertEquals("Eva vier is attacked by black Springer on Felix sechs.", EN_Q.attackers(p, Square.parse("e4")));
        assertEquals("Eva vier is defended by white Springer on Cesar drei.", EN_Q.defenders(p, Square.parse("e4")));
        assertEquals("David fuenf is attacked by white Springer on Cesar drei, white Bauer on Eva vier and black Springer on Felix sechs.",
                EN_Q.attackers(p, Square.parse("d5")));
        assertEquals("Eva drei is empty: nothing to defend.", EN_Q.defenders(p, Square.parse("e3")));
        assertEquals("Bella sieben is not attacked.", EN_Q.attackers(p, Square.parse("b7")));
        assertEquals("The Koenig on Eva eins can play Koenig David eins, Koenig Felix eins, Koenig David zwei, "
                + "Koenig Eva zwei, Koenig Felix zwei, Lange Rochade and Kurze Rochade.", EN_Q.legalMoves(p, Square.parse("e1")));
        assertEquals("The Springer on Felix sechs has no legal move.", EN_Q.legalMoves(p, Square.parse("f6")),
                "not Black's turn");
        assertEquals("The Bauer on Eva vier has no legal move.", EN_Q.legalMoves(p, Square.parse("e4")));
        Position promo = Position.fromFen("3r3k/4P3/8/8/8/8/8/K7 w - - 0 1");
        assertEquals("The Bauer on Eva sieben can play Eva schlaegt David acht Umwandlung Dame Schach, "
                + "Eva schlaegt David acht Umwandlung Turm Schach, Eva schlaegt David acht Umwandlung Laeufer, "
                + "Eva schlaegt David acht Umwandlung Springer, Eva acht Umwandlung Dame Schach, Eva acht Umwandlung Turm Schach, "
                + "Eva acht Umwandlung Laeufer and Eva acht Umwandlung Springer.", EN_Q.legalMoves(promo, Square.parse("e7")));
    }

    @Test
    void boardFixingInstructions() {
        assertEquals("Remove the Bauer from Eva vier.", EN_Q.remove(PieceType.PAWN, Square.parse("e4")));
        assertEquals("Put the white Springer on Felix drei.", EN_Q.put(Piece.WHITE_KNIGHT, Square.parse("f3")));
        assertEquals("Move the Springer from Felix drei to Gustav eins.",
                EN_Q.move(PieceType.KNIGHT, Square.parse("f3"), Square.parse("g1")));
        assertEquals("Retire Bauer de Eva vier.", ES_Q.remove(PieceType.PAWN, Square.parse("e4")));
        assertEquals("Ponga Springer de las negras en Felix sechs.", ES_Q.put(Piece.BLACK_KNIGHT, Square.parse("f6")));
        assertEquals("Mueva Springer de Felix drei a Gustav eins.",
                ES_Q.move(PieceType.KNIGHT, Square.parse("f3"), Square.parse("g1")));
    }
}
