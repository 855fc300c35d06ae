package org.annabella.device;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import org.annabella.rules.Piece;
import org.annabella.rules.Position;
import org.annabella.rules.Square;

/**
 * A Certabo board with its set of chipped pieces: each piece set up carries its own chip, a piece
 * lifted keeps its chip in the hand, and a piece put down takes the chip of the last piece of its
 * kind lifted (or a spare of its kind from the box, which a calibration has not seen; a chip is one
 * piece, so every simulator's box holds the same spares, each always of one kind, as a calibration
 * file kept from one game to the next expects). It sends a scan after every change and another one
 * right after it, as a board scanning faster than a hand moves does, and such a pair every second; it
 * keeps the LED bytes the host sent. Use it in-process or on one end of a pseudo-terminal.
 */
public final class CertaboBoardSimulator implements BoardSimulator {
    private final Transport toHost;
    private final long[] chips = new long[64];
    /** Chips off the board by the piece they are, the last lifted on top. */
    private final Map<Piece, Deque<Long>> hand = new EnumMap<>(Piece.class);
    private final Map<Long, Piece> kinds = new HashMap<>();
    private final Random ids = new Random(0xCE27AB0L);
    private final Map<Piece, Random> box = new java.util.EnumMap<>(Piece.class);
    private final byte[] leds = new byte[8];
    private int ledBytes;

    public CertaboBoardSimulator(Transport toHost) {
        this.toHost = toHost;
    }

    /** The pieces of the position, each with a chip of its own, as when the set is first calibrated. */
    @Override
    public synchronized void setPosition(Position position) {
        for (int sq = 0; sq < 64; sq++) {
            Piece p = position.pieceAt(sq);
            chips[sq] = p == null ? 0 : newChip(ids);
            if (p != null) {
                kinds.put(chips[sq], p);
            }
        }
    }

    /** A chip of five numbers none of which is zero, so it never reads as an empty square. */
    private static long newChip(Random from) {
        long id = 0;
        for (int i = 0; i < 5; i++) {
            id = id << 8 | (1 + from.nextInt(255));
        }
        return id;
    }

    /** The chip on a square (0 for none), for tests. */
    public synchronized long chip(int square) {
        return chips[square];
    }

    /** Puts a piece with this chip on a square, reporting it (a piece from another set, say). */
    public synchronized void placeChip(int square, long chip) {
        chips[square] = chip;
        report();
    }

    @Override
    public synchronized void lift(int square) {
        if (chips[square] == 0) {
            return;
        }
        takeInHand(square);
        report();
    }

    private void takeInHand(int square) {
        Piece kind = kinds.get(chips[square]);
        if (kind != null) {
            hand.computeIfAbsent(kind, k -> new ArrayDeque<>()).push(chips[square]);
        }
        chips[square] = 0;
    }

    @Override
    public synchronized void place(int square, Piece piece) {
        Deque<Long> held = hand.get(piece);
        long chip = held != null && !held.isEmpty() ? held.pop()
                : newChip(box.computeIfAbsent(piece, k -> new Random(0xB0C5L + k.ordinal())));
        kinds.put(chip, piece);
        if (chips[square] != 0) {
            takeInHand(square);     // the piece standing there goes into the hand
        }
        chips[square] = chip;
        report();
    }

    private void report() {
        byte[] line = CertaboProtocol.scan(chips);
        toHost.write(line);
        toHost.write(line);
    }

    @Override
    public Runnable everySecond() {
        return () -> {
            synchronized (this) {
                report();
            }
        };
    }

    /** The squares the host has lit, a1 = 0. */
    public synchronized int[] litSquares() {
        return java.util.stream.IntStream.range(0, 64)
                .filter(sq -> (leds[7 - Square.rank(sq)] >> Square.file(sq) & 1) != 0).toArray();
    }

    @Override
    public synchronized void received(byte[] data, int length) {
        for (int i = 0; i < length; i++) {
            leds[ledBytes] = data[i];
            ledBytes = (ledBytes + 1) % 8;
        }
    }
}
