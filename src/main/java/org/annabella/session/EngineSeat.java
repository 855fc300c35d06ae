package org.annabella.session;

import java.util.Map;
import org.annabella.rules.Color;
import org.annabella.rules.InputException;

/**
 * A chess engine playing one side of a training game, as the journal's first record and every
 * export say it: which side and the name the engine gave itself. In a tournament game there is
 * none, and {@link Setup} refuses one (2018 11.3.a: no source of advice at the board).
 */
public record EngineSeat(Color side, String name) {
    /** The journal's field for the engine's side: "none" in a game without one. */
    static final String SIDE_FIELD = "engine";
    static final String NAME_FIELD = "engineName";
    private static final String NONE = "none";

    public EngineSeat {
        java.util.Objects.requireNonNull(side, "side");
        if (name == null || name.isBlank() || name.chars().anyMatch(Character::isISOControl) || name.contains("\"")) {
            throw new InputException("an engine's name must be one line of words without quotes, not "
                    + InputException.quote(String.valueOf(name)));
        }
        name = name.strip();
    }

    /** Writes the seat, or that there is none, into the setup's fields. */
    static void write(EngineSeat seat, Map<String, String> fields) {
        fields.put(SIDE_FIELD, seat == null ? NONE : seat.side.name().toLowerCase(java.util.Locale.ROOT));
        if (seat != null) {
            fields.put(NAME_FIELD, seat.name);
        }
    }

    /** The seat the fields name; none in a journal written before engines were played (it has no such field). */
    static EngineSeat read(Map<String, String> fields) {
        String side = fields.getOrDefault(SIDE_FIELD, NONE);
        return switch (side) {
            case NONE -> null;
            case "white" -> new EngineSeat(Color.WHITE, fields.get(NAME_FIELD));
            case "black" -> new EngineSeat(Color.BLACK, fields.get(NAME_FIELD));
            default -> throw new InputException("the setup's engine must be none, white or black, not " + InputException.quote(side));
        };
    }

    /**
     * The PGN's word on who played: the standard WhiteType and BlackType tags ("program" for the
     * engine's side, "human" for the player's) and the engine's name.
     */
    public Map<String, String> pgnTags() {
        Map<String, String> tags = new java.util.LinkedHashMap<>();
        tags.put("WhiteType", side == Color.WHITE ? "program" : "human");
        tags.put("BlackType", side == Color.BLACK ? "program" : "human");
        return tags;
    }
}
