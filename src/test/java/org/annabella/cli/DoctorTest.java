package org.annabella.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import org.annabella.announce.Language;
import org.annabella.announce.Words;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code annabella doctor}: each feature's line, on computers of the test's making (a root folder, a PATH, a user). */
class DoctorTest {
    @TempDir
    Path root;

    private Checkup.Host host(String user, boolean linux, boolean sound) {
        return new Checkup.Host(Map.of("PATH", "/usr/local/bin:/usr/bin"), root, user, linux, sound, sound, sound,
                Path.of("/run/user/1000/speech-dispatcher/speechd.sock"));
    }

    private List<String> said(Checkup.Host host, Language language) {
        return Checkup.of(host).stream().map(Words.of(language)::say).toList();
    }

    private void program(String absolute) throws IOException {
        Path p = root.resolve(absolute.substring(1));
        Files.createDirectories(p.getParent());
        Files.writeString(p, "#!/bin/sh\n");
        Files.setPosixFilePermissions(p, PosixFilePermissions.fromString("rwxr-xr-x"));
    }

    private void file(String absolute, String text) throws IOException {
        Path p = root.resolve(absolute.substring(1));
        Files.createDirectories(p.getParent());
        Files.writeString(p, text);
    }

    @Test
    void aBareComputerIsToldWhichPackageBringsEachFeature() {
        List<String> lines = said(host("ana", true, false), Language.ENGLISH);
        assertEquals(List.of(
                "speech with FreeTTS (--speech freetts): built in, an English voice",
                "sound output: none found; check the system's sound settings, or install the Debian package pipewire-pulse or pulseaudio",
                "German and Spanish voices: missing; install the Debian package espeak-ng",
                "speech through speech-dispatcher (--speech ssip): missing; install the Debian package speech-dispatcher",
                "hearing spoken moves (--listen): missing; install the Debian packages pocketsphinx and pocketsphinx-en-us",
                "microphone: none found; plug one in and check the system's sound input settings (needed for --listen)",
                "braille in your language (liblouis): its library does not load here; install the Debian package liblouis20",
                "braille display: missing; install the Debian packages brltty libbrlapi-java",
                "serial ports (sensor boards, tactile clock): ana is not in the group dialout; run sudo adduser ana dialout, then log out and in again",
                "chess engine for training (--engine): none found; install the Debian package stockfish"), lines);
    }

    @Test
    void aComputerWithEverythingSaysSoFeatureByFeature() throws IOException {
        program("/usr/bin/espeak-ng");
        program("/usr/bin/speech-dispatcher");
        file("/run/user/1000/speech-dispatcher/speechd.sock", "");
        program(Checkup.POCKETSPHINX);
        file(Checkup.POCKETSPHINX_MODEL, "mdef");
        program("/sbin/brltty");
        file(Checkup.BRLAPI_JAR, "jar");
        file("/etc/group", "root:x:0:\ndialout:x:20:pablo,ana\n");
        file("/dev/ttyUSB0", "");
        file("/dev/ttyACM1", "");
        file("/dev/tty1", "");
        program("/usr/games/stockfish");
        List<String> lines = said(host("ana", true, true), Language.ENGLISH);
        assertEquals(List.of(
                "speech with FreeTTS (--speech freetts): built in, an English voice",
                "sound output: present",
                "German and Spanish voices (espeak-ng): present",
                "speech through speech-dispatcher (--speech ssip): present and running",
                "hearing spoken moves (--listen): pocketsphinx and its English model present",
                "microphone: present",
                "braille in your language (liblouis): built in, English, Spanish and German",
                "braille display (BRLTTY and BrlAPI for Java): present",
                "serial ports (sensor boards, tactile clock): you may use them (group dialout); plugged in: /dev/ttyACM1, /dev/ttyUSB0",
                "chess engine for training (--engine): /usr/games/stockfish"), lines);
    }

    @Test
    void halfInstalledFeaturesNameTheMissingHalf() throws IOException {
        program("/usr/bin/speech-dispatcher");
        program(Checkup.POCKETSPHINX);
        program("/usr/bin/brltty");
        // A primary group counts: /etc/passwd's group id.
        file("/etc/group", "dialout:x:20:\n");
        file("/etc/passwd", "ana:x:1000:20:Ana:/home/ana:/bin/bash\n");
        List<String> lines = said(host("ana", true, true), Language.ENGLISH);
        assertTrue(lines.contains("speech through speech-dispatcher (--speech ssip): installed but not running; it starts with "
                + "the desktop's screen reader, or run speech-dispatcher -d"), lines.toString());
        assertTrue(lines.contains("hearing spoken moves (--listen): pocketsphinx present, its English model missing; install the "
                + "Debian package pocketsphinx-en-us"), lines.toString());
        assertTrue(lines.contains("braille display: missing; install the Debian packages libbrlapi-java"), lines.toString());
        assertTrue(lines.contains("serial ports (sensor boards, tactile clock): you may use them (group dialout); none is plugged in now"),
                lines.toString());
        file("/etc/passwd", "ana:x:1000:1000:Ana:/home/ana:/bin/bash\n");
        assertTrue(said(host("ana", true, true), Language.ENGLISH).stream().anyMatch(l -> l.contains("ana is not in the group dialout")));
        assertTrue(said(host("root", true, true), Language.ENGLISH).stream().anyMatch(l -> l.contains("you may use them")));
    }

    @Test
    void elsewhereThanLinuxOnlyWhatAppliesThereIsSaid() {
        assertEquals(5, said(host("ana", false, true), Language.ENGLISH).size());
        List<String> lines = said(host("ana", false, false), Language.ENGLISH);
        assertEquals(List.of(
                "speech with FreeTTS (--speech freetts): built in, an English voice",
                "sound output: none found; check the system's sound settings",
                "microphone: none found; plug one in and check the system's sound input settings (needed for --listen)",
                "braille in your language (liblouis): its library does not load here; install annabella again, which brings it",
                "chess engine for training (--engine): none found; install Stockfish (stockfishchess.org) and put it on PATH, "
                        + "or name it with --engine=PATH"), lines);
    }

    @Test
    void linesAreInTheConsolesLanguageAndTheCommandExitsZero() {
        List<String> lines = said(host("ana", true, false), Language.SPANISH);
        assertEquals("voz con FreeTTS (--speech freetts): incluida, una voz inglesa", lines.get(0));
        assertEquals("braille en su idioma (liblouis): su biblioteca no se carga aquí; instale el paquete de Debian liblouis20",
                lines.get(6));
        assertTrue(lines.get(8).contains("ana no está en el grupo dialout; ejecute sudo adduser ana dialout"), lines.get(8));
        CliRun r = CliRun.of("doctor", "--lang", "es");
        assertEquals(0, r.exit, r.err);
        assertEquals(10 - (System.getProperty("os.name").startsWith("Linux") ? 0 : 5), r.out.lines().count(), r.out);
        assertTrue(r.out.startsWith("voz con FreeTTS"), r.out);
        assertTrue(CliRun.of("doctor").out.startsWith("speech with FreeTTS"));
    }
}
