package org.annabella.clock;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.annabella.rules.InputException;

/**
 * Reads a time control said in plain English: every description {@link TimeControl#describe()}
 * writes, and the usual spoken variants such as "90 minutes plus 30 seconds per move", "5
 * minutes plus 3 seconds increment", "40 moves in 2 hours, then 1 hour for the rest of the game",
 * "game in 60 minutes" or "an hour and a half". A bonus (increment or delay) applies to its
 * period and the following ones until another is named ("no increment" ends it), as
 * {@code describe()} writes it. Bad input is refused naming the first word that does not fit.
 */
final class DescriptionReader {
    private static final Set<String> HOURS = Set.of("hour", "hours", "hr", "hrs", "h");
    private static final Set<String> MINUTES = Set.of("minute", "minutes", "min", "mins", "m");
    private static final Set<String> SECONDS = Set.of("second", "seconds", "sec", "secs", "s");

    private final String text;
    private final List<String> words = new ArrayList<>();
    private int at;

    private DescriptionReader(String text) {
        this.text = text;
        // Commas and plus signs are words of their own; "90+30" reads as "90 + 30"; a final full stop is dropped.
        String spaced = text.toLowerCase(Locale.ROOT).strip().replaceAll("\\.$", "")
                .replace(",", " , ").replace("+", " + ").replace(";", " , ");
        for (String w : spaced.split("\\s+")) {
            if (!w.isEmpty()) {
                words.add(w);
            }
        }
    }

    static TimeControl read(String text) {
        try {
            return new DescriptionReader(text).control();
        } catch (NumberFormatException | ArithmeticException e) {
            throw new InputException("time control '" + text.strip() + "': a number is too large to be a time or a count of moves");
        } catch (InputException e) {
            throw e;
        } catch (IllegalArgumentException e) {
            // A period the words describe but no clock can hold (no time at all, beyond the bounds).
            throw new InputException("time control '" + text.strip() + "': " + e.getMessage());
        }
    }

    private TimeControl control() {
        if (words.isEmpty()) {
            throw new InputException("the time control description is empty");
        }
        List<Period> periods = new ArrayList<>();
        List<Bonus> bonuses = new ArrayList<>();
        while (true) {
            periods.add(period());
            if (bonusFollows()) {
                Duration amount = duration("the increment or delay");
                bonuses.add(bonus(periods.size() - 1, amount));
            } else if (peek(",") && peek(1, "no")) {
                at += 2;
                expectOneOf("increment", "delay", "bonus");
                bonuses.add(new Bonus(periods.size() - 1, BonusKind.NONE, Duration.ZERO, 0));
            }
            if (at == words.size()) {
                break;
            }
            accept(",");
            accept("and");
            if (!accept("then")) {
                expectOneOf("then", "followed");
                expectOneOf("by");
            }
        }
        try {
            return TimeControl.of(applyBonuses(periods, bonuses));
        } catch (IllegalArgumentException e) {
            throw new InputException("time control '" + text.strip() + "': " + e.getMessage());
        }
    }

    /**
     * An increment or delay said after period {@code saidAt}; {@code fromMove} &gt; 0 when it
     * says where it starts ("from move 41"), which must be where a period starts.
     */
    private record Bonus(int saidAt, BonusKind kind, Duration amount, int fromMove) {
    }

    /** Each bonus holds from its period to the end, until a later one is said. */
    private List<Period> applyBonuses(List<Period> periods, List<Bonus> bonuses) {
        List<Period> out = new ArrayList<>(periods);
        for (Bonus b : bonuses) {
            int start = b.saidAt();
            if (b.fromMove() > 0) {
                start = periodStartingAt(periods, b.fromMove());
            }
            for (int i = start; i < out.size(); i++) {
                out.set(i, withBonus(periods.get(i), b.kind(), b.amount()));
            }
        }
        return out;
    }

    private int periodStartingAt(List<Period> periods, int move) {
        int first = 1;
        for (int i = 0; i < periods.size(); i++) {
            if (first == move) {
                return i;
            }
            if (periods.get(i).isRestOfGame()) {
                break;
            }
            first += periods.get(i).moves();
        }
        throw new InputException("no period starts at move " + move);
    }

    /** "40 moves in 90 minutes[, repeated]", "90 minutes [for the game | for the rest of the game | sudden death]", "game in 60 minutes". */
    private Period period() {
        if (isNumber(0) && (peek(1, "move") || peek(1, "moves"))) {
            int moves = Integer.parseInt(next());
            at++;
            expectOneOf("in", "per");
            Duration time = duration("the time for " + moves + " moves");
            if (moves == 0) {
                throw new InputException("a period of 0 moves makes no sense: say '... for the rest of the game'");
            }
            if (peek(",") && peek(1, "repeated")) {
                at += 2;
            } else {
                accept("repeated");
            }
            return Period.movesIn(moves, time);
        }
        if (accept("all") || accept("game") || accept("rest")) {
            skipAll("moves", "of", "the", "game");
            expectOneOf("in");
            return Period.rest(duration("the time"));
        }
        Duration time = duration("the time");
        if (peek("for") && isNumber(1)) {
            at++;
            int moves = Integer.parseInt(next());
            expectOneOf("moves", "move");
            return Period.movesIn(moves, time);
        }
        if (accept("for")) {
            accept("the");
            accept("all");
            if (accept("rest")) {
                expectOneOf("of");
                accept("the");
            }
            expectOneOf("game", "moves");
        } else if (accept("sudden")) {
            expectOneOf("death");
        }
        return Period.rest(time);
    }

    /** Whether a bonus amount comes next ("+ 30 seconds", "plus 3 seconds", ", 30 seconds", "with 5 seconds"); consumes the joining word. */
    private boolean bonusFollows() {
        for (String joiner : List.of("+", "plus", "with", ",")) {
            if (peek(joiner) && (isNumber(1) || peek(1, "a") || peek(1, "an"))) {
                at++;
                // FIDE's wording: "with an addition of 30 seconds per move".
                if (peek("an") && peek(1, "addition") && peek(2, "of")) {
                    at += 3;
                }
                return true;
            }
        }
        return false;
    }

    /** The words after a bonus amount say what it is (with none, an increment) and maybe from which move. */
    private Bonus bonus(int saidAt, Duration amount) {
        BonusKind kind;
        if (accept("bronstein")) {
            expectOneOf("delay");
            kind = BonusKind.BRONSTEIN_DELAY;
        } else if (accept("delay") || (accept("simple") || accept("us")) && expectOneOf("delay")) {
            kind = BonusKind.SIMPLE_DELAY;
        } else {
            accept("fischer");
            accept("added");
            accept("increment");
            kind = BonusKind.INCREMENT;
        }
        if (accept("per")) {
            expectOneOf("move");
        }
        accept("increment");
        int fromMove = 0;
        boolean starting = accept("starting");
        if (starting ? expectOneOf("from") : accept("from")) {
            expectOneOf("move");
            fromMove = peek("one") ? 1 : isNumber(0) ? Integer.parseInt(words.get(at)) : 0;
            if (fromMove <= 0) {
                throw unexpected("the number of the move");
            }
            at++;
        }
        if (accept("before")) {
            skipAll("the", "main", "time", "runs", "starts");
        }
        if (amount.isZero()) {
            throw new InputException("time control '" + text.strip() + "': an increment or delay of 0 seconds; leave it out");
        }
        return new Bonus(saidAt, kind, amount, fromMove);
    }

    private static Period withBonus(Period p, BonusKind kind, Duration bonus) {
        return switch (kind) {
            case NONE -> p;
            case INCREMENT -> p.withIncrement(bonus);
            case SIMPLE_DELAY -> p.withSimpleDelay(bonus);
            case BRONSTEIN_DELAY -> p.withBronsteinDelay(bonus);
        };
    }

    /** "90 minutes", "1 hour 30 minutes", "an hour and a half", "3 minutes and 30 seconds", "1 h 5 min". */
    private Duration duration(String what) {
        if (!isNumber(0) && !peek("a") && !peek("an")) {
            throw unexpected("a number for " + what);
        }
        Duration total = Duration.ZERO;
        while (true) {
            String number = next();
            long n = number.equals("a") || number.equals("an") ? 1 : Long.parseLong(number);
            String unit = at < words.size() ? words.get(at) : "";
            Duration one;
            if (HOURS.contains(unit)) {
                one = Duration.ofHours(1);
            } else if (MINUTES.contains(unit)) {
                one = Duration.ofMinutes(1);
            } else if (SECONDS.contains(unit)) {
                one = Duration.ofSeconds(1);
            } else {
                throw unexpected("hours, minutes or seconds after '" + number + "'");
            }
            at++;
            total = total.plus(one.multipliedBy(n));
            if (peek("and") && peek(1, "a") && peek(2, "half")) {
                at += 3;
                total = total.plus(one.dividedBy(2));
            }
            if (peek("and") && isNumber(1)) {
                at++;
            } else if (!isNumber(0)) {
                return total;
            }
        }
    }

    private boolean isNumber(int ahead) {
        int i = at + ahead;
        return i < words.size() && words.get(i).matches("\\d{1,9}");
    }

    private boolean peek(String word) {
        return peek(0, word);
    }

    private boolean peek(int ahead, String word) {
        int i = at + ahead;
        return i < words.size() && words.get(i).equals(word);
    }

    private boolean accept(String word) {
        if (peek(word)) {
            at++;
            return true;
        }
        return false;
    }

    private void skipAll(String... optional) {
        while (List.of(optional).contains(at < words.size() ? words.get(at) : "")) {
            at++;
        }
    }

    private boolean expectOneOf(String... expected) {
        for (String w : expected) {
            if (accept(w)) {
                return true;
            }
        }
        throw unexpected("'" + String.join("' or '", expected) + "'");
    }

    private String next() {
        return words.get(at++);
    }

    private IllegalArgumentException unexpected(String expected) {
        String found = at < words.size() ? "'" + words.get(at) + "'" : "the end";
        if (at < words.size() && words.get(at).length() > 9 && words.get(at).chars().allMatch(Character::isDigit)) {
            return new InputException("time control '" + text.strip() + "': the number " + words.get(at)
                    + " is too large to be a time or a count of moves");
        }
        return new InputException("time control '" + text.strip() + "': expected " + expected + " but found " + found);
    }
}
