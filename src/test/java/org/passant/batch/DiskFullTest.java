package org.passant.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.ReadableByteChannel;
import java.nio.channels.WritableByteChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.HashSet;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.passant.solve.ProblemVerdict;

/** A disk that fills up in the middle of a record: the record is left out whole, never cut in half. */
class DiskFullTest {
    @TempDir
    Path dir;

    private static Outcome outcome(String id, int line) {
        return new Outcome(id, "c.epd", line, ProblemVerdict.SOUND, List.of("Qa8#"), List.of(), false, 1, 2, List.of(), List.of());
    }

    @Test
    void aRecordCutShortByAFullDiskIsTakenBackAndTheFileEndsWithAWholeLine() throws Exception {
        Path file = dir.resolve("r.jsonl");
        FileChannel real = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
        FillingDisk disk = new FillingDisk(real, 150); // room for one record and a half
        try (ResultsFile results = new ResultsFile(disk, new HashSet<>())) {
            results.write(outcome("c/1", 1));
            IOException full = assertThrows(IOException.class, () -> results.write(outcome("c/2", 2)));
            assertEquals("No space left on device", full.getMessage());
        }
        String text = Files.readString(file);
        assertTrue(text.endsWith("}\n"), text);
        assertEquals(List.of(outcome("c/1", 1)), ResultsFile.readAll(file));
    }

    /** A file channel on a disk with {@code room} bytes: a write beyond it stops part-way, as a real one does. */
    private static final class FillingDisk extends FileChannel {
        private final FileChannel file;
        private long room;

        FillingDisk(FileChannel file, long room) {
            this.file = file;
            this.room = room;
        }

        @Override
        public int write(ByteBuffer src) throws IOException {
            if (room == 0) {
                throw new IOException("No space left on device");
            }
            int n = (int) Math.min(room, src.remaining());
            ByteBuffer part = src.slice().limit(n);
            int written = file.write(part);
            src.position(src.position() + written);
            room -= written;
            return written;
        }

        @Override
        public long size() throws IOException {
            return file.size();
        }

        @Override
        public FileChannel truncate(long size) throws IOException {
            room += file.size() - size;
            file.truncate(size);
            file.position(size);
            return this;
        }

        @Override
        protected void implCloseChannel() throws IOException {
            file.close();
        }

        @Override
        public int read(ByteBuffer dst) throws IOException {
            return file.read(dst);
        }

        @Override
        public long read(ByteBuffer[] dsts, int offset, int length) throws IOException {
            return file.read(dsts, offset, length);
        }

        @Override
        public long write(ByteBuffer[] srcs, int offset, int length) throws IOException {
            throw new UnsupportedOperationException();
        }

        @Override
        public long position() throws IOException {
            return file.position();
        }

        @Override
        public FileChannel position(long newPosition) throws IOException {
            file.position(newPosition);
            return this;
        }

        @Override
        public void force(boolean metaData) throws IOException {
            file.force(metaData);
        }

        @Override
        public long transferTo(long position, long count, WritableByteChannel target) throws IOException {
            return file.transferTo(position, count, target);
        }

        @Override
        public long transferFrom(ReadableByteChannel src, long position, long count) throws IOException {
            return file.transferFrom(src, position, count);
        }

        @Override
        public int read(ByteBuffer dst, long position) throws IOException {
            return file.read(dst, position);
        }

        @Override
        public int write(ByteBuffer src, long position) throws IOException {
            throw new UnsupportedOperationException();
        }

        @Override
        public MappedByteBuffer map(MapMode mode, long position, long size) throws IOException {
            return file.map(mode, position, size);
        }

        @Override
        public FileLock lock(long position, long size, boolean shared) throws IOException {
            return file.lock(position, size, shared);
        }

        @Override
        public FileLock tryLock(long position, long size, boolean shared) throws IOException {
            return file.tryLock(position, size, shared);
        }
    }
}
