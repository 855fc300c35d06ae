package org.annabella.rules.pgn.bench;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Random;
import org.annabella.rules.Game;
import org.annabella.rules.pgn.PgnGame;
import org.annabella.rules.pgn.PgnWriter;
import org.annabella.testkit.RandomGames;

/**
 * Writes a PGN file of random legal games for timing readers on large files (docs/performance.md,
 * "Reading a large PGN file"; scripts/check-vs-pgn-extract.sh). Seeded: the same arguments give the
 * same file. Games of 0 to 222 half-moves (111 on average) with the tags a tournament's export has,
 * until the half-moves asked for are reached; then the whole block again, as many times as asked,
 * for a file of gigabytes that costs no more to make than one block.
 *
 * <pre>java -cp target/test-classes:target/classes org.annabella.rules.pgn.bench.RandomPgnFile FILE [HALF_MOVES [COPIES [SEED]]]</pre>
 *
 * Defaults: 1,000,000 half-moves, one copy, seed 36 (the file the reader was tuned on; another
 * seed gives a file held out of that tuning). Prints games, half-moves and bytes written.
 */
public final class RandomPgnFile {
    /** The seed of the file the reader was tuned on. */
    static final long SEED = 36;
    static final int MAX_PLIES = 222;

    private RandomPgnFile() {
    }

    public static void main(String[] args) throws IOException {
        Path out = Path.of(args[0]);
        long halfMoves = args.length > 1 ? Long.parseLong(args[1]) : 1_000_000;
        int copies = args.length > 2 ? Integer.parseInt(args[2]) : 1;
        StringBuilder block = new StringBuilder();
        Random random = new Random(args.length > 3 ? Long.parseLong(args[3]) : SEED);
        long plies = 0;
        int games = 0;
        while (plies < halfMoves) {
            games++;
            Game game = RandomGames.game(random, MAX_PLIES);
            plies += game.ply();
            block.append(PgnWriter.write(new PgnGame(tags(games, random), game))).append('\n');
        }
        String text = block.toString();
        try (Writer w = Files.newBufferedWriter(out)) {
            for (int i = 0; i < copies; i++) {
                w.write(text);
            }
        }
        System.out.printf("%s: %,d games, %,d half-moves, %,d bytes%n", out, (long) games * copies, plies * copies,
                (long) text.getBytes(StandardCharsets.UTF_8).length * copies);
    }

    private static Map<String, String> tags(int number, Random random) {
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Event", "Random Open " + (number / 500 + 1));
        tags.put("Site", "Madrid ESP");
        tags.put("Date", "2026.11." + (10 + number % 18));
        tags.put("Round", Integer.toString(number % 9 + 1));
        tags.put("White", "Player " + random.nextInt(5000) + ", Ana");
        tags.put("Black", "Player " + random.nextInt(5000) + ", Bruno");
        tags.put("WhiteElo", Integer.toString(1400 + random.nextInt(1400)));
        tags.put("BlackElo", Integer.toString(1400 + random.nextInt(1400)));
        tags.put("TimeControl", "5400+30");
        return tags;
    }
}
