package org.annabella.rules;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.annabella.testkit.NamedPipes;

/**
 * A set of files is written whole or not at all: for any set of one to four files, any of whose
 * places may hold a file of earlier contents, a folder, a read-only file or a pipe, either every
 * place could take a file and each holds exactly its new contents, or the write is refused
 * naming a place in the way and the folder is as it was, byte for byte; never a file left
 * beside.
 */
class OutputFilePropertyTest {
    enum Place { FREE, EARLIER_FILE, FOLDER, READ_ONLY_FILE, PIPE }

    @Property(tries = 80)
    void aSetOfFilesIsWrittenWholeOrNotAtAll(@ForAll @Size(min = 1, max = 4) List<@IntRange(max = 4) Integer> places,
            @ForAll("contents") List<byte[]> contents) throws IOException {
        Path dir = Files.createTempDirectory("annabella-output");
        try {
            Map<Path, byte[]> files = new LinkedHashMap<>();
            boolean blocked = false;
            for (int i = 0; i < places.size(); i++) {
                Path p = dir.resolve("file " + i + ".txt");
                Place place = Place.values()[places.get(i)];
                switch (place) {
                    case EARLIER_FILE -> Files.writeString(p, "earlier");
                    case FOLDER -> Files.createDirectory(p);
                    case READ_ONLY_FILE -> {
                        Files.writeString(p, "kept");
                        p.toFile().setWritable(false, false);
                    }
                    case PIPE -> {
                        if (!NamedPipes.make(p)) {
                            continue;
                        }
                    }
                    default -> { }
                }
                blocked |= place == Place.FOLDER || place == Place.READ_ONLY_FILE || place == Place.PIPE;
                files.put(p, contents.get(i));
            }
            Map<Path, String> before = snapshot(dir);
            if (blocked) {
                InputException e = assertThrows(InputException.class, () -> OutputFile.writeAll(files));
                assertTrue(e.getMessage().contains(dir.toString()) && e.getMessage().contains("nothing was written"),
                        e.getMessage());
                assertEquals(before, snapshot(dir), "the folder as it was");
            } else {
                OutputFile.writeAll(files);
                for (Map.Entry<Path, byte[]> f : files.entrySet()) {
                    assertArrayEquals(f.getValue(), Files.readAllBytes(f.getKey()));
                }
                assertEquals(files.size(), snapshot(dir).size(), "nothing left beside");
            }
        } finally {
            try (Stream<Path> all = Files.walk(dir)) {
                all.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }

    @Provide
    Arbitrary<List<byte[]>> contents() {
        return Arbitraries.bytes().array(byte[].class).ofMaxSize(5000).list().ofSize(4);
    }

    /** Every entry of the folder: a file's bytes, or what it is. */
    private static Map<Path, String> snapshot(Path dir) throws IOException {
        Map<Path, String> entries = new LinkedHashMap<>();
        List<Path> names = new ArrayList<>();
        try (Stream<Path> list = Files.list(dir)) {
            list.sorted().forEach(names::add);
        }
        for (Path p : names) {
            entries.put(p, Files.isDirectory(p) ? "folder" : Files.isRegularFile(p)
                    ? java.util.Arrays.toString(Files.readAllBytes(p)) : "pipe");
        }
        return entries;
    }

}
