package org.annabella.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.annabella.laws.Edition;
import org.annabella.reconcile.BoardSnapshot;
import org.annabella.reconcile.BrailleBridge;
import org.annabella.reconcile.ClockLog;
import org.annabella.reconcile.Reconciler;
import org.annabella.reconcile.ReconcileRuling;
import org.annabella.reconcile.RulingJson;
import org.annabella.reconcile.RulingText;
import org.annabella.reconcile.WrittenSheet;
import org.annabella.reconcile.ScoresheetFiles;
import org.annabella.reconcile.Voice;
import org.annabella.rules.InputException;
import org.annabella.rules.TextFile;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code annabella reconcile --sheet-a FILE --sheet-b FILE [--board-a FEN] [--board-b FEN]
 * [--clock-log FILE] [--laws 2009|2014|2018|2023] [--json]}: the arbiter's ruling for two boards
 * that diverged (docs/cli.md, "reconcile").
 */
@Command(mixinStandardHelpOptions = true, name = "reconcile", description = "The arbiter's ruling for two boards that came to show different positions.")
final class ReconcileCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--sheet-a", required = true, description = "Scoresheet of player A: PGN or a typed list of moves.")
    Path sheetA;

    @Option(names = "--sheet-b", required = true, description = "Scoresheet of player B: PGN or a typed list of moves.")
    Path sheetB;

    @Option(names = "--board-a", description = "What board A shows: a FEN (its first field is enough) or a piece list.")
    String boardA;

    @Option(names = "--board-b", description = "What board B shows: a FEN (its first field is enough) or a piece list.")
    String boardB;

    @Option(names = "--clock-log", description = "Clock readings after moves (see docs/cli.md).")
    Path clockLog;

    @Option(names = "--laws", defaultValue = "2023", description = "Edition of the Laws of Chess: 2009, 2014, 2018 or 2023 (default 2023).")
    String laws;

    @Option(names = "--language", defaultValue = "en",
            description = "Text form: en (English), es (Spanish), spoken (the phonetic words) or braille (English in uncontracted Unicode braille).")
    String language;

    @Option(names = "--json", description = "Print one JSON document instead of text.")
    boolean json;

    @Override
    public Integer call() {
        Voice voice = switch (language) {
            case "en", "braille" -> Voice.ENGLISH;
            case "es" -> Voice.SPANISH;
            case "spoken" -> Voice.PHONETIC;
            default -> throw new BadInputException("--language must be en, es, spoken or braille, not '" + language + "'");
        };
        Edition edition = parse("--laws", () -> Edition.parse(laws));
        WrittenSheet a = sheet("--sheet-a", "A", sheetA);
        WrittenSheet b = sheet("--sheet-b", "B", sheetB);
        ClockLog log = clockLog == null ? ClockLog.empty() : clockLog(read("--clock-log", clockLog));
        ReconcileRuling ruling = Reconciler.rule(new Reconciler.Case(a, b, board("--board-a", boardA), board("--board-b", boardB), log, edition));
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            out.print(RulingJson.write(ruling));
        } else if (language.equals("braille")) {
            BrailleBridge.lines(ruling).forEach(out::println);
        } else {
            out.print(RulingText.text(ruling, voice));
        }
        out.flush();
        return 0;
    }

    private ClockLog clockLog(String text) {
        return parse("--clock-log " + clockLog, () -> ClockLog.parse(text));
    }

    private static WrittenSheet sheet(String option, String name, Path file) {
        String text = read(option, file);
        boolean brf = file.getFileName().toString().toLowerCase(java.util.Locale.ROOT).endsWith(".brf");
        return parse(option + " " + file, () -> brf ? BrailleBridge.readSheet(name, text) : ScoresheetFiles.read(name, text));
    }

    private static BoardSnapshot board(String option, String text) {
        if (text == null) {
            return null;
        }
        if (text.isBlank()) {
            throw new BadInputException(option + " is empty: give what the board shows, as a FEN or a list of pieces");
        }
        if (text.chars().anyMatch(Character::isISOControl)) {
            // One line, as typed: a tab or line break inside is no part of a FEN or a piece list.
            throw new BadInputException(option + " " + InputException.quote(text) + " holds a control character;"
                    + " give the board on one line");
        }
        return parse(option, () -> text.contains("/") ? BoardSnapshot.fromFen(text) : BoardSnapshot.fromPieceList(text));
    }

    private static String read(String option, Path file) {
        String text = TextFile.read(file, option);
        if (text.isBlank()) {
            throw new BadInputException(option + " " + InputException.path(file) + " is empty");
        }
        return text;
    }

    private static <T> T parse(String where, java.util.function.Supplier<T> reader) {
        try {
            return reader.get();
        } catch (InputException e) {
            throw new BadInputException(where + ": " + e.getMessage());
        }
    }
}
