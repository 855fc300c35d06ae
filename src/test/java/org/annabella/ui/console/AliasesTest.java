package org.annabella.ui.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.annabella.announce.Announcer;
import org.annabella.announce.Style;
import org.annabella.announce.Verbosity;
import org.annabella.rules.Game;
import org.annabella.rules.MoveList;
import org.annabella.rules.Notation;
import org.annabella.rules.PieceLetters;
import org.annabella.rules.Position;
import org.annabella.session.Assistance;
import org.annabella.session.BoardKind;
import org.annabella.session.GameState;
import org.annabella.session.GameTimeControl;
import org.annabella.session.Mode;
import org.annabella.session.PhoneticWording;
import org.annabella.session.Player;
import org.annabella.session.Setup;
import org.annabella.testkit.RandomGames;

/** A one-letter name never hides a move, and the documented forms of the names are never moves. */
class AliasesTest {
    /** The forms the guides give, each meaning its command in every position. */
    static final List<String> COMMAND_FORMS = List.of("b", "c", "l", "m", "p", "s", "t", "r", "u", "j", "v", "B", "C",
            "l 5", "m 3", "u 2", "j 10", "s 4", "s e", "s eva", "s Eva vier", "v 1", "v h", "v hector", "p white",
            "p blancas", "p black knights", "p negras caballos");

    static final List<Announcer> STYLES = List.of(new Announcer(Style.FIDE, Verbosity.SHORT),
            new Announcer(Style.ENGLISH, Verbosity.SHORT), new Announcer(Style.SPANISH, Verbosity.SHORT),
            new Announcer(Style.FIDE, Verbosity.FULL));

    /** The piece letters of the console's two languages. */
    static final List<PieceLetters> CONSOLE_LETTERS = List.of(PieceLetters.ENGLISH, PieceLetters.SPANISH);

    @Provide
    Arbitrary<Game> games() {
        return RandomGames.games(80);
    }

    static GameState stateAt(Position position) {
        Setup setup = new Setup(new Player("A", true, false), new Player("B", false, false), Assistance.VISUALLY_IMPAIRED_PLAYER,
                2018, GameTimeControl.parse("-"), Mode.TOURNAMENT, position.toFen(), BoardKind.NONE, BoardKind.NONE, "?", "?",
                "?", "?");
        return GameState.before(setup, PhoneticWording.fide());
    }

    /** Every legal move written every way the console reads, with a lone letter set apart too ("N f3", "b 4"). */
    static List<String> writings(Position p, int move) {
        List<String> out = new ArrayList<>();
        for (PieceLetters letters : PieceLetters.values()) {
            String san = Notation.san(p, move, letters);
            out.add(san);
            if (Character.isUpperCase(san.charAt(0)) && san.length() == 3) {
                out.add(san.charAt(0) + " " + san.substring(1));
            }
            if (Character.isLowerCase(san.charAt(0)) && san.length() == 2) {
                out.add(san.charAt(0) + " " + san.charAt(1));
            }
        }
        out.add(Notation.uci(p, move));
        for (Announcer a : STYLES) {
            out.add(a.announce(p, move));
        }
        return out;
    }

    @Property(tries = 60)
    void noLegalMoveIsTakenForACommand(@ForAll("games") Game game) {
        Position p = game.position();
        GameState state = stateAt(p);
        MoveList moves = new MoveList();
        p.legalMoves(moves);
        for (int i = 0; i < moves.size(); i++) {
            for (String text : writings(p, moves.get(i))) {
                String first = text.split(" ")[0].toLowerCase(Locale.ROOT);
                for (PieceLetters letters : CONSOLE_LETTERS) {
                    assertEquals(first, Aliases.command(first, text, state, letters), "the move " + text + " in " + p.toFen());
                }
            }
        }
    }

    @Property(tries = 60)
    void theDocumentedFormsAreCommandsInEveryPosition(@ForAll("games") Game game) {
        GameState state = stateAt(game.position());
        for (String form : COMMAND_FORMS) {
            String first = form.split(" ")[0].toLowerCase(Locale.ROOT);
            for (PieceLetters letters : CONSOLE_LETTERS) {
                assertNotEquals(first, Aliases.command(first, form, state, letters), form + " in " + game.position().toFen());
            }
        }
    }

    @Property(tries = 20)
    void aLetterOfACommandThatTakesNothingIsNoCommandWithMoreAfterIt(@ForAll("games") Game game) {
        GameState state = stateAt(game.position());
        for (String line : List.of("r eh7", "c zz", "b board", "t x")) {
            String first = line.split(" ")[0];
            for (PieceLetters letters : CONSOLE_LETTERS) {
                assertEquals(first, Aliases.command(first, line, state, letters), line);
            }
        }
    }
}
