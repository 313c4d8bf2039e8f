package org.passant.batch;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.FileOutputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.function.LongSupplier;
import java.util.zip.CRC32;
import java.util.zip.CheckedInputStream;
import java.util.zip.CheckedOutputStream;
import org.passant.problem.Problem;
import org.passant.solve.SettledProofs;
import org.passant.text.IoReason;
import org.passant.text.WholeFiles;

/**
 * What the proof-number search of a stopped problem settled, kept beside its results file for
 * {@code --continue}: a folder named after the file ({@code results.jsonl.proofs}), one file per
 * problem, named by a digest of its place, position and stipulation. Without it a run that takes a
 * problem up starts the first moves being examined at the stop again from nothing, and pieces
 * shorter than the hardest first move never finish (docs/long-mates.md).
 *
 * <p>A file is written to a temporary name and moved into place, so it is whole or absent; it
 * begins with the problem it was kept for and the {@link SettledProofs#keying} of the version
 * that wrote it, and ends with its entry count and a CRC-32 of everything before. It is read back
 * only if all of these agree, and checked in full before its first entry reaches the table: a
 * damaged or foreign file is refused with a reason, never half read.
 *
 * <p>One instance serves all the workers of a batch: keeping, forgetting and clearing hold its
 * lock, so that a worker emptying the folder never takes it from under one writing into it.
 */
public final class KeptProofs {
    /** No results file: nothing is kept or read. */
    public static final KeptProofs NONE = new KeptProofs(null);

    private static final String MAGIC = "Passant settled proofs";
    private static final int FORMAT = 1;
    private static final String SUFFIX = ".proofs";
    /** The names this class writes (a file being written, if a run was killed in the middle); {@link #clear} deletes no other file. */
    private static final String NAME = "[0-9a-f]{16}\\" + SUFFIX + "(\\.\\d+-\\d+\\.tmp)?";

    /** A {@code giveUpAt} of {@link #keep} that never comes. */
    public static final long NEVER = Long.MAX_VALUE;

    /**
     * How long a worker may still write after the batch was asked to stop: half the time the exit
     * waits for the records after Ctrl-C (20 s, cli's StopOnInterrupt), so that the record comes in time.
     */
    public static final long WRITING_AFTER_A_STOP_NANOS = 10_000_000_000L;

    private final Path folder;

    private KeptProofs(Path folder) {
        this.folder = folder;
    }

    /** The kept proofs of the results file {@code results}. */
    public static KeptProofs beside(Path results) {
        // Named as the user named the results file, so that the notes show a path they know.
        return new KeptProofs(results.resolveSibling(results.getFileName() + SUFFIX));
    }

    /** What a restore did: how many entries were read, and the words for the problem's record (empty: nothing to say). */
    public record Restored(long entries, String note) {
        static final Restored NOTHING = new Restored(0, "");
    }

    /**
     * The file of one problem's proofs (there or not), named by its place as well as its position
     * and stipulation: two problems of a collection with the same position and stipulation keep a
     * file each, so that the first to finish does not delete what the other will read back. The
     * place is the one its record is found by ({@link ResultsFile#key}).
     */
    Path fileOf(Problem problem) {
        String place = ResultsFile.key(problem.source().file(), problem.source().line(), problem.id());
        return folder.resolve(digest(place + "\n" + identity(problem)) + SUFFIX);
    }

    /**
     * Keeps what {@code proofs} settled as the proofs of {@code problem}, replacing any kept before.
     * Writing gives up, leaving no file, once {@link System#nanoTime} passes {@code giveUpAt}
     * (asked as it goes, since a stop may come while it writes): after Ctrl-C the exit waits for
     * the record a limited time, and a table of gigabytes must not cost the record.
     *
     * @return the words for the problem's record: where they were kept, or why they could not be
     *         (a record is never lost for them); empty when the search settled nothing
     */
    public synchronized String keep(Problem problem, SettledProofs proofs, LongSupplier giveUpAt) {
        if (folder == null) {
            return "";
        }
        Path target = fileOf(problem);
        Path temporary = null;
        try {
            Files.createDirectories(folder);
            // Beside its final name, so that the move is atomic; a name of its own per writer.
            temporary = target.resolveSibling(target.getFileName() + "." + ProcessHandle.current().pid() + "-"
                    + Thread.currentThread().getId() + ".tmp");
            long entries;
            try (FileOutputStream file = new FileOutputStream(temporary.toFile())) {
                CheckedOutputStream checked = new CheckedOutputStream(new GivingUp(file, giveUpAt), new CRC32());
                DataOutputStream out = new DataOutputStream(new BufferedOutputStream(checked, 1 << 16));
                writeHeader(out, problem);
                entries = proofs.writeTo(out);
                out.writeLong(entries);
                out.flush();
                new DataOutputStream(file).writeLong(checked.getChecksum().getValue());
                file.getFD().sync();
            }
            if (entries == 0) {
                Files.delete(temporary);
                deleteIfEmpty();
                return "";
            }
            WholeFiles.moveOnto(temporary, target);
            return "kept for --continue: the " + String.format("%,d", entries) + " positions its proof-number search"
                    + " settled, in " + target + " (" + size(Files.size(target)) + ")";
        } catch (IOException e) {
            WholeFiles.deleteQuietly(temporary);
            deleteIfEmpty();
            return "the positions its proof-number search settled could not be kept for --continue (" + IoReason.of(e)
                    + "): a run that takes it up goes on without them";
        }
    }

    /** Reads the proofs kept for {@code problem} into {@code proofs}, if there are any and they can be trusted. */
    public Restored restore(Problem problem, SettledProofs proofs) {
        if (folder == null) {
            return Restored.NOTHING;
        }
        Path file = fileOf(problem);
        try {
            long entries = check(file, problem);
            try (DataInputStream in = open(file)) {
                readHeader(in, problem);
                proofs.readFrom(in, entries);
            }
            return new Restored(entries, "taken up with the " + String.format("%,d", entries)
                    + " positions the earlier run's proof-number search settled, read back from " + file);
        } catch (NoSuchFileException absent) {
            return Restored.NOTHING;
        } catch (IOException e) {
            return new Restored(0, "the positions kept in " + file + " were not read back (" + IoReason.of(e)
                    + "): the first moves still open were examined from nothing");
        }
    }

    /** Deletes the proofs kept for a problem that has now been solved to the end, and the folder if that empties it. */
    public synchronized void forget(Problem problem) {
        if (folder == null) {
            return;
        }
        Path file = fileOf(problem);
        if (Files.exists(file)) {
            WholeFiles.deleteQuietly(file);
            deleteIfEmpty();
        }
    }

    /**
     * Deletes every file this class wrote in the folder, and the folder if that empties it: for a
     * results file begun anew, whose stopped problems are gone with it.
     */
    public synchronized void clear() throws IOException {
        if (folder == null || !Files.isDirectory(folder)) {
            return;
        }
        try (DirectoryStream<Path> files = Files.newDirectoryStream(folder)) {
            for (Path f : files) {
                if (f.getFileName().toString().matches(NAME)) {
                    Files.deleteIfExists(f);
                }
            }
        }
        deleteIfEmpty();
    }

    private void deleteIfEmpty() {
        try (DirectoryStream<Path> left = Files.newDirectoryStream(folder)) {
            if (!left.iterator().hasNext()) {
                Files.deleteIfExists(folder);
            }
        } catch (IOException stays) {
            // not empty after all (another worker keeps a problem there), gone already, or not a folder
        }
    }

    /** The whole file checked before anything is read into a table: header, length, count, checksum. Returns the count. */
    private static long check(Path file, Problem problem) throws IOException {
        long size = Files.size(file);
        try (InputStream raw = new BufferedInputStream(Files.newInputStream(file), 1 << 16)) {
            CheckedInputStream checked = new CheckedInputStream(raw, new CRC32());
            DataInputStream in = new DataInputStream(checked);
            long header = readHeader(in, problem);
            long body = size - header - 2L * Long.BYTES;
            if (body < 0 || body % SettledProofs.ENTRY_BYTES != 0) {
                throw new IOException("the file is cut short or too long");
            }
            in.skipNBytes(body);
            long entries = in.readLong();
            long computed = checked.getChecksum().getValue();
            long stored = new DataInputStream(raw).readLong();
            if (entries != body / SettledProofs.ENTRY_BYTES || stored != computed) {
                throw new IOException("its checksum is wrong: the file was changed or damaged");
            }
            return entries;
        } catch (EOFException e) {
            throw new IOException("the file is cut short");
        }
    }

    private static DataInputStream open(Path file) throws IOException {
        return new DataInputStream(new BufferedInputStream(Files.newInputStream(file), 1 << 16));
    }

    private static void writeHeader(DataOutputStream out, Problem problem) throws IOException {
        out.writeUTF(MAGIC);
        out.writeInt(FORMAT);
        out.writeLong(SettledProofs.keying());
        out.writeUTF(identity(problem));
    }

    /** Reads and checks the header; returns its length in bytes. */
    private static long readHeader(DataInputStream in, Problem problem) throws IOException {
        if (!MAGIC.equals(in.readUTF())) {
            throw new IOException("not a file of settled proofs");
        }
        if (in.readInt() != FORMAT || in.readLong() != SettledProofs.keying()) {
            throw new IOException("written by another version of Passant");
        }
        String identity = in.readUTF();
        if (!identity.equals(identity(problem))) {
            throw new IOException("kept for another problem");
        }
        return headerBytes(problem);
    }

    private static long headerBytes(Problem problem) throws IOException {
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        writeHeader(new DataOutputStream(bytes), problem);
        return bytes.size();
    }

    /** What names a problem's proofs: its position and stipulation as written. */
    private static String identity(Problem problem) {
        return problem.fen() + "\n" + problem.stipulation().text();
    }

    private static String digest(String text) {
        try {
            byte[] hash = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(hash, 0, 8);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java", e);
        }
    }

    /** "6.6 MB", "31 KB": what the file takes on the disk, in words. */
    private static String size(long bytes) {
        return bytes >= 1_000_000 ? String.format("%.1f MB", bytes / 1e6) : Math.max(1, Math.round(bytes / 1e3)) + " KB";
    }

    /** A stream that fails once its time is up, checked at each block the buffer above it hands down. */
    private static final class GivingUp extends FilterOutputStream {
        private final LongSupplier giveUpAt;

        GivingUp(OutputStream out, LongSupplier giveUpAt) {
            super(out);
            this.giveUpAt = giveUpAt;
        }

        @Override
        public void write(byte[] bytes, int offset, int length) throws IOException {
            long at = giveUpAt.getAsLong();
            if (at != NEVER && System.nanoTime() - at > 0) { // compared as a difference: nanoTime may be negative
                throw new IOException("the run was stopped, and the exit could not wait until they were written");
            }
            out.write(bytes, offset, length);
        }
    }
}
