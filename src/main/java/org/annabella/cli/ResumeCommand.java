package org.annabella.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.annabella.announce.Phrase;
import org.annabella.rules.Color;
import org.annabella.session.Journal;
import org.annabella.session.PhoneticWording;
import org.annabella.session.Session;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code annabella resume JOURNAL}: a game restored from its journal, clocks stopped until started,
 * with the same board, clock, speech and language options as {@code play}: the boards now at the
 * table, not necessarily those of the interrupted run.
 */
@Command(mixinStandardHelpOptions = true, name = "resume", description = "Continue a game from its journal after a crash or power cut; the clocks stay stopped until 'start'.")
final class ResumeCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "JOURNAL", description = "The game's journal file.")
    Path journal;

    @Mixin
    TableOptions table;

    @Override
    public Integer call() throws Exception {
        table.language();
        Journal j = Journal.open(journal);
        if (j.droppedTornTail()) {
            table.tell(spec, Phrase.of("cli.torn-tail"));
        }
        try (Session session = Session.resume(j, Clocks.system(), PhoneticWording.fide())) {
            Color me = session.setup().white().visuallyImpaired() || !session.setup().black().visuallyImpaired()
                    ? Color.WHITE : Color.BLACK;
            table.check(me);
            table.tell(spec, Phrase.of("cli.resumed", "white", session.setup().white().name(),
                    "black", session.setup().black().name(), "plies", session.moves().size()));
            return table.runConsole(session, me, spec);
        }
    }
}
