package org.annabella.device;

import java.util.ArrayDeque;
import org.annabella.rules.Color;

/**
 * A DGT 3000 (or XL) clock reached through the DGT board's clock messages. The board takes one
 * clock command at a time: each waits for its acknowledgement and is resent after about two
 * seconds without one (dgtbrd.h, "Clock commands"). Times shown are annabella's own.
 */
public final class Dgt3000Clock implements ClockDevice {
    static final long RESEND_MS = 2000;
    static final int MAX_SENDS = 3;
    private static final String[] BUTTONS = {"back", "plus", "run", "minus", "ok"};

    private final Transport out;
    private final boolean whiteOnLeft;
    private final ArrayDeque<byte[]> queue = new ArrayDeque<>();
    private byte[] inFlight;
    private long sentAt;
    private int sends;
    private long now;
    private Boolean lastLeverRightHigh;
    private volatile ClockDeviceListener listener = side -> { };

    public Dgt3000Clock(Transport out, boolean whiteOnLeft) {
        this.out = out;
        this.whiteOnLeft = whiteOnLeft;
    }

    @Override
    public synchronized void show(long whiteMs, long blackMs, Color running) {
        boolean runWhite = running == Color.WHITE, runBlack = running == Color.BLACK;
        byte[] cmd = whiteOnLeft ? DgtProtocol.setAndRun(whiteMs, blackMs, runWhite, runBlack)
                : DgtProtocol.setAndRun(blackMs, whiteMs, runBlack, runWhite);
        // A newer set-and-run supersedes one still waiting its turn.
        queue.removeIf(q -> q[3] == DgtProtocol.CLOCK_SET_AND_RUN);
        enqueue(cmd);
    }

    @Override
    public synchronized void text(String text) {
        enqueue(DgtProtocol.asciiText(text, 0));
    }

    @Override
    public synchronized void beep(int millis) {
        enqueue(DgtProtocol.beep(millis));
    }

    @Override
    public void setListener(ClockDeviceListener listener) {
        this.listener = listener;
    }

    /** Commands waiting, including the one awaiting its ack; for tests. */
    public synchronized int pending() {
        return queue.size() + (inFlight == null ? 0 : 1);
    }

    private void enqueue(byte[] cmd) {
        queue.add(cmd);
        sendNext();
    }

    private void sendNext() {
        if (inFlight == null && !queue.isEmpty()) {
            inFlight = queue.poll();
            sends = 0;
            transmit();
        }
    }

    private void transmit() {
        sends++;
        sentAt = now;
        out.write(inFlight);
    }

    @Override
    public synchronized void poll(long nowMs) {
        now = nowMs;
        if (inFlight != null && nowMs - sentAt >= RESEND_MS) {
            if (sends >= MAX_SENDS) {
                listener.warning("the clock did not acknowledge a command after " + MAX_SENDS + " tries");
                inFlight = null;
                sendNext();
            } else {
                transmit();
            }
        }
    }

    /** From the board's decoder: an acknowledgement or an auto-generated clock report. */
    synchronized void ack(int ack0, int ack1, int ack2, int ack3) {
        if ((ack1 & 0x80) != 0) {
            if (ack1 == 0x88 && ack3 >= 0x31 && ack3 <= 0x35) {
                listener.button(BUTTONS[ack3 - 0x31]);
            }
            return;
        }
        if (inFlight != null && ack1 == inFlight[3]) {
            inFlight = null;
            sendNext();
        }
    }

    /** From the board's decoder: the lever position tells which player pressed it. */
    synchronized void reading(DgtClockReading r) {
        if (!r.connected()) {
            return;
        }
        boolean changed = lastLeverRightHigh != null && lastLeverRightHigh != r.leverRightHigh();
        lastLeverRightHigh = r.leverRightHigh();
        if (changed) {
            // Right side high means the left player pushed the lever down.
            boolean leftPressed = r.leverRightHigh();
            listener.leverPressed(leftPressed == whiteOnLeft ? Color.WHITE : Color.BLACK);
        }
    }
}
