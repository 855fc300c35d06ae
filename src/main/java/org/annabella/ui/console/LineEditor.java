package org.annabella.ui.console;

import java.io.Closeable;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.jline.reader.Candidate;
import org.jline.reader.EndOfFileException;
import org.jline.reader.LineReader;
import org.jline.reader.LineReaderBuilder;
import org.jline.reader.UserInterruptException;
import org.jline.reader.impl.history.DefaultHistory;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;

/**
 * The console's line editing on a real terminal (JLine): the up arrow recalls the lines typed
 * before, in this game and earlier ones ({@link HistoryFile}), and Tab completes commands and
 * words. The answers stay plain for a screen reader: no colour, no menus; a line said while the
 * player is typing (a clock mark, the engine's move, a sensed board) is printed above the line
 * being typed, which is then shown again as it was.
 */
public final class LineEditor implements Closeable {
    private final Terminal terminal;
    private final LineReader reader;
    private final PrintWriter writer;
    /** The words Tab offers, given the words before the one being typed; set by the console. */
    private volatile Function<List<String>, List<String>> completions = before -> List.of();

    private LineEditor(Terminal terminal, Path history) {
        this.terminal = terminal;
        this.reader = LineReaderBuilder.builder()
                .terminal(terminal)
                .appName("annabella")
                .history(new TypedLines())
                .variable(LineReader.HISTORY_FILE, history)
                .variable(LineReader.HISTORY_FILE_SIZE, 1000)
                .completer((r, line, candidates) -> completions.apply(line.words().subList(0, line.wordIndex()))
                        .forEach(w -> candidates.add(new Candidate(w))))
                .option(LineReader.Option.CASE_INSENSITIVE, true)
                // Tab offers only words that begin with what was typed, never guesses at a typo.
                .variable(LineReader.ERRORS, 0)
                .option(LineReader.Option.AUTO_GROUP, false)
                // One plain line of history each: no time stamps a person would have to read past.
                .option(LineReader.Option.HISTORY_TIMESTAMPED, false)
                // No menu to move through, no pasted-text markers: Tab completes or lists, plainly.
                .option(LineReader.Option.AUTO_MENU, false)
                .option(LineReader.Option.BRACKETED_PASTE, false)
                .option(LineReader.Option.KITTY_KEYBOARD, false)
                .option(LineReader.Option.MOUSE, false)
                .option(LineReader.Option.DISABLE_HIGHLIGHTER, true)
                .build();
        this.writer = new PrintWriter(new AboveTheLine(), true);
    }

    /**
     * A line editor on this process's terminal, or empty when input or output is no terminal (a
     * pipe, a file) or the terminal is dumb: then lines are read plainly, as a script expects.
     */
    public static Optional<LineEditor> open(Path history) throws IOException {
        String term = System.getenv("TERM");
        if (System.console() == null || term == null || term.isBlank() || term.equals("dumb")) {
            return Optional.empty();
        }
        // No probing of the terminal's width for emoji: it prints test characters a screen reader would read.
        Terminal terminal = TerminalBuilder.builder().system(true).dumb(false).graphemeCluster(false).build();
        if (Terminal.TYPE_DUMB.equals(terminal.getType()) || Terminal.TYPE_DUMB_COLOR.equals(terminal.getType())) {
            terminal.close();
            return Optional.empty();
        }
        return Optional.of(new LineEditor(terminal, privateFile(history)));
    }

    /** The history file's folder made if missing, readable by its owner only where the system says so. */
    private static Path privateFile(Path history) throws IOException {
        boolean posix = history.getFileSystem().supportedFileAttributeViews().contains("posix");
        if (!Files.isDirectory(history.getParent())) {
            Files.createDirectories(history.getParent());
            if (posix) {
                Files.setPosixFilePermissions(history.getParent(), PosixFilePermissions.fromString("rwx------"));
            }
        }
        if (!Files.exists(history)) {
            Files.createFile(history);
        }
        if (posix) {
            Files.setPosixFilePermissions(history, PosixFilePermissions.fromString("rw-------"));
        }
        return history;
    }

    /** The console's words for Tab: given the words before the one typed, the words that may come. */
    void complete(Function<List<String>, List<String>> words) {
        completions = words;
    }

    /** Where the console writes: lines said while the player types go above his line. */
    public PrintWriter writer() {
        return writer;
    }

    /** The next line typed after {@code prompt}, or null at the end of input (Ctrl-D) or on Ctrl-C. */
    String readLine(String prompt) {
        try {
            return reader.readLine(prompt);
        } catch (EndOfFileException | UserInterruptException end) {
            return null;
        }
    }

    @Override
    public void close() throws IOException {
        writer.flush();
        reader.getHistory().save();
        terminal.close();
    }

    /** The history keeps what {@link HistoryFile#keeps} lets it, nothing else. */
    private static final class TypedLines extends DefaultHistory {
        @Override
        public void add(Instant time, String line) {
            if (HistoryFile.keeps(line)) {
                super.add(time, line);
            }
        }
    }

    /**
     * Whole lines: above the line being typed while the player types, else straight to the
     * terminal. A line is written once it is complete, so two never mix.
     */
    private final class AboveTheLine extends Writer {
        private final StringBuilder pending = new StringBuilder();

        @Override
        public synchronized void write(char[] text, int off, int len) {
            for (int i = off; i < off + len; i++) {
                char c = text[i];
                if (c == '\n') {
                    line(pending.toString());
                    pending.setLength(0);
                } else if (c != '\r') {
                    pending.append(c);
                }
            }
        }

        private void line(String line) {
            if (reader.isReading()) {
                reader.printAbove(line);
            } else {
                terminal.writer().println(line);
            }
        }

        @Override
        public synchronized void flush() {
            if (pending.length() > 0 && !reader.isReading()) {
                terminal.writer().print(pending);
                pending.setLength(0);
            }
            terminal.writer().flush();
        }

        @Override
        public void close() {
            flush();
        }
    }
}
