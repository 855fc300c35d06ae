package org.annabella.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import org.annabella.announce.AnnouncementReader;
import org.annabella.announce.Announcer;
import org.annabella.announce.MoveRefusal;
import org.annabella.announce.Phrase;
import org.annabella.rules.MoveParseException;
import org.annabella.rules.Notation;
import org.annabella.rules.PieceLetters;
import org.annabella.rules.Position;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code annabella parse}: reads announcements (words of any style, SAN, long algebraic, UCI),
 * plays them in order and prints the SAN of each; the first that is illegal, ambiguous or not
 * understood stops the run with one line naming it.
 */
@Command(mixinStandardHelpOptions = true, name = "parse", description = "Read announcements or notation back into moves; print their SAN.")
final class ParseCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--fen", description = "Start position (FEN, X-FEN or Shredder-FEN); default the usual start.")
    String fen;

    @Option(names = "--lang", paramLabel = "en|es", description = "Language of piece letters in notation (default en): "
            + "R is the rook in en, the king in es; es also reads the Spanish descriptive notation (P4R, C3AR).")
    String lang = "en";

    @Parameters(paramLabel = "TEXT", arity = "1..*", description = "One announcement each, applied in order.")
    List<String> texts;

    @Override
    public Integer call() {
        Position position = fen == null ? Position.startPosition() : Position.fromFen(fen);
        PieceLetters letters = letters(lang);
        AnnouncementReader reader = new AnnouncementReader();
        PrintWriter out = spec.commandLine().getOut();
        for (int i = 0; i < texts.size(); i++) {
            int move;
            try {
                move = reader.read(position, texts.get(i), letters);
            } catch (MoveParseException e) {
                out.flush();
                Phrase why = MoveRefusal.of(e, texts.get(i), m -> Announcer.fide().announce(position, m)).reason();
                throw new BadInputException("text " + (i + 1) + ": " + e.getMessage(), Phrase.of("cli.error.parse-text", "number", i + 1, "why", why));
            }
            out.println(Notation.san(position, move));
            position.makeMove(move);
        }
        out.flush();
        return 0;
    }

    private static PieceLetters letters(String code) {
        return switch (code.strip()) {
            case "en" -> PieceLetters.ENGLISH;
            case "es" -> PieceLetters.SPANISH;
            default -> throw new BadInputException("--lang must be en or es, not '" + code + "'");
        };
    }
}
