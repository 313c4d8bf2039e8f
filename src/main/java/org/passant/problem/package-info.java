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
 *
 * <p>The chess in it is the board's: a position being read or twinned holds
 * {@link org.passant.board.Piece} codes on {@link org.passant.board.Square} indices, and a FEN
 * placement is read and written by {@link org.passant.board.Fen}. What stays here is about the
 * input: Popeye's words in three languages, the colours and attributes it refuses, twinning
 * commands, and where in a file each thing was written.
 */
package org.passant.problem;
