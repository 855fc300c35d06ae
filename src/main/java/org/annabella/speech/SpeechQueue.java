package org.annabella.speech;

import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.function.Consumer;

/**
 * Says messages one after another on a worker thread, so no caller ever waits on speech.
 * Urgent messages (a ruling, a flag fall) cut short an ordinary one in progress and go ahead
 * of those waiting; the one cut short is not resumed. {@link #repeat} says the last message
 * again. When the engine fails (no audio device, no speech-dispatcher) the queue says so once
 * through {@code notices} and carries on with the fallback engine, normally text.
 */
public final class SpeechQueue implements AutoCloseable {
    private record Message(String text, boolean urgent) {
    }

    private final Object lock = new Object();
    private final Deque<Message> urgent = new ArrayDeque<>();
    private final Deque<Message> ordinary = new ArrayDeque<>();
    private final Speaker fallback;
    private final Consumer<String> notices;
    private final Thread worker;
    private volatile Speaker speaker;
    private Message current;
    private Message last;
    private boolean closed;

    public SpeechQueue(Speaker speaker, Speaker fallback, Consumer<String> notices) {
        this.speaker = speaker;
        this.fallback = fallback;
        this.notices = notices;
        this.worker = new Thread(this::work, "annabella-speech");
        worker.setDaemon(true);
        worker.start();
    }

    /** Queues an ordinary message (an announcement) and returns at once. */
    public void say(String text) {
        enqueue(new Message(text, false));
    }

    /** Queues a message that interrupts an ordinary one being said, and returns at once. */
    public void urgent(String text) {
        enqueue(new Message(text, true));
    }

    /** Says the last message again (nothing if none yet), with its urgency. */
    public void repeat() {
        Message again;
        synchronized (lock) {
            again = last;
        }
        if (again != null) {
            enqueue(again);
        }
    }

    /** The last message started, or null. */
    public String last() {
        synchronized (lock) {
            return last == null ? null : last.text();
        }
    }

    /** Sets the engine's rate, pitch and volume for what it says next; false when it has none (see {@link Speaker#adjust}). */
    public boolean adjust(VoiceSettings settings) {
        return speaker.adjust(settings);
    }

    /** The engine in use: the fallback once the first one failed. */
    public Speaker speaker() {
        return speaker;
    }

    private void enqueue(Message m) {
        boolean interrupt;
        synchronized (lock) {
            if (closed) {
                throw new IllegalStateException("the speech queue is closed");
            }
            (m.urgent() ? urgent : ordinary).addLast(m);
            interrupt = m.urgent() && current != null && !current.urgent();
            lock.notifyAll();
        }
        if (interrupt) {
            speaker.stop();
        }
    }

    /** Waits until everything queued has been said; false if the time ran out first. */
    public boolean awaitIdle(Duration timeout) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        synchronized (lock) {
            while (current != null || !urgent.isEmpty() || !ordinary.isEmpty()) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    return false;
                }
                lock.wait(Math.max(1, left / 1_000_000));
            }
            return true;
        }
    }

    private void work() {
        while (true) {
            Message m;
            synchronized (lock) {
                while (!closed && urgent.isEmpty() && ordinary.isEmpty()) {
                    waitOn();
                }
                if (closed) {
                    return;
                }
                m = urgent.isEmpty() ? ordinary.pollFirst() : urgent.pollFirst();
                current = m;
                last = m;
            }
            speak(m);
            synchronized (lock) {
                current = null;
                lock.notifyAll();
            }
        }
    }

    /** True when an urgent message came in after m was taken and m has not started yet. */
    private boolean overtaken(Message m) {
        synchronized (lock) {
            return !m.urgent() && !urgent.isEmpty();
        }
    }

    private void waitOn() {
        try {
            lock.wait();
        } catch (InterruptedException e) {
            closed = true;
        }
    }

    private void speak(Message m) {
        Speaker engine = speaker;
        if (overtaken(m)) {
            return;
        }
        try {
            engine.speak(m.text());
        } catch (RuntimeException e) {
            if (engine == fallback) {
                notices.accept("Speech failed: " + e.getMessage());
                return;
            }
            // say so once, then stay with the fallback: retrying a dead device on every move
            // would delay each announcement by the time it takes to fail
            speaker = fallback;
            notices.accept("Speech with " + engine.name() + " is not available (" + e.getMessage()
                    + "); continuing with " + fallback.name() + ".");
            engine.close();
            speak(m);
        }
    }

    /** Stops at once: cuts short what is being said and drops what waits. */
    @Override
    public void close() {
        synchronized (lock) {
            if (closed) {
                return;
            }
            closed = true;
            urgent.clear();
            ordinary.clear();
            lock.notifyAll();
        }
        speaker.stop();
        try {
            worker.join(2000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        speaker.close();
        if (speaker != fallback) {
            fallback.close();
        }
    }
}
