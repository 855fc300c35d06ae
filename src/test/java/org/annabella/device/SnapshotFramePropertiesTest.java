package org.annabella.device;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.Size;

/**
 * The framing of the boards that send whole boards (Millennium's ChessLink, Certabo's scans):
 * any bytes in any chunks end in time without an exception, and a real message after any garbage
 * is still read (for ChessLink, at the latest when the line falls silent: garbage that looked like
 * the letter of a long message holds the real one back until then).
 */
class SnapshotFramePropertiesTest {
    private static final Duration BOUND = Duration.ofSeconds(2);

    @Provide
    Arbitrary<List<String>> chessLinkBodies() {
        Arbitrary<String> status = Arbitraries.strings().withChars(".PRNBQKprnbqk").ofLength(64).map(s -> "s" + s);
        Arbitrary<String> hex = Arbitraries.strings().withChars("0123456789ABCDEF").ofLength(4);
        return Arbitraries.oneOf(status, hex.map(h -> "v" + h), hex.map(h -> "r" + h), hex.map(h -> "w" + h),
                Arbitraries.of("l", "x")).list().ofMaxSize(8);
    }

    @Property(tries = 300)
    void chessLinkMessagesAfterAnyGarbageAreRead(@ForAll("chessLinkBodies") List<String> bodies,
                                                @ForAll @Size(max = 8) List<byte[]> garbage, @ForAll Random chunks) {
        ByteArrayOutputStream wire = new ByteArrayOutputStream();
        for (int i = 0; i < bodies.size(); i++) {
            if (i < garbage.size()) {
                wire.writeBytes(garbage.get(i));
            }
            wire.writeBytes(ChessLinkProtocol.frame(bodies.get(i)));
        }
        List<String> got = new ArrayList<>();
        ChessLinkCodec codec = new ChessLinkCodec(ChessLinkProtocol.REPLIES, new LineCodec.Lines() {
            @Override
            public void line(String body) {
                got.add(body);
            }

            @Override
            public void garbled(String why) {
            }
        });
        assertTimeoutPreemptively(BOUND, () -> {
            pour(wire.toByteArray(), chunks, codec::feed);
            codec.lineSilent();
        });
        assertTrue(isSubsequence(bodies, got), () -> bodies + " are not all among " + got);
    }

    @Property(tries = 200)
    void certaboScansAfterGarbageLinesAreRead(@ForAll @Size(max = 4) List<byte[]> garbage, @ForAll Random chunks) {
        long[] chips = new long[64];
        Random r = new Random(chunks.nextLong());
        for (int sq = 0; sq < 64; sq++) {
            chips[sq] = r.nextInt(3) == 0 ? 0 : 0x0101010101L + r.nextInt(1 << 30);
        }
        ByteArrayOutputStream wire = new ByteArrayOutputStream();
        for (byte[] g : garbage) {
            wire.writeBytes(g);
            wire.write('\n');                        // a line feed ends whatever the garbage started
            wire.writeBytes(CertaboProtocol.scan(chips));
        }
        List<long[]> got = new ArrayList<>();
        CertaboCodec codec = new CertaboCodec(new CertaboCodec.Scans() {
            @Override
            public void scan(long[] chipBySquare) {
                got.add(chipBySquare);
            }

            @Override
            public void garbled(String why) {
            }
        });
        assertTimeoutPreemptively(BOUND, () -> pour(wire.toByteArray(), chunks, codec::feed));
        assertEquals(garbage.size(), got.size());
        for (long[] scan : got) {
            assertArrayEquals(chips, scan);
        }
    }

    @Property(tries = 300)
    void anyBytesEndInTimeWithoutAnException(@ForAll byte[] bytes, @ForAll Random chunks) {
        ChessLinkCodec toHost = new ChessLinkCodec(ChessLinkProtocol.REPLIES, ignore());
        ChessLinkCodec toBoard = new ChessLinkCodec(ChessLinkProtocol.COMMANDS, ignore());
        CertaboCodec scans = new CertaboCodec(new CertaboCodec.Scans() {
            @Override
            public void scan(long[] chipBySquare) {
            }

            @Override
            public void garbled(String why) {
            }
        });
        assertTimeoutPreemptively(BOUND, () -> {
            pour(bytes, chunks, toHost::feed);
            toHost.lineSilent();
            pour(bytes, chunks, toBoard::feed);
            pour(bytes, chunks, scans::feed);
        });
    }

    private interface Feed {
        void feed(byte[] data, int offset, int length);
    }

    private static void pour(byte[] data, Random chunks, Feed feed) {
        int i = 0;
        while (i < data.length) {
            int n = Math.min(data.length - i, 1 + chunks.nextInt(40));
            feed.feed(data, i, n);
            i += n;
        }
    }

    private static LineCodec.Lines ignore() {
        return new LineCodec.Lines() {
            @Override
            public void line(String body) {
            }

            @Override
            public void garbled(String why) {
            }
        };
    }

    private static boolean isSubsequence(List<String> want, List<String> got) {
        int j = 0;
        for (String g : got) {
            if (j < want.size() && want.get(j).equals(g)) {
                j++;
            }
        }
        return j == want.size();
    }
}
