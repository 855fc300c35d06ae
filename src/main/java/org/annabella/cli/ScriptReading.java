package org.annabella.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.annabella.announce.Phrase;
import org.annabella.announce.Words;
import org.annabella.speech.Enrolment;
import org.annabella.speech.Pcm;

/**
 * The enrolment script read aloud line by line at the keyboard: each line is shown, Enter starts
 * its recording (what was heard before, a screen reader saying the line, is not taken), {@code s}
 * skips it, {@code q} stops. A line with nothing heard, or heard in too loud a room, is offered again.
 */
final class ScriptReading {
    /** The next utterance heard after now, or null where none came in time. */
    interface Takes {
        Pcm next();
    }

    private final BufferedReader keys;
    private final PrintWriter out;
    private final Words words;
    private final Takes takes;

    ScriptReading(BufferedReader keys, PrintWriter out, Words words, Takes takes) {
        this.keys = keys;
        this.out = out;
        this.words = words;
        this.takes = takes;
    }

    /** The recordings, the i-th of line i (null where skipped), or null where the reader stopped. */
    List<Pcm> read(List<String> lines) throws IOException {
        out.println(words.say(Phrase.of("enrol.intro")));
        List<Pcm> recordings = new ArrayList<>();
        int i = 0;
        while (i < lines.size()) {
            out.println(words.say(Phrase.of("enrol.line", "number", i + 1, "lines", lines.size(), "line", lines.get(i))));
            out.flush();
            String key = keys.readLine();
            if (key == null || key.strip().equalsIgnoreCase("q")) {
                return null;
            }
            switch (key.strip().toLowerCase(Locale.ROOT)) {
                case "" -> {
                    // nothing printed while the line is said: a screen reader would say it into the microphone
                    Pcm heard = takes.next();
                    if (heard == null) {
                        out.println(words.say(Phrase.of("enrol.nothing")));
                        continue;
                    }
                    Enrolment.LeftOut noisy = Enrolment.noisy(heard);
                    if (noisy != null) {
                        out.println(words.say(Phrase.of("enrol.noisy", "why", words.say(noisy.reason()))));
                        continue;
                    }
                    out.println(words.say(Phrase.of("enrol.heard", "seconds",
                            Math.round(heard.durationMillis() / 100.0) / 10.0)));
                    recordings.add(heard);
                }
                case "s" -> recordings.add(null);
                default -> {
                    out.println(words.say(Phrase.of("enrol.keys")));
                    continue;
                }
            }
            i++;
        }
        return recordings;
    }
}
