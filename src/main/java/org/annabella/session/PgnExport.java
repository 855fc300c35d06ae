package org.annabella.session;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.annabella.laws.Result;
import org.annabella.laws.Ruling;
import org.annabella.rules.Game;
import org.annabella.rules.pgn.PgnGame;
import org.annabella.rules.pgn.PgnWriter;

/**
 * The game as PGN: the Seven Tag Roster, TimeControl, the Laws' edition and the session's mode
 * (so an arbiter sees whether computed aids were available), the program that wrote it and ruled
 * the game as replayed ({@code Program}), how it ended ({@code Termination} in the standard's words,
 * {@code TerminationDetails} the ruling with its article), each move's clock reading as a
 * {@code [%clk H:MM:SS]} comment and each draw offer as "(=)" with the offerer's move (2018 C.13).
 */
public final class PgnExport {
    private PgnExport() {
    }

    public static PgnGame toPgn(GameState game) {
        Setup s = game.setup();
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Event", s.event());
        tags.put("Site", s.site());
        tags.put("Date", s.date());
        tags.put("Round", s.round());
        tags.put("White", s.white().name());
        tags.put("Black", s.black().name());
        tags.put("Result", Result.pgnOf(game.outcome()));
        tags.put("TimeControl", s.timeControl().pgn());
        tags.put("Mode", s.mode().label());
        tags.put("Laws", Integer.toString(s.edition()));
        tags.put("Program", ProgramVersion.current().toString());
        if (s.engine() != null) {
            tags.putAll(s.engine().pgnTags());
        }
        Optional<Ruling> ending = ending(game);
        tags.put("Termination", ending.map(PgnExport::termination).orElse("unterminated"));
        ending.ifPresent(r -> tags.put("TerminationDetails", r.toString()));
        Game record = game.completedGame();
        PgnGame pgn = new PgnGame(tags, record);
        pgn.setResult(Result.pgnOf(game.outcome()));
        List<Long> clocks = game.clock().afterEachMove();
        if (!s.timeControl().isNone()) {
            // The clock was read from the first move played here on, after any earlier moves.
            int earlier = s.earlierMoves().size();
            for (int i = 0; earlier + i < record.ply() && i < clocks.size(); i++) {
                pgn.at(earlier + i).setClockSeconds(clocks.get(i) / 1000.0);
            }
        }
        for (int ply : game.drawOfferPlies()) {
            if (ply < record.ply()) {
                pgn.at(ply).setComment("(=)");
            }
        }
        return pgn;
    }

    /**
     * The Termination tag of a game that ended by {@code ending}, in the PGN standard's words
     * (8.2.6: "normal", "time forfeit", "rules infraction", "adjudication"; "unterminated" while it
     * goes on; "abandoned", "death" and "emergency" are not rulings annabella gives); the ruling
     * itself, its article and words, goes in TerminationDetails.
     */
    static String termination(Ruling ending) {
        return switch (ending.rule()) {
            case CHECKMATE, RESIGNATION, STALEMATE, DEAD_POSITION, DEAD_POSITION_DRAW, DRAW_AGREED, CLAIM_CORRECT,
                    FIVEFOLD, SEVENTY_FIVE_MOVES -> "normal";
            case LOSS_ON_TIME, BOTH_FLAGS_FALLEN, FLAG_CLAIM_UNSUPERVISED -> "time forfeit";
            case ILLEGAL_MOVE_PENALTY, RAPID_ILLEGAL_MOVE_UNSUPERVISED, BLITZ_ILLEGAL_MOVE_UNSUPERVISED, PENALTIES,
                    BOTH_LOSE, DEFAULT_TIME, LATE_AT_RESUMPTION, SEALED_MOVE_BAD -> "rules infraction";
            default -> "adjudication"; // the arbiter's decision, as on a quickplay finish claim
        };
    }

    /** The referee's ruling that ended the game, once the journal says it is over. */
    private static Optional<Ruling> ending(GameState game) {
        if (!game.isOver()) {
            return Optional.empty();
        }
        List<Ruling> given = game.referee().rulings();
        for (int i = given.size() - 1; i >= 0; i--) {
            if (given.get(i).ending().isPresent()) {
                return Optional.of(given.get(i));
            }
        }
        return Optional.empty();
    }

    public static String write(GameState game) {
        return PgnWriter.write(toPgn(game));
    }
}
