package org.annabella.cli;

import java.nio.file.Path;
import org.annabella.rules.InputException;
import org.annabella.rules.pgn.PgnException;
import org.annabella.rules.pgn.PgnGame;
import org.annabella.rules.pgn.PgnReader;

/** The PGN files the commands are given: one game picked by number, and a file with no game refused. */
final class PgnFiles {
    private PgnFiles() {
    }

    /** Game {@code number} (from 1) of the file; broken games before it do not matter. */
    static PgnGame game(Path file, int number) {
        if (number < 1) {
            throw new BadInputException("--game must be 1 or more, not " + number);
        }
        PgnReader reader = PgnReader.of(file);
        for (int i = 1; ; i++) {
            PgnGame g;
            try {
                g = reader.next();
            } catch (PgnException e) {
                if (i < number) {
                    continue;
                }
                throw e;
            }
            if (g == null) {
                throw i == 1 ? noGame(file) : new BadInputException("PGN file " + InputException.path(file) + " holds " + (i - 1)
                        + (i == 2 ? " game" : " games") + "; there is no game " + number);
            }
            if (i == number) {
                return g;
            }
        }
    }

    /** Refusal of a file with nothing to read: empty, or only white space and comments. */
    static BadInputException noGame(Path file) {
        return new BadInputException("PGN file " + InputException.path(file) + " holds no game (it is empty, or holds only comments)");
    }
}
