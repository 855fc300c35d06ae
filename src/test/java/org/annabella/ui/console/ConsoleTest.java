package org.annabella.ui.console;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Files;
import java.util.List;
import java.util.Optional;
import org.annabella.laws.Result;
import org.annabella.rules.Color;
import org.annabella.session.Mode;
import org.annabella.session.Wording;
import org.junit.jupiter.api.Test;

class ConsoleTest extends AtTheTable {

    void open(Mode mode, ConsoleLanguage lang) {
        sit(new ConsoleTable(dir.resolve("g.journal"), "300+2", mode, now::get, Wording.SAN, lang));
    }

    /** What the console said in answer to one line. */
    String ask(String line) {
        return table.ask(line);
    }

    static String firstLine(String answer) {
        return answer.lines().findFirst().orElse("");
    }

    void askAll(String... lines) {
        for (String line : lines) {
            ask(line);
        }
    }

    @Test
    void aMoveSeenThroughByTheSensorsSaysWhoseTurnItIs() {
        open(Mode.TOURNAMENT, ConsoleLanguage.SPANISH);
        console.followsSensedBoard(Color.BLACK);
        String typed = ask("e4");
        assertTrue(typed.endsWith("Las negras: haga e4 en su tablero."), typed);
        text.getBuffer().setLength(0);
        synchronized (session) {
            session.sensed(Color.BLACK, session.state().board(Color.WHITE));
            console.boardChanged();
        }
        assertEquals("Juegan las negras.", text.toString().strip());
        text.getBuffer().setLength(0);
        console.boardChanged();
        assertEquals("", text.toString().strip(), "nothing new, nothing said");
    }

    @Test
    void helpListsThisGamesCommandsAndEachCommandHasItsOwnHelp() {
        open(Mode.TOURNAMENT, ConsoleLanguage.ENGLISH);
        String list = ask("help");
        assertTrue(list.contains("clock") && list.contains("touch"), list);
        // One command a line, each line its own help: the command's names before the first colon.
        List<String> names = list.lines().skip(1).map(l -> l.substring(0, l.indexOf(':')).split("[ ,]")[0]).toList();
        assertTrue(names.contains("illegal") && names.contains("export"), list);
        assertFalse(names.contains("attackers") || names.contains("legal"), "training aids only in training (2018 11.3.a)");
        assertEquals("clock, time or c: the moves each player has completed, the time used and left, a fallen flag, whose clock"
                + " runs and the move number; clock set, sides and times, then the reason: the arbiter sets the clocks."
                + " Example: clock, or clock set white 1:05:00 black 58:10 set wrongly.", ask("help clock"));
        assertTrue(ask("help override").startsWith("override, a ruling's number"));
        assertTrue(ask("help xyz").startsWith("Not understood"));
        askAll("language es");
        assertTrue(ask("ayuda reloj").startsWith("reloj, tiempo o r"));
        assertTrue(ask("ayuda").lines().skip(1).findFirst().orElseThrow().startsWith("ayuda: "));
    }

    @Test
    void aMistypedCommandIsOfferedByItsNearestNamesNotRefusedAsAMove() {
        open(Mode.TOURNAMENT, ConsoleLanguage.ENGLISH);
        assertEquals("Clok is neither a command nor a move. Did you mean clock? Type help for the commands.", ask("clok"));
        assertTrue(ask("Ke2").startsWith("Illegal"), "a move keeps its own reason");
        assertEquals("White: e4.", ask("e4"));
        askAll("language es");
        assertTrue(ask("relog").contains("¿Quería decir reloj?"), "in the console's language");
    }

    @Test
    void aMoveInWordsGetsTheSameReasonsAsInNotationNamingTheCandidatesAsTheGameAnnounces() {
        open(Mode.TOURNAMENT, ConsoleLanguage.ENGLISH);
        askAll("Nc3", "Nc6", "e3", "e6");
        // This game announces in SAN; one announced in the FIDE words names them so (ConsoleScriptTest).
        assertEquals("\"Springer Eva zwei\" could be Nce2 or Nge2.", ask("Springer Eva zwei"));
        assertEquals("Illegal move \"Bauer Anna fuenf\": no white Bauer can reach Anna fuenf.", ask("Bauer Anna fuenf"));
        assertEquals(4, session.state().moves().size(), "refused, nothing changed");
        // Words a speaker adds around a move are read past, as "Bauer" is (2009 E.2.1 names only the move).
        assertEquals("White: Nf3.", ask("zieht Springer nach Felix drei"));
    }

    @Test
    void inSpanishTheMovesAreWrittenWithSpanishPieceLetters() {
        open(Mode.TOURNAMENT, ConsoleLanguage.SPANISH);
        askAll("e4", "e5", "Cf3", "Cc6", "Ab5");
        assertEquals("1. e4 e5.\n2. Cf3 Cc6.\n3. Ab5.", ask("jugadas").replace("\r", ""));
        assertEquals("Última jugada, número 3, las blancas: Ab5.", ask("ultima"));
        askAll("language en");
        assertEquals("1. e4 e5.\n2. Nf3 Nc6.\n3. Bb5.", ask("moves").replace("\r", ""));
    }

    @Test
    void theArbiterRecordsAnIllegalMoveCompletedOnABoard() {
        open(Mode.TOURNAMENT, ConsoleLanguage.ENGLISH);
        askAll("verbose on", "start", "e4");
        String first = ask("illegal");
        // The player having the move is the offender; this game is blitz, so one minute (2018 B.2).
        assertTrue(first.contains("2018 7.5.1: Black's completed illegal move") && first.contains("1 minute added to White's time"), first);
        // Black presses his clock with no move made: his second illegal move (2018 7.5.3, 7.5.5).
        String press = ask("press");
        assertTrue(press.contains("2018 7.5.3") && press.contains("second completed illegal move: Black loses the game (White wins)"),
                press);
        assertTrue(session.state().isOver());
    }

    @Test
    void aTouchIsRecordedForThePlayerHavingTheMove() {
        open(Mode.TOURNAMENT, ConsoleLanguage.ENGLISH);
        assertEquals("White touched the piece on g1.", ask("touch Gustav eins"));
        assertEquals("g1", session.state().touched(Color.WHITE));
        assertTrue(ask("e4").contains("4"), "touch-move: a typed move of another piece is refused");
        assertEquals(0, session.state().moves().size());
        assertEquals("White: Nf3.", ask("Nf3"));
        assertTrue(ask("touch e4").contains("e4"), "nothing of Black's there: refused, naming the square");
    }

    @Test
    void aDrawOfferIsAnsweredByTheSideItWasMadeTo() {
        open(Mode.TOURNAMENT, ConsoleLanguage.ENGLISH);
        askAll("e4");
        askAll("draw black");
        String answer = ask("decline");
        assertTrue(answer.contains("Black") || answer.contains("White"), answer);
        assertNull(session.state().drawOfferBy());
        assertTrue(session.state().rulings().get(session.state().rulings().size() - 1).text().startsWith("White"),
                "White, to whom Black offered, declines: " + session.state().rulings());
    }

    @Test
    void movesInAnyNotationAreRelayedAndAnnounced() {
        open(Mode.TOURNAMENT, ConsoleLanguage.ENGLISH);
        assertEquals("White: e4.", ask("e2-e4"));
        assertEquals("Black: e5.", ask("e7e5"));
        assertEquals("White: Nf3.", ask("Sf3"), "German letters are read too");
        assertEquals("1. e4 e5.\n2. Nf3.", ask("moves").replace("\r", ""));
        assertEquals("Last move, number 2, White: Nf3.", ask("last"));
        assertTrue(ask("Ke2").startsWith("Illegal"), "an illegal move is refused with a reason");
        assertEquals("1. e4 e5.\n2. Nf3.", ask("moves").replace("\r", ""), "and changes nothing");
        assertTrue(ask("Zz9").length() > 0);
    }

    @Test
    void boardQuestionsAreAnsweredFromThePlayersOwnBoard() {
        open(Mode.TOURNAMENT, ConsoleLanguage.ENGLISH);
        ask("e4");
        assertEquals("e4: white pawn.", ask("square e4"));
        assertEquals("e5 is empty.", ask("what e5"));
        assertEquals("White knights: b1, g1.", ask("pieces white knights"));
        assertEquals("Rank 4: e4 white pawn.", ask("rank 4"));
        assertEquals("File e: e1 white king, e4 white pawn, e7 black pawn, e8 black king.", ask("file eva"));
        assertEquals("Diagonal from c1 to h6: c1 white bishop, d2 white pawn.\n"
                + "Diagonal from e1 to a5: e1 white king, d2 white pawn.", ask("diagonal d2").replace("\r", ""));
        assertEquals("Z9 is not a square: give a file and a rank, like e4 or Eva vier.", ask("square z9"));
        assertEquals("Give a square, like e4.", ask("square"));
        // A square in the announcement's words, everywhere a square is asked for.
        assertEquals("e4: white pawn.", ask("square Eva vier"));
        assertEquals(ask("square e4"), ask("what eva 4"));
        assertEquals("A rank is a number from 1 to 8, not 9.", ask("rank 9"));
    }

    @Test
    void theClockIsToldOnlyWhenAsked() {
        open(Mode.TOURNAMENT, ConsoleLanguage.ENGLISH);
        ask("start");
        now.addAndGet(12_000);
        String moved = ask("d4");
        assertFalse(moved.contains("4:"), "a move does not tell the time: " + moved);
        now.addAndGet(3_000);
        assertEquals("White: 1 move, 12 seconds used. Black: 0 moves, 3 seconds used. Time left: White 4 minutes 50 seconds,"
                + " Black 4 minutes 57 seconds. Black's clock runs. Move 1.", ask("clock"));
    }

    @Test
    void computedAidsOnlyInTraining() {
        open(Mode.TOURNAMENT, ConsoleLanguage.ENGLISH);
        assertTrue(ask("legal g1").contains("11.3.a"));
        assertTrue(ask("attackers f3").contains("11.3.a"));
        session.close();
        text.getBuffer().setLength(0);
        dir = dir.resolve("t");
        dir.toFile().mkdirs();
        open(Mode.TRAINING, ConsoleLanguage.ENGLISH);
        assertEquals("Legal moves of the piece on g1: Nf3, Nh3.", ask("legal g1"));
        assertEquals("White pieces defending f3: g1, e2, g2.", ask("defenders f3"));
        assertEquals("Black pieces attacking f6: e7, g7, g8.", ask("attackers f6"));
        assertEquals("Black pieces attacking e5: none.", ask("attackers e5"));
    }

    @Test
    void drawsClaimsResignationAndRepeat() throws Exception {
        open(Mode.TOURNAMENT, ConsoleLanguage.ENGLISH);
        askAll("verbose on", "Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1");
        String offer = ask("draw black");
        assertTrue(offer.startsWith("Ruling 1, 2018 9.1.2.1: Black offers a draw; the offer cannot be withdrawn"), offer);
        assertTrue(offer.contains("Ruling 2, 2018 11.5: "), "offered on his own turn, not after his move: " + offer);
        assertEquals(offer, ask("repeat"));
        assertEquals("Ruling 4, 2018 9.1.2.1: White rejects the draw offer; it lapses.", ask("decline"));
        String claim = ask("claim threefold Ng8");
        List<String> lines = claim.lines().toList();
        assertTrue(claim.contains("for at least the third time with the announced move Ng8")
                && lines.get(lines.size() - 2).endsWith("2018 9.5.2: the claim is correct: draw (draw)."), claim);
        // The game over, its PGN and braille scoresheets are written beside the journal (issue 14, item 11).
        assertEquals("Written: " + dir.resolve("g.pgn") + ", " + dir.resolve("g.brf") + ", " + dir.resolve("g-braille.txt")
                + ".", lines.get(lines.size() - 1));
        assertTrue(Files.readString(dir.resolve("g.pgn")).contains("[Result \"1/2-1/2\"]"));
        assertTrue(ask("e4").contains("over"));
    }

    /** A place of the export taken by a folder: said in words, and nothing written (issue 31). */
    @Test
    void anExportWithAPlaceInTheWayIsSaidAndWritesNothing() throws Exception {
        open(Mode.TOURNAMENT, ConsoleLanguage.ENGLISH);
        Files.createDirectory(dir.resolve("g.brf"));
        String said = ask("export");
        assertTrue(said.startsWith("The game could not be written to " + dir + ": " + dir.resolve("g.brf") + " is a folder"),
                said);
        assertFalse(Files.exists(dir.resolve("g.pgn")), "an export is whole or absent");
    }

    @Test
    void sealingPrintsTheEnvelope() {
        open(Mode.TOURNAMENT, ConsoleLanguage.ENGLISH);
        ask("e4");
        ask("e5");
        String envelope = ask("seal Nf3");
        assertTrue(envelope.contains("sealed by Ann (White)"), envelope);
        assertTrue(envelope.contains("sealed move number 2"), envelope);
        assertTrue(ask("Nf3").toLowerCase().contains("adjourned"));
    }

    @Test
    void theEnvelopeAndTheModeAreReadInSpanish() throws Exception {
        open(Mode.TOURNAMENT, ConsoleLanguage.SPANISH);
        assertEquals("Modo: torneo.", ask("modo"));
        ask("e4");
        ask("e5");
        String envelope = ask("sellar Cf3");
        assertTrue(envelope.contains("2018 I.2: jugadores: blancas, Ann; negras, Bob"), envelope);
        assertTrue(envelope.contains("2018 I.2: sellada por Ann, que lleva las blancas"), envelope);
        assertTrue(envelope.contains("2018 I.2: número de la jugada secreta: 2"), envelope);
        assertTrue(envelope.matches("(?s).*reanudación el [a-záéíóú]+ \\d+ de [a-z]+ de \\d{4} a las 10:00, en la sala de juego.*"), envelope);
        assertTrue(envelope.contains("Modo: torneo\nEl sobre, para que el árbitro lo imprima"), envelope);
        assertTrue(envelope.endsWith("abrir ausente y el bando que no está."), envelope);
        // Its braille copy in Spanish braille: "Modo: torneo" with the capital sign, dots 4-6.
        assertTrue(Files.readString(dir.resolve("g-envelope-braille.txt")).contains("⠨⠍⠕⠙⠕⠒⠀⠞⠕⠗⠝⠑⠕"));
    }

    @Test
    void theAssistantClaimsAFallenFlag() {
        open(Mode.TOURNAMENT, ConsoleLanguage.ENGLISH);
        ask("start");
        assertEquals("White's flag has not fallen.", ask("claim flag black"));
        now.addAndGet(301_000);
        assertEquals("White's flag has fallen: White loses on time (Black wins).", firstLine(ask("claim flag black")));
        assertEquals("Ruling 1, 2018 6.9: White's flag has fallen: White loses on time (Black wins).", ask("why"), "the article on request");
        assertEquals(Optional.of(Result.BLACK_WINS), session.state().outcome());
    }

    @Test
    void theArbiterReadsAndOverridesRulings() {
        open(Mode.TOURNAMENT, ConsoleLanguage.ENGLISH);
        assertEquals("No rulings yet.", ask("rulings"));
        ask("draw black");
        assertEquals("Give the ruling's number and your words, like: override 2 Draw agreed.", ask("override two"));
        assertEquals("The arbiter overrides ruling 2: Offer made at the right moment, no warning.",
                ask("override 2 Offer made at the right moment, no warning"));
        String all = ask("rulings");
        assertTrue(all.startsWith("Ruling 1, 2018 9.1.2.1: Black offers a draw"), all);
        assertTrue(all.contains("; the arbiter overrode it: Offer made at the right moment, no warning."), all);
        assertEquals("There is no ruling number 9.", ask("override 9 x"));
    }

    @Test
    void aFlagClaimInSpanish() {
        open(Mode.TOURNAMENT, ConsoleLanguage.SPANISH);
        assertEquals("La bandera de las blancas no ha caído.", ask("reclamar bandera negras"));
    }

    @Test
    void aClaimWithASpanishMoveIsRuledInSpanish() throws Exception {
        open(Mode.TOURNAMENT, ConsoleLanguage.SPANISH);
        askAll("detallado sí", "Cf3", "Cf6", "Cg1", "Cg8", "Cf3", "Cf6", "Cg1");
        String claim = ask("reclamar triple Cg8");
        assertTrue(claim.contains("2018 9.5.2: la reclamación es correcta: tablas (tablas).\nEscrito: "), claim);
        // The scoresheet's words in Spanish braille (capital sign dots 4-6): "Blancas: Ann", "Modo: torneo".
        List<String> sheet = Files.readString(dir.resolve("g-braille.txt")).lines().toList();
        assertTrue(sheet.contains("⠨⠃⠇⠁⠝⠉⠁⠎⠒⠀⠨⠁⠝⠝"), String.join("\n", sheet));
        assertTrue(sheet.contains("⠨⠍⠕⠙⠕⠒⠀⠞⠕⠗⠝⠑⠕"), "Modo: torneo\n" + String.join("\n", sheet));
        assertTrue(sheet.stream().anyMatch(l -> l.startsWith("⠂⠀⠎⠋⠒⠀")), "1. Nf3 in the chess code: " + String.join("\n", sheet));
    }

    @Test
    void spanishCommandsAndAnswers() {
        open(Mode.TOURNAMENT, ConsoleLanguage.SPANISH);
        ask("e4");
        assertEquals("Juegan las negras.", ask("siguiente"));
        assertEquals("La jugada «Ce4» no es legal: las negras no tienen caballo que pueda ir a e4.", ask("Ce4"));
        assertEquals("La jugada «Re7» no es legal: e7 ya está ocupada por una pieza de las negras: peón.", ask("Re7"),
                "R is the king in Spanish");
        assertEquals("e4: peón blanco.", ask("casilla e4"));
        assertEquals("Caballos de las negras: b8, g8.", ask("piezas negras caballos"));
        assertEquals("Fila 1: a1 torre blanca, b1 caballo blanco, c1 alfil blanco, d1 dama blanca, e1 rey blanco, "
                + "f1 alfil blanco, g1 caballo blanco, h1 torre blanca.", ask("fila 1"));
        assertTrue(ask("ayuda").startsWith("Las órdenes, una por línea"));
        assertEquals("Una fila es un número del 1 al 8, no 9.", ask("fila 9"));
        assertEquals("Una columna es una letra de la a a la h o su nombre, de Anna a Hector, no z.", ask("columna z"));
        askAll("detallado sí");
        String offer = ask("tablas negras");
        assertTrue(offer.startsWith("Decisión 1, 2018 9.1.2.1: Las negras ofrecen tablas"), offer);
        assertTrue(offer.endsWith("Decisión 3, 2018 9.1.2.2: ambos jugadores anotan la oferta en su planilla con el símbolo (=) (2018 C.13)."), offer);
        assertEquals("Decisión 4, 2018 9.1.2.1: Las blancas rechazan la oferta de tablas; la oferta caduca.", ask("rechazar"));
        assertEquals("2018 5.1.2: Las blancas abandonan (ganan las negras).", firstLine(ask("abandonar")));
        assertEquals("La partida ha terminado: ganan las negras.", ask("siguiente"));
        assertEquals("Language: English.", ask("idioma en"));
        assertTrue(ask("frobnicate").length() > 0);
    }

    @Test
    void whatComesUnaskedStartsItsOwnLineAndThePromptFollows() throws Exception {
        open(Mode.TOURNAMENT, ConsoleLanguage.ENGLISH);
        java.io.PipedWriter typing = new java.io.PipedWriter();
        java.io.BufferedReader keyboard = new java.io.BufferedReader(new java.io.PipedReader(typing));
        Thread reading = new Thread(() -> {
            try {
                console.run(keyboard);
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
        reading.start();
        waitUntil(() -> text.toString().endsWith("> "));
        int prompt = text.toString().length();
        // A ruling comes from elsewhere (the window, a relay) while the prompt waits.
        synchronized (session) {
            // Black offers a draw and then resigns, as the window or a relay may do in one go.
            session.offerDraw(Color.BLACK);
            session.resign(Color.BLACK);
        }
        waitUntil(() -> text.toString().length() > prompt && text.toString().endsWith("> "));
        String unasked = text.toString().substring(prompt).replace("\r", "");
        assertTrue(unasked.startsWith("\nRuling 1: Black offers a draw.\n"), unasked);
        assertTrue(unasked.contains("\nBlack resigns (White wins).\n"), unasked);
        assertTrue(unasked.endsWith(".\n> "), "the prompt again after it: " + unasked);
        // The offer, the resignation and the export are said unasked: one prompt after them all, not one each.
        assertTrue(unasked.strip().split("\n").length >= 3, unasked);
        assertEquals(unasked.length() - 2, unasked.indexOf("> "), "one prompt, after the last line: " + unasked);
        typing.write("quit\n");
        typing.flush();
        reading.join(10_000);
        assertFalse(reading.isAlive());
    }

    private static void waitUntil(java.util.function.BooleanSupplier done) throws InterruptedException {
        for (int i = 0; i < 500 && !done.getAsBoolean(); i++) {
            Thread.sleep(10);
        }
        assertTrue(done.getAsBoolean(), "never happened");
    }

    @Test
    void keepWritesTheVoiceIntoTheSettingsAndLeavesTheirOtherLines() throws Exception {
        open(Mode.TOURNAMENT, ConsoleLanguage.ENGLISH);
        java.nio.file.Path settings = dir.resolve("settings");
        Files.createDirectories(settings);
        Files.writeString(settings.resolve("settings.conf"), "# mine\nlang=es\nrate=150\n");
        console.keepSettingsIn(settings);
        ask("voice rate 180");
        ask("voice volume 70");
        String kept = ask("keep");
        assertTrue(kept.startsWith("Kept in your settings: rate 180, pitch 100, volume 70; every later game starts with them ("), kept);
        assertEquals(List.of("# mine", "lang=es", "rate=180", "pitch=100", "volume=70"),
                Files.readAllLines(settings.resolve("settings.conf")));
        ask("language es");
        ask("voz tono 120");
        assertTrue(ask("guardar").startsWith("Guardado en su configuración: velocidad 180, tono 120, volumen 70;"));
        assertTrue(Files.readAllLines(settings.resolve("settings.conf")).contains("pitch=120"));
    }

    @Test
    void keepWithTheSettingsFileUnwritableSaysSoAndTheGameGoesOn() throws Exception {
        open(Mode.TOURNAMENT, ConsoleLanguage.ENGLISH);
        // A file where the settings folder should be: nothing can be written there.
        java.nio.file.Path blocked = dir.resolve("blocked");
        Files.writeString(blocked, "not a folder");
        console.keepSettingsIn(blocked);
        String said = ask("keep");
        assertTrue(said.startsWith("Nothing kept: " + blocked.resolve("settings.conf") + " could not be written ("), said);
        assertEquals("not a folder", Files.readString(blocked));
        assertEquals("White: e4.", firstLine(ask("e4")));
    }
}
