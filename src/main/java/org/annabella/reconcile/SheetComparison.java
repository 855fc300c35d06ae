package org.annabella.reconcile;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.annabella.rules.InputException;
import org.annabella.rules.MoveParseException;
import org.annabella.rules.Position;

/**
 * How two scoresheets relate: they agree; one has a recording slip that, once corrected, makes them
 * agree (a move left out, a move written twice or one too many, two moves transposed, a move that
 * is not legal as written); both record the same illegal move; or they differ, from a known point.
 */
public final class SheetComparison {
    public enum Relation { AGREE, SLIP, ILLEGAL_MOVE_RECORDED, DIFFER }

    /** In order of preference when more than one correction of the same sheet explains it. */
    public enum Slip { MISSING_MOVE, DOUBLED_MOVE, TRANSPOSED, AMBIGUOUS, MISWRITTEN, EXTRA_MOVE }

    private final Relation relation;
    private final Slip slip;
    private final SheetReading a, b;
    private final SheetReading wrong; // the sheet with the slip; null if it cannot be told (transposed, both legal)
    private final int agreed;          // plies both sheets have in common from the start

    private SheetComparison(Relation relation, Slip slip, SheetReading a, SheetReading b, SheetReading wrong,
            int agreed) {
        this.relation = relation;
        this.slip = slip;
        this.a = a;
        this.b = b;
        this.wrong = wrong;
        this.agreed = agreed;
    }

    private record Repair(Slip slip, SheetReading wrong) {
    }

    public static SheetComparison compare(SheetReading a, SheetReading b) {
        if (Position.fromFen(a.startFen()).key() != Position.fromFen(b.startFen()).key()) {
            throw new InputException("sheets " + a.sheet().name() + " and " + b.sheet().name()
                    + " start from different positions: " + InputText.shown(a.startFen()) + " and " + InputText.shown(b.startFen()));
        }
        int k = 0;
        while (k < a.plies() && k < b.plies() && a.move(k) == b.move(k)) {
            k++;
        }
        if (a.isLegalThroughout() && b.isLegalThroughout() && a.plies() == k && b.plies() == k) {
            return new SheetComparison(Relation.AGREE, null, a, b, null, k);
        }
        if (a.stop() == k && b.stop() == k && a.stopKind() == MoveParseException.Kind.ILLEGAL
                && b.stopKind() == MoveParseException.Kind.ILLEGAL && sameIllegalMove(a, b, k)) {
            return new SheetComparison(Relation.ILLEGAL_MOVE_RECORDED, null, a, b, null, k);
        }
        List<Repair> repairs = new ArrayList<>();
        repairs.addAll(repairs(a, b, k));
        repairs.addAll(repairs(b, a, k));
        if (!repairs.isEmpty() && repairs.stream().allMatch(r -> r.wrong == repairs.get(0).wrong)) {
            // every correction is of the same sheet and gives the other sheet's moves: name the likeliest
            Repair best = repairs.stream().min(java.util.Comparator.comparing(Repair::slip)).orElseThrow();
            return new SheetComparison(Relation.SLIP, best.slip, a, b, best.wrong, k);
        }
        if (repairs.size() == 2 && repairs.stream().allMatch(r -> r.slip == Slip.TRANSPOSED)) {
            // both orders are legal and reach the same position: the sheets cannot tell which was played
            return new SheetComparison(Relation.SLIP, Slip.TRANSPOSED, a, b, null, k);
        }
        return new SheetComparison(Relation.DIFFER, null, a, b, null, k);
    }

    private static boolean sameIllegalMove(SheetReading a, SheetReading b, int k) {
        Position p = a.positionAt(k);
        IllegalMove ma = IllegalMove.interpret(p, a.text(k), a.letters());
        IllegalMove mb = IllegalMove.interpret(p, b.text(k), b.letters());
        return ma != null ? ma.equals(mb) : normal(a.text(k)).equals(normal(b.text(k)));
    }

    private static String normal(String text) {
        return text.replaceAll("[\\s+#!?]", "").toLowerCase(Locale.ROOT);
    }

    /** The single-slip corrections of sheet w that make it read as sheet r, from ply k on. */
    private static List<Repair> repairs(SheetReading w, SheetReading r, int k) {
        List<Repair> out = new ArrayList<>();
        List<String> texts = w.sheet().moves();
        int n = texts.size();
        if (k >= r.plies()) {
            return out;
        }
        Position atK = r.positionAt(k);
        Position afterRk = r.positionAt(k + 1);
        // a move left out: r's move k, then all of w's texts from k
        if (n > k) {
            if (matches(afterRk, texts.subList(k, n), w, r, k + 1)) {
                out.add(new Repair(Slip.MISSING_MOVE, w));
            }
        }
        // a move written twice (or one that was never played): w's text k is extra
        if (n > k + 1 && matches(atK, texts.subList(k + 1, n), w, r, k)) {
            boolean twice = k > 0 && normal(texts.get(k)).equals(normal(texts.get(k - 1)))
                    || k > 1 && normal(texts.get(k)).equals(normal(texts.get(k - 2)));
            out.add(new Repair(twice ? Slip.DOUBLED_MOVE : Slip.EXTRA_MOVE, w));
        } else if (k > 1 && n > k + 2 && normal(texts.get(k)).equals(normal(texts.get(k - 2)))
                && normal(texts.get(k + 1)).equals(normal(texts.get(k - 1)))
                && matches(atK, texts.subList(k + 2, n), w, r, k)) {
            out.add(new Repair(Slip.DOUBLED_MOVE, w)); // a whole move pair written twice
        }
        // two moves of one player transposed
        if (n > k + 2) {
            List<String> swapped = new ArrayList<>(texts.subList(k, n));
            swapped.set(0, texts.get(k + 2));
            swapped.set(2, texts.get(k));
            if (matches(atK, swapped, w, r, k)) {
                out.add(new Repair(Slip.TRANSPOSED, w));
            }
        }
        // a move not legal as written (or ambiguous), where r has a move and all later moves agree
        if (w.stop() == k && w.stopKind() != null) {
            boolean candidate = w.stopKind() != MoveParseException.Kind.AMBIGUOUS
                    || contains(w.stopCandidates(), r.move(k));
            if (candidate && matches(afterRk, texts.subList(k + 1, n), w, r, k + 1)) {
                out.add(new Repair(w.stopKind() == MoveParseException.Kind.AMBIGUOUS ? Slip.AMBIGUOUS
                        : Slip.MISWRITTEN, w));
            }
        }
        return out;
    }

    /** Do all of {@code texts}, read from {@code from}, read legally as r's moves from ply {@code ply} on? */
    private static boolean matches(Position from, List<String> texts, SheetReading w, SheetReading r, int ply) {
        List<Integer> moves = SheetReader.readWhileLegal(from, texts, w.letters());
        if (moves.size() != texts.size() || ply + moves.size() > r.plies()) {
            return false;
        }
        for (int i = 0; i < moves.size(); i++) {
            if (moves.get(i) != r.move(ply + i)) {
                return false;
            }
        }
        return true;
    }

    private static boolean contains(int[] moves, int move) {
        if (moves != null) {
            for (int m : moves) {
                if (m == move) {
                    return true;
                }
            }
        }
        return false;
    }

    public Relation relation() {
        return relation;
    }

    public Slip slip() {
        return slip;
    }

    public SheetReading a() {
        return a;
    }

    public SheetReading b() {
        return b;
    }

    /** The sheet with the slip, or null when it cannot be told which one it is. */
    public SheetReading wrongSheet() {
        return wrong;
    }

    /** The sheet whose moves stand once the slip is corrected (the other one; A if it cannot be told). */
    public SheetReading rightSheet() {
        return wrong == a ? b : a;
    }

    /** The number of half-moves both sheets have in common from the start. */
    public int agreedPlies() {
        return agreed;
    }
}
