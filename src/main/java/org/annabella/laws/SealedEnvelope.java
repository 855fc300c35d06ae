package org.annabella.laws;

import java.time.Duration;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import org.annabella.announce.Phrase;
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
 * @param whiteTimeUsed   time White's clock consumed by adjournment, not counting time the arbiter added
 * @param blackTimeUsed   the same for Black
 * @param sealedMove      the sealed move exactly as written
 * @param drawOffer       the player whose draw offer still stands, or null
 * @param resumption      date and time of resumption
 * @param place           place of resumption
 * @param whiteTimeAdded  time the arbiter added to White's clock (a penalty to the opponent, a
 *                        compensation), less any he took; on resumption it goes back on top of the
 *                        time allotted less the time used, so nothing is lost
 * @param blackTimeAdded  the same for Black
 */
public record SealedEnvelope(String white, String black, String positionBefore, Duration whiteTimeUsed,
        Duration blackTimeUsed, String sealedMove, Color drawOffer, LocalDateTime resumption, String place,
        Duration whiteTimeAdded, Duration blackTimeAdded) {

    /** An envelope of a game whose clocks the arbiter never adjusted. */
    public SealedEnvelope(String white, String black, String positionBefore, Duration whiteTimeUsed,
            Duration blackTimeUsed, String sealedMove, Color drawOffer, LocalDateTime resumption, String place) {
        this(white, black, positionBefore, whiteTimeUsed, blackTimeUsed, sealedMove, drawOffer, resumption, place,
                Duration.ZERO, Duration.ZERO);
    }

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
        Objects.requireNonNull(whiteTimeAdded, "the time added to White's clock");
        Objects.requireNonNull(blackTimeAdded, "the time added to Black's clock");
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
        return lines(edition).stream().map(Phrase::toString).toList();
    }

    /** The envelope's contents as {@link #contents} lists them, to be said in any language. */
    public List<Phrase> lines(Edition edition) {
        String at = edition.cite(Rule.ENVELOPE_CONTENTS);
        List<Phrase> facts = new ArrayList<>();
        if (named(white, Color.WHITE) || named(black, Color.BLACK)) {
            facts.add(Phrase.of("envelope.players", "white", white, "black", black));
        }
        facts.add(Phrase.of("envelope.position", "fen", positionBefore));
        facts.add(Phrase.of("envelope.time-used", "white", whiteTimeUsed, "black", blackTimeUsed));
        if (!whiteTimeAdded.isZero() || !blackTimeAdded.isZero()) {
            facts.add(Phrase.of("envelope.time-added", "white", whiteTimeAdded, "black", blackTimeAdded));
        }
        String sealerName = sealer() == Color.WHITE ? white : black;
        facts.add(named(sealerName, sealer()) ? Phrase.of("envelope.sealed-by", "name", sealerName, "player", sealer())
                : Phrase.of("envelope.sealed-by-side", "player", sealer()));
        facts.add(Phrase.of("envelope.move-number", "number", moveNumber()));
        facts.add(drawOffer == null ? Phrase.of("envelope.no-offer") : Phrase.of("envelope.offer", "player", drawOffer));
        facts.add(Phrase.of("envelope.resumption", "when", resumption, "place", place));
        return facts.stream().map(f -> Phrase.of("envelope.line", "article", at, "fact", f)).toList();
    }

    /**
     * Whether a player was given a name: a game started without names calls the players by their
     * sides ("White", "Blancas"), and "sealed by White (White)" would say nothing twice.
     */
    private static boolean named(String name, Color side) {
        List<String> sideNames = side == Color.WHITE ? List.of("white", "blancas") : List.of("black", "negras");
        return !sideNames.contains(name.toLowerCase(Locale.ROOT));
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
            return new Opening(-1, Ruling.ending(edition, Rule.DEAD_POSITION_DRAW, Phrase.of("ruling.sealed-position-dead"), Result.DRAW));
        }
        try {
            int move = Notation.parse(before, sealedMove);
            return new Opening(move, Ruling.of(edition, Rule.RESUMPTION, Phrase.of("ruling.sealed-move-made",
                    "move", Notation.san(before, move), "player", sealer.opposite())));
        } catch (MoveParseException e) {
            return new Opening(-1, Ruling.ending(edition, Rule.SEALED_MOVE_BAD, Phrase.of("ruling.sealed-move-bad",
                    "move", sealedMove, "why", fault("ruling.sealed-move-fault.", e), "player", sealer), Result.winFor(sealer.opposite())));
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
        return Ruling.of(edition, Rule.OFFER_AFTER_SEALING, Phrase.of("ruling.offer-after-sealing", "player", by));
    }

    /** Why a written move cannot be played, by its kind: the key {@code prefix} + "ambiguous", "unreadable" or "illegal". */
    static Phrase fault(String prefix, MoveParseException e, Object... namesAndValues) {
        return Phrase.of(prefix + e.kind().name().toLowerCase(Locale.ROOT), namesAndValues);
    }
}
