package org.annabella.laws;

import java.time.Duration;
import org.annabella.clock.Pace;
import org.annabella.clock.TimeControl;
import org.annabella.rules.Game;
import org.annabella.rules.InputException;
import org.annabella.rules.Position;

/**
 * The editions of the FIDE Laws of Chess annabella can rule by, with what differs between them.
 * Arbiters today apply 2023, whose competition rules match 2018 except the one-minute penalties
 * in rapid (2023 A.3).
 */
public enum Edition {
    /** In force from 1 July 2009 (Dresden). */
    FIDE_2009(2009),
    /** In force from 1 July 2014 (Tallinn). */
    FIDE_2014(2014),
    /** In force from 1 January 2018 (the 2017 Goynuk/Athens text). */
    FIDE_2018(2018),
    /** In force from 1 January 2023 (Chennai). */
    FIDE_2023(2023);

    private final int year;

    Edition(int year) {
        this.year = year;
    }

    public int year() {
        return year;
    }

    /** The edition in force in {@code year} (2009 for anything earlier; 1957-era rules are not modelled). */
    public static Edition inForce(int year) {
        Edition result = FIDE_2009;
        for (Edition e : values()) {
            if (e.year <= year) {
                result = e;
            }
        }
        return result;
    }

    /** Reads "2009", "2014", "2018" or "2023". */
    public static Edition parse(String text) {
        for (Edition e : values()) {
            if (String.valueOf(e.year).equals(text.strip())) {
                return e;
            }
        }
        throw new InputException("unknown Laws edition '" + text + "': expected 2009, 2014, 2018 or 2023");
    }

    /** "2018 7.5.5": the edition and the article of {@code rule}; the rule must exist in this edition. */
    public String cite(Rule rule) {
        String article = rule.article(this);
        if (article == null) {
            throw new IllegalArgumentException("the " + year + " Laws have no rule " + rule);
        }
        return year + " " + article;
    }

    /** Standard, rapid or blitz by this edition's boundaries (2009 A.1/B.1, 2014+ A.1/B.1). */
    public Pace pace(TimeControl control) {
        return Pace.of(control, year);
    }

    /** How many completed illegal moves lose the game: the third in 2009 (7.4.b), the second from 2014 (7.5.b, 7.5.5). */
    public int illegalMovesToLose() {
        return this == FIDE_2009 ? 3 : 2;
    }

    /**
     * The time given to the opponent for each illegal move short of the losing one: two minutes,
     * one in blitz from 2014 (B.2) and in rapid from 2023 (A.3).
     */
    public Duration illegalMovePenalty(Pace pace) {
        return oneMinuteRule(pace) != null ? Duration.ofMinutes(1) : Duration.ofMinutes(2);
    }

    /** The time given to the opponent after an incorrect draw claim: 3 minutes in 2009 (9.5.b), 2 from 2014, 1 where {@link #oneMinuteRule} applies. */
    public Duration incorrectClaimPenalty(Pace pace) {
        if (this == FIDE_2009) {
            return Duration.ofMinutes(3);
        }
        return oneMinuteRule(pace) != null ? Duration.ofMinutes(1) : Duration.ofMinutes(2);
    }

    /** The rule that turns two-minute penalties into one minute at this pace, or null if none does. */
    public Rule oneMinuteRule(Pace pace) {
        if (pace == Pace.BLITZ && Rule.BLITZ_ONE_MINUTE.existsIn(this)) {
            return Rule.BLITZ_ONE_MINUTE;
        }
        if (pace == Pace.RAPID && Rule.RAPID_ONE_MINUTE.existsIn(this)) {
            return Rule.RAPID_ONE_MINUTE;
        }
        return null;
    }

    /** Fivefold repetition and the 75-move rule end the game without a claim from 2014 (9.6). */
    public boolean hasAutomaticDraws() {
        return this != FIDE_2009;
    }

    /**
     * 2023 5.1.2: a player who resigns when his opponent cannot mate him by any series of legal
     * moves draws. Earlier editions: resigning always loses (5.1.b / 2018 5.1.2).
     */
    public boolean resignationDrawsWhenOpponentCannotMate() {
        return this == FIDE_2023;
    }

    /**
     * Whether the game is drawn by fivefold repetition now. 2014 9.6.a asks for the same position
     * "for at least five consecutive alternate moves by each player": the position must have stood
     * at each of the last five turns of the same player (every fourth half-move). From 2018 9.6.1
     * it is the same position at least five times, in any order. 2009: never automatic.
     */
    public boolean isFivefold(Game game) {
        if (!hasAutomaticDraws() || !game.isFivefold()) {
            return false;
        }
        if (this != FIDE_2014) {
            return true;
        }
        int ply = game.ply();
        if (ply < 16) {
            return false;
        }
        Position now = game.position();
        for (int back = 4; back <= 16; back += 4) {
            if (!RepetitionIdentity.same(now, game.positionAt(ply - back))) {
                return false;
            }
        }
        return true;
    }

    /** Whether the 75-move rule ends the game now (2014 9.6.b, 2018 9.6.2). */
    public boolean isSeventyFive(Game game) {
        return hasAutomaticDraws() && game.isSeventyFive();
    }

    @Override
    public String toString() {
        return String.valueOf(year);
    }
}
