package org.annabella.rules;

/** A FEN that cannot stand for a legal position; the message names the field and the fault. */
public final class InvalidFenException extends InputException {
    private static final String[] FIELDS = {
        "piece placement", "side to move", "castling", "en passant", "halfmove clock", "fullmove number"};
    private final int field;

    InvalidFenException(int field, String fault) {
        super("FEN " + (field == 0 ? "" : FIELDS[field - 1] + " field: ") + fault);
        this.field = field;
    }

    /** 1-based FEN field number (1 placement ... 6 fullmove), or 0 for the FEN as a whole. */
    public int field() {
        return field;
    }
}
