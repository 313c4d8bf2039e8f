package org.passant.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class ShardTest {

    @Test
    void everyProblemFallsInExactlyOneShard() {
        Shard[] shards = {Shard.parse("1/3"), Shard.parse("2/3"), Shard.parse("3/3")};
        IntStream.range(0, 100).forEach(k -> assertEquals(1,
                java.util.Arrays.stream(shards).filter(s -> s.includes(k)).count(), "problem " + k));
    }

    @Test
    void refusesWhatIsNotASlice() {
        for (String bad : new String[] {"0/3", "4/3", "1", "a/b", "1/0"}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Shard.parse(bad));
            assertTrue(e.getMessage().contains("shard"), e.getMessage());
        }
    }
}
