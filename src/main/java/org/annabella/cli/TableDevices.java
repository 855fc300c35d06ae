package org.annabella.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.annabella.announce.Phrase;
import org.annabella.announce.Words;
import org.annabella.device.BoardProtocol;
import org.annabella.device.LinkListener;
import org.annabella.device.SerialLink;
import org.annabella.device.TactileClock;
import org.annabella.device.TactileClockProtocol;
import org.annabella.rules.Color;
import org.annabella.rules.InputException;
import org.annabella.rules.Move;
import org.annabella.session.BoardKind;
import org.annabella.session.BoardRelay;
import org.annabella.session.ClockRelay;
import org.annabella.session.GameState;
import org.annabella.session.Session;
import org.annabella.rules.Position;
import org.annabella.sync.SerialBoard;
import org.annabella.ui.console.Console;

/**
 * The real devices at a table: a sensed board for each player that has one and the clock device,
 * wired to the session and its console, and closed together at the end of the game.
 */
final class TableDevices implements AutoCloseable {
    private final List<AutoCloseable> open = new ArrayList<>();

    private TableDevices() {
    }

    /** The kind of board a {@code --board}-style option names: none or KIND:PORT ({@link BoardProtocol#forms()}). */
    static BoardKind kind(String board, String option) {
        if (board.equals("none")) {
            return BoardKind.NONE;
        }
        BoardProtocol kind = BoardProtocol.of(board);
        if (kind == null) {
            List<String> forms = BoardProtocol.formList();
            throw BadInputException.of("board", "option", option, "forms", Phrase.of("list.or",
                    "first", String.join(", ", forms.subList(0, forms.size() - 1)), "last", forms.get(forms.size() - 1)), "text", board);
        }
        return switch (kind) {
            case DGT -> BoardKind.DGT;
            case PEG -> BoardKind.PEGGED;
            case MILLENNIUM -> BoardKind.MILLENNIUM;
            case CERTABO -> BoardKind.CERTABO;
        };
    }

    /**
     * Checks a board option before anything is started or written: its form, and that its port
     * is a serial port (a folder, a file, {@code /dev/null} or a missing path is refused).
     */
    static BoardKind checkBoard(String board, String option) {
        BoardKind kind = kind(board, option);
        if (kind != BoardKind.NONE) {
            checkPort(option, board, BoardProtocol.port(board));
        }
        return kind;
    }

    /** Checks a {@code --clock} value before anything is started: internal, tactile:PORT or dgt3000. */
    static void checkClock(String clock, String whiteBoard, String blackBoard) {
        String port = clockPort(clock);
        if (clock.equals("dgt3000") && !whiteBoard.startsWith("dgt:") && !blackBoard.startsWith("dgt:")) {
            throw BadInputException.of("clock-dgt3000");
        }
        if (port != null) {
            checkPort("--clock", clock, port);
        }
    }

    /** The serial port of a {@code --clock} value, null for one without (internal, dgt3000); another form is refused. */
    static String clockPort(String clock) {
        if (clock.equals("internal") || clock.equals("dgt3000")) {
            return null;
        }
        if (!clock.startsWith("tactile:")) {
            throw BadInputException.of("clock", "text", clock);
        }
        return clock.substring("tactile:".length());
    }

    /**
     * Refuses one port given to two devices (the same path, or two names of it): each driver
     * would read the other device's bytes as garbage, and the second could not open it.
     *
     * @param valueByOption each device option as given, in the order they are named
     */
    static void checkDistinctPorts(Map<String, String> valueByOption) {
        Map<Path, String> seen = new HashMap<>();
        for (Map.Entry<String, String> e : valueByOption.entrySet()) {
            String value = e.getValue();
            String port = value.startsWith("tactile:") ? value.substring(8)
                    : BoardProtocol.of(value) != null ? BoardProtocol.port(value) : null;
            if (port == null) {
                continue;
            }
            Path real;
            try {
                real = Path.of(port).toRealPath();
            } catch (IOException ex) {
                continue;    // a port that vanished since its check is refused when it is opened
            }
            String other = seen.putIfAbsent(real, e.getKey());
            if (other != null) {
                throw new BadInputException(e.getKey() + " " + value + ": " + port + " is already the port of "
                        + other + "; each device needs its own port");
            }
        }
    }

    /** Refuses a port that is not a serial port, naming the option as it was given. */
    static void checkPort(String option, String value, String port) {
        try {
            SerialLink.check(port);
        } catch (InputException e) {
            throw new BadInputException(option + " " + value + ": " + e.getMessage());
        }
    }

    /** Opens and wires every device; {@code none} boards and the internal clock open nothing. */
    static TableDevices open(Session session, Console console, String whiteBoard, String blackBoard, String clock,
                             PrintWriter err, Words words) {
        TableDevices table = new TableDevices();
        DeviceFaults faults = new DeviceFaults(Problems.standard(), err);
        SerialBoard dgt = null;
        try {
            for (Color side : Color.values()) {
                String board = side == Color.WHITE ? whiteBoard : blackBoard;
                if (board.equals("none")) {
                    continue;
                }
                SerialBoard sb = SerialBoard.open(board, session.state().positionOn(side), faults.board(
                        new BoardRelay(session, side, phrase -> warn(err, words.say(phrase)), console::boardChanged)));
                table.open.add(sb);
                sb.follow(new SerialBoard.Game() {
                    @Override
                    public int moveToExecute() {
                        return TableDevices.moveToExecute(session, side);
                    }

                    @Override
                    public Position position() {
                        return session.state().positionOn(side);
                    }
                });
                console.followsSensedBoard(side);
                if (sb.clock() != null && dgt == null) {
                    dgt = sb;
                }
            }
            if (clock.equals("dgt3000")) {
                dgt.clock().setListener(faults.clock(
                        ClockRelay.attach(session, dgt.clock(), line -> warn(err, line), console::boardChanged)));
                console.leavePressesToTheClock();
            } else if (clock.startsWith("tactile:")) {
                table.openTactileClock(session, console, clock.substring(8), err, words, faults);
                console.leavePressesToTheClock();
            }
            return table;
        } catch (InputException e) {
            table.close();
            throw new BadInputException(e.getMessage());
        }
    }

    /**
     * The move a helper is to make on {@code owner}'s board: the opponent's move, made on the
     * mover's board and not yet executed on this one (2018 D.2.10.1), or Move.NONE.
     */
    static int moveToExecute(Session session, Color owner) {
        // One state value, read without the session's lock: it cannot change under us.
        GameState game = session.state();
        int move = game.moveInProgress();
        if (move == Move.NONE || owner == game.mover()
                || game.positionOn(owner).key() == game.positionOn(game.mover()).key()) {
            return Move.NONE;
        }
        return move;
    }

    private void openTactileClock(Session session, Console console, String port, PrintWriter err, Words words,
                                  DeviceFaults faults) {
        SerialLink[] link = new SerialLink[1];
        TactileClock driver = new TactileClock(bytes -> link[0].write(bytes));
        link[0] = new SerialLink(port, TactileClockProtocol.BAUD, driver, new LinkListener() {
            @Override
            public void linkUp(String p) {
                driver.connected();
            }

            @Override
            public void linkDown(String p, String why) {
                warn(err, words.say(Phrase.of("cli.clock-lost", "port", p, "why", why)));
            }
        });
        open.add(link[0]);
        driver.setListener(faults.clock(ClockRelay.attach(session, driver, line -> warn(err, line), console::boardChanged)));
        link[0].start();
    }

    private static void warn(PrintWriter err, String line) {
        synchronized (err) {
            err.println(line);
            err.flush();
        }
    }

    @Override
    public void close() {
        for (AutoCloseable c : open) {
            try {
                c.close();
            } catch (Exception e) {
                // closing a port that is already gone: nothing more to do
            }
        }
        open.clear();
    }
}
