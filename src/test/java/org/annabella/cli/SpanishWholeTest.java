package org.annabella.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Spanish whole (issue 30): no English in Spanish mode. Every Spanish phrase, every command-line
 * error with {@code --lang es}, and the console's answers to bad moves and commands are read for
 * English words. What a person types stays as typed: quoted text, options ({@code --speech}),
 * their literal values ({@code dgt:PORT}) and command names after {@code annabella} are not words
 * of the sentence.
 */
class SpanishWholeTest {
    /** English words that no Spanish sentence has (not "a", "no", "en", shared by both). */
    static final Set<String> ENGLISH = Set.of("the", "is", "are", "was", "be", "must", "not", "give", "and", "of", "to",
            "already", "exists", "does", "unknown", "option", "command", "commands", "did", "you", "mean", "cannot", "read",
            "move", "moves", "illegal", "lists", "needs", "goes", "with", "there", "would", "could", "white", "black", "king",
            "queen", "rook", "bishop", "knight", "pawn", "piece", "square", "file", "rank", "clock", "game", "draw", "wins",
            "loses", "your", "type", "yes", "time", "minutes", "only", "when", "what", "which", "this", "that", "it", "its",
            "by", "for", "from", "on", "in", "at", "an", "or", "ambiguous", "valid", "value", "missing");
    private static final Pattern QUOTED = Pattern.compile("'[^']*'|\"[^\"]*\"|«[^»]*»");
    private static final Pattern WORD = Pattern.compile("[\\p{L}][\\p{L}-]*");

    @TempDir
    Path dir;

    /** The English words of a Spanish line, what a person types left out; empty when it is Spanish throughout. */
    static List<String> englishIn(String line) {
        String sentence = QUOTED.matcher(line.replaceAll("\\{[a-z-]*}", " ")).replaceAll(" ")
                .replaceAll("annabella( [a-z]+)?", " ").replaceAll("(^|\\s)--?[a-z][a-z0-9-]*", " ")
                .replaceAll("\\S*[:/]\\S*", " ");
        List<String> found = new ArrayList<>();
        Matcher m = WORD.matcher(sentence);
        while (m.find()) {
            if (ENGLISH.contains(m.group().toLowerCase(Locale.ROOT))) {
                found.add(m.group());
            }
        }
        return found;
    }

    @Test
    void theCheckFindsEnglishAndPassesSpanish() {
        assertEquals(List.of("illegal", "move", "the", "white", "king"), englishIn("illegal move 'Ke3': the white king"));
        assertEquals(List.of(), englishIn("la jugada «Ke3» no es legal: las blancas no tienen rey; --speech es dgt:PORT"));
    }

    @Test
    void everySpanishPhraseIsInSpanish() throws IOException {
        for (String book : List.of("messages-es.phrases", "sentences-es.phrases")) {
            List<String> lines = Files.readAllLines(Path.of("voice", book), StandardCharsets.UTF_8);
            for (int i = 0; i < lines.size(); i++) {
                String line = lines.get(i);
                if (line.isBlank() || line.startsWith("#") || !line.contains("=")) {
                    continue;
                }
                String form = line.substring(line.indexOf('=') + 1);
                assertEquals(List.of(), englishIn(form), "voice/" + book + " line " + (i + 1) + ": " + line);
            }
        }
    }

    @Test
    void everyCommandLineErrorWithLangEsIsInSpanish() throws IOException {
        Path existing = Files.writeString(dir.resolve("existing.journal"), "");
        String journal = dir.resolve("new.journal").toString();
        List<String[]> lines = List.of(
                new String[] {"play", "--lang", "es", "--speech", "loud", "--journal", journal},
                new String[] {"play", "--lang", "es", "--board", "abacus", "--journal", journal},
                new String[] {"play", "--lang", "es", "--clock", "sundial", "--journal", journal},
                new String[] {"play", "--lang", "es", "--clock", "dgt3000", "--journal", journal},
                new String[] {"play", "--lang", "es", "--speaker", "me.profile", "--journal", journal},
                new String[] {"play", "--lang", "es", "--listen-style", "fide", "--journal", journal},
                new String[] {"play", "--lang", "es", "--fen", "8/8/8/8/8/8/8/K6k w", "--pgn", "x.pgn", "--journal", journal},
                new String[] {"play", "--lang", "es", "--move", "12", "--journal", journal},
                new String[] {"play", "--lang", "es", "--journal", existing.toString()},
                new String[] {"play", "--lang", "es", "--vi", "purple", "--journal", journal},
                new String[] {"play", "--lang", "es", "--time-announcements", "sometimes", "--journal", journal},
                new String[] {"play", "--lang", "es", "--time-control", "abc", "--journal", journal},
                new String[] {"play", "--lang", "es", "--fen", "xyz", "--journal", journal},
                new String[] {"play", "--lang", "es", "--fen", "8/8/8/8/8/8/8/K6k x", "--journal", journal},
                new String[] {"play", "--lang=es", "--bogus"},
                new String[] {"play", "--lang", "es", "--journal"},
                new String[] {"play", "--lang", "es", "--rate", "x", "--journal", journal},
                new String[] {"resume", "--lang", "es", dir.resolve("missing.journal").toString()},
                new String[] {"resume", "--lang", "es", dir.toString()},
                new String[] {"parse", "--lang", "es", "Re9"},
                new String[] {"parse", "--lang", "es", "xyzzy"},
                new String[] {"parse", "--lang", "es", "e4", "e5", "Rd3"},
                new String[] {"parse", "--lang", "es", "e4", "e5", "Cf3", "Cc6", "Ab5", "Cf6", "O-O", "Cxe4", "Te1", "Cd6", "Ce5", "Cxb5", "Cxc6", "Ce7", "Cc3"},
                new String[] {"parse", "--lang", "es", "O-O"},
                new String[] {"parse", "--lang", "es", "e4", "☀f3"},
                new String[] {"parse", "--lang", "es"});
        for (String[] args : lines) {
            CliRun r = CliRun.of(args);
            BadInputContractTest.assertOneLineOfWords(new BadInputContractTest.Row(args[0], "Spanish", args), r);
            assertEquals(List.of(), englishIn(r.err.strip()), String.join(" ", args) + ": " + r.err);
        }
    }

    /** The refusals of names, the journal, the engine, --clocks and a PGN's moves (once English in Spanish mode). */
    @Test
    void playAndResumeRefusalsWithLangEsAreInSpanish() throws IOException {
        String journal = dir.resolve("new.journal").toString();
        Path pgn = Files.writeString(dir.resolve("bad.pgn"), "[Event \"x\"]\n\n1. e4 e5 2. Ke3 *\n");
        Path good = Files.writeString(dir.resolve("good.pgn"), "[Event \"x\"]\n\n1. e4 e5 2. Nf3 *\n");
        Path folder = Files.createDirectories(dir.resolve("folder"));
        String played = dir.resolve("played.journal").toString();
        CliRun begun = CliRun.typing("salir\n", "play", "--lang", "es", "--time-control", "5+0", "--journal", played);
        assertEquals(0, begun.exit, begun.err);
        List<String[]> lines = List.of(
                new String[] {"play", "--lang", "es", "--event", "a\nb", "--journal", journal},
                new String[] {"play", "--lang", "es", "--black", "   ", "--journal", journal},
                new String[] {"play", "--lang", "es", "--white", "\u0301", "--journal", journal},
                new String[] {"play", "--lang", "es", "--white", "x".repeat(101), "--journal", journal},
                new String[] {"play", "--lang", "es", "--engine=/nonexistent", "--vi", "white", "--journal", journal},
                new String[] {"play", "--lang", "es", "--engine=nonexistent-engine-xyz", "--vi", "white", "--journal", journal},
                new String[] {"play", "--lang", "es", "--engine-elo", "5", "--vi", "white", "--journal", journal},
                new String[] {"play", "--lang", "es", "--engine=/bin/sh", "--engine-elo", "5", "--vi", "white", "--journal", journal},
                new String[] {"play", "--lang", "es", "--engine-time", "0.001", "--vi", "white", "--journal", journal},
                new String[] {"play", "--lang", "es", "--pgn", pgn.toString(), "--move", "2", "--journal", journal},
                new String[] {"play", "--lang", "es", "--pgn", good.toString(), "--move", "x", "--journal", journal},
                new String[] {"play", "--lang", "es", "--pgn", good.toString(), "--move", "9", "--journal", journal},
                new String[] {"play", "--lang", "es", "--journal", folder.toString()},
                new String[] {"play", "--lang", "es", "--journal", dir.resolve("nowhere/x.journal").toString()},
                new String[] {"play", "--lang", "es", "--journal", "a\nb.journal"},
                new String[] {"play", "--lang", "es", "--listen", "loud", "--journal", journal},
                new String[] {"resume", "--lang", "es", played, "--clocks", "1:00"},
                new String[] {"resume", "--lang", "es", played, "--clocks", "1:00,abc"},
                new String[] {"resume", "--lang", "es", played, "--clocks", "1:00\t,2:00"});
        for (String[] args : lines) {
            CliRun r = CliRun.of(args);
            BadInputContractTest.assertOneLineOfWords(new BadInputContractTest.Row(args[0], "Spanish", args), r);
            assertEquals(List.of(), englishIn(r.err.strip()), String.join(" ", args) + ": " + r.err);
        }
    }

    @Test
    void theSpanishConsoleRefusesInSpanish() {
        String typed = String.join("\n", "Re3", "Te4", "xyzzy", "hola", "fila", "columna 9", "ver", "casilla zz", "idioma xx",
                "anunciar tiempo cuando", "decisions", "defensores e5", "tocar e5", "reclamar", "O-O", "salir") + "\n";
        CliRun r = CliRun.typing(typed, "play", "--lang", "es", "--journal", dir.resolve("es.journal").toString());
        assertEquals(0, r.exit, r.err);
        List<String> said = r.out.lines().map(l -> l.replaceFirst("^(> )+", "")).filter(l -> !l.isBlank()).toList();
        assertTrue(said.size() >= 16, r.out);
        for (String line : said) {
            assertEquals(List.of(), englishIn(line), line);
        }
    }
}
