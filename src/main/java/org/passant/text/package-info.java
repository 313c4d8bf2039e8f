/**
 * Text typed by people and shown back to them: problem files are written by many hands and may
 * hold anything (emoji, escape sequences, line separators). Below every other package, so the
 * board's FEN messages, the readers and the reports quote input the same safe way. Also the
 * files written for them: why one could not be read or written ({@code IoReason}), and how one
 * is written whole ({@code WholeFiles}).
 */
package org.passant.text;
