package org.annabella.announce;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.annabella.rules.Game;
import org.annabella.rules.MoveParseException;
import org.annabella.rules.Notation;
import org.annabella.rules.PieceLetters;
import org.annabella.rules.Position;
import org.annabella.rules.Square;
import org.annabella.testkit.RandomGames;
import org.junit.jupiter.api.Test;

/**
 * A refused move said whole in every language: in English the phrases say exactly what the
 * reader's message says (the two are kept together here), in Spanish every reason has its own
 * words, never the English ones.
 */
class MoveRefusalTest {
    private static final AnnouncementReader READER = new AnnouncementReader();

    @Provide
    Arbitrary<Game> games() {
        return RandomGames.games(60);
    }

    /** Texts that are no legal move in most positions: every piece to every square, castling, a null move, from-to. */
    private static List<String> wrongTexts(PieceLetters letters) {
        List<String> out = new ArrayList<>(List.of("O-O", "O-O-O", "--", "zz9", "e4\u2600", "Springer Felix drei"));
        for (int sq = 0; sq < 64; sq++) {
            for (char piece : new char[] {'K', 'Q', 'R', 'B', 'N'}) {
                out.add(piece + Square.name(sq));
            }
            out.add(Square.name(sq));
            out.add("e2-" + Square.name(sq));
            out.add("Ng1-" + Square.name(sq));
        }
        out.add(letters == PieceLetters.SPANISH ? "P4R" : "P-K4");
        return out;
    }

    @Property(tries = 40)
    void theEnglishPhraseIsTheReadersMessageAndTheSpanishHasNoEnglish(@ForAll("games") Game game) {
        Position p = game.position();
        for (PieceLetters letters : List.of(PieceLetters.ENGLISH, PieceLetters.SPANISH)) {
            for (String text : wrongTexts(letters)) {
                MoveParseException refused;
                try {
                    READER.read(p.copy(), text, letters);
                    continue;
                } catch (MoveParseException e) {
                    refused = e;
                }
                Refusal r = MoveRefusal.of(refused, text, m -> Notation.san(p, m));
                String english = Words.of(Language.ENGLISH).say(r.reason());
                if (refused.reason() != null && refused.kind() != MoveParseException.Kind.AMBIGUOUS) {
                    // The words reader says "cannot read X: ..." of an announcement; the console adds "as a move".
                    assertEquals(refused.getMessage().replace("cannot read \"" + text + "\": ", "cannot read \"" + text + "\" as a move: "),
                            english, text + " at " + p.toFen());
                }
                assertTrue(english.contains(text.strip()), english);
                String spanish = Words.of(Language.SPANISH).say(r.reason());
                assertTrue(spanish.contains("«" + text.strip() + "»"), spanish);
                for (String word : List.of("illegal", "the ", "white", "black", "cannot", "could", "there is")) {
                    assertFalse(spanish.contains(word), word + " in " + spanish + " (" + refused.getMessage() + ")");
                }
            }
        }
    }

    @Test
    void theReasonsSaidInSpanish() {
        Position start = Position.startPosition();
        assertEquals("la jugada «Rd3» no es legal: las blancas no tienen rey que pueda ir a d3",
                spanish(start, "Rd3", PieceLetters.SPANISH));
        assertEquals("la jugada «Te2» no es legal: e2 ya está ocupada por una pieza de las blancas: peón",
                spanish(start, "Te2", PieceLetters.SPANISH));
        assertEquals("la jugada «O-O» no es legal: ahora no se puede enrocar (3.8.b.2): hay una pieza entre el rey y la torre, "
                + "o el rey cruzaría una casilla atacada o acabaría en ella", spanish(start, "O-O", PieceLetters.SPANISH));
        assertEquals("no se entiende «e4☀» como jugada: el carácter \"☀\" no es de un anuncio",
                spanish(start, "e4☀", PieceLetters.SPANISH));
        MoveParseException character = org.junit.jupiter.api.Assertions.assertThrows(MoveParseException.class,
                () -> Notation.parse(start, "☀f3", PieceLetters.SPANISH));
        assertEquals("no se entiende «☀f3» como jugada: el carácter 1, \"☀\", no es de la notación de ajedrez",
                Words.of(Language.SPANISH).say(MoveRefusal.of(character, "☀f3", m -> "").reason()));
        Position knights = Position.fromFen("4k3/8/8/8/8/2N5/8/4K1N1 w - - 0 1");
        assertEquals("«Ne2» es ambigua: puede ser Nce2 o Nge2", spanish(knights, "Ne2", PieceLetters.ENGLISH));
    }

    private static String spanish(Position p, String text, PieceLetters letters) {
        try {
            READER.read(p.copy(), text, letters);
            throw new AssertionError(text + " was read");
        } catch (MoveParseException e) {
            return Words.of(Language.SPANISH).say(MoveRefusal.of(e, text, m -> Notation.san(p, m)).reason());
        }
    }
}
