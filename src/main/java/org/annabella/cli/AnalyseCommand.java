package org.annabella.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.annabella.announce.Phrase;
import org.annabella.announce.Words;
import org.annabella.engine.EngineFault;
import org.annabella.engine.EngineLocator;
import org.annabella.engine.MoveReview;
import org.annabella.engine.PgnAnnotation;
import org.annabella.engine.Review;
import org.annabella.engine.Score;
import org.annabella.engine.SearchLimit;
import org.annabella.engine.UciEngine;
import org.annabella.rules.Color;
import org.annabella.rules.InputException;
import org.annabella.rules.pgn.PgnGame;
import org.annabella.rules.pgn.PgnWriter;
import org.annabella.ui.console.ConsoleLanguage;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code annabella analyse --pgn FILE}: a game reviewed by a chess engine. One line per mistake
 * of either side on stdout, in game order: "14. Qxb7", a tab, "better Qc2", a tab, what it cost
 * ("1.5" pawns or "mate"); with {@code --json} every move's evaluation in one document. On a
 * terminal the progress is said in whole lines a screen reader reads once, and a summary ends it.
 */
@Command(mixinStandardHelpOptions = true, name = "analyse",
        description = "Review a game with a chess engine: each move that lost a pawn's worth or more, or missed or allowed a mate, with the better move.")
final class AnalyseCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--pgn", required = true, paramLabel = "FILE", description = "The PGN file.")
    Path file;

    @Option(names = "--game", defaultValue = "1", description = "Which game of the file, from 1 (default 1).")
    int game;

    @Option(names = "--engine", paramLabel = "PATH", description = "The UCI engine (default: stockfish on PATH or in /usr/games).")
    String engine;

    @Option(names = "--time", defaultValue = "1", paramLabel = "SECONDS",
            description = "Thinking time a position, 0.05 to 600 seconds (default ${DEFAULT-VALUE}).")
    double seconds;

    @Option(names = "--json", description = "Print one JSON document with every move's evaluation.")
    boolean json;

    @Option(names = "--annotate", paramLabel = "OUT.pgn",
            description = "Also write the game with the review in it: '?' and '??' and the better move as a comment.")
    Path annotate;

    @Option(names = "--lang", defaultValue = "en", description = "Language of the progress and summary lines: en (default) or es.")
    String lang;

    @Override
    public Integer call() throws IOException {
        Words words = Words.of(ConsoleLanguage.parse(lang).words());
        if (!(seconds >= 0.05 && seconds <= 600)) {
            throw new BadInputException("--time " + seconds + " is not from 0.05 to 600 seconds");
        }
        if (annotate != null && Files.isDirectory(annotate)) {
            throw new BadInputException("--annotate " + annotate + " is a folder; give a file name");
        }
        PgnGame pgn = PgnFiles.game(file, game);
        Path program;
        try {
            program = EngineLocator.find(engine, "--engine");
        } catch (InputException e) {
            throw new BadInputException(e.getMessage());
        }
        PrintWriter err = spec.commandLine().getErr();
        int positions = Review.positions(pgn.game());
        Progress progress = new Progress(err, words, positions, System.console() != null);
        progress.start(game, Math.max(1, Math.round(positions * seconds)));
        List<MoveReview> reviews;
        try (UciEngine uci = UciEngine.start(List.of(program.toString()))) {
            reviews = Review.of(uci, pgn.game(), SearchLimit.millis(Math.round(seconds * 1000)), progress::done);
        } catch (EngineFault f) {
            throw new BadInputException("--engine " + program + ": " + f.getMessage());
        }
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            out.println(json(reviews));
        } else {
            for (MoveReview r : Review.mistakes(reviews)) {
                out.println(r.numbered() + "\tbetter " + r.best() + "\t" + r.cost());
            }
        }
        if (annotate != null) {
            PgnAnnotation.annotate(pgn, reviews);
            Files.writeString(annotate, PgnWriter.write(pgn));
        }
        err.println(words.say(Phrase.of("cli.analyse.summary", "moves", reviews.size(),
                "white", Review.mistakesBy(reviews, Color.WHITE), "black", Review.mistakesBy(reviews, Color.BLACK))) + ".");
        return 0;
    }

    /** Every move with its evaluations, the better move and line, and whether it was a mistake. */
    static String json(List<MoveReview> reviews) {
        StringBuilder b = new StringBuilder("{\"moves\":[");
        for (int i = 0; i < reviews.size(); i++) {
            MoveReview r = reviews.get(i);
            b.append(i == 0 ? "" : ",").append("{\"ply\":").append(r.ply() + 1)
                    .append(",\"number\":").append(r.number())
                    .append(",\"side\":\"").append(r.mover() == Color.WHITE ? "white" : "black")
                    .append("\",\"san\":\"").append(r.played())
                    .append("\",\"best\":\"").append(r.best())
                    .append("\",\"line\":[").append(String.join(",", r.line().stream().map(m -> "\"" + m + "\"").toList()))
                    .append("],\"before\":").append(score(r.before()))
                    .append(",\"after\":").append(score(r.after()))
                    .append(",\"loss\":").append(r.lossCentipawns())
                    .append(",\"mistake\":").append(r.isMistake())
                    .append(",\"cost\":").append(r.isMistake() ? "\"" + r.cost() + "\"" : "null")
                    .append(",\"nag\":").append(r.nag() == 0 ? "null" : "\"" + (r.nag() == 4 ? "??" : "?") + "\"")
                    .append('}');
        }
        b.append("],\"mistakes\":{\"white\":").append(Review.mistakesBy(reviews, Color.WHITE))
                .append(",\"black\":").append(Review.mistakesBy(reviews, Color.BLACK)).append("}}");
        return b.toString();
    }

    /** An evaluation from the mover's point of view: {"cp":35} or {"mate":3} (negative: he is mated). */
    private static String score(Score s) {
        return s.isMate() ? "{\"mate\":" + (s.mated() ? -Math.abs(s.mate()) : s.mate()) + "}" : "{\"cp\":" + s.centipawns() + "}";
    }

    /**
     * The progress of a long analysis on a terminal: one line at the start and one at each
     * quarter, whole lines a screen reader reads once each, never a spinner redrawn in place.
     */
    private static final class Progress {
        private final PrintWriter err;
        private final Words words;
        private final int total;
        private final boolean shown;
        private int quarter;

        Progress(PrintWriter err, Words words, int total, boolean shown) {
            this.err = err;
            this.words = words;
            this.total = total;
            this.shown = shown;
        }

        void start(int game, long seconds) {
            if (shown) {
                err.println(words.say(Phrase.of("cli.analyse.start", "game", game, "positions", total, "seconds", seconds)) + ".");
            }
        }

        void done(int positions) {
            int q = positions * 4 / total;
            if (shown && q > quarter && q < 4) {
                quarter = q;
                err.println(words.say(Phrase.of("cli.analyse.progress", "percent", q * 25)) + ".");
                err.flush();
            }
        }
    }
}
