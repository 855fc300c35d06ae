package org.annabella.braille;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.annabella.rules.InputException;

/**
 * The language and grade of a sheet's words: English (Unified English Braille), Spanish or German,
 * grade 1 (uncontracted) or grade 2 (contracted), each one of liblouis' tables. The labels of the
 * header are said in the language too; the chess code of the moves is the same in all of them.
 *
 * @param code  "en", "es" or "de"
 * @param grade 1 or 2
 */
public record BrailleLanguage(String code, int grade) {
    public static final List<String> CODES = List.of("en", "es", "de");
    public static final BrailleLanguage ENGLISH = new BrailleLanguage("en", 1);

    /** The header's labels as the writers name them, in Spanish and German. */
    private static final Map<String, List<String>> LABELS = Map.of(
            "Event", List.of("Evento", "Turnier"),
            "Site", List.of("Lugar", "Ort"),
            "Date", List.of("Fecha", "Datum"),
            "Round", List.of("Ronda", "Runde"),
            "White", List.of("Blancas", "Weiß"),
            "Black", List.of("Negras", "Schwarz"),
            "Time control", List.of("Ritmo de juego", "Bedenkzeit"),
            "Mode", List.of("Modo", "Modus"));

    public BrailleLanguage {
        if (!CODES.contains(code)) {
            throw new InputException("the braille language must be en, es or de, not " + InputException.quote(code));
        }
        if (grade != 1 && grade != 2) {
            throw new InputException("the braille grade must be 1 (uncontracted) or 2 (contracted), not " + grade);
        }
    }

    /** A language as a person names it (en, ES, de), in the grade given. */
    public static BrailleLanguage of(String code, int grade) {
        return new BrailleLanguage(code == null ? "" : code.strip().toLowerCase(Locale.ROOT), grade);
    }

    /** The liblouis table that writes it. */
    public String table() {
        return switch (code) {
            case "en" -> "en-ueb-g" + grade + ".ctb";
            default -> code + "-g" + grade + ".ctb";
        };
    }

    /** "Spanish grade 1", for messages. */
    public String describe() {
        String name = switch (code) {
            case "en" -> "English";
            case "es" -> "Spanish";
            default -> "German";
        };
        return name + " grade " + grade;
    }

    /** The labels a writer gives the header, in English. */
    public static Set<String> labels() {
        return LABELS.keySet();
    }

    /** A header label in this language; one it does not know stays as given. */
    public String label(String english) {
        List<String> others = LABELS.get(english);
        return others == null || code.equals("en") ? english : others.get(CODES.indexOf(code) - 1);
    }

}
