package org.annabella.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * play --engine and analyse from the command line: fair play enforced before any engine starts,
 * a game against a stand-in engine journalled and exported with its seat, and a real Stockfish
 * analysis in the contract's form.
 */
class EngineCommandTest {
    @TempDir
    Path dir;


    /** A stand-in engine run with these arguments, as one executable file (--engine takes a path). */
    Path engine(String name, String args) throws IOException {
        Path p = dir.resolve(name);
        Files.writeString(p, "#!/bin/sh\nexec " + org.annabella.testkit.TestEngines.STANDIN + " " + args + "\n");
        Files.setPosixFilePermissions(p, PosixFilePermissions.fromString("rwxr-xr-x"));
        return p;
    }

    @Test
    void aTournamentGameRefusesAnEngineBeforeStartingIt() throws IOException {
        Path marker = dir.resolve("started");
        Path engine = engine("marked", "marker " + marker);
        CliRun r = CliRun.typing("quit\n", "play", "--mode", "tournament", "--engine=" + engine, "--journal",
                dir.resolve("t.journal").toString());
        assertEquals(2, r.exit, r.err);
        assertTrue(r.err.contains("tournament mode") && r.err.contains("2018 11.3.a"), r.err);
        assertFalse(Files.exists(marker), "no engine process was started");
        assertFalse(Files.exists(dir.resolve("t.journal")), "no journal was made");
    }

    @Test
    void aGameAgainstTheEngineIsJournalledAndExportedWithItsSeat() throws IOException {
        Path engine = engine("player", "play e7e5 b8c6");
        Path journal = dir.resolve("g.journal");
        CliRun r = CliRun.typing("e4\n", "play", "--engine=" + engine, "--engine-time", "0.1", "--engine-elo", "1200",
                "--time-control", "-", "--journal", journal.toString());
        assertEquals(0, r.exit, r.err);
        assertTrue(r.err.contains("Standin play plays Black; at skill level 4 of 20, for about 1200 Elo"), r.err);
        CliRun export = CliRun.of("export", journal.toString(), "--out", dir.toString());
        assertEquals(0, export.exit, export.err);
        String pgn = Files.readString(dir.resolve("g.pgn"), StandardCharsets.UTF_8);
        assertTrue(pgn.contains("[Black \"Standin play\"]") && pgn.contains("[BlackType \"program\"]")
                && pgn.contains("[WhiteType \"human\"]") && pgn.contains("[Mode \"training\"]"), pgn);
        CliRun resumed = CliRun.typing("quit\n", "resume", journal.toString(), "--engine=" + engine);
        assertEquals(0, resumed.exit, resumed.err);
        assertTrue(resumed.err.contains("Standin play plays Black"), "resume starts the engine again and says so: " + resumed.err);
        Path human = dir.resolve("h.journal");
        assertEquals(0, CliRun.typing("quit\n", "play", "--time-control", "-", "--journal", human.toString()).exit);
        CliRun refused = CliRun.typing("quit\n", "resume", human.toString(), "--engine=" + engine);
        assertEquals(2, refused.exit);
        assertTrue(refused.err.contains("begun without an engine"), refused.err);
    }

    @Test
    void analyseListsEachMistakeInTheContractsForm() throws IOException {
        org.annabella.testkit.TestEngines.stockfish();
        Path pgn = dir.resolve("g.pgn");
        Files.writeString(pgn, "[White \"A\"]\n[Black \"B\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n");
        Path annotated = dir.resolve("out.pgn");
        CliRun r = CliRun.of("analyse", "--pgn", pgn.toString(), "--time", "0.2", "--annotate", annotated.toString());
        assertEquals(0, r.exit, r.err);
        List<String> lines = r.out.lines().toList();
        assertTrue(lines.contains("3... Nf6\tbetter " + lines.stream().filter(l -> l.startsWith("3... Nf6")).findFirst()
                .orElseThrow().split("\t")[1].substring(7) + "\tmate"), r.out);
        for (String l : lines) {
            assertTrue(l.matches("\\d+(\\.|\\.\\.\\.) \\S+\tbetter \\S+\t(\\d+\\.\\d|mate)"), l);
        }
        assertTrue(r.err.strip().endsWith("mistakes by White, 1 by Black."), r.err);
        String marked = Files.readString(annotated).replace('\n', ' ');
        assertTrue(marked.contains("Nf6 $4 {better") && marked.contains("(mate)"), marked);
        CliRun json = CliRun.of("analyse", "--pgn", pgn.toString(), "--time", "0.1", "--json");
        assertTrue(json.out.startsWith("{\"moves\":[{\"ply\":1,") && json.out.contains("\"san\":\"Qxf7#\""), json.out);
    }
}
