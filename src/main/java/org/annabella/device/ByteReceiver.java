package org.annabella.device;

/** The reading side of a link: bytes as they arrive, and news that the link (re)opened. */
public interface ByteReceiver {
    void received(byte[] data, int length);

    /** The link has just opened or reopened: ask the device for its full state. */
    default void connected() {
    }
}
