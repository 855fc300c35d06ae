package org.annabella.device;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.function.Consumer;
import java.util.function.Function;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import net.jqwik.api.Tuple.Tuple2;
import org.annabella.rules.Color;
import org.annabella.rules.Piece;
import org.annabella.rules.Square;

/**
 * Generated streams of serial frames for each decoder (pegged board, tactile clock, DGT): valid
 * frames decode to exactly the events they encode; with garbage between them, every frame after
 * a resynchronisation point (a line feed; for DGT, any message header) still decodes, and no
 * square, snapshot, result, lever or clock event is ever made up. Nothing is thrown and nothing
 * loops (each stream is decoded within a generous time bound). DecoderFuzzTest pours a million
 * random and corrupted bytes; these add generated structure and the exact-events invariant.
 *
 * <p>Garbage here is bytes that hold no complete frame by themselves: for the line protocols no
 * {@code *} (a line without its checksum can never be valid), for DGT no header of a message
 * that carries an event (0x86 board dump, 0x8D clock, 0x8E field update). Anything else goes,
 * including line feeds, control bytes, other headers and lengths.
 */
class SerialFramePropertiesTest {
    private static final Duration BOUND = Duration.ofSeconds(2);

    /** A frame on the wire and the event it must decode to, or null when it carries none. */
    record Frame(byte[] bytes, String event) {
    }

    // ---- decoding a stream, in the chunk sizes a serial port delivers ----

    private static List<String> decode(Function<Consumer<String>, ByteReceiver> decoder, byte[] stream, Random chunks) {
        return assertTimeoutPreemptively(BOUND, () -> {
            List<String> events = new ArrayList<>();
            ByteReceiver receiver = decoder.apply(events::add);
            int i = 0;
            while (i < stream.length) {
                int n = Math.min(stream.length - i, 1 + chunks.nextInt(64));
                receiver.received(Arrays.copyOfRange(stream, i, i + n), n);
                i += n;
            }
            return events;
        }, "the decoder ends on a bounded input");
    }

    private static byte[] wire(List<Tuple2<Frame, byte[]>> framesAfterGaps) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (Tuple2<Frame, byte[]> t : framesAfterGaps) {
            out.writeBytes(t.get2());
            out.writeBytes(t.get1().bytes());
        }
        return out.toByteArray();
    }

    private static List<String> events(List<Frame> frames) {
        return frames.stream().map(Frame::event).filter(e -> e != null).toList();
    }

    private static List<String> eventsOf(List<Tuple2<Frame, byte[]>> framesAfterGaps) {
        return events(framesAfterGaps.stream().map(Tuple2::get1).toList());
    }

    private static <T> boolean isSubsequence(List<T> part, List<T> whole) {
        int j = 0;
        for (T x : part) {
            while (j < whole.size() && !whole.get(j).equals(x)) {
                j++;
            }
            if (j == whole.size()) {
                return false;
            }
            j++;
        }
        return true;
    }

    private static List<Tuple2<Frame, byte[]>> withoutGaps(List<Frame> frames) {
        return frames.stream().map(f -> Tuple.of(f, new byte[0])).toList();
    }

    // ---- garbage ----

    private static Arbitrary<byte[]> bytesExcept(int maxSize, int... excluded) {
        return Arbitraries.integers().between(0, 255)
                .filter(b -> Arrays.stream(excluded).noneMatch(x -> x == b))
                .list().ofMaxSize(maxSize)
                .map(l -> {
                    byte[] b = new byte[l.size()];
                    for (int i = 0; i < b.length; i++) {
                        b[i] = (byte) (int) l.get(i);
                    }
                    return b;
                });
    }

    /** Line garbage: anything but '*', ending in a line feed when it is to resynchronise. */
    private static Arbitrary<byte[]> lineGarbage(boolean endsInLineFeed) {
        Arbitrary<byte[]> any = bytesExcept(120, '*');
        return endsInLineFeed ? any.map(b -> {
            byte[] c = Arrays.copyOf(b, b.length + 1);
            c[b.length] = '\n';
            return c;
        }) : any;
    }

    private static Arbitrary<List<Tuple2<Frame, byte[]>>> interleaved(Arbitrary<List<Frame>> frames,
                                                                       Arbitrary<byte[]> garbage) {
        return frames.flatMap(fs -> garbage.list().ofSize(fs.size()).map(gaps -> {
            List<Tuple2<Frame, byte[]>> out = new ArrayList<>();
            for (int i = 0; i < fs.size(); i++) {
                out.add(Tuple.of(fs.get(i), gaps.get(i)));
            }
            return out;
        }));
    }

    // ---- the pegged board ----

    /** What a pegged-board line says, before sequence numbers are given. */
    private sealed interface PegLine {
    }

    private record PegEvent(boolean seated, int square) implements PegLine {
    }

    private record PegSnapshot(long occupied) implements PegLine {
    }

    private record PegHeartbeat() implements PegLine {
    }

    private record PegResult(String result) implements PegLine {
    }

    private record PegVersion(String firmware) implements PegLine {
    }

    private record PegError(String text) implements PegLine {
    }

    private static Arbitrary<String> word(int max) {
        return Arbitraries.strings().withCharRange('!', '~').ofMinLength(1).ofMaxLength(max);
    }

    private static Arbitrary<String> text(int max) {
        return Arbitraries.strings().withCharRange(' ', '~').ofMaxLength(max);
    }

    @Provide
    Arbitrary<List<Frame>> pegFrames() {
        Arbitrary<PegLine> line = Arbitraries.<PegLine>oneOf(
                Combinators.combine(Arbitraries.of(true, false), Arbitraries.integers().between(0, 63))
                        .as(PegEvent::new),
                Arbitraries.longs().map(PegSnapshot::new),
                Arbitraries.just(new PegHeartbeat()),
                Arbitraries.of(PegProtocol.RESULTS).map(PegResult::new),
                word(20).map(PegVersion::new),
                text(40).map(PegError::new));
        return Combinators.combine(Arbitraries.integers().between(0, 255), line.list().ofMaxSize(30))
                .as(SerialFramePropertiesTest::pegWire);
    }

    /** The lines on the wire, numbered as a board numbers them (a snapshot may restart the count). */
    private static List<Frame> pegWire(int firstSeq, List<PegLine> lines) {
        List<Frame> out = new ArrayList<>();
        int last = firstSeq;
        for (PegLine l : lines) {
            Frame f;
            if (l instanceof PegEvent e) {
                last = (last + 1) & 0xFF;
                f = new Frame(LineCodec.frame(PegProtocol.event(e.seated(), e.square(), last)),
                        (e.seated() ? "seat " : "lift ") + Square.name(e.square()));
            } else if (l instanceof PegSnapshot s) {
                last = (int) (s.occupied() & 0xFF);
                f = new Frame(LineCodec.frame(PegProtocol.snapshot(s.occupied())), "board " + s.occupied());
            } else if (l instanceof PegHeartbeat) {
                f = new Frame(LineCodec.frame("H " + last), null);
            } else if (l instanceof PegResult r) {
                f = new Frame(LineCodec.frame("X " + r.result()), "result " + r.result());
            } else if (l instanceof PegVersion v) {
                f = new Frame(LineCodec.frame("V " + PegProtocol.NAME + " " + PegProtocol.VERSION + " " + v.firmware()),
                        null);
            } else {
                f = new Frame(LineCodec.frame("E " + ((PegError) l).text()), null);
            }
            out.add(f);
        }
        return out;
    }

    private static ByteReceiver pegBoard(Consumer<String> events) {
        return new PegBoard(bytes -> { }, new BoardListener() {
            @Override
            public void squareChanged(int square, Piece piece, boolean occupied, long nanos) {
                events.accept((occupied ? "seat " : "lift ") + Square.name(square));
            }

            @Override
            public void snapshot(Piece[] pieces, long occupied, long nanos) {
                events.accept("board " + occupied);
            }

            @Override
            public void endOfGame(String result) {
                events.accept("result " + result);
            }
        }, () -> 0L);
    }

    @Provide
    Arbitrary<List<Tuple2<Frame, byte[]>>> pegFramesAfterResyncingGarbage() {
        return interleaved(pegFrames(), lineGarbage(true));
    }

    @Provide
    Arbitrary<List<Tuple2<Frame, byte[]>>> pegFramesAfterAnyGarbage() {
        return interleaved(pegFrames(), lineGarbage(false));
    }

    @Property(tries = 300)
    void pegValidFramesDecodeToExactlyTheirEvents(@ForAll("pegFrames") List<Frame> frames, @ForAll Random chunks) {
        assertEquals(events(frames), decode(SerialFramePropertiesTest::pegBoard, wire(withoutGaps(frames)), chunks));
    }

    @Property(tries = 300)
    void pegEveryFrameAfterALineFeedStillDecodes(
            @ForAll("pegFramesAfterResyncingGarbage") List<Tuple2<Frame, byte[]>> stream, @ForAll Random chunks) {
        assertEquals(eventsOf(stream), decode(SerialFramePropertiesTest::pegBoard, wire(stream), chunks));
    }

    @Property(tries = 300)
    void pegGarbageInventsNothing(@ForAll("pegFramesAfterAnyGarbage") List<Tuple2<Frame, byte[]>> stream,
                                  @ForAll Random chunks) {
        List<String> got = decode(SerialFramePropertiesTest::pegBoard, wire(stream), chunks);
        assertTrue(isSubsequence(got, eventsOf(stream)), () -> got + " is not drawn from " + eventsOf(stream));
    }

    // ---- the tactile clock ----

    @Provide
    Arbitrary<List<Frame>> clockFrames() {
        Arbitrary<Frame> press = Combinators.combine(Arbitraries.of("K", "Q"), Arbitraries.of("W", "B"))
                .as((kind, side) -> new Frame(LineCodec.frame(kind + " " + side),
                        (kind.equals("K") ? "lever " : "time ") + side));
        return Arbitraries.<Frame>oneOf(
                press,
                Arbitraries.just(new Frame(LineCodec.frame("H"), null)),
                word(20).map(fw -> new Frame(LineCodec.frame("V " + TactileClockProtocol.NAME + " "
                        + TactileClockProtocol.VERSION + " " + fw), null)),
                text(40).map(t -> new Frame(LineCodec.frame("E " + t), null))).list().ofMaxSize(30);
    }

    private static ByteReceiver tactileClock(Consumer<String> events) {
        TactileClock clock = new TactileClock(bytes -> { });
        clock.setListener(new ClockDeviceListener() {
            @Override
            public void leverPressed(Color side) {
                events.accept("lever " + (side == Color.WHITE ? "W" : "B"));
            }

            @Override
            public void timeRequested(Color side) {
                events.accept("time " + (side == Color.WHITE ? "W" : "B"));
            }
        });
        return clock;
    }

    @Provide
    Arbitrary<List<Tuple2<Frame, byte[]>>> clockFramesAfterResyncingGarbage() {
        return interleaved(clockFrames(), lineGarbage(true));
    }

    @Provide
    Arbitrary<List<Tuple2<Frame, byte[]>>> clockFramesAfterAnyGarbage() {
        return interleaved(clockFrames(), lineGarbage(false));
    }

    @Property(tries = 300)
    void clockValidFramesDecodeToExactlyTheirEvents(@ForAll("clockFrames") List<Frame> frames, @ForAll Random chunks) {
        assertEquals(events(frames), decode(SerialFramePropertiesTest::tactileClock, wire(withoutGaps(frames)), chunks));
    }

    @Property(tries = 300)
    void clockEveryFrameAfterALineFeedStillDecodes(
            @ForAll("clockFramesAfterResyncingGarbage") List<Tuple2<Frame, byte[]>> stream, @ForAll Random chunks) {
        assertEquals(eventsOf(stream), decode(SerialFramePropertiesTest::tactileClock, wire(stream), chunks));
    }

    @Property(tries = 300)
    void clockGarbageInventsNoPress(@ForAll("clockFramesAfterAnyGarbage") List<Tuple2<Frame, byte[]>> stream,
                                    @ForAll Random chunks) {
        List<String> got = decode(SerialFramePropertiesTest::tactileClock, wire(stream), chunks);
        assertTrue(isSubsequence(got, eventsOf(stream)), () -> got + " is not drawn from " + eventsOf(stream));
    }

    // ---- the DGT board ----

    @Provide
    Arbitrary<List<Frame>> dgtFrames() {
        Arbitrary<Integer> code = Arbitraries.integers().between(0, 15);
        Arbitrary<Integer> ackByte = Arbitraries.integers().between(0, 255);
        Arbitrary<Long> time = Arbitraries.longs().between(0, 10 * 3600_000L - 1);
        return Arbitraries.<Frame>oneOf(
                Combinators.combine(Arbitraries.integers().between(0, 63), code)
                        .as((field, c) -> new Frame(DgtProtocol.fieldUpdate(field, c), "field " + field + " " + c)),
                code.list().ofSize(64).map(codes -> {
                    int[] c = codes.stream().mapToInt(Integer::intValue).toArray();
                    return new Frame(DgtProtocol.boardDump(c), "dump " + Arrays.toString(c));
                }),
                Combinators.combine(time, time, Arbitraries.integers().between(0, 0x7F))
                        .as((left, right, status) -> new Frame(DgtProtocol.clockTimes(left, right, status),
                                "times " + new DgtClockReading(left / 1000 * 1000, right / 1000 * 1000,
                                        (status & 0x01) != 0, (status & 0x02) != 0, (status & 0x08) != 0,
                                        (status & 0x10) != 0, (status & 0x20) == 0))),
                Combinators.combine(ackByte, ackByte, ackByte, ackByte)
                        .as((a0, a1, a2, a3) -> new Frame(DgtProtocol.clockAck(a0, a1, a2, a3),
                                "ack " + a0 + " " + a1 + " " + a2 + " " + a3)),
                Combinators.combine(Arbitraries.integers().between(0, 127), Arbitraries.integers().between(0, 127))
                        .as((major, minor) -> new Frame(new byte[] {(byte) 0x93, 0, 5, (byte) (int) major,
                                (byte) (int) minor}, null)),
                Arbitraries.strings().withCharRange(' ', '~').ofLength(5)
                        .map(s -> {
                            byte[] b = new byte[8];
                            DgtProtocol.header(b, DgtProtocol.MSG_SERIAL, 8);
                            System.arraycopy(s.getBytes(java.nio.charset.StandardCharsets.US_ASCII), 0, b, 3, 5);
                            return new Frame(b, null);
                        })).list().ofMaxSize(30);
    }

    private static ByteReceiver dgtDecoder(Consumer<String> events) {
        DgtDecoder decoder = new DgtDecoder(new DgtListener() {
            @Override
            public void boardDump(int[] codesByField) {
                events.accept("dump " + Arrays.toString(codesByField));
            }

            @Override
            public void fieldUpdate(int field, int code) {
                events.accept("field " + field + " " + code);
            }

            @Override
            public void clockTimes(DgtClockReading reading) {
                events.accept("times " + reading);
            }

            @Override
            public void clockAck(int ack0, int ack1, int ack2, int ack3) {
                events.accept("ack " + ack0 + " " + ack1 + " " + ack2 + " " + ack3);
            }
        });
        return (data, length) -> decoder.feed(data, 0, length);
    }

    @Provide
    Arbitrary<List<Tuple2<Frame, byte[]>>> dgtFramesAfterGarbage() {
        int eventHeader = 0x80;
        return interleaved(dgtFrames(), bytesExcept(120, eventHeader | DgtProtocol.MSG_BOARD_DUMP,
                eventHeader | DgtProtocol.MSG_BWTIME, eventHeader | DgtProtocol.MSG_FIELD_UPDATE));
    }

    @Property(tries = 300)
    void dgtValidFramesDecodeToExactlyTheirEvents(@ForAll("dgtFrames") List<Frame> frames, @ForAll Random chunks) {
        assertEquals(events(frames), decode(SerialFramePropertiesTest::dgtDecoder, wire(withoutGaps(frames)), chunks));
    }

    /** Every DGT message starts with the only kind of byte that has its top bit set: each one resynchronises. */
    @Property(tries = 300)
    void dgtEveryFrameAfterGarbageStillDecodesAndNothingIsInvented(
            @ForAll("dgtFramesAfterGarbage") List<Tuple2<Frame, byte[]>> stream, @ForAll Random chunks) {
        assertEquals(eventsOf(stream), decode(SerialFramePropertiesTest::dgtDecoder, wire(stream), chunks));
    }
}
