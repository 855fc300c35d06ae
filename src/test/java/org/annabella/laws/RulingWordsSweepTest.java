package org.annabella.laws;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import java.io.IOException;
import java.time.Duration;
import java.time.LocalDateTime;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.annabella.SharedTestData;
import org.annabella.announce.Language;
import org.annabella.announce.Phrase;
import org.annabella.announce.Phrasebook;
import org.annabella.announce.Words;
import org.annabella.clock.Clock;
import org.annabella.clock.ManualTimeSource;
import org.annabella.clock.Pace;
import org.annabella.clock.Side;
import org.annabella.clock.TimeControl;
import org.annabella.laws.RefereeEvent.ArbiterDecision;
import org.annabella.laws.RefereeEvent.BothFlagsFell;
import org.annabella.laws.RefereeEvent.Claim;
import org.annabella.laws.RefereeEvent.ClaimKind;
import org.annabella.laws.RefereeEvent.ClockPressed;
import org.annabella.laws.RefereeEvent.Decision;
import org.annabella.laws.RefereeEvent.DrawAccepted;
import org.annabella.laws.RefereeEvent.DrawDeclined;
import org.annabella.laws.RefereeEvent.DrawOffered;
import org.annabella.laws.RefereeEvent.FlagFell;
import org.annabella.laws.RefereeEvent.IllegalMoveFound;
import org.annabella.laws.RefereeEvent.IllegalMoveKind;
import org.annabella.laws.RefereeEvent.MoveMade;
import org.annabella.laws.RefereeEvent.PieceTouched;
import org.annabella.laws.RefereeEvent.PlayerArrived;
import org.annabella.laws.RefereeEvent.PromotionPieceTouched;
import org.annabella.laws.RefereeEvent.ReplySealed;
import org.annabella.laws.RefereeEvent.Resigned;
import org.annabella.laws.RefereeEvent.ResumptionTime;
import org.annabella.laws.RefereeEvent.ResumptionTimeWrong;
import org.annabella.rules.Color;
import org.annabella.rules.Game;
import org.annabella.rules.Move;
import org.annabella.rules.PieceType;
import org.annabella.rules.Position;
import org.annabella.rules.Square;
import org.annabella.rules.pgn.PgnGame;
import org.annabella.rules.pgn.PgnReader;
import org.junit.jupiter.api.Test;

/**
 * Every ruling and refusal of the Laws can be said in English and in Spanish: the Spanish
 * templates hold no English words, and referees driven through many games say everything they
 * rule or refuse in both languages, with no English word left in the Spanish. The games: the draw
 * games of the shared test data under every edition, and a seeded walk of every kind of event over
 * many tables with the referee tests' own event sequences, which together use every key of the
 * laws' part of voice/messages-LANG.phrases.
 */
class RulingWordsSweepTest {
    /** Words of the English templates; none may be left in a Spanish sentence ("be" would match the move Be6). */
    private static final Set<String> ENGLISH = Set.of("the", "claims", "claim", "added", "taken", "to", "is", "are",
            "and", "has", "his", "he", "must", "may", "move", "moves", "draw", "drawn", "clock", "clocks", "arbiter",
            "game", "offer", "flag", "flags", "loses", "lose", "wins", "with", "by", "of", "on", "piece", "pieces",
            "player", "players", "white", "black", "envelope", "sealed", "which", "not", "any", "time", "it",
            "cannot", "after", "before", "at", "first", "second", "third", "illegal", "position", "rapid", "blitz",
            "standard", "stalemate", "checkmate", "checkmates", "resigns", "accepts", "rejects", "touched", "reply",
            "absent", "arrives", "minute", "minutes", "seconds", "hour", "request", "increment", "knight", "bishop",
            "rook", "queen", "king", "pawn", "side", "castle", "castling", "square", "board", "there");
    /** The prefixes of the keys the laws package uses. */
    private static final List<String> LAW_KEYS = List.of("ruling.", "refusal.", "touch.", "result.", "pace.", "the-piece.", "piece-on",
            "laws.");

    private final Set<String> said = new TreeSet<>();

    @Test
    void theSpanishTemplatesOfTheLawsHoldNoEnglishWords() {
        Words.of(Language.SPANISH); // loads and checks the book against the English master
        Phrasebook spanish = Phrasebook.load("messages-es.phrases", null);
        for (String key : lawKeys()) {
            String form = spanish.get(key).replaceAll("\\{[a-z-]*}", " ");
            assertEquals(Set.of(), englishWords(form), key + " = " + spanish.get(key));
        }
    }

    @Test
    void aWalkOfEveryKindOfEventSaysEveryRulingAndRefusalInBothLanguages() {
        Random random = new Random(20260522);
        for (Edition edition : Edition.values()) {
            for (String control : List.of("5400", "40/5400:1800", "3600", "1500", "900+10", "300", "180+2", "60")) {
                for (String fen : WALKS) {
                    for (boolean supervised : new boolean[] {true, false}) {
                        Table table = new Table(edition, control, Game.fromFen(fen), supervised);
                        walk(random, table.referee, table.time);
                    }
                }
            }
            walk(random, Referee.builder(edition).drawOfferMinimumMoves(2).build(), new ManualTimeSource());
            for (String[] sealed : List.of(new String[] {RESUMPTION_FEN, "a6"}, new String[] {RESUMPTION_FEN, "Ne7"},
                    new String[] {RESUMPTION_FEN, "zz9"}, new String[] {RESUMPTION_FEN, "Qh5"},
                    new String[] {"4k3/8/8/8/8/8/4r3/4K3 w - - 0 50", "Kxe2"}, new String[] {"4k3/8/8/8/8/8/8/4K3 w - - 0 50", "Kd1"})) {
                for (int i = 0; i < 6; i++) {
                    ManualTimeSource time = new ManualTimeSource();
                    SealedEnvelope envelope = new SealedEnvelope("Ana", "Bea", sealed[0], Duration.ofMinutes(20),
                            Duration.ofMinutes(25).plusSeconds(10), sealed[1], i % 3 == 0 ? Color.WHITE : null,
                            LocalDateTime.of(2026, 11, 23, 10, 0), "room 2");
                    Side first = envelope.sealer() == Color.WHITE ? Side.WHITE : Side.BLACK;
                    Clock clock = new Clock(TimeControl.fromPgn("40/5400:1800").orElseThrow(), time, first);
                    Referee referee = Referee.builder(edition).adjourned(envelope).clock(clock).build();
                    referee.rulings().forEach(this::check);
                    walk(random, referee, time);
                }
            }
        }
        scenarios();
        for (Result r : Result.values()) {
            check(r.phrase(), Words.of(Language.ENGLISH).say(r.phrase()), Words.of(Language.SPANISH).say(r.phrase()));
        }
        for (Pace pace : Pace.values()) {
            Phrase p = Referee.pace(pace);
            check(p, pace.spoken(), Words.of(Language.SPANISH).say(p));
        }
        Set<String> unsaid = new TreeSet<>(lawKeys());
        unsaid.removeAll(said);
        // Defensive: a breach is forgotten as soon as the game moves on, so the claim never finds an older one.
        unsaid.remove("refusal.breach-not-last-move");
        // The laws command's, tested with it (LawsCommandsTest).
        unsaid.removeAll(Set.of("laws.game-goes-on", "laws.recorded-result", "laws.recorded-result-why"));
        assertEquals(Set.of(), unsaid, "keys no ruling or refusal of the walk used");
    }

    /** The event sequences of the referee tests that a random walk seldom reaches. */
    private void scenarios() {
        Referee noClock = Referee.builder(Edition.FIDE_2018).drawOfferMinimumMoves(30).build();
        check(noClock.handle(new ClockPressed(Color.WHITE)));
        check(noClock.handle(Claim.of(Color.WHITE, ClaimKind.WIN_ON_TIME)));
        check(noClock.handle(new DrawOffered(Color.WHITE)));
        Referee unstarted = Referee.builder(Edition.FIDE_2018).clock(new Clock(TimeControl.fromPgn("300").orElseThrow(),
                new ManualTimeSource())).build();
        Table start = new Table(Edition.FIDE_2018, "5400");
        check(unstarted.handle(new MoveMade(Color.WHITE, start.move("e4"))));
        check(unstarted.handle(ArbiterDecision.of(Decision.START_CLOCKS)));
        check(start.handle(new MoveMade(Color.WHITE, Move.of(Square.parse("e2"), Square.parse("e5")))));
        check(start.handle(new MoveMade(Color.WHITE, start.move("e4"))));
        check(start.handle(new ClockPressed(Color.BLACK)));
        check(start.handle(new PromotionPieceTouched(Color.WHITE, PieceType.QUEEN)));

        Table twice = new Table(Edition.FIDE_2009, "5400");
        for (int i = 0; i < 3; i++) {
            check(twice.handle(new IllegalMoveFound(Color.WHITE, IllegalMoveKind.ILLEGAL_MOVE, 0, -1, false)));
        }
        Table fivefold = new Table(Edition.FIDE_2018, "5400");
        for (int i = 0; i < 16; i++) {
            check(fivefold.play(List.of("Nf3", "Nf6", "Ng1", "Ng8").get(i % 4)));
            fivefold.referee.drawClaimsOpen().forEach(this::check);
        }
        touches("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1", "h1");
        touches("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1", "a1");
        touches("r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1", "e1", "h1");
        touches("r3k2r/8/8/8/8/8/3r4/R3K2R w KQkq - 0 1", "e1", "a1");
        touches("4k3/8/8/8/8/8/3PPP2/3QKB1R w K - 0 1", "e1", "h1");
        touches("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", "e4", "d5");

        quickplay(Edition.FIDE_2009, Decision.QUICKPLAY_GRANT_INCREMENT, new ArbiterDecision(Decision.QUICKPLAY_POSTPONE, null,
                Duration.ofMinutes(2)), ArbiterDecision.of(Decision.QUICKPLAY_REJECT), new FlagFell(Color.WHITE),
                ArbiterDecision.of(Decision.QUICKPLAY_DRAW));
        quickplay(Edition.FIDE_2009, Decision.QUICKPLAY_POSTPONE, ArbiterDecision.of(Decision.QUICKPLAY_POSTPONE));
        quickplay(Edition.FIDE_2009, Decision.QUICKPLAY_REJECT);
        Table late = new Table(Edition.FIDE_2009, "3600").after(3700);
        check(late.handle(Claim.of(Color.WHITE, ClaimKind.QUICKPLAY_FINISH)));
        for (Decision answer : List.of(Decision.QUICKPLAY_GRANT_INCREMENT, Decision.QUICKPLAY_REJECT)) {
            Table request = new Table(Edition.FIDE_2014, "3600").after(3500);
            check(request.handle(Claim.of(Color.WHITE, ClaimKind.QUICKPLAY_INCREMENT)));
            check(request.handle(ArbiterDecision.of(Decision.QUICKPLAY_DRAW)));
            check(request.handle(ArbiterDecision.of(Decision.QUICKPLAY_GRANT_INCREMENT)));
            check(request.handle(new DrawDeclined(Color.BLACK)));
            check(request.handle(ArbiterDecision.of(answer)));
        }

        Referee sealerAway = adjourned(Edition.FIDE_2014, RESUMPTION_FEN, "a6");
        check(sealerAway.handle(new ResumptionTime(true, false)));
        check(sealerAway.handle(new ReplySealed(Color.WHITE, " ")));
        check(sealerAway.handle(new ReplySealed(Color.WHITE, "Ba4")));
        check(sealerAway.handle(new MoveMade(Color.WHITE, sealerAway.game().position().legalMoves()[0])));
        check(sealerAway.handle(new PlayerArrived(Color.BLACK)));
        for (String reply : List.of("Nd2", "Nh8", "zz9")) {
            Referee r = adjourned(Edition.FIDE_2018, "4k3/8/8/8/8/8/8/1N2KN2 b - - 0 40", "Kd7");
            check(r.handle(new ResumptionTime(true, false)));
            check(r.handle(new ReplySealed(Color.WHITE, reply)));
            check(r.handle(new PlayerArrived(Color.BLACK)));
        }
        Referee sealedTwice = adjourned(Edition.FIDE_2014, RESUMPTION_FEN, "a6");
        check(sealedTwice.handle(new RefereeEvent.Adjourned(new SealedEnvelope("Ana", "Bea", RESUMPTION_FEN, Duration.ZERO,
                Duration.ZERO, "a6", null, LocalDateTime.of(2026, 11, 24, 10, 0), "room 2"))));
        Referee replierAway = adjourned(Edition.FIDE_2018, RESUMPTION_FEN, "a6");
        check(replierAway.handle(new ResumptionTime(false, true)));
        check(replierAway.handle(ArbiterDecision.of(Decision.FORFEIT, Color.WHITE)));
    }

    /** White touches two squares in turn. */
    private void touches(String fen, String first, String second) {
        Table t = Table.fromFen(Edition.FIDE_2018, "5400", fen);
        check(t.handle(PieceTouched.touch(Color.WHITE, Square.parse(first))));
        check(t.handle(PieceTouched.touch(Color.WHITE, Square.parse(second))));
    }

    /** White claims with 100 seconds left; the arbiter first answers {@code wrong}, then as {@code then} says. */
    private void quickplay(Edition edition, Decision wrong, RefereeEvent... then) {
        Table t = new Table(edition, "3600").after(3500);
        check(t.handle(Claim.of(Color.WHITE, ClaimKind.QUICKPLAY_FINISH)));
        check(t.handle(Claim.of(Color.WHITE, ClaimKind.QUICKPLAY_FINISH)));
        check(t.handle(new MoveMade(Color.WHITE, t.move("e4"))));
        check(t.handle(ArbiterDecision.of(Decision.RESUME_CLOCKS)));
        check(t.handle(ArbiterDecision.of(wrong)));
        for (RefereeEvent e : then) {
            if (e instanceof FlagFell) {
                t.after(200);
            }
            check(t.handle(e));
        }
    }

    private Referee adjourned(Edition edition, String fen, String sealed) {
        SealedEnvelope envelope = new SealedEnvelope("Ana", "Bea", fen, Duration.ofMinutes(20), Duration.ofMinutes(25),
                sealed, null, LocalDateTime.of(2026, 11, 23, 10, 0), "room 2");
        Clock clock = new Clock(TimeControl.fromPgn("5400").orElseThrow(), new ManualTimeSource(),
                envelope.sealer() == Color.WHITE ? Side.WHITE : Side.BLACK);
        Referee referee = Referee.builder(edition).adjourned(envelope).clock(clock).build();
        referee.rulings().forEach(this::check);
        return referee;
    }

    /** The draw games of the shared test data, replayed under every edition, claims included. */
    @Test
    void theDrawGamesAreRuledInBothLanguagesUnderEveryEdition() throws IOException {
        int rulings = 0;
        for (SharedTestData.DrawVerdict d : SharedTestData.drawVerdicts()) {
            PgnGame pgn = PgnReader.readAll(d.pgnFile()).get(0);
            JsonArray moves = d.record().getAsJsonArray("moves");
            for (Edition edition : Edition.values()) {
                Referee referee = Referee.builder(edition).game(Game.fromFen(d.record().get("startFen").getAsString())).build();
                for (int i = 0; i < moves.size() && !referee.isOver(); i++) {
                    check(referee.handle(new MoveMade(referee.game().position().sideToMove(), pgn.game().moves().get(i))));
                    referee.drawClaimsOpen().forEach(this::check);
                }
                Color toMove = referee.game().position().sideToMove();
                check(referee.handle(Claim.of(toMove, ClaimKind.THREEFOLD)));
                check(referee.handle(Claim.of(referee.game().position().sideToMove(), ClaimKind.FIFTY_MOVES)));
                rulings += referee.rulings().size();
            }
        }
        assertTrue(rulings > 100, "the draw games gave only " + rulings + " rulings");
        assertTrue(said.containsAll(List.of("ruling.fivefold", "ruling.seventy-five-moves", "ruling.may-claim-threefold")), said.toString());
    }

    /** Where the walks start: the start, castling and promotion, mate and stalemate near, few pieces, many quiet moves. */
    private static final List<String> WALKS = List.of("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "r3k2r/1P6/8/8/8/8/8/R3K2R w KQkq - 0 1", "7k/5Q2/6K1/8/8/8/8/8 w - - 0 1", "4k3/8/8/8/8/8/4P3/4K1N1 w - - 0 1",
            "4k3/8/8/8/8/8/8/R3K3 w - - 99 80", "4k3/8/8/8/8/8/8/R3K3 w - - 148 80");
    private static final String RESUMPTION_FEN = "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3";

    /** Up to 80 random events, and the time passing between them. */
    private void walk(Random random, Referee referee, ManualTimeSource time) {
        for (int step = 0; step < 80 && !referee.isOver(); step++) {
            check(referee.handle(event(random, referee)));
            time.advance(Duration.ofSeconds(random.nextInt(10) == 0 ? random.nextInt(1200) : random.nextInt(20)));
            if (step % 10 == 0) {
                TouchObligation o = referee.touchObligation();
                check(o.reason(), o.describe(referee.edition()).substring(referee.edition().cite(o.rule()).length() + 2),
                        Words.of(Language.SPANISH).say(o.reason()));
                referee.drawClaimsOpen().forEach(this::check);
                for (Color c : Color.values()) {
                    referee.recordingExemption(c).ifPresent(this::check);
                }
            }
        }
        check(referee.handle(new ClockPressed(Color.WHITE)));
    }

    private static RefereeEvent event(Random random, Referee referee) {
        Position p = referee.game().position();
        Color mover = p.sideToMove();
        Color anyone = random.nextBoolean() ? Color.WHITE : Color.BLACK;
        int[] legal = p.legalMoves();
        int move = legal.length == 0 ? 0 : legal[random.nextInt(legal.length)];
        return switch (random.nextInt(22)) {
            case 0, 1, 2, 3, 4 -> new MoveMade(random.nextInt(8) == 0 ? mover.opposite() : mover, move);
            case 5, 6 -> new ClockPressed(referee.game().ply() == 0 ? anyone : mover.opposite());
            case 7 -> new PieceTouched(random.nextInt(6) == 0 ? anyone : mover, random.nextInt(66) - 1, random.nextInt(5) == 0);
            case 8 -> new PromotionPieceTouched(mover, PieceType.values()[random.nextInt(PieceType.values().length)]);
            case 9 -> new DrawOffered(anyone);
            case 10 -> random.nextBoolean() ? new DrawAccepted(anyone) : new DrawDeclined(anyone);
            case 11 -> random.nextInt(4) == 0 ? new Resigned(anyone) : new FlagFell(anyone);
            case 12, 13 -> {
                ClaimKind kind = ClaimKind.values()[random.nextInt(ClaimKind.values().length)];
                yield random.nextBoolean() ? Claim.of(random.nextInt(4) == 0 ? mover.opposite() : mover, kind)
                        : Claim.withMove(mover, kind, random.nextInt(3) == 0 ? 0 : move);
            }
            case 14 -> new BothFlagsFell(random.nextBoolean());
            case 15 -> new IllegalMoveFound(anyone, IllegalMoveKind.values()[random.nextInt(IllegalMoveKind.values().length)],
                    random.nextInt(referee.game().ply() + 3) - 1, random.nextInt(66) - 1, random.nextInt(3) == 0);
            case 16, 17 -> new ArbiterDecision(Decision.values()[random.nextInt(Decision.values().length)],
                    random.nextInt(5) == 0 ? null : anyone, Duration.ofSeconds(random.nextInt(3) * 150L));
            case 18 -> new ResumptionTime(random.nextBoolean(), random.nextBoolean());
            case 19 -> new PlayerArrived(anyone);
            case 20 -> new ReplySealed(anyone, List.of("", "Ba4", "Qh8", "Nc3", "zz9").get(random.nextInt(5)));
            default -> new ResumptionTimeWrong(anyone, anyone, Duration.ofMinutes(random.nextInt(40)));
        };
    }

    private void check(Response response) {
        if (!response.accepted()) {
            check(response.reason(), response.refusal(), response.refusal(Language.SPANISH));
        }
        response.rulings().forEach(this::check);
    }

    private void check(Ruling ruling) {
        check(ruling.phrase(), ruling.text(), ruling.text(Language.SPANISH));
    }

    private void check(Phrase phrase, String english, String spanish) {
        keys(phrase);
        assertEquals(english, phrase.toString());
        assertFalse(spanish.isBlank(), phrase.key());
        assertEquals(Set.of(), englishWords(spanish), phrase.key() + ": " + spanish);
        assertFalse(spanish.equals(english), phrase.key() + ": " + spanish);
    }

    private void keys(Phrase phrase) {
        said.add(phrase.key());
        phrase.values().values().stream().filter(Phrase.class::isInstance).forEach(v -> keys((Phrase) v));
    }

    private static Set<String> englishWords(String text) {
        return List.of(text.toLowerCase(Locale.ROOT).split("[^\\p{L}]+")).stream().filter(ENGLISH::contains)
                .collect(Collectors.toCollection(TreeSet::new));
    }

    private static Set<String> lawKeys() {
        Set<String> keys = new TreeSet<>();
        for (String key : Phrasebook.load("messages-en.phrases", null).keys()) {
            if (LAW_KEYS.stream().anyMatch(key::startsWith)) {
                keys.add(key);
            }
        }
        return keys;
    }
}
