package org.annabella.device;

import org.annabella.rules.Piece;
import org.annabella.rules.Position;
import org.annabella.rules.Square;

/**
 * A Millennium board with its ChessLink module, speaking the board's side of the protocol byte
 * for byte: it answers the version, status, settings and LED commands, drops a command that fails
 * its check (as the board does), and reports the whole board by itself after every change unless
 * its automatic reports are off; in its factory setting (a report every scan) it also reports
 * every second. Use it in-process or on one end of a pseudo-terminal.
 */
public final class MillenniumBoardSimulator implements BoardSimulator, LineCodec.Lines {
    private final Transport toHost;
    private final boolean rotated;
    private final ChessLinkCodec codec = new ChessLinkCodec(ChessLinkProtocol.COMMANDS, this);
    private final Piece[] board = new Piece[64];
    private final int[] settings = new int[256];
    private final int[] leds = new int[81];

    /** rotated: the board stands turned round, its a1 corner at h8. */
    public MillenniumBoardSimulator(Transport toHost, boolean rotated) {
        this.toHost = toHost;
        this.rotated = rotated;
    }

    @Override
    public synchronized void setPosition(Position position) {
        for (int sq = 0; sq < 64; sq++) {
            board[sq] = position.pieceAt(sq);
        }
    }

    @Override
    public synchronized void lift(int square) {
        set(square, null);
    }

    @Override
    public synchronized void place(int square, Piece piece) {
        set(square, piece);
    }

    private void set(int square, Piece piece) {
        if (board[square] == piece) {
            return;
        }
        board[square] = piece;
        if ((settings[ChessLinkProtocol.REG_REPORTS] & 7) != ChessLinkProtocol.REPORTS_NEVER) {
            sendStatus();
        }
    }

    /** In the factory setting the board reports on every scan; the simulator does so every second. */
    @Override
    public Runnable everySecond() {
        return () -> {
            synchronized (this) {
                int mode = settings[ChessLinkProtocol.REG_REPORTS] & 7;
                if (mode == 0 || mode == 2) {
                    sendStatus();
                }
            }
        };
    }

    /** A setting byte as the host last wrote it (0 for the factory setting). */
    public synchronized int setting(int address) {
        return settings[address];
    }

    /** Sets a setting byte as if written long ago (to test a board whose reports are off). */
    public synchronized void presetSetting(int address, int value) {
        settings[address] = value & 0xFF;
    }

    /**
     * The squares whose four corner LEDs are all lit, a1 = 0 as the host sees them, or an empty
     * array when all are dark.
     */
    public synchronized int[] litSquares() {
        return java.util.stream.IntStream.range(0, 64).filter(sq -> {
            int own = rotated ? Square.rotate(sq) : sq;
            int col = Square.file(own), row = 7 - Square.rank(own);
            return leds[col * 9 + row] != 0 && leds[(col + 1) * 9 + row] != 0
                    && leds[col * 9 + row + 1] != 0 && leds[(col + 1) * 9 + row + 1] != 0;
        }).toArray();
    }

    private void sendStatus() {
        send(ChessLinkProtocol.status(board, rotated));
    }

    private void send(String body) {
        toHost.write(ChessLinkProtocol.frame(body));
    }

    @Override
    public synchronized void received(byte[] data, int length) {
        codec.feed(data, 0, length);
    }

    @Override
    public void line(String body) {
        switch (body.charAt(0)) {
            case 'V' -> send("v0105");
            case 'S' -> sendStatus();
            case 'X' -> {
                java.util.Arrays.fill(leds, 0);
                send("x");
            }
            case 'L' -> {
                for (int i = 0; i < 81; i++) {
                    leds[i] = ChessLinkProtocol.parseHex2(body, 3 + 2 * i);
                }
                send("l");
            }
            case 'R' -> {
                String address = body.substring(1, 3);
                send("r" + address + ChessLinkProtocol.hex2(settings[ChessLinkProtocol.parseHex2(address, 0)]));
            }
            case 'W' -> {
                settings[ChessLinkProtocol.parseHex2(body, 1)] = ChessLinkProtocol.parseHex2(body, 3);
                send("w" + body.substring(1, 5));
            }
            default -> java.util.Arrays.fill(leds, 0);    // T: a reset, which puts the LEDs out and says nothing
        }
    }

    @Override
    public void garbled(String why) {
        // the board ignores a command that fails its check
    }
}
