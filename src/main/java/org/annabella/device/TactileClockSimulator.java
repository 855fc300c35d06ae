package org.annabella.device;

import org.annabella.rules.Color;

/** A tactile clock speaking {@link TactileClockProtocol}, for tests and `annabella simulate clock`. */
public final class TactileClockSimulator implements ByteReceiver, LineCodec.Lines {
    private final Transport toHost;
    private final LineCodec codec = new LineCodec(this);
    private String lastTimes = "";
    private String lastPattern = "";
    private String alerts = "";
    private int garbled;

    public TactileClockSimulator(Transport toHost) {
        this.toHost = toHost;
    }

    public synchronized void pressLever(Color side) {
        send("K " + (side == Color.WHITE ? "W" : "B"));
    }

    public synchronized void pressTimeButton(Color side) {
        send("Q " + (side == Color.WHITE ? "W" : "B"));
    }

    public synchronized void heartbeat() {
        send("H");
    }

    /** The last T line received, as "T whiteMs blackMs W|B|-". */
    public synchronized String lastTimes() {
        return lastTimes;
    }

    public synchronized String lastPattern() {
        return lastPattern;
    }

    public synchronized String alerts() {
        return alerts;
    }

    public synchronized int garbledLines() {
        return garbled;
    }

    private void send(String body) {
        toHost.write(LineCodec.frame(body));
    }

    @Override
    public synchronized void received(byte[] data, int length) {
        codec.feed(data, 0, length);
    }

    @Override
    public void line(String body) {
        if (body.startsWith("T ")) {
            lastTimes = body;
        } else if (body.startsWith("P ")) {
            lastPattern = body.substring(2);
        } else if (body.equals("A -")) {
            alerts = "";
        } else if (body.startsWith("A ")) {
            alerts = (alerts + " " + body.substring(2)).trim();
        } else if (body.equals("?V")) {
            send("V " + TactileClockProtocol.NAME + " " + TactileClockProtocol.VERSION + " sim-1.0");
        } else {
            send("E unknown command");
        }
    }

    @Override
    public void garbled(String why) {
        garbled++;
        send("E checksum");
    }
}
