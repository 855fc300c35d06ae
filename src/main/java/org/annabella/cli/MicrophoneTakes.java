package org.annabella.cli;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.annabella.speech.Microphone;
import org.annabella.speech.Pcm;

/** The microphone's utterances, one asked for at a time: what was heard before the asking is dropped. */
final class MicrophoneTakes implements ScriptReading.Takes, AutoCloseable {
    /** How long a line waits to be said. */
    private static final long WAIT_SECONDS = 10;

    private final BlockingQueue<Pcm> heard = new LinkedBlockingQueue<>();
    private Microphone microphone;

    private MicrophoneTakes() {
    }

    static MicrophoneTakes open() {
        MicrophoneTakes t = new MicrophoneTakes();
        t.microphone = Microphone.open((utterance, ended) -> t.heard.add(utterance));
        return t;
    }

    @Override
    public Pcm next() {
        heard.clear();
        try {
            return heard.poll(WAIT_SECONDS, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }

    @Override
    public void close() {
        microphone.close();
    }
}
