package org.passant.retro;

/** What the retro analysis can say about whether a diagram can arise from the initial array. */
public enum Legality {
    /** No rule and no retraction within the bounds shows it impossible (not a proof of legality). */
    LEGAL_AS_FAR_AS_KNOWN,
    /** Proven impossible, with reasons. */
    ILLEGAL
}
