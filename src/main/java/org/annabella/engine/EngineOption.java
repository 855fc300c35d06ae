package org.annabella.engine;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** An option an engine offers in its handshake: its name, type and, for a number, its range. */
public record EngineOption(String name, String type, long min, long max) {
    private static final Pattern OPTION = Pattern.compile("option name (.+?) type (\\S+)(.*)");
    private static final Pattern MIN = Pattern.compile("\\bmin (-?\\d{1,12})");
    private static final Pattern MAX = Pattern.compile("\\bmax (-?\\d{1,12})");

    /** The option of a line "option name N type T ...", empty when the line does not read as one. */
    static Optional<EngineOption> parse(String line) {
        Matcher m = OPTION.matcher(line.strip());
        if (!m.matches()) {
            return Optional.empty();
        }
        String rest = m.group(3);
        return Optional.of(new EngineOption(m.group(1).strip(), m.group(2), bound(MIN, rest, Long.MIN_VALUE),
                bound(MAX, rest, Long.MAX_VALUE)));
    }

    private static long bound(Pattern p, String rest, long otherwise) {
        Matcher m = p.matcher(rest);
        return m.find() ? Long.parseLong(m.group(1)) : otherwise;
    }

    /** {@code value} brought within the option's range. */
    public long clamp(long value) {
        return Math.max(min, Math.min(max, value));
    }
}
