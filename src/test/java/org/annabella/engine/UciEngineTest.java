package org.annabella.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.annabella.announce.Language;
import org.annabella.announce.Words;
import org.annabella.rules.InputException;
import org.annabella.rules.Position;
import org.junit.jupiter.api.Test;
import static org.annabella.testkit.TestEngines.standin;
import org.junit.jupiter.api.io.TempDir;

/** The UCI client against a stand-in engine that misbehaves on purpose: every wait ends, every process ends. */
class UciEngineTest {
    @TempDir
    Path dir;

    @Test
    void theHandshakeGivesTheNameAndOptionsAndCloseEndsTheProcess() throws Exception {
        UciEngine e = UciEngine.start(standin("play", "e7e5"));
        assertEquals("Standin play", e.name());
        EngineOption skill = e.option("skill level").orElseThrow();
        assertEquals(0, skill.min());
        assertEquals(20, skill.max());
        assertEquals(20, skill.clamp(99));
        assertTrue(e.option("UCI_Elo").isEmpty());
        ProcessHandle process = e.process();
        e.close();
        process.onExit().get(2, TimeUnit.SECONDS);
        assertFalse(process.isAlive(), "closing ends the process");
        assertFalse(e.alive());
        EngineFault f = assertThrows(EngineFault.class, () -> e.search(Position.startPosition().toFen(), List.of(), SearchLimit.millis(100)));
        assertEquals("engine.fault.closed", f.reason().key());
        e.close();
    }

    @Test
    void aSilentEngineIsRefusedWhenItsHandshakeTimeIsUp() throws Exception {
        long start = System.nanoTime();
        EngineFault f = assertThrows(EngineFault.class, () -> UciEngine.start(standin("silent"), 500));
        assertEquals("engine.fault.not-uci", f.reason().key());
        assertTrue((System.nanoTime() - start) / 1_000_000 < 3_000, "not waited on past its time");
    }

    @Test
    void aHungSearchIsStoppedThenKilledAtItsDeadline() throws Exception {
        UciEngine e = UciEngine.start(standin("hang"));
        ProcessHandle process = e.process();
        long start = System.nanoTime();
        EngineFault f = assertThrows(EngineFault.class, () -> e.search(Position.startPosition().toFen(), List.of(), SearchLimit.millis(100)));
        long took = (System.nanoTime() - start) / 1_000_000;
        assertEquals("engine.fault.hung", f.reason().key());
        assertTrue(took >= 2_000 && took < 4_000, "the limit, the grace and the stop's half second: " + took + " ms");
        process.onExit().get(2, TimeUnit.SECONDS);
        assertFalse(process.isAlive(), "a hung engine is killed");
        assertEquals("the engine Standin hang did not answer within 3 seconds and was stopped",
                Words.of(Language.ENGLISH).say(org.annabella.announce.Phrase.of("engine.fault", "why", f.reason())).split("\\.")[0]);
    }

    @Test
    void aCrashAndAnUnreadableAnswerAreFaultsNeverMoves() {
        for (String mode : List.of("crash", "garbage", "illegal")) {
            UciEngine e = UciEngine.start(standin(mode));
            EngineFault f = assertThrows(EngineFault.class,
                    () -> Found.search(e, Position.startPosition(), List.of(), SearchLimit.millis(100)));
            assertEquals(switch (mode) {
                case "crash" -> "engine.fault.crashed";
                case "garbage" -> "engine.fault.unreadable";
                default -> "engine.fault.illegal";
            }, f.reason().key(), mode);
            assertFalse(e.alive(), mode + ": the failed engine is closed");
        }
    }

    @Test
    void anEngineNotInstalledIsRefusedSayingHowToGetOne() throws Exception {
        InputException none = assertThrows(InputException.class, () -> EngineLocator.find(null, "--engine", List.of(dir.toString())));
        assertTrue(none.getMessage().startsWith("no chess engine found: install Stockfish (Debian or Ubuntu: sudo apt install stockfish"),
                none.getMessage());
        Path mine = Files.writeString(dir.resolve("stockfish"), "#!/bin/sh\n");
        assertThrows(InputException.class, () -> EngineLocator.find(mine.toString(), "--engine"), "not executable");
        assertTrue(mine.toFile().setExecutable(true));
        assertEquals(mine, EngineLocator.find(null, "--engine", List.of(dir.toString())), "found by name in a folder");
        assertTrue(assertThrows(InputException.class, () -> EngineLocator.find(dir.resolve("none").toString(), "--engine"))
                .getMessage().contains("no such file"));
    }

    @Test
    void chess960CastlingIsReadAsTheKingTakingTheRook() {
        Position p = Position.fromFen("1r2k2r/8/8/8/8/8/8/1R2K2R w HBhb - 0 1", true);
        try (UciEngine e = UciEngine.start(standin("play", "e1h1"))) {
            Found f = Found.read(e, p, new SearchResult("e1h1", Score.centipawns(10), List.of("e1h1", "e8b8")));
            assertEquals("O-O", org.annabella.rules.Notation.san(p, f.move()));
            assertEquals(2, f.line().size(), "the line read on after the castling");
            assertThrows(EngineFault.class, () -> Found.read(e, p, new SearchResult("e1g1", null, List.of())),
                    "the king's two squares are no Chess960 castling in UCI");
        }
    }

    @Test
    void infoLinesAreReadForTheScoreAndTheLine() {
        UciEngine.Info i = UciEngine.Info.parse("info depth 12 seldepth 14 multipv 1 score mate -3 nodes 100 pv e2e4 e7e5");
        assertEquals(Score.mateIn(-3), i.score());
        assertEquals(List.of("e2e4", "e7e5"), i.line());
        assertTrue(UciEngine.Info.parse("info depth 3 score cp 20 lowerbound pv d2d4").bound());
        assertEquals(null, UciEngine.Info.parse("info string hello score").score());
    }
}
