package org.annabella.docs;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A command of the {@code annabella} program shown in a code block of a doc page, with the
 * lines the page shows after it (its output, up to the next command or {@code $ } prompt in the
 * block). A command is a line whose first word, after an optional {@code $ } prompt and an
 * optional {@code printf '...' |} feeding its standard input, is {@code annabella} or
 * {@code ./annabella} followed by a word that does not end in a colon ({@code annabella parse:}
 * starts an error line the program printed). A line ending in a backslash goes on on the next.
 */
record DocExample(String page, int line, String command, List<String> shown) {

    String where() {
        return page + ":" + line;
    }

    static List<DocExample> in(Path root, String page) throws IOException {
        List<DocExample> examples = new ArrayList<>();
        for (List<DocCodeBlocks.Line> block : DocCodeBlocks.of(root.resolve(page))) {
            int i = 0;
            while (i < block.size()) {
                DocCodeBlocks.Line first = block.get(i);
                if (!isCommand(first.text())) {
                    i++;
                    continue;
                }
                StringBuilder command = new StringBuilder(withoutPrompt(first.text()));
                i++;
                while (command.toString().endsWith("\\") && i < block.size()) {
                    String joined = command.substring(0, command.length() - 1).stripTrailing();
                    command.setLength(0);
                    command.append(joined).append(' ').append(block.get(i).text().strip());
                    i++;
                }
                List<String> shown = new ArrayList<>();
                while (i < block.size() && !block.get(i).text().startsWith("$ ") && !isCommand(block.get(i).text())) {
                    shown.add(block.get(i).text());
                    i++;
                }
                while (!shown.isEmpty() && shown.get(shown.size() - 1).isBlank()) {
                    shown.remove(shown.size() - 1);
                }
                examples.add(new DocExample(page, first.number(), command.toString().strip(), List.copyOf(shown)));
            }
        }
        return examples;
    }

    static boolean isCommand(String text) {
        String[] words = withoutPrompt(text).strip().split(" +");
        int at = 0;
        if (words[0].equals("printf")) {
            at = 1;
            while (at < words.length && !words[at].equals("|")) {
                at++;
            }
            at++;
        }
        return at < words.length && (words[at].equals("annabella") || words[at].equals("./annabella"))
                && (at + 1 == words.length || !words[at + 1].endsWith(":"));
    }

    private static String withoutPrompt(String text) {
        return text.startsWith("$ ") ? text.substring(2) : text;
    }
}
