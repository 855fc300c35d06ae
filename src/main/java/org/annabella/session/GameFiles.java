package org.annabella.session;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.annabella.braille.BrailleLanguage;
import org.annabella.braille.ScoresheetWriter;
import org.annabella.rules.OutputFile;

/**
 * The game's record as the arbiter keeps it: PGN with each move's clock reading, and the braille
 * scoresheet for an embosser (BRF, 40 cells by 25 lines) and for a braille display or screen
 * (Unicode braille), its words in the player's language. Written when a game ends, on the console's {@code export}, and by
 * {@code annabella export JOURNAL}.
 */
public final class GameFiles {
    private GameFiles() {
    }

    /**
     * Writes {@code NAME.pgn}, {@code NAME.brf} and {@code NAME-braille.txt} into {@code folder},
     * all three or none, the sheet's words in {@code language}; returns their paths.
     */
    public static List<Path> write(GameState game, Path folder, String name, BrailleLanguage language) throws IOException {
        Files.createDirectories(folder);
        Path pgn = folder.resolve(name + ".pgn");
        Path brf = folder.resolve(name + ".brf");
        Path braille = folder.resolve(name + "-braille.txt");
        Map<Path, byte[]> files = new LinkedHashMap<>();
        files.put(pgn, utf8(PgnExport.write(game)));
        files.put(brf, utf8(BrailleExport.write(game, ScoresheetWriter.Format.BRF, language)));
        files.put(braille, utf8(BrailleExport.write(game, ScoresheetWriter.Format.UNICODE, language)));
        OutputFile.writeAll(files); // all three or none: an export is whole or absent
        return List.copyOf(files.keySet());
    }

    private static byte[] utf8(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    /** The name a journal's files take: the journal's file name without {@code .journal}. */
    public static String nameOf(Path journal) {
        String file = journal.getFileName().toString();
        return file.endsWith(".journal") && file.length() > ".journal".length()
                ? file.substring(0, file.length() - ".journal".length()) : file;
    }
}
