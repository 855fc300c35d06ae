package org.annabella.session;

import java.util.function.Consumer;
import org.annabella.announce.Refusal;
import org.annabella.device.ClockDevice;
import org.annabella.device.ClockDeviceListener;
import org.annabella.rules.Color;

/**
 * Keeps a clock device in step with the session's clock, which is the master: the device shows
 * the session's times after every event, and its lever presses become the session's presses
 * (2018 D.2.4: the opponent's clock starts only when the move is complete). Presses arrive on the
 * device's thread, so each is handled holding the session's monitor.
 */
public final class ClockRelay implements ClockDeviceListener {
    private final Session session;
    private final ClockDevice device;
    private final Consumer<String> warnings;
    private final Runnable afterPress;

    private ClockRelay(Session session, ClockDevice device, Consumer<String> warnings, Runnable afterPress) {
        this.session = session;
        this.device = device;
        this.warnings = warnings;
        this.afterPress = afterPress;
    }

    /** Connects a device to the session and shows the current times on it. */
    public static ClockRelay attach(Session session, ClockDevice device, Consumer<String> warnings,
                                    Runnable afterPress) {
        ClockRelay relay = new ClockRelay(session, device, warnings, afterPress);
        device.setListener(relay);
        session.onEvent(line -> relay.show());
        relay.show();
        return relay;
    }

    @Override
    public void leverPressed(Color side) {
        synchronized (session) {
            try {
                session.press(side);
                afterPress.run();
            } catch (Refusal r) {
                warnings.accept("clock: " + r.getMessage());
            }
            show();
        }
    }

    @Override
    public void timeRequested(Color side) {
        show();
    }

    @Override
    public void warning(String message) {
        warnings.accept("clock: " + message);
    }

    private void show() {
        device.show(session.remaining(Color.WHITE), session.remaining(Color.BLACK), session.clockRunning());
    }
}
