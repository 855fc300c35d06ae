package org.annabella.rules.dead;

import static org.annabella.rules.Bitboards.bishopAttacks;
import static org.annabella.rules.Bitboards.bit;
import static org.annabella.rules.Bitboards.kingAttacks;
import static org.annabella.rules.Bitboards.knightAttacks;
import static org.annabella.rules.Bitboards.pawnAttacks;
import static org.annabella.rules.Bitboards.rookAttacks;

import org.annabella.rules.Bitboards;
import org.annabella.rules.Color;
import org.annabella.rules.Piece;
import org.annabella.rules.PieceType;
import org.annabella.rules.Position;
import org.annabella.rules.Square;

/**
 * The semi-static proof: an over-approximation of where every piece of the position can ever go,
 * used to show that the intended winner can never give check (or never a mating one) to the
 * enemy king. This is what proves pawn walls and boxed-in kings unwinnable.
 *
 * <p>For each piece we compute a region (squares it may ever stand on) and whether it is
 * <em>fixed</em>: it can never leave its square and can never be captured there. Fixed pieces are
 * the only obstacles we trust; every other piece is assumed able to get out of the way. Regions
 * grow and pieces get unfixed monotonically from "everything fixed, every piece on its own square"
 * until nothing changes (a least fixpoint). Soundness: by induction over any legal game
 * continuation, each piece stays inside its region and fixed pieces stay where they are, because
 * every legal move is one the saturation rules allow (moves only into squares not held by a fixed
 * friend, sliders only through squares not held by a fixed piece, pawns capture only where an
 * enemy non-king piece may stand, kings never onto a square a fixed enemy piece always guards
 * nor next to every square of the enemy king's region; a pawn that may promote is assumed to go
 * anywhere as any piece; two enemy pawns on one file that can never leave it, nor be captured,
 * never pass each other). One rule looks at the end of the game instead: a king step that leaves
 * the other side no move at all is a stalemate (or, for the loser's step, the winner mated), the
 * last move of the game, so it never matters to the winner's mate (see {@link #stalematingSquares}).
 * Whose turn it is, repetitions and the move-count rules are ignored, which can only enlarge the
 * regions.
 */
final class Reachability {
    /** The lenient FEN reader admits material no game reaches (composed problems): up to a full board. */
    private static final int MAX_PIECES = 64;
    /** Masks for the shifts of whole sets of squares: all but the a-file, the h-file, a and b, g and h. */
    private static final long NOT_A = ~Bitboards.FILE_A;
    private static final long NOT_H = ~(Bitboards.FILE_A << 7);
    private static final long NOT_AB = NOT_A & ~(Bitboards.FILE_A << 1);
    private static final long NOT_GH = NOT_H & ~(Bitboards.FILE_A << 6);

    private final int[] square = new int[MAX_PIECES];
    private final int[] colour = new int[MAX_PIECES];
    private final PieceType[] type = new PieceType[MAX_PIECES];
    private final long[] region = new long[MAX_PIECES];
    private final boolean[] fixed = new boolean[MAX_PIECES];
    private final boolean[] promotes = new boolean[MAX_PIECES];
    private int count;
    /** The piece standing on each square at the start, by index (only read where a piece stands). */
    private final int[] pieceOn = new int[64];
    /** Squares of each colour's pawns at the start. */
    private final long[] pawnSquares = new long[2];
    /** Squares where each colour's pieces may stand, their regions together. */
    private final long[] reachByColour = new long[2];
    /**
     * The last answer of {@link #stalematingSquares} per stuck side, with what it was computed
     * from: the searches ask again and again for the same pawn walls.
     */
    private final long[][] stalemateInputs = new long[2][3];
    private final long[] stalemateAnswer = new long[2];
    private final boolean[] stalemateKnown = new boolean[2];

    private long fixedOccupancy;
    private final long[] fixedByColour = new long[2];
    /** Squares guarded for ever by the fixed pieces of each colour; by those other than the king. */
    private final long[] fixedGuards = new long[2];
    private final long[] fixedMenGuards = new long[2];
    /** Squares next to (or under) every square of each colour's king region: its king always guards them. */
    private final long[] kingGuards = new long[2];
    /** The intended winner's colour index. */
    private int winner;
    /** Squares each side's king never enters because the other side would then have no legal move. */
    private final long[] stalemating = new long[2];
    /** Per colour: its men other than the king never move (they may be taken); its king's region. */
    private final boolean[] stuck = new boolean[2];
    private final long[] kingRegion = new long[2];
    /** Whether the loser's stalemate can end the game when the winner's king moves (see {@link #summarise}). */
    private boolean quietPosition;
    /** Squares where some non-king piece of each colour may stand (pawn capture targets). */
    private final long[] nonKingReach = new long[2];
    /** Squares where each colour may capture: regions of its pieces other than pawns kept to their file. */
    private final long[] captureReach = new long[2];
    /** The matching of {@link #blockable}: each candidate blocker's squares, and where it is placed. */
    private final long[] blockerSquares = new long[MAX_PIECES];
    private final int[] blockerOn = new int[MAX_PIECES];
    private int blockers;
    private long triedBlockers;

    /**
     * True when the analysis proves that {@code winner} can never checkmate in {@code position}
     * (false means "not proved", never "winnable").
     */
    boolean provesUnwinnable(Position position, Color winner) {
        return saturate(position, winner.ordinal()) && noMateForWinner(winner.ordinal());
    }

    /**
     * Grows the regions to the fixpoint; returns false (no proof) early when the proof has become
     * hopeless, since regions only grow.
     */
    private boolean saturate(Position position, int winner) {
        this.winner = winner;
        // The side not to move is never in check (a legal position), and castling could give check.
        Color mover = position.sideToMove();
        quietPosition = !position.hasCastlingRights()
                && !position.isAttacked(position.kingSquare(mover.opposite()), mover);
        count = 0;
        pawnSquares[0] = pawnSquares[1] = 0;
        // The winner's pawns first: a proof that fails mostly fails on one of them promoting, and
        // the order of growth changes nothing else (the regions grow to the same least fixpoint).
        long winnerPawns = position.pieces(Color.of(winner), PieceType.PAWN);
        addPieces(position, winnerPawns);
        addPieces(position, position.occupied() & ~winnerPawns);
        addCastlingSquares(position);
        int ep = position.legalEnPassantSquare();
        long epBit = ep == Square.NONE ? 0 : bit(ep);
        boolean changed = true;
        while (changed) {
            changed = false;
            summarise();
            // The pawn that just made a double step may be taken en passant on the square it crossed.
            if (epBit != 0) {
                nonKingReach[position.sideToMove().opposite().ordinal()] |= epBit;
            }
            for (int i = 0; i < count; i++) {
                long grown = type[i] == PieceType.PAWN && !promotes[i] ? growPawn(i) : growPiece(i);
                if (grown != region[i]) {
                    region[i] = grown;
                    changed = true;
                }
                if (promotes[i] && colour[i] == winner) {
                    return false; // what heavyCheckPossible says at the end of this round, said sooner
                }
            }
            reachByColour[0] = reachByColour[1] = 0;
            for (int i = 0; i < count; i++) {
                reachByColour[colour[i]] |= region[i];
            }
            for (int i = 0; i < count; i++) {
                if (fixed[i] && (region[i] != bit(square[i]) || capturable(i))) {
                    fixed[i] = false;
                    changed = true;
                }
            }
            if (changed && heavyCheckPossible(winner)) {
                return false;
            }
        }
        summarise();
        return true;
    }

    /** Adds the pieces standing on {@code squares}, each fixed on its own square. */
    private void addPieces(Position position, long squares) {
        while (squares != 0) {
            int sq = Long.numberOfTrailingZeros(squares);
            squares &= squares - 1;
            Piece piece = position.pieceAt(sq);
            square[count] = sq;
            colour[count] = piece.color().ordinal();
            type[count] = piece.type();
            region[count] = bit(sq);
            fixed[count] = true;
            promotes[count] = false;
            pieceOn[sq] = count;
            if (piece.type() == PieceType.PAWN) {
                pawnSquares[colour[count]] |= bit(sq);
            }
            count++;
        }
    }

    /**
     * A winner pawn may promote (the proof then fails), or a winner knight, rook or queen already
     * attacks the loser king's region (the proof almost never succeeds then: give up, for speed).
     */
    private boolean heavyCheckPossible(int w) {
        long kingRegion = 0;
        for (int i = 0; i < count; i++) {
            if (type[i] == PieceType.KING && colour[i] != w) {
                kingRegion = region[i];
            }
        }
        for (int i = 0; i < count; i++) {
            if (colour[i] == w && (promotes[i] || (type[i] != PieceType.KING && type[i] != PieceType.BISHOP
                    && type[i] != PieceType.PAWN && (attacksOver(i) & kingRegion) != 0))) {
                return true;
            }
        }
        return false;
    }

    /** Castling moves the king and the rook to squares a plain flood would not give them. */
    private void addCastlingSquares(Position position) {
        if (!position.hasCastlingRights()) {
            return;
        }
        for (Color c : Color.values()) {
            int base = c == Color.WHITE ? 0 : 56;
            for (int side = 0; side < 2; side++) {
                boolean kingSide = side == 0;
                int rook = position.castlingRook(c, kingSide);
                if (rook == Square.NONE) {
                    continue;
                }
                int king = position.kingSquare(c);
                for (int i = 0; i < count; i++) {
                    if (square[i] == king) {
                        region[i] |= bit(base + (kingSide ? 6 : 2));
                    } else if (square[i] == rook) {
                        region[i] |= bit(base + (kingSide ? 5 : 3));
                    }
                }
            }
        }
    }

    private void summarise() {
        fixedOccupancy = 0;
        fixedByColour[0] = fixedByColour[1] = 0;
        fixedGuards[0] = fixedGuards[1] = 0;
        fixedMenGuards[0] = fixedMenGuards[1] = 0;
        nonKingReach[0] = nonKingReach[1] = 0;
        captureReach[0] = captureReach[1] = 0;
        kingGuards[0] = kingGuards[1] = 0;
        stalemating[0] = stalemating[1] = 0;
        stuck[0] = stuck[1] = true;
        for (int i = 0; i < count; i++) {
            if (type[i] == PieceType.KING) {
                kingGuards[colour[i]] = alwaysNextTo(region[i]);
                kingRegion[colour[i]] = region[i];
            } else if (region[i] != bit(square[i])) {
                stuck[colour[i]] = false;
            }
        }
        for (int i = 0; i < count; i++) {
            if (!keptToFile(i)) {
                captureReach[colour[i]] |= region[i];
            }
            int c = colour[i];
            if (fixed[i]) {
                fixedOccupancy |= bit(square[i]);
                fixedByColour[c] |= bit(square[i]);
                // A fixed piece always guards its pawn or knight targets and the squares next to
                // it on its lines (nothing can ever come between).
                long guards = type[i] == PieceType.PAWN ? pawnAttacks(Color.of(c), square[i])
                        : attacksFrom(type[i], square[i], ~0L);
                fixedGuards[c] |= guards;
                if (type[i] != PieceType.KING) {
                    fixedMenGuards[c] |= guards;
                }
            }
            if (type[i] != PieceType.KING) {
                nonKingReach[c] |= region[i];
            }
        }
        // The loser's king stepping onto such a square ends the game without the winner's mate.
        if (stuck[winner]) {
            stalemating[winner ^ 1] = stalematingSquares(winner);
        }
        // The winner's king stepping onto one ends it too, unless the loser is then in check: a
        // check the king's move uncovers, since the loser, who just moved, was not in check.
        if (stuck[winner ^ 1] && quietPosition) {
            long squares = stalematingSquares(winner ^ 1);
            stalemating[winner] = squares & ~uncoverable(squares, kingRegion[winner ^ 1], kingRegion[winner]);
        }
    }

    /** The squares next to or on every square of a king region. */
    private static long alwaysNextTo(long kingRegion) {
        long guarded = ~0L;
        while (kingRegion != 0) {
            int sq = Long.numberOfTrailingZeros(kingRegion);
            kingRegion &= kingRegion - 1;
            guarded &= kingAttacks(sq) | bit(sq);
        }
        return guarded;
    }

    /**
     * When a side's men other than the king never move (some may be taken, which gives no move
     * either), its king's are its only moves, and its king stands somewhere in its region. The
     * squares s where the enemy king would leave that side no move at all: wherever its king stands
     * (not next to s), every square next to it is next to s, or holds one of its fixed men (never
     * taken, so still there), or is guarded by a fixed enemy man other than the king (which has just
     * moved to s). The enemy king stepping onto s ends the game at once.
     */
    private long stalematingSquares(int stuckSide) {
        long[] inputs = stalemateInputs[stuckSide];
        if (stalemateKnown[stuckSide] && inputs[0] == fixedByColour[stuckSide]
                && inputs[1] == fixedMenGuards[stuckSide ^ 1] && inputs[2] == kingRegion[stuckSide]) {
            return stalemateAnswer[stuckSide];
        }
        inputs[0] = fixedByColour[stuckSide];
        inputs[1] = fixedMenGuards[stuckSide ^ 1];
        inputs[2] = kingRegion[stuckSide];
        stalemateKnown[stuckSide] = true;
        stalemateAnswer[stuckSide] = computeStalematingSquares(stuckSide);
        return stalemateAnswer[stuckSide];
    }

    private long computeStalematingSquares(int stuckSide) {
        long open = ~fixedByColour[stuckSide] & ~fixedMenGuards[stuckSide ^ 1];
        long squares = 0;
        for (int s = 0; s < 64; s++) {
            long near = kingAttacks(s) | bit(s);
            boolean noMove = true;
            long stands = kingRegion[stuckSide] & ~near;
            while (stands != 0 && noMove) {
                int r = Long.numberOfTrailingZeros(stands);
                stands &= stands - 1;
                noMove = (kingAttacks(r) & open & ~near) == 0;
            }
            if (noMove) {
                squares |= bit(s);
            }
        }
        return squares;
    }

    /**
     * The squares of {@code candidates} where the winner's king, stepping in from a square next to
     * it, could uncover a check of the loser's king (standing in its region, not next to s): the
     * square it leaves lies on a line from the loser's king, open but for fixed pieces, of a kind
     * the winner's sliders use, and s is off that line.
     */
    private long uncoverable(long candidates, long loserKingRegion, long winnerKingRegion) {
        boolean diagonal = false;
        boolean straight = false;
        for (int i = 0; i < count; i++) {
            if (colour[i] == winner) {
                diagonal |= type[i] == PieceType.BISHOP || type[i] == PieceType.QUEEN;
                straight |= type[i] == PieceType.ROOK || type[i] == PieceType.QUEEN;
            }
        }
        long squares = 0;
        while (candidates != 0) {
            int s = Long.numberOfTrailingZeros(candidates);
            candidates &= candidates - 1;
            long kings = loserKingRegion & ~kingAttacks(s) & ~bit(s);
            while (kings != 0 && (squares & bit(s)) == 0) {
                int r = Long.numberOfTrailingZeros(kings);
                kings &= kings - 1;
                long lines = (diagonal ? bishopAttacks(r, fixedOccupancy) : 0)
                        | (straight ? rookAttacks(r, fixedOccupancy) : 0);
                long origins = lines & kingAttacks(s) & winnerKingRegion;
                while (origins != 0) {
                    int o = Long.numberOfTrailingZeros(origins);
                    origins &= origins - 1;
                    if ((Bitboards.line(r, o) & bit(s)) == 0) {
                        squares |= bit(s);
                    }
                }
            }
        }
        return squares;
    }

    /** Some enemy piece (the king included) may arrive on the square of piece i. */
    private boolean capturable(int i) {
        return (reachByColour[colour[i] ^ 1] & bit(square[i])) != 0;
    }

    /** Flood fill of a piece (or a promoted pawn, which may become anything) through non-fixed squares. */
    private long growPiece(int i) {
        int c = colour[i];
        long allowed = ~fixedByColour[c];
        if (promotes[i]) {
            return allowed | region[i];
        }
        if (type[i] == PieceType.KING) {
            // Kings never stand side by side: the enemy king, somewhere in its region, always
            // guards the squares next to all of it.
            allowed &= ~fixedGuards[c ^ 1] & ~kingGuards[c ^ 1];
            allowed &= ~stalemating[c];
        }
        long reached = region[i];
        long frontier = reached;
        while (frontier != 0) {
            long next = stepsFrom(type[i], frontier) & allowed & ~reached;
            reached |= next;
            frontier = next;
        }
        return reached;
    }

    /** Every square a piece of the type attacks from some square of {@code from} (fixed pieces block). */
    private long stepsFrom(PieceType type, long from) {
        if (type == PieceType.KING) {
            return kingSteps(from);
        }
        if (type == PieceType.KNIGHT) {
            return knightSteps(from);
        }
        long next = 0;
        while (from != 0) {
            int sq = Long.numberOfTrailingZeros(from);
            from &= from - 1;
            next |= attacksFrom(type, sq, fixedOccupancy);
        }
        return next;
    }

    /** The king steps from a set of squares, all at once. */
    private static long kingSteps(long b) {
        long sideways = ((b << 1) & NOT_A) | ((b >>> 1) & NOT_H);
        long row = b | sideways;
        return sideways | (row << 8) | (row >>> 8);
    }

    /** The knight jumps from a set of squares, all at once. */
    private static long knightSteps(long b) {
        long one = ((b << 1) & NOT_A) | ((b >>> 1) & NOT_H);
        long two = ((b << 2) & NOT_AB) | ((b >>> 2) & NOT_GH);
        return (one << 16) | (one >>> 16) | (two << 8) | (two >>> 8);
    }

    /** The squares pawns of colour c attack from a set of squares, all at once. */
    private static long pawnCaptures(int c, long b) {
        return c == 0 ? ((b << 7) & NOT_H) | ((b << 9) & NOT_A) : ((b >>> 9) & NOT_H) | ((b >>> 7) & NOT_A);
    }

    /** A pawn that has never been able to capture: it stays on its file. */
    private boolean keptToFile(int i) {
        return type[i] == PieceType.PAWN && !promotes[i]
                && (region[i] & ~Bitboards.fileMask(Square.file(square[i]))) == 0;
    }

    /**
     * Squares of its file a pawn can never enter: while it and an enemy pawn ahead on the same file
     * both stay on that file and the enemy pawn can never be captured, it stays behind that pawn's
     * present square (pawns never move backwards).
     */
    private long barredSquares(int i) {
        if (!keptToFile(i)) {
            return 0;
        }
        int c = colour[i];
        long file = Bitboards.fileMask(Square.file(square[i]));
        long ahead = c == 0 ? -1L << 8 << square[i] : -1L >>> 8 >>> (63 - square[i]);
        long barred = 0;
        long enemies = pawnSquares[c ^ 1] & file & ahead;
        while (enemies != 0) {
            int sq = Long.numberOfTrailingZeros(enemies);
            enemies &= enemies - 1;
            int j = pieceOn[sq];
            if (keptToFile(j) && (captureReach[c] & region[j]) == 0) {
                int rank = Square.rank(sq);
                barred |= (c == 0 ? -1L << (8 * rank) : -1L >>> (8 * (7 - rank))) & file;
            }
        }
        return barred;
    }

    private long growPawn(int i) {
        int c = colour[i];
        long lastRank = Bitboards.rankMask(c == 0 ? 7 : 0);
        long barred = barredSquares(i);
        long reached = region[i];
        long frontier = reached;
        while (frontier != 0) {
            if ((frontier & lastRank) != 0) {
                promotes[i] = true;
                return growPiece(i);
            }
            // A double step passes through the single-step square, so single steps cover it.
            long next = (c == 0 ? frontier << 8 : frontier >>> 8) & ~(fixedOccupancy | barred);
            next |= pawnCaptures(c, frontier) & nonKingReach[c ^ 1];
            next &= ~reached;
            reached |= next;
            frontier = next;
        }
        return reached;
    }

    private static long attacksFrom(PieceType type, int sq, long occupied) {
        switch (type) {
            case KNIGHT: return knightAttacks(sq);
            case BISHOP: return bishopAttacks(sq, occupied);
            case ROOK: return rookAttacks(sq, occupied);
            case QUEEN: return bishopAttacks(sq, occupied) | rookAttacks(sq, occupied);
            case KING: return kingAttacks(sq);
            default: throw new IllegalStateException("pawns are grown separately");
        }
    }

    /**
     * After saturation: is there a square of the loser king's region where a mate could happen?
     * It must be attackable by some winner piece, and each flight square next to it (in the
     * king's region) must be attackable too, or guarded by the winner's king (standing next to
     * it, but not next to the mated king), or filled by a piece, a different piece on each
     * square to fill.
     */
    private boolean noMateForWinner(int w) {
        int l = w ^ 1;
        long loserKingRegion = 0;
        long winnerKingRegion = 0;
        for (int i = 0; i < count; i++) {
            if (type[i] == PieceType.KING) {
                if (colour[i] == l) {
                    loserKingRegion = region[i];
                } else {
                    winnerKingRegion = region[i];
                }
            }
        }
        long attackable = 0;
        for (int i = 0; i < count; i++) {
            if (colour[i] == w && type[i] != PieceType.KING) {
                if (promotes[i]) {
                    return false;
                }
                attackable |= attacksOver(i);
            }
        }
        long candidates = attackable & loserKingRegion;
        while (candidates != 0) {
            int s = Long.numberOfTrailingZeros(candidates);
            candidates &= candidates - 1;
            if (mateSquarePossible(s, loserKingRegion & ~attackable, winnerKingRegion)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether every flight square next to s that no winner piece can attack can be covered: the
     * winner's king, on one square of its region (not next to s), covers those next to it; each of
     * the others needs a piece standing on it, a different piece on each.
     */
    private boolean mateSquarePossible(int s, long unattackedFlights, long winnerKingRegion) {
        long flights = kingAttacks(s) & unattackedFlights;
        if (flights == 0 || blockable(flights)) {
            return true;
        }
        long kingSquares = winnerKingRegion & ~kingAttacks(s) & ~bit(s);
        while (kingSquares != 0) {
            int k = Long.numberOfTrailingZeros(kingSquares);
            kingSquares &= kingSquares - 1;
            long uncovered = flights & ~kingAttacks(k);
            if (uncovered != flights && blockable(uncovered)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether a non-king piece may stand on each of those squares, a different piece on each: a
     * matching of squares to pieces whose regions hold them, grown by augmenting paths. Merely
     * counting the pieces that may reach some of the squares is not enough: two bishops shut in
     * beside one flight square would seem to fill a second one that neither can reach.
     */
    private boolean blockable(long squares) {
        blockers = 0;
        for (int i = 0; i < count && blockers < MAX_PIECES; i++) {
            if (type[i] != PieceType.KING && (region[i] & squares) != 0) {
                blockerSquares[blockers] = region[i] & squares;
                blockerOn[blockers] = Square.NONE;
                blockers++;
            }
        }
        if (blockers < Long.bitCount(squares)) {
            return false;
        }
        for (long rest = squares; rest != 0; rest &= rest - 1) {
            triedBlockers = 0;
            if (!place(Long.numberOfTrailingZeros(rest))) {
                return false;
            }
        }
        return true;
    }

    /**
     * Puts a blocker on square s: a free one, or one already placed that can move to another of
     * its squares in turn (each blocker tried once per square to fill).
     */
    private boolean place(int s) {
        for (int b = 0; b < blockers; b++) {
            if ((blockerSquares[b] & bit(s)) == 0 || (triedBlockers & (1L << b)) != 0) {
                continue;
            }
            triedBlockers |= 1L << b;
            if (blockerOn[b] == Square.NONE || place(blockerOn[b])) {
                blockerOn[b] = s;
                return true;
            }
        }
        return false;
    }

    /** Every square piece i could ever attack, from anywhere in its region. */
    private long attacksOver(int i) {
        long attacks = 0;
        long from = region[i];
        while (from != 0) {
            int sq = Long.numberOfTrailingZeros(from);
            from &= from - 1;
            attacks |= type[i] == PieceType.PAWN ? pawnAttacks(Color.of(colour[i]), sq)
                    : attacksFrom(type[i], sq, fixedOccupancy);
        }
        return attacks;
    }
}
