package org.passant.problem;

import java.io.Closeable;
import java.util.Iterator;

/**
 * The problems of a file as they are read, in input order: each step gives the problems and
 * errors of one FEN/EPD line, or of a whole Popeye file. A file of a million lines is never held
 * in memory whole, which bounds the memory of a batch by what is being solved, not by the input.
 */
public interface ProblemStream extends Iterator<ReadResult>, Closeable {
    /** Closing never fails: a file being read is only closed. */
    @Override
    void close();
}
