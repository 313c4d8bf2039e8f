package org.passant.problem;

import java.util.Objects;
import java.util.Optional;

/**
 * A problem's stipulation as its source gives it: read into the model, not expressible in the
 * model (a series problem, a proof game, ...), or not given at all. The written text is kept for
 * messages; decisions look at the {@link Stipulation}.
 */
public sealed interface WrittenStipulation {

    /** Reads a stipulation as written ("#3", "s#2", "ser-h#5"): the one parser of stipulations. */
    static WrittenStipulation of(String text) {
        return StipulationText.read(text);
    }

    /** The stipulation as written; "" when none was given. */
    String text();

    /** Why there is no {@link Stipulation} to solve; "" when there is one. */
    String reason();

    /** What the text means, when the model can say it. */
    default Optional<Stipulation> understood() {
        return Optional.empty();
    }

    /** Read: the text means {@code stipulation}. */
    record Read(String text, Stipulation stipulation) implements WrittenStipulation {
        public Read {
            Objects.requireNonNull(text, "text");
            Objects.requireNonNull(stipulation, "stipulation");
        }

        public static Read of(Stipulation stipulation) {
            return new Read(stipulation.toString(), stipulation);
        }

        @Override
        public String reason() {
            return "";
        }

        @Override
        public Optional<Stipulation> understood() {
            return Optional.of(stipulation);
        }

        @Override
        public String toString() {
            return text;
        }
    }

    /** Refused when read: the model cannot express what the text asks, for the reason given. */
    record Unreadable(String text, String reason) implements WrittenStipulation {
        public Unreadable {
            Objects.requireNonNull(text, "text");
            Objects.requireNonNull(reason, "reason");
        }

        @Override
        public String toString() {
            return text;
        }
    }

    /** The source gave none and the caller supplied no default. */
    record Missing() implements WrittenStipulation {
        @Override
        public String text() {
            return "";
        }

        @Override
        public String reason() {
            return "no stipulation given";
        }

        @Override
        public String toString() {
            return "NONE";
        }
    }
}
