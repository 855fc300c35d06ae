package org.annabella.cli;

import java.io.OutputStream;
import java.io.PrintWriter;
import java.util.List;
import org.annabella.announce.Language;
import org.annabella.session.Notice;
import org.annabella.session.Session;
import org.annabella.speech.Engines;
import org.annabella.speech.SpeechQueue;
import org.annabella.ui.console.RulingWords;

/** Speech for the commands that print every announcement anyway: a voice on top of the text. */
final class Voices {
    static final List<String> CHOICES = List.of("auto", "freetts", "ssip", "text", "none");

    private Voices() {
    }

    /**
     * The named engine (auto means FreeTTS) in a queue, or null for text and none. When the
     * engine cannot be heard it says so once on {@code err} and the text goes on alone.
     */
    static void check(String name) {
        if (!CHOICES.contains(name)) {
            throw BadInputException.of("speech", "choices", String.join(", ", CHOICES), "text", name);
        }
    }

    static SpeechQueue open(String name, PrintWriter err, String command) {
        check(name);
        if (name.equals("text") || name.equals("none")) {
            return null;
        }
        PrintWriter silent = new PrintWriter(OutputStream.nullOutputStream());
        return Engines.queue(name.equals("auto") ? "freetts" : name, silent,
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
