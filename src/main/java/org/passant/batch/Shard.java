package org.passant.batch;

/**
 * The i-th of n slices of a collection ({@code --shard i/n}, 1-based): problem number k (0-based,
 * in input order over all files) belongs to slice {@code k % n + 1}. Round-robin rather than
 * contiguous blocks, so that slow and fast problems spread evenly over the machines.
 */
public record Shard(int index, int count) {
    public static final Shard ALL = new Shard(1, 1);

    public Shard {
        if (count < 1 || index < 1 || index > count) {
            throw new IllegalArgumentException("shard must be i/n with 1 <= i <= n, found " + index + "/" + count);
        }
    }

    /** Parses "2/8". */
    public static Shard parse(String text) {
        String[] parts = text.trim().split("/");
        if (parts.length != 2) {
            throw new IllegalArgumentException("shard must be written i/n (e.g. 2/8), found '" + text + "'");
        }
        try {
            return new Shard(Integer.parseInt(parts[0].trim()), Integer.parseInt(parts[1].trim()));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("shard must be written i/n with whole numbers, found '" + text + "'");
        }
    }

    public boolean includes(int ordinal) {
        return ordinal % count == index - 1;
    }

    @Override
    public String toString() {
        return index + "/" + count;
    }
}
