package org.passant.solve;

import org.passant.problem.Options;

/** The options a problem file gives, added to those of the command line. */
final class ProblemOptions {

    private ProblemOptions() {
    }

    /** A problem's option can only ask for more than the command line, never switch something off it asked for. */
    static SolveOptions merge(SolveOptions base, Options o) {
        SolveOptions merged = base;
        if (o.tries() || o.defences().isPresent()) {
            merged = merged.withTries(true);
        }
        if (o.defences().isPresent()) {
            merged = merged.withMaxRefutations(Math.max(base.maxRefutations(), o.defences().getAsInt()));
        }
        if (o.setPlay()) {
            merged = merged.withSetPlay(true);
        }
        if (o.postKeyPlay()) {
            merged = merged.withPostKey(true);
        }
        if (o.noThreat()) {
            merged = merged.withThreats(false);
        }
        if (o.noShortVariations()) {
            merged = merged.withShortVariations(SolveOptions.ShortVariations.NONE);
        }
        if (o.maxSolutions().isPresent()) {
            merged = merged.withMaxSolutions(o.maxSolutions().getAsInt());
        }
        if (o.threat().isPresent()) {
            merged = merged.withMaxThreatLength(o.threat().getAsInt());
        }
        // A time limit the user gives on the command line is the one they mean for this run; the
        // file's MaxTime serves where they gave none.
        if (o.maxTime().isPresent() && base.maxTimeMillis() == 0) {
            merged = merged.withMaxTimeMillis(o.maxTime().getAsInt() * 1000L);
        }
        if (o.stopOnShortSolutions()) {
            merged = merged.withStopOnShortSolutions(true);
        }
        PopeyeRestrictions restrictions = merged.restrictions();
        if (o.maxFlightSquares().isPresent()) {
            restrictions = restrictions.withMaxFlights(o.maxFlightSquares().getAsInt());
        }
        if (o.nonTrivial().size() == 2) {
            restrictions = restrictions.withNonTrivial(o.nonTrivial().get(0), o.nonTrivial().get(1));
        }
        // Compared by identity: unchanged unless a with... above ran (a record's equals would cost a
        // single #2 its start-up time, docs/startup.md).
        return restrictions == merged.restrictions() ? merged : merged.withRestrictions(restrictions);
    }
}
