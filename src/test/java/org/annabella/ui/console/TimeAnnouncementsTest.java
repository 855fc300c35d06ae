package org.annabella.ui.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import org.annabella.clock.ManualTimeSource;
import org.annabella.rules.InputException;
import org.annabella.session.Mode;
import org.annabella.session.Session;
import org.annabella.session.Wording;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TimeAnnouncementsTest {
    static final long MINUTE = 60_000;

    @TempDir
    Path dir;
    final ManualTimeSource time = new ManualTimeSource();
    ConsoleTable table;
    StringWriter text;
    Session session;
    Console console;

    void open(String timeControl, ConsoleLanguage lang) {
        table = new ConsoleTable(dir.resolve("g.journal"), timeControl, Mode.TOURNAMENT, () -> time.nanos() / 1_000_000,
                Wording.SAN, lang);
        session = table.session;
        console = table.console;
        text = table.text;
    }

    String ask(String line) {
        return table.ask(line);
    }

    /** The lines said while the clock runs {@code seconds} more, read once a second as the table's ticker does. */
    List<String> run(long seconds) {
        List<String> said = new ArrayList<>();
        for (long s = 0; s < seconds; s++) {
            time.advanceSeconds(1);
            console.tick().ifPresent(said::add);
        }
        return said;
    }

    @Test
    void everyTenMinutesAndAtFiveTwoAndOneMinutesLeftEachOnce() {
        open("1800", ConsoleLanguage.ENGLISH);
        console.announceTime(TimeAnnouncements.parse("every:10"));
        ask("start");
        console.tick();
        assertEquals(List.of("White, time left: 20 minutes.", "White, time left: 10 minutes.",
                "White, time left: 5 minutes.", "White, time left: 2 minutes."), run(28 * 60));
        assertEquals(List.of("White, time left: 1 minute."), run(60));
        assertEquals(List.of(), run(30), "nothing between the marks");
    }

    @Test
    void onlyTheOwnClockAndOnlyWhileItRuns() {
        open("660", ConsoleLanguage.ENGLISH);
        ask("announce time every 10");
        ask("start");
        assertEquals(List.of("White, time left: 10 minutes."), run(70));
        ask("e4");
        assertEquals(List.of(), run(9 * 60), "Black's clock runs: White's is not told");
        ask("pause");
        assertEquals(List.of(), run(600));
    }

    @Test
    void byDefaultOnlyWhenAskedAndOffNotEvenThen() {
        open("400", ConsoleLanguage.ENGLISH);
        ask("start");
        console.tick();
        assertEquals(List.of(), run(200), "the usual: only when asked (2018 D.2.10.4)");
        assertEquals("Time announcements: only when asked, with clock.", ask("announce"));
        assertTrue(ask("clock").contains("Time left: White 3 minutes 20 seconds, Black 6 minutes 40 seconds."), ask("clock"));
        assertEquals("Time announcements: off; the clock is not told, not even when asked.", ask("announce time off"));
        assertEquals("The clock is not told: time announcements are off (announce time request turns them on). Move 1.", ask("c"));
        assertEquals(List.of(), run(150));
        ask("announce time request");
        assertTrue(ask("c").contains("Time left: White 50 seconds,"), ask("c"));
    }

    @Test
    void anIncrementThatLiftsTheClockAboveAMarkLetsItBeSaidAgainWhenPassedAgain() {
        open("330+40", ConsoleLanguage.ENGLISH);
        ask("announce time every 10");
        ask("start");
        console.tick();
        assertEquals(List.of("White, time left: 5 minutes."), run(35));
        ask("e4");
        ask("e5");
        // 4:55 + 40 s: above 5 minutes again, and passed again later: a new crossing.
        assertEquals(List.of("White, time left: 5 minutes."), run(40));
    }

    @Test
    void aLongGapSaysOnlyTheLowestMarkPassed() {
        TimeAnnouncements every = TimeAnnouncements.parse("every:10");
        assertEquals(OptionalLong.of(2 * MINUTE), every.crossed(30 * MINUTE, 2 * MINUTE - 1));
        assertEquals(OptionalLong.of(10 * MINUTE), every.crossed(10 * MINUTE + 1, 10 * MINUTE));
        assertEquals(OptionalLong.empty(), every.crossed(10 * MINUTE, 10 * MINUTE - 1), "already at the mark before");
        assertEquals(OptionalLong.empty(), every.crossed(-1, 10 * MINUTE), "no reading before");
        assertEquals(OptionalLong.empty(), every.crossed(MINUTE, 0), "a fallen flag is said by the session");
        assertEquals(OptionalLong.empty(), TimeAnnouncements.ON_REQUEST.crossed(30 * MINUTE, MINUTE));
        assertEquals(OptionalLong.of(3 * MINUTE), TimeAnnouncements.parse("every:3").crossed(3 * MINUTE + 500, 3 * MINUTE - 500));
    }

    @Test
    void theCommandLineFormsAndTheirRefusal() {
        assertEquals(TimeAnnouncements.Choice.OFF, TimeAnnouncements.parse("off").choice());
        assertEquals(TimeAnnouncements.Choice.ON_REQUEST, TimeAnnouncements.parse("request").choice());
        assertEquals(60, TimeAnnouncements.parse("EVERY:60").minutes());
        for (String bad : List.of("every:0", "every:61", "every:", "every:x", "every:-5", "every 10", "sometimes", "", "every:100000000000")) {
            InputException e = assertThrows(InputException.class, () -> TimeAnnouncements.parse(bad), bad);
            assertTrue(e.getMessage().startsWith("--time-announcements must be off, request or every:N with N whole minutes from 1 to 60"),
                    e.getMessage());
        }
        assertNull(TimeAnnouncements.ofWords(List.of("time", "every", "ten")));
        assertNull(TimeAnnouncements.ofWords(List.of("time", "every")));
    }

    @Test
    void inTheConsoleInBothLanguages() {
        open("900", ConsoleLanguage.ENGLISH);
        assertEquals("Say announce time off, announce time request, or announce time every and a number of minutes from 1 to 60, "
                + "like announce time every 10.", ask("announce time every 0"));
        assertEquals("Time announcements: only when asked, with clock.", ask("announce"), "a refusal changes nothing");
        assertEquals("Time announcements: your clock every 5 minutes and at 5, 2 and 1 minutes left, and when asked.",
                ask("announce every 5"));
        ask("language es");
        assertEquals("Anuncios del tiempo: su reloj cada 10 minutos y al quedar 5, 2 y 1 minutos, y cuando se pide.",
                ask("anunciar tiempo cada 10"));
        ask("iniciar");
        console.tick();
        assertEquals(List.of("Blancas, tiempo restante: 10 minutos.", "Blancas, tiempo restante: 5 minutos."), run(600));
        assertEquals("Anuncios del tiempo: apagados; el reloj no se dice, ni cuando se pide.", ask("anunciar tiempo no"));
        assertTrue(ask("r").startsWith("El reloj no se dice"), ask("r"));
        assertEquals("Anuncios del tiempo: solo cuando se piden, con reloj.", ask("anunciar tiempo peticion"));
        assertTrue(ask("ayuda anunciar").startsWith("anunciar tiempo y no, peticion o cada"));
        assertEquals(Optional.empty(), console.tick());
    }
}
