package org.annabella.braille;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * A clock time written on a braille scoresheet is read back when a clock can show it (minutes
 * after hours and seconds up to 59, under 100 hours) and refused, naming its line and cell, when
 * not: any digits in the h:mm:ss and m:ss shapes.
 */
class ClockTimePropertyTest {
    private final ScoresheetWriter writer = ScoresheetWriter.standard();
    private final ScoresheetReader reader = ScoresheetReader.standard();

    @Property(tries = 200)
    void aClockTimeIsReadWhenAClockShowsItAndRefusedWhenNot(@ForAll @IntRange(max = 150) int hours,
            @ForAll @IntRange(max = 99) int minutes, @ForAll @IntRange(max = 99) int seconds, @ForAll boolean withHours) {
        String clock = withHours ? String.format("%d:%02d:%02d", hours, minutes, seconds)
                : String.format("%d:%02d", hours * 60 + minutes, seconds);
        boolean shown = withHours ? hours < 100 && minutes < 60 && seconds < 60 : hours * 60 + minutes < 6000 && seconds < 60;
        Scoresheet sheet = new Scoresheet(Map.of("White", "A"), null, 1, false,
                List.of(new Scoresheet.Entry("e4", false, clock), new Scoresheet.Entry("e5")), "*");
        String text = writer.write(sheet, ScoresheetWriter.Format.UNICODE, 40, 25);
        if (shown) {
            assertEquals(clock, reader.read(text).moves().get(0).clock());
        } else {
            BrailleReadException e = assertThrows(BrailleReadException.class, () -> reader.read(text));
            assertTrue(e.getMessage().contains("the clock time " + clock + " is no time a clock shows"), e.getMessage());
        }
    }
}
