package org.annabella.laws;

import java.time.Duration;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import org.annabella.rules.Color;
import org.annabella.rules.InvalidFenException;
import org.annabella.rules.MoveParseException;
import org.annabella.rules.Notation;
import org.annabella.rules.Position;

/**
 * The envelope of an adjourned game (2009 Guidelines for adjourned games 1-2, 2014 E.1-E.2,
 * 2018 I.1-I.2): the sealed move as the player wrote it, and what the envelope must show.
 *
 * @param white           White's name
 * @param black           Black's name
 * @param positionBefore  FEN of the position immediately before the sealed move
 * @param whiteTimeUsed   time used by White at adjournment
 * @param blackTimeUsed   time used by Black at adjournment
 * @param sealedMove      the sealed move exactly as written
 * @param drawOffer       the player whose draw offer still stands, or null
 * @param resumption      date and time of resumption
 * @param place           place of resumption
 */
public record SealedEnvelope(String white, String black, String positionBefore, Duration whiteTimeUsed,
        Duration blackTimeUsed, String sealedMove, Color drawOffer, LocalDateTime resumption, String place) {

    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("EEEE d MMMM yyyy 'at' HH:mm", Locale.ENGLISH);

    /** Checks every field; a fault is named in one message. */
    public SealedEnvelope {
        requireText(white, "White's name");
        requireText(black, "Black's name");
        requireText(sealedMove, "the sealed move");
        requireText(place, "the place of resumption");
        Objects.requireNonNull(resumption, "the date and time of resumption");
        if (whiteTimeUsed == null || blackTimeUsed == null || whiteTimeUsed.isNegative() || blackTimeUsed.isNegative()) {
            throw new IllegalArgumentException("the envelope needs the time used by each player");
        }
        try {
            Position.fromFen(positionBefore);
        } catch (InvalidFenException e) {
            throw new IllegalArgumentException("the position before the sealed move: " + e.getMessage());
        }
    }

    private static void requireText(String s, String what) {
        if (s == null || s.isBlank()) {
            throw new IllegalArgumentException("the envelope needs " + what);
        }
    }

    /** The player who sealed: the one to move in the position before the sealed move. */
    public Color sealer() {
        return Position.fromFen(positionBefore).sideToMove();
    }

    /** The number of the sealed move. */
    public int moveNumber() {
        return Position.fromFen(positionBefore).fullmoveNumber();
    }

    public Optional<Color> standingDrawOffer() {
        return Optional.ofNullable(drawOffer);
    }

    /** What the envelope shows, one line per item of 2009 Guidelines 2 (a-g), 2014 E.2 (a-g), 2018 I.2.1-I.2.7. */
    public List<String> contents(Edition edition) {
        String at = edition.cite(Rule.ENVELOPE_CONTENTS) + ": ";
        List<String> lines = new ArrayList<>();
        lines.add(at + "players: White " + white + ", Black " + black);
        lines.add(at + "position before the sealed move: " + positionBefore);
        lines.add(at + "time used: White " + TimeText.of(whiteTimeUsed) + ", Black " + TimeText.of(blackTimeUsed));
        lines.add(at + "sealed by " + (sealer() == Color.WHITE ? white + " (White)" : black + " (Black)"));
        lines.add(at + "sealed move number " + moveNumber());
        lines.add(at + (drawOffer == null ? "no draw offer stands" : "a draw offer by " + (drawOffer == Color.WHITE ? "White" : "Black") + " stands"));
        lines.add(at + "resumption on " + WHEN.format(resumption) + ", " + place);
        return lines;
    }

    /**
     * Opens the envelope on resumption (2009 Guidelines 7-9, 2014 E.7-E.9, 2018 I.7-I.9) and rules
     * on the sealed move. A move that is ambiguous, unreadable or illegal loses (2009 Guidelines 8,
     * 2014 E.8, 2018 I.8), except where the game had already ended by Articles 5, 6.9 or 9.6
     * (2014 also 9.7): here, a dead position before the sealed move is a draw.
     */
    public Opening open(Edition edition, MateAbility mate) {
        Position before = Position.fromFen(positionBefore);
        Color sealer = before.sideToMove();
        if (mate.isDead(before)) {
            return new Opening(-1, Ruling.ending(edition, Rule.DEAD_POSITION_DRAW,
                    "the position before the sealed move is dead: draw (1/2-1/2)", Result.DRAW));
        }
        try {
            int move = Notation.parse(before, sealedMove);
            return new Opening(move, Ruling.of(edition, Rule.RESUMPTION, "the sealed move " + Notation.san(before, move)
                    + " is made on the board and " + (sealer == Color.WHITE ? "Black" : "White") + "'s clock is started"));
        } catch (MoveParseException e) {
            String why = switch (e.kind()) {
                case AMBIGUOUS -> "ambiguous";
                case UNREADABLE -> "written so that its meaning cannot be established";
                case ILLEGAL -> "illegal";
            };
            Result r = Result.winFor(sealer.opposite());
            return new Opening(-1, Ruling.ending(edition, Rule.SEALED_MOVE_BAD,
                    "the sealed move '" + sealedMove + "' is " + why + ": " + (sealer == Color.WHITE ? "White" : "Black")
                            + " loses (" + r.pgn() + ")", r));
        }
    }

    /** The result of opening the envelope: the sealed move ({@code move} &ge; 0) or the ruling that ended the game. */
    public record Opening(int move, Ruling ruling) {
        public boolean gameContinues() {
            return move >= 0;
        }
    }

    /** A draw offer made after the opponent sealed stands until accepted or rejected (2009 Guidelines 4, 2014 E.4, 2018 I.4). */
    public static Ruling offerAfterSealing(Edition edition, Color by) {
        return Ruling.of(edition, Rule.OFFER_AFTER_SEALING, (by == Color.WHITE ? "White" : "Black")
                + "'s draw offer stands until the opponent accepts or rejects it, as in Article 9.1");
    }

    /** Speakable times for the envelope: "1 hour 35 minutes 10 seconds". */
    static final class TimeText {
        private TimeText() {
        }

        static String of(Duration d) {
            long s = d.getSeconds();
            StringBuilder sb = new StringBuilder();
            append(sb, s / 3600, "hour");
            append(sb, s % 3600 / 60, "minute");
            append(sb, s % 60, "second");
            return sb.length() == 0 ? "0 seconds" : sb.toString();
        }

        private static void append(StringBuilder sb, long n, String unit) {
            if (n > 0) {
                sb.append(sb.length() > 0 ? " " : "").append(n).append(' ').append(unit).append(n == 1 ? "" : "s");
            }
        }
    }
}
