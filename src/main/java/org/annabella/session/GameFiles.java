package org.annabella.session;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.annabella.braille.ScoresheetWriter;

/**
 * The game's record as the arbiter keeps it: PGN with each move's clock reading, and the braille
 * scoresheet for an embosser (BRF, 40 cells by 25 lines) and for a braille display or screen
 * (Unicode braille). Written when a game ends, on the console's {@code export}, and by
 * {@code annabella export JOURNAL}.
 */
public final class GameFiles {
    private GameFiles() {
    }

    /** Writes {@code NAME.pgn}, {@code NAME.brf} and {@code NAME-braille.txt} into {@code folder}; returns their paths. */
    public static List<Path> write(GameState game, Path folder, String name) throws IOException {
        Files.createDirectories(folder);
        Path pgn = folder.resolve(name + ".pgn");
        Path brf = folder.resolve(name + ".brf");
        Path braille = folder.resolve(name + "-braille.txt");
        Files.writeString(pgn, PgnExport.write(game));
        Files.writeString(brf, BrailleExport.write(game, ScoresheetWriter.Format.BRF));
        Files.writeString(braille, BrailleExport.write(game, ScoresheetWriter.Format.UNICODE));
        return List.of(pgn, brf, braille);
    }

    /** The name a journal's files take: the journal's file name without {@code .journal}. */
    public static String nameOf(Path journal) {
        String file = journal.getFileName().toString();
        return file.endsWith(".journal") && file.length() > ".journal".length()
                ? file.substring(0, file.length() - ".journal".length()) : file;
    }
}
