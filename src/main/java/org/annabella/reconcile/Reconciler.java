package org.annabella.reconcile;

import org.annabella.laws.Rule;
import org.annabella.laws.Edition;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.annabella.reconcile.Ruling.ClockSetting;
import org.annabella.reconcile.Ruling.Kind;
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
    public record Case(Scoresheet sheetA, Scoresheet sheetB, BoardSnapshot boardA, BoardSnapshot boardB,
            ClockLog clockLog, Edition edition) {
    }

    /** The position the boards must show and what to judge them by. */
    private record Frame(Line line, int target, List<Line> sheetLines, IllegalMove illegal, boolean retrace) {
    }

    /** What the ruling collects as it goes: the articles, the facts, the arbiter's decisions. */
    private record Notes(Edition ed, Set<Rule> topics, List<Say> findings, List<Say> decisions) {
    }

    public static Ruling rule(Case c) {
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
                    : BoardJudge.judge(name, snap, frame.line(), frame.target(), frame.sheetLines(), frame.illegal());
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
        return new Ruling(notes.ed(), kind, List.copyOf(notes.topics()), cmp, notes.findings(), boards, frame.target(),
                line.position(frame.target()).toFen(), agreed > 0 ? line.ref(agreed - 1) : null, clocks, notes.decisions());
    }

    /** The sheets agree: their last position stands (2009 E.2.7). */
    private static Frame agree(SheetReading a, Notes notes) {
        notes.topics().add(Rule.BOARDS_DIFFER_SHEETS_AGREE);
        Line line = Line.of(a);
        return new Frame(line, line.plies(), List.of(), null, false);
    }

    /** One sheet has a slip: corrected, the other sheet's last position stands; else they differ. */
    private static Frame slip(SheetComparison cmp, Notes notes) {
        notes.topics().add(Rule.BOARDS_DIFFER_SHEETS_AGREE);
        notes.topics().add(Rule.BOARDS_DIFFER_SHEETS_DIFFER);
        notes.findings().add(slipFact(cmp, cmp.agreedPlies()));
        notes.decisions().add(slipDecision(cmp, cmp.agreedPlies(), notes.ed()));
        Line line = Line.of(cmp.rightSheet());
        return new Frame(line, line.plies(), List.of(), null, false);
    }

    /** Both sheets record the same illegal move: the position before it is reinstated (2009 7.4.a). */
    private static Frame illegalRecorded(SheetReading a, int k, Notes notes) {
        Edition ed = notes.ed();
        Line line = Line.of(a);
        Position before = line.position(k);
        notes.topics().add(Rule.ILLEGAL_MOVE_RESTORED);
        notes.topics().add(Rule.CLOCKS_RESTORED);
        notes.topics().add(Rule.ILLEGAL_MOVE_PENALTY);
        notes.findings().add(Say.of("Both scoresheets record {0} as \"{1}\", an illegal move: {2}.",
                "Las dos planillas anotan {0} como \"{1}\", una jugada ilegal.", place(before),
                Say.literal(a.text(k)), Say.literal(reason(a.stopReason()))));
        notes.findings().add(Say.of("Under {0} the position immediately before the illegal move is reinstated.",
                "Según {0} se restablece la posición inmediatamente anterior a la jugada ilegal.",
                Say.literal(ed.cite(Rule.ILLEGAL_MOVE_RESTORED))));
        notes.decisions().add(Say.of("the penalty under {0} for {1}, who made the illegal move: extra time for the opponent, or, for a repeated illegal move, the loss of the game as that article says.",
                "la sanción según {0} para {1}, que hicieron la jugada ilegal: tiempo extra para el adversario o, si la jugada ilegal se repite, la pérdida de la partida según ese artículo.",
                Say.literal(ed.cite(Rule.ILLEGAL_MOVE_PENALTY)), Say.side(before.sideToMove())));
        return new Frame(line, k, List.of(), IllegalMove.interpret(before, a.text(k), a.letters()), true);
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
                notes.findings().add(Say.of("{0} goes on with {1}.", "{0} sigue con {1}.", Say.sheet(sheet.sheet().name()),
                        v -> String.join("; ", after.stream().map(m -> m.say().in(v)).toList())));
            }
        }
        SheetReading shorter = a.sheet().moves().size() == k ? a : b.sheet().moves().size() == k ? b : null;
        if (shorter != null && shorter.isLegalThroughout()) {
            SheetReading longer = shorter == a ? b : a;
            notes.decisions().add(Say.of("whether the player keeping {0} confirms that {1} was played and only not yet written; if so, {0} is completed, the sheets agree and the boards are set to the position after it ({2}).",
                    "si quien lleva {0} confirma que {1} se jugó y solo faltaba anotarla; si es así, se completa {0}, las planillas coinciden y los tableros se ponen en la posición tras ella ({2}).",
                    Say.sheet(shorter.sheet().name()), longer.refs().get(longer.plies() - 1).say(),
                    Say.literal(ed.cite(Rule.BOARDS_DIFFER_SHEETS_AGREE))));
        }
        return new Frame(line, k, List.of(Line.of(a), Line.of(b)), null, true);
    }

    /** What the sheet reads as: all legal to its last move, or where it stops being legal and why. */
    private static Say readingFact(SheetReading s) {
        Say sheet = Say.sheet(s.sheet().name());
        if (s.isLegalThroughout()) {
            if (s.plies() == 0) {
                return Say.of("{0} has no moves.", "{0} no tiene jugadas.", sheet);
            }
            boolean one = s.plies() == 1;
            return Say.of("{0} reads as " + s.plies() + (one ? " legal half-move, " : " legal half-moves, up to ") + "{1}.",
                    "{0} se lee como " + s.plies() + (one ? " media jugada legal, " : " medias jugadas legales, hasta ") + "{1}.", sheet,
                    s.refs().get(s.plies() - 1).say());
        }
        String kindEn = switch (s.stopKind()) {
            case UNREADABLE -> "cannot be read as a move";
            case ILLEGAL -> "is not a legal move";
            case AMBIGUOUS -> "could mean more than one move";
        };
        String kindEs = switch (s.stopKind()) {
            case UNREADABLE -> "no se puede leer como jugada";
            case ILLEGAL -> "no es una jugada legal";
            case AMBIGUOUS -> "puede significar más de una jugada";
        };
        Position at = s.positionAt(s.plies());
        return Say.of("{0} stops being legal at {1}: \"{2}\" " + kindEn + " ({3}).",
                "{0} deja de ser legal en {1}: \"{2}\" " + kindEs + ".", sheet, place(at),
                Say.literal(s.text(s.stop())), Say.literal(reason(s.stopReason())));
    }

    /** The reader's reason without its own repetition of the text ("illegal move \"Nd5\": the knight is pinned"). */
    static String reason(String message) {
        int quoteColon = message.indexOf("\": ");
        return quoteColon >= 0 ? message.substring(quoteColon + 3) : message;
    }

    /** "White's move 17" for the move to be made in {@code p}. */
    static Say place(Position p) {
        int n = p.fullmoveNumber();
        Color side = p.sideToMove();
        return v -> v == Voice.SPANISH ? "la jugada " + n + " de " + v.side(side) : v.side(side) + "'s move " + n;
    }

    private static Say slipFact(SheetComparison cmp, int k) {
        SheetReading wrong = cmp.wrongSheet();
        SheetReading right = cmp.rightSheet();
        Say w = wrong == null ? null : Say.sheet(wrong.sheet().name());
        Say other = Say.sheet(right.sheet().name());
        return switch (cmp.slip()) {
            case MISSING_MOVE -> Say.of("{0} leaves out {1}; with it filled in, every later move agrees with {2}.",
                    "{0} omite {1}; con ella, todas las jugadas siguientes coinciden con {2}.", w, right.refs().get(k).say(), other);
            case DOUBLED_MOVE -> Say.of("{0} has \"{1}\" written twice; without the repetition, every later move agrees with {2}.",
                    "{0} tiene \"{1}\" anotada dos veces; sin la repetición, todas las jugadas siguientes coinciden con {2}.",
                    w, Say.literal(wrong.text(k)), other);
            case EXTRA_MOVE -> Say.of("{0} has a move, \"{1}\", that {2} does not have; without it, every later move agrees.",
                    "{0} tiene una jugada, \"{1}\", que {2} no tiene; sin ella, todas las jugadas siguientes coinciden.",
                    w, Say.literal(wrong.text(k)), other);
            case TRANSPOSED -> wrong == null
                    ? Say.of("The scoresheets have {0} and {1} in opposite orders; both orders are legal and lead to the same position.",
                            "Las planillas tienen {0} y {1} en orden inverso; los dos órdenes son legales y llevan a la misma posición.",
                            cmp.a().refs().get(k).say(), cmp.a().refs().get(k + 2).say())
                    : Say.of("{0} has {1} and {2} in the opposite order; in the order of {3} every move agrees.",
                            "{0} tiene {1} y {2} en orden inverso; en el orden de {3} todas las jugadas coinciden.",
                            w, right.refs().get(k).say(), right.refs().get(k + 2).say(), other);
            case MISWRITTEN -> Say.of("{0} has \"{1}\" at {2}, which is not a legal move; {3} has {4} there{5}.",
                    "{0} tiene \"{1}\" en {2}, que no es una jugada legal; {3} tiene ahí {4}{5}.",
                    w, Say.literal(wrong.text(k)), place(right.positionAt(k)), other, right.refs().get(k).sayMove(), laterAgree(wrong, k));
            case AMBIGUOUS -> Say.of("{0} has \"{1}\" at {2}, which could mean more than one move; {3} has {4}, one of them{5}.",
                    "{0} tiene \"{1}\" en {2}, que puede significar más de una jugada; {3} tiene {4}, una de ellas{5}.",
                    w, Say.literal(wrong.text(k)), place(right.positionAt(k)), other, right.refs().get(k).sayMove(), laterAgree(wrong, k));
        };
    }

    private static Say laterAgree(SheetReading wrong, int k) {
        return wrong.sheet().moves().size() > k + 1
                ? Say.of(", and every later move agrees", ", y todas las jugadas siguientes coinciden") : Say.literal("");
    }

    private static Say slipDecision(SheetComparison cmp, int k, Edition ed) {
        Say back = k == 0 ? Say.of("the start", "el comienzo")
                : Say.of("the position after {0}", "la posición tras {0}", cmp.a().refs().get(k - 1).say());
        if (cmp.wrongSheet() == null) {
            return Say.of("which order was played; it matters only for claims that count positions (repetition, 50 moves). If the players dispute the moves themselves, {0} applies from {1}.",
                    "qué orden se jugó; solo importa para reclamaciones que cuentan posiciones (repetición, 50 jugadas). Si los jugadores discuten las jugadas mismas, se aplica {0} desde {1}.",
                    Say.literal(ed.cite(Rule.BOARDS_DIFFER_SHEETS_DIFFER)), back);
        }
        return Say.of("whether both players confirm the slip; if they do, {0} is corrected; if not, the sheets differ and under {1} the moves are retraced to {2}.",
                "si los dos jugadores confirman el error; si lo confirman, se corrige {0}; si no, las planillas difieren y según {1} se retrocede hasta {2}.",
                Say.sheet(cmp.wrongSheet().sheet().name()), Say.literal(ed.cite(Rule.BOARDS_DIFFER_SHEETS_DIFFER)), back);
    }

    private static Say differFact(SheetReading a, SheetReading b, int k, Line line) {
        Say where = place(line.position(k));
        Say back = k == 0 ? Say.of("the starting position", "la posición inicial")
                : Say.of("the position after {0}", "la posición tras {0}", line.ref(k - 1).say());
        return Say.of("The scoresheets differ from {0}: {1} {2}, {3} {4}. Play goes back to {5}, the last point where they agree.",
                "Las planillas difieren desde {0}: {1} {2}, {3} {4}. El juego vuelve a {5}, el último punto en que coinciden.",
                where, Say.sheet("A"), written(a, k), Say.sheet("B"), written(b, k), back);
    }

    /** What a sheet has at index k, with its verb: "has Nf3", "has \"Nf5\"", "has nothing more". */
    private static Say written(SheetReading s, int k) {
        if (k < s.plies()) {
            return Say.of("has {0}", "tiene {0}", s.refs().get(k).sayMove());
        }
        String t = s.text(k);
        return t == null ? Say.of("has nothing more", "no tiene nada más") : Say.of("has \"" + t + "\"", "tiene \"" + t + "\"");
    }

    private static void boardConsequences(BoardVerdict v, Notes notes, boolean sheetsStand) {
        Edition ed = notes.ed();
        Set<Rule> topics = notes.topics();
        List<Say> findings = notes.findings();
        List<Say> decisions = notes.decisions();
        Say board = Say.board(v.name());
        switch (v.status()) {
            case DISPLACED -> {
                topics.add(Rule.PIECES_DISPLACED);
                topics.add(Rule.DISPLACED_PIECES_FOUND);
                decisions.add(Say.of("who displaced the pieces on {0}: under {1} that player restores them on his own time and may be penalised; under {2}, if it is found later, the position before the irregularity is reinstated.",
                        "quién desplazó las piezas del tablero " + v.name() + ": según {1} ese jugador las repone con su propio tiempo y puede ser penalizado; según {2}, si se descubre más tarde, se restablece la posición anterior a la irregularidad.",
                        board, Say.literal(ed.cite(Rule.PIECES_DISPLACED)), Say.literal(ed.cite(Rule.DISPLACED_PIECES_FOUND))));
            }
            case UNREACHABLE -> {
                topics.add(Rule.DISPLACED_PIECES_FOUND);
                findings.add(Say.of("The position before the irregularity cannot be read from {0}; under {1} play continues from the last identifiable position, the one the scoresheets give.",
                        "La posición anterior a la irregularidad no se puede leer en {0}; según {1} el juego sigue desde la última posición identificable, la que dan las planillas.",
                        board, Say.literal(ed.cite(Rule.DISPLACED_PIECES_FOUND))));
            }
            case TURNED -> {
                topics.add(Rule.BOARD_PLACED_WRONGLY);
                findings.add(Say.of("Under {0} the game continues and the position on {1} is transferred to a board placed correctly.",
                        "Según {0} la partida continúa y la posición del tablero " + v.name() + " se traslada a un tablero colocado correctamente.",
                        Say.literal(ed.cite(Rule.BOARD_PLACED_WRONGLY)), board));
            }
            case SET_UP_WRONG -> {
                topics.add(Rule.INITIAL_POSITION_INCORRECT);
                findings.add(Say.of("Under {0} a game found to have started from a wrong initial position is cancelled and a new game played; the other board and both scoresheets fit a correct start.",
                        "Según {0} una partida que empezó con una posición inicial incorrecta se anula y se juega otra; el otro tablero y las dos planillas corresponden a un comienzo correcto.",
                        Say.literal(ed.cite(Rule.INITIAL_POSITION_INCORRECT))));
                decisions.add(Say.of("whether the game itself started wrong, and is cancelled, or only {0} was set up wrong, and is set right with the steps given.",
                        "si la partida misma empezó mal, y se anula, o solo {0} se colocó mal, y se corrige con los pasos indicados.", board));
            }
            case AHEAD, WRONG_MOVE -> {
                if (sheetsStand) {
                    topics.add(Rule.BOARDS_DIFFER_SHEETS_AGREE);
                }
                if (sheetsStand && !v.takeBack().isEmpty()) {
                    decisions.add(Say.of("whether {0} was made and announced; if so, it is written on both sheets and made on the other board instead of being taken back from {1}.",
                            "si {0} se hizo y se anunció; si es así, se anota en las dos planillas y se hace en el otro tablero en vez de retirarla del tablero " + v.name() + ".",
                            v.takeBack().get(0).say(), board));
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
        List<Say> decisions = notes.decisions();
        ClockLog readings = !log.isEmpty() ? log : !ClockLog.fromSheet(a).isEmpty() ? ClockLog.fromSheet(a) : ClockLog.fromSheet(b);
        ClockLog.Reading r = target == 0 ? readings.atStart()
                : readings.after(line.ref(target - 1).number(), line.ref(target - 1).side());
        Position p = line.position(target);
        int counter = r != null && r.moveCounter() != null ? r.moveCounter()
                : p.sideToMove() == Color.WHITE ? p.fullmoveNumber() - 1 : p.fullmoveNumber();
        if (r == null || !r.complete()) {
            Say at = target == 0 ? Say.of("the start", "el comienzo")
                    : Say.of("the position after {0}", "la posición tras {0}", line.ref(target - 1).say());
            decisions.add(Say.of("the clock times for {0}, for which no " + (r == null ? "" : "complete ") + "reading is known: under {1} he uses his best judgement"
                    + (ed == Edition.FIDE_2009 ? "" : ", which includes leaving the clocks unchanged") + "; the move counter is set to " + counter + ".",
                    "los tiempos de los relojes para {0}, de la que no se conoce " + (r == null ? "lectura" : "lectura completa") + ": según {1} usa su mejor criterio"
                    + (ed == Edition.FIDE_2009 ? "" : ", lo que incluye no cambiarlos") + "; el contador de jugadas se pone en " + counter + ".",
                    at, Say.literal(ed.cite(Rule.CLOCKS_RESTORED))));
        }
        return new ClockSetting(r == null ? null : r.white(), r == null ? null : r.black(), counter);
    }
}
