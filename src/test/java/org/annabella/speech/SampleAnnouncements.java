package org.annabella.speech;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** Announcements for the intelligibility test and the latency benchmark. */
public final class SampleAnnouncements {
    private SampleAnnouncements() {
    }

    /**
     * The announcements to synthesise. Until org.annabella.announce lands: the spec's examples,
     * then every shape of its tables (pieces, disambiguation, captures, en passant, promotion,
     * castling, check, mate, the full form) over squares drawn with a fixed seed.
     */
    public static List<String> announcements() {
        List<String> out = new ArrayList<>(List.of("Eva vier", "Springer Felix drei", "Springer Gustav Felix drei",
                "Springer fuenf Felix drei", "Dame Hector vier Eva eins", "Laeufer schlaegt Eva fuenf",
                "Eva schlaegt David fuenf", "Eva schlaegt David sechs en passant", "Eva acht Umwandlung Dame",
                "Eva schlaegt Felix acht Umwandlung Springer Schach", "Dame schlaegt Felix sieben Matt",
                "Kurze Rochade", "Lange Rochade Schach", "Bauer Eva zwei Eva vier", "Springer Gustav eins Felix drei",
                "Laeufer Cesar drei schlaegt Springer Eva fuenf", "Bauer Eva fuenf schlaegt Bauer David sechs en passant"));
        String[] files = {"Anna", "Bella", "Cesar", "David", "Eva", "Felix", "Gustav", "Hector"};
        String[] ranks = {"eins", "zwei", "drei", "vier", "fuenf", "sechs", "sieben", "acht"};
        String[] pieces = {"Koenig", "Dame", "Turm", "Laeufer", "Springer"};
        String[] promoted = {"Dame", "Turm", "Laeufer", "Springer"};
        Random r = new Random(2009);
        for (int i = 0; out.size() < 240; i++) {
            String f = files[r.nextInt(8)];
            String sq = files[r.nextInt(8)] + " " + ranks[r.nextInt(8)];
            String piece = pieces[r.nextInt(5)];
            String text = switch (i % 10) {
                case 0 -> piece + " " + sq;
                case 1 -> piece + " schlaegt " + sq;
                case 2 -> piece + " " + f + " " + sq;
                case 3 -> piece + " " + ranks[r.nextInt(8)] + " schlaegt " + sq;
                case 4 -> files[r.nextInt(8)] + " " + ranks[1 + r.nextInt(6)];
                case 5 -> f + " schlaegt " + files[r.nextInt(8)] + " " + ranks[1 + r.nextInt(6)];
                case 6 -> f + " schlaegt " + files[r.nextInt(8)] + (r.nextBoolean() ? " sechs" : " drei") + " en passant";
                case 7 -> f + (r.nextBoolean() ? " acht" : " schlaegt Gustav eins") + " Umwandlung " + promoted[r.nextInt(4)];
                case 8 -> (r.nextBoolean() ? "Kurze" : "Lange") + " Rochade";
                default -> (r.nextBoolean() ? "Bauer " : piece + " ") + sq + " schlaegt "
                        + (r.nextBoolean() ? "Bauer " : pieces[1 + r.nextInt(4)] + " ") + files[r.nextInt(8)] + " "
                        + ranks[r.nextInt(8)];
            };
            int suffix = r.nextInt(8);
            out.add(text + (suffix == 0 ? " Schach" : suffix == 1 ? " Matt" : ""));
        }
        return out;
    }
}
