package org.annabella.speech;

import java.io.ByteArrayOutputStream;
import java.lang.reflect.Proxy;
import javax.sound.sampled.AudioFormat;
import javax.sound.sampled.SourceDataLine;

/**
 * A sound card stand-in: a line with a small buffer that "plays" {@code framesPerPoll} frames
 * each time its position is asked for (0: a wedged device that never plays).
 */
final class FakeLine {
    final ByteArrayOutputStream written = new ByteArrayOutputStream();
    final AudioFormat format;
    final int bufferBytes = 3200;
    final int framesPerPoll;
    long played;
    boolean closed;

    FakeLine(AudioFormat format, int framesPerPoll) {
        this.format = format;
        this.framesPerPoll = framesPerPoll;
    }

    synchronized long writtenFrames() {
        return written.size() / format.getFrameSize();
    }

    SourceDataLine line() {
        return (SourceDataLine) Proxy.newProxyInstance(getClass().getClassLoader(), new Class<?>[] {SourceDataLine.class},
                (proxy, method, args) -> {
                    synchronized (this) {
                        switch (method.getName()) {
                            case "getFormat":
                                return format;
                            case "available":
                                return bufferBytes - (int) (writtenFrames() - played) * format.getFrameSize();
                            case "write":
                                written.write((byte[]) args[0], (int) args[1], (int) args[2]);
                                return args[2];
                            case "getLongFramePosition":
                                played = Math.min(writtenFrames(), played + framesPerPoll);
                                return played;
                            case "close":
                                closed = true;
                                return null;
                            case "isOpen":
                                return !closed;
                            case "hashCode":
                                return System.identityHashCode(proxy);
                            case "equals":
                                return proxy == args[0];
                            default:
                                return null; // start, stop, flush, drain: nothing to do
                        }
                    }
                });
    }
}
