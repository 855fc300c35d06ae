package org.annabella.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import org.annabella.announce.Phrase;
import org.annabella.rules.InputException;
import org.annabella.settings.Settings;
import picocli.CommandLine;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * The player's settings as picocli's defaults, one provider for every command: an option a
 * setting's key names ({@link SettingKey}) takes the setting's value when the command line does
 * not give one. The file's lines are checked when it is read; a bad one is left out, and said.
 */
final class SettingDefaults implements CommandLine.IDefaultValueProvider {
    /** No settings: for a command that takes none, or when the file cannot be read. */
    static final SettingDefaults NONE = new SettingDefaults(Map.of(), List.of());

    private final Map<SettingKey, String> values;
    private final List<BadLine> problems;

    private SettingDefaults(Map<SettingKey, String> values, List<BadLine> problems) {
        this.values = values;
        this.problems = List.copyOf(problems);
    }

    /**
     * The good lines of {@code settings} as defaults, each bad line (not KEY=VALUE, an unknown key,
     * a value the option refuses) as one problem naming the file, the line and the key.
     */
    static SettingDefaults of(Settings settings, Problems words) {
        return of(settings, words, null);
    }

    /**
     * As {@link #of(Settings, Problems)}, for {@code command} alone: only the keys it takes are
     * checked (a profile is read, a time control parsed) and kept; null for every key.
     */
    static SettingDefaults of(Settings settings, Problems words, String command) {
        Map<SettingKey, String> values = new LinkedHashMap<>();
        List<BadLine> bad = new ArrayList<>();
        String file = InputException.path(settings.file());
        for (Settings.Line line : settings.malformed()) {
            bad.add(new BadLine(line.number(), line.key(), Phrase.of("cli.error.setting-malformed", "file", file, "line", line.number(),
                    "text", InputException.escape(line.key()))));
        }
        for (Settings.Line line : settings.entries()) {
            SettingKey key = SettingKey.of(line.key());
            if (key != null && command != null && !key.appliesTo(command)) {
                continue;
            }
            Object why = key == null ? unknown(line.key()) : null;
            if (key != null) {
                try {
                    values.put(key, key.checked(line.value()));
                } catch (InputException e) {
                    values.remove(key);
                    why = words.said(e);
                }
            }
            if (why != null) {
                bad.add(new BadLine(line.number(), line.key(), Phrase.of("cli.error.setting-line", "file", file, "line", line.number(),
                        "key", InputException.escape(line.key()), "why", why)));
            }
        }
        if (bad.size() > 1) { // a sort's comparator is made at every start, and most settings have no bad line
            bad.sort(java.util.Comparator.comparingInt(BadLine::line));
        }
        return new SettingDefaults(values, bad);
    }

    /** A bad line of the file: its number, its key (its whole text when it has no {@code =}) and what is said of it. */
    record BadLine(int line, String key, Phrase said) {
    }

    /** An unknown key, with the nearest keys offered. */
    static Phrase unknown(String key) {
        List<String> near = org.annabella.announce.NearestWords.of(key, SettingKey.keys());
        return near.isEmpty() ? Phrase.of("cli.error.setting-unknown", "key", InputException.escape(key), "keys", String.join(", ", SettingKey.keys()))
                : Phrase.of("cli.error.setting-unknown-near", "key", InputException.escape(key), "near", String.join(", ", near));
    }

    /** The value a good line gives {@code key}, or null. */
    String get(SettingKey key) {
        return values.get(key);
    }

    /** The bad lines, each said naming the file, the line and the key, in the file's order. */
    List<BadLine> problems() {
        return problems;
    }

    /**
     * The setting whose option a refusal of {@code command} names ({@code --board ...}) when that
     * option came from the settings and not from the command line; null when none did.
     */
    SettingKey keptIn(String message, String command, Predicate<String> typed) {
        for (Map.Entry<SettingKey, String> e : values.entrySet()) {
            SettingKey key = e.getKey();
            if (key.appliesTo(command) && !typed.test(key.option()) && message != null
                    && message.matches("(?s).*(^|\\W)" + java.util.regex.Pattern.quote(key.option()) + "(\\W.*|$)")) {
                return key;
            }
        }
        return null;
    }

    @Override
    public String defaultValue(ArgSpec arg) {
        return arg instanceof OptionSpec option ? value(option.longestName(), arg.command().name()) : null;
    }

    /** The settings' value for {@code command}'s long option {@code option} ("--lang"), or null. */
    String value(String option, String command) {
        SettingKey key = option.startsWith("--") ? SettingKey.of(option.substring(2)) : null;
        return key != null && key.appliesTo(command) ? values.get(key) : null;
    }
}
