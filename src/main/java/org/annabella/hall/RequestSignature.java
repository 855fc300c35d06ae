package org.annabella.hall;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.util.HexFormat;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * How a companion signs a record it sends, so the board's key itself never crosses the network:
 * HMAC-SHA256 with the key over the board, the record's position in the journal, the request's
 * time and the record. The hall computes the same and compares; a request changed on the way, or
 * signed with another key, does not match.
 */
public final class RequestSignature {
    /** Names this way of signing, so a later one cannot be mistaken for it. */
    private static final String SCHEME = "annabella-hall-1";

    private RequestSignature() {
    }

    /** The signature in hexadecimal. */
    public static String sign(byte[] key, int board, String position, String time, byte[] body) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(key, "HmacSHA256"));
            mac.update((SCHEME + "\n" + board + "\n" + position + "\n" + time + "\n").getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(mac.doFinal(body));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HMAC-SHA256 is part of every Java runtime", e);
        }
    }

    /** Whether {@code signature} is the one {@code key} gives, compared in constant time. */
    public static boolean matches(byte[] key, int board, String position, String time, byte[] body, String signature) {
        byte[] expected = sign(key, board, position, time, body).getBytes(StandardCharsets.US_ASCII);
        return MessageDigest.isEqual(expected, signature.toLowerCase(java.util.Locale.ROOT).getBytes(StandardCharsets.US_ASCII));
    }
}
