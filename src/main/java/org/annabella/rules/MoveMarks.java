package org.annabella.rules;

import java.util.ArrayList;
import java.util.List;

/**
 * What a written move claims that the move does not do: a capture sign on a move that captures
 * nothing, a check sign on a move that gives no check, a mate sign on a move that does not mate.
 * Scoresheets are written so and the Laws do not make such a move wrong (it is still the one
 * move it names), but an arbiter checking sheets wants to see each. A missing sign is not a
 * false claim and is not noted.
 */
public final class MoveMarks {
    private MoveMarks() {
    }

    /**
     * The false claims of {@code written}, the text of the move last played in {@code game}, each
     * as a short phrase; empty when the text claims nothing false. The position reached says all
     * that is needed: nothing is copied or played, and no SAN is written.
     */
    public static List<String> falseClaims(Game game, String written) {
        String text = withoutGlyphs(written);
        boolean falseCapture = !game.lastMoveCaptured() && (text.indexOf('x') >= 0 || text.indexOf(':') >= 0);
        char last = text.isEmpty() ? ' ' : text.charAt(text.length() - 1);
        String falseCheck = null;
        if (last == '#' && !game.isCheckmate()) {
            falseCheck = game.isCheck() ? "written as mate ('#'), but it only gives check" : "written as mate ('#'), but it gives no check";
        } else if (last == '+' && !game.isCheck()) {
            falseCheck = "written as check ('+'), but it gives no check";
        }
        if (!falseCapture && falseCheck == null) {
            return List.of(); // most texts: nothing made (a file has a sign in every third move)
        }
        List<String> out = new ArrayList<>(2);
        if (falseCapture) {
            out.add("written as a capture, but it captures nothing");
        }
        if (falseCheck != null) {
            out.add(falseCheck);
        }
        return out;
    }

    /** The text without the annotation glyphs that may follow it ("!", "?", "!?"). */
    private static String withoutGlyphs(String written) {
        int end = written.length();
        while (end > 0 && (written.charAt(end - 1) == '!' || written.charAt(end - 1) == '?')) {
            end--;
        }
        return written.substring(0, end).strip();
    }
}
