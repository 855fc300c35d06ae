package org.annabella.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.annabella.rules.Color;
import org.annabella.session.Journal;
import org.annabella.session.PhoneticWording;
import org.annabella.session.Session;
import org.annabella.ui.console.Language;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code annabella resume JOURNAL}: a game restored from its journal, clocks stopped until started. */
@Command(name = "resume", description = "Continue a game from its journal after a crash or power cut; the clocks stay stopped until 'start'.")
final class ResumeCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "JOURNAL", description = "The game's journal file.")
    Path journal;

    @Option(names = "--lang", defaultValue = "en", description = "Console language: en or es.")
    String lang;

    @Option(names = "--speech", defaultValue = "text",
            description = "Also say announcements aloud: auto, freetts or ssip; text (default) or none prints only.")
    String speech;

    @Override
    public Integer call() throws Exception {
        Language language = Language.parse(lang);
        Journal j = Journal.open(journal);
        if (j.droppedTornTail()) {
            spec.commandLine().getErr().println("The last event was cut off by the crash and is dropped.");
        }
        try (Session session = Session.resume(j, Clocks.system(), PhoneticWording.fide())) {
            Color me = session.setup().white().visuallyImpaired() || !session.setup().black().visuallyImpaired()
                    ? Color.WHITE : Color.BLACK;
            spec.commandLine().getErr().println("Resumed " + session.setup().white().name() + " against "
                    + session.setup().black().name() + " after " + session.moves().size() + " moves; clocks stopped.");
            return PlayCommand.runConsole(session, me, language, spec, speech);
        }
    }
}
