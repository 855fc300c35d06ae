package org.annabella.ui.console;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.annabella.session.Mode;
import org.annabella.session.Wording;
import org.annabella.speech.VoiceSettings;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class VoiceControlTest {
    @TempDir
    Path dir;
    ConsoleTable table;
    StringWriter text;
    final List<VoiceSettings> heard = new ArrayList<>();
    Console console;

    void open(ConsoleLanguage lang, boolean voiceSpeaking) {
        table = new ConsoleTable(dir.resolve("g.journal"), "300+2", Mode.TOURNAMENT, () -> 0L, Wording.SAN, lang);
        console = table.console;
        text = table.text;
        console.useVoice(new VoiceControl(new VoiceSettings(200, 100, 100), s -> heard.add(s) && voiceSpeaking));
    }

    String ask(String line) {
        return table.ask(line).replace("\r", "");
    }

    @Test
    void theVoiceIsSetFromTheCommandLineAndChangedInTheConsole() {
        open(ConsoleLanguage.ENGLISH, true);
        assertEquals(List.of(new VoiceSettings(200, 100, 100)), heard, "the command line's settings, handed to the voice at once");
        assertEquals("Voice: rate 200 words a minute, pitch 100 hertz, volume 100 percent.", ask("voice"));
        assertEquals("Voice: rate 180 words a minute, pitch 100 hertz, volume 100 percent.", ask("voice rate 180"));
        assertEquals("Voice: rate 180 words a minute, pitch 120 hertz, volume 100 percent.", ask("voice pitch 120"));
        assertEquals("Voice: rate 180 words a minute, pitch 120 hertz, volume 60 percent.", ask("voice volume 60"));
        assertEquals(new VoiceSettings(180, 120, 60), heard.get(heard.size() - 1));
        assertEquals("Volume goes from 10 to 100, not 5.", ask("voice volume 5"));
        assertEquals("Rate goes from 80 to 450, not 1000.", ask("voice rate 1000"));
        assertEquals("Say voice rate, voice pitch or voice volume and a number, like voice rate 180.", ask("voice loudness 50"));
        assertEquals("Say voice rate, voice pitch or voice volume and a number, like voice rate 180.", ask("voice rate"));
        assertEquals("Pitch goes from 50 to 250, not high.", ask("voice pitch high"));
        assertEquals(4, heard.size(), "a refusal changes nothing");
        assertEquals("Voice: rate 180 words a minute, pitch 120 hertz, volume 60 percent.", ask("voice"), "remembered");
    }

    @Test
    void withNoBuiltInVoiceTheSettingsAreKeptAndThatIsSaid() {
        open(ConsoleLanguage.SPANISH, false);
        assertEquals("Voz: velocidad 250 palabras por minuto, tono 100 hercios, volumen 100 por ciento.\n"
                + "Se guarda para esta sesión; ahora no habla ninguna voz que tome estos ajustes (empiece con --speech auto para oír una).",
                ask("voz velocidad 250"));
        assertEquals("Voz: velocidad 250 palabras por minuto, tono 90 hercios, volumen 100 por ciento.\n"
                + "Se guarda para esta sesión; ahora no habla ninguna voz que tome estos ajustes (empiece con --speech auto para oír una).",
                ask("voz tono 90"));
        assertEquals("Volumen va de 10 a 100, no 101.", ask("voz volumen 101"));
        assertEquals("Diga voz velocidad, voz tono o voz volumen y un número, como voz velocidad 180.", ask("voz alto 3"));
        assertEquals(ask("ayuda voz"), "voz: velocidad, tono y volumen de la voz; voz y velocidad (de 80 a 450 palabras "
                + "por minuto), tono (de 50 a 250 hercios) o volumen (de 10 a 100 por ciento) y un número: lo cambia para el "
                + "resto de esta sesión. Ejemplo: voz velocidad 180.");
    }
}
