package org.annabella.session;

import java.time.LocalDateTime;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.annabella.announce.Phrase;
import org.annabella.laws.Result;
import org.annabella.rules.Color;
import org.annabella.rules.InputException;
import org.annabella.session.Event.*;

/**
 * Events as one line of tab-separated fields: wall-clock milliseconds, the kind, then the
 * event's own fields. Backslash, tab and line breaks inside a field are escaped. A ruling is kept
 * as its phrase (JSON, so a resumed game can say it in any language) followed by its English words.
 */
final class EventCodec {
    /** The started record's field naming the program that wrote it (journals before 0.1.0 lack it). */
    static final String PROGRAM = "program";

    private EventCodec() {
    }

    /** An event with the wall-clock time it was written. */
    record Stamped(long at, Event event) {
    }

    static String encode(long at, Event e) {
        return encode(at, e, false);
    }

    /** The same line for people reading the event log: a ruling by its English words alone. */
    static String readable(long at, Event e) {
        return encode(at, e, true);
    }

    private static String encode(long at, Event e, boolean forPeople) {
        List<String> f = new ArrayList<>();
        f.add(Long.toString(at));
        if (e instanceof Started s) {
            f.add("started");
            s.setup().toFields().forEach((k, v) -> f.add(k + "=" + v));
            if (!forPeople) {
                // Which build started the game, for the arbiter; a reader of the setup skips it, and
                // the event log leaves it out: a decoded record does not keep it.
                f.add(PROGRAM + "=" + ProgramVersion.current());
            }
        } else if (e instanceof MoveMade m) {
            add(f, "move", m.side(), m.uci(), m.origin().name());
        } else if (e instanceof Announced a) {
            add(f, "announced", a.side(), a.words());
        } else if (e instanceof TakenBack t) {
            add(f, "taken-back", t.side(), t.uci());
        } else if (e instanceof Repeated r) {
            add(f, "repeated", r.side());
        } else if (e instanceof Executed x) {
            add(f, "executed", x.side());
        } else if (e instanceof Pressed p) {
            add(f, "pressed", p.side(), p.whiteMillis(), p.blackMillis());
        } else if (e instanceof ClockNoted c) {
            add(f, "clock", c.whiteMillis(), c.blackMillis());
        } else if (e instanceof Paused p) {
            add(f, "paused", p.whiteMillis(), p.blackMillis());
        } else if (e instanceof ClockSet c) {
            add(f, "clock-set", c.whiteMillis(), c.blackMillis());
            addValues(f, forPeople ? new Object[] {c.reason()} : new Object[] {PhraseJson.write(c.reason()), c.reason()});
        } else if (e instanceof Retracted r) {
            add(f, "retracted", r.plies());
        } else if (e instanceof Resumed) {
            f.add("resumed");
        } else if (e instanceof Touched t) {
            add(f, "touched", t.side(), t.square());
        } else if (e instanceof DrawOffered d) {
            add(f, "draw-offered", d.side());
        } else if (e instanceof DrawAnswered d) {
            add(f, "draw-answered", d.side(), d.accepted());
        } else if (e instanceof Claimed c) {
            add(f, "claimed", c.side(), c.claim().name(), c.uci() == null ? "" : c.uci(), c.upheld());
        } else if (e instanceof Resigned r) {
            add(f, "resigned", r.side());
        } else if (e instanceof IllegalCompleted x) {
            add(f, "illegal", x.offender(), x.kind().name());
        } else if (e instanceof Sealed s) {
            add(f, "sealed", s.side(), s.move());
            EnvelopeFace face = s.face();
            if (face != null) {
                addValues(f, face.whiteUsed(), face.blackUsed(), face.whiteAdded(), face.blackAdded(), face.resumption(),
                        face.place());
            }
        } else if (e instanceof ResumptionBegan r) {
            add(f, "resumption", r.replierPresent(), r.sealerPresent(), r.whiteMillis(), r.blackMillis());
        } else if (e instanceof Arrived a) {
            add(f, "arrived", a.side());
        } else if (e instanceof ReplySealed r) {
            add(f, "reply-sealed", r.side(), r.move(), r.whiteMillis(), r.blackMillis());
        } else if (e instanceof Forfeited x) {
            add(f, "forfeit", x.side());
        } else if (e instanceof FlagFell x) {
            add(f, "flag", x.side());
        } else if (e instanceof Ruled r) {
            add(f, "ruling", r.number(), r.article());
            addValues(f, forPeople ? new Object[] {r.phrase()} : new Object[] {PhraseJson.write(r.phrase()), r.phrase()});
        } else if (e instanceof Overridden o) {
            add(f, "override", o.number(), o.text());
        } else if (e instanceof Scored s) {
            add(f, "scored", s.keeper(), s.ply(), s.text());
        } else if (e instanceof BoardDiverged d) {
            add(f, "board-diverged", d.board());
            addValues(f, forPeople ? new Object[] {d.what()} : new Object[] {PhraseJson.write(d.what()), d.what()});
        } else if (e instanceof BoardAgreed a) {
            add(f, "board-agreed", a.board());
        } else if (e instanceof Ended x) {
            add(f, "ended", x.result().pgn(), x.reason());
            if (x.ruling() != null) {
                addValues(f, x.ruling().number(), x.ruling().article());
                if (!forPeople) {
                    addValues(f, PhraseJson.write(x.ruling().phrase()));
                }
            }
        }
        StringBuilder sb = new StringBuilder();
        for (String s : f) {
            if (sb.length() > 0) {
                sb.append('\t');
            }
            escape(s, sb);
        }
        return sb.toString();
    }

    private static void add(List<String> f, String kind, Object... values) {
        f.add(kind);
        addValues(f, values);
    }

    private static void addValues(List<String> f, Object... values) {
        for (Object v : values) {
            f.add(v instanceof Color c ? c.name().toLowerCase(java.util.Locale.ROOT) : String.valueOf(v));
        }
    }

    /** The event a journal line holds; refused (an {@link InputException} saying what is wrong) when it holds none. */
    static Stamped decode(String line) {
        List<String> f = split(line);
        try {
            long at = Long.parseLong(f.get(0));
            if (at < 0) {
                throw new InputException("its time, " + at + ", is before 1970");
            }
            String kind = f.get(1);
            Event e = switch (kind) {
                case "started" -> {
                    Map<String, String> m = new LinkedHashMap<>();
                    for (String kv : f.subList(2, f.size())) {
                        int eq = kv.indexOf('=');
                        m.put(kv.substring(0, eq), kv.substring(eq + 1));
                    }
                    yield new Started(Setup.fromFields(m));
                }
                case "move" -> new MoveMade(color(f, 2), f.get(3), Event.Origin.valueOf(f.get(4)));
                case "announced" -> new Announced(color(f, 2), f.get(3));
                case "taken-back" -> new TakenBack(color(f, 2), f.get(3));
                case "repeated" -> new Repeated(color(f, 2));
                case "executed" -> new Executed(color(f, 2));
                case "pressed" -> new Pressed(color(f, 2), Long.parseLong(f.get(3)), Long.parseLong(f.get(4)));
                case "clock" -> new ClockNoted(Long.parseLong(f.get(2)), Long.parseLong(f.get(3)));
                case "paused" -> new Paused(Long.parseLong(f.get(2)), Long.parseLong(f.get(3)));
                case "clock-set" -> new ClockSet(Long.parseLong(f.get(2)), Long.parseLong(f.get(3)), PhraseJson.read(f.get(4)));
                case "resumed" -> new Resumed();
                case "retracted" -> new Retracted(Integer.parseInt(f.get(2)));
                case "touched" -> new Touched(color(f, 2), f.get(3));
                case "draw-offered" -> new DrawOffered(color(f, 2));
                case "draw-answered" -> new DrawAnswered(color(f, 2), Boolean.parseBoolean(f.get(3)));
                case "claimed" -> new Claimed(color(f, 2), Event.Claim.valueOf(f.get(3)),
                        f.get(4).isEmpty() ? null : f.get(4), Boolean.parseBoolean(f.get(5)));
                case "resigned" -> new Resigned(color(f, 2));
                case "illegal" -> new IllegalCompleted(color(f, 2), Event.Illegality.valueOf(f.get(3)));
                case "sealed" -> new Sealed(color(f, 2), f.get(3), f.size() > 4 ? face(f, 4) : null);
                case "resumption" -> new ResumptionBegan(Boolean.parseBoolean(f.get(2)), Boolean.parseBoolean(f.get(3)),
                        Long.parseLong(f.get(4)), Long.parseLong(f.get(5)));
                case "arrived" -> new Arrived(color(f, 2));
                case "reply-sealed" -> new ReplySealed(color(f, 2), f.get(3), Long.parseLong(f.get(4)), Long.parseLong(f.get(5)));
                case "forfeit" -> new Forfeited(color(f, 2));
                case "flag" -> new FlagFell(color(f, 2));
                case "ruling" -> ruled(f, 2);
                case "override" -> new Overridden(Integer.parseInt(f.get(2)), f.get(3));
                case "scored" -> new Scored(color(f, 2), Integer.parseInt(f.get(3)), f.get(4));
                case "board-diverged" -> new BoardDiverged(color(f, 2), PhraseJson.read(f.get(3)));
                case "board-agreed" -> new BoardAgreed(color(f, 2));
                case "ended" -> new Ended(Result.fromPgn(f.get(2)), f.get(3), f.size() > 4 ? ruled(f, 4) : null);
                default -> throw new InputException("unknown kind '" + kind + "'");
            };
            return new Stamped(at, e);
        } catch (IndexOutOfBoundsException | IllegalArgumentException | DateTimeParseException e) {
            throw new InputException("it is not a valid event: " + fault(e));
        }
    }

    /** What is wrong with a record's fields, in words: the library's own messages name Java classes. */
    private static String fault(RuntimeException e) {
        if (e instanceof InputException) {
            return e.getMessage();
        }
        if (e instanceof NumberFormatException) {
            return "a number field holds something else";
        }
        if (e instanceof DateTimeParseException) {
            return "a date field holds something else";
        }
        return e instanceof IndexOutOfBoundsException ? "a field is missing" : "a field holds an unknown value";
    }

    /** An envelope's face from field {@code i} on: times used and added, resumption, place. */
    private static EnvelopeFace face(List<String> f, int i) {
        return new EnvelopeFace(Long.parseLong(f.get(i)), Long.parseLong(f.get(i + 1)), Long.parseLong(f.get(i + 2)),
                Long.parseLong(f.get(i + 3)), LocalDateTime.parse(f.get(i + 4)), f.get(i + 5));
    }

    /** A ruling's number, article and phrase from field {@code i} on (the English words after them are for people). */
    private static Ruled ruled(List<String> f, int i) {
        String words = f.get(i + 2);
        // Journals written before rulings were phrases hold the ruling's English words: keep them as words.
        Phrase phrase = words.startsWith("{") ? PhraseJson.read(words) : Phrase.of("session.arbiter-words", "text", words);
        return new Ruled(Integer.parseInt(f.get(i)), f.get(i + 1), phrase);
    }

    private static Color color(List<String> f, int i) {
        return Color.valueOf(f.get(i).toUpperCase(java.util.Locale.ROOT));
    }

    private static void escape(String s, StringBuilder sb) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '\\' -> sb.append("\\\\");
                case '\t' -> sb.append("\\t");
                case '\n' -> sb.append("\\n");
                case '\r' -> sb.append("\\r");
                default -> sb.append(c);
            }
        }
    }

    private static List<String> split(String line) {
        List<String> out = new ArrayList<>();
        StringBuilder cur = new StringBuilder();
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == '\t') {
                out.add(cur.toString());
                cur.setLength(0);
            } else if (c == '\\' && i + 1 < line.length()) {
                char n = line.charAt(++i);
                cur.append(switch (n) {
                    case 't' -> '\t';
                    case 'n' -> '\n';
                    case 'r' -> '\r';
                    default -> n;
                });
            } else {
                cur.append(c);
            }
        }
        out.add(cur.toString());
        return out;
    }
}
