package org.annabella.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The one reader of files people name: what it refuses, and in which words. */
class TextFileTest {
    @TempDir
    Path dir;

    private String refusal(Path file) {
        return assertThrows(InputException.class, () -> TextFile.read(file, "PGN file")).getMessage();
    }

    /** ASCII is what no normalisation changes; anything from U+0080 on may be. */
    @Test
    void asciiIsTheSevenBitCharacters() {
        assertTrue(TextFile.isAscii(""));
        assertTrue(TextFile.isAscii("1. e4 Nf3 {a comment} \u007f"));
        assertFalse(TextFile.isAscii("pe\u00f3n"));
        assertFalse(TextFile.isAscii("\u0080"));
        assertFalse(TextFile.isAscii("caf\u0065\u0301"), "a combining accent");
        // A name of a file stored decomposed is still shown composed; an ASCII one as it is.
        assertEquals("caf\u00e9.pgn", InputException.path("caf\u0065\u0301.pgn"));
        assertEquals("game.pgn", InputException.path("game.pgn"));
    }

    @Test
    void readsUtf8Text() throws IOException {
        Path f = Files.writeString(dir.resolve("a.pgn"), "[White \"Mu\u00f1oz\"]\n1. e4 *\n");
        assertEquals("[White \"Mu\u00f1oz\"]\n1. e4 *\n", TextFile.read(f, "PGN file"));
    }

    @Test
    void refusesWhatIsNotAFileItCanRead() throws IOException {
        assertEquals("PGN file " + dir.resolve("none.pgn") + " does not exist", refusal(dir.resolve("none.pgn")));
        assertEquals("PGN file " + dir + " is a folder, not a file", refusal(dir));
        assertEquals("PGN file: no file named (the name is empty)", refusal(Path.of("")));
        Path zero = Path.of("/dev/zero");
        assumeTrue(Files.exists(zero), "no /dev/zero here");
        assertEquals("PGN file /dev/zero is not a file but a device or a pipe; save the text in a file first",
                refusal(zero));
    }

    @Test
    void openingAsAStreamRefusesTheSameInTheSameWordsButNotForSize() throws IOException {
        for (Path bad : new Path[] {dir.resolve("none.pgn"), dir, Path.of("")}) {
            assertEquals(refusal(bad), assertThrows(InputException.class, () -> TextFile.open(bad, "PGN file")).getMessage());
        }
        Path f = dir.resolve("huge.pgn");
        try (RandomAccessFile raf = new RandomAccessFile(f.toFile(), "rw")) {
            raf.setLength(TextFile.MAX_BYTES + 1); // sparse: nothing is written
        }
        try (java.io.InputStream in = TextFile.open(f, "PGN file")) {
            assertEquals(0, in.read()); // read a piece at a time: no bound on the size
        }
    }

    @Test
    void namesTheLineAndByteOfTheFirstByteThatIsNotUtf8() throws IOException {
        byte[] text = "1. e4 e5\n2. Nf3 Nc6\n3. Bb5 \u00e9\n".getBytes(StandardCharsets.ISO_8859_1);
        Path f = Files.write(dir.resolve("latin1.pgn"), text);
        assertEquals("PGN file " + f + ", line 3: byte 28 of the file is not UTF-8 text (save the file as UTF-8)",
                refusal(f));
    }

    @Test
    void refusesAFileLargerThanAnyScoresheetWithoutReadingIt() throws IOException {
        Path f = dir.resolve("huge.pgn");
        try (RandomAccessFile raf = new RandomAccessFile(f.toFile(), "rw")) {
            raf.setLength(TextFile.MAX_BYTES + 1); // sparse: nothing is written
        }
        assertEquals("PGN file " + f + " is 257 MiB, more than the 256 MiB a file may have", refusal(f));
    }
}
