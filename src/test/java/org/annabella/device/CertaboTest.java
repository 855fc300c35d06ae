package org.annabella.device;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.annabella.rules.Piece;
import org.annabella.rules.Position;
import org.annabella.rules.Square;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Certabo scans (320 numbers a line, no checksum), the calibration learned from the starting
 * position, and the driver: a reading counts once two scans agree, unknown chips are said.
 */
class CertaboTest {
    private final List<long[]> scans = new ArrayList<>();
    private final List<String> garbled = new ArrayList<>();
    private final CertaboCodec codec = new CertaboCodec(new CertaboCodec.Scans() {
        @Override
        public void scan(long[] chipBySquare) {
            scans.add(chipBySquare);
        }

        @Override
        public void garbled(String why) {
            garbled.add(why);
        }
    });

    private void feed(String text) {
        byte[] b = text.getBytes(StandardCharsets.ISO_8859_1);
        codec.feed(b, 0, b.length);
    }

    private static long[] startChips() {
        long[] chips = new long[64];
        Position start = Position.startPosition();
        for (int sq = 0; sq < 64; sq++) {
            chips[sq] = start.pieceAt(sq) == null ? 0 : 0x0101010100L + sq;
        }
        return chips;
    }

    @Test
    void aScanIsAColonAnd320NumbersInA8FirstOrder() {
        long[] chips = startChips();
        byte[] line = CertaboProtocol.scan(chips);
        String text = new String(line, StandardCharsets.US_ASCII);
        assertTrue(text.startsWith(":1 1 1 1 56 1 1 1 1 57 "), text.substring(0, 30));   // a8 first
        assertTrue(text.endsWith(" \r\n"));
        codec.feed(line, 0, line.length);
        assertEquals(1, scans.size());
        assertArrayEquals(chips, scans.get(0));
        assertEquals(List.of(), garbled);
    }

    @Test
    void aSquareWithMoreThanTwoZerosIsEmpty() {
        assertEquals(0, CertaboProtocol.chip(new int[] {0, 0, 0, 7, 9}));
        assertEquals(0x0000010203L, CertaboProtocol.chip(new int[] {0, 0, 1, 2, 3}));
    }

    @Test
    void badLinesAreDroppedWholeAndTheNextLineIsRead() {
        String good = new String(CertaboProtocol.scan(startChips()), StandardCharsets.US_ASCII);
        String numbers = good.substring(1, good.length() - 3);
        feed(":" + numbers.replaceFirst("56", "256") + "\r\n");          // above 255
        feed(":" + numbers.replaceFirst(" 56 ", " 056 ") + "\r\n");      // a leading zero
        feed(":" + numbers.replaceFirst(" 56 ", "  56 ") + "\r\n");      // two spaces
        feed(":" + numbers.substring(2) + "\r\n");                       // a number short
        feed(":" + numbers + " 1\r\n");                                  // a number too many
        feed(numbers + "\r\n");                                          // no colon
        feed(":" + "1 ".repeat(2000) + "\r\n");                          // far too long
        feed(":" + numbers.replaceFirst(" 56 ", " 5x ") + "\r\n");       // not a digit
        assertEquals(List.of(), scans);
        assertEquals(8, garbled.size(), garbled.toString());
        feed("noise before the colon" + good);                          // the colon starts the scan
        assertEquals(1, scans.size());
    }

    @Test
    void theCalibrationLearnsTheStartingPositionAndSpareQueensAndIsKept(@TempDir Path dir) {
        long[] chips = startChips();
        chips[Square.parse("d3")] = 0x0909090903L;
        chips[Square.parse("e6")] = 0x0909090906L;
        assertTrue(CertaboCalibration.isStartSetup(chips));
        CertaboCalibration c = new CertaboCalibration();
        c.learn(chips);
        assertEquals(34, c.size());
        assertEquals(Piece.WHITE_ROOK, c.piece(chips[Square.parse("a1")]));
        assertEquals(Piece.BLACK_KING, c.piece(chips[Square.parse("e8")]));
        assertEquals(Piece.WHITE_QUEEN, c.piece(0x0909090903L));
        assertEquals(Piece.BLACK_QUEEN, c.piece(0x0909090906L));
        assertNull(c.piece(0x1234567890L));
        Path file = dir.resolve("cal.txt");
        assertTrue(c.save(file));
        CertaboCalibration back = CertaboCalibration.load(file);
        assertEquals(34, back.size());
        assertEquals(Piece.BLACK_QUEEN, back.piece(0x0909090906L));

        long[] twice = startChips();
        twice[Square.parse("e4")] = twice[Square.parse("e2")];        // one chip on two squares
        assertTrue(!CertaboCalibration.isStartSetup(twice));
        long[] missing = startChips();
        missing[Square.parse("h8")] = 0;
        assertTrue(!CertaboCalibration.isStartSetup(missing));
    }

    @Test
    void theDriverCalibratesWaitsForTwoAgreeingScansAndSaysUnknownChips(@TempDir Path dir) {
        List<byte[]> sent = new ArrayList<>();
        HeardFromBoard heard = new HeardFromBoard();
        List<String> changes = heard.changes;
        List<String> warnings = heard.warnings;
        List<Piece[]> snapshots = heard.snapshots;
        CertaboBoard board = new CertaboBoard(sent::add, heard, System::nanoTime, dir.resolve("cal.txt"));
        board.connected();
        assertArrayEquals(new byte[8], sent.get(0), "the LEDs are put out");
        long[] chips = startChips();
        board.scan(chips);
        assertEquals(List.of(), snapshots, "one scan is not enough");
        board.scan(chips);
        assertEquals(1, snapshots.size());
        assertEquals(Piece.WHITE_KING, snapshots.get(0)[Square.parse("e1")]);
        assertTrue(warnings.get(0).startsWith("Certabo board calibrated from the starting position: 32 pieces"));
        assertTrue(Files.exists(dir.resolve("cal.txt")));

        long[] misread = chips.clone();
        misread[Square.parse("e2")] = 0x0102030405L;
        board.scan(misread);                                               // a misread in one scan only
        board.scan(chips);
        assertEquals(List.of(), changes);

        long[] moved = chips.clone();
        moved[Square.parse("e4")] = moved[Square.parse("e2")];
        moved[Square.parse("e2")] = 0;
        board.scan(moved);
        board.scan(moved);
        assertEquals(List.of("e2 -", "e4 P"), changes);

        long[] stranger = moved.clone();
        stranger[Square.parse("d4")] = 0x0A0B0C0D0EL;
        board.scan(stranger);
        board.scan(stranger);
        assertTrue(warnings.get(warnings.size() - 1).contains("not calibrated with stands on d4"), warnings.toString());
        assertEquals(List.of("e2 -", "e4 P"), changes, "an unknown piece is no piece");

        board.showMove(Square.parse("e7"), Square.parse("e5"));
        assertArrayEquals(new byte[] {0, 0x10, 0, 0x10, 0, 0, 0, 0}, sent.get(sent.size() - 1));
    }

    /**
     * A promotion to execute on the board sets down a spare queen the board was never calibrated
     * with: it is learned as the piece the move names, kept in the calibration, and the game goes
     * on; an unknown chip anywhere else is told once while it stands there, not every scan.
     */
    @Test
    void aSparePieceWhereAPromotionToExecuteLandsIsLearnedAsThePieceNamed(@TempDir Path dir) {
        HeardFromBoard heard = new HeardFromBoard();
        Path file = dir.resolve("cal.txt");
        CertaboBoard board = new CertaboBoard(b -> { }, heard, System::nanoTime, file);
        long[] chips = startChips();
        board.scan(chips);
        board.scan(chips);
        int warned = heard.warnings.size();

        long[] stranger = chips.clone();
        stranger[Square.parse("d4")] = 0x0A0B0C0D0EL;
        for (int i = 0; i < 6; i++) {
            board.scan(stranger);
        }
        assertEquals(warned + 1, heard.warnings.size(), "told once while it stands there: " + heard.warnings);
        assertEquals(List.of(), heard.changes, "an unknown piece is no piece");

        long[] promoted = chips.clone();                 // the black pawn from a7 ... a2 takes b1, say: here a1's rook gone
        promoted[Square.parse("a7")] = 0;
        promoted[Square.parse("a1")] = 0x0F0E0D0C0BL;     // a queen from the box, never calibrated
        board.expectPromotion(Square.parse("a1"), Piece.BLACK_QUEEN);
        board.scan(promoted);
        board.scan(promoted);
        assertEquals(List.of("a1 q", "a7 -"), heard.changes.stream().sorted().toList());
        assertEquals(Piece.BLACK_QUEEN, board.calibration().piece(0x0F0E0D0C0BL));
        assertEquals(Piece.BLACK_QUEEN, CertaboCalibration.load(file).piece(0x0F0E0D0C0BL), "kept for next time");
        assertTrue(heard.warnings.get(heard.warnings.size() - 1).contains("a1 is learned as the black queen"),
                heard.warnings.toString());

        board.expectPromotion(Square.NONE, null);
        long[] another = promoted.clone();
        another[Square.parse("h1")] = 0x0102030405L;      // not where a promotion lands: no piece, and said
        board.scan(another);
        board.scan(another);
        assertNull(board.calibration().piece(0x0102030405L));
        assertTrue(heard.warnings.get(heard.warnings.size() - 1).contains("not calibrated with stands on h1"));
    }

    @Test
    void aBoardThatNeverSawTheStartingPositionAsksForIt() {
        HeardFromBoard heard = new HeardFromBoard();
        List<String> warnings = heard.warnings;
        List<Piece[]> snapshots = heard.snapshots;
        CertaboBoard board = new CertaboBoard(b -> { }, heard, System::nanoTime, null);
        long[] chips = startChips();
        chips[Square.parse("e2")] = 0;
        for (int i = 0; i < 5; i++) {
            board.scan(chips);
        }
        assertEquals(List.of(), snapshots);
        assertEquals(1, warnings.size(), warnings.toString());
        assertTrue(warnings.get(0).contains("set up the starting position"));
    }
}
