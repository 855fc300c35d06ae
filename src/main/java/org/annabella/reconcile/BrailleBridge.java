package org.annabella.reconcile;

/**
 * The single point where reconciliation meets braille: reading a braille scoresheet (2009 E.2.5,
 * 2018 D.2.7: the visually disabled player may keep score in braille) and writing a ruling in
 * braille. It is implemented on top of org.annabella.braille, which is not on main yet; until then
 * no implementation exists, a braille sheet file is refused with a message saying so, and rulings
 * are given in print, speech and JSON.
 */
public interface BrailleBridge {
    /** A braille scoresheet's text (Unicode braille or BRF) as the moves it records. */
    Scoresheet readSheet(String name, String braille);

    /** Text as Unicode braille cells. */
    String write(String text);

    /** Whether the text is braille (Unicode braille patterns, U+2800 to U+28FF) rather than print. */
    static boolean isBraille(String text) {
        long cells = text.chars().filter(c -> c >= 0x2800 && c <= 0x28FF).count();
        long letters = text.chars().filter(Character::isLetterOrDigit).count();
        return cells > 0 && cells >= letters;
    }
}
