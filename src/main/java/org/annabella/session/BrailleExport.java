package org.annabella.session;

import java.util.LinkedHashMap;
import java.util.Map;
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
        header.put("Mode", game.mode().label());
        Scoresheet withMode = new Scoresheet(header, sheet.startFen(), sheet.firstNumber(), sheet.blackStarts(),
                sheet.moves(), sheet.result());
        return ScoresheetWriter.in(language).write(withMode, format, WIDTH, HEIGHT);
    }
}
