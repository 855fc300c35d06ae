package org.annabella.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import org.annabella.announce.Language;
import org.annabella.announce.Phrase;
import org.annabella.announce.PhrasedInputException;
import org.annabella.announce.Refusal;
import org.annabella.announce.Words;
import org.annabella.rules.InputException;
import org.annabella.rules.InvalidFenException;
import org.annabella.rules.TextFile;
import org.annabella.session.ProgramVersion;

/**
 * The one error path of the command line (shared/spec/cli.md): what went wrong becomes exactly
 * one line for a person. Bad input ({@link InputException}), an act the game refused ({@link
 * Refusal}, in its English words) and a file the system will not let us read or write are exit 2,
 * said in words; anything else is a fault of the program, exit 1, one
 * line naming a log file that holds the details for the developers.
 */
final class Problems {
    /** Longer messages are cut: a line a screen reader reads out must end. */
    static final int MAX_LINE = 400;

    private final Path logFolder;
    /** The language the person chose for the command ({@code --lang}): phrased refusals are said in it. */
    private final Language language;

    Problems(Path logFolder) {
        this(logFolder, Language.ENGLISH);
    }

    private Problems(Path logFolder, Language language) {
        this.logFolder = logFolder;
        this.language = language;
    }

    /** The same error path, saying what it can in {@code language}. */
    Problems in(Language language) {
        return new Problems(logFolder, language);
    }

    /** The words of the command's language (for the command line's own refusals). */
    Words words() {
        return Words.of(language);
    }

    /** The folder for fault logs: ANNABELLA_LOG_DIR when set (tests), else the system's temporary folder. */
    static Problems standard() {
        String dir = System.getenv("ANNABELLA_LOG_DIR");
        return new Problems(Path.of(dir != null && !dir.isBlank() ? dir : System.getProperty("java.io.tmpdir")));
    }

    /**
     * The line a command says to a person on stderr, {@code annabella COMMAND: message}, with the
     * message made {@link #oneLine}: every such line goes through here or {@link #report}.
     */
    static String line(String command, String message) {
        return "annabella" + (command == null || command.isEmpty() ? "" : " " + command) + ": " + oneLine(message);
    }

    /** Says what went wrong in a command on {@code err} as one line and returns the exit code. */
    int report(String command, Throwable failure, PrintWriter err) {
        InputException input = find(failure, InputException.class);
        if (input != null) {
            Object why = said(failure);
            err.println(line(command, why instanceof Phrase p ? words().say(p) : String.valueOf(why)));
            return Main.BAD_INPUT;
        }
        // An act the game refused (the clock already running, say) is the person's, not a fault.
        Refusal refusal = find(failure, Refusal.class);
        if (refusal != null) {
            err.println(line(command, refusal.say(language)));
            return Main.BAD_INPUT;
        }
        IOException io = ioProblem(failure);
        if (io != null) {
            err.println(line(command, language == Language.ENGLISH ? describe(io) : words().say(said(io))));
            return Main.BAD_INPUT;
        }
        err.println(line(command, faultLine(failure)));
        return Main.FAULT;
    }

    /** The input's fault in the command's language: its phrase where it has one, else its English message. */
    Object said(Throwable failure) {
        Phrase reason = language == Language.ENGLISH ? null : phrased(failure);
        return reason != null ? reason : find(failure, InputException.class).getMessage();
    }

    private String faultLine(Throwable failure) {
        try {
            Files.createDirectories(logFolder);
            String stamp = LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss"));
            Path log = logFolder.resolve("annabella-fault-" + stamp + "-" + ProcessHandle.current().pid() + ".log");
            try (PrintWriter w = new PrintWriter(Files.newBufferedWriter(log, StandardCharsets.UTF_8))) {
                w.println("annabella fault, " + LocalDateTime.now() + ", " + ProgramVersion.current() + ", Java "
                        + System.getProperty("java.version"));
                failure.printStackTrace(w);
            }
            return words().say(Phrase.of("cli.error.fault", "log", log.toAbsolutePath().toString()));
        } catch (IOException | RuntimeException e) {
            return words().say(Phrase.of("cli.error.fault-unlogged", "folder", logFolder.toString()));
        }
    }

    /** The input's fault as a phrase, for another language than the messages' English; null when there is none. */
    private static Phrase phrased(Throwable failure) {
        PhrasedInputException phrased = find(failure, PhrasedInputException.class);
        if (phrased != null && phrased.reason() != null) {
            return phrased.reason();
        }
        InvalidFenException fen = find(failure, InvalidFenException.class);
        if (fen != null) {
            // The field named; the fault itself is the rules core's English.
            return fen.field() == 0 ? Phrase.of("cli.error.fen-whole") : Phrase.of("cli.error.fen", "field", Phrase.of("fen.field." + fen.field()));
        }
        org.annabella.rules.pgn.PgnException pgn = find(failure, org.annabella.rules.pgn.PgnException.class);
        if (pgn != null && pgn.move() != null) {
            // The place in the language's words; why, said in it when the reader refused the move, else the English detail.
            Object why = pgn.fault();
            if (pgn.getCause() instanceof org.annabella.rules.MoveParseException e && pgn.position() != null) {
                org.annabella.rules.Position before = pgn.position();
                why = org.annabella.announce.MoveRefusal.of(e, bare(pgn.move()),
                        m -> org.annabella.announce.Announcer.fide().announce(before, m)).reason();
            }
            return Phrase.of("cli.error.pgn-move", "game", pgn.game(), "line", pgn.line(), "move", pgn.move(), "why", why);
        }
        return null;
    }

    /** "2. Ke3" or "2... Ke3" as the move typed, "Ke3". */
    private static String bare(String label) {
        return label.replaceFirst("^\\d+\\.+\\s*", "");
    }

    private static IOException ioProblem(Throwable failure) {
        UncheckedIOException unchecked = find(failure, UncheckedIOException.class);
        if (unchecked != null) {
            return unchecked.getCause();
        }
        return find(failure, IOException.class);
    }

    private static <T extends Throwable> T find(Throwable failure, Class<T> type) {
        for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (type.isInstance(t)) {
                return type.cast(t);
            }
        }
        return null;
    }

    /** An I/O failure as a phrase: the file it concerns and what the system said of it. */
    private static Phrase said(IOException e) {
        if (e instanceof FileSystemException fs && fs.getFile() != null) {
            String file = fs.getFile();
            String kind = e instanceof NoSuchFileException ? "missing" : e instanceof AccessDeniedException ? "denied"
                    : e instanceof FileAlreadyExistsException ? "exists" : e instanceof NotDirectoryException ? "not-folder"
                    : e instanceof DirectoryNotEmptyException ? "folder-not-empty" : "refused";
            return Phrase.of("cli.error.file-" + kind, "file", file);
        }
        return Phrase.of("cli.error.io");
    }

    /** An I/O failure in words, with the file it concerns and without the Java class. */
    static String describe(IOException e) {
        if (e instanceof FileSystemException fs && fs.getFile() != null) {
            String file = InputException.path(fs.getFile());
            if (e instanceof NoSuchFileException) {
                return file + " does not exist";
            }
            if (e instanceof AccessDeniedException) {
                return file + ": permission denied";
            }
            if (e instanceof FileAlreadyExistsException) {
                return file + " already exists";
            }
            if (e instanceof NotDirectoryException) {
                return file + " is not a folder";
            }
            if (e instanceof DirectoryNotEmptyException) {
                return file + " is a folder that is not empty";
            }
            String reason = fs.getReason();
            return file + ": " + (reason == null ? "the system refused it" : reason);
        }
        return "a file could not be read or written: " + TextFile.reason(e);
    }

    /**
     * The message as one line a person can hear: every character that is unsafe on a terminal,
     * line breaks included, named as {@link InputException#shown} names it (the one way a
     * person's text is shown), length bounded.
     */
    static String oneLine(String message) {
        if (message == null || message.isBlank()) {
            return "something went wrong, and no reason was given";
        }
        String text = message.strip();
        StringBuilder b = new StringBuilder(Math.min(text.length(), MAX_LINE + 16));
        int i = 0;
        while (i < text.length() && b.length() < MAX_LINE) {
            int c = text.codePointAt(i);
            i += Character.charCount(c);
            b.append(InputException.shown(c));
        }
        return i < text.length() ? b.append(" ...").toString() : b.toString();
    }
}
