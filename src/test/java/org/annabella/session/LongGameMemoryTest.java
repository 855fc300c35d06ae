package org.annabella.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.annabella.rules.Color;
import org.annabella.testkit.AcceleratedTable;
import org.annabella.testkit.Reachable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A tournament game keeps in memory what the game is, not what its hours were: clock notes every
 * 5 seconds and the talking clock every minute add nothing that stays, and each move a bounded
 * amount. Counted in objects reachable from the session and the console (the heap itself is
 * measured by {@code TournamentGameBenchmark}).
 */
class LongGameMemoryTest {
    @TempDir
    Path dir;

    @Test
    void hoursOfThinkingKeepNothing() throws Exception {
        List<String> moves = AcceleratedTable.longGame(dir, 1, 21);
        try (AcceleratedTable table = new AcceleratedTable(dir.resolve("game.journal"), moves, 3, 1)) {
            table.playTo(21);
            assertEquals(Color.BLACK, table.session().clockRunning(), "Black thinks, his talking clock on");
            table.seconds(300);
            long before = Reachable.count(table.session(), table.console());
            int records = table.session().journal().size();
            int said = table.said();
            table.seconds(3_000);
            long after = Reachable.count(table.session(), table.console());
            assertTrue(table.session().journal().size() - records >= 590, "50 minutes of clock notes every 5 seconds journalled");
            assertTrue(table.said() - said >= 45, "the talking clock told each minute: " + (table.said() - said));
            assertTrue(after - before < 40, "50 minutes of thinking kept " + (after - before) + " objects more ("
                    + before + " before, " + after + " after)");
        }
    }

    @Test
    void eachMoveKeepsABoundedAmount() throws Exception {
        List<String> moves = AcceleratedTable.longGame(dir, 1, 120);
        try (AcceleratedTable table = new AcceleratedTable(dir.resolve("game.journal"), moves, 3, 1)) {
            table.playTo(40);
            long at40 = Reachable.count(table.session(), table.console());
            table.playTo(80);
            long at80 = Reachable.count(table.session(), table.console());
            table.playTo(120);
            long at120 = Reachable.count(table.session(), table.console());
            long first = at80 - at40;
            long second = at120 - at80;
            assertTrue(first / 40 < PER_MOVE && second / 40 < PER_MOVE, "objects kept per half-move: " + first / 40
                    + " then " + second / 40);
            assertTrue(second < first * 3 / 2 + 40 * 10, "the same 40 half-moves keep more later in the game: "
                    + first + " then " + second + " objects");
        }
    }

    private static final long PER_MOVE = 100;
}
