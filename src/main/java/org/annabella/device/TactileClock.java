package org.annabella.device;

import org.annabella.rules.Color;
import org.annabella.rules.InputException;

/** Driver for a clock speaking {@link TactileClockProtocol}. */
public final class TactileClock implements ClockDevice, ByteReceiver, LineCodec.Lines {
    private final Transport out;
    private final LineCodec codec = new LineCodec(this);
    private final Throttle warnings = new Throttle(1_000_000_000L);
    private volatile ClockDeviceListener listener = side -> { };
    private String firmware;

    public TactileClock(Transport out) {
        this.out = out;
    }

    @Override
    public void connected() {
        out.write(LineCodec.frame("?V"));
    }

    @Override
    public void show(long whiteMs, long blackMs, Color running) {
        out.write(LineCodec.frame(TactileClockProtocol.times(whiteMs, blackMs, running)));
    }

    /** Shows text as a short tone; a tactile clock has no display. */
    @Override
    public void text(String text) {
        beep(100);
    }

    @Override
    public void beep(int millis) {
        out.write(LineCodec.frame("P " + TactileClockProtocol.patternFor(millis)));
    }

    /** Alert the player when the running side's time falls to this many seconds. */
    public void alertAt(int seconds, String pattern) {
        if (seconds < 0 || !TactileClockProtocol.isPattern(pattern)) {
            throw new IllegalArgumentException("alert needs seconds >= 0 and a pattern of v V t T _, got "
                    + seconds + " " + pattern);
        }
        out.write(LineCodec.frame("A " + seconds + " " + pattern));
    }

    public void clearAlerts() {
        out.write(LineCodec.frame("A -"));
    }

    public String firmware() {
        return firmware;
    }

    @Override
    public void setListener(ClockDeviceListener listener) {
        this.listener = listener;
    }

    @Override
    public void received(byte[] data, int length) {
        codec.feed(data, 0, length);
    }

    @Override
    public void line(String body) {
        String[] f = body.split(" ", -1);
        try {
            switch (f[0]) {
                case "K" -> listener.leverPressed(TactileClockProtocol.side(arg(f)));
                case "Q" -> listener.timeRequested(TactileClockProtocol.side(arg(f)));
                case "V" -> {
                    LineCodec.checkVersion(f, TactileClockProtocol.NAME, TactileClockProtocol.VERSION)
                            .ifPresent(listener::warning);
                    firmware = f[3];
                }
                case "H" -> LineCodec.need(f, 1);
                case "E" -> listener.warning("clock reports: " + body.substring(1).trim());
                default -> garbled("unknown line " + body);
            }
        } catch (InputException e) {
            garbled(e.getMessage() + " in line " + body);
        }
    }

    private static String arg(String[] f) {
        LineCodec.need(f, 2);
        return f[1];
    }

    @Override
    public void garbled(String why) {
        if (warnings.allow(System.nanoTime())) {
            listener.warning("garbled line from the clock (" + why + ")");
        }
    }
}
