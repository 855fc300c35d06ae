package org.annabella.cli;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.CRC32;
import org.annabella.rules.Color;
import org.annabella.session.Assistance;
import org.annabella.session.Event.Origin;
import org.annabella.session.GameTimeControl;
import org.annabella.session.Journal;
import org.annabella.session.Mode;
import org.annabella.session.Player;
import org.annabella.session.Session;
import org.annabella.session.Setup;

/**
 * Journals as a test makes them: a real game's records, read and written in the journal's
 * layout (docs/arbiter.md: "ANJ1", then a length, a CRC32 and the text of each record), so that a
 * test can damage a record's meaning while its checksum stays good.
 */
final class JournalRecords {
    private JournalRecords() {
    }

    /** A game of {@code moves} (SAN, from the start), each announced, executed and pressed, in a new journal. */
    static Path game(Path file, String... moves) {
        Setup setup = Setup.of(new Player("Ann", true, false), new Player("Bob", false, false),
                Assistance.VISUALLY_IMPAIRED_PLAYER, 2018, GameTimeControl.parse("5400+30"), Mode.TOURNAMENT);
        long[] now = {0};
        try (Session s = Session.start(setup, Journal.create(file), () -> now[0])) {
            s.startClock();
            for (String san : moves) {
                Color side = s.state().position().sideToMove();
                now[0] += 20_000;
                s.makeMove(side, san, Origin.TYPED);
                s.announce(side);
                s.execute(side.opposite());
                s.press(side);
            }
        }
        return file;
    }

    static List<String> read(Path file) throws Exception {
        ByteBuffer b = ByteBuffer.wrap(Files.readAllBytes(file));
        b.position(4);
        List<String> records = new ArrayList<>();
        while (b.remaining() >= 8) {
            byte[] payload = new byte[b.getInt()];
            b.getInt();
            b.get(payload);
            records.add(new String(payload, StandardCharsets.UTF_8));
        }
        return records;
    }

    /** {@code records} framed with good checksums, then {@code tail} as it is. */
    static Path write(Path file, List<String> records, byte[] tail) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes("ANJ1".getBytes(StandardCharsets.US_ASCII));
        for (String r : records) {
            byte[] payload = r.getBytes(StandardCharsets.UTF_8);
            CRC32 crc = new CRC32();
            crc.update(payload);
            out.writeBytes(ByteBuffer.allocate(8).putInt(payload.length).putInt((int) crc.getValue()).array());
            out.writeBytes(payload);
        }
        out.writeBytes(tail);
        return Files.write(file, out.toByteArray());
    }

    /** The index of the first record of {@code kind} ("pressed", "move") from {@code from} on. */
    static int indexOf(List<String> records, String kind, int from) {
        for (int i = from; i < records.size(); i++) {
            if (records.get(i).split("\t")[1].equals(kind)) {
                return i;
            }
        }
        throw new IllegalArgumentException("no " + kind + " record from " + from);
    }

    /** The record with field {@code field} (0 the time, 1 the kind ...) set to {@code value}. */
    static String withField(String record, int field, String value) {
        String[] f = record.split("\t", -1);
        f[field] = value;
        return String.join("\t", f);
    }
}
