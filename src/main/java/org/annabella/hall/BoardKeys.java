package org.annabella.hall;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.Optional;
import java.util.TreeSet;
import java.util.SortedSet;
import org.annabella.rules.InputException;

/**
 * The boards registered in the hall's folder, each with its secret key in {@code board-N.key}
 * (readable by the arbiter's account only). The key signs a companion's requests; it is shown once
 * to the person who registers the board and never sent over the network.
 */
public final class BoardKeys {
    /** The highest board number: far beyond an Olympiad round. */
    public static final int MAX_BOARD = 9999;
    static final int KEY_BYTES = 32;
    private static final SecureRandom RANDOM = new SecureRandom();

    private final Path folder;

    public BoardKeys(Path folder) {
        this.folder = folder;
    }

    /** What {@link #register} did: the board's key, and whether the board was new. */
    public record Registered(String key, boolean isNew) {
    }

    /** Board {@code n}'s number as a person typed it, checked. */
    public static int board(String text) {
        if (!text.matches("[0-9]{1,4}") || Integer.parseInt(text) < 1) {
            throw new InputException("board " + InputException.quote(text) + " is not a board number from 1 to " + MAX_BOARD);
        }
        return Integer.parseInt(text);
    }

    /**
     * Registers board {@code n} with a new random key, or, when it is registered already, returns
     * its key unchanged (so a companion already sending keeps working).
     */
    public Registered register(int n) {
        checkNumber(n);
        Optional<byte[]> old = key(n);
        if (old.isPresent()) {
            return new Registered(HexFormat.of().formatHex(old.get()), false);
        }
        byte[] key = new byte[KEY_BYTES];
        RANDOM.nextBytes(key);
        String hex = HexFormat.of().formatHex(key);
        try {
            Files.createDirectories(folder);
            Path file = keyFile(n);
            Files.writeString(file, hex + "\n", StandardCharsets.US_ASCII, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
            ownerOnly(file);
        } catch (FileAlreadyExistsException e) {
            return register(n); // registered at the same moment by another command: take its key
        } catch (IOException e) {
            throw new InputException("cannot register board " + n + " in " + folder + ": " + e.getMessage(), e);
        }
        return new Registered(hex, true);
    }

    /** Board {@code n}'s key, or empty when it is not registered. */
    public Optional<byte[]> key(int n) {
        Path file = keyFile(n);
        if (!Files.isRegularFile(file)) {
            return Optional.empty();
        }
        try {
            return Optional.of(parse(Files.readString(file, StandardCharsets.US_ASCII).strip(), file.toString()));
        } catch (IOException e) {
            throw new InputException("cannot read board " + n + "'s key " + file + ": " + e.getMessage(), e);
        }
    }

    /** The boards registered, in order. */
    public SortedSet<Integer> boards() {
        SortedSet<Integer> out = new TreeSet<>();
        try (var files = Files.list(folder)) {
            files.map(f -> f.getFileName().toString()).filter(name -> name.matches("board-[1-9][0-9]{0,3}\\.key"))
                    .forEach(name -> out.add(Integer.parseInt(name.substring(6, name.length() - 4))));
        } catch (IOException e) {
            throw new InputException("cannot read the hall's folder " + folder + ": " + e.getMessage(), e);
        }
        return out;
    }

    /** A key as typed on a companion's command line or read from its file: 64 hexadecimal digits. */
    public static byte[] parse(String hex, String where) {
        if (!hex.matches("[0-9a-fA-F]{" + 2 * KEY_BYTES + "}")) {
            throw new InputException(where + " is not a board's key: a key is the " + 2 * KEY_BYTES
                    + " letters and digits that 'annabella hall add-board' printed");
        }
        return HexFormat.of().parseHex(hex);
    }

    Path journal(int n) {
        return folder.resolve("board-" + n + ".journal");
    }

    private Path keyFile(int n) {
        return folder.resolve("board-" + n + ".key");
    }

    private static void checkNumber(int n) {
        if (n < 1 || n > MAX_BOARD) {
            throw new InputException("board " + n + " is not a board number from 1 to " + MAX_BOARD);
        }
    }

    private static void ownerOnly(Path file) throws IOException {
        try {
            Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-------"));
        } catch (UnsupportedOperationException e) {
            // Windows: the file inherits the folder's access list, the arbiter's own folder
        }
    }
}
