package org.annabella.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.annabella.SharedTestData;
import org.annabella.rules.pgn.PgnGame;
import org.annabella.rules.pgn.PgnReader;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The draw-rule games, move by move, against python-chess 1.11.2's verdicts (testdata/draws):
 * every fact the Laws turn on must agree, on every move.
 */
class PythonChessVerdictsTest {
    @TestFactory
    Stream<DynamicTest> everyMoveAgrees() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (SharedTestData.DrawVerdict d : SharedTestData.drawVerdicts()) {
            tests.add(DynamicTest.dynamicTest(d.name(), () -> check(d.kind(), d.record())));
        }
        return tests.stream();
    }

    private static void check(String kind, JsonObject record) throws IOException {
        Path pgnFile = SharedTestData.path("draws/" + kind + "/" + record.get("pgn").getAsString());
        PgnGame pgn = PgnReader.readAll(pgnFile).get(0);
        Game game = Game.fromFen(record.get("startFen").getAsString());
        JsonArray moves = record.getAsJsonArray("moves");
        assertEquals(moves.size(), pgn.game().ply(), "the PGN and the verdicts have the same moves");
        for (int i = 0; i < moves.size(); i++) {
            JsonObject v = moves.get(i).getAsJsonObject();
            String at = record.get("pgn").getAsString() + " ply " + (i + 1) + " " + v.get("san").getAsString();
            assertEquals(v.get("san").getAsString(), Notation.san(game.position(), pgn.game().moves().get(i)), at);
            int move = game.play(v.get("uci").getAsString());
            assertEquals(pgn.game().moves().get(i), move, at);
            assertEquals(v.get("fenAfter").getAsString(), game.position().toFen(), at);
            assertEquals(v.get("halfmoveClock").getAsInt(), game.position().halfmoveClock(), at);
            assertEquals(v.get("fullmoveNumber").getAsInt(), game.position().fullmoveNumber(), at);
            assertEquals(flag(v, "isCheck"), game.isCheck(), at);
            assertEquals(flag(v, "isCheckmate"), game.isCheckmate(), at);
            assertEquals(flag(v, "isStalemate"), game.isStalemate(), at);
            assertEquals(flag(v, "isRepetition2"), game.repetitionCount() >= 2, at);
            assertEquals(flag(v, "isRepetition3"), game.repetitionCount() >= 3, at);
            assertEquals(flag(v, "isRepetition4"), game.repetitionCount() >= 4, at);
            assertEquals(flag(v, "isFivefoldRepetition"), game.isFivefold(), at);
            assertEquals(flag(v, "canClaimThreefold"), game.canClaimThreefold(), at);
            assertEquals(flag(v, "isFiftyMoves"), game.isFiftyMoves(), at);
            assertEquals(flag(v, "canClaimFifty"), game.canClaimFifty(), at);
            assertEquals(flag(v, "isSeventyFiveMoves"), game.isSeventyFive(), at);
            assertEquals(flag(v, "hasInsufficientMaterialWhite"), game.insufficientMaterial(Color.WHITE), at);
            assertEquals(flag(v, "hasInsufficientMaterialBlack"), game.insufficientMaterial(Color.BLACK), at);
            assertEquals(flag(v, "isInsufficientMaterial"),
                    game.insufficientMaterial(Color.WHITE) && game.insufficientMaterial(Color.BLACK), at);
        }
        assertEquals(record.get("finalFen").getAsString(), game.position().toFen());
    }

    private static boolean flag(JsonObject v, String name) {
        JsonElement e = v.get(name);
        return e != null && e.getAsBoolean();
    }
}
