package org.annabella.speech;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Writer;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.Channels;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * speech-dispatcher, spoken to in SSIP over its Unix domain socket, for people whose voices and
 * languages are already set up there (Orca users). Each utterance is queued with SPEAK and
 * {@link #speak} waits for its END or CANCELED event; {@link #stop} sends STOP.
 */
public final class SsipSpeaker implements Speaker {
    private static final long REPLY_TIMEOUT_MS = 3000;
    /** How long an utterance may take before we stop waiting for its end event. */
    private static final long BASE_SPEAK_TIMEOUT_MS = 5000;
    private static final long PER_CHAR_TIMEOUT_MS = 150;
    private static final String EOL = "\r\n";

    private final SocketChannel channel;
    private final Writer out;
    private final BlockingQueue<List<String>> replies = new LinkedBlockingQueue<>();
    private final Map<String, CompletableFuture<String>> pending = new ConcurrentHashMap<>();
    private final Object commands = new Object();
    private volatile String broken;

    private SsipSpeaker(SocketChannel channel) {
        this.channel = channel;
        this.out = Channels.newWriter(channel, StandardCharsets.UTF_8);
        Thread reader = new Thread(this::readLoop, "annabella-ssip-reader");
        reader.setDaemon(true);
        reader.start();
    }

    /**
     * The socket speech-dispatcher listens on: {@code SPEECHD_ADDRESS=unix_socket:PATH} if set,
     * else {@code $XDG_RUNTIME_DIR/speech-dispatcher/speechd.sock}.
     */
    public static Path defaultSocket() {
        String address = System.getenv("SPEECHD_ADDRESS");
        if (address != null && address.startsWith("unix_socket:")) {
            return Path.of(address.substring("unix_socket:".length()));
        }
        String runtime = System.getenv("XDG_RUNTIME_DIR");
        return Path.of(runtime != null ? runtime : "/run/user/" + uid(), "speech-dispatcher", "speechd.sock");
    }

    private static String uid() {
        try {
            return String.valueOf(Files.getAttribute(Path.of(System.getProperty("user.home")), "unix:uid"));
        } catch (IOException | UnsupportedOperationException | IllegalArgumentException e) {
            return "0";
        }
    }

    /**
     * Connects, names this client and asks for end and cancel events.
     *
     * @param language an SSIP language code ("de", "en") or null to keep the user's setting
     */
    public static SsipSpeaker connect(Path socket, String language) {
        SocketChannel channel;
        try {
            channel = SocketChannel.open(StandardProtocolFamily.UNIX);
            channel.connect(UnixDomainSocketAddress.of(socket));
        } catch (IOException e) {
            throw new SpeechUnavailableException("speech-dispatcher is not listening on " + socket
                    + ": install the Debian package speech-dispatcher, or start it (speech-dispatcher -d)", e);
        }
        SsipSpeaker speaker = new SsipSpeaker(channel);
        try {
            speaker.command("SET self CLIENT_NAME " + System.getProperty("user.name", "user") + ":annabella:speech");
            speaker.command("SET self NOTIFICATION end on");
            speaker.command("SET self NOTIFICATION cancel on");
            if (language != null) {
                speaker.command("SET self LANGUAGE " + language);
            }
        } catch (SpeechUnavailableException e) {
            speaker.close();
            throw e;
        }
        return speaker;
    }

    @Override
    public String name() {
        return "ssip";
    }

    @Override
    public void speak(String text) {
        String id;
        CompletableFuture<String> done;
        synchronized (commands) {
            expectOk(send("SPEAK"), "SPEAK");
            List<String> queued = send(body(text));
            expectOk(queued, "the text");
            id = queued.get(0).substring(4).strip();
            // an event may only be claimed after the id is known; the reader keeps early ones
            done = pending.computeIfAbsent(id, k -> new CompletableFuture<>());
        }
        if (broken != null) {
            done.completeExceptionally(new SpeechUnavailableException(broken));
        }
        try {
            done.get(BASE_SPEAK_TIMEOUT_MS + PER_CHAR_TIMEOUT_MS * text.length(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            // some output modules send no end event; the message is queued all the same
        } catch (ExecutionException e) {
            throw new SpeechUnavailableException(e.getCause().getMessage(), e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            pending.remove(id);
        }
    }

    /** The data block of SPEAK: lines joined by CRLF, a leading dot doubled, a lone dot to end. */
    static String body(String text) {
        StringBuilder sb = new StringBuilder();
        for (String line : text.split("\r\n|\r|\n", -1)) {
            sb.append(line.startsWith(".") ? "." : "").append(line).append(EOL);
        }
        return sb.append('.').toString();
    }

    @Override
    public void stop() {
        if (broken == null) {
            try {
                command("STOP self");
            } catch (SpeechUnavailableException e) {
                // the next speak reports the broken connection
            }
        }
    }

    private void command(String line) {
        synchronized (commands) {
            expectOk(send(line), line);
        }
    }

    private static void expectOk(List<String> reply, String what) {
        String last = reply.get(reply.size() - 1);
        if (!last.startsWith("2")) {
            throw new SpeechUnavailableException("speech-dispatcher refused " + what + ": " + last);
        }
    }

    /** Sends one command (or data block) and returns the lines of its reply. */
    private List<String> send(String line) {
        if (broken != null) {
            throw new SpeechUnavailableException(broken);
        }
        try {
            out.write(line + EOL);
            out.flush();
            List<String> reply = replies.poll(REPLY_TIMEOUT_MS, TimeUnit.MILLISECONDS);
            if (reply == null || reply.isEmpty()) {
                throw new SpeechUnavailableException(broken != null ? broken : "speech-dispatcher did not answer");
            }
            return reply;
        } catch (IOException e) {
            throw new SpeechUnavailableException("lost the connection to speech-dispatcher: " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new SpeechUnavailableException("interrupted talking to speech-dispatcher");
        }
    }

    /** Splits the stream into replies (to the command in flight) and events (7xx, any time). */
    private void readLoop() {
        try (BufferedReader in = new BufferedReader(new InputStreamReader(Channels.newInputStream(channel),
                StandardCharsets.UTF_8))) {
            List<String> lines = new ArrayList<>();
            String line;
            while ((line = in.readLine()) != null) {
                lines.add(line);
                if (line.length() >= 4 && line.charAt(3) == '-') {
                    continue;
                }
                if (line.startsWith("7")) {
                    event(lines);
                } else {
                    replies.add(List.copyOf(lines));
                }
                lines.clear();
            }
            fail("speech-dispatcher closed the connection");
        } catch (IOException e) {
            fail("lost the connection to speech-dispatcher: " + e.getMessage());
        }
    }

    /** 702 END / 703 CANCELED finish the message whose id is on the first line. */
    private void event(List<String> lines) {
        String code = lines.get(0).substring(0, 3);
        if ((code.equals("702") || code.equals("703")) && lines.size() >= 2) {
            String id = lines.get(0).substring(4).strip();
            pending.computeIfAbsent(id, k -> new CompletableFuture<>()).complete(code);
        }
    }

    private void fail(String why) {
        if (broken == null) {
            broken = why;
        }
        pending.values().forEach(f -> f.completeExceptionally(new SpeechUnavailableException(why)));
        replies.add(List.of()); // wakes a command waiting for its reply
    }

    @Override
    public void close() {
        if (broken == null) {
            try {
                synchronized (commands) {
                    out.write("QUIT" + EOL);
                    out.flush();
                }
            } catch (IOException e) {
                // closing anyway
            }
        }
        broken = "the connection to speech-dispatcher is closed";
        try {
            channel.close();
        } catch (IOException e) {
            // nothing more to release
        }
    }
}
