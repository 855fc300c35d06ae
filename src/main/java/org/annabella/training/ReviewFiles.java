package org.annabella.training;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.annabella.braille.PgnScoresheets;
import org.annabella.braille.ScoresheetWriter;
import org.annabella.engine.MoveReview;
import org.annabella.engine.PgnAnnotation;
import org.annabella.rules.pgn.PgnGame;
import org.annabella.rules.pgn.PgnWriter;
import org.annabella.session.BrailleExport;
import org.annabella.session.GameState;
import org.annabella.session.PgnExport;

/** A reviewed game written beside its journal: the PGN with the review's marks and comments, and its braille sheet. */
public final class ReviewFiles {
    private ReviewFiles() {
    }

    /** Writes {@code NAME.pgn} and {@code NAME.brf} into {@code folder}; returns their paths. */
    public static List<Path> write(GameState game, List<MoveReview> reviews, Path folder, String name) throws IOException {
        PgnGame pgn = PgnExport.toPgn(game);
        PgnAnnotation.annotate(pgn, reviews);
        Path pgnFile = folder.resolve(name + ".pgn");
        Path brf = folder.resolve(name + ".brf");
        Files.writeString(pgnFile, PgnWriter.write(pgn));
        Files.writeString(brf, ScoresheetWriter.standard().write(PgnScoresheets.of(pgn, false),
                ScoresheetWriter.Format.BRF, BrailleExport.WIDTH, BrailleExport.HEIGHT));
        return List.of(pgnFile, brf);
    }
}
