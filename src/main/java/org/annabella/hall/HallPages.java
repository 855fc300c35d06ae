package org.annabella.hall;

import java.util.List;
import org.annabella.announce.Language;
import org.annabella.announce.Phrase;
import org.annabella.announce.Words;

/**
 * The arbiter's pages as plain semantic HTML: a table of every board with its headers, the
 * alerts as a list and a live region that says each new one, a board's own page with its
 * position, scoresheets and rulings. Every name and text is escaped, so a player called
 * {@code <script>} is shown as those letters. The script (hall.js) only keeps the page live.
 */
final class HallPages {
    /** The table's columns: the field of {@link BoardView} each shows, and its heading's phrase. */
    private static final List<String[]> COLUMNS = List.of(
            new String[] {"white", "hall.page.white"},
            new String[] {"black", "hall.page.black"},
            new String[] {"moveNumber", "hall.page.move-number"},
            new String[] {"lastSan", "hall.page.last-move"},
            new String[] {"lastWords", "hall.page.last-words"},
            new String[] {"whiteClock", "hall.page.white-clock"},
            new String[] {"blackClock", "hall.page.black-clock"},
            new String[] {"status", "hall.page.status"});

    private HallPages() {
    }

    static String round(List<BoardView> boards, List<Alert> alerts, Language language) {
        Words w = Words.of(language);
        StringBuilder b = head(w, w.say(Phrase.of("hall.page.title")));
        b.append("<main>\n<h1>").append(esc(w.say(Phrase.of("hall.page.title")))).append("</h1>\n");
        b.append("<p><a href=\"/games.pgn\">").append(esc(w.say(Phrase.of("hall.page.feed")))).append("</a></p>\n");
        b.append(NEWS);
        alerts(b, w, alerts, language);
        b.append("<table id=\"boards\">\n<caption>").append(esc(w.say(Phrase.of("hall.page.boards")))).append("</caption>\n");
        b.append("<thead><tr><th scope=\"col\">").append(esc(w.say(Phrase.of("hall.page.board")))).append("</th>");
        for (String[] c : COLUMNS) {
            b.append("<th scope=\"col\">").append(esc(w.say(Phrase.of(c[1])))).append("</th>");
        }
        b.append("</tr></thead>\n<tbody>\n");
        for (BoardView v : boards) {
            b.append("<tr id=\"board-").append(v.board()).append("\"").append(clocks(v)).append("><th scope=\"row\"><a href=\"/board/")
                    .append(v.board()).append("\">").append(esc(w.say(Phrase.of("hall.page.board-n", "board", v.board()))))
                    .append("</a></th>");
            for (String[] c : COLUMNS) {
                b.append("<td data-field=\"").append(c[0]).append("\">").append(value(v, c[0])).append("</td>");
            }
            b.append("</tr>\n");
        }
        b.append("</tbody>\n</table>\n");
        // The row of a board registered after the page was loaded, for the script to fill.
        b.append("<template id=\"new-board\"><tr><th scope=\"row\"><a></a></th>");
        for (String[] c : COLUMNS) {
            b.append("<td data-field=\"").append(c[0]).append("\">").append(c[0].endsWith("Clock") ? TIMER + "</span>" : "")
                    .append("</td>");
        }
        b.append("</tr></template>\n</main>\n</body>\n</html>\n");
        return b.toString();
    }

    static String board(BoardView v, List<Alert> alerts, Language language) {
        Words w = Words.of(language);
        String title = w.say(Phrase.of("hall.page.board-n", "board", v.board()));
        StringBuilder b = head(w, title);
        b.append("<nav><a href=\"/\">").append(esc(w.say(Phrase.of("hall.page.back")))).append("</a></nav>\n");
        b.append("<main id=\"board-").append(v.board()).append("\"").append(clocks(v)).append(">\n<h1>").append(esc(title))
                .append("</h1>\n");
        b.append("<p><a href=\"/board/").append(v.board()).append(".pgn\">").append(esc(w.say(Phrase.of("hall.page.board-feed"))))
                .append("</a></p>\n");
        b.append(NEWS);
        alerts(b, w, alerts, language);
        b.append("<h2>").append(esc(w.say(Phrase.of("hall.page.game")))).append("</h2>\n<dl>\n");
        for (String[] c : COLUMNS) {
            b.append("<dt>").append(esc(w.say(Phrase.of(c[1])))).append("</dt><dd data-field=\"").append(c[0]).append("\">")
                    .append(value(v, c[0])).append("</dd>\n");
        }
        b.append("</dl>\n");
        list(b, w, "hall.page.position", "position", v.position(), false);
        list(b, w, "hall.page.white-sheet", "whiteSheet", v.whiteSheet(), true);
        list(b, w, "hall.page.black-sheet", "blackSheet", v.blackSheet(), true);
        list(b, w, "hall.page.rulings", "rulings", v.rulings(), false);
        b.append("</main>\n</body>\n</html>\n");
        return b.toString();
    }

    private static StringBuilder head(Words w, String title) {
        return new StringBuilder("<!DOCTYPE html>\n<html lang=\"").append(w.say(Phrase.of("hall.page.lang")))
                .append("\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
                .append("<title>").append(esc(title)).append("</title>\n<link rel=\"stylesheet\" href=\"/hall.css\">\n")
                .append("<script src=\"/hall.js\" defer></script>\n</head>\n<body>\n");
    }

    /** The alerts so far, and the live region where the script puts each new one. */
    private static void alerts(StringBuilder b, Words w, List<Alert> alerts, Language language) {
        b.append("<section aria-labelledby=\"alerts-heading\">\n<h2 id=\"alerts-heading\">")
                .append(esc(w.say(Phrase.of("hall.page.alerts")))).append("</h2>\n");
        b.append("<p id=\"live\" aria-live=\"assertive\" aria-atomic=\"true\"></p>\n");
        b.append("<p id=\"no-alerts\"").append(alerts.isEmpty() ? "" : " hidden").append(">")
                .append(esc(w.say(Phrase.of("hall.page.no-alerts")))).append("</p>\n<ol id=\"alerts\">\n");
        for (Alert a : alerts) {
            b.append("<li id=\"alert-").append(a.id()).append("\">").append(esc(a.text(language))).append("</li>\n");
        }
        b.append("</ol>\n</section>\n");
    }

    private static void list(StringBuilder b, Words w, String heading, String field, List<String> items, boolean ordered) {
        String tag = ordered ? "ol" : "ul";
        b.append("<h2>").append(esc(w.say(Phrase.of(heading)))).append("</h2>\n<").append(tag).append(" data-list=\"")
                .append(field).append("\">\n");
        for (String item : items) {
            b.append("<li>").append(esc(item)).append("</li>\n");
        }
        b.append("</").append(tag).append(">\n");
    }

    /**
     * A clock's time, which the script runs on each second: a timer, which screen readers do not
     * say as it changes (its live region is off); what is said is each move, in the news region.
     */
    private static final String TIMER = "<span role=\"timer\" aria-live=\"off\">";
    /** Where the script says, politely, a board added (the round's page) or a move made (a board's page). */
    private static final String NEWS = "<p id=\"news\" class=\"news\" aria-live=\"polite\" aria-atomic=\"true\"></p>\n";

    /** The clocks as they stood when the page was made, for the script to run on: attributes of the board's element. */
    private static String clocks(BoardView v) {
        return " data-running=\"" + v.running() + "\" data-white-ms=\"" + v.whiteMillis() + "\" data-black-ms=\""
                + v.blackMillis() + "\"";
    }

    /** A field's value as HTML: escaped text, a clock's in its timer. */
    private static String value(BoardView v, String name) {
        String text = esc(field(v, name));
        return name.endsWith("Clock") ? TIMER + text + "</span>" : text;
    }

    private static String field(BoardView v, String name) {
        return switch (name) {
            case "white" -> v.white();
            case "black" -> v.black();
            case "moveNumber" -> v.records() == 0 ? "" : Integer.toString(v.moveNumber());
            case "lastSan" -> v.lastSan();
            case "lastWords" -> v.lastWords();
            case "whiteClock" -> v.whiteClock();
            case "blackClock" -> v.blackClock();
            case "status" -> v.status();
            default -> throw new IllegalArgumentException("no field " + name);
        };
    }

    /** Text as HTML shows it, never as markup. */
    static String esc(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (char c : text.toCharArray()) {
            switch (c) {
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '&' -> out.append("&amp;");
                case '"' -> out.append("&quot;");
                case '\'' -> out.append("&#39;");
                default -> out.append(c);
            }
        }
        return out.toString();
    }
}
