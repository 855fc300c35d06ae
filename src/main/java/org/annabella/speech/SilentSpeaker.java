package org.annabella.speech;

/** The engine "none": says nothing, for sessions where another program does the talking. */
public final class SilentSpeaker implements Speaker {
    @Override
    public String name() {
        return "none";
    }

    @Override
    public void speak(String text) {
    }

    @Override
    public void stop() {
    }
}
