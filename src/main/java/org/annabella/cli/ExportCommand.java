package org.annabella.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.annabella.braille.BrailleLanguage;
import org.annabella.rules.InputException;
import org.annabella.session.GameFiles;
import org.annabella.session.GameState;
import org.annabella.session.Journal;
import org.annabella.session.Wording;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code annabella export JOURNAL [--out FOLDER] [--lang en|es|de] [--grade 1|2]}: the game of a
 * journal as PGN (with each move's clock reading) and as a braille scoresheet (BRF and Unicode
 * braille, its words in the language and grade given), at any time, even while the
 * game is played: the journal is read, never changed. Prints the paths written, one per line.
 */
@Command(mixinStandardHelpOptions = true, name = "export", description = "Write a journal's game as PGN and as a braille scoresheet (BRF and Unicode); print the paths.")
final class ExportCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "JOURNAL", description = "The game's journal file.")
    Path journal;

    @Option(names = "--out", paramLabel = "FOLDER", description = "Where to write the files (default: the journal's folder).")
    Path out;

    @Mixin
    BrailleWordsOptions words;

    @Override
    public Integer call() throws Exception {
        Path folder = out != null ? out : journal.toAbsolutePath().getParent();
        if (Files.exists(folder) && !Files.isDirectory(folder)) {
            throw new BadInputException("--out " + InputException.path(folder) + " is a file, not a folder");
        }
        BrailleLanguage language = words.language();
        GameState game = GameState.replayed(journal, Journal.read(journal), Wording.SAN);
        PrintWriter stdout = spec.commandLine().getOut();
        for (Path p : GameFiles.write(game, folder, GameFiles.nameOf(journal), language)) {
            stdout.println(InputException.escape(p.toString(), Integer.MAX_VALUE)); // one line each, whatever the name
        }
        stdout.flush();
        return 0;
    }
}
