package org.passant.problem;

import java.util.List;
import java.util.Objects;

/**
 * A Popeye option that the reader recognises but does not model: its English name as Popeye
 * spells it (whatever the input language), its arguments as written, and whether it changes what
 * counts as a solution. Options that do ({@code NoWk}, {@code Duplex}, {@code NonTrivial}, ...)
 * must be refused by a solver that does not implement them; the others only concern Popeye's
 * output or running time ({@code MoveNumbers}, {@code NoBoard}, {@code MaxTime}, ...).
 */
public record OtherOption(String name, List<String> arguments, boolean affectsSolution) {

    public OtherOption {
        Objects.requireNonNull(name, "name");
        arguments = List.copyOf(arguments);
    }

    @Override
    public String toString() {
        return arguments.isEmpty() ? name : name + " " + String.join(" ", arguments);
    }
}
