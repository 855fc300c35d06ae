package org.annabella.speech;

/**
 * A voice an engine has here: the engine's name as the command line spells it, the language
 * code as the engine gives it ("es", "es-419", "de_DE") and the voice's own name.
 */
public record InstalledVoice(String engine, String language, String name) {
    /** The voice's language among those annabella speaks, or null. */
    public SpokenLanguage spoken() {
        return SpokenLanguage.ofCode(language);
    }

    /** One line of {@code annabella voices}: engine, language and voice, separated by tabs. */
    public String line() {
        return engine + "\t" + language + "\t" + name;
    }
}
