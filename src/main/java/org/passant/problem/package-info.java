/**
 * Reading chess problems from files into plain, immutable descriptions.
 *
 * <p>{@link org.passant.problem.ProblemReader} reads Popeye input files ({@code .inp}, the orthodox
 * part of Popeye's English, German and French input languages) and FEN / EPD lines
 * ({@code .fen}, {@code .epd}). Each problem becomes a {@link org.passant.problem.Problem}: a FEN
 * string, a {@link org.passant.problem.WrittenStipulation} (the text and, where the model can say it, a
 * {@link org.passant.problem.Stipulation}: goal, play, length), typed {@link org.passant.problem.Options},
 * the castling and en-passant rights with a note of whether the user stated them, and metadata.
 * Twins are expanded into one {@code Problem} each.
 *
 * <p>This package knows nothing about move generation or legality: it checks only what can be
 * checked from the text (known keywords, orthodox piece letters, valid squares, one piece per
 * square). Whatever it cannot read becomes a {@link org.passant.problem.ProblemFileError}; the
 * problem is skipped and reading goes on with the next one.
 */
package org.passant.problem;
