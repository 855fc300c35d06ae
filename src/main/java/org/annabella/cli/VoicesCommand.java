package org.annabella.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import org.annabella.speech.Engines;
import org.annabella.speech.InstalledVoice;
import picocli.CommandLine.Command;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code annabella voices}: one line per voice installed, engine TAB language TAB voice. */
@Command(mixinStandardHelpOptions = true, name = "voices",
        description = "List the voices installed: engine, language and voice, tab-separated, one a line.")
final class VoicesCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        for (InstalledVoice voice : Engines.voices()) {
            out.println(voice.line());
        }
        return 0;
    }
}
