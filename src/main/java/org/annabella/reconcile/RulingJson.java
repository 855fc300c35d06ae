package org.annabella.reconcile;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.annabella.rules.Square;

/** The ruling as one JSON document for tools; every field is described in docs/cli.md, "reconcile". */
public final class RulingJson {
    private static final Gson GSON = new GsonBuilder().setPrettyPrinting().serializeNulls().disableHtmlEscaping().create();

    private RulingJson() {
    }

    public static String write(ReconcileRuling r) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("laws", String.valueOf(r.edition().year()));
        m.put("kind", r.kind().name());
        m.put("articles", r.articles());
        Map<String, Object> sheets = new LinkedHashMap<>();
        sheets.put("a", sheet(r.sheets().a()));
        sheets.put("b", sheet(r.sheets().b()));
        m.put("sheets", sheets);
        m.put("relation", r.sheets().relation().name());
        m.put("agreedPlies", r.sheets().agreedPlies());
        if (r.sheets().slip() != null) {
            Map<String, Object> slip = new LinkedHashMap<>();
            slip.put("kind", r.sheets().slip().name());
            slip.put("sheet", r.sheets().wrongSheet() == null ? null : r.sheets().wrongSheet().sheet().name());
            slip.put("index", r.sheets().agreedPlies());
            m.put("slip", slip);
        }
        m.put("targetPly", r.targetPly());
        m.put("targetFen", r.targetFen());
        m.put("lastAgreedMove", r.lastAgreedMove() == null ? null : r.lastAgreedMove().label());
        List<Object> boards = new ArrayList<>();
        for (BoardVerdict b : r.boards()) {
            boards.add(board(b));
        }
        m.put("boards", boards);
        if (r.clocks() != null) {
            Map<String, Object> c = new LinkedHashMap<>();
            c.put("white", r.clocks().white() == null ? null : ClockLog.format(r.clocks().white()));
            c.put("black", r.clocks().black() == null ? null : ClockLog.format(r.clocks().black()));
            c.put("moveCounter", r.clocks().moveCounter());
            m.put("clocks", c);
        } else {
            m.put("clocks", null);
        }
        m.put("findings", r.findings().stream().map(s -> Adjustment.capital(s.in(Voice.ENGLISH))).toList());
        m.put("decisions", r.decisions().stream().map(s -> s.in(Voice.ENGLISH)).toList());
        Map<String, Object> text = new LinkedHashMap<>();
        text.put("en", RulingText.lines(r, Voice.ENGLISH));
        text.put("es", RulingText.lines(r, Voice.SPANISH));
        text.put("spoken", RulingText.lines(r, Voice.PHONETIC));
        m.put("text", text);
        return GSON.toJson(m) + "\n";
    }

    private static Map<String, Object> sheet(SheetReading s) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("moves", s.sheet().moves());
        m.put("legalPlies", s.plies());
        m.put("san", s.refs().stream().map(MoveRef::san).toList());
        if (s.isLegalThroughout()) {
            m.put("stop", null);
        } else {
            Map<String, Object> stop = new LinkedHashMap<>();
            stop.put("index", s.stop());
            stop.put("text", s.text(s.stop()));
            stop.put("kind", s.stopKind().name());
            stop.put("reason", s.stopReason());
            m.put("stop", stop);
        }
        return m;
    }

    private static Map<String, Object> board(BoardVerdict b) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("board", b.name());
        m.put("status", b.status().name());
        m.put("explanation", b.explanation() == null ? null : Adjustment.capital(b.explanation().in(Voice.ENGLISH)));
        m.put("takeBack", b.takeBack().stream().map(MoveRef::label).toList());
        m.put("toPlay", b.toPlay().stream().map(MoveRef::label).toList());
        m.put("quarterTurns", b.quarterTurns());
        List<Object> steps = new ArrayList<>();
        for (Adjustment a : b.steps()) {
            Map<String, Object> s = new LinkedHashMap<>();
            s.put("kind", a.kind().name());
            s.put("piece", String.valueOf(a.piece().fenChar()));
            s.put("from", a.from() == Square.NONE ? null : Square.name(a.from()));
            s.put("to", a.to() == Square.NONE ? null : Square.name(a.to()));
            s.put("other", a.other() == null ? null : String.valueOf(a.other().fenChar()));
            s.put("text", Adjustment.capital(a.say(Voice.ENGLISH)));
            s.put("spoken", Adjustment.capital(a.say(Voice.PHONETIC)));
            steps.add(s);
        }
        m.put("steps", steps);
        return m;
    }
}
