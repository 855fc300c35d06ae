package org.annabella.session;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.annabella.rules.Color;
import org.annabella.rules.Game;
import org.annabella.rules.InputException;
import org.annabella.rules.Position;

/**
 * Everything fixed when a game starts: players, the Laws' edition, the time control, the boards
 * and what the device may tell (the mode). Written as the journal's first record and into every
 * export. A game taken up from a PGN's move carries the moves played before it
 * ({@code earlierMoves}, in UCI, from {@code startFen} or the usual start): they are the first of
 * its record, numbered, repeated and written as they were.
 */
public record Setup(Player white, Player black, Assistance assistance, int edition, GameTimeControl timeControl,
        Mode mode, String startFen, BoardKind whiteBoard, BoardKind blackBoard, String event, String site,
        String date, String round, List<String> earlierMoves, EngineSeat engine) {

    public static final java.util.Set<Integer> EDITIONS = java.util.Set.of(2009, 2014, 2018, 2023);

    /** A game between two people played from {@code startFen} (or the usual start) on: no earlier moves, no engine. */
    public Setup(Player white, Player black, Assistance assistance, int edition, GameTimeControl timeControl,
            Mode mode, String startFen, BoardKind whiteBoard, BoardKind blackBoard, String event, String site,
            String date, String round) {
        this(white, black, assistance, edition, timeControl, mode, startFen, whiteBoard, blackBoard, event, site, date,
                round, List.of(), null);
    }

    /** A game between two people taken up after {@code earlierMoves}. */
    public Setup(Player white, Player black, Assistance assistance, int edition, GameTimeControl timeControl,
            Mode mode, String startFen, BoardKind whiteBoard, BoardKind blackBoard, String event, String site,
            String date, String round, List<String> earlierMoves) {
        this(white, black, assistance, edition, timeControl, mode, startFen, whiteBoard, blackBoard, event, site, date,
                round, earlierMoves, null);
    }

    /** A game from the usual start or {@code startFen} with {@code engine} playing one side. */
    public Setup(Player white, Player black, Assistance assistance, int edition, GameTimeControl timeControl,
            Mode mode, String startFen, BoardKind whiteBoard, BoardKind blackBoard, String event, String site,
            String date, String round, EngineSeat engine) {
        this(white, black, assistance, edition, timeControl, mode, startFen, whiteBoard, blackBoard, event, site, date,
                round, List.of(), engine);
    }

    public Setup {
        earlierMoves = List.copyOf(earlierMoves);
        if (!EDITIONS.contains(edition)) {
            throw new InputException("laws edition must be 2009, 2014, 2018 or 2023, not " + edition);
        }
        if ((white.hearingImpaired() || black.hearingImpaired()) && assistance == Assistance.NONE) {
            throw new InputException(
                    "a pairing with a hearing-impaired player requires an assistant (give --assistant vi or sighted)");
        }
        record(startFen, earlierMoves);
        event = TagText.checked(TagText.what("event"), event);
        site = TagText.checked(TagText.what("site"), site);
        round = TagText.checked(TagText.what("round"), round);
        if (date == null || !date.matches("\\?|[0-9?]{4}\\.[0-9?]{2}\\.[0-9?]{2}")) {
            throw new InputException("the game's date " + InputException.quote(date) + " is not a date such as 2026.11.27");
        }
        if (engine != null && mode != Mode.TRAINING) {
            // Fair play is enforced, not promised: no engine at a tournament board (2018 11.3.a).
            throw new InputException("an engine cannot play in tournament mode; it is for training (--mode training)");
        }
    }

    /** The same game with {@code seat} playing one side. */
    public Setup withEngine(EngineSeat seat) {
        return new Setup(white, black, assistance, edition, timeControl, mode, startFen, whiteBoard, blackBoard, event,
                site, date, round, earlierMoves, seat);
    }

    /** A game from the usual start with today's date and tournament defaults. */
    public static Setup of(Player white, Player black, Assistance assistance, int edition, GameTimeControl tc, Mode mode) {
        return new Setup(white, black, assistance, edition, tc, mode, null, BoardKind.NONE, BoardKind.NONE, "?", "?",
                java.time.LocalDate.now().toString().replace('-', '.'), "?");
    }

    public Setup withBoards(BoardKind white, BoardKind black) {
        return new Setup(this.white, this.black, assistance, edition, timeControl, mode, startFen, white, black, event,
                site, date, round, earlierMoves, engine);
    }

    public Setup withEvent(String event, String site, String round) {
        return new Setup(white, black, assistance, edition, timeControl, mode, startFen, whiteBoard, blackBoard, event,
                site, date, round, earlierMoves, engine);
    }

    public Player player(Color c) {
        return c == Color.WHITE ? white : black;
    }

    public BoardKind board(Color c) {
        return c == Color.WHITE ? whiteBoard : blackBoard;
    }

    /** The position play starts in: after the earlier moves. */
    public Position startPosition() {
        return record().position();
    }

    /** The position the game's record starts from: {@code startFen}, or the usual one. */
    public Position recordStart() {
        return startFen == null ? Position.startPosition() : Position.fromFen(startFen);
    }

    /** The game's record as play starts: the earlier moves from {@link #recordStart}. */
    public Game record() {
        return record(startFen, earlierMoves);
    }

    /** The earlier moves played from {@code fen}; a move that is not legal there is bad input, named. */
    private static Game record(String fen, List<String> moves) {
        Game game = fen == null ? Game.fromStart() : Game.fromFen(fen);
        for (String uci : moves) {
            try {
                game.play(uci);
            } catch (InputException e) {
                throw new InputException("earlier move " + (game.ply() + 1) + " " + InputException.quote(uci)
                        + " cannot be played: " + e.getMessage());
            }
        }
        return game;
    }

    /** The fields as ordered key=value pairs (the journal's first record). */
    Map<String, String> toFields() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("white", white.name());
        m.put("whiteVI", Boolean.toString(white.visuallyImpaired()));
        m.put("whiteHI", Boolean.toString(white.hearingImpaired()));
        m.put("black", black.name());
        m.put("blackVI", Boolean.toString(black.visuallyImpaired()));
        m.put("blackHI", Boolean.toString(black.hearingImpaired()));
        m.put("assistance", assistance.name());
        m.put("edition", Integer.toString(edition));
        m.put("timeControl", timeControl.pgn());
        m.put("mode", mode.name());
        m.put("fen", startFen == null ? "" : startFen);
        m.put("whiteBoard", whiteBoard.name());
        m.put("blackBoard", blackBoard.name());
        m.put("event", event);
        m.put("site", site);
        m.put("date", date);
        m.put("round", round);
        if (!earlierMoves.isEmpty()) {
            m.put("earlier", String.join(" ", earlierMoves));
        }
        EngineSeat.write(engine, m);
        return m;
    }

    static Setup fromFields(Map<String, String> m) {
        try {
            return new Setup(
                    new Player(m.get("white"), Boolean.parseBoolean(m.get("whiteVI")), Boolean.parseBoolean(m.get("whiteHI"))),
                    new Player(m.get("black"), Boolean.parseBoolean(m.get("blackVI")), Boolean.parseBoolean(m.get("blackHI"))),
                    Assistance.valueOf(m.get("assistance")), Integer.parseInt(m.get("edition")),
                    GameTimeControl.parse(m.get("timeControl")), Mode.valueOf(m.get("mode")),
                    m.get("fen").isEmpty() ? null : m.get("fen"), BoardKind.valueOf(m.get("whiteBoard")),
                    BoardKind.valueOf(m.get("blackBoard")), m.get("event"), m.get("site"), m.get("date"), m.get("round"),
                    // Journals written before there were earlier moves have none.
                    m.getOrDefault("earlier", "").isEmpty() ? List.of() : List.of(m.get("earlier").split(" ")),
                    EngineSeat.read(m));
        } catch (NullPointerException | IllegalArgumentException e) {
            throw new InputException("the game's setup record is incomplete or invalid"
                    + (e instanceof InputException ? ": " + e.getMessage() : ""));
        }
    }
}
