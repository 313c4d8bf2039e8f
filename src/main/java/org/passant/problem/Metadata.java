package org.passant.problem;

import java.util.List;
import java.util.Objects;

/**
 * What the source says about a problem besides the position and the task. Popeye repeats
 * {@code Author}, {@code Origin}, {@code Title} and {@code Remark} lines, one list entry each;
 * {@code Award} is a single line (a later one replaces an earlier one, as in Popeye). From EPD,
 * {@code c0..c9} comments become remarks and operations that have no field here are kept verbatim
 * in {@code annotations} ("acd 20", "Duals(2)", "bm Qxf7").
 */
public record Metadata(List<String> authors, List<String> origins, List<String> titles, String award,
                       List<String> remarks, List<String> annotations) {

    public static final Metadata EMPTY = new Metadata(List.of(), List.of(), List.of(), "", List.of(), List.of());

    public Metadata {
        authors = List.copyOf(authors);
        origins = List.copyOf(origins);
        titles = List.copyOf(titles);
        Objects.requireNonNull(award, "award");
        remarks = List.copyOf(remarks);
        annotations = List.copyOf(annotations);
    }
}
