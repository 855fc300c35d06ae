package org.annabella.rules.dead;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.annabella.SharedTestData;
import org.annabella.rules.Color;

/** The shared CHA data sets (read from ../shared or /work/shared; never copied into the repository). */
public final class ChaData {
    /** One labelled position: the FEN and the expected letter per side ('W'/'B' winnable, '-' not, '?' unknown). */
    public record Labelled(String fen, char white, char black, String source) {
    }

    private ChaData() {
    }

    /** The unwinnability folder of the shared test data, or null when it is absent. */
    public static Path dir() {
        return SharedTestData.find("unwinnability");
    }

    /** cha-test-vector.txt: lines "XX FEN". */
    public static List<Labelled> testVector(Path dir) {
        List<Labelled> out = new ArrayList<>();
        for (String line : lines(dir.resolve("cha-test-vector.txt"))) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            out.add(new Labelled(completeFen(line.substring(3).trim()), line.charAt(0), line.charAt(1),
                    "cha-test-vector.txt"));
        }
        return out;
    }

    /** cha-oracle.tsv: full-mode verdicts per side (UNDETERMINED becomes '?'). */
    public static List<Labelled> oracle(Path dir) {
        List<Labelled> out = new ArrayList<>();
        for (String line : lines(dir.resolve("cha-oracle.tsv"))) {
            String[] f = line.split("\t");
            if (f[0].equals("fen")) {
                continue;
            }
            out.add(new Labelled(f[0], letter(f[1], 'W'), letter(f[2], 'B'), "cha-oracle.tsv"));
        }
        return out;
    }

    /** cha-oracle.tsv: the sides CHA's quick mode proved unwinnable, each as the FEN and the side. */
    public static List<Map.Entry<String, Color>> oracleQuickProofs(Path dir) {
        List<Map.Entry<String, Color>> out = new ArrayList<>();
        for (String line : lines(dir.resolve("cha-oracle.tsv"))) {
            String[] f = line.split("\t");
            for (Color side : Color.values()) {
                if (!f[0].equals("fen") && f[3 + side.ordinal()].equals("UNWINNABLE")) {
                    out.add(Map.entry(f[0], side));
                }
            }
        }
        return out;
    }

    /** One vector line gives only placement and side to move: no castling, no en passant. */
    private static String completeFen(String fen) {
        return fen.split(" ").length == 2 ? fen + " - -" : fen;
    }

    private static char letter(String verdict, char winnable) {
        switch (verdict) {
            case "WINNABLE": return winnable;
            case "UNWINNABLE": return '-';
            default: return '?';
        }
    }

    private static List<String> lines(Path file) {
        try {
            return Files.readAllLines(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
