package org.annabella.speech;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/** What the system voices' engines (macOS say, Windows SAPI) share: picking a voice, a file passed. */
final class SystemVoices {
    private SystemVoices() {
    }

    /** The name of the first voice of {@code language}, in the system's order (its own choice first). */
    static Optional<String> first(List<InstalledVoice> voices, SpokenLanguage language) {
        return voices.stream().filter(v -> v.spoken() == language).map(InstalledVoice::name).findFirst();
    }

    /** Removes a file passed to or from the engine, when there is one. */
    static void delete(Path file) {
        if (file != null) {
            try {
                Files.deleteIfExists(file);
            } catch (IOException e) {
                // a temporary file the system cleans up in time
            }
        }
    }
}
