package org.annabella.session;

import java.util.LinkedHashMap;
import java.util.Map;
import org.annabella.announce.Language;
import org.annabella.announce.Words;
import org.annabella.braille.BrailleLanguage;
import org.annabella.braille.PgnScoresheets;
import org.annabella.braille.Scoresheet;
import org.annabella.braille.ScoresheetWriter;

/** The game's braille scoresheet, its words in a language, with the mode in its header so an arbiter sees it there too. */
public final class BrailleExport {
    public static final int WIDTH = 40;
    public static final int HEIGHT = 25;

    private BrailleExport() {
    }

    public static String write(GameState game, ScoresheetWriter.Format format, BrailleLanguage language) {
        Scoresheet sheet = PgnScoresheets.of(PgnExport.toPgn(game), true);
        Map<String, String> header = new LinkedHashMap<>(sheet.header());
        header.put("Mode", modeWord(game.mode(), language));
        Scoresheet withMode = new Scoresheet(header, sheet.startFen(), sheet.firstNumber(), sheet.blackStarts(),
                sheet.moves(), sheet.result());
        return ScoresheetWriter.in(language).write(withMode, format, WIDTH, HEIGHT);
    }

    /** The mode in the sheet's language where a phrasebook says it (English, Spanish), else in English. */
    private static String modeWord(Mode mode, BrailleLanguage language) {
        for (Language words : Language.values()) {
            if (words.code().equals(language.code())) {
                return Words.of(words).say(mode.phrase());
            }
        }
        return mode.label();
    }
}
