package org.annabella.rules;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Bitboards' magic multipliers are what the fixed-seed search finds (xorshift from
 * 0x9E3779B97F4A7C15, three draws ANDed, at least 6 high bits in the mask's product, the first
 * candidate without a destructive collision), and the tables they index give every slider's
 * attacks as a square-by-square walk does.
 */
class MagicsTest {
    private long seed = 0x9E3779B97F4A7C15L;

    @Test
    void theConstantsAreTheSearchsResult() {
        long[] rook = new long[64];
        long[] bishop = new long[64];
        // the search draws from one stream: every rook square first, then every bishop square
        for (int sq = 0; sq < 64; sq++) {
            rook[sq] = search(sq, Bitboards.ROOK_DIRS);
        }
        for (int sq = 0; sq < 64; sq++) {
            bishop[sq] = search(sq, Bitboards.BISHOP_DIRS);
        }
        assertArrayEquals(rook, Bitboards.ROOK_MAGICS);
        assertArrayEquals(bishop, Bitboards.BISHOP_MAGICS);
    }

    @Test
    void theTablesAgreeWithAWalkOnRandomOccupancies() {
        Random random = new Random(17);
        for (int n = 0; n < 20_000; n++) {
            int sq = random.nextInt(64);
            long occupied = random.nextLong() & random.nextLong();
            assertEquals(Bitboards.slide(sq, occupied, Bitboards.ROOK_DIRS), Bitboards.rookAttacks(sq, occupied));
            assertEquals(Bitboards.slide(sq, occupied, Bitboards.BISHOP_DIRS), Bitboards.bishopAttacks(sq, occupied));
        }
    }

    private long random() {
        seed ^= seed >>> 12;
        seed ^= seed << 25;
        seed ^= seed >>> 27;
        return seed * 2685821657736338717L;
    }

    private long search(int sq, int[][] dirs) {
        long m = Bitboards.mask(sq, dirs);
        int bits = Long.bitCount(m);
        int size = 1 << bits;
        long[] occ = new long[size];
        long[] ref = new long[size];
        long sub = 0;
        for (int i = 0; i < size; i++) {
            occ[i] = sub;
            ref[i] = Bitboards.slide(sq, sub, dirs);
            sub = (sub - m) & m;
        }
        long[] table = new long[size];
        int[] epoch = new int[size];
        for (int attempt = 1; ; attempt++) {
            long magic;
            do {
                magic = random() & random() & random();
            } while (Long.bitCount((m * magic) >>> 56) < 6);
            boolean ok = true;
            for (int i = 0; i < size && ok; i++) {
                int idx = (int) ((occ[i] * magic) >>> (64 - bits));
                if (epoch[idx] < attempt) {
                    epoch[idx] = attempt;
                    table[idx] = ref[i];
                } else if (table[idx] != ref[i]) {
                    ok = false;
                }
            }
            if (ok) {
                return magic;
            }
        }
    }
}
