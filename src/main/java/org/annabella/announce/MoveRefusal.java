package org.annabella.announce;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;
import org.annabella.rules.Color;
import org.annabella.rules.InputException;
import org.annabella.rules.MoveParseException;

/**
 * A typed move the reader refused, as a phrase every language says whole: the text, and why
 * (its reason from {@link MoveParseException#reason()}, phrasebook key {@code move.reason.KEY}),
 * or, when ambiguous, every candidate as the game announces moves. In English the words are the
 * reader's own message.
 */
public final class MoveRefusal {
    private MoveRefusal() {
    }

    /** The refusal of {@code text} in {@code position} (before the move), candidates named by {@code announced}. */
    public static Refusal of(MoveParseException e, String text, IntFunction<String> announced) {
        String typed = unquoted(text);
        return switch (e.kind()) {
            case AMBIGUOUS -> Refusal.of("session.refusal.move-ambiguous", "typed", typed,
                    "candidates", either(e.candidates(), announced));
            case ILLEGAL -> Refusal.of("session.refusal.move-illegal", "typed", typed, "reason", reason(e, typed, "illegal"));
            case UNREADABLE -> Refusal.of("session.refusal.move-unreadable", "typed", typed, "reason", reason(e, typed, "unreadable"));
        };
    }

    /** The text as the reader's messages quote it (controls named, long text cut), without the quotes. */
    private static String unquoted(String text) {
        return InputException.escape(text == null ? "" : text.strip());
    }

    /** "Ndf3 or Ngf3", "Ba6, Bb5 or Bc4": the list said with the language's "or". */
    private static Phrase either(int[] candidates, IntFunction<String> announced) {
        List<String> names = new ArrayList<>();
        for (int m : candidates) {
            names.add(announced.apply(m));
        }
        names.sort(null);
        String last = names.remove(names.size() - 1);
        return Phrase.of("list.or", "first", String.join(", ", names), "last", last);
    }

    private static Phrase reason(MoveParseException e, String typed, String kind) {
        MoveParseException.Reason r = e.reason();
        if (r == null) {
            return Phrase.of("move." + kind + ".unstated", "text", unstated(e.getMessage(), typed));
        }
        Object[] values = r.namesAndValues().toArray();
        for (int i = 1; i < values.length; i += 2) {
            if (values[i] instanceof Color c) {
                values[i] = Phrase.of("move.side." + (c == Color.WHITE ? "white" : "black"));
            }
        }
        return Phrase.of("move.reason." + r.key(), values);
    }

    /** The reader's English reason without the words that quote the text, which the phrase says itself. */
    private static String unstated(String message, String typed) {
        String quoted = '"' + typed + '"';
        for (String prefix : List.of("illegal move " + quoted + ": ", "cannot read " + quoted + " as a move: ",
                "cannot read " + quoted + ": ")) {
            if (message.startsWith(prefix)) {
                return message.substring(prefix.length());
            }
        }
        return message;
    }
}
