package org.annabella.braille;

import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A braille display driven through BrlAPI, the client interface of BRLTTY. BrlAPI's Java binding
 * (Debian {@code libbrlapi-java}, package {@code org.a11y.brlapi}) is loaded by reflection from
 * its jar at run time, so annabella neither needs it to build nor breaks without it: when the
 * jar, its native library or a running BRLTTY is missing, {@link #open} says which, in one line.
 */
public final class BrlapiDisplay implements BrailleDisplay {
    /** Where Debian installs the binding; the system property {@code annabella.brlapi.jar} overrides it. */
    public static final Path DEFAULT_JAR = Path.of("/usr/share/java/brlapi.jar");

    // Key codes, from BrlAPI's brlapi_keycodes.h and brlapi_constants.h.
    static final long KEY_TYPE_MASK = 0xE0000000L;
    static final long KEY_TYPE_CMD = 0x20000000L;
    static final long KEY_CMD_BLK_MASK = 0x1FFF0000L;
    static final long KEY_CMD_ARG_MASK = 0x0000FFFFL;
    static final long KEY_CMD_ROUTE = 1L << 16;
    static final long KEY_CMD_LNUP = 1;
    static final long KEY_CMD_LNDN = 2;

    private final URLClassLoader loader;
    private final Object connection;
    private final int width;
    private final Method writeDots;
    private final Method readKey;
    private final Method close;

    private BrlapiDisplay(URLClassLoader loader, Object connection, int width, Method writeDots, Method readKey,
            Method close) {
        this.loader = loader;
        this.connection = connection;
        this.width = width;
        this.writeDots = writeDots;
        this.readKey = readKey;
        this.close = close;
    }

    /** The jar named by {@code annabella.brlapi.jar}, else Debian's. */
    public static Path jar() {
        String property = System.getProperty("annabella.brlapi.jar");
        return property == null ? DEFAULT_JAR : Path.of(property);
    }

    public static BrlapiDisplay open() throws DisplayUnavailableException {
        return open(jar());
    }

    /** Connects to BRLTTY through the binding in {@code jar} and takes the display for this program. */
    public static BrlapiDisplay open(Path jar) throws DisplayUnavailableException {
        if (!Files.isRegularFile(jar)) {
            throw new DisplayUnavailableException("no braille display: BrlAPI for Java is not installed (" + jar
                    + " is missing; the Debian package is libbrlapi-java)");
        }
        URLClassLoader loader;
        try {
            loader = new URLClassLoader(new URL[] {jar.toUri().toURL()}, BrlapiDisplay.class.getClassLoader());
        } catch (IOException e) {
            throw new DisplayUnavailableException("no braille display: cannot open " + jar + ": " + e.getMessage(), e);
        }
        try {
            Class<?> settingsClass = loader.loadClass("org.a11y.brlapi.ConnectionSettings");
            Class<?> connectionClass = loader.loadClass("org.a11y.brlapi.Connection");
            Method close = publicMethod(connectionClass, new String[] {"close", "closeConnection"});
            Object connection = connectionClass.getConstructor(settingsClass)
                    .newInstance(settingsClass.getConstructor().newInstance());
            try {
                Object size = connectionClass.getMethod("getDisplaySize").invoke(connection);
                int width = (Integer) size.getClass().getMethod("getWidth").invoke(size);
                if (width <= 0) {
                    throw new DisplayUnavailableException("no braille display: BRLTTY runs but has no display attached "
                            + "(name its braille driver and port in /etc/brltty.conf, or plug the display in)");
                }
                try {
                    connectionClass.getMethod("enterTtyMode").invoke(connection);
                } catch (InvocationTargetException noTty) {
                    // Not started from a console (no tty BrlAPI can find): take the display at the root instead.
                    connectionClass.getMethod("enterTtyModeWithPath", int[].class).invoke(connection, (Object) new int[0]);
                }
                // BRLTTY 6.5 (Debian 12) names them write(byte[]) and close(); later ones writeDots and closeConnection.
                return new BrlapiDisplay(loader, connection, width,
                        publicMethod(connectionClass, new String[] {"writeDots", "write"}, byte[].class),
                        connectionClass.getMethod("readKey", boolean.class), close);
            } catch (DisplayUnavailableException | ReflectiveOperationException | RuntimeException e) {
                close.invoke(connection);
                throw e;
            }
        } catch (DisplayUnavailableException e) {
            closeQuietly(loader);
            throw e;
        } catch (ClassNotFoundException | NoSuchMethodException | ClassCastException e) {
            closeQuietly(loader);
            throw new DisplayUnavailableException("no braille display: " + jar
                    + " is not a BrlAPI binding annabella knows (it needs org.a11y.brlapi from BRLTTY 6)", e);
        } catch (InvocationTargetException e) {
            closeQuietly(loader);
            throw new DisplayUnavailableException("no braille display: BRLTTY did not answer"
                    + (e.getCause() == null || e.getCause().getMessage() == null ? "" : " (" + e.getCause().getMessage() + ")")
                    + ", so it is not running or has no display (Debian package brltty; sudo systemctl start brltty)", e.getCause());
        } catch (LinkageError e) {
            closeQuietly(loader);
            throw new DisplayUnavailableException("no braille display: BrlAPI's native library is missing ("
                    + e.getMessage() + "; the Debian package is libbrlapi-jni)", e);
        } catch (ReflectiveOperationException e) {
            closeQuietly(loader);
            throw new DisplayUnavailableException("no braille display: BrlAPI could not be started (Debian packages brltty and libbrlapi-java)", e);
        }
    }

    private static Method publicMethod(Class<?> type, String[] names, Class<?>... parameters)
            throws NoSuchMethodException {
        for (String name : names) {
            try {
                return type.getMethod(name, parameters);
            } catch (NoSuchMethodException e) {
                // try the next name
            }
        }
        throw new NoSuchMethodException(type.getName() + "." + String.join(" or ", names));
    }

    private static void closeQuietly(URLClassLoader loader) {
        try {
            loader.close();
        } catch (IOException e) {
            // nothing more to free
        }
    }

    /** What a BrlAPI key code asks for. */
    static Key decode(long code) {
        if ((code & KEY_TYPE_MASK) != KEY_TYPE_CMD) {
            return new Key(Action.OTHER, -1);
        }
        long block = code & KEY_CMD_BLK_MASK;
        long argument = code & KEY_CMD_ARG_MASK;
        if (block == KEY_CMD_ROUTE) {
            return new Key(Action.ROUTE, (int) argument);
        }
        if (block == 0 && argument == KEY_CMD_LNUP) {
            return new Key(Action.LINE_UP, -1);
        }
        if (block == 0 && argument == KEY_CMD_LNDN) {
            return new Key(Action.LINE_DOWN, -1);
        }
        return new Key(Action.OTHER, -1);
    }

    @Override
    public int width() {
        return width;
    }

    @Override
    public void show(int[] cells) {
        byte[] dots = new byte[width];
        for (int i = 0; i < Math.min(width, cells.length); i++) {
            dots[i] = (byte) cells[i];
        }
        call(writeDots, (Object) dots);
    }

    @Override
    public Key readKey() {
        return decode((Long) call(readKey, true));
    }

    @Override
    public void close() {
        try {
            call(close);
        } finally {
            closeQuietly(loader);
        }
    }

    private Object call(Method method, Object... args) {
        try {
            return method.invoke(connection, args);
        } catch (InvocationTargetException e) {
            throw new IllegalStateException("the braille display stopped answering: " + e.getCause(), e.getCause());
        } catch (IllegalAccessException e) {
            throw new IllegalStateException("BrlAPI refused a call: " + e, e);
        }
    }
}
