package org.annabella.rules.dead.bench;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.Random;
import java.util.Set;
import org.annabella.rules.Game;
import org.annabella.rules.InputException;
import org.annabella.rules.Position;
import org.annabella.testkit.Placements;
import org.annabella.testkit.RandomGames;

/**
 * Positions no test of the project holds, for timing the dead-position analysis against CHA (see
 * docs/performance.md): a third each of late positions of random games, pawn walls (locked pawn
 * pairs, kings and a few minor pieces placed at random) and few pieces (kings and one to four
 * men). Written in CHA's input form, both sides of each position. Arguments: OUTPUT [count [seed]]
 * (default 2000 positions, seed 19).
 */
public final class NewPositions {
    private static final String MEN = "QRBNPqrbnp";
    private static final String MINORS = "BNbn";

    private NewPositions() {
    }

    public static void main(String[] args) throws IOException {
        int count = args.length > 1 ? Integer.parseInt(args[1]) : 2000;
        Random random = new Random(args.length > 2 ? Long.parseLong(args[2]) : 19);
        Set<String> fens = new LinkedHashSet<>();
        while (fens.size() < count) {
            String fen = switch (fens.size() % 3) {
                case 0 -> lateGamePosition(random);
                case 1 -> pawnWall(random);
                default -> fewPieces(random);
            };
            if (fen != null) {
                fens.add(fen);
            }
        }
        try (PrintWriter out = new PrintWriter(Files.newBufferedWriter(Path.of(args[0])))) {
            for (String fen : fens) {
                out.println(fen + " white");
                out.println(fen + " black");
            }
        }
    }

    /** The position after 80 to 400 random half-moves (or where the game ended), if not already over. */
    private static String lateGamePosition(Random random) {
        Game game = RandomGames.play(Game.fromStart(), random, 80 + random.nextInt(321));
        Position p = game.position();
        return p.isCheckmate() || p.isStalemate() ? null : p.toFen();
    }

    /** Three to seven locked pawn pairs, the two kings and up to three minor pieces. */
    private static String pawnWall(Random random) {
        char[] board = new char[64];
        int pairs = 3 + random.nextInt(5);
        for (int i = 0; i < pairs; i++) {
            int file = random.nextInt(8);
            int rank = 1 + random.nextInt(5);
            if (board[rank * 8 + file] == 0 && board[(rank + 1) * 8 + file] == 0) {
                board[rank * 8 + file] = 'P';
                board[(rank + 1) * 8 + file] = 'p';
            }
        }
        int minors = random.nextInt(4);
        for (int i = 0; i < minors; i++) {
            place(board, MINORS.charAt(random.nextInt(MINORS.length())), random);
        }
        return withKings(board, random);
    }

    /** The two kings and one to four men of any kind. */
    private static String fewPieces(Random random) {
        char[] board = new char[64];
        int men = 1 + random.nextInt(4);
        for (int i = 0; i < men; i++) {
            place(board, MEN.charAt(random.nextInt(MEN.length())), random);
        }
        return withKings(board, random);
    }

    private static void place(char[] board, char piece, Random random) {
        int sq = random.nextInt(64);
        boolean pawn = Character.toLowerCase(piece) == 'p';
        if (board[sq] == 0 && !(pawn && (sq < 8 || sq >= 56))) {
            board[sq] = piece;
        }
    }

    /** Places both kings, draws the side to move; null when the position is not legal or already over. */
    private static String withKings(char[] board, Random random) {
        place(board, 'K', random);
        place(board, 'k', random);
        StringBuilder fen = new StringBuilder(Placements.of(board, (char) 0));
        fen.append(random.nextBoolean() ? " w" : " b").append(" - - 0 1");
        try {
            Position p = Position.fromFen(fen.toString());
            return p.isCheckmate() || p.isStalemate() ? null : p.toFen();
        } catch (InputException e) {
            return null; // a king missing (its square was taken), kings side by side, a check on the side not to move
        }
    }
}
