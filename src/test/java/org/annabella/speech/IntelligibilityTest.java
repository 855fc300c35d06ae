package org.annabella.speech;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Can a machine tell the words apart? Announcements synthesised by FreeTTS with our lexicon are
 * decoded by pocketsphinx (Debian packages pocketsphinx, pocketsphinx-en-us), restricted to the
 * announcement grammar and to a dictionary in the lexicon's own phones; at least 97 % must come
 * back word for word. A stand-in for a listener, but one that catches a pronunciation that
 * collapses two words into one sound.
 */
class IntelligibilityTest {
    static final Path BATCH = Pocketsphinx.program();
    static final Path MODEL = Pocketsphinx.model();
    static final double REQUIRED = 0.97;

    @Test
    void atLeast97PercentOfAnnouncementsAreRecognisedExactly(@TempDir Path dir) throws Exception {
        assumeTrue(Files.isExecutable(BATCH) && Files.isDirectory(MODEL),
                "pocketsphinx is not installed (Debian packages pocketsphinx, pocketsphinx-en-us): intelligibility not measured");
        PronunciationLexicon lexicon = PronunciationLexicon.load(Path.of("voice", "lexicon.txt"));
        List<String> announcements = SampleAnnouncements.announcements();
        assertTrue(announcements.size() >= 200, "only " + announcements.size() + " announcements");
        assertCoversTheScheme(announcements);

        Files.writeString(dir.resolve("announcement.dict"), HearingDictionary.text(lexicon));
        try (InputStream grammar = getClass().getResourceAsStream("announcement.gram")) {
            Files.copy(grammar, dir.resolve("announcement.gram"));
        }
        StringBuilder ctl = new StringBuilder();
        try (FreeTtsSynthesizer synthesizer = FreeTtsSynthesizer.load(lexicon)) {
            for (int i = 0; i < announcements.size(); i++) {
                withSilence(synthesizer.synthesize(announcements.get(i))).writeWav(dir.resolve("a" + i + ".wav"));
                ctl.append('a').append(i).append('\n');
            }
        }
        Files.writeString(dir.resolve("list.ctl"), ctl);

        Map<String, String> heard = decode(dir);
        List<String> misheard = new ArrayList<>();
        for (int i = 0; i < announcements.size(); i++) {
            String said = announcements.get(i).toLowerCase(Locale.ROOT);
            String got = heard.getOrDefault("a" + i, "");
            if (!said.equals(got)) {
                misheard.add("'" + said + "' heard as '" + got + "'");
            }
        }
        double recognised = 1.0 - (double) misheard.size() / announcements.size();
        System.out.printf("intelligibility: %d of %d announcements recognised exactly (%.1f %%)%n",
                announcements.size() - misheard.size(), announcements.size(), 100 * recognised);
        misheard.forEach(m -> System.out.println("  " + m));
        assertTrue(recognised >= REQUIRED, String.format("%.1f %% recognised, below %.0f %%: %s", 100 * recognised,
                100 * REQUIRED, misheard));
    }

    /**
     * The sound with half a second of silence before and after, as a microphone in the room
     * would hear it: without it the recogniser's search can end mid-word on the last sample.
     */
    static Pcm withSilence(Pcm sound) {
        int pad = (int) (sound.format().getFrameRate() / 2) * sound.format().getFrameSize();
        byte[] padded = new byte[sound.data().length + 2 * pad];
        System.arraycopy(sound.data(), 0, padded, pad, sound.data().length);
        return new Pcm(sound.format(), padded);
    }

    @Test
    void dictionaryUsesTheSphinxPhoneSet() {
        String dict = HearingDictionary.text(PronunciationLexicon.parse("t", List.of("sieben z iy1 b ax n", "bauer b aw1 axr")));
        assertEquals("sieben Z IY B AH N\nbauer B AW ER\n", dict);
    }

    private static void assertCoversTheScheme(List<String> announcements) {
        Set<String> said = announcements.stream().flatMap(a -> Arrays.stream(a.split(" ")))
                .map(w -> w.toLowerCase(Locale.ROOT)).collect(Collectors.toSet());
        Set<String> missing = new TreeSet<>();
        for (String word : PronunciationLexiconTest.SCHEME_WORDS) {
            if (!said.contains(word.toLowerCase(Locale.ROOT))) {
                missing.add(word);
            }
        }
        assertTrue(missing.isEmpty(), "no announcement says " + missing);
    }

    /** Runs pocketsphinx_batch over every WAV listed in list.ctl; returns id -> words heard. */
    private static Map<String, String> decode(Path dir) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(BATCH.toString(), "-hmm", MODEL.toString(),
                "-jsgf", "announcement.gram", "-dict", "announcement.dict",
                "-ctl", "list.ctl", "-cepdir", ".", "-cepext", ".wav", "-adcin", "yes", "-adchdr", "44",
                "-samprate", "16000", "-hyp", "heard.hyp", "-logfn", "sphinx.log")
                .directory(dir.toFile()).redirectErrorStream(true).redirectOutput(dir.resolve("sphinx.out").toFile())
                .start();
        assertTrue(p.waitFor(10, TimeUnit.MINUTES), "pocketsphinx did not finish in 10 minutes");
        assertEquals(0, p.exitValue(), () -> "pocketsphinx failed: " + tail(dir.resolve("sphinx.log")));
        Map<String, String> heard = new HashMap<>();
        for (String line : Files.readAllLines(dir.resolve("heard.hyp"), StandardCharsets.UTF_8)) {
            int open = line.lastIndexOf('(');
            if (open >= 0) {
                String id = line.substring(open + 1).split(" ")[0];
                heard.put(id, line.substring(0, open).strip());
            }
        }
        return heard;
    }

    private static String tail(Path log) {
        try {
            List<String> lines = Files.readAllLines(log);
            return String.join("\n", lines.subList(Math.max(0, lines.size() - 10), lines.size()));
        } catch (IOException e) {
            return "(no log: " + e.getMessage() + ")";
        }
    }
}
