package org.annabella.device;

/** What a {@link DgtDecoder} reads from a DGT board. Fields are DGT field numbers (0 = a8 unrotated). */
public interface DgtListener {
    /** A full board: 64 piece codes by field (0 empty, 1..12 pieces, 13..15 magic pieces). */
    void boardDump(int[] codesByField);

    /** One field changed to the given piece code. */
    void fieldUpdate(int field, int code);

    /** The clock's times and state. */
    default void clockTimes(DgtClockReading reading) {
    }

    /** A clock acknowledgement, reassembled from the BWTIME message (dgtbrd.h: ack0..ack3). */
    default void clockAck(int ack0, int ack1, int ack2, int ack3) {
    }

    default void version(int major, int minor) {
    }

    default void serialNumber(String serial) {
    }

    /** Bytes were dropped because they formed no valid message; the decoder has resynchronised. */
    default void garbled(String what) {
    }
}
