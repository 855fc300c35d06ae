package org.annabella.announce;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.annabella.rules.Color;
import org.annabella.rules.PieceType;
import org.junit.jupiter.api.Test;

class WordsTest {
    private static final List<String> BOOK = List.of(
            "piece.rook = torre",
            "claim = {player} reclaman; {who} recibe {time}",
            "touched = {player} tocaron {piece}: {why}",
            "why = debe moverla",
            "flag = {player} pierden: cayó la bandera de {player}");

    private static Words spanish() {
        return new Words(Phrasebook.parse("test-es", BOOK, null), Sentences.of(Language.SPANISH, Style.FIDE),
                java.util.Locale.forLanguageTag("es"), false);
    }

    @Test
    void everyLanguageHasEveryKeyOfTheEnglishMaster() {
        Map<String, Set<String>> schema = Words.schema();
        assertTrue(schema.containsKey("piece.knight"));
        for (Language language : Language.values()) {
            Words words = Words.of(language);
            schema.keySet().forEach(key -> assertTrue(words.knows(key), language + " lacks " + key));
        }
    }

    @Test
    void sidesTimesPiecesAndNestedPhrasesAreSaidInTheLanguage() {
        Phrase p = Phrase.of("claim", "player", Color.WHITE, "who", Color.BLACK, "time", Duration.ofSeconds(150));
        assertEquals("Las blancas reclaman; las negras recibe 2 minutos 30 segundos", spanish().say(p));
        Phrase t = Phrase.of("touched", "player", Color.BLACK, "piece", PieceType.ROOK, "why", Phrase.of("why"));
        assertEquals("Las negras tocaron torre: debe moverla", spanish().say(t));
        assertEquals("knight", Words.of(Language.ENGLISH).say(Phrase.of("piece.knight")));
        assertEquals("caballo", Words.of(Language.SPANISH).say(Phrase.of("piece.knight")));
    }

    @Test
    void aSideThatBeginsTheSentenceIsCapitalisedThereOnly() {
        assertEquals("Las negras pierden: cayó la bandera de las negras", spanish().say(Phrase.of("flag", "player", Color.BLACK)));
        assertEquals("Nf3 reclaman; las negras recibe 1 minuto",
                spanish().say(Phrase.of("claim", "player", "Nf3", "who", Color.BLACK, "time", Duration.ofMinutes(1))));
    }

    @Test
    void textAndNumbersAreSaidAsTheyAre() {
        Phrase p = Phrase.of("claim", "player", "Nf3", "who", 3, "time", "e4");
        assertEquals("Nf3 reclaman; 3 recibe e4", spanish().say(p));
    }

    @Test
    void aFractionIsWrittenAsTheLanguageWritesIt() {
        assertEquals("Nf3 reclaman; 2,5 recibe 0,05", spanish().say(Phrase.of("claim", "player", "Nf3", "who", 2.5, "time", 0.05)));
        assertEquals("Heard, 2.5 seconds.", Words.of(Language.ENGLISH).say(Phrase.of("enrol.heard", "seconds", 2.5)));
        assertEquals("Oído, 103 segundos.", Words.of(Language.SPANISH).say(Phrase.of("enrol.heard", "seconds", 103.0)));
    }

    @Test
    void aMissingValueIsNamed() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> spanish().say(Phrase.of("claim", "player", Color.WHITE)));
        assertTrue(e.getMessage().contains("{who}"), e.getMessage());
    }

    @Test
    void aTranslationUsingAPlaceholderTheMasterDoesNotHaveIsRefusedNamingTheLine() {
        Map<String, Set<String>> schema = Map.of("k", Set.of("player"));
        PhrasebookException e = assertThrows(PhrasebookException.class,
                () -> Phrasebook.parse("messages-xx.phrases", List.of("# x", "k = {player} {time}"), schema));
        assertTrue(e.getMessage().contains("messages-xx.phrases line 2"), e.getMessage());
        PhrasebookException missing = assertThrows(PhrasebookException.class,
                () -> Phrasebook.parse("messages-xx.phrases", List.of("# nothing"), schema));
        assertTrue(missing.getMessage().contains("'k' is missing"), missing.getMessage());
    }

    @Test
    void aMasterBookTakesAnyKeyAndPlaceholder() {
        Phrasebook book = Phrasebook.parse("master", List.of("x.y = {who} and {what}"), null);
        assertEquals(Set.of("x.y"), book.keys());
    }

    @Test
    void aPhraseRefusesValuesNoLanguageCanSay() {
        assertThrows(IllegalArgumentException.class, () -> Phrase.of("k", "v", new Object()));
        assertThrows(IllegalArgumentException.class, () -> Phrase.of("k", "v"));
        assertThrows(NullPointerException.class, () -> Phrase.of("k", "v", null));
    }

    @Test
    void aMoveInSanIsSaidWithTheLanguagesLettersUnlessQuotedAsWritten() {
        Words es = Words.of(Language.SPANISH);
        assertEquals("con la jugada anunciada Cg8", es.say(Phrase.of("ruling.claimed.with-move", "move", "Ng8")));
        assertEquals("con la jugada anunciada exd8=D", es.say(Phrase.of("ruling.claimed.with-move", "move", "exd8=Q")));
        assertEquals("con la jugada anunciada Rxe2+", es.say(Phrase.of("ruling.claimed.with-move", "move", "Kxe2+")));
        assertEquals("con la jugada anunciada Springer Gustav acht",
                es.say(Phrase.of("ruling.claimed.with-move", "move", "Springer Gustav acht")), "words stay words");
        assertTrue(es.say(Phrase.of("ruling.sealed-move-bad", "move", "Ne7", "why", "x", "player", Color.BLACK))
                .startsWith("la jugada secreta 'Ce7'"), "a sealed move, kept in the record's letters, is said in the language's");
        assertEquals("with the announced move Ng8", Words.of(Language.ENGLISH).say(Phrase.of("ruling.claimed.with-move", "move", "Ng8")));
    }

    @Test
    void theSingularIsSaidForOne() {
        Words en = Words.of(Language.ENGLISH);
        assertEquals("Time announcements: your clock every minute, and when asked.",
                en.say(Phrase.of("console.time.every", "minutes", 1)));
        assertTrue(en.say(Phrase.of("console.time.every", "minutes", 10)).contains("every 10 minutes"));
        assertTrue(Words.of(Language.SPANISH).say(Phrase.of("cli.resumed", "white", "Ana", "black", "Bea", "plies", 1))
                .contains("tras 1 media jugada;"));
        assertTrue(en.say(Phrase.of("cli.resumed", "white", "Ann", "black", "Bob", "plies", 2)).contains("after 2 half-moves;"));
    }

    @Test
    void aloudAResultIsSaidInWords() {
        assertEquals("The game is over: White wins.", Words.aloud(Language.ENGLISH).say(Phrase.of("console.over", "result", "1-0")));
        assertEquals("La partida ha terminado: tablas.", Words.aloud(Language.SPANISH).say(Phrase.of("console.over", "result", "1/2-1/2")));
        assertEquals("The game is over: 0-1.", Words.of(Language.ENGLISH).say(Phrase.of("console.over", "result", "0-1")),
                "the record keeps the sign");
    }
}
