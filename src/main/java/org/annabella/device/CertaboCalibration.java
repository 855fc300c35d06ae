package org.annabella.device;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.annabella.rules.Color;
import org.annabella.rules.Piece;
import org.annabella.rules.PieceType;
import org.annabella.rules.Position;
import org.annabella.rules.Square;

/**
 * Which piece each RFID chip of a Certabo set is, learned once from the starting position: the
 * 32 chips on their squares, and spare queens stood on the third rank (white) or the sixth (black)
 * for promotions. A new learning keeps the chips learned before that it does not see again, so
 * spare queens calibrated once stay known. Kept in a small text file, one chip a line:
 * ten hex digits, a space, the piece's FEN letter.
 */
public final class CertaboCalibration {
    private final Map<Long, Piece> pieces = new HashMap<>();

    /** The piece of a chip, or null for a chip never learned. */
    public Piece piece(long chip) {
        return pieces.get(chip);
    }

    public int size() {
        return pieces.size();
    }

    /**
     * Whether a scan shows the starting position to learn from: the 32 start squares hold chips
     * all different, the middle ranks are empty except for spare queens on ranks 3 and 6.
     */
    static boolean isStartSetup(long[] chips) {
        Position start = Position.startPosition();
        java.util.Set<Long> seen = new java.util.HashSet<>();
        for (int sq = 0; sq < 64; sq++) {
            int rank = Square.rank(sq);
            boolean wanted = start.pieceAt(sq) != null;
            if (wanted && chips[sq] == 0 || !wanted && chips[sq] != 0 && rank != 2 && rank != 5) {
                return false;
            }
            if (chips[sq] != 0 && !seen.add(chips[sq])) {
                return false;
            }
        }
        return true;
    }

    /** True when every chip of this scan is known. */
    boolean knowsAll(long[] chips) {
        for (long c : chips) {
            if (c != 0 && !pieces.containsKey(c)) {
                return false;
            }
        }
        return true;
    }

    /** Learns the chips of a scan that {@link #isStartSetup} accepted. */
    void learn(long[] chips) {
        Position start = Position.startPosition();
        for (int sq = 0; sq < 64; sq++) {
            if (chips[sq] == 0) {
                continue;
            }
            int rank = Square.rank(sq);
            Piece p = start.pieceAt(sq) != null ? start.pieceAt(sq)
                    : Piece.of(rank == 2 ? Color.WHITE : Color.BLACK, PieceType.QUEEN);
            pieces.put(chips[sq], p);
        }
    }

    /** Learns one chip: a spare piece met where the game names what it is. */
    void learn(long chip, Piece piece) {
        pieces.put(chip, piece);
    }

    /** Reads a calibration file; a missing file is an empty calibration, and unreadable lines are skipped. */
    static CertaboCalibration load(Path file) {
        CertaboCalibration c = new CertaboCalibration();
        if (file == null || !Files.isRegularFile(file)) {
            return c;
        }
        try {
            for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
                String[] f = line.trim().split(" ");
                if (f.length == 2 && f[0].length() == 10 && f[1].length() == 1 && f[0].chars().allMatch(
                        ch -> Character.digit(ch, 16) >= 0)) {
                    Piece p = Piece.fromFenChar(f[1].charAt(0));
                    if (p != null) {
                        c.pieces.put(Long.parseLong(f[0], 16), p);
                    }
                }
            }
        } catch (IOException e) {
            return new CertaboCalibration();    // unreadable: learned again from the starting position
        }
        return c;
    }

    /** Writes the calibration; a file that cannot be written only costs learning it again next time. */
    boolean save(Path file) {
        if (file == null) {
            return true;
        }
        StringBuilder s = new StringBuilder();
        pieces.forEach((chip, p) -> s.append(String.format("%010X %c%n", chip, p.fenChar())));
        try {
            Files.createDirectories(file.toAbsolutePath().getParent());
            Files.writeString(file, s, StandardCharsets.UTF_8);
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    /**
     * Where a Certabo board on a real port keeps its calibration: the system property
     * {@code annabella.certabo.calibration}, or {@code .annabella/certabo-calibration.txt} in the
     * user's home folder.
     */
    public static Path userFile() {
        String given = System.getProperty("annabella.certabo.calibration");
        return given != null ? Path.of(given)
                : Path.of(System.getProperty("user.home"), ".annabella", "certabo-calibration.txt");
    }
}
