package org.annabella.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;
import picocli.CommandLine.Range;

/**
 * Picocli's model of a command built in code, for the top command, the quick ones (announce,
 * parse) and check. Picocli reads an annotated command by reflection, and each annotation type
 * read becomes a dynamic proxy class made at every start, which JDK 17's start-up archive cannot
 * hold: about 40 ms before a quick command could answer (docs/performance.md, "Start-up"). Built
 * here, the command's help, usage and refusals are picocli's, word for word as the annotations
 * gave them.
 */
final class CommandModel {
    /** A command whose model is built in code; a new one for each run. */
    interface Coded {
        /** Picocli's model of the command, built for this run; picocli runs the command with its values. */
        CommandSpec spec();
    }

    /** A coded command with a plain form, words and simple options ({@link #plain(String[])}). */
    interface Plain extends Coded {
        /** The options its plain form reads, each taking one text as its value. */
        Set<String> plainOptions();

        /**
         * Runs the plain form without picocli: {@code options} holds the values given (by the
         * option's name), every other option at its usual value, or the settings' for those that take one.
         */
        int plain(List<String> words, Map<String, String> options, SettingDefaults defaults, PrintWriter out) throws Exception;
    }

    /** A command line read without picocli: the command, its words, and the values of the options given. */
    record PlainForm(Plain command, List<String> words, Map<String, String> options) {
    }

    /**
     * The plain form of {@code args}, or null: a command that has one, then words and its plain
     * options ({@code --style english} or {@code --style=english}), at least one word, each option at most once and
     * with a value that does not look like an option; nothing else picocli would read as an option or
     * a file of arguments ('-', '@'). Picocli would read them the same, so they are run without it:
     * building its parser costs a quick command a third of its time (docs/performance.md, "Start-up").
     */
    static PlainForm plain(String[] args) {
        Class<?> type = args.length < 2 ? null : Main.COMMANDS.get(args[0]);
        if (type == null || !Plain.class.isAssignableFrom(type)) {
            return null;
        }
        Plain command = (Plain) made(type);
        List<String> words = new ArrayList<>();
        Map<String, String> options = new HashMap<>();
        for (int i = 1; i < args.length; i++) {
            String arg = args[i];
            int equals = arg.indexOf('=');
            boolean joined = arg.startsWith("--") && equals > 0; // --style=english
            String name = joined ? arg.substring(0, equals) : arg;
            String value = joined ? arg.substring(equals + 1) : i + 1 < args.length ? args[i + 1] : null;
            if (command.plainOptions().contains(name) && value != null && !value.isEmpty() && !value.startsWith("-")
                    && !value.startsWith("@") && !options.containsKey(name)) {
                options.put(name, value);
                i += joined ? 0 : 1;
            } else if (arg.startsWith("-") || arg.startsWith("@")) {
                return null;
            } else {
                words.add(arg);
            }
        }
        return words.isEmpty() ? null : new PlainForm(command, words, options); // none: picocli says what is missing
    }

    private CommandModel() {
    }

    /** The model of {@code command} as picocli takes it: built in code, or the annotated class. */
    static Object of(Class<?> command) {
        return Coded.class.isAssignableFrom(command) ? made(command).spec() : command;
    }

    /** A new coded command of that class. */
    static Coded made(Class<?> command) {
        try {
            return (Coded) command.getDeclaredConstructor().newInstance();
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(command.getName() + " cannot be made", e);
        }
    }

    /** A command named {@code name} run by {@code command}, its help's description given. */
    static CommandSpec command(Object command, String name, String description) {
        CommandSpec spec = CommandSpec.wrapWithoutInspection(command).name(name);
        spec.usageMessage().description(description);
        return spec;
    }

    /**
     * Adds -h/--help and -V/--version as picocli's {@code mixinStandardHelpOptions} does, whose
     * own model is annotated; after the command's options, as picocli adds them.
     */
    static CommandSpec withStandardHelp(CommandSpec spec) {
        CommandSpec help = CommandSpec.create();
        help.addOption(OptionSpec.builder("-h", "--help").type(boolean.class).usageHelp(true)
                .descriptionKey("mixinStandardHelpOptions.help").description("Show this help message and exit.").build());
        help.addOption(OptionSpec.builder("-V", "--version").type(boolean.class).versionHelp(true)
                .descriptionKey("mixinStandardHelpOptions.version").description("Print version information and exit.").build());
        return spec.addMixin("mixinStandardHelpOptions", help);
    }

    /** An option taking one value of {@code type}, {@code initial} when not given. */
    static OptionSpec option(CommandSpec spec, String name, String label, Class<?> type, Object initial, String description) {
        return added(spec, OptionSpec.builder(name).type(type).paramLabel(label).initialValue(initial).hasInitialValue(true)
                .description(description));
    }

    /** An option taking one value of {@code type}, which must be given. */
    static OptionSpec required(CommandSpec spec, String name, String label, Class<?> type, String description) {
        return added(spec, OptionSpec.builder(name).type(type).paramLabel(label).required(true).description(description));
    }

    private static OptionSpec added(CommandSpec spec, OptionSpec.Builder option) {
        OptionSpec built = option.build();
        spec.addOption(built);
        return built;
    }

    /** Positional parameters of words, {@code arity} of them ("0..*", "1..*"). */
    static PositionalParamSpec words(CommandSpec spec, String label, String arity, String description) {
        PositionalParamSpec words = PositionalParamSpec.builder().type(List.class).auxiliaryTypes(String.class)
                .paramLabel(label).arity(arity).required(Range.valueOf(arity).min() > 0).description(description).build();
        spec.addPositional(words);
        return words;
    }
}
