package org.annabella.docs;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class ShownOutputTest {
    private static final String PRINTED = "one\ntwo  \nthree\nfour\n\n";

    @Test
    void withoutAnElisionTheOutputIsExactlyWhatIsShown() {
        assertTrue(ShownOutput.matches(List.of("one", "two", "three", "four"), PRINTED));
        assertTrue(ShownOutput.matches(List.of("one", "two", "three", "four"), PRINTED.replace("\n", "\r\n")));
        assertFalse(ShownOutput.matches(List.of("one", "two", "three"), PRINTED));
        assertFalse(ShownOutput.matches(List.of("two", "three", "four"), PRINTED));
        assertFalse(ShownOutput.matches(List.of("one", "two", "three", "four", "five"), PRINTED));
    }

    @Test
    void anElisionStandsForAnyLinesAndTheRestKeepsItsPlace() {
        assertTrue(ShownOutput.matches(List.of("...", "two", "..."), PRINTED));
        assertTrue(ShownOutput.matches(List.of("one", "...", "four"), PRINTED));
        assertTrue(ShownOutput.matches(List.of("one", "two", "...", "three", "four"), PRINTED));
        assertTrue(ShownOutput.matches(List.of("...", "four"), PRINTED));
        assertTrue(ShownOutput.matches(List.of("one", "..."), PRINTED));
        assertFalse(ShownOutput.matches(List.of("...", "three"), PRINTED), "the last line shown must be the last printed");
        assertFalse(ShownOutput.matches(List.of("two", "..."), PRINTED), "the first line shown must be the first printed");
        assertFalse(ShownOutput.matches(List.of("...", "three", "two", "..."), PRINTED), "order counts");
        assertFalse(ShownOutput.matches(List.of("...", "one", "three", "..."), PRINTED), "lines shown together are printed together");
        assertFalse(ShownOutput.matches(List.of("one", "...", "one"), "one\n"), "a line printed once is not matched twice");
    }
}
