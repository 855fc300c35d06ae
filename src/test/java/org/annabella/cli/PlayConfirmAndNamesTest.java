package org.annabella.cli;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code play --confirm}, {@code --no-confirm} and {@code resume --confirm} (on by default with --listen), and default names in the console's language. */
class PlayConfirmAndNamesTest {

    @TempDir
    Path dir;

    @Test
    void playWithConfirmReadsEachTypedMoveBackAndWaits() throws Exception {
        Path j = dir.resolve("c.journal");
        CliRun r = CliRun.typing("e4\n\ne5\nno\nquit\n", "play", "--journal", j.toString(), "--confirm");
        assertEquals(0, r.exit, r.err);
        assertTrue(r.out.contains("White: Eva vier? Enter or yes makes it, no cancels it, or type the right move."), r.out);
        assertTrue(r.out.contains("> White: Eva vier.\n"), r.out);
        assertTrue(r.out.contains("Cancelled: Eva fuenf. Black to move."), r.out);
        String journal = Files.readString(j, StandardCharsets.ISO_8859_1);
        assertTrue(journal.contains("e2e4") && !journal.contains("e7e5"), "only the confirmed move is journalled");
        CliRun again = CliRun.typing("c5\nsí\nquit\n", "resume", j.toString(), "--confirm", "--lang", "es");
        assertTrue(again.out.contains("Negras: ¿Cesar fuenf?"), again.out);
        assertTrue(Files.readString(j, StandardCharsets.ISO_8859_1).contains("c7c5"));
    }

    @Test
    void heardMovesWaitForTheYesUnlessThePlayerSaysOtherwise() {
        assertFalse(TableOptions.confirms(null, null), "typed moves are made at once by default");
        assertTrue(TableOptions.confirms(null, "vi"), "heard moves wait for the yes by default");
        assertTrue(TableOptions.confirms(null, "both"));
        assertFalse(TableOptions.confirms(false, "vi"), "--no-confirm: the player trusts the hearing");
        assertTrue(TableOptions.confirms(true, null));
    }

    @Test
    void noConfirmMakesTypedMovesAtOnce() throws Exception {
        Path j = dir.resolve("n.journal");
        CliRun r = CliRun.typing("e4\nquit\n", "play", "--journal", j.toString(), "--no-confirm");
        assertEquals(0, r.exit, r.err);
        assertFalse(r.out.contains("Enter or yes makes it"), r.out);
        assertTrue(Files.readString(j, StandardCharsets.ISO_8859_1).contains("e2e4"));
    }

    @Test
    void theDefaultNamesFollowTheConsoleLanguage() throws Exception {
        Path es = dir.resolve("es.journal");
        assertEquals(0, CliRun.typing("e4\nsalir\n", "play", "--journal", es.toString(), "--lang", "es").exit);
        assertTrue(Files.readString(es, StandardCharsets.ISO_8859_1).contains("Blancas") && Files.readString(es, StandardCharsets.ISO_8859_1).contains("Negras"));
        CliRun resumed = CliRun.typing("", "resume", es.toString(), "--lang", "es");
        assertTrue(resumed.err.contains("Se reanuda Blancas contra Negras"), resumed.err);
        Path en = dir.resolve("en.journal");
        assertEquals(0, CliRun.typing("quit\n", "play", "--journal", en.toString()).exit);
        assertTrue(CliRun.typing("", "resume", en.toString(), "--lang", "es").err.contains("Se reanuda Blancas contra Negras"),
                "a default English name is said in Spanish");
        assertTrue(CliRun.typing("", "resume", es.toString()).err.contains("Resumed White against Black"));
        Path named = dir.resolve("named.journal");
        CliRun.typing("quit\n", "play", "--journal", named.toString(), "--white", "White", "--black", "Ana", "--lang", "es");
        assertTrue(CliRun.typing("", "resume", named.toString(), "--lang", "es").err.contains("Blancas contra Ana"));
    }
}
