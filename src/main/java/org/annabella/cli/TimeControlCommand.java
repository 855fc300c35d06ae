package org.annabella.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import org.annabella.clock.TimeControl;
import org.annabella.laws.Edition;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code annabella timecontrol TAG|DESCRIPTION... [--laws 2009|2014|2018|2023]}: reads a PGN
 * TimeControl tag value or a plain description ("90 minutes plus 30 seconds per move") and
 * prints the tag, the spoken description, and the pace (standard, rapid, blitz) under the
 * edition, one per line.
 */
@Command(name = "timecontrol", description = "Read a PGN TimeControl tag or a time control said in words: "
        + "give the tag, say it aloud and tell standard, rapid or blitz.")
final class TimeControlCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "TAG|DESCRIPTION", arity = "1..*", description = "The TimeControl value, for example "
            + "40/5400+30:1800+30, or the control in words, for example 90 minutes plus 30 seconds per move (quotes optional).")
    List<String> words;

    @Option(names = "--laws", defaultValue = "2023", description = "Edition of the Laws for the pace: 2009, 2014, 2018 or 2023 (default 2023).")
    String laws;

    @Override
    public Integer call() {
        Edition edition = Edition.parse(laws);
        String text = String.join(" ", words).strip();
        TimeControl control = TimeControl.read(text)
                .orElseThrow(() -> new BadInputException("TimeControl '" + text + "' means no or an unknown time control"));
        PrintWriter out = spec.commandLine().getOut();
        out.println(control.toPgn());
        out.println(control.describe());
        out.println(edition.pace(control).spoken());
        out.flush();
        return 0;
    }
}
