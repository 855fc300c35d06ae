package org.annabella.cli;

import java.io.OutputStream;
import java.io.PrintWriter;
import java.util.List;
import org.annabella.announce.Language;
import org.annabella.session.Notice;
import org.annabella.session.Session;
import org.annabella.speech.Engines;
import org.annabella.speech.SpeechQueue;
import org.annabella.speech.SpokenLanguage;
import org.annabella.ui.console.RulingWords;

/** Speech for the commands that print every announcement anyway: a voice on top of the text. */
final class Voices {
    static final List<String> CHOICES = Engines.NAMES;

    private Voices() {
    }

    /** Refuses, in one line, an engine name not among the {@link #CHOICES}. */
    static void check(String name) {
        if (!CHOICES.contains(name)) {
            throw BadInputException.of("speech", "choices", String.join(", ", CHOICES), "text", name);
        }
    }

    /**
     * The named engine speaking {@code language} in a queue (auto: a voice of the language where
     * one is installed, FreeTTS otherwise), or null for text and none. When the engine cannot be
     * heard it says so once on {@code err} and the text goes on alone.
     */
    static SpeechQueue open(String name, Language language, PrintWriter err, String command) {
        check(name);
        if (name.equals("text") || name.equals("none")) {
            return null;
        }
        PrintWriter silent = new PrintWriter(OutputStream.nullOutputStream());
        return Engines.queue(name, SpokenLanguage.of(language), silent,
                notice -> err.println(Problems.line(command, String.valueOf(notice))));
    }

    /** Speaks the session's announcements, rulings (each in its short sentence) and results in {@code language}. */
    static void speak(Session session, SpeechQueue voice, Language language) {
        if (voice != null) {
            session.onNotice(n -> {
                String said = n.kind() == Notice.Kind.STEP ? "" : RulingWords.spoken(n, language);
                if (!said.isEmpty()) {
                    voice.say(said);
                }
            });
        }
    }
}
