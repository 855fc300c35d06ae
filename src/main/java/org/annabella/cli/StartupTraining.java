package org.annabella.cli;

import java.io.OutputStream;
import java.io.PrintWriter;

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

    public static void main(String[] args) {
        PrintWriter nowhere = new PrintWriter(OutputStream.nullOutputStream());
        for (String[] run : RUNS) {
            Main.run(run, nowhere, nowhere);
        }
    }
}
