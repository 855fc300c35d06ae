package org.annabella.braille;

/** Words in braille, written as cells and read back from them: the scoresheet's header, an envelope. */
public interface WordBraille {
    /** The cells of a text: one word, or words with spaces between. */
    int[] write(String text);

    /** The text of cells this code wrote; {@code line} and {@code firstCell} place a fault. */
    String read(int[] cells, int line, int firstCell);

    /** The language and grade it writes, which the header's labels are said in. */
    BrailleLanguage language();
}
