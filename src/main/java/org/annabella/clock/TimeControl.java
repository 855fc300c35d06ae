package org.annabella.clock;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.annabella.rules.InputException;

/**
 * A time control: one or more {@link Period periods} played in order. When the last period has a
 * move count (as "then 20 moves in 1 hour" in old controls) it repeats for the rest of the game;
 * otherwise it is sudden death. Immutable.
 *
 * <p>PGN form (PGN standard 9.6.1, tag {@code TimeControl}): fields joined by {@code :}, each
 * {@code [moves/]seconds[+increment]}, for example {@code 40/5400+30:1800+30}. annabella extends
 * the field with {@code d} (simple delay) and {@code b} (Bronstein delay) in place of {@code +}:
 * {@code 5400d5}. The PGN values {@code ?} (unknown) and {@code -} (no control) read as empty.
 */
public final class TimeControl {
    private static final Pattern FIELD = Pattern.compile("(?:(\\d+)/)?(\\d+)(?:([+db])(\\d+))?");

    private final List<Period> periods;

    private TimeControl(List<Period> periods) {
        if (periods.isEmpty()) {
            throw new IllegalArgumentException("a time control needs at least one period");
        }
        for (int i = 0; i < periods.size() - 1; i++) {
            if (periods.get(i).isRestOfGame()) {
                throw new IllegalArgumentException("only the last period can be for the rest of the game");
            }
        }
        this.periods = List.copyOf(periods);
    }

    public static TimeControl of(Period... periods) {
        return new TimeControl(List.of(periods));
    }

    public static TimeControl of(List<Period> periods) {
        return new TimeControl(periods);
    }

    /** All moves in {@code time} (sudden death), no increment. */
    public static TimeControl suddenDeath(Duration time) {
        return of(Period.rest(time));
    }

    /** All moves in {@code time} plus {@code increment} per move from move 1, as "90+30". */
    public static TimeControl withIncrement(Duration time, Duration increment) {
        return of(Period.rest(time).withIncrement(increment));
    }

    /** The periods as given. */
    public List<Period> periods() {
        return periods;
    }

    /** The period a player is in after completing {@code index} period transitions, repeating the last if it has a move count. */
    public Period period(int index) {
        if (index < 0) {
            throw new IllegalArgumentException("negative period index " + index);
        }
        return periods.get(Math.min(index, periods.size() - 1));
    }

    /**
     * Reads a PGN TimeControl tag value. Returns empty for {@code ?} and {@code -}. Throws an
     * IllegalArgumentException naming the faulty field for anything else that is not a time control.
     */
    public static Optional<TimeControl> fromPgn(String tag) {
        String text = tag == null ? "" : tag.strip();
        if (text.equals("?") || text.equals("-")) {
            return Optional.empty();
        }
        if (text.isEmpty()) {
            throw new InputException("TimeControl tag is empty");
        }
        String[] fields = text.split(":", -1);
        List<Period> result = new ArrayList<>();
        for (int i = 0; i < fields.length; i++) {
            String f = fields[i].strip();
            String where = "TimeControl field " + (i + 1) + " '" + f + "'";
            if (f.startsWith("*")) {
                throw new InputException(where + ": sandglass controls are not supported");
            }
            Matcher m = FIELD.matcher(f);
            if (!m.matches()) {
                throw new InputException(where
                        + ": expected seconds, moves/seconds, optionally followed by +increment");
            }
            try {
                Duration time = Duration.ofSeconds(Long.parseLong(m.group(2)));
                Period p = m.group(1) == null ? Period.rest(time)
                        : Period.movesIn(Integer.parseInt(m.group(1)), time);
                if (m.group(3) != null) {
                    Duration bonus = Duration.ofSeconds(Long.parseLong(m.group(4)));
                    if (!bonus.isZero()) {
                        p = switch (m.group(3)) {
                            case "+" -> p.withIncrement(bonus);
                            case "d" -> p.withSimpleDelay(bonus);
                            default -> p.withBronsteinDelay(bonus);
                        };
                    }
                }
                if (p.isRestOfGame() && i < fields.length - 1) {
                    throw new InputException("only the last field can be for the rest of the game");
                }
                result.add(p);
            } catch (NumberFormatException e) {
                throw new InputException(where + ": number too large");
            } catch (IllegalArgumentException e) {
                if (e.getMessage().startsWith("TimeControl")) {
                    throw e;
                }
                throw new InputException(where + ": " + e.getMessage());
            }
        }
        return Optional.of(new TimeControl(result));
    }

    /** The PGN TimeControl tag value, for example {@code 40/5400+30:1800+30}. */
    public String toPgn() {
        StringBuilder sb = new StringBuilder();
        for (Period p : periods) {
            if (sb.length() > 0) {
                sb.append(':');
            }
            if (!p.isRestOfGame()) {
                sb.append(p.moves()).append('/');
            }
            sb.append(p.time().getSeconds());
            if (p.bonusKind() != BonusKind.NONE) {
                sb.append(p.bonusKind().pgnMark()).append(p.bonus().getSeconds());
            }
        }
        return sb.toString();
    }

    /**
     * A plain description to be read or spoken, for example "40 moves in 90 minutes, 30 seconds
     * added per move from move 1, then 30 minutes for the rest of the game". {@link
     * #fromDescription} reads it back.
     */
    public String describe() {
        StringBuilder sb = new StringBuilder();
        int firstMove = 1;
        for (int i = 0; i < periods.size(); i++) {
            Period p = periods.get(i);
            if (i > 0) {
                sb.append(", then ");
            }
            if (p.isRestOfGame()) {
                sb.append(spoken(p.time())).append(i == 0 ? " for the game" : " for the rest of the game");
            } else {
                sb.append(p.moves()).append(p.moves() == 1 ? " move in " : " moves in ").append(spoken(p.time()));
                if (i == periods.size() - 1) {
                    sb.append(", repeated");
                }
            }
            // A bonus is said once and holds for the later periods until another is said.
            Period before = i > 0 ? periods.get(i - 1) : null;
            boolean sameAsBefore = before == null ? p.bonusKind() == BonusKind.NONE
                    : before.bonusKind() == p.bonusKind() && before.bonus().equals(p.bonus());
            if (!sameAsBefore) {
                sb.append(", ").append(p.bonusKind() == BonusKind.NONE
                        ? (before.bonusKind() == BonusKind.INCREMENT ? "no increment" : "no delay")
                        : spoken(p.bonus()) + ' ' + p.bonusKind().spoken()
                                + (p.bonusKind() == BonusKind.INCREMENT ? " from move " + firstMove : ""));
            }
            firstMove += p.moves();
        }
        return sb.toString();
    }

    /**
     * Reads a plain description as {@link #describe()} writes it, or as people say it ("90 minutes
     * plus 30 seconds per move", "5 minutes plus 3 seconds increment"). Throws an
     * IllegalArgumentException naming the first word that does not fit.
     */
    public static TimeControl fromDescription(String text) {
        return DescriptionReader.read(text == null ? "" : text);
    }

    /**
     * Reads either a PGN TimeControl tag value (one word, as {@code 40/5400+30:1800+30}) or a
     * plain description (several words). Empty for the PGN values {@code ?} and {@code -}.
     */
    public static Optional<TimeControl> read(String text) {
        String t = text == null ? "" : text.strip();
        return t.isEmpty() || !t.matches(".*\\s.*") ? fromPgn(t) : Optional.of(fromDescription(t));
    }

    /** A duration as people say it: "2 hours", "90 minutes", "3 minutes 30 seconds", "1 second". */
    public static String spoken(Duration d) {
        long s = d.getSeconds();
        if (s > 0 && s % 3600 == 0) {
            return plural(s / 3600, "hour");
        }
        long minutes = s / 60;
        long seconds = s % 60;
        if (minutes == 0) {
            return plural(seconds, "second");
        }
        return seconds == 0 ? plural(minutes, "minute") : plural(minutes, "minute") + " " + plural(seconds, "second");
    }

    private static String plural(long n, String unit) {
        return n + " " + unit + (n == 1 ? "" : "s");
    }

    /**
     * The time a player has for 60 moves: the main time of every period begun within the first
     * 60 moves plus the bonus of each of those 60 moves. This is the "time + 60 x increment" of
     * the rapid and blitz definitions (2009 A.1/B.1, 2014+ A.1/B.1); a delay counts as an increment.
     */
    public Duration timeForSixtyMoves() {
        Duration total = Duration.ZERO;
        int move = 0; // moves made before the current period starts
        for (int index = 0; move < 60; index++) {
            Period p = period(index);
            total = total.plus(p.time());
            int inPeriod = p.isRestOfGame() ? 60 - move : Math.min(p.moves(), 60 - move);
            total = total.plus(p.bonus().multipliedBy(inPeriod));
            move += inPeriod;
        }
        return total;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof TimeControl t && t.periods.equals(periods);
    }

    @Override
    public int hashCode() {
        return periods.hashCode();
    }

    @Override
    public String toString() {
        return toPgn();
    }
}
