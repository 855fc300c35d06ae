package org.annabella.cli;

import java.util.Locale;
import org.annabella.braille.BrailleLanguage;
import org.annabella.rules.InputException;
import picocli.CommandLine.Option;

/** {@code --lang en|es|de --grade 1|2}: the language and grade of a braille sheet's words. */
final class BrailleWordsOptions {
    @Option(names = "--lang", paramLabel = "en|es|de", defaultValue = "en",
            description = "Language of the braille sheet's words, its header: en, es or de (default ${DEFAULT-VALUE}).")
    String lang;

    @Option(names = "--grade", paramLabel = "1|2", defaultValue = "1",
            description = "Braille grade of the words: 1 uncontracted or 2 contracted (default ${DEFAULT-VALUE}).")
    int grade;

    /** The language and grade given, or one line naming the option and the values it takes. */
    BrailleLanguage language() {
        if (!BrailleLanguage.CODES.contains(lang.strip().toLowerCase(Locale.ROOT))) {
            throw BadInputException.said("--lang must be en, es or de (the language of the sheet's words), not '"
                    + InputException.escape(lang) + "'", "braille-lang", "text", InputException.escape(lang));
        }
        if (grade != 1 && grade != 2) {
            throw BadInputException.said("--grade must be 1 (uncontracted braille) or 2 (contracted), not " + grade,
                    "braille-grade", "grade", String.valueOf(grade));
        }
        return BrailleLanguage.of(lang, grade);
    }
}
