package org.annabella.docs;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The code blocks of a Markdown page: fenced blocks, and indented blocks (four spaces or more
 * after a blank line, also inside list items, where the first line's indent is the block's).
 * Each line keeps its line number and loses the block's indent; blank lines inside a block stay.
 */
final class DocCodeBlocks {
    record Line(int number, String text) {
        boolean blank() {
            return text.isBlank();
        }
    }

    private DocCodeBlocks() {
    }

    static List<List<Line>> of(Path page) throws IOException {
        List<String> lines = Files.readAllLines(page);
        List<List<Line>> blocks = new ArrayList<>();
        List<Line> block = null;
        int indent = 0;
        boolean fenced = false;
        boolean previousBlank = true;
        for (int i = 0; i < lines.size(); i++) {
            String text = lines.get(i);
            int lead = indentOf(text);
            boolean blank = text.isBlank();
            if (text.strip().startsWith("```")) {
                fenced = !fenced;
                block = fenced ? newBlock(blocks) : null;
                indent = lead;
            } else if (fenced) {
                block.add(new Line(i + 1, dedent(text, indent)));
            } else if (!blank && lead >= 4 && (block != null || previousBlank)) {
                if (block == null) {
                    block = newBlock(blocks);
                    indent = lead;
                }
                block.add(new Line(i + 1, dedent(text, indent)));
            } else if (blank) {
                if (block != null) {
                    block.add(new Line(i + 1, ""));
                }
            } else {
                block = null;
            }
            previousBlank = blank;
        }
        return blocks;
    }

    private static List<Line> newBlock(List<List<Line>> blocks) {
        List<Line> block = new ArrayList<>();
        blocks.add(block);
        return block;
    }

    private static int indentOf(String text) {
        int n = 0;
        while (n < text.length() && text.charAt(n) == ' ') {
            n++;
        }
        return n;
    }

    private static String dedent(String text, int indent) {
        return text.substring(Math.min(indent, indentOf(text))).stripTrailing();
    }
}
