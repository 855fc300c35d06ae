package org.annabella.ui.console;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The console's commands, one unit a line: the English and Spanish name, the one-letter names
 * ({@link Aliases}), the other words that mean it, and what it does. Its help line is the
 * phrasebooks' {@code console.help.ENGLISH-NAME}. Dispatch, help, typo suggestions and completion
 * all read this table, so a command is added or renamed in one place. Listed in help's order.
 */
enum Command {
    HELP("help", "ayuda", "", "?", Console::help),
    CLOCK("clock", "reloj", "c r", "time tiempo", Console::clock),
    LAST("last", "ultima", "l u", "última", Console::moves),
    MOVES("moves", "jugadas", "m j", "list", Console::moves),
    REPEAT("repeat", "repetir", "", "", Console::repeat),
    NEXT("next", "siguiente", "", "", Console::next),
    PIECES("pieces", "piezas", "p", "", Console::pieces),
    RANK("rank", "fila", "", "", Console::rank),
    FILE("file", "columna", "", "", Console::file),
    DIAGONAL("diagonal", "diagonal", "", "diagonales", Console::diagonals),
    SQUARE("square", "casilla", "", "what que qué", Console::square),
    TOUCH("touch", "tocar", "", "toco", Console::touch),
    ATTACKERS("attackers", "atacantes", "", "", Console::attackers),
    DEFENDERS("defenders", "defensores", "", "", Console::attackers),
    LEGAL("legal", "legales", "", "", Console::legal),
    DRAW("draw", "tablas", "", "", Console::draw),
    ACCEPT("accept", "aceptar", "", "", Console::answerDraw),
    DECLINE("decline", "rechazar", "", "", Console::answerDraw),
    CLAIM("claim", "reclamar", "", "", Console::claim),
    RESIGN("resign", "abandonar", "", "", Console::resign),
    ILLEGAL("illegal", "ilegal", "", "", Console::illegal),
    PRESS("press", "pulsar", "", "", Console::press),
    SEAL("seal", "sellar", "", "", Console::seal),
    OPEN("open", "abrir", "", "", Console::open),
    ARRIVE("arrive", "llega", "", "", Console::arrive),
    FORFEIT("forfeit", "incomparecencia", "", "", Console::forfeit),
    START("start", "iniciar", "", "", Console::start),
    PAUSE("pause", "pausa", "", "stop", Console::pause),
    MODE("mode", "modo", "", "", Console::mode),
    LANGUAGE("language", "idioma", "", "", Console::language),
    RULINGS("rulings", "decisiones", "", "", Console::rulings),
    OVERRIDE("override", "anular", "", "", Console::override),
    EXPORT("export", "exportar", "", "", Console::export),
    BOARD("board", "tablero", "b t", "", Console::board),
    SCAN("scan", "ver", "s v", "", Console::scan),
    ANNOUNCE("announce", "anunciar", "", "", Console::announce),
    VOICE("voice", "voz", "", "", Console::voice),
    KEEP("keep", "guardar", "", "", Console::keep),
    UNDO("undo", "deshacer", "", "take corregir", Console::undo),
    CONFIRM("confirm", "confirmar", "", "", Console::confirm),
    WHY("why", "porque", "", "por", Console::why),
    VERBOSE("verbose", "detallado", "", "", Console::verbose),
    // The training aids' short names (training.md): hint, eval, threat, takeback, review; pista, valorar, amenaza, retirar, repaso.
    HINT("hint", "pista", "", "hi pi", Console::aid),
    EVAL("eval", "valorar", "", "ev va", Console::aid),
    THREAT("threat", "amenaza", "", "th am", Console::aid),
    TAKEBACK("takeback", "retirar", "", "tb rt", Console::aid),
    REVIEW("review", "repaso", "", "rv rp", Console::aid),
    ENGINE("engine", "motor", "", "", Console::aid),
    QUIT("quit", "salir", "", "exit", Console::quit);

    /** What a command does with the line typed; it says its answers through the console. */
    @FunctionalInterface
    interface Answer {
        void answer(Console console, Typed typed);
    }

    /**
     * A line that names a command: its words after the command lower-cased for reading, and as
     * typed for what keeps its case (moves, times, the arbiter's words).
     */
    record Typed(Command command, List<String> args, List<String> asTyped) {
        static Typed of(Command command, String text) {
            String[] typed = text.strip().split("\\s+");
            List<String> asTyped = Arrays.asList(typed).subList(1, typed.length);
            return new Typed(command, asTyped.stream().map(w -> w.toLowerCase(java.util.Locale.ROOT)).toList(), asTyped);
        }
    }

    /** The training aids and the questions that would help a player in a rated game (2018 11.3.a). */
    private static final Set<Command> TRAINING_ONLY = EnumSet.of(ATTACKERS, DEFENDERS, LEGAL, HINT, EVAL, THREAT, TAKEBACK,
            REVIEW, ENGINE);
    /** Commands that take nothing after them: their letters are no command with more on the line ("r eh7"). */
    private static final Set<Command> TAKE_NOTHING = EnumSet.of(BOARD, CLOCK);
    /** Every word read as a command: names and other words; letters apart, since a move comes first. */
    private static final Map<String, Command> WORDS = table(false);
    private static final Map<String, Command> LETTERS = table(true);

    final String english;
    final String spanish;
    private final List<String> letters;
    private final List<String> synonyms;
    final Answer answer;

    Command(String english, String spanish, String letters, String synonyms, Answer answer) {
        this.english = english;
        this.spanish = spanish;
        this.letters = letters.isEmpty() ? List.of() : List.of(letters.split(" "));
        this.synonyms = synonyms.isEmpty() ? List.of() : List.of(synonyms.split(" "));
        this.answer = answer;
    }

    private static Map<String, Command> table(boolean letters) {
        Map<String, Command> all = new HashMap<>();
        for (Command c : values()) {
            List<String> words = new ArrayList<>(letters ? c.letters : c.synonyms);
            if (!letters) {
                words.add(c.english);
                words.add(c.spanish);
            }
            for (String w : words) {
                Command before = all.put(w, c);
                if (before != null && before != c) {
                    // A word of two commands would answer one of them unseen: the table is wrong.
                    throw new IllegalStateException("the word " + w + " names both " + before + " and " + c);
                }
            }
        }
        return Map.copyOf(all);
    }

    String name(ConsoleLanguage lang) {
        return lang == ConsoleLanguage.ENGLISH ? english : spanish;
    }

    boolean trainingOnly() {
        return TRAINING_ONLY.contains(this);
    }

    /** Whether the command's letter means it only alone on its line. */
    boolean takesNothing() {
        return TAKE_NOTHING.contains(this);
    }

    /** The help entry: console.help.NAME in the phrasebooks. */
    String helpKey() {
        return "help." + english;
    }

    /** The command a word names, in either language, or null; letters are {@link #ofLetter}'s. */
    static Command of(String word) {
        return WORDS.get(word);
    }

    /** The command a one-letter name stands for, or null. */
    static Command ofLetter(String letter) {
        return LETTERS.get(letter);
    }

    /** Every command word but the letters, in both languages: what a mistyped word is compared with. */
    static Set<String> words() {
        return WORDS.keySet();
    }

    /** Every one-letter name. */
    static Set<String> letters() {
        return LETTERS.keySet();
    }

    /** Every word and letter the console reads as a command. */
    static Set<String> allWords() {
        Set<String> all = new TreeSet<>(WORDS.keySet());
        all.addAll(LETTERS.keySet());
        return all;
    }

    /** The commands a game offers, in help's order: the training aids only in training. */
    static List<Command> offered(boolean training) {
        List<Command> offered = new ArrayList<>();
        for (Command c : values()) {
            if (training || !c.trainingOnly()) {
                offered.add(c);
            }
        }
        return offered;
    }
}
