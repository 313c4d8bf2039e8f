package org.passant.batch;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import java.io.BufferedReader;
import java.io.Closeable;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.Set;
import org.passant.solve.ProblemVerdict;

/**
 * The {@code --out results.jsonl} file: one JSON object per solved problem, written whole and
 * flushed before the next problem is reported, so an interrupted run loses nothing already solved.
 * With resume, the problems already in the file are skipped; a last line cut off by the
 * interruption is removed first, so the file never holds a half-written record. The same records
 * can go to standard output instead ({@code --out -}), for a program that reads them as they come.
 */
public final class ResultsFile implements Closeable {
    private static final ObjectMapper JSON = new ObjectMapper().disable(SerializationFeature.INDENT_OUTPUT)
            .registerModule(verdictsAsWords());

    /** The file, or null when the records go to {@link #stream}. */
    private final FileChannel out;
    /** Standard output, or null when the records go to a file. */
    private final PrintStream stream;
    private final Set<String> done;
    /** The problems whose last record says a stop left them unfinished, with that record. */
    private final Map<String, Outcome> unfinished;

    ResultsFile(FileChannel out, Set<String> done) {
        this(out, done, Map.of());
    }

    private ResultsFile(FileChannel out, Set<String> done, Map<String, Outcome> unfinished) {
        this.out = out;
        this.stream = null;
        this.done = done;
        this.unfinished = unfinished;
    }

    private ResultsFile(PrintStream stream) {
        this.out = null;
        this.stream = stream;
        this.done = Set.of();
        this.unfinished = Map.of();
    }

    /**
     * The records written to a stream (standard output), each flushed as it is written, so a reader
     * at the other end of a pipe gets every problem as soon as it is done. Nothing is read back:
     * a stream cannot be resumed. Closing it flushes the stream and leaves it open.
     */
    public static ResultsFile onStream(PrintStream stream) {
        return new ResultsFile(stream);
    }

    /** Opens for a fresh run (the file is replaced) or, with {@code resume}, for continuing one. */
    public static ResultsFile open(Path path, boolean resume) throws IOException {
        return open(path, resume, false);
    }

    /**
     * As {@link #open(Path, boolean)}; with {@code continuing} ({@code --continue}) the last
     * record of each problem a stop left unfinished is kept too ({@link #unfinished}). Only
     * then: a resumed batch of a million problems holds their keys, not their records.
     */
    public static ResultsFile open(Path path, boolean resume, boolean continuing) throws IOException {
        Path parent = path.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
        Map<String, Outcome> unfinished = new java.util.HashMap<>();
        Set<String> done = new HashSet<>();
        if (resume && Files.exists(path)) {
            done.addAll(completeRecords(path, continuing ? unfinished : null));
        }
        FileChannel channel = resume
                ? FileChannel.open(path, StandardOpenOption.CREATE, StandardOpenOption.WRITE, StandardOpenOption.APPEND)
                : FileChannel.open(path, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                        StandardOpenOption.TRUNCATE_EXISTING);
        return new ResultsFile(channel, done, unfinished);
    }

    /**
     * Keys of the records present, and in {@code unfinished} those whose last record is of a
     * problem a stop left unfinished (a problem taken up again has a later record, which
     * prevails; null: not kept). The whole file is checked before anything is changed: a file
     * that is not a results file (a problem file named by mistake, notes) is refused untouched.
     * Only then is an incomplete last line, the trace of an interrupted run, cut off.
     */
    private static Set<String> completeRecords(Path path, Map<String, Outcome> unfinished) throws IOException {
        if (!Files.isRegularFile(path)) {
            throw new NotResultsFile("it is not a file");
        }
        long size = Files.size(path);
        long complete = size;
        Set<String> keys = new HashSet<>();
        try (BufferedReader in = Files.newBufferedReader(path, StandardCharsets.UTF_8)) {
            int number = 0;
            long offset = 0;
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                number++;
                long next = offset + line.getBytes(StandardCharsets.UTF_8).length + 1;
                boolean last = next > size;
                if (last) {
                    // No line feed after it: the run was stopped while writing this record.
                    if (!line.startsWith("{")) {
                        throw notResults(path, number, "it is not a result record");
                    }
                    complete = offset;
                    break;
                }
                if (!line.isBlank()) {
                    Outcome o = record(path, number, line);
                    keys.add(key(o));
                    if (unfinished != null && o.unfinished()) {
                        unfinished.put(key(o), o);
                    } else if (unfinished != null) {
                        unfinished.remove(key(o));
                    }
                }
                offset = next;
            }
        } catch (CharacterCodingException e) {
            throw new NotResultsFile("it is not a results file of Passant: it is not UTF-8 text; "
                    + "nothing was changed (name another file with --out, or leave out --resume)");
        }
        if (complete < size) {
            try (FileChannel channel = FileChannel.open(path, StandardOpenOption.WRITE)) {
                channel.truncate(complete);
            }
        }
        return keys;
    }

    private static Outcome record(Path path, int number, String line) throws IOException {
        try {
            Outcome o = JSON.readValue(line, Outcome.class);
            if (o.id() == null || o.file() == null || o.verdict() == null) {
                throw notResults(path, number, "it lacks the id, file or verdict of a problem");
            }
            return o;
        } catch (JsonProcessingException e) {
            throw notResults(path, number, "it is not a result record (one JSON object per line with the id, "
                    + "file, line and verdict of a problem)");
        }
    }

    /** The file named for the results holds something else; it was left as it was. */
    public static final class NotResultsFile extends IOException {
        NotResultsFile(String message) {
            super(message);
        }
    }

    private static IOException notResults(Path path, int line, String why) {
        return new NotResultsFile("it is not a results file of Passant: line " + line + ": " + why
                + "; nothing was changed (name another file with --out, or leave out --resume)");
    }

    private static String key(Outcome o) {
        return key(o.file(), o.line(), o.id());
    }

    /**
     * A problem is its file and its place in it: the file as resolved, not as typed, so that a run
     * of {@code m20.epd} resumed as {@code ./m20.epd}, by absolute path or through a symbolic link
     * finds its records (relative names are resolved in the current directory, as the shell does).
     */
    static String key(String file, int line, String id) {
        return resolved(file) + ":" + line + " " + id;
    }

    private static String resolved(String file) {
        // A collection has few files and many records: resolve each name once.
        return RESOLVED.computeIfAbsent(file, ResultsFile::resolve);
    }

    private static final Map<String, String> RESOLVED = new ConcurrentHashMap<>();

    private static String resolve(String file) {
        try {
            Path path = Path.of(file).toAbsolutePath().normalize();
            try {
                return path.toRealPath().toString();
            } catch (IOException gone) {
                return path.toString();
            }
        } catch (RuntimeException notAPath) {
            return file;
        }
    }

    public boolean isDone(String file, int line, String id) {
        return done.contains(key(file, line, id));
    }

    /**
     * The last record of a problem, if a stop left it unfinished ({@code --continue} takes it up
     * again from there); null if the file has no such record of it.
     */
    public Outcome unfinished(String file, int line, String id) {
        return unfinished.get(key(file, line, id));
    }

    /**
     * The last record of one problem in the results file at {@code path}, if a stop left it
     * unfinished (for {@code --continue} with a single FEN, whose record is written after its solve);
     * null if there is no such file or record. A cut-off last line is removed, as on resume.
     */
    public static Outcome unfinishedIn(Path path, String file, int line, String id) throws IOException {
        if (!Files.exists(path)) {
            return null;
        }
        Map<String, Outcome> unfinished = new java.util.HashMap<>();
        completeRecords(path, unfinished);
        return unfinished.get(key(file, line, id));
    }

    public int doneCount() {
        return done.size();
    }

    /**
     * Whether no record can be written any more: a stream whose write failed (a closed pipe) keeps
     * its error, so every later record would be lost too, and a batch had better stop. A file may
     * take the next record (a full disk freed), so it never is.
     */
    public boolean lostForGood() {
        return stream != null && stream.checkError();
    }

    /**
     * Appends one record, whole or not at all: a write cut short (a full disk) is taken back, so
     * the file never ends in half a line and the record is simply missing, to be redone on resume.
     */
    public void write(Outcome outcome) throws IOException {
        writeLine(JSON.writeValueAsString(outcome));
    }

    /**
     * Appends one JSON record of another command's results (retro's), with the same guarantee:
     * whole or not at all. Such a file is written fresh, never resumed.
     */
    public synchronized void writeLine(String json) throws IOException {
        // String.getBytes never fails: text that cannot be encoded (half a surrogate pair) becomes '?'.
        byte[] bytes = (json + "\n").getBytes(StandardCharsets.UTF_8);
        if (stream != null) {
            writeToStream(bytes);
            return;
        }
        ByteBuffer record = ByteBuffer.wrap(bytes);
        long before = out.size();
        try {
            while (record.hasRemaining()) {
                out.write(record);
            }
        } catch (IOException e) {
            try {
                out.truncate(before);
            } catch (IOException cannotTakeBack) {
                e.addSuppressed(cannotTakeBack);
            }
            throw e;
        }
    }

    /**
     * The bytes as they are, UTF-8 as in a file whatever the platform's encoding. A stream keeps no
     * exceptions: its error flag says a write failed (a closed pipe), and then every later one too.
     * What reached a pipe cannot be taken back, but a record is one write and no other thread writes.
     */
    private void writeToStream(byte[] bytes) throws IOException {
        stream.write(bytes, 0, bytes.length);
        if (stream.checkError()) { // checkError flushes first
            throw new IOException("it was closed, or its disk is full");
        }
    }

    /** Reads a results file back (for tests and for tools built on top of it). */
    public static List<Outcome> readAll(Path path) throws IOException {
        return Files.readAllLines(path, StandardCharsets.UTF_8).stream().filter(l -> !l.isBlank()).map(l -> {
            try {
                return JSON.readValue(l, Outcome.class);
            } catch (IOException e) {
                throw new IllegalStateException(path + ": not a result record: " + l, e);
            }
        }).toList();
    }

    @Override
    public void close() throws IOException {
        if (stream != null) {
            stream.flush(); // standard output is not ours to close
        } else {
            out.close();
        }
    }

    /** A verdict is written as its user word ("no solution"), as the file always had it, and read back from it. */
    private static SimpleModule verdictsAsWords() {
        return new SimpleModule()
                .addSerializer(ProblemVerdict.class, new StdSerializer<>(ProblemVerdict.class) {
                    @Override
                    public void serialize(ProblemVerdict verdict, JsonGenerator json, SerializerProvider provider)
                            throws IOException {
                        json.writeString(verdict.word());
                    }
                })
                .addDeserializer(ProblemVerdict.class, new StdDeserializer<>(ProblemVerdict.class) {
                    @Override
                    public ProblemVerdict deserialize(JsonParser json, DeserializationContext context) throws IOException {
                        String word = json.getValueAsString();
                        try {
                            return ProblemVerdict.ofWord(word);
                        } catch (IllegalArgumentException e) {
                            return (ProblemVerdict) context.handleWeirdStringValue(ProblemVerdict.class, word, e.getMessage());
                        }
                    }
                });
    }
}
