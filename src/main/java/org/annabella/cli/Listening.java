package org.annabella.cli;

import java.io.PrintWriter;
import org.annabella.announce.Language;
import org.annabella.announce.Phrase;
import org.annabella.announce.Words;
import org.annabella.rules.Color;
import org.annabella.rules.InputException;
import org.annabella.rules.Position;
import org.annabella.session.Session;
import org.annabella.speech.Hearing;
import org.annabella.speech.Pcm;
import org.annabella.speech.Recognizer;
import org.annabella.speech.SpeechQueue;
import org.annabella.ui.console.Console;

/**
 * {@code play --listen}: each utterance heard is recognised in the game's position, read back
 * ("Heard: Springer Felix drei."), and handed to the console as if typed, so a heard move goes
 * through the same steps as a typed one (2018 D.2.5, D.2.10; 2009 E.2.6: a slip may still be
 * corrected until the press). Only the moves of the sides listened for are taken; commands from
 * either. What is not understood with confidence is asked again, never guessed.
 */
final class Listening {
    /** Whose moves are heard: the visually impaired player's, or both players' when both announce. */
    enum Who { VI, BOTH }

    /**
     * The recognisers that hear the player's turns and the opponent's: one and the same, or, where
     * the player's is adapted to the player's voice (a speaker's profile) and both announce, the
     * installed model for the opponent, whom the player's profile would hear worse.
     */
    record Ears(Recognizer player, Recognizer opponent) {
        static Ears one(Recognizer ear) {
            return new Ears(ear, ear);
        }
    }

    private final Session session;
    private final Console console;
    private final Ears ears;
    private final Color vi;
    private final Who who;
    private final PrintWriter out;
    private final SpeechQueue voice;
    private final Words words;

    Listening(Session session, Console console, Ears ears, Color vi, Who who, PrintWriter out, SpeechQueue voice,
              Language language) {
        this.session = session;
        this.console = console;
        this.ears = ears;
        this.vi = vi;
        this.who = who;
        this.out = out;
        this.voice = voice;
        this.words = Words.of(language);
    }

    static Who who(String text) {
        return switch (text.strip().toLowerCase(java.util.Locale.ROOT)) {
            case "vi" -> Who.VI;
            case "both" -> Who.BOTH;
            default -> throw BadInputException.said("--listen must be vi or both, not " + InputException.quote(text), "listen", "text", InputException.quote(text));
        };
    }

    /** One utterance: recognised in the position as it is now, then read back and handed on. */
    void heard(Pcm utterance) {
        Position before;
        synchronized (session) {
            before = session.state().position();
        }
        Hearing h;
        try {
            h = (before.sideToMove() == vi ? ears.player() : ears.opponent()).hear(before, utterance);
        } catch (InputException e) {
            // the recogniser failed on this utterance (its process, the temporary folder): say so, keep listening
            synchronized (session) {
                out.println(e.getMessage());
                out.flush();
            }
            return;
        }
        synchronized (session) {
            if (!session.state().position().toFen().equals(before.toFen())) {
                return; // a move was typed or sensed meanwhile: what was said belonged to the position before
            }
            boolean move = h.kind() == Hearing.Kind.MOVE || h.kind() == Hearing.Kind.AMBIGUOUS;
            if (move && who == Who.VI && before.sideToMove() != vi) {
                return; // the opponent announcing: the assistant relays those moves
            }
            switch (h.kind()) {
                case MOVE, AMBIGUOUS, COMMAND -> {
                    tell(Phrase.of("hear.heard", "words", h.words()));
                    console.handle(h.words());
                    // what the session's notices do not say aloud: the question before a yes, a
                    // refusal, the cancelling (no), the answer to a question asked aloud
                    if (voice != null && (console.awaitingYes() || h.kind() == Hearing.Kind.AMBIGUOUS
                            || h.words().equals("no") || Recognizer.QUESTIONS.contains(h.words()))) {
                        console.reply().forEach(voice::say);
                    }
                }
                case NOT_UNDERSTOOD, UNCLEAR, UNFAMILIAR -> tell(askedAgain(h));
            }
        }
    }

    /**
     * How the player is asked again: the two moves in doubt where the words were heard but a
     * rival came near; plainly to say it again, clearly, where the words fit the sound too poorly
     * to name (a guess named would mislead); that the voice must be taught where the speaker's
     * moves of late fitted too poorly for any to be taken; otherwise not understood.
     */
    static Phrase askedAgain(Hearing h) {
        if (h.kind() == Hearing.Kind.UNCLEAR) {
            return Phrase.of("hear.unclear");
        }
        if (h.kind() == Hearing.Kind.UNFAMILIAR) {
            return Phrase.of("hear.unfamiliar");
        }
        return h.words().isEmpty() || h.rival().isEmpty() ? Phrase.of("hear.again")
                : Phrase.of("hear.doubt", "heard", h.words(), "rival", h.rival());
    }

    /** Prints the line and says it aloud where there is a voice: every heard move is read back. */
    private void tell(Phrase phrase) {
        String line = words.say(phrase);
        out.println(line);
        out.flush();
        if (voice != null) {
            voice.say(line);
        }
    }
}
