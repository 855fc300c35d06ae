package org.annabella.speech;

import java.io.PrintWriter;

/** Writes each utterance as one line: for braille displays, screen readers and logs. */
public final class TextSpeaker implements Speaker {
    private final PrintWriter out;

    public TextSpeaker(PrintWriter out) {
        this.out = out;
    }

    @Override
    public String name() {
        return "text";
    }

    @Override
    public void speak(String text) {
        synchronized (out) {
            out.println(text);
            out.flush();
        }
    }

    @Override
    public void stop() {
        // a line of text is written at once; nothing to cut short
    }
}
