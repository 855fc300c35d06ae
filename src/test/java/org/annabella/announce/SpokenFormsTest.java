package org.annabella.announce;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.annabella.announce.SpokenForms.Part;
import org.annabella.announce.SpokenForms.Saying;
import org.annabella.rules.Notation;
import org.annabella.rules.Position;
import org.junit.jupiter.api.Test;

/** What can be said for the legal moves of a position, and that every way of saying a move reads back as it. */
class SpokenFormsTest {
    private static final List<MoveWords> ALL = List.of(MoveWords.of(Style.FIDE), MoveWords.of(Style.ENGLISH),
            MoveWords.of(Style.SPANISH));

    @Test
    void everyWayOfSayingEveryMoveReadsBackAsThatMove() {
        for (String fen : List.of(Position.startPosition().toFen(),
                "r3k2r/pPpp1ppp/8/3Pp3/8/8/P1PP1PPP/R3K2R w KQkq e6 0 1", // castling, en passant, promotion with capture
                "4k3/8/8/8/8/8/3N4/4K1N1 w - - 0 1", // two knights reach d2 and f3
                "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1")) { // a mate
            Position p = Position.fromFen(fen);
            AnnouncementReader reader = new AnnouncementReader(ALL);
            List<Saying> sayings = SpokenForms.of(p, ALL);
            Set<Integer> said = new java.util.HashSet<>();
            for (Saying s : sayings) {
                for (List<String> words : expansions(s.parts(), 0)) {
                    String text = String.join(" ", words);
                    if (s.moves().size() == 1) {
                        int move = s.moves().iterator().next();
                        assertEquals(Notation.san(p, move), Notation.san(p, reader.read(p, text)), text + " in " + fen);
                        said.add(move);
                    } else {
                        org.annabella.rules.MoveParseException e = org.junit.jupiter.api.Assertions.assertThrows(
                                org.annabella.rules.MoveParseException.class, () -> reader.read(p, text), text);
                        assertEquals(s.moves(), Set.copyOf(java.util.Arrays.stream(e.candidates()).boxed().toList()), text);
                    }
                }
            }
            assertEquals(Set.copyOf(java.util.Arrays.stream(p.legalMoves()).boxed().toList()), said, "every legal move can be said in " + fen);
        }
    }

    @Test
    void optionalWordsAndVariantsAreOfferedAndSignsAreNot() {
        Position p = Position.fromFen("r3k2r/pPpp1ppp/8/3Pp3/8/8/P1PP1PPP/R3K2R w KQkq e6 0 1");
        Set<String> texts = new TreeSet<>();
        for (Saying s : SpokenForms.of(p, List.of(MoveWords.of(Style.FIDE)))) {
            expansions(s.parts(), 0).forEach(w -> texts.add(String.join(" ", w)));
        }
        assertTrue(texts.contains("kurze rochade"), "castling");
        assertTrue(texts.contains("kleine rochade"), "a variant of the phrasebook");
        assertTrue(texts.contains("bella schlaegt anna acht umwandlung dame"), "promotion with capture");
        assertTrue(texts.contains("bella anna acht dame"), "capture and promotion words left out");
        assertTrue(texts.contains("david schlaegt eva sechs en passant"), "en passant");
        assertTrue(texts.contains("david eva sechs"), "en passant said as a plain capture");
        assertTrue(texts.contains("bauer bella sieben schlaegt turm anna acht umwandlung springer"), "full form");
        List<String> signs = texts.stream().filter(t -> (" " + t + " ").matches(".* (x|o|ep|e p) .*")).toList();
        assertEquals(List.of(), signs, "no signs");
        assertTrue(SpokenForms.vocabulary(List.of(MoveWords.of(Style.FIDE))).containsAll(List.of("cesar", "zwo", "schachmatt")));
    }

    @Test
    void checkAndMateWordsAreOptionalAndOnlyWhereTheMoveGivesThem() {
        Position p = Position.fromFen("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
        Set<String> texts = new TreeSet<>();
        for (Saying s : SpokenForms.of(p, List.of(MoveWords.of(Style.FIDE)))) {
            expansions(s.parts(), 0).forEach(w -> texts.add(String.join(" ", w)));
        }
        assertTrue(texts.containsAll(List.of("turm anna acht matt", "turm anna acht schach", "turm anna acht")));
        assertFalse(texts.contains("turm anna sieben schach"), "no check word where the move gives none");
    }

    /** Every word sequence a saying's parts allow. */
    static List<List<String>> expansions(List<Part> parts, int from) {
        List<List<String>> out = new ArrayList<>();
        if (from == parts.size()) {
            out.add(List.of());
            return out;
        }
        List<List<String>> rest = expansions(parts, from + 1);
        Part p = parts.get(from);
        List<List<String>> choices = new ArrayList<>(p.choices());
        if (p.optional()) {
            choices.add(List.of());
        }
        for (List<String> c : choices) {
            for (List<String> r : rest) {
                List<String> w = new ArrayList<>(c);
                w.addAll(r);
                out.add(w);
            }
        }
        return out;
    }
}
