package org.annabella.ui.console;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.function.LongSupplier;
import org.annabella.rules.Color;
import org.annabella.session.Assistance;
import org.annabella.session.GameTimeControl;
import org.annabella.session.Journal;
import org.annabella.session.Mode;
import org.annabella.session.Player;
import org.annabella.session.Session;
import org.annabella.session.Setup;
import org.annabella.session.Wording;

/**
 * The table the console's tests sit at: Ann (White, visually impaired, with her assistant)
 * against Bob under the 2018 Laws, the console answering for White into a string.
 */
final class ConsoleTable {
    final StringWriter text = new StringWriter();
    final Session session;
    final Console console;

    ConsoleTable(Path journal, String timeControl, Mode mode, LongSupplier now, Wording wording, ConsoleLanguage lang) {
        this(Setup.of(new Player("Ann", true, false), new Player("Bob", false, false),
                Assistance.VISUALLY_IMPAIRED_PLAYER, 2018, GameTimeControl.parse(timeControl), mode), journal, now, wording, lang);
    }

    ConsoleTable(Setup setup, Path journal, LongSupplier now, Wording wording, ConsoleLanguage lang) {
        session = Session.start(setup, Journal.create(journal), now, wording);
        console = new Console(session, Color.WHITE, lang, new PrintWriter(text, true));
    }

    /** What the console said in answer to one line. */
    String ask(String line) {
        text.getBuffer().setLength(0);
        console.handle(line);
        return text.toString().strip();
    }
}
