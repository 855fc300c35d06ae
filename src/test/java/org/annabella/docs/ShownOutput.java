package org.annabella.docs;

import java.util.ArrayList;
import java.util.List;

/**
 * How a doc page's shown output is compared with what the program printed, line by line, with
 * trailing white space and trailing empty lines ignored. A line that is only {@code ...} stands
 * for any number of lines (none included); every other line must be there exactly, in order, and
 * lines shown next to each other must be printed next to each other. Without a {@code ...} line
 * the output is exactly what the page shows.
 */
final class ShownOutput {
    static final String ELISION = "...";

    private ShownOutput() {
    }

    static boolean matches(List<String> shown, String printed) {
        List<String> actual = lines(printed);
        List<List<String>> runs = runs(shown);
        boolean openStart = !shown.isEmpty() && shown.get(0).strip().equals(ELISION);
        boolean openEnd = !shown.isEmpty() && shown.get(shown.size() - 1).strip().equals(ELISION);
        if (runs.size() <= 1 && !openStart && !openEnd) {
            return actual.equals(runs.isEmpty() ? List.of() : runs.get(0));
        }
        int at = 0;
        for (int r = 0; r < runs.size(); r++) {
            List<String> run = runs.get(r);
            boolean first = r == 0 && !openStart;
            boolean last = r == runs.size() - 1 && !openEnd;
            int found = last ? actual.size() - run.size() : indexOf(actual, run, at);
            if (found < at || (first && found != 0) || !actual.subList(found, found + run.size()).equals(run)) {
                return false;
            }
            at = found + run.size();
        }
        return true;
    }

    /** The printed text as lines without trailing white space or trailing empty lines. */
    static List<String> lines(String printed) {
        List<String> lines = new ArrayList<>();
        for (String line : printed.replace("\r\n", "\n").split("\n", -1)) {
            lines.add(line.stripTrailing());
        }
        while (!lines.isEmpty() && lines.get(lines.size() - 1).isEmpty()) {
            lines.remove(lines.size() - 1);
        }
        return lines;
    }

    /** The shown lines between the {@code ...} lines, each run without trailing white space. */
    private static List<List<String>> runs(List<String> shown) {
        List<List<String>> runs = new ArrayList<>();
        List<String> run = new ArrayList<>();
        for (String line : shown) {
            if (line.strip().equals(ELISION)) {
                if (!run.isEmpty()) {
                    runs.add(run);
                }
                run = new ArrayList<>();
            } else {
                run.add(line.stripTrailing());
            }
        }
        if (!run.isEmpty()) {
            runs.add(run);
        }
        return runs;
    }

    private static int indexOf(List<String> actual, List<String> run, int from) {
        for (int i = from; i + run.size() <= actual.size(); i++) {
            if (actual.subList(i, i + run.size()).equals(run)) {
                return i;
            }
        }
        return -1;
    }
}
