package org.annabella.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.annabella.speech.Pcm;
import org.annabella.speech.SpeechAudio;

/**
 * A microphone for tests: a PulseAudio server of its own whose default source is a pipe, fed in
 * real time with a quiet room and, when asked, speech. A program started with {@link #env} and
 * opening the sound card's input (Java Sound, through ALSA's PulseAudio plugin) hears it as a
 * person at a microphone would be heard. Needs Debian's pulseaudio and libasound2-plugins.
 */
final class VirtualMicrophone implements AutoCloseable {
    private static final Path SERVER = Path.of("/usr/bin/pulseaudio");
    private static final Path PLUGIN = Path.of("/usr/lib/x86_64-linux-gnu/alsa-lib/libasound_module_pcm_pulse.so");
    private static final int RATE = (int) SpeechAudio.RATE;
    /** 20 ms at a time, as a sound card delivers it. */
    private static final int CHUNK = RATE / 50;

    private final Path dir;
    private final Process server;
    private final Thread feeder;
    private final Deque<Short> speech = new ArrayDeque<>();
    private volatile boolean open = true;

    static boolean available() {
        return Files.isExecutable(SERVER) && Files.exists(PLUGIN);
    }

    private VirtualMicrophone(Path dir, Process server) {
        this.dir = dir;
        this.server = server;
        this.feeder = new Thread(this::feed, "virtual-microphone");
        feeder.setDaemon(true);
    }

    /** Starts the server in {@code dir} (its socket and pipe go there) and the room's sound. */
    static VirtualMicrophone start(Path dir) throws IOException, InterruptedException {
        Path config = Files.writeString(dir.resolve("default.pa"), String.join("\n",
                "load-module module-native-protocol-unix auth-anonymous=1 socket=" + dir.resolve("native"),
                "load-module module-null-sink sink_name=speakers",
                "load-module module-pipe-source source_name=microphone file=" + dir.resolve("microphone")
                        + " format=s16le rate=" + RATE + " channels=1",
                "set-default-source microphone", "set-default-sink speakers", ""));
        ProcessBuilder pb = new ProcessBuilder(SERVER.toString(), "-n", "-F", config.toString(), "--daemonize=no",
                "--exit-idle-time=-1", "--log-target=file:" + dir.resolve("server.log"))
                .redirectErrorStream(true).redirectOutput(dir.resolve("server.out").toFile());
        env(pb.environment(), dir);
        VirtualMicrophone m = new VirtualMicrophone(dir, pb.start());
        for (int i = 0; i < 100 && !Files.exists(dir.resolve("microphone")); i++) {
            Thread.sleep(50);
        }
        if (!Files.exists(dir.resolve("microphone"))) {
            m.close();
            throw new IOException("PulseAudio did not start: " + Files.readString(dir.resolve("server.out")));
        }
        m.feeder.start();
        return m;
    }

    /** Points a program at this microphone. */
    void env(ProcessBuilder pb) {
        env(pb.environment(), dir);
    }

    private static void env(Map<String, String> env, Path dir) {
        env.put("PULSE_SERVER", "unix:" + dir.resolve("native"));
        env.put("PULSE_RUNTIME_PATH", dir.toString());
        env.put("HOME", dir.toString());
    }

    /** Says the speech into the microphone, after a third of a second of room. */
    void say(Pcm pcm) {
        short[] s = SpeechAudio.samples(pcm);
        synchronized (speech) {
            for (int i = 0; i < RATE / 3; i++) {
                speech.add((short) 0);
            }
            for (short v : s) {
                speech.add(v);
            }
        }
    }

    private void feed() {
        Random room = new Random(7);
        byte[] bytes = new byte[2 * CHUNK];
        long start = System.nanoTime();
        long sent = 0;
        try (OutputStream pipe = Files.newOutputStream(dir.resolve("microphone"))) {
            while (open) {
                synchronized (speech) {
                    for (int i = 0; i < CHUNK; i++) {
                        Short v = speech.poll();
                        int sample = Math.max(-32768, Math.min(32767, (v == null ? 0 : v) + room.nextInt(61) - 30));
                        bytes[2 * i] = (byte) sample;
                        bytes[2 * i + 1] = (byte) (sample >> 8);
                    }
                }
                pipe.write(bytes);
                sent += CHUNK;
                long ahead = start + sent * 1_000_000_000L / RATE - System.nanoTime();
                if (ahead > 0) {
                    TimeUnit.NANOSECONDS.sleep(ahead);
                }
            }
        } catch (IOException | InterruptedException e) {
            // the server has gone: the test is over
        }
    }

    @Override
    public void close() throws InterruptedException {
        open = false;
        server.destroy();
        if (!server.waitFor(5, TimeUnit.SECONDS)) {
            server.destroyForcibly().waitFor();
        }
        feeder.join(2000);
    }
}
