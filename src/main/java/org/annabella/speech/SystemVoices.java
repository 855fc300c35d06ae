package org.annabella.speech;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Supplier;

/**
 * The voices a system's engine (macOS say, Windows SAPI) speaks with: the first of the
 * language, in the system's order (its own choice first), and the first German one for the FIDE
 * words, or null where there is none.
 */
record SystemVoices(InstalledVoice voice, InstalledVoice german) {

    /**
     * The voices of {@code language} among those {@code program} lists.
     *
     * @param system the system's name, for the messages
     * @throws SpeechUnavailableException when the program or a voice of the language is missing
     */
    static SystemVoices of(SpeechProgram program, Supplier<List<InstalledVoice>> listed, SpokenLanguage language,
            String system) {
        if (program.find().isEmpty()) {
            throw new SpeechUnavailableException(system + "'s " + program.name() + " is not installed");
        }
        List<InstalledVoice> voices = listed.get();
        InstalledVoice voice = voices.stream().filter(v -> v.spoken() == language).findFirst()
                .orElseThrow(() -> new SpeechUnavailableException(system + " has no voice for the language '" + language.code() + "'"));
        return new SystemVoices(voice, voices.stream().filter(v -> v.spoken() == SpokenLanguage.GERMAN).findFirst().orElse(null));
    }

    /** The voice a run is said in, and whether in German: the German voice for FIDE words where there is one. */
    InstalledVoice of(FideWords.Run run) {
        return run.german() && german != null ? german : voice;
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
