package org.annabella.reconcile;

import org.annabella.laws.Edition;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One catalogue scenario (src/test/resources/reconcile/*.scenario): "key: value" lines, and blocks
 * "key:" followed by lines indented by two spaces. Keys: laws, board-a, board-b (FEN or a piece
 * list), sheet-a, sheet-b (sheet file text), clock-log, and the expectations expect-kind,
 * expect-board-a, expect-board-b, expect-text (English), expect-spoken (phonetic), expect-spanish.
 */
record Scenario(String name, Map<String, String> fields) {

    static Scenario read(Path file) throws IOException {
        Map<String, String> fields = new LinkedHashMap<>();
        String key = null;
        StringBuilder block = null;
        int lineNo = 0;
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            lineNo++;
            if (block != null && (line.startsWith("  ") || line.isEmpty())) {
                block.append(line.isEmpty() ? "" : line.substring(2)).append('\n');
                continue;
            }
            if (block != null) {
                fields.put(key, block.toString().replaceAll("\\n+$", "\n"));
                block = null;
            }
            if (line.startsWith("#") || line.isBlank()) {
                continue;
            }
            int colon = line.indexOf(':');
            if (colon < 0) {
                throw new IllegalArgumentException(file + " line " + lineNo + ": expected 'key: value'");
            }
            key = line.substring(0, colon).trim();
            String value = line.substring(colon + 1).trim();
            if (value.isEmpty()) {
                block = new StringBuilder();
            } else {
                fields.put(key, value);
            }
        }
        if (block != null) {
            fields.put(key, block.toString().replaceAll("\\n+$", "\n"));
        }
        return new Scenario(file.getFileName().toString(), fields);
    }

    String get(String key) {
        return fields.get(key);
    }

    BoardSnapshot board(String key) {
        String v = fields.get(key);
        if (v == null) {
            return null;
        }
        return v.contains("/") ? BoardSnapshot.fromFen(v) : BoardSnapshot.fromPieceList(v);
    }

    Reconciler.Case toCase() {
        String log = fields.get("clock-log");
        return new Reconciler.Case(ScoresheetFiles.read("A", fields.get("sheet-a")),
                ScoresheetFiles.read("B", fields.get("sheet-b")), board("board-a"), board("board-b"),
                log == null ? ClockLog.empty() : ClockLog.parse(log),
                Edition.parse(fields.getOrDefault("laws", "2018")));
    }
}
