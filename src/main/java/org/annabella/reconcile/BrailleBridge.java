package org.annabella.reconcile;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.annabella.braille.BrailleLanguage;
import org.annabella.braille.Dots;
import org.annabella.braille.LouisBraille;
import org.annabella.braille.ScoresheetReader;
import org.annabella.rules.InputException;

/**
 * The single point where reconciliation meets braille (org.annabella.braille): reading a braille
 * scoresheet (2009 E.2.5, 2018 D.2.7: the visually disabled player may keep score in braille) and
 * writing a ruling in braille, uncontracted, for a braille display or embosser.
 */
public final class BrailleBridge {
    private BrailleBridge() {
    }

    /** Whether the text is Unicode braille (patterns U+2800 to U+28FF) rather than print. */
    public static boolean isBraille(String text) {
        long cells = text.chars().filter(c -> c >= 0x2800 && c <= 0x28FF).count();
        long letters = text.chars().filter(Character::isLetterOrDigit).count();
        return cells > 0 && cells >= letters;
    }

    /**
     * A braille scoresheet, Unicode or BRF, as the moves it records (not yet checked: a move that
     * is not legal is part of the ruling, not a fault of the file). Faults of the layout name the
     * line and cell; they, and a clock reading out of range, are refused as {@link InputException}.
     */
    public static WrittenSheet readSheet(String name, String braille) {
        ScoresheetReader.Sheet sheet;
        try {
            sheet = ScoresheetReader.standard().read(braille);
        } catch (InputException e) {
            throw new InputException("braille sheet " + name + ", " + e.getMessage(), e);
        }
        Map<Integer, Double> clocks = new HashMap<>();
        List<String> moves = sheet.moves().stream().map(ScoresheetReader.Entry::san).toList();
        for (int i = 0; i < sheet.moves().size(); i++) {
            String clock = sheet.moves().get(i).clock();
            if (clock != null && clock.matches("\\d+:\\d{2}:\\d{2}")) {
                String[] t = clock.split(":");
                Long seconds = ClockLog.seconds(t[0], Long.parseLong(t[1]), Long.parseLong(t[2]));
                if (seconds == null) {
                    throw new InputException("braille sheet " + name + ", move " + (i + 1) + ": the clock reading '"
                            + InputText.shown(clock) + "' is out of range");
                }
                clocks.put(i, seconds.doubleValue());
            }
        }
        return ScoresheetFiles.checked(new WrittenSheet(name, sheet.startFen(), moves, null, clocks));
    }

    /** The ruling's English text, each line in uncontracted Unicode braille through liblouis (names keep their accents). */
    public static List<String> lines(ReconcileRuling ruling) {
        LouisBraille text = LouisBraille.of(BrailleLanguage.ENGLISH);
        return RulingText.lines(ruling, Voice.ENGLISH).stream().map(l -> Dots.unicode(text.write(l))).toList();
    }
}
