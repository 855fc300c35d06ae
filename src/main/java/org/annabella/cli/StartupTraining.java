package org.annabella.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Runs the quick commands once, printing nothing, so that the release build can record the
 * classes they load and archive them for class-data sharing (pom.xml, profile release): the
 * installed program then starts without parsing or verifying those classes again (issue 17).
 */
public final class StartupTraining {
    private static final String[][] RUNS = {
        {"--help"},
        {"--version"},
        {"help", "perft"},
        {"announce", "e4", "e5", "Nf3", "Nc6", "Bc4", "Nf6", "Ng5", "d5", "exd5", "Nxd5", "Nxf7"},
        {"announce", "e4", "Nf3"}, // a refusal: the path of bad input too
        {"announce", "--style", "spanish", "--verbosity", "full", "e4"},
        {"parse", "e4", "Springer Caesar sechs"},
        {"perft", "--depth", "2"},
        {"perft", "--depth", "1", "--divide", "--fen", "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1"},
        {"dead", "--fen", "8/8/8/4k3/8/8/8/4K3 w - - 0 1"},
        {"dead", "--fen", "8/8/4k3/8/8/8/4P3/4K3 w - - 0 1", "--json"},
        {"perft", "--depth", "0"},
    };

    private StartupTraining() {
    }

    /** A PGN file for check: its reader's classes are archived too, a broken game and a note included. */
    private static final String PGN = "[Event \"training\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5+ a6 {[%clk 1:30:00]} 4. Ba4 $1 (4. Bxc6) Nf6 1-0\n\n"
            + "1. e4 Ke7 *\n";

    public static void main(String[] args) throws IOException {
        PrintWriter nowhere = new PrintWriter(OutputStream.nullOutputStream());
        for (String[] run : RUNS) {
            Main.run(run, nowhere, nowhere);
        }
        Path pgn = Files.createTempFile("annabella-training-", ".pgn");
        try {
            Files.writeString(pgn, PGN);
            Main.run(new String[] {"check", "--pgn", pgn.toString()}, nowhere, nowhere);
            Main.run(new String[] {"announce", "--pgn", pgn.toString(), "--game", "all"}, nowhere, nowhere);
        } finally {
            Files.delete(pgn);
        }
    }
}
