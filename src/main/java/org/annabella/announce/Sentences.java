package org.annabella.announce;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.annabella.rules.Color;
import org.annabella.rules.Piece;

/**
 * Everything the player hears besides the moves: check, mate, stalemate, draws and their reasons,
 * flag fall, illegal moves and rulings, offers and claims, the clock on request. English or
 * Spanish sentences from voice/sentences-LANG.phrases; the square and piece words inside them
 * come from the move style and stay as they are ("Remove the Bauer from Eva vier").
 * Every sentence starts with a capital letter and ends with its punctuation. Immutable.
 */
public final class Sentences {
    /** Every key of a sentence phrasebook and the placeholders it may use. */
    public static final Map<String, Set<String>> SCHEMA = schema();

    private final Phrasebook book;
    private final MoveWords words;

    public Sentences(Phrasebook book, MoveWords words) {
        this.book = book;
        this.words = words;
    }

    /** The standard sentences of a language around the words of a style. */
    public static Sentences of(Language language, Style style) {
        return of(language, MoveWords.of(style));
    }

    /** The standard sentences of a language around these words (an announcer's own). */
    public static Sentences of(Language language, MoveWords words) {
        return new Sentences(Phrasebook.load("sentences-" + language.code() + ".phrases", SCHEMA), words);
    }

    private static Map<String, Set<String>> schema() {
        Map<String, Set<String>> s = new LinkedHashMap<>();
        for (String k : List.of("player.white", "player.black", "list.and", "stalemate", "draw.agreement",
                "draw.threefold", "draw.fivefold", "draw.fifty-moves", "draw.seventy-five-moves",
                "draw.dead-position", "ruling.restore", "offer.accepted", "offer.declined", "claim.upheld",
                "claim.rejected", "query.nothing")) {
            s.put(k, Set.of());
        }
        for (String k : List.of("piece.white", "piece.black")) {
            s.put(k, Set.of("piece"));
        }
        for (String k : List.of("moves", "hours", "minutes", "seconds")) {
            s.put(k + ".one", Set.of("n"));
            s.put(k + ".many", Set.of("n"));
        }
        for (String k : List.of("check", "checkmate", "offer.draw", "claim.threefold", "claim.fifty-moves",
                "claim.time")) {
            s.put(k, Set.of("player"));
        }
        s.put("flag", Set.of("player", "opponent"));
        s.put("flag.draw", Set.of("player", "opponent"));
        s.put("illegal", Set.of("move"));
        s.put("illegal.reason", Set.of("move", "reason"));
        s.put("ruling.extra-time", Set.of("player", "time"));
        s.put("ruling.loss", Set.of("player", "count"));
        s.put("claim.threefold-with-move", Set.of("player", "move"));
        s.put("claim.fifty-moves-with-move", Set.of("player", "move"));
        s.put("clock.player", Set.of("player", "moves", "time"));
        s.put("clock.remaining", Set.of("player", "time"));
        s.put("query.square", Set.of("square", "piece"));
        s.put("query.empty-square", Set.of("square"));
        s.put("query.pieces", Set.of("piece", "squares"));
        s.put("query.no-pieces", Set.of("player", "piece"));
        s.put("query.occupant", Set.of("piece", "square"));
        s.put("query.rank", Set.of("rank", "contents"));
        s.put("query.file", Set.of("file", "contents"));
        s.put("query.diagonal", Set.of("from", "to", "contents"));
        for (String k : List.of("query.attackers", "query.defenders")) {
            s.put(k, Set.of("square", "pieces"));
        }
        for (String k : List.of("query.no-attackers", "query.no-defenders", "query.nothing-to-defend")) {
            s.put(k, Set.of("square"));
        }
        s.put("query.moves", Set.of("piece", "square", "moves"));
        s.put("query.no-moves", Set.of("piece", "square"));
        s.put("fix.remove", Set.of("piece", "square"));
        s.put("fix.put", Set.of("piece", "square"));
        s.put("fix.move", Set.of("piece", "from", "to"));
        return Map.copyOf(s);
    }

    // ---- The game --------------------------------------------------------------------------

    /** "White is in check." */
    public String check(Color inCheck) {
        return say("check", "player", player(inCheck));
    }

    /** "Checkmate. White wins." */
    public String checkmate(Color winner) {
        return say("checkmate", "player", player(winner));
    }

    /** The draw and its reason, e.g. "The game is drawn: the same position has appeared three times." */
    public String draw(DrawReason reason) {
        return say(reason.key);
    }

    /**
     * The flag of {@code flagged} has fallen: the opponent wins, or the game is drawn when the
     * opponent cannot checkmate by any series of legal moves (2018 6.9; 2009 6.9).
     */
    public String flagFall(Color flagged, boolean opponentCanMate) {
        return say(opponentCanMate ? "flag" : "flag.draw", "player", player(flagged), "opponent",
                player(flagged.opposite()));
    }

    /** "Illegal move: Springer Felix vier." with the reason when there is one. */
    public String illegalMove(String move, String reason) {
        return reason == null || reason.isBlank() ? say("illegal", "move", move)
                : say("illegal.reason", "move", move, "reason", capitalise(reason.strip()) + (reason.strip().matches(".*[.!?]") ? "" : "."));
    }

    /** The arbiter's ruling: the position before the illegal move is restored (2018 7.5.1). */
    public String positionRestored() {
        return say("ruling.restore");
    }

    /** The opponent of the player who moved illegally receives extra time (2018 7.5.5; 2009 7.4.b). */
    public String extraTime(Color receiver, Duration time) {
        return say("ruling.extra-time", "player", player(receiver), "time", duration(time));
    }

    /** The game is lost for repeated illegal moves (2018 7.5.5: the second; 2009 7.4.b: the third). */
    public String lostByIllegalMoves(Color loser, int count) {
        return say("ruling.loss", "player", player(loser), "count", Integer.toString(count));
    }

    public String drawOffer(Color by) {
        return say("offer.draw", "player", player(by));
    }

    public String drawOfferAnswered(boolean accepted) {
        return say(accepted ? "offer.accepted" : "offer.declined");
    }

    /**
     * A claim of a draw by repetition or the fifty-move rule (2018 9.2, 9.3), made on the board
     * or by writing the intended move (then {@code moveWords} is its announcement, else null).
     */
    public String drawClaim(Color by, DrawReason reason, String moveWords) {
        String key = switch (reason) {
            case THREEFOLD -> "claim.threefold";
            case FIFTY_MOVES -> "claim.fifty-moves";
            default -> throw new IllegalArgumentException("a draw is claimed by repetition or the fifty-move rule, not " + reason);
        };
        return moveWords == null ? say(key, "player", player(by))
                : say(key + "-with-move", "player", player(by), "move", moveWords);
    }

    /** The assistant claims the game when the opponent's time is up (2018 D.2.10.5; 2009 E.2.9.e). */
    public String timeClaim(Color by) {
        return say("claim.time", "player", player(by));
    }

    public String claimRuling(boolean upheld) {
        return say(upheld ? "claim.upheld" : "claim.rejected");
    }

    /**
     * The clock on request (2018 D.2.10.4; 2009 E.2.9.d): moves made and time used by each player,
     * "White: 23 moves, 1 hour 5 minutes used. Black: 22 moves, 58 minutes 30 seconds used."
     */
    public String clock(int whiteMoves, Duration whiteUsed, int blackMoves, Duration blackUsed) {
        return say("clock.player", "player", player(Color.WHITE), "moves", count("moves", whiteMoves),
                "time", duration(whiteUsed)) + " "
                + say("clock.player", "player", player(Color.BLACK), "moves", count("moves", blackMoves),
                "time", duration(blackUsed));
    }

    /** "White: 4 minutes 30 seconds left." */
    public String timeLeft(Color player, Duration left) {
        return say("clock.remaining", "player", player(player), "time", duration(left));
    }

    /**
     * A time said the way people say it: "1 hour 5 minutes", "4 minutes 30 seconds", "0 seconds";
     * never a time of day. Fractions of a second are dropped.
     */
    public String duration(Duration time) {
        if (time.isNegative()) {
            throw new IllegalArgumentException("a time used or left cannot be negative: " + time);
        }
        long total = time.getSeconds();
        List<String> parts = new ArrayList<>();
        if (total / 3600 > 0) {
            parts.add(count("hours", total / 3600));
        }
        if (total / 60 % 60 > 0) {
            parts.add(count("minutes", total / 60 % 60));
        }
        if (total % 60 > 0 || parts.isEmpty()) {
            parts.add(count("seconds", total % 60));
        }
        return String.join(" ", parts);
    }

    private String count(String unit, long n) {
        return book.fill(unit + (n == 1 ? ".one" : ".many"), Map.of("n", Long.toString(n)));
    }

    // ---- Building blocks for board queries and instructions --------------------------------

    /** "White" / "las blancas" as the subject of a sentence. */
    public String player(Color c) {
        return book.get(c == Color.WHITE ? "player.white" : "player.black");
    }

    /** A piece with its colour: "white Springer", "Springer de las blancas". */
    public String piece(Piece p) {
        return book.fill(p.color() == Color.WHITE ? "piece.white" : "piece.black",
                Map.of("piece", words.piece(p.type())));
    }

    /** "A", "A and B", "A, B and C". */
    public String list(List<String> items) {
        if (items.isEmpty()) {
            throw new IllegalArgumentException("an empty list has no words");
        }
        if (items.size() == 1) {
            return items.get(0);
        }
        return String.join(", ", items.subList(0, items.size() - 1)) + " " + book.get("list.and") + " "
                + items.get(items.size() - 1);
    }

    /** The words of a key on their own, not a sentence ("empty"). */
    String phrase(String key, String... values) {
        return book.fill(key, values(values));
    }

    /** A whole sentence from a key and name-value pairs, starting with a capital letter. */
    String say(String key, String... values) {
        return capitalise(book.fill(key, values(values)));
    }

    private static Map<String, String> values(String... pairs) {
        Map<String, String> m = new LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            m.put(pairs[i], pairs[i + 1]);
        }
        return m;
    }

    private static String capitalise(String s) {
        return s.isEmpty() ? s : s.substring(0, 1).toUpperCase(java.util.Locale.ROOT) + s.substring(1);
    }

    public MoveWords words() {
        return words;
    }
}
