package org.annabella.cli;

import com.fazecast.jSerialComm.SerialPort;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.annabella.device.BoardProbe;
import org.annabella.device.SerialLink;
import org.annabella.rules.InputException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code annabella devices [--no-probe] [PORT...]}: the serial ports a board or clock could be on,
 * one per line, each with the kind of device that answers there ({@link BoardProbe}: it listens,
 * then asks only for versions). stderr says what was done on each port.
 */
@Command(mixinStandardHelpOptions = true, name = "devices",
        description = "List serial ports and which device answers on each: <path> TAB <description> TAB <kind>.")
final class DevicesCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--no-probe", description = "Only list the ports; send nothing to them.")
    boolean noProbe;

    @Parameters(arity = "0..*", paramLabel = "PORT",
            description = "Ports to look at (default: every serial port the system lists), e.g. a Bluetooth /dev/rfcomm0.")
    List<String> given = new ArrayList<>();

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        List<String[]> ports = new ArrayList<>();
        if (given.isEmpty()) {
            for (SerialPort p : SerialPort.getCommPorts()) {
                ports.add(new String[] {p.getSystemPortPath(), p.getPortDescription()});
            }
        } else {
            for (String path : given) {
                try {
                    SerialLink.check(path);
                } catch (InputException e) {
                    throw new BadInputException(e.getMessage());
                }
                ports.add(new String[] {path, "given"});
            }
        }
        BoardProbe probe = new BoardProbe(1500, 700);
        for (String[] p : ports) {
            if (noProbe) {
                out.println(p[0] + "\t" + p[1]);
            } else {
                BoardProbe.Finding f = probe.probe(p[0]);
                out.println(p[0] + "\t" + p[1] + "\t" + f.kind());
                err.println(p[0] + ": " + String.join("; ", f.steps()) + ": " + f.kind() + " (" + f.detail() + ")");
            }
            out.flush();
            err.flush();
        }
        if (ports.isEmpty()) {
            err.println("no serial ports found");
        }
        return 0;
    }
}
