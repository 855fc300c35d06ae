package org.annabella.reconcile;

import java.util.ArrayList;
import java.util.List;
import org.annabella.announce.Phrase;
import org.annabella.reconcile.BoardVerdict.Status;

/**
 * A ruling as lines people read or hear: a headline with the articles, the facts found, each board's
 * verdict and numbered steps, the clocks, and what the arbiter decides. Short sentences with no
 * symbols a screen reader stumbles on; the words are the {@code reconcile.*} entries of the
 * messages phrasebooks.
 */
public final class RulingText {
    private RulingText() {
    }

    public static List<String> lines(ReconcileRuling r, Voice v) {
        List<String> out = new ArrayList<>();
        List<String> numbers = r.topics().stream().map(a -> a.article(r.edition())).distinct().toList();
        out.add(v.say(Phrase.of(numbers.size() == 1 ? "reconcile.ruling.article" : "reconcile.ruling.articles",
                "year", r.edition().year(), "articles", v.list(numbers))));
        out.add(v.say(headline(r)));
        for (Told f : r.findings()) {
            out.add(Adjustment.capital(f.in(v)));
        }
        for (BoardVerdict b : r.boards()) {
            out.addAll(board(b, v));
        }
        if (r.clocks() != null && r.clocks().white() != null && r.clocks().black() != null) {
            out.add(v.say(Phrase.of("reconcile.clocks", "white", ClockLog.format(r.clocks().white()),
                    "black", ClockLog.format(r.clocks().black()), "counter", r.clocks().moveCounter())));
        }
        for (Told d : r.decisions()) {
            out.add(v.say(Phrase.of("reconcile.arbiter-decides", "decision", d.phrase(v))));
        }
        return out;
    }

    public static String text(ReconcileRuling r, Voice v) {
        return String.join("\n", lines(r, v)) + "\n";
    }

    private static Phrase headline(ReconcileRuling r) {
        List<String> wrong = r.boards().stream().filter(BoardVerdict::needsAction).map(BoardVerdict::name).toList();
        List<String> given = r.boards().stream().filter(b -> b.status() != Status.NOT_GIVEN).map(BoardVerdict::name).toList();
        Phrase wrongBoards = wrong.isEmpty() && given.size() == 1 ? Phrase.of("reconcile.headline.board-shows-it", "board", given.get(0))
                : wrong.isEmpty() ? Phrase.of("reconcile.headline.both-show-it")
                : wrong.size() == 2 ? Phrase.of("reconcile.headline.both-wrong")
                : Phrase.of("reconcile.headline.board-wrong", "board", wrong.get(0));
        boolean noBoards = given.isEmpty();
        return switch (r.kind()) {
            case BOARDS_RIGHT -> noBoards ? Phrase.of("reconcile.headline.sheets-agree")
                    : given.size() == 1 ? Phrase.of("reconcile.headline.board-right", "board", given.get(0))
                    : Phrase.of("reconcile.headline.boards-right");
            case BOARD_WRONG -> Phrase.of("reconcile.headline.board-to-set", "boards", wrongBoards);
            case SHEET_SLIP -> noBoards ? Phrase.of("reconcile.headline.slip")
                    : Phrase.of("reconcile.headline.slip-boards", "boards", wrongBoards);
            case ILLEGAL_MOVE -> Phrase.of("reconcile.headline.illegal-move");
            case SHEETS_DIFFER -> Phrase.of("reconcile.headline.sheets-differ");
        };
    }

    private static List<String> board(BoardVerdict b, Voice v) {
        List<String> out = new ArrayList<>();
        String name = b.name();
        switch (b.status()) {
            case NOT_GIVEN -> {
                return out;
            }
            case RIGHT -> {
                out.add(v.say(Phrase.of("reconcile.board.right", "board", name)));
                return out;
            }
            default -> out.add(Adjustment.capital(b.explanation().in(v)));
        }
        if (!b.takeBack().isEmpty() && b.status() != Status.WRONG_MOVE) { // for WRONG_MOVE: an alternative the explanation names
            out.add(v.say(Phrase.of("reconcile.board.take-back", "board", name, "moves", MoveRef.list(b.takeBack(), v))));
        }
        if (!b.toPlay().isEmpty()) {
            out.add(v.say(Phrase.of("reconcile.board.to-play", "board", name, "moves", MoveRef.list(b.toPlay(), v))));
        }
        if (b.status() == Status.TURNED) {
            out.add(v.say(Phrase.of("reconcile.board.turn-round", "board", name)));
        }
        for (int i = 0; i < b.steps().size(); i++) {
            out.add(v.say(Phrase.of("reconcile.board.step", "board", name, "number", i + 1,
                    "step", Adjustment.capital(b.steps().get(i).say(v)))));
        }
        return out;
    }
}
