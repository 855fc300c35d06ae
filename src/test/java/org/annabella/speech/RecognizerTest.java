package org.annabella.speech;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.annabella.announce.Announcer;
import org.annabella.announce.Style;
import org.annabella.announce.Verbosity;
import org.annabella.rules.Notation;
import org.annabella.rules.Position;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Hearing spoken moves with pocketsphinx (skipped where it is not installed): the moves of a
 * game, castlings and promotions said by FreeTTS and by espeak-ng's German voice, clean and in
 * sox's pink noise; a move is taken only when it is the move said, otherwise asked again.
 */
class RecognizerTest {
    /** A Ruy Lopez with both castlings, checks and captures: SAN, played from the start. */
    static final List<String> GAME = List.of("e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O", "Be7", "Re1",
            "b5", "Bb3", "d6", "c3", "O-O", "h3", "Nb8", "d4", "Nbd7", "c4", "c6", "cxb5", "axb5", "Nc3", "Bb7", "Bg5",
            "b4", "Nb1", "h6", "Bh4", "c5", "dxe5", "Nxe4", "Bxe7", "Qxe7", "exd6", "Qf6", "Nbd2", "Nxd6");
    /** Positions with a promotion or a castling to say, and the move said. */
    static final List<String[]> SPECIAL = List.of(
            new String[] {"r3k2r/pPpp1ppp/8/8/8/8/P1PP1PPP/R3K2R w KQkq - 0 1", "O-O"},
            new String[] {"r3k2r/pPpp1ppp/8/8/8/8/P1PP1PPP/R3K2R w KQkq - 0 1", "O-O-O"},
            new String[] {"r3k2r/pPpp1ppp/8/8/8/8/P1PP1PPP/R3K2R w KQkq - 0 1", "bxa8=Q+"},
            new String[] {"r3k2r/pPpp1ppp/8/8/8/8/P1PP1PPP/R3K2R w KQkq - 0 1", "b8=N"},
            new String[] {"r3k2r/p1pp1ppp/8/8/8/8/PpPP1PPP/R3K2R b KQkq - 0 1", "O-O-O"},
            new String[] {"r3k2r/p1pp1ppp/8/8/8/8/PpPP1PPP/R3K2R b KQkq - 0 1", "bxa1=Q+"},
            new String[] {"r3k2r/p1pp1ppp/8/8/8/8/PpPP1PPP/R3K2R b KQkq - 0 1", "b1=R"},
            new String[] {"4k3/2P5/8/8/8/8/8/4K3 w - - 0 1", "c8=Q+"},
            new String[] {"4k3/2P5/8/8/8/8/8/4K3 w - - 0 1", "c8=B"});

    /** The project's voice's recogniser; each other voice has its own ({@link #earFor}), as each player has at the table. */
    private static Recognizer ear;
    private static final Map<String, Recognizer> EARS = new HashMap<>();
    private static FreeTtsSynthesizer kevin;

    @BeforeAll
    static void open() {
        assumeTrue(SpokenMoves.recogniserInstalled(),
                "pocketsphinx is not installed (Debian packages pocketsphinx, pocketsphinx-en-us): hearing not tested");
        ear = Recognizer.open(List.of(Style.FIDE));
        kevin = FreeTtsSynthesizer.load(PronunciationLexicon.loadDefault());
    }

    @AfterAll
    static void close() {
        if (kevin != null) {
            kevin.close();
        }
        if (ear != null) {
            ear.close();
        }
        EARS.values().forEach(Recognizer::close);
    }

    /** Counts of moves right and asked again; a wrong move fails at once, naming it. */
    private record Tally(int right, int again) {
    }

    @Test
    void theGameSaidByFreeTtsIsHeardCleanAndInNoiseAndNeverWrong() throws Exception {
        // Safety first: some are asked again (3 to 5 in a hundred on the benchmark, docs/performance.md), none is wrong.
        // (measured: 40, 38 and 38 of the 40 moves right)
        Tally clean = hearGame("freetts", Double.POSITIVE_INFINITY, Verbosity.SHORT);
        assertTrue(clean.right() >= GAME.size() * 9 / 10, "clean: " + clean);
        Tally full = hearGame("freetts", Double.POSITIVE_INFINITY, Verbosity.FULL);
        assertTrue(full.right() >= GAME.size() * 9 / 10, "full form, clean: " + full);
        assumeTrue(SpokenMoves.soxInstalled(), "sox is not installed: speech in noise not tested");
        Tally twenty = hearGame("freetts", 20, Verbosity.SHORT);
        assertTrue(twenty.right() >= GAME.size() * 9 / 10, "20 dB: " + twenty);
        Tally ten = hearGame("freetts", 10, Verbosity.SHORT);
        assertEquals(0, ten.right(), "too loud a room: everything asked again");
    }

    @Test
    void theGameSaidByEspeaksGermanVoiceIsNeverHeardWrong() throws Exception {
        assumeTrue(SpokenMoves.espeakInstalled(), "espeak-ng is not installed: a second voice not tested");
        // a voice it was not tuned on: asked again more often (docs/performance.md), never wrong
        // (measured: 9 of the 40 moves right since moves are judged against free phones too, 6 since
        // the speaker is judged by his moves of late as well: its first moves fit poorly)
        Tally clean = hearGame("espeak", Double.POSITIVE_INFINITY, Verbosity.SHORT);
        assertTrue(clean.right() >= GAME.size() / 8, "clean: " + clean);
        assumeTrue(SpokenMoves.soxInstalled(), "sox is not installed: speech in noise not tested");
        hearGame("espeak", 20, Verbosity.SHORT);
        hearGame("espeak", 10, Verbosity.SHORT);
    }

    @Test
    void anEnglishReaderIsHeardMoreOftenWithTheEnglishAccentAndNeverWrong() throws Exception {
        assumeTrue(SpokenMoves.fliteInstalled(), "flite is not installed: an English reader not tested");
        // flite's American man reads David as DAY-vid and Dame as "dayme" (docs/speech.md, "The player's accent")
        Tally german = hearGame("flite-kal", Double.POSITIVE_INFINITY, Verbosity.SHORT);
        try (Recognizer english = Recognizer.open(List.of(Style.FIDE), Recognizer.MARGIN, null, Accent.ENGLISH)) {
            Tally accent = hearGame(english, "flite-kal", Double.POSITIVE_INFINITY, Verbosity.SHORT);
            // measured: 19 of the 40 moves taken with the German sounds alone, 30 with the English too
            assertTrue(accent.right() >= german.right() + 5, "German sounds: " + german + ", English: " + accent);
        }
    }

    @Test
    void flitesEvaIsFoundAsEvaNotDavidWithTheEnglishAccent() throws Exception {
        assumeTrue(SpokenMoves.fliteInstalled(), "flite is not installed: an English reader not tested");
        // flite reads Eva as "ey v ax" (EY-vuh): without voice/accent-en.txt's Eva so, its "Eva drei"
        // was found as "david drei" by both voices, and with a profile taken so (docs/performance.md,
        // "Eva as flite says it"); here the words found, whether taken or asked again
        try (Recognizer english = Recognizer.open(List.of(Style.FIDE), Recognizer.MARGIN, null, Accent.ENGLISH)) {
            for (String voice : List.of("slt", "kal16")) {
                Hearing h = english.hear(Position.startPosition(), SpokenMoves.flite(voice, "Eva drei"));
                assertEquals("eva drei", h.words(), voice + ": " + h);
            }
        }
    }

    @Test
    void aMoveWhoseWordsFitTheSoundPoorlyIsUnclearNotADoubtBetweenTwo() throws Exception {
        assumeTrue(SpokenMoves.espeakInstalled(), "espeak-ng is not installed: a voice far from the model not tested");
        Announcer announcer = new Announcer(Style.FIDE, Verbosity.SHORT);
        Position p = Position.startPosition();
        int unclear = 0;
        for (int i = 0; i < GAME.size(); i++) {
            int move = Notation.parse(p, GAME.get(i));
            Hearing h = earFor("espeak").hear(p, say("espeak", announcer.announce(p, move), 0, i));
            // the confidence test against free phones decides the kind (its misfit is 0 where not
            // measured: a command, words that are no legal move); a move taken is within it
            assertEquals(h.kind() == Hearing.Kind.UNCLEAR, !Recognizer.fits(h.misfit()), GAME.get(i) + ": " + h);
            // words that fit, from a voice whose moves of late fitted poorly, are refused as such
            assertEquals(h.kind() == Hearing.Kind.UNFAMILIAR, Recognizer.fits(h.misfit())
                    && !Recognizer.familiar(h.voiceMisfit()), GAME.get(i) + ": " + h);
            if (h.kind() == Hearing.Kind.UNCLEAR || h.kind() == Hearing.Kind.UNFAMILIAR) {
                assertEquals("", h.text(), "nothing handed on");
                unclear++;
            }
            p.makeMove(move);
        }
        // measured: most of the German voice's moves fit worse than free phones by more than 9 (docs/performance.md)
        assertTrue(unclear >= GAME.size() / 4, unclear + " of " + GAME.size() + " unclear");
    }

    @Test
    void castlingsAndPromotionsAreHeardByBothVoices() throws Exception {
        List<String> engines = new ArrayList<>(List.of("freetts"));
        if (SpokenMoves.espeakInstalled()) {
            engines.add("espeak");
        }
        for (String engine : engines) {
            int right = 0;
            for (String[] s : SPECIAL) {
                Position p = Position.fromFen(s[0]);
                int move = Notation.parse(p, s[1]);
                for (Verbosity v : Verbosity.values()) {
                    Hearing h = earFor(engine).hear(p, say(engine, new Announcer(Style.FIDE, v).announce(p, move), 0, 0));
                    if (h.kind() == Hearing.Kind.MOVE) {
                        assertEquals(Notation.san(p, move), Notation.san(p, h.move()), engine + " in " + s[0] + ": " + h);
                        right++;
                    }
                }
            }
            // The voice it was not tuned on is asked again more often: measured, 2 of the 18 by the
            // margins alone (its Bella fits the English model's "Anna" better, and "Anna schlägt Anna
            // acht" is a rival the recogniser must not take for it), none since its moves are judged
            // against free phones too; the project's voice 14. Neither ever wrong (above).
            int least = engine.equals("freetts") ? SPECIAL.size() : 0;
            assertTrue(right >= least, engine + ": " + right + " of " + 2 * SPECIAL.size() + " right");
        }
    }

    @Test
    void theMarginAskedForFollowsWhatTheDoubtIsAbout() {
        double m = Recognizer.MARGIN;
        assertEquals(Recognizer.DOUBT_MARGIN, ear.base(m, "dame bella zwei", "dame nimmt anna zwei"), "Bella or Anna");
        assertEquals(Recognizer.DOUBT_MARGIN, ear.base(m, "springer felix sechs", "springer felix acht"), "sechs or acht");
        assertEquals(Recognizer.DOUBT_MARGIN, ear.base(m, "turm cesar sechs", "turm eva sieben"), "a file and a rank");
        // two ways of saying the g-file are no doubt between files, but Turm or König is one between
        // pieces: "Koenig David zwei" was taken for "Laeufer David zwei" with the margin of 10 (issue 32)
        assertEquals(Recognizer.DOUBT_MARGIN, ear.base(m, "turm gustaf eins", "koenig gustav eins"));
        assertEquals(Recognizer.DOUBT_MARGIN, ear.base(m, "dame cezar sechs", "turm cesar sechs"));
        assertEquals(Recognizer.DOUBT_MARGIN, ear.base(m, "laeufer david zwei", "koenig david zwei"), "Laeufer or Koenig");
        assertEquals(Recognizer.DOUBT_MARGIN, ear.base(m, "springer david zwei", "david zwei"), "a piece or a pawn");
        assertEquals(Recognizer.DOUBT_MARGIN, ear.base(m, "bella acht umwandlung dame", "bella acht umwandlung turm"));
        // the same piece said two ways, and the same piece on both sides, are no doubt
        assertEquals(m, ear.base(m, "koenig david zwei", "koenig david schach"));
        assertEquals(m, ear.base(m, "laeufer schlaegt eva fuenf", "laeufer eva fuenf"));
        assertEquals(m, ear.base(m, "lange rochade", "kleine rochade"));
        // only where the two differ: Eva against Bella, though Eva comes in both
        assertEquals(Recognizer.DOUBT_MARGIN, ear.base(m, "turm eva vier eva zwei", "turm bella vier eva zwei"));
        assertEquals(50.0, ear.base(50, "bella sechs", "bella acht"), "never less than asked");
    }

    @Test
    void aMoveHeardWithoutAProfileIsJudgedAgainstFreePhones() {
        Position start = Position.startPosition();
        Hearing h = ear.hear(start, SpokenMoves.freeTts(kevin, "Springer Felix drei"));
        assertEquals(Hearing.Kind.MOVE, h.kind(), h.toString());
        assertNotEquals(0.0, h.misfit(), "measured: " + h);
        assertTrue(Recognizer.fits(h.misfit()), "the project's voice fits its words: " + h);
        // the rule the benchmark judges by: the same hearing, misfitting more than asked, is not taken
        assertTrue(ear.takes(h));
        Hearing misfitting = new Hearing(h.kind(), h.words(), h.move(), List.of(), h.rival(), h.margin(), h.snr(),
                Recognizer.MOST_MISFIT + 1, h.voiceMisfit());
        assertFalse(ear.takes(misfitting));
        // nor from a speaker whose moves of late fitted too poorly, though this one fits
        assertTrue(Recognizer.familiar(h.voiceMisfit()), "the project's voice is familiar: " + h);
        Hearing unfamiliar = new Hearing(h.kind(), h.words(), h.move(), List.of(), h.rival(), h.margin(), h.snr(),
                h.misfit(), Recognizer.MOST_VOICE_MISFIT + 1);
        assertFalse(ear.takes(unfamiliar));
        // a command is not judged so (yes, no ...)
        Hearing yes = ear.hear(start, SpokenMoves.freeTts(kevin, "yes"));
        assertEquals(0.0, yes.misfit(), yes.toString());
    }

    @Test
    void wordsFittingTwoMovesAreAnAmbiguityNamingBoth() {
        Position p = Position.fromFen("4k3/8/8/8/8/8/3N4/4K1N1 w - - 0 1");
        Hearing h = ear.hear(p, SpokenMoves.freeTts(kevin, "Springer Felix drei"));
        assertEquals(Hearing.Kind.AMBIGUOUS, h.kind(), h.toString());
        assertEquals(List.of("Ndf3", "Ngf3"), h.candidates().stream().map(m -> Notation.san(p, m)).sorted().toList());
        assertEquals("springer felix drei", h.text(), "the words are handed on, to be refused naming both");
    }

    @Test
    void aMoveThatIsNotLegalNowIsNeverTaken() {
        Position p = Position.startPosition();
        p.makeMove(Notation.parse(p, "Nf3"));
        p.makeMove(Notation.parse(p, "e5"));
        for (String said : List.of("Springer Felix drei", "Dame Hector fuenf", "Kurze Rochade")) {
            Hearing h = ear.hear(p, SpokenMoves.freeTts(kevin, said));
            assertNotEquals(Hearing.Kind.MOVE, h.kind(), said + " heard as " + h);
        }
    }

    @Test
    void movesSaidThatAreNotLegalNowAreNeverTakenForTheLegalMoveSoundingNearest() {
        // The game's moves with the rank of the square moved to changed so that no legal move fits.
        List<String> ranks = List.of("eins", "zwei", "drei", "vier", "fuenf", "sechs", "sieben", "acht");
        org.annabella.announce.AnnouncementReader reader = new org.annabella.announce.AnnouncementReader();
        Announcer fide = Announcer.fide();
        Position p = Position.startPosition();
        int said = 0;
        for (String san : GAME) {
            int move = Notation.parse(p, san);
            String[] words = fide.announce(p, move).split(" ");
            int last = -1;
            for (int i = 0; i < words.length; i++) {
                last = ranks.contains(words[i]) ? i : last;
            }
            for (int r = 0; last >= 0 && r < ranks.size(); r++) {
                words[last] = ranks.get((ranks.indexOf(words[last]) + 1) % ranks.size());
                String text = String.join(" ", words);
                if (!legal(reader, p, text)) {
                    Hearing h = ear.hear(p, SpokenMoves.freeTts(kevin, text));
                    assertNotEquals(Hearing.Kind.MOVE, h.kind(), "'" + text + "' is not legal after " + p.toFen() + ": " + h);
                    said++;
                    break;
                }
            }
            p.makeMove(move);
        }
        assertTrue(said >= GAME.size() - 4, said + " illegal moves said");
    }

    private static boolean legal(org.annabella.announce.AnnouncementReader reader, Position p, String text) {
        try {
            reader.read(p, text);
            return true;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    @Test
    void spokenCommandsAreHeard() {
        Hearing h = ear.hear(Position.startPosition(), SpokenMoves.freeTts(kevin, "clock"));
        assertEquals(Hearing.Kind.COMMAND, h.kind(), h.toString());
        assertEquals("clock", h.text());
    }

    /** Hears every move of {@link #GAME} in turn; fails on the first move heard wrong. */
    private Tally hearGame(String engine, double snr, Verbosity verbosity) throws Exception {
        return hearGame(earFor(engine), engine, snr, verbosity);
    }

    /**
     * The recogniser of {@code engine}'s voice: without a profile a speaker is judged by his moves
     * of late too ({@link Recognizer#MOST_VOICE_MISFIT}), so one voice heard poorly must not close
     * the ear of another.
     */
    private static Recognizer earFor(String engine) {
        return engine.equals("freetts") ? ear : EARS.computeIfAbsent(engine, e -> Recognizer.open(List.of(Style.FIDE)));
    }

    private static Tally hearGame(Recognizer ear, String engine, double snr, Verbosity verbosity) throws Exception {
        Announcer announcer = new Announcer(Style.FIDE, verbosity);
        Position p = Position.startPosition();
        int right = 0;
        int again = 0;
        for (int i = 0; i < GAME.size(); i++) {
            int move = Notation.parse(p, GAME.get(i));
            String text = announcer.announce(p, move);
            Hearing h = ear.hear(p, say(engine, text, snr, i));
            if (h.kind() == Hearing.Kind.MOVE) {
                assertEquals(GAME.get(i), Notation.san(p, h.move()), engine + " at " + snr + " dB said '" + text + "': " + h);
                right++;
            } else {
                again++;
            }
            p.makeMove(move);
        }
        System.out.printf("hearing %s %s %s: %d right, %d asked again, 0 wrong%n", engine, verbosity.id(),
                snr == Double.POSITIVE_INFINITY ? "clean" : snr + " dB", right, again);
        return new Tally(right, again);
    }

    private static Pcm say(String engine, String text, double snr, long seed) throws Exception {
        Pcm speech = engine.equals("freetts") ? SpokenMoves.freeTts(kevin, text)
                : engine.equals("flite-kal") ? SpokenMoves.flite("kal16", text) : SpokenMoves.espeak(text);
        return snr > 0 && snr != Double.POSITIVE_INFINITY ? SpokenMoves.withNoise(speech, snr, seed) : speech;
    }
}
