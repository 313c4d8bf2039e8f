package org.passant.cli;

/**
 * The two lines the in-process benchmarks' figures begin with: the Java that runs them, and how
 * fast the machine is now ({@link MachineSpeed}), so that figures of different runs are read with
 * both beside them. {@code bench popeye} names the launcher's Java instead, since its timed runs
 * are the launcher's.
 */
final class BenchHeader {
    private BenchHeader() {
    }

    static void print() {
        System.out.println(JavaInUse.line());
        System.out.println(MachineSpeed.line());
    }
}
