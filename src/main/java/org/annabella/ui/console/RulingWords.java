package org.annabella.ui.console;

import org.annabella.announce.Language;
import org.annabella.announce.Phrase;
import org.annabella.announce.Words;
import org.annabella.session.Notice;
import org.annabella.session.RulingRecord;

/**
 * How the console says a ruling: by default in one short sentence, a few seconds of speech, its
 * number and what it decides ("Ruling 1: White offers a draw"); in full with the edition and
 * article on request ({@code why}) or when verbose. A ruling's short form is its {@code brief.KEY}
 * entry in the phrasebook, "-" for one that only explains (said only in full); without one, its
 * words up to the first ";". The arbiter's own words are never cut.
 */
public final class RulingWords {
    private RulingWords() {
    }

    /**
     * A notice as the voice says it (--speech): a ruling in its short sentence, nothing for one that
     * only explains; the full ruling is the console's {@code why}.
     */
    public static String spoken(Notice n, Language language) {
        Words aloud = Words.aloud(language);
        return shortens(n) ? brief(n, aloud) : aloud.say(n.phrase());
    }

    /** Whether the notice is a ruling (or an ending by one) that is said short unless verbose. */
    static boolean shortens(Notice n) {
        String key = n.phrase().key();
        return key.equals("session.ruling") || key.equals("session.ended-by-ruling");
    }

    /** The notice said short: empty for a ruling that only explains. */
    static String brief(Notice n, Words w) {
        Phrase p = n.phrase();
        Phrase ruling = (Phrase) p.values().get("words");
        if (p.key().equals("session.ended-by-ruling")) {
            // The end of the game in full, its result included; only the article is left for why.
            return w.say(ruling);
        }
        String said = briefWords(ruling, w);
        return said.isEmpty() ? "" : w.say(Phrase.of("console.ruling", "number", p.values().get("number"), "words", said));
    }

    /** A ruling in full: number, edition and article, words, and the arbiter's override if any. */
    static String full(RulingRecord r, Words w) {
        Phrase ruling = Phrase.of("session.ruling", "number", r.number(), "article", r.article(), "words", r.phrase());
        return ConsoleLanguage.capitalised(w.say(r.override() == null ? ruling
                : Phrase.of("session.ruling-overridden", "ruling", ruling, "override", r.override()))) + ".";
    }

    private static String briefWords(Phrase ruling, Words w) {
        String key = "brief." + ruling.key();
        if (w.knows(key)) {
            String form = w.say(new Phrase(key, ruling.values()));
            return form.equals("-") ? "" : form;
        }
        String said = w.say(ruling);
        int cut = ruling.key().equals("session.arbiter-words") ? -1 : said.indexOf("; ");
        return cut < 0 ? said : said.substring(0, cut);
    }
}
