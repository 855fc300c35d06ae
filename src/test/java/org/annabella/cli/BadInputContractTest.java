package org.annabella.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.stream.Stream;
import org.annabella.testkit.NamedPipes;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * The command line's contract for bad input (shared/spec/cli.md), held for every command: the
 * same broken files, FENs, moves and numbers go to each command that takes one, and each run
 * must end (no loop) with exit 2 and exactly one line on stderr in a person's words: no Java
 * class, no stack trace, no raw control character. A command added to {@link Main} without a row
 * here fails {@link #everyCommandIsHeldToTheContract}.
 */
class BadInputContractTest {
    private static final Duration BOUND = Duration.ofSeconds(30);

    @TempDir
    static Path dir;

    /** Files every file-reading command is given, by what is wrong with them. */
    private static Map<String, Path> badFiles() throws IOException {
        Map<String, Path> files = new LinkedHashMap<>();
        files.put("a missing file", dir.resolve("no-such-file.pgn"));
        files.put("a folder", dir);
        files.put("an empty file", write("empty", new byte[0]));
        files.put("a file of blank lines", write("blank", "  \n\n\t\n".getBytes(StandardCharsets.UTF_8)));
        files.put("bytes that are not UTF-8", write("latin1", "[Event \"Caf\u00e9\"]\n\n1. e4 \u00ff *\n"
                .getBytes(StandardCharsets.ISO_8859_1)));
        byte[] noise = new byte[4096];
        new Random(13).nextBytes(noise);
        noise[100] = 0;
        files.put("binary noise", write("noise", noise));
        files.put("a tag without quotes", write("tag", ascii("[Event x]\n\n1. e4 e5 *\n")));
        files.put("a NAG beyond any number", write("nag", ascii("1. e4 $99999999999999 e5 *\n")));
        files.put("a move no piece can make", write("illegal", ascii("1. e4 e5 2. Ke3 *\n")));
        files.put("a NUL inside a move", write("nul", ascii("1. e\u00004 e5 *\n")));
        files.put("a never-closed comment", write("comment", ascii("1. e4 { forever\n")));
        Path endless = Path.of("/dev/zero");
        if (Files.exists(endless)) { // a device that never ends must not be read to the end of memory
            files.put("a device that never ends", endless);
        }
        return files;
    }

    /** FENs every FEN-taking command is given. */
    private static Map<String, String> badFens() {
        Map<String, String> fens = new LinkedHashMap<>();
        fens.put("an empty FEN", "");
        fens.put("a blank FEN", "   ");
        fens.put("a word", "hello");
        fens.put("no kings", "8/8/8/8/8/8/8/8 w - - 0 1");
        fens.put("nine ranks", "8/8/8/8/8/8/8/8/8 w - - 0 1");
        fens.put("a move number beyond any number", "4k3/8/8/8/8/8/8/4K3 w - - 0 99999999999999999999");
        fens.put("a NUL", "4k3/8/8/8/8/8/8/4K3 w - - 0\u0000 1");
        fens.put("a line break", "4k3/8/8/8\n/8/8/8/4K3 w - - 0 1");
        fens.put("a long text", "8/".repeat(20_000));
        fens.put("control characters at both ends", "\u0001rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\u0007");
        fens.put("a tab between fields", "4k3/8/8/8/8/8/8/4K3\tw - - 0 1");
        fens.put("a line break at the end", "4k3/8/8/8/8/8/8/4K3 w - - 0 1\n");
        fens.put("a carriage return inside", "4k3/8/8/8/8/8/8/4K3 w - -\r 0 1");
        return fens;
    }

    /** Move texts every move-taking command is given. */
    private static Map<String, String> badMoves() {
        Map<String, String> moves = new LinkedHashMap<>();
        moves.put("an empty move", "");
        moves.put("nonsense", "zz9");
        moves.put("an illegal move", "Ke2");
        moves.put("an illegal move in words", "Koenig Eva zwei");
        moves.put("two moves on two lines", "e4\ne5");
        moves.put("a NUL", "e\u00004");
        moves.put("a long text", "e4".repeat(50_000));
        moves.put("a lone figurine", "\u265E");
        return moves;
    }

    /** The bad files no reader can take, whatever it reads. */
    private static final Set<String> UNREADABLE = Set.of("a missing file", "a folder", "an empty file",
            "a file of blank lines", "bytes that are not UTF-8", "binary noise", "a device that never ends");

    private static final Path GOOD_PGN_NAME = Path.of("good.pgn");

    /** Every command with each kind of bad input it takes; {} stands for the bad value. */
    private static List<Row> rows() throws Exception {
        Path good = write(GOOD_PGN_NAME.toString(), ascii("[Event \"ok\"]\n\n1. e4 e5 2. Nf3 Nc6 *\n"));
        List<Row> rows = new ArrayList<>();
        Function<Path, String> s = Path::toString;
        for (Map.Entry<String, Path> f : badFiles().entrySet()) {
            String v = s.apply(f.getValue());
            String what = f.getKey();
            rows.add(new Row("check", what, "check", "--pgn", v));
            rows.add(new Row("announce", what, "announce", "--pgn", v));
            rows.add(new Row("announce", what + " (all games)", "announce", "--pgn", v, "--game", "all"));
            rows.add(new Row("braille", what, "braille", "--pgn", v));
            rows.add(new Row("braille", what + " as a braille sheet", "braille", "--read", v));
            rows.add(new Row("laws", what, "laws", "--pgn", v));
            if (UNREADABLE.contains(what)) {
                // A sheet that reads but records an illegal move is what reconcile rules on, not bad input.
                rows.add(new Row("reconcile", what + " as sheet A", "reconcile", "--sheet-a", v, "--sheet-b", s.apply(good)));
                rows.add(new Row("reconcile", what + " as sheet B", "reconcile", "--sheet-a", s.apply(good), "--sheet-b", v));
                rows.add(new Row("reconcile", what + " as the clock log", "reconcile", "--sheet-a", s.apply(good),
                        "--sheet-b", s.apply(good), "--clock-log", v));
            }
            rows.add(new Row("resume", what + " as the journal", "resume", v));
            rows.add(new Row("window", what + " as the journal", "window", v));
            rows.add(new Row("export", what + " as the journal", "export", v, "--out", s.apply(dir.resolve("export-out"))));
            rows.add(new Row("simulate", what + " as the game", "simulate", "dgt", "--game", v, "--wait", "1"));
            rows.add(new Row("hear", what + " as the audio", "hear", v));
            rows.add(new Row("hear", what + " as the speaker profile", "hear", "--speaker", v, v));
            String[] enrol = new String[2 + org.annabella.speech.Enrolment.FEWEST];
            java.util.Arrays.fill(enrol, v);
            enrol[0] = "enrol";
            enrol[1] = s.apply(dir.resolve("never-a-profile"));
            rows.add(new Row("enrol", what + " as the recordings", enrol));
            enrol = enrol.clone();
            enrol[1] = v;
            rows.add(new Row("enrol", what + " as the profile", enrol));
        }
        for (Map.Entry<String, String> f : badFens().entrySet()) {
            String v = f.getValue();
            String what = f.getKey();
            rows.add(new Row("perft", what, "perft", "--depth", "1", "--fen", v));
            rows.add(new Row("dead", what, "dead", "--fen", v));
            rows.add(new Row("announce", what, "announce", "--fen", v, "e4"));
            rows.add(new Row("parse", what, "parse", "--fen", v, "e4"));
            rows.add(new Row("hear", what, "hear", "--fen", v, s.apply(good)));
            rows.add(new Row("watch", what, "watch", "--board", "sim", "--fen", v));
            // A board without kings is a wrong board to rule on; a board is read from its placement alone.
            if (!what.equals("no kings") && !what.equals("a move number beyond any number")) {
                rows.add(new Row("reconcile", what + " as board A", "reconcile", "--sheet-a", s.apply(good),
                        "--sheet-b", s.apply(good), "--board-a", v));
            }
        }
        for (Map.Entry<String, String> m : badMoves().entrySet()) {
            rows.add(new Row("parse", m.getKey(), "parse", m.getValue()));
            rows.add(new Row("announce", m.getKey(), "announce", m.getValue()));
            rows.add(new Row("hear", m.getKey() + " before the audio", "hear", "--moves", m.getValue(), s.apply(good)));
        }
        Path aFile = write("a-file", ascii("x"));
        rows.addAll(List.of(
                new Row("perft", "a negative depth", "perft", "--depth", "-1"),
                new Row("perft", "a depth beyond any number", "perft", "--depth", "99999999999999999999"),
                new Row("dead", "no search budget", "dead", "--fen", "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "--nodes", "0"),
                new Row("braille", "a page one line high", "braille", "--pgn", s.apply(good), "--height", "1"),
                new Row("braille", "a page one cell wide", "braille", "--pgn", s.apply(good), "--width", "1"),
                new Row("braille", "a format that does not exist", "braille", "--pgn", s.apply(good), "--format", "pdf"),
                new Row("braille", "game 0", "braille", "--pgn", s.apply(good), "--game", "0"),
                new Row("braille", "a game the file does not hold", "braille", "--pgn", s.apply(good), "--game", "9"),
                new Row("announce", "game 0", "announce", "--pgn", s.apply(good), "--game", "0"),
                new Row("announce", "a style that does not exist", "announce", "--style", "klingon", "e4"),
                new Row("laws", "an edition that does not exist", "laws", "--pgn", s.apply(good), "--laws", "1999"),
                new Row("laws", "a language that does not exist", "laws", "--pgn", s.apply(good), "--lang", "xx"),
                new Row("reconcile", "an edition that does not exist", "reconcile", "--sheet-a", s.apply(good),
                        "--sheet-b", s.apply(good), "--laws", "1999"),
                new Row("doctor", "a language that does not exist", "doctor", "--lang", "xx"),
                new Row("settings", "a key that does not exist", "settings", "colour", "red"),
                new Row("settings", "a value its option refuses", "settings", "rate", "9000"),
                new Row("settings", "a value with a line break", "settings", "name", "Ana\nlang=es"),
                new Row("settings", "a reset with another key", "settings", "--reset", "lang", "lang"),
                new Row("timecontrol", "words that are no time control", "timecontrol", "whenever"),
                new Row("timecontrol", "a number beyond any number", "timecontrol", "99999999999999999999+1"),
                new Row("timecontrol", "no time at all, in words", "timecontrol", "game in 0 minutes"),
                new Row("timecontrol", "a day and more, in words", "timecontrol", "25 hours"),
                new Row("timecontrol", "a million moves, in words", "timecontrol", "1000000 moves in 2 hours"),
                new Row("timecontrol", "a number too large, in words", "timecontrol", "99999999999 minutes"),
                new Row("braille", "a braille sheet with a header and no moves", "braille", "--read",
                        s.apply(write("header.txt", sheetWithoutMoves().getBytes(StandardCharsets.UTF_8)))),
                new Row("reconcile", "a clock log move beyond any game", "reconcile", "--sheet-a", s.apply(good),
                        "--sheet-b", s.apply(good), "--clock-log", s.apply(write("far.txt", ascii("999999999999. 1:00:00 1:00:00\n")))),
                new Row("resume", "an empty journal name", "resume", ""),
                new Row("export", "no journal", "export"),
                new Row("hall", "no folder", "hall", "--port", "0"),
                new Row("hall", "a folder that does not exist", "hall", "--port", "0", "--data", s.apply(dir.resolve("no-hall"))),
                new Row("hall", "a file as the folder", "hall", "--port", "0", "--data", s.apply(aFile)),
                new Row("hall", "a port beyond 65535", "hall", "--port", "65536", "--data", s.apply(dir)),
                new Row("hall", "an address not this computer's", "hall", "--port", "0", "--data", s.apply(dir), "--bind", "192.0.2.1"),
                new Row("hall", "board 0", "hall", "add-board", "0", "--data", s.apply(dir.resolve("hall-0"))),
                new Row("hall", "a board that is no number", "hall", "add-board", "x1", "--data", s.apply(dir.resolve("hall-x"))),
                new Row("hall", "a hall's address that is none", "hall", "watch", "not a url"),
                new Row("export", "a file as the output folder", "export", s.apply(aFile), "--out", s.apply(aFile)),
                new Row("say", "control characters in the text", "say", "--engine", "text", "a\u0001b\u001b[31m"),
                new Row("say", "an empty WAV name", "say", "--wav", "", "hello"),
                new Row("play", "a control character in a player's name", "play", "--white", "A\u001b[2Jb",
                        "--journal", s.apply(dir.resolve("never3.journal"))),
                new Row("play", "a player's name longer than any", "play", "--white", "B".repeat(100_000),
                        "--journal", s.apply(dir.resolve("never4.journal"))),
                new Row("play", "a line break in the journal's name", "play", "--journal", s.apply(dir.resolve("a\nb.journal"))),
                new Row("demo", "a pace below 1", "demo", "--pace", "0", "--out", s.apply(dir.resolve("demo-out"))),
                new Row("demo", "a file as the output folder", "demo", "--out", s.apply(aFile), "--speech", "none"),
                new Row("demo", "a time control that is not one", "demo", "--time-control", "x",
                        "--out", s.apply(dir.resolve("demo-out2")), "--speech", "none"),
                new Row("play", "an empty journal name", "play", "--journal", ""),
                new Row("play", "an accent the recogniser has no sounds for", "play", "--accent", "it"),
                new Row("hear", "an accent the recogniser has no sounds for", "hear", "--accent", "it", s.apply(good)),
                new Row("enrol", "an accent the recogniser has no sounds for", "enrol", "--accent", "",
                        s.apply(dir.resolve("never-a-profile"))),
                new Row("play", "a journal in a folder that does not exist", "play", "--journal",
                        s.apply(dir.resolve("no/such/folder/x.journal"))),
                new Row("play", "an edition that does not exist", "play", "--laws", "1999",
                        "--journal", s.apply(dir.resolve("never.journal"))),
                new Row("play", "a board that is not a port", "play", "--board", "dgt:" + dir.resolve("no-such-tty"),
                        "--journal", s.apply(dir.resolve("never2.journal"))),
                new Row("play", "an engine in tournament mode", "play", "--mode", "tournament", "--engine",
                        "--journal", s.apply(dir.resolve("never5.journal"))),
                new Row("play", "an engine that is not installed", "play", "--engine=no-such-engine-here",
                        "--journal", s.apply(dir.resolve("never6.journal"))),
                new Row("play", "an engine with both players visually impaired", "play", "--engine", "--vi", "both",
                        "--journal", s.apply(dir.resolve("never9.journal"))),
                new Row("play", "an engine's strength without an engine", "play", "--engine-elo", "1500",
                        "--journal", s.apply(dir.resolve("never7.journal"))),
                new Row("play", "an engine's strength beyond any rating", "play", "--engine", "--engine-elo", "9000",
                        "--journal", s.apply(dir.resolve("never8.journal"))),
                new Row("analyse", "an engine that does not exist", "analyse", "--pgn", s.apply(good), "--engine",
                        s.apply(dir.resolve("no-such-engine"))),
                new Row("analyse", "no time to think", "analyse", "--pgn", s.apply(good), "--time", "0"),
                new Row("watch", "a board kind that does not exist", "watch", "--board", "abacus:/dev/x"),
                new Row("watch", "a regular file as the port", "watch", "--board", "peg:" + aFile),
                new Row("say", "an engine that does not exist", "say", "--engine", "klingon", "hello"),
                new Row("say", "a language it has no voices for", "say", "--lang", "fr", "bonjour"),
                new Row("voices", "an argument it does not take", "voices", "es"),
                new Row("say", "a folder as the WAV file", "say", "--engine", "freetts", "--wav", s.apply(dir), "hello"),
                new Row("simulate", "a device that does not exist", "simulate", "abacus", "--wait", "1"),
                new Row("devices", "an argument it does not take", "devices", "extra"),
                new Row("help", "a command that does not exist", "help", "abacus"),
                new Row("(none)", "a command that does not exist", "pley")));
        rows.addAll(boundsNamesAndPlaces(good));
        rows.addAll(journalRows());
        rows.addAll(enteredTextRows());
        return rows;
    }

    /**
     * Journals whose records all pass their checksums yet are no game's (a clock no clock shows, a
     * press twice, a move after its own press, time going back), and a journal with text appended:
     * resume and export refuse them; resume's --clocks beyond what a clock shows too.
     */
    private static List<Row> journalRows() throws Exception {
        Path journals = Files.createTempDirectory(dir, "journals");
        Path good = JournalRecords.game(journals.resolve("good.journal"), "e4", "e5", "Nf3");
        List<String> r = JournalRecords.read(good);
        int press = JournalRecords.indexOf(r, "pressed", 0);
        int nextMove = JournalRecords.indexOf(r, "move", press);
        Map<String, List<String>> damaged = new LinkedHashMap<>();
        for (long clock : new long[] {-1, Long.MAX_VALUE, Long.MIN_VALUE, 100L * 3_600_000}) {
            List<String> c = new ArrayList<>(r);
            c.set(press, JournalRecords.withField(r.get(press), 3, Long.toString(clock)));
            damaged.put("a press with a clock of " + clock + " ms", c);
        }
        List<String> doubled = new ArrayList<>(r);
        doubled.add(press + 1, r.get(press));
        damaged.put("a press doubled", doubled);
        List<String> swapped = new ArrayList<>(r);
        int nextPress = JournalRecords.indexOf(r, "pressed", nextMove);
        swapped.set(nextMove, r.get(nextPress));
        swapped.set(nextPress, r.get(nextMove));
        damaged.put("a move swapped with its press", swapped);
        List<String> back = new ArrayList<>(r);
        long before = Long.parseLong(r.get(press - 1).split("\t")[0]);
        back.set(press, JournalRecords.withField(r.get(press), 0, Long.toString(before - 60_000)));
        damaged.put("a time going back a minute", back);
        List<Row> rows = new ArrayList<>();
        int n = 0;
        for (Map.Entry<String, List<String>> d : damaged.entrySet()) {
            String file = JournalRecords.write(journals.resolve("damaged" + n++ + ".journal"), d.getValue(), new byte[0]).toString();
            rows.add(new Row("resume", d.getKey(), "resume", file));
            rows.add(new Row("export", d.getKey(), "export", file, "--out", dir.resolve("export-damaged").toString()));
        }
        for (String text : List.of("abc", "ok\n", "hello", "\nend\n", "x y z!")) {
            String file = JournalRecords.write(journals.resolve("appended" + n++ + ".journal"), r, ascii(text)).toString();
            rows.add(new Row("resume", text.length() + " bytes of text appended", "resume", file));
            rows.add(new Row("export", text.length() + " bytes of text appended", "export", file, "--out",
                    dir.resolve("export-appended").toString()));
        }
        for (String clocks : List.of("1:00,9999:00:00", "100:00:00,1:00", "1:00,\t1:00")) {
            rows.add(new Row("resume", "--clocks " + clocks, "resume", good.toString(), "--clocks", clocks));
        }
        return rows;
    }

    /** Texts a game keeps (names, the event) that would break a PGN tag or a message, and boards that are no FEN. */
    private static List<Row> enteredTextRows() {
        List<Row> rows = new ArrayList<>();
        int n = 0;
        for (String event : List.of("ev\nent", "a\tb", "E".repeat(100_000), "say \"hi\"", "  ", "\u0301")) {
            rows.add(new Row("play", "--event " + org.annabella.rules.InputException.escape(event), "play", "--event", event,
                    "--journal", dir.resolve("never-event" + n++ + ".journal").toString()));
        }
        for (String impossible : List.of("4k3/8/8/b7/8/8/8/4K2r w - - 0 1", "B6b/8/8/8/2K5/5k2/8/b6B b - - 0 1",
                "8/8/8/1k6/3Pp3/8/8/4KQ2 b - d3 0 1")) {
            String what = "an impossible check " + impossible;
            rows.add(new Row("announce", what, "announce", "--fen", impossible, "Kd2"));
            rows.add(new Row("parse", what, "parse", "--fen", impossible, "Kd2"));
            rows.add(new Row("play", what, "play", "--fen", impossible, "--journal",
                    dir.resolve("never-fen" + n++ + ".journal").toString()));
        }
        String start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";
        for (String board : List.of(start + " garbage garbage", start + " w KQkq - 0 1 garbage",
                start + " w KQkq - 0 1 x y", start + " x", start + " w KQkqX", start + " w KQkq e5", start + " w KQkq - x",
                start + " w KQkq - 0 99999999", "Ke1\nKe8", "white Ke1\tKe8")) {
            Path sheet = dir.resolve(GOOD_PGN_NAME);
            rows.add(new Row("reconcile", "--board-a " + org.annabella.rules.InputException.escape(board), "reconcile", "--sheet-a",
                    sheet.toString(), "--sheet-b", sheet.toString(), "--board-a", board));
        }
        return rows;
    }

    /**
     * Issue 31's second pass: sound longer than any move, sizes and depths past their bounds,
     * file names holding control characters, places a file cannot be written to without harm,
     * options that need another, and slips in an option's name.
     */
    private static List<Row> boundsNamesAndPlaces(Path good) throws IOException {
        Function<Path, String> s = Path::toString;
        List<Row> rows = new ArrayList<>();
        Path tone = wav("tone.wav", 16000, 1, 1.0);
        for (Path longWav : List.of(wav("silence-31s.wav", 8000, 1, 31), wav("stereo-48k-31s.wav", 48000, 2, 31))) {
            rows.add(new Row("hear", longWav.getFileName() + ", longer than any move", "hear", s.apply(longWav)));
            String[] enrol = new String[2 + org.annabella.speech.Enrolment.FEWEST];
            java.util.Arrays.fill(enrol, s.apply(tone));
            enrol[0] = "enrol";
            enrol[1] = s.apply(dir.resolve("never-a-profile-" + longWav.getFileName()));
            enrol[5] = s.apply(longWav);
            rows.add(new Row("enrol", longWav.getFileName() + " among good recordings", enrol));
        }
        for (String[] size : List.of(new String[] {"--height", "2147483647"}, new String[] {"--height", "101"},
                new String[] {"--width", "1000000000"}, new String[] {"--width", "2147483646"},
                new String[] {"--width", "101"})) {
            rows.add(new Row("braille", size[0] + " " + size[1], "braille", "--pgn", s.apply(good), "--format", "brf",
                    size[0], size[1]));
        }
        rows.add(new Row("perft", "a depth that never finishes", "perft", "--depth", "99"));
        rows.add(new Row("dead", "a budget beyond its bound", "dead", "--fen", "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "--nodes",
                "9223372036854775807"));
        rows.add(new Row("perft", "a slip in --depth", "perft", "--depht", "3"));
        rows.add(new Row("check", "a slip in --pgn", "check", "--pgm", s.apply(good)));
        rows.add(new Row("timecontrol", "a negative time, taken for an option", "timecontrol", "-60+0"));
        for (String pace : List.of("1e309", "Infinity", "99999999999", "201", "NaN")) {
            rows.add(new Row("demo", "a pace of " + pace, "demo", "--pace", pace, "--out", s.apply(dir.resolve("demo-pace"))));
        }
        rows.add(new Row("braille", "--width with --read", "braille", "--read", s.apply(good), "--width", "30"));
        rows.add(new Row("braille", "--ply without --board", "braille", "--pgn", s.apply(good), "--ply", "2"));
        rows.add(new Row("play", "--game without --pgn", "play", "--game", "2", "--journal", s.apply(dir.resolve("never5.journal"))));
        Path journal = Files.write(dir.resolve("game.journal"), ascii("not a recording\n"));
        rows.add(new Row("say", "a text longer than any said at once", "say", "--engine", "text", "word ".repeat(20_000)));
        rows.add(new Row("say", "a journal as the WAV file", "say", "--wav", s.apply(journal), "hi"));
        Path fifo = dir.resolve("a-pipe");
        if (Files.exists(fifo) || NamedPipes.make(fifo)) {
            rows.add(new Row("say", "a pipe as the WAV file", "say", "--wav", s.apply(fifo), "hi"));
        }
        Path odd = write("x\u001by\nz.pgn", ascii("1. e4 e5 2. Ke3 *\n"));
        rows.add(new Row("check", "a broken game in a file whose name holds ESC and a line break", "check", "--pgn", s.apply(odd)));
        rows.add(new Row("check", "a variation with an illegal move", "check", "--pgn",
                s.apply(write("variation.pgn", ascii("1. e4 (1. Ke2) e5 *\n")))));
        rows.add(new Row("dead", "a file of no position whose name holds ESC and a line break", "dead", "--fen-file",
                s.apply(write("x\u001by\nz.txt", ascii("# nothing\n")))));
        rows.add(new Row("braille", "a clock time no clock shows", "braille", "--read",
                s.apply(write("clock.txt", sheetWithClock("99:99:99").getBytes(StandardCharsets.UTF_8)))));
        Path journalToExport = dir.resolve("J.journal"); // rows() is read by two tests
        if (!Files.exists(journalToExport)) {
            ExportCommandTest.journal(journalToExport, "e4", "e5");
        }
        Path folderInTheWay = Files.createDirectories(dir.resolve("export-folder-in-the-way").resolve("J.brf")).getParent();
        rows.add(new Row("export", "a folder where the BRF goes", "export", s.apply(journalToExport), "--out",
                s.apply(folderInTheWay)));
        return rows;
    }

    /** Sound as a WAV file: a 440 Hz tone of {@code seconds} at {@code rate} on {@code channels}. */
    private static Path wav(String name, int rate, int channels, double seconds) throws IOException {
        int frames = (int) (rate * seconds);
        byte[] b = new byte[frames * channels * 2];
        for (int i = 0; i < frames; i++) {
            short v = (short) (3000 * Math.sin(2 * Math.PI * 440 * i / rate));
            for (int c = 0; c < channels; c++) {
                b[2 * (i * channels + c)] = (byte) v;
                b[2 * (i * channels + c) + 1] = (byte) (v >> 8);
            }
        }
        Path file = dir.resolve(name);
        new org.annabella.speech.Pcm(new javax.sound.sampled.AudioFormat(rate, 16, channels, true, false), b).writeWav(file);
        return file;
    }

    /** A braille scoresheet as annabella writes it, with its one clock time written as {@code clock}. */
    private static String sheetWithClock(String clock) throws IOException {
        Path pgn = write("clocked.pgn", ascii("1. e4 {[%clk 1:00:00]} e5 *\n"));
        CliRun r = CliRun.of("braille", "--pgn", pgn.toString(), "--clocks");
        assertEquals(0, r.exit, r.err);
        org.annabella.braille.ChessCode code = org.annabella.braille.ChessCode.standard();
        String written = org.annabella.braille.Dots.unicode(code.clock("1:00:00"));
        assertTrue(r.out.contains(written), r.out);
        return r.out.replace(written, org.annabella.braille.Dots.unicode(code.clock(clock)));
    }

    @TestFactory
    Stream<DynamicTest> everyCommandRefusesBadInputInOneLineWithExit2() throws Exception {
        return rows().stream().map(row -> dynamicTest(row.command + ": " + row.what, () -> {
            CliRun r = assertTimeoutPreemptively(BOUND, () -> CliRun.of(row.args),
                    row.command + " with " + row.what + " never ended");
            assertOneLineOfWords(row, r);
        }));
    }

    /** Exit 2 and one line for a person; used by the property tests too. */
    static void assertOneLineOfWords(Row row, CliRun r) {
        String where = row.command + " with " + row.what + ": ";
        assertEquals(2, r.exit, where + "exit code; stderr was: " + r.err);
        String err = r.err.replace("\r\n", "\n");
        assertTrue(err.endsWith("\n"), where + "the line must end: " + err);
        String line = err.substring(0, err.length() - 1);
        assertFalse(line.isBlank(), where + "no message");
        assertFalse(line.contains("\n"), where + "more than one line: " + err);
        assertTrue(line.startsWith("annabella"), where + "the line names the program: " + line);
        for (String leak : List.of("Exception", "java.", "\tat ", "internal error", "null")) {
            assertFalse(line.contains(leak), where + "'" + leak + "' is not for people: " + line);
        }
        assertTrue(line.codePoints().noneMatch(Character::isISOControl), where + "raw control character: " + line);
        assertTrue(line.length() <= Problems.MAX_LINE + 64, where + "a line too long to hear: " + line.length());
    }

    @Test
    void everyCommandIsHeldToTheContract() throws Exception {
        Set<String> commands = new TreeSet<>(Main.commandLine().getSubcommands().keySet());
        Set<String> covered = new TreeSet<>();
        rows().forEach(r -> covered.add(r.command));
        commands.removeAll(covered);
        assertTrue(commands.isEmpty(), "commands with no bad-input row here: " + commands);
    }

    /** A braille scoresheet as annabella writes it for a game with no move: a header, no moves. */
    private static String sheetWithoutMoves() throws IOException {
        Path pgn = write("no-moves.pgn", ascii("[White \"Ann\"]\n[Black \"Bob\"]\n\n*\n"));
        CliRun r = CliRun.of("braille", "--pgn", pgn.toString());
        assertEquals(0, r.exit, r.err);
        return r.out;
    }

    private static Path write(String name, byte[] bytes) throws IOException {
        return Files.write(dir.resolve(name), bytes);
    }

    private static byte[] ascii(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    record Row(String command, String what, String... args) {
    }
}
