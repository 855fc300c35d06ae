package org.annabella.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.annabella.announce.Language;
import org.annabella.announce.Phrase;
import org.annabella.announce.Words;
import org.annabella.laws.Edition;
import org.annabella.laws.Referee;
import org.annabella.laws.RefereeEvent.MoveMade;
import org.annabella.laws.Response;
import org.annabella.laws.Ruling;
import org.annabella.laws.RefereeEvent;
import org.annabella.rules.Color;
import org.annabella.rules.Game;
import org.annabella.rules.pgn.PgnGame;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code annabella laws --pgn FILE [--game N] [--laws 2009|2014|2018|2023] [--lang en|es]}:
 * replays a game under one edition of the Laws and prints, per half-move, the rulings and the
 * draw claims open to the player to move, {@code <ply> <SAN> | <text>}; then
 * {@code result <PGN result> | <why>}. The rulings are said in English or Spanish.
 */
@Command(mixinStandardHelpOptions = true, name = "laws", description = "Replay a PGN game under an edition of the Laws: where it ends, which draws may be claimed.")
final class LawsCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--pgn", required = true, description = "The PGN file.")
    Path file;

    @Option(names = "--game", defaultValue = "1", description = "Which game of the file (from 1; default 1).")
    int gameNumber;

    @Option(names = "--laws", defaultValue = "2023", description = "Edition of the Laws: 2009, 2014, 2018 or 2023 (default 2023).")
    String laws;

    @Option(names = "--lang", defaultValue = "en", description = "Language of the rulings: en (default) or es.")
    String lang;

    @Override
    public Integer call() throws IOException {
        Edition edition = Edition.parse(laws);
        Language language = language(lang);
        PgnGame pgn = PgnFiles.game(file, gameNumber);
        Game record = pgn.game();
        Referee referee = Referee.builder(edition).game(Game.fromPosition(record.startPosition())).build();
        PrintWriter out = spec.commandLine().getOut();
        List<Integer> moves = record.moves();
        List<String> sans = record.sanMoves();
        for (int i = 0; i < moves.size(); i++) {
            if (referee.isOver()) {
                spec.commandLine().getErr().println("annabella laws: the game ended at half-move " + i + "; the "
                        + (moves.size() - i) + " moves after it are not played");
                break;
            }
            Response r = referee.handle(new MoveMade(referee.game().position().sideToMove(), moves.get(i)));
            String at = (i + 1) + " " + sans.get(i) + " | ";
            for (Ruling ruling : r.rulings()) {
                out.println(at + said(ruling, language));
            }
            for (Ruling open : referee.drawClaimsOpen()) {
                out.println(at + said(open, language));
            }
        }
        if (!referee.isOver() && lostOnTime(pgn)) {
            // The moves do not end the game; the record says a flag fell: the player whose clock ran
            // (or the loser the result names), and the Laws decide what that means (6.9).
            Color flagged = switch (pgn.result()) {
                case "1-0" -> Color.BLACK;
                case "0-1" -> Color.WHITE;
                default -> referee.game().position().sideToMove();
            };
            referee.handle(new RefereeEvent.FlagFell(flagged));
        }
        out.println(referee.result().map(res -> "result " + res.pgn() + " | "
                + said(referee.rulings().get(referee.rulings().size() - 1), language))
                .orElse(recordedResult(pgn, language)));
        out.flush();
        return 0;
    }

    /** Whether the record says the game was lost on time: its Termination tag, "time forfeit" in the PGN standard. */
    private static boolean lostOnTime(PgnGame pgn) {
        String termination = pgn.tag("Termination");
        return termination != null && termination.toLowerCase(java.util.Locale.ROOT).contains("time");
    }

    /** The result line when the moves do not end the game: the record's own result, with its Termination. */
    private static String recordedResult(PgnGame pgn, Language language) {
        String result = pgn.result() == null ? "*" : pgn.result();
        if (result.equals("*")) {
            return "result * | " + Words.of(language).say(Phrase.of("laws.game-goes-on"));
        }
        String termination = pgn.tag("Termination");
        return "result " + result + " | " + Words.of(language).say(termination == null
                ? Phrase.of("laws.recorded-result", "result", result)
                : Phrase.of("laws.recorded-result-why", "result", result, "termination", termination));
    }

    /** "2018 9.6.1: the same position for the fifth time; ...". */
    private static String said(Ruling ruling, Language language) {
        return ruling.citation() + ": " + ruling.text(language);
    }

    private static Language language(String code) {
        for (Language l : Language.values()) {
            if (l.code().equals(code.strip())) {
                return l;
            }
        }
        throw new BadInputException("--lang must be en or es, not '" + code + "'");
    }
}
