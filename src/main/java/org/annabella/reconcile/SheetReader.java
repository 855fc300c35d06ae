package org.annabella.reconcile;

import java.util.ArrayList;
import java.util.List;
import org.annabella.announce.AnnouncementReader;
import org.annabella.rules.InputException;
import org.annabella.rules.MoveParseException;
import org.annabella.rules.Notation;
import org.annabella.rules.PieceLetters;
import org.annabella.rules.Position;

/**
 * Reads a scoresheet as legal moves, whatever notation each move is in: SAN or long algebraic in
 * any language's piece letters, UCI, ICCF numeric, or the phonetic words. {@code Nf3}, {@code Cf3},
 * {@code Ng1-f3} and {@code Springer Felix drei} are one move.
 */
public final class SheetReader {
    private static final String USUAL_START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    static final AnnouncementReader WORDS = new AnnouncementReader();

    private SheetReader() {
    }

    /**
     * Reads the whole sheet. The only letter that differs in meaning between languages is R (rook in
     * English, king in Spanish and French): unless the sheet names its language, it is read both
     * ways and the reading that stays legal longer is kept (English on a tie).
     */
    public static SheetReading read(WrittenSheet sheet) {
        String fen = sheet.startFen() == null ? USUAL_START : sheet.startFen();
        Position start;
        try {
            start = Position.fromFen(fen);
        } catch (InputException e) {
            throw new InputException("sheet " + sheet.name() + ": start position: " + e.getMessage(), e);
        }
        if (sheet.letters() != null) {
            return read(sheet, fen, start, sheet.letters());
        }
        SheetReading english = read(sheet, fen, start, PieceLetters.ENGLISH);
        if (english.isLegalThroughout()) {
            return english;
        }
        SheetReading spanish = read(sheet, fen, start, PieceLetters.SPANISH);
        return spanish.plies() > english.plies() ? spanish : english;
    }

    private static SheetReading read(WrittenSheet sheet, String fen, Position start, PieceLetters letters) {
        Position p = start.copy();
        List<MoveRef> refs = new ArrayList<>();
        List<String> texts = sheet.moves();
        for (int i = 0; i < texts.size(); i++) {
            try {
                int move = readMove(p, texts.get(i), letters);
                refs.add(MoveRef.of(p, move, i + 1));
                p.makeMove(move);
            } catch (MoveParseException e) {
                return new SheetReading(sheet, fen, letters, refs, i, e.kind(), reason(p, texts.get(i), e), e.candidates());
            }
        }
        return new SheetReading(sheet, fen, letters, refs, -1, null, null, null);
    }

    /**
     * One move text in {@code position}: the legal move, or MoveParseException saying why not.
     * Notation first, in the sheet's letters; text that is not notation is read as announcement
     * words (phonetic, English or Spanish styles).
     */
    public static int readMove(Position position, String text, PieceLetters letters) {
        try {
            return Notation.parse(position, text, letters);
        } catch (MoveParseException e) {
            if (e.kind() != MoveParseException.Kind.UNREADABLE || !text.strip().contains(" ")) {
                throw e;
            }
        }
        return WORDS.read(position, text);
    }

    /**
     * The reader's reason, in plain English throughout: the words reader says an illegal move's
     * fault in the phonetic words ("the black Koenig"), so for move words the reason is taken
     * from the same move in notation, which the ruling's English sentences can hold.
     */
    private static String reason(Position p, String text, MoveParseException e) {
        if (e.kind() != MoveParseException.Kind.ILLEGAL) {
            return e.getMessage();
        }
        return WORDS.algebraic(text).map(notation -> {
            try {
                Notation.parse(p, notation);
                return e.getMessage();
            } catch (MoveParseException again) {
                return again.kind() == MoveParseException.Kind.ILLEGAL ? again.getMessage() : e.getMessage();
            }
        }).orElse(e.getMessage());
    }

    /**
     * Reads {@code texts} from {@code position} for as long as they are legal moves; used to test
     * a hypothesis about a sheet (a move left out, written twice, transposed). The position is
     * left as it was.
     */
    static List<Integer> readWhileLegal(Position position, List<String> texts, PieceLetters letters) {
        Position p = position.copy();
        List<Integer> moves = new ArrayList<>();
        for (String t : texts) {
            try {
                int m = readMove(p, t, letters);
                moves.add(m);
                p.makeMove(m);
            } catch (MoveParseException e) {
                break;
            }
        }
        return moves;
    }
}
