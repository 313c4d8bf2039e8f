package org.passant.solve;

/**
 * Thrown out of the search when its time is up or a stop was requested. One shared instance
 * without a stack trace: stopping must not allocate or cost anything.
 */
public final class SearchAborted extends RuntimeException {
    static final SearchAborted INSTANCE = new SearchAborted();

    private SearchAborted() {
        super("search stopped", null, false, false);
    }
}
