package org.passant.problem;

import java.util.List;

/**
 * A twin as read: the word that started it, whether it continues the previous twin rather than
 * the diagram, its commands as written, the twinnings to apply, and remarks given after it.
 */
record TwinSpec(Token start, boolean continued, String text, List<Twinning> twinnings, List<String> remarks) {

    TwinSpec {
        twinnings = List.copyOf(twinnings);
        remarks = List.copyOf(remarks);
    }
}
