package org.annabella.device;

import java.nio.file.Path;
import java.util.Locale;
import java.util.function.LongSupplier;
import org.annabella.rules.Piece;
import org.annabella.rules.Square;

/**
 * Driver for a Certabo board, an identity board once calibrated: it sends a scan of every square's
 * RFID chip again and again, and the driver turns the chips into pieces with a
 * {@link CertaboCalibration} and passes on the squares that changed ({@link BoardScans}). A
 * square's new reading counts once two scans in a row agree on it, so a misread chip in one scan
 * never reaches the sync. Until it knows the set, the driver reports nothing and asks for the
 * starting position; a starting position with chips it does not know is learned again. An unknown
 * chip on a square is reported as an empty square, with a warning said once while it stands there,
 * except on the square where a promotion to execute sets its piece down: a spare piece never
 * calibrated is learned there as the piece the move names. Its LEDs show a move to execute.
 */
public final class CertaboBoard implements BoardDevice, CertaboCodec.Scans {
    private static final long WARN_GAP_NANOS = 1_000_000_000L;

    private final Transport out;
    private final BoardListener listener;
    private final LongSupplier clock;
    private final Path calibrationFile;
    private final CertaboCalibration calibration;
    private final CertaboCodec codec = new CertaboCodec(this);
    private final BoardScans scans;
    private final AnswerWatch answers = new AnswerWatch("Certabo board");
    private final Throttle garbleWarnings = new Throttle(WARN_GAP_NANOS);
    /** The square of the unknown chip last told of, so that it is told once while it stands there. */
    private int unknownTold = Square.NONE;
    private int promotionSquare = Square.NONE;
    private Piece promotionPiece;
    private final long[] previous = new long[64];
    private final long[] agreed = new long[64];
    private int scansSinceConnect;
    private boolean askedForStart;
    private final Lights lights;

    /** calibrationFile: where the calibration is kept (null: only for as long as the program runs). */
    public CertaboBoard(Transport out, BoardListener listener, LongSupplier nanoClock, Path calibrationFile) {
        this.out = out;
        this.listener = listener;
        this.clock = nanoClock;
        this.calibrationFile = calibrationFile;
        this.calibration = CertaboCalibration.load(calibrationFile);
        this.scans = new BoardScans(listener);
        this.lights = new Lights((from, to) -> out.write(CertaboProtocol.leds(from, to)));
    }

    @Override
    public boolean identifiesPieces() {
        return true;
    }

    /** The calibration in use. */
    public CertaboCalibration calibration() {
        return calibration;
    }

    @Override
    public synchronized void connected() {
        answers.connected(clock.getAsLong());
        scansSinceConnect = 0;
        scans.askWhole();
        lights.resend();
    }

    /**
     * The board sends its scans by itself: the next agreed scan is passed on whole. Never waits
     * for the port's thread, since the follower asks holding its own lock.
     */
    @Override
    public void requestFullState() {
        scans.askWhole();
    }

    @Override
    public void received(byte[] data, int length) {
        codec.feed(data, 0, length);
    }

    @Override
    public void poll(long nanos) {
        answers.poll(nanos, listener);
    }

    @Override
    public void showMove(int from, int to) {
        lights.show(from, to);
    }

    @Override
    public synchronized void expectPromotion(int square, Piece piece) {
        promotionSquare = square;
        promotionPiece = piece;
    }

    @Override
    public synchronized void scan(long[] chips) {
        answers.answered();
        scansSinceConnect++;
        for (int sq = 0; sq < 64; sq++) {
            if (chips[sq] == previous[sq]) {
                agreed[sq] = chips[sq];
            }
        }
        System.arraycopy(chips, 0, previous, 0, 64);
        if (scansSinceConnect < 2) {
            return;
        }
        if (CertaboCalibration.isStartSetup(agreed) && !calibration.knowsAll(agreed)) {
            calibration.learn(agreed);
            boolean kept = calibration.save(calibrationFile);
            listener.warning("Certabo board calibrated from the starting position: " + calibration.size()
                    + " pieces known" + (kept ? "" : " (the calibration could not be saved in " + calibrationFile + ")"));
        }
        if (calibration.size() == 0) {
            if (!askedForStart) {
                askedForStart = true;
                listener.warning("the Certabo board does not know its pieces yet: set up the starting position to "
                        + "calibrate it (spare queens on the third and sixth ranks)");
            }
            return;
        }
        learnSpare();
        Piece[] pieces = new Piece[64];
        int unknown = Square.NONE;
        for (int sq = 0; sq < 64; sq++) {
            if (agreed[sq] != 0) {
                pieces[sq] = calibration.piece(agreed[sq]);
                unknown = pieces[sq] == null ? sq : unknown;
            }
        }
        if (unknown != unknownTold && unknown != Square.NONE) {
            listener.warning("a piece the Certabo board was not calibrated with stands on " + Square.name(unknown)
                    + "; put a piece it knows there, or calibrate it with the starting position "
                    + "(spare queens on the third and sixth ranks)");
        }
        unknownTold = unknown;
        scans.scan(pieces, clock.getAsLong());
    }

    /** An unknown chip where a promotion to execute sets its piece down is a spare of that piece. */
    private void learnSpare() {
        long chip = promotionSquare == Square.NONE ? 0 : agreed[promotionSquare];
        if (chip == 0 || calibration.piece(chip) != null) {
            return;
        }
        calibration.learn(chip, promotionPiece);
        boolean kept = calibration.save(calibrationFile);
        listener.warning("the spare piece on " + Square.name(promotionSquare) + " is learned as the " + promotionPiece
                .name().toLowerCase(Locale.ROOT).replace('_', ' ') + " the move names"
                + (kept ? "" : " (the calibration could not be saved in " + calibrationFile + ")"));
    }

    @Override
    public synchronized void garbled(String why) {
        if (garbleWarnings.allow(clock.getAsLong())) {
            listener.warning("garbled data from the Certabo board (" + why + "); the line is dropped");
        }
    }
}
