package org.annabella.reconcile;

import org.annabella.laws.Rule;
import java.util.ArrayList;
import java.util.List;
import org.annabella.reconcile.BoardVerdict.Status;

/**
 * A ruling as lines people read or hear: a headline with the articles, the facts found, each board's
 * verdict and numbered steps, the clocks, and what the arbiter decides. Short sentences with no
 * symbols a screen reader stumbles on.
 */
public final class RulingText {
    private RulingText() {
    }

    public static List<String> lines(Ruling r, Voice v) {
        List<String> out = new ArrayList<>();
        boolean es = v == Voice.SPANISH;
        List<String> numbers = r.topics().stream().map(a -> a.article(r.edition())).distinct().toList();
        String articles = numbers.size() == 1 ? numbers.get(0) : String.join(", ", numbers.subList(0, numbers.size() - 1))
                + (es ? " y " : " and ") + numbers.get(numbers.size() - 1);
        String plural = numbers.size() == 1 ? "" : "s";
        out.add(es ? "Decisión según las Leyes del Ajedrez de " + r.edition().year() + ", artículo" + plural + " " + articles + "."
                : "Ruling under the " + r.edition().year() + " Laws of Chess, article" + plural + " " + articles + ".");
        out.add(headline(r).in(v));
        for (Say f : r.findings()) {
            out.add(Adjustment.capital(f.in(v)));
        }
        for (BoardVerdict b : r.boards()) {
            out.addAll(board(b, v));
        }
        if (r.clocks() != null && r.clocks().white() != null && r.clocks().black() != null) {
            out.add(es ? "Relojes: blancas " + ClockLog.format(r.clocks().white()) + ", negras " + ClockLog.format(r.clocks().black())
                    + "; contador de jugadas " + r.clocks().moveCounter() + "."
                    : "Clocks: White " + ClockLog.format(r.clocks().white()) + ", Black " + ClockLog.format(r.clocks().black())
                    + "; move counter " + r.clocks().moveCounter() + ".");
        }
        for (Say d : r.decisions()) {
            out.add((es ? "El árbitro decide: " : "The arbiter decides: ") + d.in(v));
        }
        return out;
    }

    public static String text(Ruling r, Voice v) {
        return String.join("\n", lines(r, v)) + "\n";
    }

    private static Say headline(Ruling r) {
        List<String> wrong = r.boards().stream().filter(BoardVerdict::needsAction).map(BoardVerdict::name).toList();
        List<String> given = r.boards().stream().filter(b -> b.status() != Status.NOT_GIVEN).map(BoardVerdict::name).toList();
        Say wrongBoards = wrong.isEmpty() && given.size() == 1
                ? Say.of("board " + given.get(0) + " shows it", "el tablero " + given.get(0) + " la muestra")
                : wrong.isEmpty() ? Say.of("both boards show it", "los dos tableros la muestran")
                : wrong.size() == 2 ? Say.of("both boards are wrong", "los dos tableros están mal")
                : Say.of("board " + wrong.get(0) + " is wrong", "el tablero " + wrong.get(0) + " está mal");
        boolean noBoards = r.boards().stream().allMatch(b -> b.status() == Status.NOT_GIVEN);
        return switch (r.kind()) {
            case BOARDS_RIGHT -> noBoards ? Say.of("The scoresheets agree.", "Las planillas coinciden.")
                    : given.size() == 1
                    ? Say.of("The scoresheets agree and board " + given.get(0) + " shows their position: nothing to correct.",
                            "Las planillas coinciden y el tablero " + given.get(0) + " muestra su posición: no hay nada que corregir.")
                    : Say.of("The scoresheets agree and both boards show their position: nothing to correct.",
                            "Las planillas coinciden y los dos tableros muestran su posición: no hay nada que corregir.");
            case BOARD_WRONG -> Say.of("The scoresheets agree, so their position stands; {0}.",
                    "Las planillas coinciden, así que vale su posición; {0}.", wrongBoards);
            case SHEET_SLIP -> Say.of("One scoresheet has a recording slip; corrected, the sheets agree and their position stands"
                    + (noBoards ? "." : "; {0}."), "Una planilla tiene un error de anotación; corregido, las planillas coinciden y vale su posición"
                    + (noBoards ? "." : "; {0}."), wrongBoards);
            case ILLEGAL_MOVE -> Say.of("An illegal move was recorded: the position before it is reinstated.",
                    "Se anotó una jugada ilegal: se restablece la posición anterior a ella.");
            case SHEETS_DIFFER -> Say.of("The scoresheets differ: the moves are taken back to where they agree and the clocks readjusted.",
                    "Las planillas difieren: se retrocede hasta donde coinciden y se reajustan los relojes.");
        };
    }

    private static List<String> board(BoardVerdict b, Voice v) {
        List<String> out = new ArrayList<>();
        boolean es = v == Voice.SPANISH;
        String name = (es ? "Tablero " : "Board ") + b.name();
        switch (b.status()) {
            case NOT_GIVEN -> {
                return out;
            }
            case RIGHT -> {
                out.add(name + (es ? ": correcto." : ": right."));
                return out;
            }
            default -> out.add(Adjustment.capital(b.explanation().in(v)));
        }
        if (!b.takeBack().isEmpty() && b.status() != Status.WRONG_MOVE) { // for WRONG_MOVE: an alternative the explanation names
            out.add(name + (es ? ", jugadas que se retiran, de la última a la primera: " : ", moves to take back, latest first: ")
                    + String.join("; ", b.takeBack().stream().map(m -> m.say().in(v)).toList()) + ".");
        }
        if (!b.toPlay().isEmpty()) {
            out.add(name + (es ? ", jugadas que faltan por hacer: " : ", moves still to make: ")
                    + String.join("; ", b.toPlay().stream().map(m -> m.say().in(v)).toList()) + ".");
        }
        if (b.status() == Status.TURNED) {
            out.add(name + (es ? ", paso 1: Coloca el tablero bien orientado, con la misma posición."
                    : ", step 1: Set the board the right way round, with the same position."));
        }
        for (int i = 0; i < b.steps().size(); i++) {
            out.add(name + (es ? ", paso " : ", step ") + (i + 1) + ": " + Adjustment.capital(b.steps().get(i).say(v)) + ".");
        }
        return out;
    }
}
