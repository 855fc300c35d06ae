package org.annabella.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.annabella.session.ClockNotes;
import org.annabella.session.FollowedJournal;
import org.annabella.session.Journal;
import org.annabella.session.PhoneticWording;
import org.annabella.session.Session;
import org.annabella.session.Ticker;
import org.annabella.ui.fx.CompanionWindow;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code annabella window JOURNAL}: the JavaFX window on a game's journal, for assistants,
 * arbiters and low-vision players; with {@code --follow}, a live view, read-only, of a game
 * that {@code play} or {@code resume} is playing from that journal. Screen readers reach it on Windows and macOS; on Linux
 * JavaFX exposes nothing to Orca, so Linux users have the console ({@code play}, {@code resume}).
 */
@Command(mixinStandardHelpOptions = true, name = "window", description = "Open the window on a game's journal (boards, scoresheets, clocks, log, rulings).")
final class WindowCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "JOURNAL", description = "The game's journal file.")
    Path journal;

    @Option(names = "--follow", description = "Only watch a game that play or resume is playing from this journal:"
            + " the window reads the journal again every second and never writes it (no moves, clocks or rulings from the window).")
    boolean follow;

    @Override
    public Integer call() {
        // Checked before the journal is opened, which may cut a torn tail and writes a pause.
        Journal.inspect(journal);
        requireDisplay();
        if (follow) {
            FollowedJournal followed = new FollowedJournal(journal, PhoneticWording.fide());
            spec.commandLine().getErr().println("Following " + journal.toAbsolutePath() + " (read only).");
            show(() -> CompanionWindow.follow(followed), "the game can only be followed in a window");
            return 0;
        }
        try (Session session = Session.resume(Journal.open(journal), Clocks.system(), PhoneticWording.fide());
                Ticker notes = ClockNotes.start(session)) {
            spec.commandLine().getErr().println("Window on " + journal.toAbsolutePath() + "; clocks stopped until started.");
            show(() -> CompanionWindow.show(session), "on a text console use: annabella resume " + journal);
            synchronized (session) {
                // The window closed: a running clock stops where it stands, journalled, as at the console's quit.
                session.leave();
            }
        }
        return 0;
    }

    private static void show(Runnable window, String instead) {
        try {
            window.run();
        } catch (UnsupportedOperationException e) {
            // JavaFX found no display (a server or a text console): say what to use instead.
            throw new BadInputException("no display for the window (" + e.getMessage() + "); " + instead);
        }
    }

    /** On X11 or Wayland systems a window needs a display named in the environment; Windows and macOS always have one. */
    private void requireDisplay() {
        String os = System.getProperty("os.name", "").toLowerCase(java.util.Locale.ROOT);
        boolean unix = !os.startsWith("windows") && !os.startsWith("mac");
        if (unix && blank(System.getenv("DISPLAY")) && blank(System.getenv("WAYLAND_DISPLAY"))) {
            throw new BadInputException("no display for the window (neither DISPLAY nor WAYLAND_DISPLAY is set);"
                    + " on a text console use: annabella resume " + journal);
        }
    }

    private static boolean blank(String s) {
        return s == null || s.isBlank();
    }
}
