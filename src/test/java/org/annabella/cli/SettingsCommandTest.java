package org.annabella.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Supplier;
import org.annabella.settings.Settings;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code annabella settings} and the settings as every command's defaults (shared/spec/cli.md, "settings and doctor"). */
class SettingsCommandTest {
    @TempDir
    Path dir;

    private Path folder() {
        return dir.resolve("config").resolve("annabella");
    }

    private Path file() {
        return folder().resolve(Settings.FILE_NAME);
    }

    /** Runs with the settings folder of this test instead of the build's empty one. */
    private <T> T withSettings(Supplier<T> run) {
        String before = System.getProperty(Settings.FOLDER_PROPERTY);
        System.setProperty(Settings.FOLDER_PROPERTY, folder().toString());
        try {
            return run.get();
        } finally {
            System.setProperty(Settings.FOLDER_PROPERTY, before);
        }
    }

    private CliRun run(String... args) {
        return withSettings(() -> CliRun.of(args));
    }

    private CliRun typing(String input, String... args) {
        return withSettings(() -> CliRun.typing(input, args));
    }

    private void write(String text) throws IOException {
        Files.createDirectories(folder());
        Files.writeString(file(), text, StandardCharsets.UTF_8);
    }

    @Test
    void noSettingsListsEveryKeyWithWhatPlayTakesWithoutIt() {
        CliRun r = run("settings");
        assertEquals(0, r.exit, r.err);
        List<String> lines = r.out.lines().toList();
        assertEquals(SettingKey.keys(), lines.stream().map(l -> l.substring(0, l.indexOf('='))).toList());
        assertTrue(lines.containsAll(List.of("lang=en", "speech=text", "laws=2018", "time-control=5400+30", "board=none",
                "clock=internal", "time-announcements=request", "vi=white", "speaker=", "name=", "confirm=")), r.out);
        assertEquals("", r.err);
        assertFalse(Files.exists(folder()), "showing writes nothing");
    }

    @Test
    void aKeyAndValueIsSetShownAndReset() throws IOException {
        CliRun set = run("settings", "lang", "es");
        assertEquals(0, set.exit, set.err);
        assertEquals("lang=es\n", set.out);
        assertEquals("lang=es\n", Files.readString(file()));
        assertEquals("lang=es\n", run("settings", "lang").out);
        assertEquals(0, run("settings", "name", "Núñez").exit);
        assertEquals(0, run("settings", "time-control", "40/5400+30:1800+30").exit);
        assertEquals("lang=es\nname=Núñez\ntime-control=40/5400+30:1800+30\n", Files.readString(file(), StandardCharsets.UTF_8));
        assertTrue(run("settings").out.contains("\nname=Núñez\n"));
        CliRun reset = run("settings", "--reset", "lang");
        assertEquals(0, reset.exit, reset.err);
        assertEquals("lang=en\n", reset.out, "the key is back at play's default");
        assertEquals("name=Núñez\ntime-control=40/5400+30:1800+30\n", Files.readString(file(), StandardCharsets.UTF_8));
    }

    @Test
    void aBadKeyOrValueIsRefusedInOneLineAndNothingIsWritten() throws IOException {
        CliRun key = run("settings", "lnag", "es");
        assertEquals(Main.BAD_INPUT, key.exit);
        assertEquals("annabella settings: there is no setting 'lnag'; did you mean lang?\n", key.err);
        assertFalse(Files.exists(file()));
        for (String[] bad : new String[][] {{"lang", "fr"}, {"rate", "900"}, {"laws", "2020"}, {"board", "usb0"},
                {"clock", "quartz"}, {"time-control", "soon"}, {"confirm", "maybe"}, {"vi", "grey"}, {"speech", "loud"},
                {"speaker", dir.resolve("nobody").toString()}, {"name", " "}, {"name", "Ana\u0007"}}) {
            CliRun r = run("settings", bad[0], bad[1]);
            assertEquals(Main.BAD_INPUT, r.exit, String.join(" ", bad) + ": " + r.err);
            assertEquals(1, r.err.lines().count(), r.err);
            assertTrue(r.err.startsWith("annabella settings: " + bad[0] + ": ") && r.err.strip().endsWith("nothing was written"), r.err);
            assertEquals("", r.out);
            assertFalse(Files.exists(file()), String.join(" ", bad));
        }
        assertTrue(run("settings", "rate", "900").err.contains("--rate must be a whole number from 80 to 450"));
        assertEquals(Main.BAD_INPUT, run("settings", "--reset", "lang", "lang").exit);
        assertEquals(Main.BAD_INPUT, run("settings", "--reset", "colour").exit);
        // A port is checked for its form only: the board may be unplugged while it is set up.
        assertEquals(0, run("settings", "board", "peg:/dev/ttyUSB7").exit);
    }

    /** With lang=es kept, the quick commands' refusals of a move are Spanish too, in the plain form and with options. */
    @Test
    void theQuickCommandsRefuseAMoveInTheSettingsLanguage() throws IOException {
        write("lang=es\n");
        CliRun plain = run("announce", "e4", "Zf9");
        assertEquals(Main.BAD_INPUT, plain.exit);
        assertEquals("Eva vier\n", plain.out);
        assertEquals("annabella announce: jugada 2: no se entiende «Zf9» como jugada: no es una jugada en notación "
                + "algebraica, algebraica larga, UCI, ICCF ni descriptiva, ni palabras de un anuncio\n", plain.err);
        CliRun styled = run("announce", "--style", "fide", "e4", "e4");
        assertEquals(Main.BAD_INPUT, styled.exit);
        assertTrue(styled.err.startsWith("annabella announce: jugada 2: "), styled.err);
        assertEquals(Main.BAD_INPUT, run("parse", "--lang", "xx", "e4").exit);
        write("");
        assertEquals("annabella announce: move 2: cannot read \"Zf9\" as a move: it is not a move in algebraic, long "
                + "algebraic, UCI, ICCF or descriptive notation\n", run("announce", "e4", "Zf9").err, "English as before");
    }

    @Test
    void aBadLineIsSaidAndPlayGoesOnWithTheRestWhileSettingsRefuses() throws IOException {
        write("# mine\nlang=es\nrate=900\nsome words\n");
        CliRun play = typing("e4\nsalir\n", "play", "--journal", dir.resolve("p.journal").toString());
        assertEquals(0, play.exit, play.err);
        assertTrue(play.out.contains("Eva vier"), play.out);
        List<String> said = play.err.lines().limit(2).toList();
        assertTrue(said.get(0).startsWith("annabella play: el archivo de ajustes " + file() + ", línea 3, rate: "), said.get(0));
        assertTrue(said.get(0).endsWith("; annabella sigue sin él"), said.get(0));
        assertTrue(said.get(1).contains("línea 4: 'some words' no tiene la forma CLAVE=VALOR"), said.get(1));
        assertTrue(play.err.lines().skip(2).noneMatch(l -> l.contains("ajustes")), play.err);

        // A command is told of the lines it reads: parse takes lang, not rate.
        CliRun parse = run("parse", "e4", "e5", "Re2");
        assertEquals(0, parse.exit, parse.err);
        assertEquals("e4\ne5\nKe2\n", parse.out, "lang=es, a good line, is taken: R is the king in Spanish");
        assertEquals(1, parse.err.lines().count(), parse.err);
        assertTrue(parse.err.contains("'some words'"), parse.err);
        assertFalse(run("perft", "--depth", "1").err.contains("ajustes"), "perft takes no setting");

        CliRun show = run("settings");
        assertEquals(Main.BAD_INPUT, show.exit);
        assertTrue(show.out.contains("lang=es\n") && show.out.contains("rate=\n"), show.out);
        assertEquals(2, show.err.lines().count(), show.err);
        assertTrue(show.err.startsWith("annabella settings: el archivo de ajustes"), "said in the settings' language: " + show.err);

        // Nothing is written over a bad line of another key; the bad line's own key may be set or reset.
        CliRun blocked = run("settings", "name", "Ana");
        assertEquals(Main.BAD_INPUT, blocked.exit);
        assertTrue(blocked.err.contains("annabella settings --reset rate") && blocked.err.contains("línea 3"), blocked.err);
        assertEquals("# mine\nlang=es\nrate=900\nsome words\n", Files.readString(file()));
        assertEquals(0, run("settings", "--reset", "some words").exit);
        assertEquals(0, run("settings", "rate", "180").exit);
        assertEquals("# mine\nlang=es\nrate=180\n", Files.readString(file()));
        assertEquals(0, run("settings").exit);
    }

    @Test
    void anUnknownKeyInTheFileIsNamedWithTheNearestOne() throws IOException {
        write("volum=80\n");
        CliRun r = run("settings", "volume");
        assertEquals(0, r.exit, "only the key asked for is checked: " + r.err);
        CliRun all = run("settings");
        assertEquals(Main.BAD_INPUT, all.exit);
        assertEquals("annabella settings: the settings file " + file() + ", line 1, volum: there is no setting 'volum'; "
                + "did you mean volume?\n", all.err);
        assertEquals(0, run("settings", "--reset", "volum").exit);
        assertEquals("", Files.readString(file()));
    }

    @Test
    void theCommandLineWinsOverASetting() throws IOException {
        write("lang=es\n");
        assertEquals("e4\ne5\nKe2\n", run("parse", "e4", "e5", "Re2").out);
        CliRun english = run("parse", "--lang", "en", "e4", "e5", "Re2");
        assertEquals(Main.BAD_INPUT, english.exit, "R is the rook in English, which cannot go to e2: " + english.out);
        assertTrue(english.err.contains("text 3"), "said in English, the language given: " + english.err);
    }

    @Test
    void aKeptOptionThatPlayRefusesIsSaidToComeFromTheSettings() throws IOException {
        Path port = dir.resolve("ttyUSB9");
        assertEquals(0, run("settings", "board", "peg:" + port).exit);
        CliRun kept = typing("quit\n", "play", "--journal", dir.resolve("k.journal").toString());
        assertEquals(Main.BAD_INPUT, kept.exit);
        assertEquals(1, kept.err.lines().count(), kept.err);
        assertTrue(kept.err.startsWith("annabella play: --board peg:" + port + ": " + port + " does not exist"), kept.err);
        assertTrue(kept.err.strip().endsWith("(--board is kept in the settings: annabella settings board shows it)"), kept.err);
        assertFalse(Files.exists(dir.resolve("k.journal")));
        CliRun typed = typing("quit\n", "play", "--journal", dir.resolve("k.journal").toString(), "--board", "peg:" + port);
        assertEquals(Main.BAD_INPUT, typed.exit);
        assertFalse(typed.err.contains("settings"), typed.err);
        CliRun spanish = typing("quit\n", "play", "--journal", dir.resolve("k.journal").toString(), "--lang", "es");
        assertTrue(spanish.err.strip().endsWith("(--board está guardada en los ajustes: annabella settings board la muestra)"),
                spanish.err);
    }

    /** A speaker's profile kept in the settings is for the games that listen: the others neither refuse it nor say it. */
    @Test
    void aKeptProfileWaitsForAGameThatListens() throws IOException {
        Path model = Path.of("/usr/share/pocketsphinx/model/en-us/en-us");
        org.junit.jupiter.api.Assumptions.assumeTrue(Files.isRegularFile(model.resolve("means")),
                "pocketsphinx-en-us is not installed: no model to copy into a profile");
        Path profile = Files.createDirectories(dir.resolve("ana-profile"));
        for (String f : List.of("means", "mdef", "sendump", "variances", "feat.params")) {
            Files.copy(model.resolve(f), profile.resolve(f));
        }
        Files.writeString(profile.resolve("speaker.txt"), "ana\n");
        assertEquals("speaker=" + profile + "\n", run("settings", "speaker", profile.toString()).out);
        CliRun quiet = typing("quit\n", "play", "--journal", dir.resolve("q.journal").toString());
        assertEquals(0, quiet.exit, quiet.err);
        assertFalse(quiet.err.contains("speaker") || quiet.err.contains("--listen"), quiet.err);
        CliRun typed = typing("quit\n", "play", "--journal", dir.resolve("t.journal").toString(), "--speaker", profile.toString());
        assertEquals(Main.BAD_INPUT, typed.exit, "typed without --listen, it is still refused");
        assertTrue(typed.err.contains("--listen"), typed.err);
    }

    @Test
    void playTakesTheSettingsAndItsOptionsWin() throws IOException {
        write("name=Núñez\nlang=es\nconfirm=true\nlaws=2023\nspeaker=" + dir.resolve("nobody") + "\n");
        Path j = dir.resolve("a.journal");
        CliRun r = typing("e4\nsí\nsalir\n", "play", "--journal", j.toString());
        assertEquals(0, r.exit, r.err);
        assertTrue(r.out.contains("¿Eva vier?"), "confirm=true reads the move back, in Spanish: " + r.out);
        String journal = new String(Files.readAllBytes(j), StandardCharsets.UTF_8);
        assertTrue(journal.contains("Núñez") && journal.contains("Negras") && journal.contains("2023"), journal);
        assertTrue(r.err.startsWith("annabella play: el archivo de ajustes " + file() + ", línea 5, speaker: speaker profile "
                + dir.resolve("nobody") + ": no such folder (annabella enrol makes one); annabella sigue sin él\n"), r.err);

        Path k = dir.resolve("b.journal");
        CliRun given = typing("e4\nquit\n", "play", "--journal", k.toString(), "--no-confirm", "--lang", "en", "--white", "Ana",
                "--laws", "2018");
        assertEquals(0, given.exit, given.err);
        assertFalse(given.out.contains("Enter or yes makes it"), given.out);
        String second = new String(Files.readAllBytes(k), StandardCharsets.UTF_8);
        assertTrue(second.contains("Ana") && !second.contains("Núñez") && second.contains("e2e4"), second);

        Path black = dir.resolve("c.journal");
        assertEquals(0, typing("quit\n", "play", "--journal", black.toString(), "--vi", "black").exit);
        String third = new String(Files.readAllBytes(black), StandardCharsets.UTF_8);
        assertTrue(third.indexOf("Blancas") < third.indexOf("Núñez"), "--name names the visually impaired player's side: " + third);
    }
}
