package org.annabella.cli;

import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.Callable;
import org.annabella.announce.Phrase;
import org.annabella.laws.Adjournment;
import org.annabella.rules.Color;
import org.annabella.rules.InputException;
import org.annabella.session.GameClock;
import org.annabella.session.GameState;
import org.annabella.hall.HallSender;
import org.annabella.session.Journal;
import org.annabella.session.PhoneticWording;
import org.annabella.session.Session;
import org.annabella.session.Setup;
import org.annabella.training.Trainer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code annabella resume JOURNAL}: a game restored from its journal, clocks stopped until started,
 * with the same board, clock, speech and language options as {@code play}: the boards now at the
 * table, not necessarily those of the interrupted run. It says what the crash cost: a torn last
 * record (kept in a file beside the journal) and the clock's last reading. A damaged journal is
 * refused unchanged; {@code --salvage} continues from its good records in a copy.
 */
@Command(mixinStandardHelpOptions = true, name = "resume", description = "Continue a game from its journal after a crash or power cut; the clocks stay stopped until 'start'.")
final class ResumeCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "JOURNAL", description = "The game's journal file.")
    Path journal;

    @Option(names = "--salvage", description = "For a damaged journal: copy its good records (those before the damage) to JOURNAL.salvaged, leave JOURNAL untouched, and continue the game in the copy.")
    boolean salvage;

    @Option(names = "--clocks", paramLabel = "WHITE,BLACK", description = "The arbiter sets both clocks before play goes on (2018 6.10.2), as h:mm:ss or m:ss, e.g. 1:34:10,1:20:05.")
    String clocks;

    @Mixin
    TableOptions table;

    @Mixin
    EngineOptions engine;

    @Mixin
    HallOptions hall;

    @Override
    public Integer call() throws Exception {
        table.language();
        long[] arbiterTimes = clocks == null ? null : times(clocks);
        // Everything is checked before the journal is opened, which may cut a torn tail and
        // writes a pause: a refused resume leaves the file as it was.
        Setup setup = Journal.inspect(journal, salvage);
        Color me = visuallyImpaired(setup);
        table.check(me);
        hall.check();
        if (setup.engine() == null && engine.given()) {
            throw BadInputException.said("--engine: this game was begun without an engine; it goes on as it began", "resume-no-engine");
        }
        if (setup.engine() != null && !engine.given()) {
            // The engine that played goes on playing: the one named, else Stockfish.
            engine.engine = org.annabella.engine.EngineLocator.DEFAULT;
        }
        engine.check();
        Journal j = salvage ? salvaged() : opened();
        try (Trainer trainer = setup.engine() == null ? null : engine.start(setup.mode(), setup.engine().side());
                Session session = resume(j);
                HallSender sender = hall.start(j.path(), p -> table.tell(spec, p))) {
            table.tell(spec, Phrase.of("cli.resumed", "white", table.name(session.state().setup().white().name(), Color.WHITE),
                    "black", table.name(session.state().setup().black().name(), Color.BLACK), "plies", session.state().moves().size()));
            session.resumedClock().ifPresent(p -> table.tell(spec, p));
            if (trainer != null) {
                table.tell(spec, trainer.status());
            }
            if (arbiterTimes != null) {
                setClocks(session, arbiterTimes);
            }
            // What stands open (a flag down, an offer, a touched piece, a move not pressed), for the arbiter.
            session.pending().forEach(p -> table.tell(spec, p));
            return table.runConsole(session, me, spec, trainer);
        }
    }

    /** The side whose board is the visually impaired player's (White when both or neither are). */
    private static Color visuallyImpaired(Setup setup) {
        return setup.white().visuallyImpaired() || !setup.black().visuallyImpaired() ? Color.WHITE : Color.BLACK;
    }

    private Journal opened() {
        Journal j = Journal.open(journal);
        j.tornTail().ifPresent(t -> table.tell(spec, Phrase.of("cli.torn-tail", "bytes", t.bytes(),
                "offset", t.offset(), "file", t.keptIn().toString())));
        return j;
    }

    private Journal salvaged() {
        Journal.Salvage s = Journal.salvage(journal, records -> GameState.readableRecords(journal, records));
        String copy = s.journal().path().toString();
        String original = journal.toString();
        int kept = s.journal().size();
        table.tell(spec, s.stoppedAt() < 0
                ? Phrase.of("cli.salvaged-whole", "records", kept, "journal", original, "copy", copy)
                : Phrase.of("cli.salvaged", "records", kept, "offset", s.stoppedAt(), "journal", original, "copy", copy));
        return s.journal();
    }

    /** White's and Black's times of --clocks, in milliseconds. */
    private static long[] times(String text) {
        if (text.chars().anyMatch(Character::isISOControl)) {
            throw BadInputException.said("--clocks " + InputException.quote(text) + " holds a control character; give the times on one line",
                    "clocks-control", "text", InputException.quote(text));
        }
        int comma = text.indexOf(',');
        if (comma < 0) {
            throw BadInputException.said("--clocks needs White's and Black's times separated by a comma, not " + InputException.quote(text),
                    "clocks-comma", "text", InputException.quote(text));
        }
        return new long[] {millis(text.substring(0, comma)), millis(text.substring(comma + 1))};
    }

    /** The arbiter's times set on the stopped clocks and journalled. */
    private void setClocks(Session session, long[] times) {
        if (session.state().isOver() || session.state().setup().timeControl().isNone() || session.state().adjournment() == Adjournment.SEALED) {
            throw BadInputException.said("--clocks: this game has no clock to set (no time control, adjourned or over)", "clocks-none");
        }
        session.setClocks(times[0], times[1]);
        table.tell(spec, Phrase.of("cli.clocks-set", "white", Duration.ofMillis(session.remaining(Color.WHITE)),
                "black", Duration.ofMillis(session.remaining(Color.BLACK))));
    }

    /** A time as h:mm:ss or m:ss (see {@link GameClock#parse}). */
    private static long millis(String text) {
        try {
            return GameClock.parse(text);
        } catch (InputException e) {
            throw BadInputException.wrapping("--clocks: " + e.getMessage(), e, "--clocks",
                    Phrase.of("cli.error.clocks-time", "text", InputException.quote(text)));
        }
    }

    private static Session resume(Journal j) {
        try {
            return Session.resume(j, Clocks.system(), PhoneticWording.fide());
        } catch (RuntimeException e) {
            j.close();
            throw e;
        }
    }
}
