package org.annabella.session;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.annabella.announce.Phrase;
import org.annabella.announce.Words;
import org.annabella.braille.BrailleLanguage;
import org.annabella.braille.ScoresheetWriter;
import org.annabella.laws.Edition;
import org.annabella.laws.SealedEnvelope;
import org.annabella.rules.Position;

/**
 * The envelope of an adjourned game (2014 E.2, 2018 I.2) from a game whose move was sealed:
 * players, position before the sealed move, time used, who sealed and the move number, a standing
 * draw offer, resumption. The mode line is added so the arbiter sees it here too. The sealed move
 * itself is not on it: it is inside, until the envelope is opened.
 */
public final class EnvelopeExport {
    private EnvelopeExport() {
    }

    /** The envelope of the last move sealed. */
    public static SealedEnvelope envelope(GameState game) {
        if (game.envelope() == null) {
            throw new IllegalStateException("no move has been sealed");
        }
        return game.envelope();
    }

    /** The envelope's lines in English, in the game's edition. */
    public static List<String> write(GameState game) {
        return lines(game).stream().map(Phrase::toString).toList();
    }

    /** The envelope's lines, in the game's edition, to be said in any language; the mode last. */
    public static List<Phrase> lines(GameState game) {
        List<Phrase> lines = new ArrayList<>(envelope(game).lines(Edition.parse(Integer.toString(game.setup().edition()))));
        lines.add(Phrase.of("envelope.mode", "mode", game.mode().phrase()));
        return lines;
    }

    /**
     * The envelope's lines to be said (the console, speech): the position in words, not as a FEN
     * ({@link PositionWords}); the written envelope keeps the FEN ({@link #write}).
     */
    public static List<Phrase> said(GameState game) {
        List<Phrase> out = new ArrayList<>();
        for (Phrase line : lines(game)) {
            if (line.values().get("fact") instanceof Phrase fact && fact.key().equals("envelope.position")) {
                out.add(Phrase.of("envelope.line", "article", line.values().get("article"), "fact",
                        Phrase.of("envelope.position-follows")));
                out.addAll(PositionWords.of(Position.fromFen(envelope(game).positionBefore()), game.wording()));
            } else {
                out.add(line);
            }
        }
        return out;
    }

    /**
     * Writes the envelope for the arbiter to print and keep (2014 E.3), in {@code words}' language,
     * and its braille copy for a blind player, for an embosser (BRF, 40 cells by 25 lines) and for a
     * braille display (Unicode) in {@code language}: {@code NAME-envelope.txt}, {@code NAME-envelope.brf} and
     * {@code NAME-envelope-braille.txt} in {@code folder}. Returns their paths.
     */
    public static List<Path> files(GameState game, Path folder, String name, Words words, BrailleLanguage language)
            throws IOException {
        List<String> lines = lines(game).stream().map(words::say).toList();
        Files.createDirectories(folder);
        Path text = folder.resolve(name + "-envelope.txt");
        Path brf = folder.resolve(name + "-envelope.brf");
        Path braille = folder.resolve(name + "-envelope-braille.txt");
        Files.writeString(text, String.join("\n", lines) + "\n");
        ScoresheetWriter writer = ScoresheetWriter.in(language);
        Files.writeString(brf, writer.writeText(lines, ScoresheetWriter.Format.BRF, BrailleExport.WIDTH, BrailleExport.HEIGHT));
        Files.writeString(braille, writer.writeText(lines, ScoresheetWriter.Format.UNICODE, BrailleExport.WIDTH,
                BrailleExport.HEIGHT));
        return List.of(text, brf, braille);
    }
}
