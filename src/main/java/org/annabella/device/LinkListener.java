package org.annabella.device;

/** News about a serial link, for people: each call is worth one spoken or printed line. */
public interface LinkListener {
    void linkUp(String port);

    void linkDown(String port, String why);
}
