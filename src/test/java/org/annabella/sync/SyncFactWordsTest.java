package org.annabella.sync;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.annabella.announce.Language;
import org.annabella.announce.Words;
import org.annabella.rules.Piece;
import org.annabella.rules.Square;
import org.junit.jupiter.api.Test;

/** What a sensed board shows, said in English (as the drivers always said it) and in Spanish. */
class SyncFactWordsTest {
    private static final Piece WHITE_QUEEN = Piece.fromFenChar('Q');
    private static final Piece BLACK_BISHOP = Piece.fromFenChar('b');

    private static String spanish(SyncFact f) {
        return Words.of(Language.SPANISH).say(f.phrase());
    }

    @Test
    void fixesSaySquareByWhatToDo() {
        List<SquareFix> fixes = List.of(
                new SquareFix(Square.parse("d1"), WHITE_QUEEN, null, false),
                new SquareFix(Square.parse("e4"), null, null, true),
                new SquareFix(Square.parse("c8"), BLACK_BISHOP, WHITE_QUEEN, true));
        SyncFact differs = new SyncFact.BoardDiffers(fixes);
        assertEquals("board differs from the game: put the white queen on d1, take the piece off e4, "
                + "on c8 put the black bishop instead of the white queen", differs.describe());
        assertEquals("el tablero difiere de la partida: ponga la dama blanca en d1, quite la pieza de e4, "
                + "en c8 cambie la dama blanca por el alfil negro", spanish(differs));
    }

    @Test
    void touchesIllegalMovesAndRestorationsInSpanish() {
        assertEquals("se tocó el alfil negro de c8", spanish(new SyncFact.Touched(Square.parse("c8"), BLACK_BISHOP, 1, 0)));
        SyncFact illegal = new SyncFact.IllegalMove(Square.parse("d1"), Square.parse("d5"), WHITE_QUEEN,
                List.of(new SquareFix(Square.parse("d5"), null, WHITE_QUEEN, true), new SquareFix(Square.parse("d1"), WHITE_QUEEN, null, false)));
        assertEquals("illegal move: white queen from d1 to d5; take the white queen off d5, put the white queen on d1", illegal.describe());
        assertEquals("jugada ilegal: la dama blanca de d1 a d5; quite la dama blanca de d5, ponga la dama blanca en d1", spanish(illegal));
        assertEquals("el tablero vuelve a coincidir con la partida", spanish(new SyncFact.BoardRestored()));
    }
}
