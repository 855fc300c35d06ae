package org.annabella.engine;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * A chess engine speaking UCI, run as a process of its own. Every wait has a deadline, so a hung
 * engine never holds the console: past it the engine is stopped, then killed, and the search
 * fails with an {@link EngineFault}. An engine that failed once is closed and stays so; a new one
 * is started in its place. Closing always ends the process. One search at a time (callers hold
 * the engine while they use it).
 */
public final class UciEngine implements AutoCloseable {
    /** Start-up, the handshake and "isready": an engine that takes longer is counted as not answering. */
    public static final long HANDSHAKE_MILLIS = 10_000;
    /** How long a stopped search may take to give its move before the process is killed. */
    private static final long STOP_MILLIS = 500;
    /** The reader's mark for the end of the engine's output. */
    private static final String END = new String("end of output");

    private final List<String> command;
    private final Process process;
    private final Writer in;
    private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
    private final Map<String, EngineOption> options = new LinkedHashMap<>();
    private String name;
    private final java.util.concurrent.atomic.AtomicBoolean closed = new java.util.concurrent.atomic.AtomicBoolean();

    private UciEngine(List<String> command, Process process) {
        this.command = List.copyOf(command);
        this.process = process;
        this.in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
        this.name = commandName(command);
        Thread reader = new Thread(this::readOutput, "engine " + name);
        reader.setDaemon(true);
        reader.start();
    }

    /**
     * Starts the engine and completes the UCI handshake: its name and options are known when this
     * returns. Throws {@link EngineFault} when it cannot be run or does not speak UCI in time.
     */
    public static UciEngine start(List<String> command) {
        return start(command, HANDSHAKE_MILLIS);
    }

    /** {@link #start(List)} allowing {@code handshakeMillis} for the handshake. */
    static UciEngine start(List<String> command, long handshakeMillis) {
        Process process;
        try {
            process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        } catch (IOException e) {
            throw EngineFault.of("engine.fault.cannot-run", "engine", String.join(" ", command), "why",
                    String.valueOf(e.getMessage()));
        }
        UciEngine engine = new UciEngine(command, process);
        try {
            engine.handshake(handshakeMillis);
            return engine;
        } catch (RuntimeException e) {
            engine.close();
            throw e;
        }
    }

    /** The command it was started with, to start it again. */
    public List<String> command() {
        return command;
    }

    /** The name the engine gives itself ("Stockfish 16"), or its file's name when it gives none. */
    public String name() {
        return name;
    }

    /** The option of this name the engine offers, if it does. */
    public Optional<EngineOption> option(String optionName) {
        return Optional.ofNullable(options.get(optionName.toLowerCase(java.util.Locale.ROOT)));
    }

    /** The engine's process, for tests that it ends. */
    ProcessHandle process() {
        return process.toHandle();
    }

    /** Whether the process still runs and has not failed. */
    public boolean alive() {
        return !closed.get() && process.isAlive();
    }

    public synchronized void setOption(String optionName, String value) {
        send("setoption name " + optionName + " value " + value);
    }

    /** A new game begins: the engine forgets what it learned in the last one. */
    public synchronized void newGame() {
        send("ucinewgame");
        ready();
    }

    /**
     * Searches the position after {@code moves} (UCI) from {@code startFen} and returns its best
     * move and evaluation. Throws {@link EngineFault} when the engine crashed, hung past the limit
     * or answered what cannot be read; the engine is closed then.
     */
    public synchronized SearchResult search(String startFen, List<String> moves, SearchLimit limit) {
        requireOpen();
        send("position fen " + startFen + (moves.isEmpty() ? "" : " moves " + String.join(" ", moves)));
        send(limit.command());
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(limit.deadlineMillis());
        Score score = null;
        List<String> line = List.of();
        while (true) {
            String text = next(deadline);
            if (text == null) {
                send("stop");
                text = nextBestMove(System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(STOP_MILLIS));
                if (text == null) {
                    throw failed("engine.fault.hung", "seconds", (limit.deadlineMillis() + 999) / 1000);
                }
            }
            if (text.startsWith("info ")) {
                Info info = Info.parse(text);
                if (info.score() != null && !info.bound()) {
                    score = info.score();
                    line = info.line();
                }
            } else if (text.startsWith("bestmove")) {
                String[] words = text.trim().split("\\s+");
                if (words.length < 2) {
                    throw failed("engine.fault.unreadable", "text", text);
                }
                String best = words[1];
                List<String> pv = !line.isEmpty() && line.get(0).equals(best) ? line : List.of(best);
                return new SearchResult(best, score, pv);
            }
        }
    }

    /** The rest of a stopped search, up to its best move; null when none came in time. */
    private String nextBestMove(long deadline) {
        for (String text = next(deadline); text != null; text = next(deadline)) {
            if (text.startsWith("bestmove")) {
                return text;
            }
        }
        return null;
    }

    private void handshake(long millis) {
        send("uci");
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis);
        while (true) {
            String text = next(deadline);
            if (text == null) {
                throw failed("engine.fault.not-uci", "seconds", Math.max(1, millis / 1000));
            }
            if (text.startsWith("id name ")) {
                name = text.substring("id name ".length()).strip();
            } else if (text.startsWith("option ")) {
                EngineOption.parse(text).ifPresent(o -> options.put(o.name().toLowerCase(java.util.Locale.ROOT), o));
            } else if (text.strip().equals("uciok")) {
                ready();
                return;
            }
        }
    }

    /** "isready", and the engine's "readyok" within the handshake's time. */
    private void ready() {
        send("isready");
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(HANDSHAKE_MILLIS);
        while (true) {
            String text = next(deadline);
            if (text == null) {
                throw failed("engine.fault.hung", "seconds", HANDSHAKE_MILLIS / 1000);
            }
            if (text.strip().equals("readyok")) {
                return;
            }
        }
    }

    /** The engine's next line, or null when the deadline passed; its end is a crash. */
    private String next(long deadlineNanos) {
        long wait = deadlineNanos - System.nanoTime();
        String text;
        try {
            text = wait <= 0 ? lines.poll() : lines.poll(wait, TimeUnit.NANOSECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw failed("engine.fault.interrupted");
        }
        if (text == END) {
            lines.add(END);
            throw failed("engine.fault.crashed");
        }
        return text;
    }

    private void send(String text) {
        requireOpen();
        try {
            in.write(text + "\n");
            in.flush();
        } catch (IOException e) {
            throw failed("engine.fault.crashed");
        }
    }

    private void requireOpen() {
        if (closed.get()) {
            throw EngineFault.of("engine.fault.closed", "engine", name);
        }
    }

    /** The engine has failed: it is ended, and the fault names it. */
    private EngineFault failed(String key, Object... namesAndValues) {
        close();
        Object[] all = new Object[namesAndValues.length + 2];
        all[0] = "engine";
        all[1] = name;
        System.arraycopy(namesAndValues, 0, all, 2, namesAndValues.length);
        return EngineFault.of(key, all);
    }

    private void readOutput() {
        try (BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            for (String text = out.readLine(); text != null; text = out.readLine()) {
                lines.add(text);
            }
        } catch (IOException e) {
            // The process ended or was killed: its output ends here.
        }
        lines.add(END);
    }

    /**
     * Asks the engine to quit and ends the process in any case; closing twice does nothing. Not
     * held up by a search in progress on another thread: that search then fails.
     */
    @Override
    public void close() {
        if (closed.getAndSet(true)) {
            return;
        }
        try {
            in.write("quit\n");
            in.flush();
            process.waitFor(200, TimeUnit.MILLISECONDS);
        } catch (IOException e) {
            // Already gone: nothing to ask.
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            process.destroyForcibly();
        }
    }

    private static String commandName(List<String> command) {
        String first = command.isEmpty() ? "engine" : command.get(0);
        return first.substring(first.lastIndexOf(java.io.File.separatorChar) + 1);
    }

    /** One "info" line: its score (none when it has none) and its principal variation. */
    record Info(Score score, boolean bound, List<String> line) {
        static Info parse(String text) {
            String[] w = text.trim().split("\\s+");
            Score score = null;
            boolean bound = false;
            List<String> pv = new ArrayList<>();
            for (int i = 1; i < w.length; i++) {
                switch (w[i]) {
                    case "score" -> {
                        if (i + 2 < w.length && w[i + 2].matches("-?\\d{1,7}")) {
                            int n = Integer.parseInt(w[i + 2]);
                            score = w[i + 1].equals("mate") ? Score.mateIn(n) : w[i + 1].equals("cp") ? Score.centipawns(n) : null;
                            i += 2;
                        }
                    }
                    case "lowerbound", "upperbound" -> bound = true;
                    case "pv" -> {
                        pv.addAll(List.of(w).subList(i + 1, w.length));
                        i = w.length;
                    }
                    default -> {
                        // Depth, nodes, time and the rest: not needed here.
                    }
                }
            }
            return new Info(score, bound, Collections.unmodifiableList(pv));
        }
    }
}
