package org.annabella.braille;

import static org.junit.jupiter.api.Assertions.assertTrue;

/** Checks that BRF text fits an embosser page: no line over the width, no page over the height. */
final class BrfPages {
    private BrfPages() {
    }

    static void assertFits(String brf, int width, int height, String where) {
        String[] pages = brf.split("\f", -1);
        for (int p = 0; p < pages.length; p++) {
            String page = pages[p];
            assertTrue(page.endsWith("\r\n"), where + ": page " + (p + 1) + " does not end its last line");
            String[] lines = page.substring(0, page.length() - 2).split("\r\n", -1);
            assertTrue(lines.length <= height, where + ": page " + (p + 1) + " has " + lines.length + " lines");
            for (String line : lines) {
                assertTrue(line.length() <= width, where + ": line over " + width + " cells: " + line);
                assertTrue(line.chars().allMatch(c -> c >= 0x20 && c < 0x7F), where + ": not braille ASCII: " + line);
            }
        }
    }
}
