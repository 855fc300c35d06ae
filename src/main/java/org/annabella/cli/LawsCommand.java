package org.annabella.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.annabella.laws.Edition;
import org.annabella.laws.Referee;
import org.annabella.laws.RefereeEvent.MoveMade;
import org.annabella.laws.Response;
import org.annabella.laws.Ruling;
import org.annabella.rules.Game;
import org.annabella.rules.pgn.PgnGame;
import org.annabella.rules.pgn.PgnReader;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code annabella laws --pgn FILE [--game N] [--laws 2009|2014|2018|2023]}: replays a game
 * under one edition of the Laws and prints, per half-move, the rulings and the draw claims open
 * to the player to move, {@code <ply> <SAN> | <text>}; then {@code result <PGN result> | <why>}.
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

    @Override
    public Integer call() throws IOException {
        Edition edition = Edition.parse(laws);
        if (!Files.isReadable(file)) {
            throw new BadInputException("cannot read the file " + file);
        }
        List<PgnGame> games = PgnReader.readAll(file);
        if (gameNumber < 1 || gameNumber > games.size()) {
            throw new BadInputException("--game " + gameNumber + ": " + file + " has " + games.size() + " games");
        }
        Game record = games.get(gameNumber - 1).game();
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
                out.println(at + ruling);
            }
            for (Ruling open : referee.drawClaimsOpen()) {
                out.println(at + open);
            }
        }
        out.println(referee.result().map(res -> "result " + res.pgn() + " | "
                + referee.rulings().get(referee.rulings().size() - 1)).orElse("result * | the game goes on"));
        out.flush();
        return 0;
    }
}
