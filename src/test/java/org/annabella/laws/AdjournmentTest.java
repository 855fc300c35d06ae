package org.annabella.laws;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.time.LocalDateTime;
import java.util.List;
import java.util.Optional;
import org.annabella.rules.Color;
import org.junit.jupiter.api.Test;

/** Adjournment: 2009 Guidelines for adjourned games, 2014 Appendix E, 2018/2023 Guidelines I. */
class AdjournmentTest {
    /** After 1.e4 e5 2.Nf3 Nc6 3.Bb5: Black seals his third move. */
    private static final String BEFORE = "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3";
    private static final LocalDateTime WHEN = LocalDateTime.of(2026, 11, 23, 10, 0);

    private static SealedEnvelope envelope(String move, Color offer) {
        return new SealedEnvelope("Ana Pérez", "Bea Ruiz", BEFORE, Duration.ofMinutes(95).plusSeconds(10),
                Duration.ofMinutes(101), move, offer, WHEN, "Hotel Anna, room 2");
    }

    @Test
    void artE2_2014_envelopeContents_andGuidelines2_2009_I2_2018() {
        List<String> lines = envelope("a6", Color.WHITE).contents(Edition.FIDE_2014);
        assertEquals(List.of(
                "2014 E.2: players: White Ana Pérez, Black Bea Ruiz",
                "2014 E.2: position before the sealed move: " + BEFORE,
                "2014 E.2: time used: White 1 hour 35 minutes 10 seconds, Black 1 hour 41 minutes",
                "2014 E.2: sealed by Bea Ruiz (Black)",
                "2014 E.2: sealed move number 3",
                "2014 E.2: a draw offer by White stands",
                "2014 E.2: resumption on Monday 23 November 2026 at 10:00, Hotel Anna, room 2"), lines);
        assertTrue(envelope("a6", null).contents(Edition.FIDE_2009).get(5).equals("2009 Guidelines 2: no draw offer stands"));
        assertTrue(envelope("a6", null).contents(Edition.FIDE_2018).get(0).startsWith("2018 I.2: "));
    }

    @Test
    void playersWithoutNamesAreNotNamedTwice() {
        SealedEnvelope nameless = new SealedEnvelope("White", "Negras", BEFORE, Duration.ZERO, Duration.ZERO, "a6", null, WHEN, "hall");
        List<String> lines = nameless.contents(Edition.FIDE_2018);
        assertEquals("2018 I.2: position before the sealed move: " + BEFORE, lines.get(0), "no players line with no names");
        assertTrue(lines.contains("2018 I.2: sealed by Black"), lines.toString());
        SealedEnvelope oneNamed = new SealedEnvelope("White", "Bea Ruiz", BEFORE, Duration.ZERO, Duration.ZERO, "a6", null, WHEN, "hall");
        assertEquals("2018 I.2: players: White White, Black Bea Ruiz", oneNamed.contents(Edition.FIDE_2018).get(0));
        assertTrue(oneNamed.contents(Edition.FIDE_2018).contains("2018 I.2: sealed by Bea Ruiz (Black)"));
    }

    @Test
    void artE9_2014_aGoodSealedMoveIsMade() {
        SealedEnvelope.Opening o = envelope("a7-a6", null).open(Edition.FIDE_2014, MateAbility.byAnalysis());
        assertTrue(o.gameContinues());
        assertEquals("2014 E.9.a: the sealed move a6 is made on the board and White's clock is started", o.ruling().toString());
    }

    @Test
    void artE8_2014_ambiguousSealedMoveLoses() {
        // Both knights (c6 and g8) can go to e7.
        SealedEnvelope.Opening o = envelope("Ne7", null).open(Edition.FIDE_2014, MateAbility.byAnalysis());
        assertFalse(o.gameContinues());
        assertEquals("2014 E.8: the sealed move 'Ne7' is ambiguous: Black loses (1-0)", o.ruling().toString());
        assertEquals(Optional.of(Result.WHITE_WINS), o.ruling().ending());
    }

    @Test
    void artGuidelines8_2009_unreadableOrIllegalSealedMoveLoses_I8_2018() {
        assertEquals("2009 Guidelines 8: the sealed move 'zz9' is written so that its meaning cannot be established: Black loses (1-0)",
                envelope("zz9", null).open(Edition.FIDE_2009, MateAbility.byAnalysis()).ruling().toString());
        assertEquals("2018 I.8: the sealed move 'Qh5' is illegal: Black loses (1-0)",
                envelope("Qh5", null).open(Edition.FIDE_2018, MateAbility.byAnalysis()).ruling().toString());
    }

    @Test
    void artE8_2014_exceptADeadPosition_9_7() {
        SealedEnvelope dead = new SealedEnvelope("A", "B", "4k3/8/8/8/8/8/8/4K3 w - - 0 60", Duration.ZERO, Duration.ZERO,
                "xx", null, WHEN, "here");
        assertEquals("2014 9.7: the position before the sealed move is dead: draw (1/2-1/2)",
                dead.open(Edition.FIDE_2014, MateAbility.byAnalysis()).ruling().toString());
    }

    @Test
    void artE4_2014_offerAfterSealingStands() {
        assertEquals("2014 E.4: White's draw offer stands until the opponent accepts or rejects it, as in Article 9.1",
                SealedEnvelope.offerAfterSealing(Edition.FIDE_2014, Color.WHITE).toString());
        assertTrue(SealedEnvelope.offerAfterSealing(Edition.FIDE_2023, Color.BLACK).toString().startsWith("2023 I.4: "));
    }

    @Test
    void anIncompleteEnvelopeIsRefusedNamingTheMissingItem() {
        assertEquals("the envelope needs the sealed move", assertThrows(IllegalArgumentException.class,
                () -> envelope(" ", null)).getMessage());
        assertTrue(assertThrows(IllegalArgumentException.class, () -> new SealedEnvelope("A", "B", "not a fen",
                Duration.ZERO, Duration.ZERO, "e4", null, WHEN, "here")).getMessage().startsWith("the position before the sealed move: "));
        assertThrows(IllegalArgumentException.class, () -> new SealedEnvelope("A", "B", BEFORE,
                Duration.ofSeconds(-1), Duration.ZERO, "e4", null, WHEN, "here"));
    }
}
