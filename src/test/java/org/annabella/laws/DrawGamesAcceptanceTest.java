package org.annabella.laws;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.io.IOException;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.annabella.SharedTestData;
import org.annabella.laws.RefereeEvent.Claim;
import org.annabella.laws.RefereeEvent.ClaimKind;
import org.annabella.laws.RefereeEvent.MoveMade;
import org.annabella.rules.Game;
import org.annabella.rules.Notation;
import org.annabella.rules.Position;
import org.annabella.rules.pgn.PgnGame;
import org.annabella.rules.pgn.PgnReader;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Acceptance: the games in testdata/draws, replayed through a referee of every edition, end or
 * offer their claims exactly where the Laws say. The expectations come from python-chess's
 * per-move verdicts (testdata/draws/python-chess-verdicts, which follow 2018 rules), turned into
 * each edition's rules here: 2009 has no automatic fivefold or 75-move draw (only claims); 2014
 * ends on fivefold only when the position stood at each of the last five turns of the same player
 * (9.6.a, checked on python-chess's own FENs); 2018 and 2023 end on any fivefold (9.6.1).
 */
class DrawGamesAcceptanceTest {

    @TestFactory
    Stream<DynamicTest> drawGamesEndWhereEachEditionSays() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (SharedTestData.DrawVerdict d : SharedTestData.drawVerdicts()) {
            for (Edition edition : Edition.values()) {
                tests.add(DynamicTest.dynamicTest(edition + " " + d.name(), () -> check(edition, d.kind(), d.record())));
            }
        }
        return tests.stream();
    }

    private static void check(Edition edition, String kind, JsonObject record) throws IOException {
        String name = record.get("pgn").getAsString();
        PgnGame pgn = PgnReader.readAll(SharedTestData.path("draws/" + kind + "/" + name)).get(0);
        Referee referee = Referee.builder(edition).game(Game.fromFen(record.get("startFen").getAsString())).build();
        JsonArray moves = record.getAsJsonArray("moves");
        List<String> fens = new ArrayList<>();
        fens.add(record.get("startFen").getAsString());
        for (int i = 0; i < moves.size(); i++) {
            JsonObject v = moves.get(i).getAsJsonObject();
            fens.add(v.get("fenAfter").getAsString());
            String at = edition + " " + name + " ply " + (i + 1) + " " + v.get("san").getAsString();
            Position before = referee.game().position();
            int move = pgn.game().moves().get(i);
            assertEquals(v.get("san").getAsString(), Notation.san(before, move), at);
            Response r = referee.handle(new MoveMade(before.sideToMove(), move));
            assertTrue(r.accepted(), () -> at + ": " + r);
            Rule expectedEnd = expectedEnd(edition, v, fens);
            if (expectedEnd != null) {
                assertTrue(referee.isOver(), at + ": should have ended by " + expectedEnd);
                Ruling last = referee.rulings().get(referee.rulings().size() - 1);
                assertEquals(expectedEnd, last.rule(), at);
                if (i + 1 < moves.size()) {
                    Response after = referee.handle(new MoveMade(referee.game().position().sideToMove(), pgn.game().moves().get(i + 1)));
                    assertFalse(after.accepted(), at + ": a move after the end must be refused");
                }
                return;
            }
            assertFalse(referee.isOver(), () -> at + ": ended early: " + r);
            Set<ClaimKind> expected = EnumSet.noneOf(ClaimKind.class);
            if (flag(v, "canClaimThreefold")) {
                expected.add(ClaimKind.THREEFOLD);
            }
            if (flag(v, "canClaimFifty")) {
                expected.add(ClaimKind.FIFTY_MOVES);
            }
            assertEquals(expected, referee.availableDrawClaims(), at);
        }
        // The game went on to its last move: a claim now is ruled on as python-chess's verdict says.
        JsonObject lastVerdict = moves.get(moves.size() - 1).getAsJsonObject();
        boolean claimable = flag(lastVerdict, "canClaimThreefold");
        Position now = referee.game().position();
        int announce = Claim.NO_MOVE;
        if (claimable && !flag(lastVerdict, "isRepetition3")) {
            for (int m : now.legalMoves()) {
                if (referee.game().canClaimThreefoldWith(m)) {
                    announce = m;
                }
            }
        }
        Response claim = referee.handle(new Claim(now.sideToMove(), ClaimKind.THREEFOLD, announce));
        assertTrue(claim.accepted());
        assertEquals(claimable, referee.isOver(), edition + " " + name + ": final threefold claim");
    }

    /** The rule that ends the game after this move in {@code edition}, by python-chess's facts; null if it goes on. */
    private static Rule expectedEnd(Edition edition, JsonObject v, List<String> fens) {
        if (flag(v, "isCheckmate")) {
            return Rule.CHECKMATE;
        }
        if (flag(v, "isStalemate")) {
            return Rule.STALEMATE;
        }
        if (flag(v, "isInsufficientMaterial")) {
            return Rule.DEAD_POSITION;
        }
        if (edition == Edition.FIDE_2009) {
            return null;
        }
        if (flag(v, "isFivefoldRepetition") && (edition != Edition.FIDE_2014 || consecutiveAlternate(fens))) {
            return Rule.FIVEFOLD;
        }
        if (flag(v, "isSeventyFiveMoves")) {
            return Rule.SEVENTY_FIVE_MOVES;
        }
        return null;
    }

    /** The last position also stood 4, 8, 12 and 16 half-moves earlier (FEN without the clocks). */
    private static boolean consecutiveAlternate(List<String> fens) {
        int n = fens.size() - 1;
        if (n < 16) {
            return false;
        }
        String now = placement(fens.get(n));
        for (int back = 4; back <= 16; back += 4) {
            if (!placement(fens.get(n - back)).equals(now)) {
                return false;
            }
        }
        return true;
    }

    private static String placement(String fen) {
        String[] f = fen.split(" ");
        return f[0] + " " + f[1] + " " + f[2] + " " + f[3];
    }

    private static boolean flag(JsonObject v, String name) {
        JsonElement e = v.get(name);
        return e != null && e.getAsBoolean();
    }
}
