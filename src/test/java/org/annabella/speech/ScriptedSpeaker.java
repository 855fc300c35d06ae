package org.annabella.speech;

import java.util.ArrayList;
import java.util.List;

/**
 * A speaker for queue tests: logs "start:", "end:" and "stopped:" per text. Texts starting
 * with "long" last until stopped; others take {@code millis}. With {@code failing} every
 * utterance throws as a missing device would.
 */
final class ScriptedSpeaker implements Speaker {
    private final List<String> log = new ArrayList<>();
    private final long millis;
    private final boolean failing;
    private boolean stopped;
    boolean closed;

    ScriptedSpeaker(long millis, boolean failing) {
        this.millis = millis;
        this.failing = failing;
    }

    @Override
    public String name() {
        return "scripted";
    }

    @Override
    public synchronized void speak(String text) {
        if (failing) {
            throw new SpeechUnavailableException("no audio device");
        }
        log.add("start:" + text);
        notifyAll();
        stopped = false;
        long end = System.currentTimeMillis() + millis;
        try {
            while (!stopped && (text.startsWith("long") || System.currentTimeMillis() < end)) {
                wait(Math.max(1, text.startsWith("long") ? 0 : end - System.currentTimeMillis()));
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        log.add((stopped ? "stopped:" : "end:") + text);
        stopped = false;
    }

    @Override
    public synchronized void stop() {
        stopped = true;
        notifyAll();
    }

    @Override
    public void close() {
        closed = true;
    }

    synchronized List<String> log() {
        return new ArrayList<>(log);
    }

    /** Waits until the text has started. */
    synchronized void awaitStart(String text) throws InterruptedException {
        long deadline = System.currentTimeMillis() + 5000;
        while (!log.contains("start:" + text) && System.currentTimeMillis() < deadline) {
            wait(50);
        }
    }
}
