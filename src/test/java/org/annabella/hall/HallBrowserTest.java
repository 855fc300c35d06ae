package org.annabella.hall;

import static org.junit.jupiter.api.Assertions.*;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.annabella.announce.Language;
import org.annabella.rules.Color;
import org.annabella.session.Event.Illegality;
import org.annabella.session.Journal;
import org.annabella.session.Session;
import org.annabella.session.SessionTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The hall's page in Debian's chromium driven by Playwright (src/test/browser/hall-page.mjs), with
 * an axe-core audit and keyboard-only use. Needs chromium, node and the packages of
 * src/test/browser (.ci/run installs them); skips with a message without them.
 */
class HallBrowserTest {
    static final Path SCRIPTS = Path.of("src/test/browser");
    static final String HOSTILE = "<script>alert(1)</script>";

    @TempDir
    Path dir;

    @Test
    void thePageIsAccessibleKeyboardOnlyAndLive() throws Exception {
        Path chromium = Path.of(System.getenv().getOrDefault("CHROMIUM", "/usr/bin/chromium"));
        assumeTrue(Files.isExecutable(chromium), "chromium is not installed (apt-get install chromium): the browser test skips");
        assumeTrue(onPath("node"), "node is not installed: the browser test skips");
        assumeTrue(Files.isDirectory(SCRIPTS.resolve("node_modules/playwright-core"))
                && Files.isDirectory(SCRIPTS.resolve("node_modules/axe-core")),
                "playwright-core and axe-core are not installed (npm install --prefix src/test/browser): the browser test skips");
        Path data = dir.resolve("hall");
        byte[] key = HexFormat.of().parseHex(new BoardKeys(data).register(1).key());
        new BoardKeys(data).register(2);
        AtomicLong now = new AtomicLong(System.currentTimeMillis());
        Path journal = dir.resolve("game.journal");
        try (Hall hall = Hall.open(data, Language.ENGLISH); HallServer server = HallServer.start(hall, "127.0.0.1", 0);
                Session s = Companion.start(journal, HOSTILE, "Bob", now)) {
            URI url = URI.create("http://127.0.0.1:" + server.port() + "/");
            s.startClock();
            SessionTest.play(s, now, "e4", 1000);
            List<String> records = Journal.read(journal);
            for (int i = 0; i < records.size(); i++) {
                assertEquals(200, Companion.send(url, 1, key, i, records.get(i)).statusCode());
            }
            Process node = new ProcessBuilder("node", "hall-page.mjs", url.toString(), HOSTILE, "1... e5",
                    "Board 1: White completed an illegal move", "3").directory(SCRIPTS.toFile()).redirectErrorStream(true).start();
            List<String> said = new ArrayList<>();
            try (BufferedReader out = new BufferedReader(new InputStreamReader(node.getInputStream(), StandardCharsets.UTF_8))) {
                for (String line = out.readLine(); line != null; line = out.readLine()) {
                    if (line.equals("ready")) {
                        SessionTest.play(s, now, "e5", 1000);
                        s.illegalMove(Color.WHITE, Illegality.MOVE);
                        List<String> more = Journal.read(journal);
                        for (int i = records.size(); i < more.size(); i++) {
                            assertEquals(200, Companion.send(url, 1, key, i, more.get(i)).statusCode());
                        }
                        new BoardKeys(data).register(3); // as 'hall add-board 3' does, the page open
                    } else {
                        said.add(line);
                    }
                }
            }
            assertTrue(node.waitFor(60, TimeUnit.SECONDS));
            assertEquals(0, node.exitValue(), String.join("\n", said));
        }
    }

    private static boolean onPath(String program) {
        try {
            return new ProcessBuilder(program, "--version").redirectErrorStream(true).start().waitFor() == 0;
        } catch (java.io.IOException | InterruptedException e) {
            return false;
        }
    }
}
