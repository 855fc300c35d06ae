package org.annabella.session;

import java.time.Duration;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;
import org.annabella.announce.Phrase;
import org.annabella.laws.Edition;
import org.annabella.laws.SealedEnvelope;
import org.annabella.rules.Color;
import org.annabella.rules.Notation;
import org.annabella.rules.Position;

/**
 * The envelope of an adjourned game (2014 E.2, 2018 I.2) from a session whose move was sealed:
 * players, position before the sealed move, time used, the sealed move, a standing draw offer,
 * resumption. The mode line is added so the arbiter sees it here too.
 */
public final class EnvelopeExport {
    private EnvelopeExport() {
    }

    public static SealedEnvelope envelope(Session session, LocalDateTime resumption, String place) {
        Event.Sealed sealed = session.state().sealedMove();
        if (sealed == null) {
            throw new IllegalStateException("no move has been sealed");
        }
        Position before = session.state().position();
        String written = sanOf(before, sealed.uci());
        Setup s = session.state().setup();
        return new SealedEnvelope(s.white().name(), s.black().name(), before.toFen(),
                Duration.ofMillis(session.used(Color.WHITE)), Duration.ofMillis(session.used(Color.BLACK)), written,
                session.state().drawOfferBy(), resumption, place, Duration.ofMillis(session.added(Color.WHITE)),
                Duration.ofMillis(session.added(Color.BLACK)));
    }

    /** The envelope's lines in English, in the game's edition. */
    public static List<String> write(Session session, LocalDateTime resumption, String place) {
        return lines(session, resumption, place).stream().map(Phrase::toString).toList();
    }

    /** The envelope's lines, in the game's edition, to be said in any language; the mode last. */
    public static List<Phrase> lines(Session session, LocalDateTime resumption, String place) {
        List<Phrase> lines = new ArrayList<>(envelope(session, resumption, place)
                .lines(Edition.parse(Integer.toString(session.state().setup().edition()))));
        lines.add(Phrase.of("envelope.mode", "mode", session.state().mode().phrase()));
        return lines;
    }

    /**
     * The envelope's lines to be said (the console, speech): the position in words, not as a FEN
     * ({@link PositionWords}); the written envelope keeps the FEN ({@link #write}).
     */
    public static List<Phrase> said(Session session, LocalDateTime resumption, String place) {
        List<Phrase> out = new ArrayList<>();
        for (Phrase line : lines(session, resumption, place)) {
            if (line.values().get("fact") instanceof Phrase fact && fact.key().equals("envelope.position")) {
                out.add(Phrase.of("envelope.line", "article", line.values().get("article"), "fact",
                        Phrase.of("envelope.position-follows")));
                out.addAll(PositionWords.of(session.state().position(), session.state().wording()));
            } else {
                out.add(line);
            }
        }
        return out;
    }

    private static String sanOf(Position p, String uci) {
        for (int m : p.legalMoves()) {
            if (Notation.uci(p, m).equals(uci)) {
                return Notation.san(p, m);
            }
        }
        return uci;
    }
}
