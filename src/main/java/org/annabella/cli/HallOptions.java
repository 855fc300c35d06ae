package org.annabella.cli;

import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.function.Consumer;
import org.annabella.announce.Phrase;
import org.annabella.hall.BoardKeys;
import org.annabella.hall.HallSender;
import org.annabella.rules.InputException;
import picocli.CommandLine.Option;

/** {@code --hall URL --hall-board N --hall-key KEY} of play and resume: the game is sent to that board of the hall. */
final class HallOptions {
    @Option(names = "--hall", paramLabel = "URL", description = "Send the game to the arbiter's hall at URL (as 'annabella hall' printed it), with --hall-board and --hall-key.")
    String url;

    @Option(names = "--hall-board", paramLabel = "N", description = "With --hall: this game's board number in the hall.")
    String board;

    @Option(names = "--hall-key", paramLabel = "KEY", description = "With --hall: the board's key, as 'annabella hall add-board' printed it.")
    String key;

    /** Refuses, before anything is made, a hall half given or given wrongly. */
    void check() {
        if (url == null && board == null && key == null) {
            return;
        }
        if (url == null || board == null || key == null) {
            throw BadInputException.said("--hall, --hall-board and --hall-key go together: give all three, or none",
                    "hall-options");
        }
        url(url, "--hall");
        BoardKeys.board(board);
        BoardKeys.parse(key, "--hall-key");
    }

    /** Starts sending the journal at {@code journal}, or does nothing (null) without --hall. */
    HallSender start(Path journal, Consumer<Phrase> tell) {
        check();
        return url == null ? null
                : HallSender.start(url(url, "--hall"), BoardKeys.board(board), BoardKeys.parse(key, "--hall-key"), journal, tell);
    }

    /** The hall's address: http or https, with a host. */
    static URI url(String text, String option) {
        try {
            URI u = new URI(text);
            if (u.getHost() != null && ("http".equals(u.getScheme()) || "https".equals(u.getScheme())) && u.getQuery() == null) {
                return u;
            }
        } catch (URISyntaxException e) {
            // said below
        }
        throw new InputException(option + " " + InputException.quote(text)
                + " is not a hall's address such as http://192.168.1.10:8080/ (as 'annabella hall' printed it)");
    }
}
