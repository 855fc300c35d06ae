package org.annabella.device;

/** Where a driver writes bytes for its device: a serial port, or an in-process simulator. */
@FunctionalInterface
public interface Transport {
    void write(byte[] bytes);
}
