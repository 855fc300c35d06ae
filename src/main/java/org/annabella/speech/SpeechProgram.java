package org.annabella.speech;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * A program that speaks (espeak-ng, macOS say, PowerShell for SAPI), run once per request: found
 * on PATH, or where the system property {@code annabella.NAME} says (as for pocketsphinx).
 */
record SpeechProgram(String name, String property) {
    /** Longer than any announcement takes to synthesise; a program that hangs is given up. */
    private static final long TIMEOUT_SECONDS = 30;

    static final SpeechProgram ESPEAK = new SpeechProgram("espeak-ng", "annabella.espeak");
    static final SpeechProgram SAY = new SpeechProgram("say", "annabella.say");
    static final SpeechProgram POWERSHELL = new SpeechProgram("powershell", "annabella.powershell");

    /** The program, when it is installed. */
    Optional<Path> find() {
        String given = System.getProperty(property);
        if (given != null) {
            return Files.isExecutable(Path.of(given)) ? Optional.of(Path.of(given)) : Optional.empty();
        }
        String path = System.getenv("PATH");
        for (String folder : path == null ? new String[0] : path.split(File.pathSeparator)) {
            for (String file : List.of(name, name + ".exe")) {
                Path p = folder.isEmpty() ? null : Path.of(folder, file);
                if (p != null && Files.isRegularFile(p) && Files.isExecutable(p)) {
                    return Optional.of(p);
                }
            }
        }
        return Optional.empty();
    }

    /**
     * Runs the program with {@code args}, {@code input} on its standard input, and returns its
     * standard output.
     *
     * @throws SpeechUnavailableException when it is not installed, fails (with its last error
     *     line) or does not finish in time
     */
    byte[] run(List<String> args, byte[] input) {
        return run(args, Map.of(), input);
    }

    /** {@link #run(List, byte[])} with these variables added to its environment. */
    byte[] run(List<String> args, Map<String, String> environment, byte[] input) {
        Path program = find().orElseThrow(() -> new SpeechUnavailableException(name + " is not installed"));
        List<String> command = new ArrayList<>();
        command.add(program.toString());
        command.addAll(args);
        Process process;
        try {
            ProcessBuilder builder = new ProcessBuilder(command);
            builder.environment().putAll(environment);
            process = builder.start();
        } catch (IOException e) {
            throw new SpeechUnavailableException("cannot start " + name + ": " + e.getMessage(), e);
        }
        try {
            CompletableFuture<byte[]> out = CompletableFuture.supplyAsync(() -> readAll(process.getInputStream()));
            CompletableFuture<byte[]> err = CompletableFuture.supplyAsync(() -> readAll(process.getErrorStream()));
            try (OutputStream in = process.getOutputStream()) {
                in.write(input);
            } catch (IOException e) {
                // a program that does not read its input closes it early; its exit says how it went
            }
            if (!process.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
                throw new SpeechUnavailableException(name + " did not finish within " + TIMEOUT_SECONDS + " seconds");
            }
            if (process.exitValue() != 0) {
                String[] lines = new String(err.join(), StandardCharsets.UTF_8).strip().split("\\R");
                throw new SpeechUnavailableException(name + " failed (exit " + process.exitValue() + ")"
                        + (lines[lines.length - 1].isBlank() ? "" : ": " + lines[lines.length - 1].strip()));
            }
            return out.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new SpeechUnavailableException("interrupted waiting for " + name, e);
        } finally {
            process.destroyForcibly();
        }
    }

    /** {@link #run} for a program that prints text. */
    String text(List<String> args, String input) {
        return new String(run(args, input.getBytes(StandardCharsets.UTF_8)), StandardCharsets.UTF_8);
    }

    private static byte[] readAll(InputStream in) {
        try (in) {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            in.transferTo(bytes);
            return bytes.toByteArray();
        } catch (IOException e) {
            return new byte[0];
        }
    }
}
