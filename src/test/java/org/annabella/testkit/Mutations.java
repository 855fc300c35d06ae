package org.annabella.testkit;

import java.util.Random;

/**
 * Damages a valid text the way files and keyboards do: characters flipped, inserted and deleted,
 * the text cut short, huge numbers, control characters, letters of other scripts, lone
 * surrogates, figurines and emoji. For properties that a reader refuses the damage with its own
 * error only, and never loops.
 */
public final class Mutations {
    /** Characters worth inserting: the syntax of the notations read, and what does not belong. */
    private static final String[] POOL = {
        "\u0000", "\n", "\r", "\t", " ", "\"", "\\", "[", "]", "{", "}", "(", ")", ";", "%", "$", ".", "-", "/",
        "*", "+", "#", "=", "x", "0", "1", "8", "9", "e", "K", "Q", "N", "k", "w", "b", "O", "\u265E", "\u2658",
        "\u2659", "\u00e9", "\u0436", "\uD83D\uDE00", "\uD800", "\u2028", "\uFEFF", "\u2800", "\u283F", "\u00d7",
        "99999999999999999999", "-2147483649", "[%clk ", "$999"};

    private Mutations() {
    }

    /** One to {@code maxEdits} random edits of {@code text}. */
    public static String mutate(String text, Random random, int maxEdits) {
        StringBuilder sb = new StringBuilder(text);
        int edits = 1 + random.nextInt(maxEdits);
        for (int i = 0; i < edits; i++) {
            int at = sb.length() == 0 ? 0 : random.nextInt(sb.length() + 1);
            switch (random.nextInt(5)) {
                case 0 -> sb.insert(at, POOL[random.nextInt(POOL.length)]);
                case 1 -> {
                    if (at < sb.length()) {
                        sb.deleteCharAt(at);
                    }
                }
                case 2 -> {
                    if (at < sb.length()) {
                        sb.setCharAt(at, (char) (sb.charAt(at) ^ (1 << random.nextInt(16))));
                    }
                }
                case 3 -> sb.setLength(at);
                default -> {
                    if (at < sb.length()) {
                        int end = Math.min(sb.length(), at + 1 + random.nextInt(20));
                        sb.insert(random.nextInt(sb.length() + 1), sb.substring(at, end)); // a duplicated stretch
                    }
                }
            }
        }
        return sb.toString();
    }

    /** A text of up to {@code maxLength} characters drawn from the pool and printable ASCII. */
    public static String garbage(Random random, int maxLength) {
        StringBuilder sb = new StringBuilder();
        int length = random.nextInt(maxLength + 1);
        while (sb.length() < length) {
            sb.append(random.nextBoolean() ? POOL[random.nextInt(POOL.length)] : String.valueOf((char) (32 + random.nextInt(95))));
        }
        return sb.toString();
    }
}
