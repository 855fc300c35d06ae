package org.annabella.cli;

import java.util.List;
import org.annabella.announce.Refusal;
import org.annabella.engine.EngineFault;
import org.annabella.engine.EngineLocator;
import org.annabella.rules.Color;
import org.annabella.session.Mode;
import org.annabella.training.Trainer;
import picocli.CommandLine.Option;

/** The engine a training game is played against, shared by {@code play} and {@code resume}. */
final class EngineOptions {
    /** Ratings a player could have: below any rated beginner to above any engine's limit. */
    static final int LEAST_ELO = 100;
    static final int MOST_ELO = 4000;

    @Option(names = "--engine", arity = "0..1", fallbackValue = EngineLocator.DEFAULT, paramLabel = "PATH",
            description = "Play against a UCI chess engine (training only): the program at PATH, or stockfish on PATH "
                    + "or in /usr/games when none is given. It plays the side that is not --vi's.")
    String engine;

    @Option(names = "--engine-elo", paramLabel = "N", description = "With --engine: its strength, about N Elo ("
            + LEAST_ELO + " to " + MOST_ELO + "), by its own Elo limit, else its skill level, else a node limit; said which.")
    Integer elo;

    @Option(names = "--engine-time", paramLabel = "SECONDS",
            description = "With --engine: its thinking time a move, 0.05 to 3600 seconds (default: a share of its clock, or 1 second with no clock).")
    Double seconds;

    boolean given() {
        return engine != null;
    }

    /** Checks the options and finds the engine's program; a missing one is refused in one line saying how to get one. */
    void check() {
        if (engine == null) {
            if (elo != null || seconds != null) {
                String option = elo != null ? "--engine-elo" : "--engine-time";
                throw BadInputException.said(option + " goes with --engine: the engine whose strength or time it sets",
                        "engine-option-alone", "option", option);
            }
            return;
        }
        if (elo != null && (elo < LEAST_ELO || elo > MOST_ELO)) {
            throw BadInputException.said("--engine-elo " + elo + " is not a rating from " + LEAST_ELO + " to " + MOST_ELO,
                    "engine-elo", "elo", String.valueOf(elo), "min", LEAST_ELO, "max", MOST_ELO);
        }
        if (seconds != null && !(seconds >= 0.05 && seconds <= 3600)) {
            throw BadInputException.said("--engine-time " + seconds + " is not from 0.05 to 3600 seconds", "engine-time", "seconds", String.valueOf(seconds));
        }
        command();
    }

    private List<String> command() {
        try {
            return List.of(EngineLocator.find(engine, "--engine").toString());
        } catch (org.annabella.rules.InputException e) {
            throw BadInputException.wrapping(e.getMessage(), e, null,
                    org.annabella.announce.Phrase.of("cli.error.engine-not-found", "engine", String.valueOf(engine)));
        }
    }

    /** The engine started for a game in {@code mode} to play {@code side}; refused in one line when it cannot be. */
    Trainer start(Mode mode, Color side) {
        try {
            return Trainer.start(mode, side, command(), elo, seconds == null ? null : Math.round(seconds * 1000));
        } catch (EngineFault f) {
            throw BadInputException.said("--engine " + engine + ": " + f.getMessage(), "engine-fault", "engine", String.valueOf(engine));
        } catch (Refusal r) {
            throw new BadInputException(r.getMessage(), r.reason());
        }
    }
}
