package org.annabella.ui.console;

import java.util.List;
import java.util.Locale;
import java.util.OptionalLong;
import org.annabella.announce.Phrase;
import org.annabella.announce.PhrasedInputException;
import org.annabella.rules.InputException;

/**
 * When the console tells the player's own clock unasked, as talking clocks do: never
 * ({@link Choice#OFF}, not even when asked), only when asked ({@link Choice#ON_REQUEST}, the
 * default: the assistant tells the time on request, 2018 D.2.10.4), or also each time the own
 * clock passes a whole multiple of N minutes and 5, 2 and 1 minutes left ({@link Choice#EVERY}).
 * Only what the clock's display shows a sighted player: the own time left, nothing computed.
 * Immutable; {@link #crossed} says which mark, if any, a running clock passed between two readings.
 */
public final class TimeAnnouncements {
    /** The usual choice, as before there was one. */
    public static final TimeAnnouncements ON_REQUEST = new TimeAnnouncements(Choice.ON_REQUEST, 0);
    /** The longest step between announcements, in minutes. */
    static final int MOST_MINUTES = 60;
    private static final long MINUTE = 60_000;
    /** The marks said in the last minutes whatever the step, as talking clocks do. */
    private static final long[] THRESHOLDS = {5 * MINUTE, 2 * MINUTE, MINUTE};

    /** Never, when asked, or when asked and every N minutes. */
    public enum Choice {
        OFF, ON_REQUEST, EVERY
    }

    private final Choice choice;
    private final int minutes;

    private TimeAnnouncements(Choice choice, int minutes) {
        this.choice = choice;
        this.minutes = minutes;
    }

    /**
     * The command line's form: {@code off}, {@code request} or {@code every:N}, N whole minutes
     * from 1 to 60; anything else is refused naming the option and the forms.
     */
    public static TimeAnnouncements parse(String option) {
        String text = option.strip().toLowerCase(Locale.ROOT);
        TimeAnnouncements t = text.startsWith("every:") ? every(text.substring("every:".length()))
                : text.equals("off") ? new TimeAnnouncements(Choice.OFF, 0)
                : text.equals("request") ? ON_REQUEST : null;
        if (t == null) {
            throw new PhrasedInputException(Phrase.of("cli.error.time-announcements", "most", MOST_MINUTES,
                    "text", InputException.escape(option)));
        }
        return t;
    }

    /**
     * The console's words after {@code announce time} in either language: off / no, request /
     * peticion, every N / cada N; null when they are none of these.
     */
    static TimeAnnouncements ofWords(List<String> words) {
        List<String> w = !words.isEmpty() && List.of("time", "tiempo").contains(words.get(0)) ? words.subList(1, words.size()) : words;
        if (w.size() == 1 && List.of("off", "no", "nunca", "apagado", "apagados").contains(w.get(0))) {
            return new TimeAnnouncements(Choice.OFF, 0);
        }
        if (w.size() == 1 && List.of("request", "asked", "peticion", "petición", "pedido").contains(w.get(0))) {
            return ON_REQUEST;
        }
        if (w.size() == 2 && List.of("every", "cada").contains(w.get(0))) {
            return every(w.get(1));
        }
        return null;
    }

    /** Every N minutes, or null when N is no whole number of minutes from 1 to 60. */
    private static TimeAnnouncements every(String n) {
        if (!n.matches("[0-9]{1,2}") || Integer.parseInt(n) < 1 || Integer.parseInt(n) > MOST_MINUTES) {
            return null;
        }
        return new TimeAnnouncements(Choice.EVERY, Integer.parseInt(n));
    }

    public Choice choice() {
        return choice;
    }

    /** The step of {@link Choice#EVERY} in minutes; 0 otherwise. */
    public int minutes() {
        return minutes;
    }

    /** This choice in words, as the console confirms it. */
    String describe(ConsoleLanguage lang) {
        return switch (choice) {
            case OFF -> lang.say("time.off");
            case ON_REQUEST -> lang.say("time.request");
            case EVERY -> lang.say("time.every", "minutes", minutes);
        };
    }

    /**
     * The mark, in milliseconds left, that the own running clock passed from reading {@code before}
     * to reading {@code now}: a multiple of the step or a threshold, the lowest when several were
     * passed at once (the one nearest what the display shows). Empty when none was, when time went
     * up (an increment, the arbiter's correction) or when no time is told unasked. A mark is passed
     * when the reading goes from above it to at or below it, so each crossing is said once.
     */
    OptionalLong crossed(long before, long now) {
        if (choice != Choice.EVERY || now >= before || now <= 0) {
            return OptionalLong.empty();
        }
        long step = minutes * MINUTE;
        // The lowest multiple of the step at or above now, if the clock passed it.
        long lowest = (now + step - 1) / step * step;
        long mark = lowest < before ? lowest : Long.MAX_VALUE;
        for (long t : THRESHOLDS) {
            if (now <= t && t < before) {
                mark = Math.min(mark, t);
            }
        }
        return mark == Long.MAX_VALUE ? OptionalLong.empty() : OptionalLong.of(mark);
    }
}
