package org.annabella.device;

import com.fazecast.jSerialComm.SerialPort;
import com.fazecast.jSerialComm.SerialPortInvalidPortException;
import java.util.ArrayList;
import java.util.List;

/**
 * Finds out, politely, which kind of device answers on a serial port. It changes nothing on the
 * device: first it only listens at 38400 baud (a Certabo board sends its scans unasked, and a
 * Millennium board in its factory setting reports the board on every scan); then it asks for a
 * version, the one question each protocol has that only reads: ChessLink's {@code V} at 38400,
 * DGT's SEND_VERSION at 9600, and {@code ?V} at 115200 for annabella's pegged board and tactile
 * clock. It stops at the first answer; no reset, no settings, no LEDs.
 */
public final class BoardProbe {
    /**
     * What was found on a port: kind, the one word a script reads (a board kind as in KIND:PORT,
     * clock, none, or busy); a detail for a person; and what was done to find out.
     */
    public record Finding(String kind, String detail, List<String> steps) {
    }

    private final long listenMillis;
    private final long askMillis;

    /** listenMillis: how long to listen before asking; askMillis: how long to wait for each answer. */
    public BoardProbe(long listenMillis, long askMillis) {
        this.listenMillis = listenMillis;
        this.askMillis = askMillis;
    }

    public Finding probe(String path) {
        List<String> steps = new ArrayList<>();
        Heard heard = new Heard();
        steps.add("listened " + listenMillis + " ms at 38400 baud");
        if (!exchange(path, 38400, null, listenMillis, heard)) {
            return new Finding("busy", "could not be opened (in use, or not allowed)", steps);
        }
        if (heard.kind != null) {
            return heard.finding(steps);
        }
        steps.add("asked a Millennium board for its version (V) at 38400 baud");
        exchange(path, ChessLinkProtocol.BAUD, ChessLinkProtocol.frame("V"), askMillis, heard);
        if (heard.kind == null) {
            steps.add("asked a DGT board for its version at 9600 baud");
            exchange(path, DgtProtocol.BAUD, new byte[] {DgtProtocol.SEND_VERSION}, askMillis, heard);
        }
        if (heard.kind == null) {
            steps.add("asked an annabella pegged board or clock for its version (?V) at 115200 baud");
            byte[] ask = LineCodec.frame("?V");
            byte[] afterALineFeed = new byte[ask.length + 1];    // ends whatever the earlier questions left
            afterALineFeed[0] = '\n';
            System.arraycopy(ask, 0, afterALineFeed, 1, ask.length);
            exchange(path, PegProtocol.BAUD, afterALineFeed, askMillis, heard);
        }
        return heard.kind != null ? heard.finding(steps) : new Finding("none", "nothing answered", steps);
    }

    /** Opens the port at a speed, sends the question (if any), and reads what comes until the time is up. */
    private static boolean exchange(String path, int baud, byte[] question, long millis, Heard heard) {
        SerialPort port;
        try {
            port = SerialPort.getCommPort(path);
        } catch (SerialPortInvalidPortException e) {
            return false;
        }
        port.setComPortParameters(baud, 8, SerialPort.ONE_STOP_BIT, SerialPort.NO_PARITY);
        port.setFlowControl(SerialPort.FLOW_CONTROL_DISABLED);
        port.setComPortTimeouts(SerialPort.TIMEOUT_READ_SEMI_BLOCKING, 50, 0);
        if (!port.openPort()) {
            return false;
        }
        try {
            heard.reset();
            if (question != null) {
                port.writeBytes(question, question.length);
            }
            long end = System.nanoTime() + millis * 1_000_000L;
            byte[] buf = new byte[512];
            while (heard.kind == null && System.nanoTime() < end) {
                int n = port.readBytes(buf, buf.length);
                if (n < 0) {
                    break;
                }
                heard.feed(buf, n);
            }
        } finally {
            port.closePort();
        }
        return true;
    }

    /** Every decoder listening at once; the first whole message decides. */
    private static final class Heard implements DgtListener {
        String kind;
        String detail;
        private ChessLinkCodec chessLink;
        private CertaboCodec certabo;
        private DgtDecoder dgt;
        private LineCodec lines;

        void reset() {
            chessLink = new ChessLinkCodec(ChessLinkProtocol.REPLIES, new LineCodec.Lines() {
                @Override
                public void line(String body) {
                    found("millennium", body.charAt(0) == 'v'
                            ? "ChessLink version " + body.substring(1, 3) + "." + body.substring(3, 5) : "ChessLink reports");
                }

                @Override
                public void garbled(String why) {
                }
            });
            certabo = new CertaboCodec(new CertaboCodec.Scans() {
                @Override
                public void scan(long[] chipBySquare) {
                    found("certabo", "RFID scans");
                }

                @Override
                public void garbled(String why) {
                }
            });
            dgt = new DgtDecoder(this);
            lines = new LineCodec(new LineCodec.Lines() {
                @Override
                public void line(String body) {
                    String[] f = body.split(" ");
                    if (f.length == 4 && f[0].equals("V") && f[1].equals(PegProtocol.NAME)) {
                        found("peg", "firmware " + f[3]);
                    } else if (f.length == 4 && f[0].equals("V") && f[1].equals(TactileClockProtocol.NAME)) {
                        found("clock", "tactile clock, firmware " + f[3]);
                    }
                }

                @Override
                public void garbled(String why) {
                }
            });
        }

        void feed(byte[] b, int n) {
            chessLink.feed(b, 0, n);
            certabo.feed(b, 0, n);
            dgt.feed(b, 0, n);
            lines.feed(b, 0, n);
        }

        private void found(String k, String d) {
            if (kind == null) {
                kind = k;
                detail = d;
            }
        }

        Finding finding(List<String> steps) {
            return new Finding(kind, detail, steps);
        }

        @Override
        public void boardDump(int[] codesByField) {
            found("dgt", "board");
        }

        @Override
        public void fieldUpdate(int field, int code) {
        }

        @Override
        public void version(int major, int minor) {
            found("dgt", "DGT version " + major + "." + minor);
        }
    }
}
