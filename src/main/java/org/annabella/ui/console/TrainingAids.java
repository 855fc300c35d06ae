package org.annabella.ui.console;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.annabella.announce.Phrase;
import org.annabella.announce.Refusal;
import org.annabella.announce.Words;
import org.annabella.engine.MoveReview;
import org.annabella.rules.Color;
import org.annabella.session.GameFiles;
import org.annabella.session.GameState;
import org.annabella.session.Mode;
import org.annabella.session.Session;
import org.annabella.training.ReviewFiles;
import org.annabella.training.ReviewWords;
import org.annabella.training.Trainer;

/**
 * The console's training aids: hint, eval, threat, takeback, review and engine, answered in the
 * console's language and said by the voice. Only in a training game (2018 11.3.a); all but
 * takeback need its engine.
 */
final class TrainingAids {
    private final Session session;
    private final Color me;
    private final Trainer trainer;
    private final Consumer<String> voice;

    TrainingAids(Session session, Color me, Trainer trainer, Consumer<String> voice) {
        this.session = session;
        this.me = me;
        this.trainer = trainer;
        this.voice = voice;
    }

    /**
     * A move typed for the engine's side while the engine plays it is refused: it is thinking (its
     * moves are typed only when it is not running, as an opponent's relayed moves).
     */
    void checkTyped() {
        GameState state = session.state();
        if (trainer != null && trainer.alive() && state.step() == GameState.Step.MOVE
                && state.position().sideToMove() == trainer.side()) {
            throw Refusal.of("engine.thinking", "player", trainer.side());
        }
    }

    /** Says an aid's answer aloud as well. */
    void speak(String line) {
        voice.accept(line);
    }

    /** The answer to the aid named {@code command} (its English name), each line in {@code words}. */
    List<String> answer(String command, List<String> args, Words words) {
        if (session.state().mode() != Mode.TRAINING) {
            throw Refusal.of("session.refusal.training-only", "aid", Phrase.of("engine.aid." + command));
        }
        if (command.equals("takeback")) {
            Trainer.takeBack(session, me, trainer);
            return List.of(words.say(session.state().nextStep()));
        }
        if (trainer == null) {
            throw Refusal.of("engine.none");
        }
        return switch (command) {
            case "hint" -> List.of(words.say(trainer.hint(me)));
            case "eval" -> List.of(words.say(trainer.eval()));
            case "threat" -> List.of(words.say(trainer.threat(me)));
            case "engine" -> {
                if (!args.isEmpty() && List.of("restart", "reiniciar", "start", "iniciar").contains(args.get(0))) {
                    trainer.restart();
                }
                yield List.of(words.say(trainer.status()));
            }
            case "review" -> review(words);
            default -> throw new IllegalArgumentException("no training aid " + command);
        };
    }

    /** Each mistake of the game so far said, the summary, and the annotated PGN and braille sheet written beside the journal. */
    private List<String> review(Words words) {
        GameState state = session.state();
        List<MoveReview> reviews = trainer.review();
        List<String> lines = new ArrayList<>();
        ReviewWords.of(reviews, state.setup().startPosition(), state.wording()).forEach(p -> lines.add(words.say(p)));
        Path journal = session.journal().path().toAbsolutePath();
        try {
            List<Path> written = ReviewFiles.write(state, reviews, journal.getParent(), GameFiles.nameOf(journal) + "-review");
            lines.add(words.say(Phrase.of("engine.review-written", "files",
                    String.join(", ", written.stream().map(Path::toString).toList()))));
        } catch (IOException e) {
            lines.add(words.say(Phrase.of("engine.review-not-written", "folder", String.valueOf(journal.getParent()), "why",
                    String.valueOf(e.getMessage()))));
        }
        return lines;
    }
}
