package org.annabella.device;

/**
 * A DGT clock reading (BWTIME message). Left and right are as seen from the front of the clock.
 *
 * @param leverRightHigh the lever is down on the left side, so the right player's clock runs
 * @param connected false when the board reports no clock attached
 */
public record DgtClockReading(long leftMs, long rightMs, boolean running, boolean leverRightHigh,
                              boolean leftTurn, boolean rightTurn, boolean connected) {
}
