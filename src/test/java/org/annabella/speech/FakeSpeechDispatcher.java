package org.annabella.speech;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Writer;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.Channels;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * A small SSIP server on a Unix domain socket, answering like speech-dispatcher: replies to
 * SET, SPEAK (with message id), STOP and QUIT, and BEGIN/END/CANCELED events. Each message
 * "plays" for {@code speakMillis}. Records every line it receives and every text spoken.
 */
final class FakeSpeechDispatcher implements AutoCloseable {
    final Path socket;
    final List<String> lines = new CopyOnWriteArrayList<>();
    final List<String> spoken = new CopyOnWriteArrayList<>();
    volatile long speakMillis = 50;
    /** A command prefix the server refuses with an error reply. */
    volatile String refuse = "never";
    /** Close the connection as soon as a SPEAK body arrives, like a crashing server. */
    volatile boolean dieOnSpeak;

    private final ServerSocketChannel server;
    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor();
    private Writer out;
    private SocketChannel client;
    private int nextId = 1;
    private int playing = -1;
    private ScheduledFuture<?> end;

    FakeSpeechDispatcher(Path socket) throws IOException {
        this.socket = socket;
        server = ServerSocketChannel.open(StandardProtocolFamily.UNIX);
        server.bind(UnixDomainSocketAddress.of(socket));
        Thread t = new Thread(this::serve, "fake-speechd");
        t.setDaemon(true);
        t.start();
    }

    private void serve() {
        try {
            client = server.accept();
            out = Channels.newWriter(client, StandardCharsets.UTF_8);
            BufferedReader in = new BufferedReader(new InputStreamReader(Channels.newInputStream(client),
                    StandardCharsets.UTF_8));
            String line;
            while ((line = in.readLine()) != null) {
                lines.add(line);
                if (line.startsWith(refuse)) {
                    send("300 ERR REFUSED");
                } else if (line.startsWith("SET self CLIENT_NAME")) {
                    send("208 OK CLIENT NAME SET");
                } else if (line.startsWith("SET self NOTIFICATION")) {
                    send("219 OK NOTIFICATION SET");
                } else if (line.startsWith("SET self LANGUAGE")) {
                    send("201 OK LANGUAGE SET");
                } else if (line.equals("LIST SYNTHESIS_VOICES")) {
                    send("249-Spanish (Spain)\tes\tnone");
                    send("249-German\tde\tnone");
                    send("249 OK VOICE LIST SENT");
                } else if (line.equals("SPEAK")) {
                    send("230 OK RECEIVING DATA");
                    speak(in);
                } else if (line.equals("STOP self")) {
                    stopPlaying();
                } else if (line.equals("QUIT")) {
                    send("231 HAPPY HACKING");
                    break;
                } else {
                    send("500 ERR INVALID COMMAND");
                }
            }
        } catch (IOException e) {
            // the client went away
        } finally {
            close();
        }
    }

    private void speak(BufferedReader in) throws IOException {
        StringBuilder text = new StringBuilder();
        String line;
        while ((line = in.readLine()) != null && !line.equals(".")) {
            lines.add(line);
            text.append(text.length() == 0 ? "" : "\n").append(line.startsWith("..") ? line.substring(1) : line);
        }
        if (dieOnSpeak) {
            client.close();
            return;
        }
        spoken.add(text.toString());
        synchronized (this) {
            int id = nextId++;
            playing = id;
            send("225-" + id, "225 OK MESSAGE QUEUED");
            send("701-" + id, "701-1", "701 BEGIN");
            end = timer.schedule(() -> finish(id), speakMillis, TimeUnit.MILLISECONDS);
        }
    }

    private synchronized void finish(int id) {
        if (playing == id) {
            playing = -1;
            send("702-" + id, "702-1", "702 END");
        }
    }

    private synchronized void stopPlaying() {
        send("210 OK STOPPED");
        if (playing > 0) {
            end.cancel(false);
            send("703-" + playing, "703-1", "703 CANCELED");
            playing = -1;
        }
    }

    private synchronized void send(String... reply) {
        try {
            for (String r : reply) {
                out.write(r + "\r\n");
            }
            out.flush();
        } catch (IOException e) {
            // the client went away; the read loop ends
        }
    }

    @Override
    public void close() {
        timer.shutdownNow();
        try {
            if (client != null) {
                client.close();
            }
            server.close();
        } catch (IOException e) {
            // closing anyway
        }
    }
}
