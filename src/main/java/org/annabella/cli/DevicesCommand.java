package org.annabella.cli;

import com.fazecast.jSerialComm.SerialPort;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code annabella devices}: the serial ports a board or clock could be on, one per line. */
@Command(mixinStandardHelpOptions = true, name = "devices", description = "List serial ports: <path> TAB <description>.")
final class DevicesCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        SerialPort[] ports = SerialPort.getCommPorts();
        for (SerialPort p : ports) {
            out.println(p.getSystemPortPath() + "\t" + p.getPortDescription());
        }
        out.flush();
        if (ports.length == 0) {
            spec.commandLine().getErr().println("no serial ports found");
        }
        return 0;
    }
}
