package org.annabella.cli;

import org.annabella.announce.Language;

/** The language a command's {@code --lang} names, for the commands whose words are English or Spanish. */
final class Languages {
    private Languages() {
    }

    /** The language whose code is {@code code} ("en", "es"). */
    static Language of(String code) {
        for (Language l : Language.values()) {
            if (l.code().equals(code.strip())) {
                return l;
            }
        }
        throw new BadInputException("--lang must be en or es, not '" + code + "'");
    }
}
