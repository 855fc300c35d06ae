package org.annabella.rules.pgn;

import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.annabella.rules.Color;
import org.annabella.rules.Game;
import org.annabella.rules.InputException;
import org.annabella.rules.InvalidFenException;
import org.annabella.rules.MoveMarks;
import org.annabella.rules.MoveParseException;
import org.annabella.rules.Position;

/**
 * Reads PGN as files are really written: a UTF-8 byte order mark, CRLF, blank lines anywhere,
 * {@code %} escape lines, {@code ;} and brace comments, NAGs, nested variations, move numbers with
 * or without dots, lenient SAN and figurines. Games are read one at a time; a broken game throws a
 * {@link PgnException} naming game, line and move, and reading goes on after that game's end.
 *
 * <p>A file is read as a stream ({@link PgnScanner} cuts it into games, which are then played), so
 * a file of any size is read in the memory of its largest game. {@link #parallel} plays the games
 * on several threads and gives them, and their errors, in the file's order all the same.
 */
public final class PgnReader implements AutoCloseable {
    /** Longest tag value, brace or {@code ;} comment, in characters. */
    public static final int MAX_TEXT = 64 * 1024;
    /** Longest tag name or movetext token (a move, a move number, a NAG, a result). */
    public static final int MAX_TOKEN = 255;
    /** Deepest nesting of variations. */
    public static final int MAX_DEPTH = 100;
    /** A NAG is a number from 0 to 255 (PGN standard 10). */
    public static final int MAX_NAG = 255;

    /** Games handed to a thread at once (or fewer, when they are long). */
    private static final int BATCH_GAMES = 8;
    private static final int BATCH_CHARS = 16 * 1024;

    private final PgnScanner scanner;
    private int gameNumber;
    /** Playing on threads: the batches handed out, oldest first, and the one being given. */
    private final ExecutorService threads;
    private final ArrayDeque<Future<Batch>> ahead = new ArrayDeque<>();
    private final int maxAhead;
    private Batch current;
    private int index;
    /** A fault of the file itself met while cutting ahead, for when the games before it are given. */
    private InputException fileFault;
    private boolean ended;

    private PgnReader(PgnSource source, int threadCount) {
        this.scanner = new PgnScanner(source);
        if (threadCount > 1) {
            threads = Executors.newFixedThreadPool(threadCount, r -> {
                Thread t = new Thread(r, "pgn-reader");
                t.setDaemon(true);
                return t;
            });
            maxAhead = 2 * threadCount + 2;
        } else {
            threads = null;
            maxAhead = 0;
        }
    }

    public PgnReader(String text) {
        this(new PgnSource(text), 1);
    }

    /**
     * A reader of a PGN file, a game at a time; a file that cannot be read as UTF-8 text is an
     * {@link InputException} (for bytes that are not UTF-8, when the reading gets there). Close it
     * when leaving before the end; it closes itself at the end.
     */
    public static PgnReader of(Path file) {
        return new PgnReader(new PgnSource(file), 1);
    }

    /** As {@link #of}, playing the games on one thread per processor, for reading a whole file. */
    public static PgnReader parallel(Path file) {
        return new PgnReader(new PgnSource(file), Runtime.getRuntime().availableProcessors());
    }

    /** Every game of a text (none for an empty text); the first broken game stops the read with its error. */
    public static List<PgnGame> readAll(String text) {
        return readAll(new PgnReader(text));
    }

    public static List<PgnGame> readAll(Path file) {
        try (PgnReader reader = of(file)) {
            return readAll(reader);
        }
    }

    private static List<PgnGame> readAll(PgnReader reader) {
        List<PgnGame> games = new ArrayList<>();
        for (PgnGame g = reader.next(); g != null; g = reader.next()) {
            games.add(g);
        }
        return games;
    }

    /** Number of the game last returned, refused or skipped (1-based). */
    public int gameNumber() {
        return gameNumber;
    }

    /**
     * The next game, or null at the end (a text of only spaces, comments or {@code %} lines has
     * none). After a {@link PgnException} the next call reads the game after the broken one.
     */
    public PgnGame next() {
        if (threads == null) {
            GameText text = scanner.next();
            if (text == null) {
                return null;
            }
            gameNumber = text.number;
            return play(text);
        }
        while (current == null || index == current.texts.size()) {
            current = nextBatch();
            index = 0;
            if (current == null) {
                return null;
            }
        }
        int i = index++;
        gameNumber = current.texts.get(i).number;
        current.texts.set(i, null); // played: its text is no longer needed
        Object played = current.played[i];
        current.played[i] = null;
        if (played instanceof PgnException e) {
            throw e;
        }
        return (PgnGame) played;
    }

    /** Passes the next game without playing its moves; whether there was one. Broken games count too. */
    public boolean skip() {
        if (threads != null) {
            throw new IllegalStateException("skip is for a reader of one thread");
        }
        GameText text = scanner.next();
        if (text == null) {
            return false;
        }
        gameNumber = text.number;
        return true;
    }

    @Override
    public void close() {
        scanner.close();
        if (threads != null) {
            threads.shutdownNow();
        }
    }

    // ---- Playing on threads ----------------------------------------------------------------

    /** Games cut from the file, played on a thread in the order they were cut. */
    private static final class Batch {
        final List<GameText> texts = new ArrayList<>();
        Object[] played;

        Batch play() {
            played = new Object[texts.size()];
            for (int i = 0; i < played.length; i++) {
                try {
                    played[i] = PgnReader.play(texts.get(i));
                } catch (PgnException e) {
                    played[i] = e;
                }
            }
            return this;
        }
    }

    private Batch nextBatch() {
        handOut();
        Future<Batch> next = ahead.poll();
        if (next == null) {
            close();
            if (fileFault != null) {
                throw fileFault;
            }
            return null;
        }
        handOut(); // keep the threads busy while this batch is given
        try {
            return next.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while reading PGN", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            throw new IllegalStateException(e.getCause());
        }
    }

    /** Cuts games and hands them to the threads until enough are ahead or the file ends. */
    private void handOut() {
        while (!ended && ahead.size() < maxAhead) {
            Batch batch = new Batch();
            long chars = 0;
            try {
                while (batch.texts.size() < BATCH_GAMES && chars < BATCH_CHARS) {
                    GameText text = scanner.next();
                    if (text == null) {
                        ended = true;
                        break;
                    }
                    batch.texts.add(text);
                    chars += text.chars();
                }
            } catch (InputException e) {
                fileFault = e;
                ended = true;
            }
            if (!batch.texts.isEmpty()) {
                ahead.add(threads.submit(batch::play));
            }
        }
    }

    // ---- Playing a game ------------------------------------------------------------------

    /** The game of a cut text, every move played; its first fault, of text or move, is thrown. */
    private static PgnGame play(GameText text) {
        return new GamePlay(text).play();
    }

    /** One game's moves played in order, the comments, clocks, NAGs and variations attached to them. */
    private static final class GamePlay {
        private final GameText text;
        private final StringBuilder pendingComment = new StringBuilder();
        private Double pendingClock;
        private Game game;
        private PgnGame pgn;
        // The move last played, for errors about what follows it; its label is only made for an error.
        private String lastMove;
        private int lastPly;

        GamePlay(GameText text) {
            this.text = text;
        }

        PgnGame play() {
            if (text.tagFault) {
                throw error(text.line(0), null, text.text(0));
            }
            game = startGame(text.tags, text.startLine);
            pgn = new PgnGame(text.tags, game);
            for (int i = 0; i < text.size(); i++) {
                int line = text.line(i);
                String part = text.text(i);
                switch (text.kind(i)) {
                    case GameText.MOVE -> move(part, line);
                    case GameText.NAG -> {
                        int nag = nag(part, line);
                        if (game.ply() > 0) {
                            pgn.at(game.ply() - 1).nags().add(nag);
                        }
                    }
                    case GameText.COMMENT -> {
                        ClockComment clock;
                        try {
                            clock = ClockComment.of(part);
                        } catch (InputException e) {
                            throw error(line, moveLabel(game, lastPly, lastMove), e.getMessage());
                        }
                        pendingComment.append(' ').append(clock.rest());
                        if (clock.seconds() != null) {
                            pendingClock = clock.seconds();
                        }
                    }
                    case GameText.LINE_COMMENT -> pendingComment.append(' ').append(part);
                    case GameText.VARIATION -> {
                        if (game.ply() > 0) {
                            pgn.at(game.ply() - 1).variations().add(part);
                        }
                    }
                    case GameText.RESULT -> pgn.setResult(part);
                    case GameText.FAULT -> throw error(line, null, part);
                    default -> throw error(line, moveLabel(game, lastPly, lastMove), part);
                }
            }
            finishComment();
            return pgn;
        }

        private void move(String move, int line) {
            finishComment();
            try {
                game.play(move);
            } catch (MoveParseException e) {
                throw new PgnException(text.number, line, moveLabel(game, game.ply(), move), e.getMessage(), e, game.position());
            }
            if (hasSigns(move)) { // only a text with a sign can claim something false
                List<String> claims = MoveMarks.falseClaims(game, move);
                for (int i = 0; i < claims.size(); i++) { // by index: no iterator a move
                    String claim = claims.get(i);
                    pgn.addNote(PgnException.where(text.number, line, moveLabel(game, game.ply() - 1, move))
                            + ": note: " + claim);
                }
            }
            lastMove = move;
            lastPly = game.ply() - 1;
        }

        private PgnException error(int atLine, String move, String message) {
            return new PgnException(text.number, atLine, move, message);
        }

        private PgnException nagError(String token, int atLine) {
            return error(atLine, moveLabel(game, lastPly, lastMove), "the NAG " + InputException.quote(token)
                    + (lastMove == null ? " before the first move" : " after it") + " is not $ with a number from 0 to " + MAX_NAG);
        }

        /** {@code $n} with n from 0 to 255; anything else is refused naming the move it follows. */
        private int nag(String token, int atLine) {
            String digits = token.substring(1);
            if (digits.isEmpty() || digits.length() > 3 || !digits.chars().allMatch(ch -> ch >= '0' && ch <= '9')) {
                throw nagError(token, atLine);
            }
            int n = Integer.parseInt(digits); // at most three digits: cannot overflow
            if (n > MAX_NAG) {
                throw nagError(token, atLine);
            }
            return n;
        }

        private static boolean hasSigns(String move) {
            for (int i = 0; i < move.length(); i++) {
                char c = move.charAt(i);
                if (c == 'x' || c == ':' || c == '+' || c == '#') {
                    return true;
                }
            }
            return false;
        }

        private Game startGame(Map<String, String> tags, int startLine) {
            String fen = tags.get("FEN");
            if (fen == null) {
                return Game.fromStart();
            }
            String variant = tags.getOrDefault("Variant", "").toLowerCase();
            boolean chess960 = variant.contains("960") || variant.contains("fischer");
            try {
                return Game.fromPosition(Position.fromFen(fen, chess960));
            } catch (InvalidFenException e) {
                throw error(startLine, null, "FEN tag: " + e.getMessage());
            }
        }

        /** "12. Nf3" or "12... Nf3" for the move written {@code move} at {@code ply} (0-based); null for no move. */
        private static String moveLabel(Game game, int ply, String move) {
            if (move == null) {
                return null;
            }
            return game.moveNumberAt(ply) + (game.sideToMoveAt(ply) == Color.WHITE ? ". " : "... ") + InputException.escape(move);
        }

        /** Attaches the comment and clock read since the last move to that move, or to the game before any move. */
        private void finishComment() {
            if (pendingComment.length() == 0 && pendingClock == null) {
                return;
            }
            String comment = pendingComment.toString().strip();
            pendingComment.setLength(0);
            if (game.ply() == 0) {
                if (!comment.isEmpty()) {
                    pgn.setPreamble((pgn.preamble() + " " + comment.replaceAll("\\s+", " ")).trim());
                }
            } else {
                PgnGame.Annotations a = pgn.at(game.ply() - 1);
                if (!comment.isEmpty()) {
                    a.setComment((a.comment() + " " + comment.replaceAll("\\s+", " ")).trim());
                }
                if (pendingClock != null) {
                    a.setClockSeconds(pendingClock);
                }
            }
            pendingClock = null;
        }
    }
}
