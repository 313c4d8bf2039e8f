package org.passant.cli;

import java.lang.management.ManagementFactory;
import org.passant.solve.TranspositionTable;

/**
 * Whether the transposition table asked for with {@code --hash} fits, checked before it is
 * allocated: a table that does not fit would end the run with Java's OutOfMemoryError instead of
 * a sentence. The table must leave room for the rest of a run (trees, reports, problems in flight)
 * in Java's heap, and the heap must fit in the machine's memory.
 */
final class HashMemory {
    /**
     * The least a run needs besides the table (a --keys batch of small problems); the launcher
     * gives 1.5 GB more, for trees and reports, and a problem whose tree outgrows the heap is
     * reported as one error, not the end of the run.
     */
    static final long REST_OF_RUN_MB = 64;
    private static final long MB = 1 << 20;

    private HashMemory() {
    }

    /** Refuses a {@code --hash} that cannot be allocated, saying how much memory there is. */
    static void check(int hashMegabytes, long heapBytes, long machineBytes) {
        long tableMb = TranspositionTable.bytesFor(hashMegabytes) / MB;
        long machineMb = machineBytes / MB;
        if (machineBytes > 0 && tableMb + REST_OF_RUN_MB > machineMb) {
            throw new UserError("--hash " + hashMegabytes + " does not fit: this machine has " + machineMb
                    + " MB of memory, and a run needs " + REST_OF_RUN_MB + " MB besides the table; use --hash "
                    + Math.max(1, machineMb - 1536) + " or less");
        }
        long heapMb = heapBytes / MB;
        if (tableMb + REST_OF_RUN_MB > heapMb) {
            throw new UserError("--hash " + hashMegabytes + " does not fit in Java's heap of " + heapMb
                    + " MB (a run needs " + REST_OF_RUN_MB + " MB besides the table): run through ./solver, which"
                    + " sizes the heap from --hash, or give PASSANT_JAVA_OPTS a larger -Xmx");
        }
    }

    /** A {@code --hash} as a user gave it: within 1 to 65536 MB, and fitting in this process ({@link #check(int)}). */
    static void checkOption(int hashMegabytes) {
        if (hashMegabytes < 1 || hashMegabytes > 65536) {
            throw new UserError("--hash must be between 1 and 65536 MB, found " + hashMegabytes);
        }
        check(hashMegabytes);
    }

    /** The check for this process: its heap limit and the machine's physical memory (0 when unknown). */
    static void check(int hashMegabytes) {
        long tableMb = TranspositionTable.bytesFor(hashMegabytes) / MB;
        // Asking Java for the machine's memory starts its management service (some 200 classes,
        // tens of milliseconds of a single #2's start-up, docs/startup.md); a table this small fits
        // on any machine that runs Java at all, so only a larger one asks.
        long machine = tableMb + REST_OF_RUN_MB <= FITS_ANY_MACHINE_MB ? 0 : machineBytes();
        check(hashMegabytes, Runtime.getRuntime().maxMemory(), machine);
    }

    /** Memory every machine that runs the solver has (Java alone wants a good part of it). */
    static final long FITS_ANY_MACHINE_MB = 512;

    private static long machineBytes() {
        if (ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os) {
            return os.getTotalMemorySize();
        }
        return 0;
    }
}
