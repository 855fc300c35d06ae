package org.annabella.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import org.annabella.announce.Language;
import org.annabella.announce.Phrase;
import org.annabella.announce.Words;
import org.annabella.hall.BoardKeys;
import org.annabella.hall.Hall;
import org.annabella.hall.HallServer;
import org.annabella.hall.HallWatch;
import org.annabella.ui.console.ConsoleLanguage;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code annabella hall --port N --data FOLDER [--bind ADDRESS]}: the hall's server on the
 * arbiter's computer, until it is stopped; {@code hall add-board N --data FOLDER} registers a
 * board and prints its key; {@code hall watch URL} is the console view of a blind arbiter.
 */
@Command(mixinStandardHelpOptions = true, name = "hall", subcommands = {HallCommand.AddBoard.class, HallCommand.Watch.class},
        description = "Serve the hall: the arbiter's page of every board at /, every game's PGN at /games.pgn, "
                + "and the boards' companions sending their games (see docs/organisers.md).")
final class HallCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--port", paramLabel = "N", description = "The port to listen on (0: any free port, printed).")
    Integer port;

    @Option(names = "--data", paramLabel = "FOLDER", description = "The hall's folder: the boards' keys and journals.")
    Path data;

    @Option(names = "--bind", paramLabel = "ADDRESS", defaultValue = "127.0.0.1",
            description = "The address to listen on (default ${DEFAULT-VALUE}, this computer only; the hall's network address, or 0.0.0.0 for all).")
    String bind;

    @Option(names = "--lang", defaultValue = "en", description = "The pages' and alerts' language: en or es.")
    String lang;

    @Override
    public Integer call() throws Exception {
        if (port == null || data == null) {
            throw BadInputException.said("hall needs --port N and --data FOLDER (or: hall add-board N --data FOLDER, hall watch URL)",
                    "hall-usage");
        }
        if (port < 0 || port > 65535) {
            throw BadInputException.said("--port " + port + " is not a port from 0 to 65535", "hall-port", "port", port);
        }
        Language language = ConsoleLanguage.parse(lang).words();
        try (Hall hall = Hall.open(data, language); HallServer server = HallServer.start(hall, bind, port)) {
            String host = bind.contains(":") ? "[" + bind + "]" : bind;
            String url = "http://" + host + ":" + server.port() + "/";
            PrintWriter out = spec.commandLine().getOut();
            out.println(url);
            out.flush();
            spec.commandLine().getErr().println(capital(Words.of(language).say(Phrase.of("hall.listening", "url", url))));
            spec.commandLine().getErr().flush();
            server.join();
        }
        return 0;
    }

    static String capital(String said) {
        return said.isEmpty() ? "." : Character.toUpperCase(said.charAt(0)) + said.substring(1) + ".";
    }

    @Command(mixinStandardHelpOptions = true, name = "add-board", description = "Register board N in the hall's folder and print its key as the last line.")
    static final class AddBoard implements Callable<Integer> {
        @Spec
        CommandSpec spec;

        @Parameters(index = "0", paramLabel = "N", description = "The board's number, from 1.")
        String board;

        @Option(names = "--data", paramLabel = "FOLDER", required = true, description = "The hall's folder (made if it does not exist).")
        Path data;

        @Override
        public Integer call() {
            int n = BoardKeys.board(board);
            BoardKeys.Registered r = new BoardKeys(data).register(n);
            spec.commandLine().getErr().println(capital(Words.of(Language.ENGLISH).say(
                    Phrase.of(r.isNew() ? "hall.registered" : "hall.registered-before", "board", n))));
            spec.commandLine().getErr().flush();
            spec.commandLine().getOut().println(r.key());
            spec.commandLine().getOut().flush();
            return 0;
        }
    }

    @Command(mixinStandardHelpOptions = true, name = "watch", description = "Follow the hall at URL: say each alert once, in order, with its board, and each board added, until "
            + "interrupted; a board's number and Enter says that board with its running clock, Enter alone every board.")
    static final class Watch implements Callable<Integer> {
        @Spec
        CommandSpec spec;

        @Parameters(index = "0", paramLabel = "URL", description = "The hall's address, as 'annabella hall' printed it.")
        String url;

        @Option(names = "--lang", defaultValue = "en", description = "The language of what this view says about the connection: en or es.")
        String lang;

        @Override
        public Integer call() {
            Words words = Words.of(ConsoleLanguage.parse(lang).words());
            PrintWriter out = spec.commandLine().getOut();
            PrintWriter err = spec.commandLine().getErr();
            try (HallWatch watch = new HallWatch(HallOptions.url(url, "watch"))) {
                Thread asked = new Thread(() -> answer(watch, words, out), "hall-watch-asked");
                asked.setDaemon(true);
                asked.start();
                watch.follow(alert -> say(out, alert), phrase -> {
                    synchronized (out) {
                        err.println(capital(words.say(phrase)));
                        if (phrase.key().equals("hall.watching")) {
                            err.println(capital(words.say(Phrase.of("hall.watch-help"))));
                        }
                        err.flush();
                    }
                });
            }
            return 0;
        }

        private static void say(PrintWriter out, String line) {
            synchronized (out) {
                out.println(capital(line));
                out.flush();
            }
        }

        /** Reads the arbiter's questions from stdin: a board's number says that board, Enter alone every board. */
        private static void answer(HallWatch watch, Words words, PrintWriter out) {
            BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
            try {
                for (String line = in.readLine(); line != null; line = in.readLine()) {
                    String asked = line.strip();
                    if (asked.isEmpty()) {
                        watch.boards().forEach(n -> watch.board(n).ifPresent(v -> say(out, words.say(HallWatch.line(v)))));
                    } else if (asked.matches("[0-9]{1,4}") && watch.board(Integer.parseInt(asked)).isPresent()) {
                        say(out, words.say(HallWatch.line(watch.board(Integer.parseInt(asked)).get())));
                    } else {
                        say(out, words.say(Phrase.of("hall.watch-no-board", "board", asked, "boards",
                                watch.boards().stream().map(String::valueOf).collect(Collectors.joining(", ")))));
                    }
                }
            } catch (IOException e) {
                // no console to ask from: the alerts go on
            }
        }
    }
}
