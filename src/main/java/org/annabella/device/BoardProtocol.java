package org.annabella.device;

import java.util.Arrays;
import java.util.Locale;
import java.util.function.LongSupplier;
import java.util.List;

/**
 * The kinds of sensor board annabella reads, as a person names them before the port
 * ({@code dgt:/dev/ttyUSB0}): each with its speed, whether it names pieces, its driver and its
 * simulator.
 */
public enum BoardProtocol {
    DGT("dgt", DgtProtocol.BAUD, true),
    PEG("peg", PegProtocol.BAUD, false),
    MILLENNIUM("millennium", ChessLinkProtocol.BAUD, true),
    CERTABO("certabo", CertaboProtocol.BAUD, true);

    private final String prefix;
    private final int baud;
    private final boolean identity;

    BoardProtocol(String prefix, int baud, boolean identity) {
        this.prefix = prefix;
        this.baud = baud;
        this.identity = identity;
    }

    /** The name before the colon: dgt, peg, millennium, certabo. */
    public String prefix() {
        return prefix;
    }

    public int baud() {
        return baud;
    }

    /** True for boards that name the piece on each square. */
    public boolean identifiesPieces() {
        return identity;
    }

    /** The kind a {@code KIND:PORT} text names, or null when it names none. */
    public static BoardProtocol of(String board) {
        int colon = board.indexOf(':');
        if (colon < 0) {
            return null;
        }
        String kind = board.substring(0, colon).toLowerCase(Locale.ROOT);
        for (BoardProtocol p : values()) {
            if (p.prefix.equals(kind)) {
                return p;
            }
        }
        return null;
    }

    /** The port of a {@code KIND:PORT} text that {@link #of} accepted. */
    public static String port(String board) {
        return board.substring(board.indexOf(':') + 1);
    }

    /** "dgt:PORT, peg:PORT, millennium:PORT or certabo:PORT", for messages. */
    public static String forms() {
        List<String> all = formList();
        return String.join(", ", all.subList(0, all.size() - 1)) + " or " + all.get(all.size() - 1);
    }

    /** Each kind's form, "dgt:PORT" ..., for a list said in another language. */
    public static List<String> formList() {
        return Arrays.stream(values()).map(p -> p.prefix + ":PORT").toList();
    }

    /**
     * The driver for this kind of board, writing to out and telling listener; a Certabo board's
     * calibration is kept for as long as the program runs.
     */
    public BoardDevice driver(Transport out, BoardListener listener, LongSupplier nanoClock) {
        return switch (this) {
            case DGT -> new DgtBoard(out, listener, nanoClock, true);
            case PEG -> new PegBoard(out, listener, nanoClock);
            case MILLENNIUM -> new MillenniumBoard(out, listener, nanoClock);
            case CERTABO -> new CertaboBoard(out, listener, nanoClock, null);
        };
    }

    /** The driver for a board on a real port: a Certabo board keeps its calibration in the user's file. */
    public BoardDevice portDriver(Transport out, BoardListener listener, LongSupplier nanoClock) {
        return this == CERTABO ? new CertaboBoard(out, listener, nanoClock, CertaboCalibration.userFile())
                : driver(out, listener, nanoClock);
    }

    /** A simulated board of this kind, set up as standing the right way round. */
    public BoardSimulator simulator(Transport toHost) {
        return switch (this) {
            case DGT -> new DgtBoardSimulator(toHost, false);
            case PEG -> new PegBoardSimulator(toHost);
            case MILLENNIUM -> new MillenniumBoardSimulator(toHost, false);
            case CERTABO -> new CertaboBoardSimulator(toHost);
        };
    }
}
