package org.annabella.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The player's choices at the table on the command line: time announcements and the voice's rate, pitch and volume. */
class TableChoicesTest {
    @TempDir
    Path dir;

    private static CliRun typed(String input, String... args) {
        return assertTimeoutPreemptively(Duration.ofSeconds(20), () -> CliRun.typing(input, args));
    }

    private void refused(String line, String... options) {
        Path journal = dir.resolve("never.journal");
        String[] args = new String[options.length + 3];
        args[0] = "play";
        args[1] = "--journal";
        args[2] = journal.toString();
        System.arraycopy(options, 0, args, 3, options.length);
        CliRun run = typed("", args);
        assertEquals(2, run.exit, run.err);
        assertEquals("annabella play: " + line + "\n", run.err.replace("\r", ""));
        assertFalse(Files.exists(journal), "refused before the journal is made");
    }

    @Test
    void badChoicesAreRefusedNamingTheOptionAndTheRange() {
        refused("--time-announcements must be off, request or every:N with N whole minutes from 1 to 60, not \"every:0\"",
                "--time-announcements", "every:0");
        refused("--time-announcements must be off, request or every:N with N whole minutes from 1 to 60, not \"often\"",
                "--time-announcements", "often");
        refused("--rate must be a whole number from 80 to 450 (words a minute), not \"900\"", "--rate", "900");
        refused("--pitch must be a whole number from 50 to 250 (hertz), not \"low\"", "--pitch", "low");
        refused("--volume must be a whole number from 10 to 100 (percent), not \"0\"", "--volume", "0");
    }

    @Test
    void theChoicesReachTheConsoleOfPlayAndOfResume() {
        Path journal = dir.resolve("g.journal");
        CliRun play = typed("announce\nvoice\ne4\nquit\n", "play", "--journal", journal.toString(), "--speech", "text",
                "--time-announcements", "every:10", "--rate", "220", "--pitch", "90", "--volume", "70");
        assertEquals(0, play.exit, play.err);
        assertTrue(play.out.contains("Time announcements: your clock every 10 minutes and at 5, 2 and 1 minutes left, and when asked."),
                play.out);
        assertTrue(play.out.contains("Voice: rate 220 words a minute, pitch 90 hertz, volume 70 percent."), play.out);
        CliRun resume = typed("anunciar\nvoz\nsalir\n", "resume", journal.toString(), "--lang", "es", "--speech", "none",
                "--time-announcements", "off", "--volume", "40");
        assertEquals(0, resume.exit, resume.err);
        assertTrue(resume.out.contains("Anuncios del tiempo: apagados; el reloj no se dice, ni cuando se pide."), resume.out);
        assertTrue(resume.out.contains("Voz: velocidad 150 palabras por minuto, tono 100 hercios, volumen 40 por ciento."),
                resume.out);
    }
}
