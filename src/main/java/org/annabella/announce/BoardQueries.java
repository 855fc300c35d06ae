package org.annabella.announce;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.IntFunction;
import org.annabella.rules.Color;
import org.annabella.rules.InputException;
import org.annabella.rules.Move;
import org.annabella.rules.Piece;
import org.annabella.rules.PieceType;
import org.annabella.rules.Position;
import org.annabella.rules.Square;

/**
 * Answers about the board, as the best screen-reader chess interfaces give them: what is on a
 * square, where the pieces of a kind are, a rank, a file or a diagonal, attackers and defenders
 * of a square, the legal moves of a piece; and the instructions for fixing a board that differs
 * from the game (2009 E.2.7; 2018 D.2.9). Whether the session may answer a question (computed
 * moves only outside tournament play) is the session's business. Positions are never changed.
 */
public final class BoardQueries {
    private final Sentences sentences;
    private final MoveWords words;
    private final Announcer announcer;

    public BoardQueries(Sentences sentences) {
        this.sentences = sentences;
        this.words = sentences.words();
        this.announcer = new Announcer(words, Verbosity.SHORT);
    }

    /** "Eva vier: white Bauer." or "Eva vier: empty." */
    public String square(Position position, int sq) {
        Piece p = position.pieceAt(sq);
        return p == null ? sentences.say("query.empty-square", "square", words.square(sq))
                : sentences.say("query.square", "square", words.square(sq), "piece", sentences.piece(p));
    }

    /** "White Springer on Bella eins and Gustav eins." or "White has no Dame." */
    public String pieces(Position position, Color color, PieceType type) {
        long b = position.pieces(color, type);
        if (b == 0) {
            return sentences.say("query.no-pieces", "player", sentences.player(color), "piece", words.piece(type));
        }
        return sentences.say("query.pieces", "piece", sentences.piece(Piece.of(color, type)), "squares",
                sentences.list(squares(b)));
    }

    /** Rank 0..7 from a-file to h-file: "Rank vier: white Bauer on Eva vier." */
    public String rank(Position position, int rank) {
        return rank(position::pieceAt, rank);
    }

    /** {@link #rank(Position, int)} of a board as it stands, which may differ from any game's position. */
    public String rank(Piece[] board, int rank) {
        return rank(sq -> board[sq], rank);
    }

    private String rank(IntFunction<Piece> board, int rank) {
        List<Integer> line = new ArrayList<>();
        for (int f = 0; f < 8; f++) {
            line.add(Square.of(f, rank));
        }
        return sentences.say("query.rank", "rank", words.rank(rank), "contents", contents(board, line));
    }

    /** File 0..7 from rank 1 to rank 8: "File Eva: ..." */
    public String file(Position position, int file) {
        List<Integer> line = new ArrayList<>();
        for (int r = 0; r < 8; r++) {
            line.add(Square.of(file, r));
        }
        return sentences.say("query.file", "file", words.file(file), "contents", contents(position::pieceAt, line));
    }

    /**
     * The whole diagonal through {@code from} and {@code to}, edge to edge, read in the direction
     * from {@code from} to {@code to}: "Diagonal Anna eins to Hector acht: ...".
     */
    public String diagonal(Position position, int from, int to) {
        int df = Integer.signum(Square.file(to) - Square.file(from));
        int dr = Integer.signum(Square.rank(to) - Square.rank(from));
        if (from == to || Math.abs(Square.file(to) - Square.file(from)) != Math.abs(Square.rank(to) - Square.rank(from))) {
            throw new InputException(Square.name(from) + " and " + Square.name(to) + " are not on one diagonal");
        }
        int start = from;
        while (onBoard(Square.file(start) - df, Square.rank(start) - dr)) {
            start = Square.of(Square.file(start) - df, Square.rank(start) - dr);
        }
        List<Integer> line = new ArrayList<>();
        for (int sq = start; ; sq = Square.of(Square.file(sq) + df, Square.rank(sq) + dr)) {
            line.add(sq);
            if (!onBoard(Square.file(sq) + df, Square.rank(sq) + dr)) {
                break;
            }
        }
        return sentences.say("query.diagonal", "from", words.square(line.get(0)), "to",
                words.square(line.get(line.size() - 1)), "contents", contents(position::pieceAt, line));
    }

    private static boolean onBoard(int file, int rank) {
        return file >= 0 && file < 8 && rank >= 0 && rank < 8;
    }

    private String contents(IntFunction<Piece> board, List<Integer> line) {
        List<String> items = new ArrayList<>();
        for (int sq : line) {
            Piece p = board.apply(sq);
            if (p != null) {
                items.add(sentences.phrase("query.occupant", "piece", sentences.piece(p), "square", words.square(sq)));
            }
        }
        return items.isEmpty() ? sentences.phrase("query.nothing") : sentences.list(items);
    }

    /**
     * Who attacks a square: for an occupied square the opponent's pieces that attack it, for an
     * empty one the pieces of both sides. "Eva fuenf is attacked by black Springer on Felix sechs."
     */
    public String attackers(Position position, int sq) {
        Piece p = position.pieceAt(sq);
        long b = p == null ? position.attackers(sq, Color.WHITE) | position.attackers(sq, Color.BLACK)
                : position.attackers(sq, p.color().opposite());
        return b == 0 ? sentences.say("query.no-attackers", "square", words.square(sq))
                : sentences.say("query.attackers", "square", words.square(sq), "pieces", occupants(position, b));
    }

    /** Who defends the piece on a square: the pieces of its own colour that attack the square. */
    public String defenders(Position position, int sq) {
        Piece p = position.pieceAt(sq);
        if (p == null) {
            return sentences.say("query.nothing-to-defend", "square", words.square(sq));
        }
        long b = position.attackers(sq, p.color());
        return b == 0 ? sentences.say("query.no-defenders", "square", words.square(sq))
                : sentences.say("query.defenders", "square", words.square(sq), "pieces", occupants(position, b));
    }

    /** The legal moves of the piece on a square, each as its announcement. */
    public String legalMoves(Position position, int sq) {
        Piece p = position.pieceAt(sq);
        if (p == null) {
            return sentences.say("query.empty-square", "square", words.square(sq));
        }
        List<Integer> legal = new ArrayList<>();
        if (p.color() == position.sideToMove()) {
            for (int m : position.legalMoves()) {
                if (Move.from(m) == sq) {
                    legal.add(m);
                }
            }
        }
        // By destination square from Anna eins to Hector acht, the strongest promotion first, castling last.
        legal.sort(Comparator.<Integer, Boolean>comparing(Move::isCastling).thenComparing(Move::to)
                .thenComparing(m -> Move.isPromotion(m) ? -Move.promotionPiece(m).ordinal() : 0));
        List<String> moves = new ArrayList<>();
        for (int m : legal) {
            moves.add(announcer.announce(position, m));
        }
        return moves.isEmpty() ? sentences.say("query.no-moves", "piece", words.piece(p.type()), "square", words.square(sq))
                : sentences.say("query.moves", "piece", words.piece(p.type()), "square", words.square(sq), "moves",
                sentences.list(moves));
    }

    /** "Remove the Bauer from Eva vier." */
    public String remove(PieceType type, int sq) {
        return sentences.say("fix.remove", "piece", words.piece(type), "square", words.square(sq));
    }

    /** "Put the white Springer on Felix drei." The colour is said: the piece comes from off the board. */
    public String put(Piece piece, int sq) {
        return sentences.say("fix.put", "piece", sentences.piece(piece), "square", words.square(sq));
    }

    /** "Move the Springer from Felix drei to Gustav eins." */
    public String move(PieceType type, int from, int to) {
        return sentences.say("fix.move", "piece", words.piece(type), "from", words.square(from), "to", words.square(to));
    }

    private String occupants(Position position, long bits) {
        List<String> items = new ArrayList<>();
        for (long b = bits; b != 0; b &= b - 1) {
            int s = Long.numberOfTrailingZeros(b);
            items.add(sentences.phrase("query.occupant", "piece", sentences.piece(position.pieceAt(s)), "square", words.square(s)));
        }
        return sentences.list(items);
    }

    private List<String> squares(long bits) {
        List<String> out = new ArrayList<>();
        for (long b = bits; b != 0; b &= b - 1) {
            out.add(words.square(Long.numberOfTrailingZeros(b)));
        }
        return out;
    }
}
