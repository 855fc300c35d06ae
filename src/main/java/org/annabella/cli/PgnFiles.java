package org.annabella.cli;

import java.nio.file.Path;
import org.annabella.rules.InputException;
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
        // The games before it are only cut from the file, not played: a game far into a large
        // file is found at the speed of reading.
        try (PgnReader reader = PgnReader.of(file)) {
            for (int i = 1; i < number; i++) {
                if (!reader.skip()) {
                    throw noGame(file, i - 1, number);
                }
            }
            PgnGame g = reader.next();
            if (g == null) {
                throw noGame(file, number - 1, number);
            }
            return g;
        }
    }

    /** Refusal of game {@code number} of a file that holds only {@code held}. */
    private static BadInputException noGame(Path file, int held, int number) {
        return held == 0 ? noGame(file) : new BadInputException("PGN file " + InputException.path(file) + " holds " + held
                + (held == 1 ? " game" : " games") + "; there is no game " + number);
    }

    /** Refusal of a file with nothing to read: empty, or only white space and comments. */
    static BadInputException noGame(Path file) {
        return new BadInputException("PGN file " + InputException.path(file) + " holds no game (it is empty, or holds only comments)");
    }
}
