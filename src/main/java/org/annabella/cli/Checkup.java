package org.annabella.cli;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;
import org.annabella.announce.Phrase;
import org.annabella.braille.LouisBraille;
import org.annabella.speech.Microphone;
import org.annabella.speech.SoundCard;
import org.annabella.speech.SsipSpeaker;

/**
 * What {@code annabella doctor} finds on this computer, feature by feature: one phrase each,
 * saying what is present or which Debian package or setting would bring it. Every check reads
 * the {@link Host} it is given, so a test can stand in a computer of its own making.
 */
final class Checkup {
    /** Where Debian's pocketsphinx puts its batch program and English model (as the recogniser reads them). */
    static final String POCKETSPHINX = "/usr/bin/pocketsphinx_batch";
    static final String POCKETSPHINX_MODEL = "/usr/share/pocketsphinx/model/en-us/en-us/mdef";
    /** Debian's BrlAPI binding for Java (libbrlapi-java), as the braille display reads it. */
    static final String BRLAPI_JAR = "/usr/share/java/brlapi.jar";

    private Checkup() {
    }

    /**
     * The computer as the checks see it: the environment (PATH, XDG_RUNTIME_DIR...), the root
     * its absolute paths are read under ({@code /}, or a test's folder), the user's name, whether
     * it is a Linux system, and whether sound input and output are there.
     */
    record Host(Map<String, String> env, Path root, String user, boolean linux, boolean microphone, boolean soundOutput,
            boolean brailleText, Path speechDispatcherSocket) {
        /** This computer. */
        static Host here() {
            return new Host(System.getenv(), Path.of("/"), System.getProperty("user.name", ""),
                    System.getProperty("os.name", "").toLowerCase(Locale.ROOT).startsWith("linux"), Microphone.present(),
                    SoundCard.present(), LouisBraille.available(), SsipSpeaker.defaultSocket());
        }

        /** An absolute path of the system, under the root. */
        Path file(String absolute) {
            return root.resolve(absolute.replaceFirst("^/+", ""));
        }

        /** A path found under the root, as the system names it. */
        String shown(Path found) {
            return root.getParent() == null ? found.toString() : "/" + root.relativize(found).toString().replace(File.separatorChar, '/');
        }

        /** The program {@code name} in a folder of PATH (or {@code also}), or null. */
        Path program(String name, String... also) {
            String path = env.getOrDefault("PATH", "");
            for (String folder : Stream.concat(Arrays.stream(path.split(File.pathSeparator)), Arrays.stream(also)).toList()) {
                if (!folder.isEmpty()) {
                    Path p = file(folder).resolve(name);
                    if (Files.isRegularFile(p) && Files.isExecutable(p)) {
                        return p;
                    }
                }
            }
            return null;
        }

        /** Whether the user is in {@code group}: named in its line of /etc/group, or it is his primary group in /etc/passwd. */
        boolean inGroup(String group) {
            String gid = null;
            for (String line : lines("/etc/group")) {
                String[] f = line.split(":", -1);
                if (f.length >= 4 && f[0].equals(group)) {
                    gid = f[2];
                    if (Arrays.asList(f[3].split(",")).contains(user)) {
                        return true;
                    }
                }
            }
            for (String line : lines("/etc/passwd")) {
                String[] f = line.split(":", -1);
                if (f.length >= 4 && f[0].equals(user) && f[3].equals(gid)) {
                    return true;
                }
            }
            return false;
        }

        private List<String> lines(String absolute) {
            try {
                return Files.readAllLines(file(absolute), StandardCharsets.UTF_8);
            } catch (IOException | RuntimeException e) {
                return List.of();
            }
        }

        /** The serial ports plugged in: /dev/ttyUSB* and /dev/ttyACM*. */
        List<String> serialPorts() {
            try (Stream<Path> dev = Files.list(file("/dev"))) {
                return dev.map(p -> p.getFileName().toString()).filter(n -> n.startsWith("ttyUSB") || n.startsWith("ttyACM"))
                        .sorted().map(n -> "/dev/" + n).toList();
            } catch (IOException | RuntimeException e) {
                return List.of();
            }
        }
    }

    /** One phrase a feature, in the order a player sets annabella up: speech, hearing, braille, boards, the engine. */
    static List<Phrase> of(Host host) {
        List<Phrase> lines = new ArrayList<>();
        lines.add(Phrase.of("doctor.freetts"));
        // Debian's packages are named on Linux only; elsewhere the system's settings or the engine's site.
        String elsewhere = host.linux() ? "" : "-elsewhere";
        lines.add(host.soundOutput() ? Phrase.of("doctor.sound.present") : Phrase.of("doctor.sound.missing" + elsewhere));
        if (host.linux()) {
            lines.add(host.program("espeak-ng") != null ? Phrase.of("doctor.espeak.present") : Phrase.of("doctor.espeak.missing"));
            lines.add(host.program("speech-dispatcher", "/usr/bin") == null ? Phrase.of("doctor.ssip.missing")
                    : Files.exists(host.file(host.speechDispatcherSocket().toString())) ? Phrase.of("doctor.ssip.running")
                    : Phrase.of("doctor.ssip.stopped"));
            boolean program = Files.isExecutable(host.file(POCKETSPHINX));
            lines.add(!program ? Phrase.of("doctor.hearing.missing")
                    : Files.isRegularFile(host.file(POCKETSPHINX_MODEL)) ? Phrase.of("doctor.hearing.present")
                    : Phrase.of("doctor.hearing.no-model"));
        }
        lines.add(host.microphone() ? Phrase.of("doctor.microphone.present") : Phrase.of("doctor.microphone.missing"));
        // liblouis comes inside annabella; the system's library is the fallback where the bundled one does not load.
        lines.add(host.brailleText() ? Phrase.of("doctor.braille-text.present") : Phrase.of("doctor.braille-text.missing" + elsewhere));
        if (host.linux()) {
            List<String> missing = new ArrayList<>();
            if (host.program("brltty", "/usr/bin", "/sbin", "/usr/sbin") == null) {
                missing.add("brltty");
            }
            if (!Files.isRegularFile(host.file(BRLAPI_JAR))) {
                missing.add("libbrlapi-java");
            }
            lines.add(missing.isEmpty() ? Phrase.of("doctor.braille.present")
                    : Phrase.of("doctor.braille.missing", "packages", String.join(" ", missing)));
            List<String> ports = host.serialPorts();
            String plugged = ports.isEmpty() ? "" : String.join(", ", ports);
            lines.add(host.user().equals("root") || host.inGroup("dialout")
                    ? Phrase.of(ports.isEmpty() ? "doctor.serial.member" : "doctor.serial.member-ports", "ports", plugged)
                    : Phrase.of("doctor.serial.not-member", "user", host.user()));
        }
        Path engine = host.program("stockfish", "/usr/games");
        lines.add(engine != null ? Phrase.of("doctor.engine.present", "path", host.shown(engine))
                : Phrase.of("doctor.engine.missing" + elsewhere));
        return lines;
    }
}
