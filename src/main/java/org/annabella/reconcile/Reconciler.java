package org.annabella.reconcile;

import org.annabella.laws.Rule;
import org.annabella.announce.Phrase;
import org.annabella.laws.Edition;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.annabella.reconcile.ReconcileRuling.ClockSetting;
import org.annabella.reconcile.ReconcileRuling.Kind;
import org.annabella.reconcile.SheetComparison.Relation;
import org.annabella.rules.Color;
import org.annabella.rules.Position;

/**
 * The arbiter's tool for two boards that came to show different positions (2009 E.2.7/E.2.8, 2014
 * D.2.7/D.2.8, 2018 and 2023 D.2.9): reads both scoresheets, finds how they relate, judges each
 * board against the position that stands, and says what to do, citing the chosen edition.
 */
public final class Reconciler {
    private Reconciler() {
    }

    /**
     * Everything the arbiter has: the two sheets, the two boards (null when not known), the clock
     * readings (may be empty), and the edition of the Laws that applies.
     */
    public record Case(WrittenSheet sheetA, WrittenSheet sheetB, BoardSnapshot boardA, BoardSnapshot boardB,
            ClockLog clockLog, Edition edition) {
    }

    /** The position the boards must show and what to judge them by. */
    private record Frame(Line line, int target, List<Line> sheetLines, IllegalMove illegal, boolean illegalRecorded,
            boolean retrace) {
    }

    /** What the ruling collects as it goes: the articles, the facts, the arbiter's decisions. */
    private record Notes(Edition ed, Set<Rule> topics, List<Told> findings, List<Told> decisions) {
    }

    public static ReconcileRuling rule(Case c) {
        SheetReading a = SheetReader.read(c.sheetA().named("A"));
        SheetReading b = SheetReader.read(c.sheetB().named("B"));
        SheetComparison cmp = SheetComparison.compare(a, b);
        Notes notes = new Notes(c.edition(), new LinkedHashSet<>(), new ArrayList<>(), new ArrayList<>());
        notes.findings().add(readingFact(a));
        notes.findings().add(readingFact(b));
        Frame frame = switch (cmp.relation()) {
            case AGREE -> agree(a, notes);
            case SLIP -> slip(cmp, notes);
            case ILLEGAL_MOVE_RECORDED -> illegalRecorded(a, cmp.agreedPlies(), notes);
            case DIFFER -> differ(a, b, cmp.agreedPlies(), notes);
        };
        boolean sheetsStand = cmp.relation() == Relation.AGREE || cmp.relation() == Relation.SLIP;
        List<BoardVerdict> boards = new ArrayList<>();
        for (String name : List.of("A", "B")) {
            BoardSnapshot snap = name.equals("A") ? c.boardA() : c.boardB();
            BoardVerdict v = snap == null ? BoardVerdict.notGiven(name)
                    : BoardJudge.judge(name, snap, frame.line(), frame.target(), frame.sheetLines(), frame.illegal(),
                            frame.illegalRecorded());
            boards.add(v);
            boardConsequences(v, notes, sheetsStand);
        }
        ClockSetting clocks = frame.retrace() ? clockSetting(c.clockLog(), a, b, frame.line(), frame.target(), notes) : null;
        Kind kind = switch (cmp.relation()) {
            case AGREE -> boards.stream().anyMatch(BoardVerdict::needsAction) ? Kind.BOARD_WRONG : Kind.BOARDS_RIGHT;
            case SLIP -> Kind.SHEET_SLIP;
            case ILLEGAL_MOVE_RECORDED -> Kind.ILLEGAL_MOVE;
            case DIFFER -> Kind.SHEETS_DIFFER;
        };
        Line line = frame.line();
        int agreed = Math.min(cmp.agreedPlies(), line.plies());
        return new ReconcileRuling(notes.ed(), kind, List.copyOf(notes.topics()), cmp, notes.findings(), boards, frame.target(),
                line.position(frame.target()).toFen(), agreed > 0 ? line.ref(agreed - 1) : null, clocks, notes.decisions());
    }

    /** The sheets agree: their last position stands (2009 E.2.7). */
    private static Frame agree(SheetReading a, Notes notes) {
        notes.topics().add(Rule.BOARDS_DIFFER_SHEETS_AGREE);
        Line line = Line.of(a);
        return new Frame(line, line.plies(), List.of(), null, false, false);
    }

    /** One sheet has a slip: corrected, the other sheet's last position stands; else they differ. */
    private static Frame slip(SheetComparison cmp, Notes notes) {
        notes.topics().add(Rule.BOARDS_DIFFER_SHEETS_AGREE);
        notes.topics().add(Rule.BOARDS_DIFFER_SHEETS_DIFFER);
        notes.findings().add(slipFact(cmp, cmp.agreedPlies()));
        notes.decisions().add(slipDecision(cmp, cmp.agreedPlies(), notes.ed()));
        Line line = Line.of(cmp.rightSheet());
        return new Frame(line, line.plies(), List.of(), null, false, false);
    }

    /** Both sheets record the same illegal move: the position before it is reinstated (2009 7.4.a). */
    private static Frame illegalRecorded(SheetReading a, int k, Notes notes) {
        Edition ed = notes.ed();
        Line line = Line.of(a);
        Position before = line.position(k);
        notes.topics().add(Rule.ILLEGAL_MOVE_RESTORED);
        notes.topics().add(Rule.CLOCKS_RESTORED);
        notes.topics().add(Rule.ILLEGAL_MOVE_PENALTY);
        Told place = place(before);
        notes.findings().add(v -> Phrase.of("reconcile.illegal.recorded", "place", place.phrase(v), "text", a.text(k),
                "reason", reason(a.stopReason())));
        notes.findings().add(Told.of("reconcile.illegal.reinstated", "rule", ed.cite(Rule.ILLEGAL_MOVE_RESTORED)));
        notes.decisions().add(Told.of("reconcile.decide.penalty", "rule", ed.cite(Rule.ILLEGAL_MOVE_PENALTY),
                "player", before.sideToMove()));
        return new Frame(line, k, List.of(), IllegalMove.interpret(before, a.text(k), a.letters()), true, true);
    }

    /** The sheets differ: the moves are retraced to where they agree (2009 E.2.8). */
    private static Frame differ(SheetReading a, SheetReading b, int k, Notes notes) {
        Edition ed = notes.ed();
        Line line = Line.of(a).prefix(k);
        notes.topics().add(Rule.BOARDS_DIFFER_SHEETS_DIFFER);
        notes.topics().add(Rule.CLOCKS_RESTORED);
        notes.findings().add(differFact(a, b, k, line));
        for (SheetReading sheet : List.of(a, b)) {
            if (sheet.plies() > k) {
                List<MoveRef> after = sheet.refs().subList(k, sheet.plies());
                notes.findings().add(v -> Phrase.of("reconcile.differ.goes-on", "sheet", sheet.sheet().name(),
                        "moves", MoveRef.list(after, v)));
            }
        }
        SheetReading shorter = a.sheet().moves().size() == k ? a : b.sheet().moves().size() == k ? b : null;
        SheetReading longer = shorter == a ? b : a;
        if (shorter != null && shorter.isLegalThroughout() && longer.plies() > k) { // the longer sheet has legal moves to add
            Told last = longer.refs().get(longer.plies() - 1).say();
            notes.decisions().add(v -> Phrase.of("reconcile.decide.sheet-ends-early", "sheet", shorter.sheet().name(),
                    "move", last.phrase(v), "rule", ed.cite(Rule.BOARDS_DIFFER_SHEETS_AGREE)));
        }
        return new Frame(line, k, List.of(Line.of(a), Line.of(b)), null, false, true);
    }

    /** What the sheet reads as: all legal to its last move, or where it stops being legal and why. */
    private static Told readingFact(SheetReading s) {
        String sheet = s.sheet().name();
        if (s.isLegalThroughout()) {
            if (s.plies() == 0) {
                return Told.of("reconcile.sheet.no-moves", "sheet", sheet);
            }
            Told last = s.refs().get(s.plies() - 1).say();
            return s.plies() == 1 ? v -> Phrase.of("reconcile.sheet.reads-one", "sheet", sheet, "move", last.phrase(v))
                    : v -> Phrase.of("reconcile.sheet.reads", "sheet", sheet, "count", s.plies(), "move", last.phrase(v));
        }
        String key = switch (s.stopKind()) {
            case UNREADABLE -> "reconcile.sheet.stops-unreadable";
            case ILLEGAL -> "reconcile.sheet.stops-illegal";
            case AMBIGUOUS -> "reconcile.sheet.stops-ambiguous";
        };
        Told place = place(s.positionAt(s.plies()));
        return v -> Phrase.of(key, "sheet", sheet, "place", place.phrase(v), "text", s.text(s.stop()),
                "reason", reason(s.stopReason()));
    }

    /** The reader's reason without its own repetition of the text ("illegal move \"Nd5\": the knight is pinned"). */
    static String reason(String message) {
        int quoteColon = message.indexOf("\": ");
        return quoteColon >= 0 ? message.substring(quoteColon + 3) : message;
    }

    /** "White's move 17" for the move to be made in {@code p}. */
    static Told place(Position p) {
        return Told.of("reconcile.place", "player", p.sideToMove(), "number", p.fullmoveNumber());
    }

    private static Told slipFact(SheetComparison cmp, int k) {
        SheetReading wrong = cmp.wrongSheet();
        SheetReading right = cmp.rightSheet();
        String w = wrong == null ? null : wrong.sheet().name();
        String other = right.sheet().name();
        MoveRef rightMove = right.refs().get(k);
        boolean laterAgree = wrong != null && wrong.sheet().moves().size() > k + 1;
        return switch (cmp.slip()) {
            case MISSING_MOVE -> v -> Phrase.of("reconcile.slip.missing", "sheet", w, "move", rightMove.say().phrase(v),
                    "other", other);
            case DOUBLED_MOVE -> Told.of("reconcile.slip.doubled", "sheet", w, "text", wrong.text(k), "other", other);
            case EXTRA_MOVE -> Told.of("reconcile.slip.extra", "sheet", w, "text", wrong.text(k), "other", other);
            case TRANSPOSED -> wrong == null
                    ? v -> Phrase.of("reconcile.slip.transposed-both-legal", "first", cmp.a().refs().get(k).say().phrase(v),
                            "second", cmp.a().refs().get(k + 2).say().phrase(v))
                    : v -> Phrase.of("reconcile.slip.transposed", "sheet", w, "first", rightMove.say().phrase(v),
                            "second", right.refs().get(k + 2).say().phrase(v), "other", other);
            case MISWRITTEN, AMBIGUOUS -> {
                String key = "reconcile.slip." + (cmp.slip() == SheetComparison.Slip.MISWRITTEN ? "miswritten" : "ambiguous")
                        + (laterAgree ? "-later-agree" : "");
                Told place = place(right.positionAt(k));
                yield v -> Phrase.of(key, "sheet", w, "text", wrong.text(k), "place", place.phrase(v), "other", other,
                        "move", rightMove.move(v));
            }
        };
    }

    private static Told slipDecision(SheetComparison cmp, int k, Edition ed) {
        Told back = k == 0 ? Told.of("reconcile.the-start") : positionAfter(cmp.a().refs().get(k - 1));
        String rule = ed.cite(Rule.BOARDS_DIFFER_SHEETS_DIFFER);
        if (cmp.wrongSheet() == null) {
            return v -> Phrase.of("reconcile.decide.which-order", "rule", rule, "back", back.phrase(v));
        }
        return v -> Phrase.of("reconcile.decide.slip", "sheet", cmp.wrongSheet().sheet().name(), "rule", rule,
                "back", back.phrase(v));
    }

    /** "the position after White's move 12, Nf3". */
    private static Told positionAfter(MoveRef move) {
        return v -> Phrase.of("reconcile.position-after", "move", move.say().phrase(v));
    }

    private static Told differFact(SheetReading a, SheetReading b, int k, Line line) {
        Told where = place(line.position(k));
        Told back = k == 0 ? Told.of("reconcile.starting-position") : positionAfter(line.ref(k - 1));
        return v -> Phrase.of("reconcile.differ.from", "place", where.phrase(v), "a", written(a, k, v), "b", written(b, k, v),
                "back", back.phrase(v));
    }

    /** What a sheet has at index k, with its verb: "has Nf3", "has \"Nf5\"", "has nothing more". */
    private static Phrase written(SheetReading s, int k, Voice v) {
        if (k < s.plies()) {
            return Phrase.of("reconcile.differ.has", "move", s.refs().get(k).move(v));
        }
        String t = s.text(k);
        return t == null ? Phrase.of("reconcile.differ.has-nothing-more") : Phrase.of("reconcile.differ.has-text", "text", t);
    }

    private static void boardConsequences(BoardVerdict v, Notes notes, boolean sheetsStand) {
        Edition ed = notes.ed();
        Set<Rule> topics = notes.topics();
        List<Told> findings = notes.findings();
        List<Told> decisions = notes.decisions();
        String board = v.name();
        switch (v.status()) {
            case DISPLACED -> {
                topics.add(Rule.PIECES_DISPLACED);
                topics.add(Rule.DISPLACED_PIECES_FOUND);
                decisions.add(Told.of("reconcile.decide.who-displaced", "board", board, "rule", ed.cite(Rule.PIECES_DISPLACED),
                        "found-later", ed.cite(Rule.DISPLACED_PIECES_FOUND)));
            }
            case UNREACHABLE -> {
                topics.add(Rule.DISPLACED_PIECES_FOUND);
                findings.add(Told.of("reconcile.board.unreachable-continue", "board", board,
                        "rule", ed.cite(Rule.DISPLACED_PIECES_FOUND)));
            }
            case TURNED -> {
                topics.add(Rule.BOARD_PLACED_WRONGLY);
                findings.add(Told.of("reconcile.board.turned-transfer", "rule", ed.cite(Rule.BOARD_PLACED_WRONGLY), "board", board));
            }
            case SET_UP_WRONG -> {
                topics.add(Rule.INITIAL_POSITION_INCORRECT);
                findings.add(Told.of("reconcile.board.set-up-wrong-cancelled", "rule", ed.cite(Rule.INITIAL_POSITION_INCORRECT)));
                decisions.add(Told.of("reconcile.decide.set-up-wrong", "board", board));
            }
            case EXECUTED_WRONGLY -> {
                // Not displaced pieces: the move was made, only not completed (2009 E.2.3 and E.2.7; 2018 D.2.3, D.2.9).
                topics.add(Rule.MOVE_EXECUTED);
                if (sheetsStand) {
                    topics.add(Rule.BOARDS_DIFFER_SHEETS_AGREE);
                }
                findings.add(Told.of("reconcile.board.executed-wrongly-correct", "board", board,
                        "executed", ed.cite(Rule.MOVE_EXECUTED), "rule", ed.cite(sheetsStand
                                ? Rule.BOARDS_DIFFER_SHEETS_AGREE : Rule.BOARDS_DIFFER_SHEETS_DIFFER)));
            }
            case AHEAD, WRONG_MOVE -> {
                if (sheetsStand) {
                    topics.add(Rule.BOARDS_DIFFER_SHEETS_AGREE);
                }
                if (sheetsStand && !v.takeBack().isEmpty()) {
                    Told move = v.takeBack().get(0).say();
                    decisions.add(w -> Phrase.of("reconcile.decide.made-and-announced", "move", move.phrase(w), "board", board));
                }
            }
            default -> {
                if (v.needsAction() && sheetsStand) {
                    topics.add(Rule.BOARDS_DIFFER_SHEETS_AGREE);
                }
            }
        }
    }

    private static ClockSetting clockSetting(ClockLog log, SheetReading a, SheetReading b, Line line, int target,
            Notes notes) {
        Edition ed = notes.ed();
        List<Told> decisions = notes.decisions();
        ClockLog readings = !log.isEmpty() ? log : !ClockLog.fromSheet(a).isEmpty() ? ClockLog.fromSheet(a) : ClockLog.fromSheet(b);
        ClockLog.Reading r = target == 0 ? readings.atStart()
                : readings.after(line.ref(target - 1).number(), line.ref(target - 1).side());
        Position p = line.position(target);
        int counter = r != null && r.moveCounter() != null ? r.moveCounter()
                : p.sideToMove() == Color.WHITE ? p.fullmoveNumber() - 1 : p.fullmoveNumber();
        if (r == null || !r.complete()) {
            Told at = target == 0 ? Told.of("reconcile.the-start") : positionAfter(line.ref(target - 1));
            // 2009 6.13 leaves the clocks to the arbiter's judgement; from 2014 (7.1) that includes not changing them
            Phrase judgement = Phrase.of(ed == Edition.FIDE_2009 ? "reconcile.best-judgement" : "reconcile.best-judgement-unchanged");
            String key = r == null ? "reconcile.decide.clocks-unknown" : "reconcile.decide.clocks-incomplete";
            decisions.add(v -> Phrase.of(key, "at", at.phrase(v), "rule", ed.cite(Rule.CLOCKS_RESTORED), "judgement", judgement,
                    "counter", counter));
        }
        return new ClockSetting(r == null ? null : r.white(), r == null ? null : r.black(), counter);
    }
}
