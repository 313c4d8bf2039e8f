package org.passant.problem;

/** A Popeye keyword, spelled differently in each input language. */
interface Spelled {

    String spelling(PopeyeLanguage language);
}
