package org.annabella.session;

/** A ruling given in the game; the arbiter's override, if any, replaces its effect but not its record. */
public record Ruling(int number, String article, String text, String override) {
    public String effective() {
        return override == null ? text : override;
    }
}
