package io.github.fastio;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.SeekableByteChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.InputMismatchException;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Set;
import java.util.Spliterator;
import java.util.function.DoubleConsumer;
import java.util.function.IntConsumer;
import java.util.function.LongConsumer;
import java.util.stream.DoubleStream;
import java.util.stream.IntStream;
import java.util.stream.LongStream;
import java.util.stream.StreamSupport;

/**
 * The numbers of a file as the source of a stream ({@link FastReader#ints(Path)} and the others):
 * the bytes {@code [from, to)} of the file, starting at a line start, which {@link #trySplit()}
 * cuts at the first line start after the middle, as often as the stream asks, so that each thread
 * reads its own parts with a reader of its own ({@link FilePart}). A part's reader is opened when
 * the part is first read and closed at its end; the stream's {@code close()} closes those still
 * open (a stream that stopped early).
 *
 * <p>A bad token fails the stream as a sequential reader would fail at the first bad token of the
 * file: a part after the first one that meets a bad token first reads the file before it with a
 * reader of the same kind, which either finds an earlier bad token (whose exception is thrown
 * instead) or counts the lines before the part, so that the part's reader can tell the file's line.
 * The exception thrown is the reader's own, which the fork-join framework passes on as it is
 * ({@code ReaderErrors.Mismatch}).
 *
 * <p>The base class implements {@link Spliterator.OfPrimitive} itself, generic in the numbers'
 * type, their action's and the parts', so that splitting, advancing and passing on a part's numbers
 * are written once and are overrides of the JDK's, which the contest bundler keeps in a class it
 * keeps; each subclass reads its kind of number ({@code push}) and makes a part of its kind.
 */
abstract class NumberSpliterator<T, C, S extends Spliterator.OfPrimitive<T, C, S>>
    implements Spliterator.OfPrimitive<T, C, S> {
  /** The name a closed part's reader gives in the message of a read after it. */
  static final String READER = "FastReader";

  /** The smallest part cut off: below it, opening a file per part costs more than it saves. */
  static final long MIN_PART = 1 << 16;

  /**
   * How many numbers a part reads before it passes them on: for {@link Longs} 32 KiB a thread, read
   * by the reader's own loop ({@link TokenInput#readLongs}). Chunks of 1024 or 4096 read a 3 GiB
   * file on two cores as fast as a call of nextLong a number did; of 32 or 256, 20% slower (more
   * CPU on each core, though one core alone was not slower; the cause was not found). The price of
   * one call per chunk is start-up: readLongs's loop stays in the interpreter for the first 60,000
   * numbers or so, until the JIT compiles it where it runs.
   */
  static final int CHUNK = 4096;

  /**
   * About how many numbers (10 ms or so) a part passes on a call of pass. A loop over a whole part
   * was compiled where it ran, with the part's end as a trap; the first part to end threw the code
   * away, and another thread ran on in it, far slower, until its own part ended.
   */
  static final int PASS = 1 << 20;

  /** What the parts of one stream share: the file, and the readers open now. */
  static final class Source {
    final Path path;

    /** The file's size, or -1 for a stream that cannot be split (a pipe or a device). */
    final long size;

    final long minPart;

    /** Each part's reader's cap ({@link FastReader#maxLength}). */
    final int maxLength;

    private final Set<TokenInput> open =
        Collections.newSetFromMap(new IdentityHashMap<TokenInput, Boolean>());

    Source(Path path, long minPart, int maxLength) {
      this.path = path;
      this.minPart = minPart;
      this.maxLength = maxLength;
      if (maxLength < ByteInput.MIN_MAX_LENGTH) {
        throw new IllegalArgumentException(
            "maxLength must be at least " + ByteInput.MIN_MAX_LENGTH + ": " + maxLength);
      }
      try {
        Origin.checkFile(path);
        BasicFileAttributes a = Files.readAttributes(path, BasicFileAttributes.class);
        // A file whose size reads as 0 may still have bytes (those in /proc): read it as a stream.
        this.size = a.isRegularFile() && a.size() > 0 ? a.size() : -1;
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }

    TokenInput open(long from, long to) {
      TokenInput r =
          size < 0
              ? TokenInput.open(path)
              : TokenInput.part(path, from, to, from == 0, FilePart.STREAM_BUFFER);
      r.in.setMaxLength(maxLength);
      synchronized (open) {
        open.add(r);
      }
      return r;
    }

    void done(TokenInput r) {
      synchronized (open) {
        open.remove(r);
      }
      r.in.close(READER);
    }

    /** The stream's {@code close()}: closes the readers of the parts that did not end. */
    void close() {
      List<TokenInput> left;
      synchronized (open) {
        left = new ArrayList<>(open);
        open.clear();
      }
      UncheckedIOException failed = null;
      for (TokenInput r : left) {
        try {
          r.in.close(READER);
        } catch (UncheckedIOException e) {
          if (failed == null) {
            failed = e;
          } else {
            failed.addSuppressed(e);
          }
        }
      }
      if (failed != null) {
        throw failed;
      }
    }

    /** The first line start at or after {@code at} and before {@code to}, or {@code to}. */
    long lineStart(long at, long to) {
      try (SeekableByteChannel channel = Files.newByteChannel(path)) {
        return LineBoundary.atOrAfter(channel, at, to);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
  }

  final Source source;
  long from;
  final long to;

  /** The part's reader once it is being read, else null. */
  private TokenInput reader;

  private boolean done;

  NumberSpliterator(Source source, long from, long to) {
    this.source = source;
    this.from = from;
    this.to = to;
  }

  /**
   * Where to cut this part in two (the first line start after its middle), or -1 when it should not
   * be cut: it is being read, it cannot be split, it is small, or no line starts after the middle.
   * The caller takes {@code [from, cut)} and leaves {@code [cut, to)} here.
   */
  final long cut() {
    if (reader != null || done || source.size < 0 || to - from < 2 * source.minPart) {
      return -1;
    }
    long cut = source.lineStart(from + (to - from) / 2, to);
    return cut < to ? cut : -1;
  }

  /** The part's reader, opened at the first call; null once the part has been read. */
  final TokenInput reader() {
    if (reader == null && !done) {
      reader = source.open(from, to);
    }
    return reader;
  }

  /** Closes the part's reader: it has been read, or reading it failed. */
  final void finish() {
    done = true;
    if (reader != null) {
      TokenInput r = reader;
      reader = null;
      source.done(r);
    }
  }

  /** A part of the same kind over the bytes {@code [from, to)} of the source. */
  abstract S part(long from, long to);

  /**
   * Reads the part's next number into this part's chunk at {@code i}; throws as the reader does
   * (the end of the part is its {@link NoSuchElementException}).
   */
  abstract void store(TokenInput r, int i);

  /** Passes on the first {@code n} numbers of the chunk to {@code action}. */
  abstract void emit(C action, int n);

  /**
   * Reads the part's next number into the chunk, or with {@code one} false as many as the chunk
   * holds, and returns how many: at least one, since a bad token or the end stops the reads and is
   * thrown only where it comes first (the token stays unread, so the next call meets it). The
   * numbers stay in the chunk, never in a field written once a number (parts cut from one another
   * may share a cache line, which two threads writing it would contend for), and the action is
   * called outside the reads, so that its own exceptions pass unchanged.
   */
  int read(TokenInput r, boolean one) {
    int n = 0;
    try {
      do {
        store(r, n);
        n++;
      } while (!one && n < CHUNK);
    } catch (NoSuchElementException e) { // an InputMismatchException too
      if (n == 0) {
        throw e;
      }
    }
    return n;
  }

  @Override
  public final S trySplit() {
    long cut = cut();
    if (cut < 0) {
      return null;
    }
    S prefix = part(from, cut);
    from = cut;
    return prefix;
  }

  /**
   * The part's next number to {@code action}, or false; the part is finished at its end and when a
   * bad token fails it.
   */
  @Override
  public final boolean tryAdvance(C action) {
    TokenInput r = reader();
    if (r == null) {
      return false;
    }
    boolean read = false;
    try {
      read = readOrEnd(r, true) > 0;
    } finally {
      if (!read) {
        finish();
      }
    }
    if (read) {
      emit(action, 1);
    }
    return read;
  }

  /**
   * Passes on the part's numbers to {@code action}, {@link #PASS} at a time until the part ends;
   * the part is finished then, and when a read throws. No lambda: a program's first one costs its
   * start-up the class spinning of lambdas, tens of milliseconds a contest is charged for.
   */
  @Override
  public final void forEachRemaining(C action) {
    TokenInput r = reader();
    if (r == null) {
      return;
    }
    try {
      while (pass(r, action)) {
        // the next PASS numbers
      }
    } finally {
      finish();
    }
  }

  /**
   * Passes on the next {@link #PASS} numbers or so of the part to {@code action}, or as many as are
   * left; false at the part's end. A method of its own: see {@link #PASS}.
   */
  private boolean pass(TokenInput r, C action) {
    for (int passed = 0; passed < PASS; ) {
      int n = readOrEnd(r, false);
      if (n == 0) {
        return false;
      }
      emit(action, n);
      passed += n;
    }
    return true;
  }

  /**
   * {@link #read}, with the stream's failure for a bad token ({@link #failure}) and 0 at the part's
   * end.
   */
  private int readOrEnd(TokenInput r, boolean one) {
    try {
      return read(r, one);
    } catch (InputMismatchException e) {
      throw failure(r, e);
    } catch (NoSuchElementException end) {
      return 0;
    }
  }

  /**
   * The exception to fail the stream with when the part's reader {@code r} threw {@code e} on a bad
   * token: the first bad token of the file, with the file's line numbers.
   */
  final InputMismatchException failure(TokenInput r, InputMismatchException e) {
    if (from == 0 || source.size < 0) {
      return e;
    }
    TokenInput before = TokenInput.part(source.path, 0, from, true, FilePart.STREAM_BUFFER);
    try {
      before.in.setMaxLength(source.maxLength);
      while (true) {
        try {
          store(before, 0);
        } catch (InputMismatchException earlier) {
          return earlier;
        } catch (NoSuchElementException end) {
          break;
        }
      }
      r.in.linesBefore(before.in.lineNumber() - 1);
    } finally {
      before.in.close(READER);
    }
    try {
      // The bad token stayed unread: reading it again tells the file's line.
      store(r, 0);
    } catch (InputMismatchException again) {
      return again;
    }
    return e;
  }

  @Override
  public final long estimateSize() {
    return source.size < 0 ? Long.MAX_VALUE : to - from;
  }

  @Override
  public final int characteristics() {
    return Spliterator.ORDERED | Spliterator.NONNULL;
  }

  /** {@link FastReader#ints(Path)}. */
  static IntStream ints(Path path, long minPart, int maxLength) {
    Source s = new Source(path, minPart, maxLength);
    return StreamSupport.intStream(new Ints(s, 0, Math.max(s.size, 0)), false).onClose(s::close);
  }

  /** {@link FastReader#longs(Path)}. */
  static LongStream longs(Path path, long minPart, int maxLength) {
    Source s = new Source(path, minPart, maxLength);
    return StreamSupport.longStream(new Longs(s, 0, Math.max(s.size, 0)), false).onClose(s::close);
  }

  /** {@link FastReader#doubles(Path)}. */
  static DoubleStream doubles(Path path, long minPart, int maxLength) {
    Source s = new Source(path, minPart, maxLength);
    return StreamSupport.doubleStream(new Doubles(s, 0, Math.max(s.size, 0)), false)
        .onClose(s::close);
  }

  /** The ints of a part. */
  static final class Ints extends NumberSpliterator<Integer, IntConsumer, Spliterator.OfInt>
      implements Spliterator.OfInt {
    /** The numbers read and not yet passed on; made at the first read. */
    private int[] chunk;

    Ints(Source source, long from, long to) {
      super(source, from, to);
    }

    @Override
    Ints part(long from, long to) {
      return new Ints(source, from, to);
    }

    @Override
    void store(TokenInput r, int i) {
      if (chunk == null) {
        chunk = new int[CHUNK];
      }
      chunk[i] = r.nextInt();
    }

    @Override
    void emit(IntConsumer action, int n) {
      int[] a = chunk;
      for (int i = 0; i < n; i++) {
        action.accept(a[i]);
      }
    }
  }

  /** The longs of a part, a chunk at a time from {@link TokenInput#readLongs}. */
  static final class Longs extends NumberSpliterator<Long, LongConsumer, Spliterator.OfLong>
      implements Spliterator.OfLong {
    /** The numbers read and not yet passed on; made at the first read. */
    private long[] chunk;

    Longs(Source source, long from, long to) {
      super(source, from, to);
    }

    @Override
    Longs part(long from, long to) {
      return new Longs(source, from, to);
    }

    @Override
    void store(TokenInput r, int i) {
      if (chunk == null) {
        chunk = new long[CHUNK];
      }
      chunk[i] = r.nextLong();
    }

    /** The fast loop of the file streams' longs: see {@link ByteInput#readLongs}. */
    @Override
    int read(TokenInput r, boolean one) {
      if (one || chunk == null) {
        return super.read(r, true);
      }
      return r.readLongs(chunk);
    }

    @Override
    void emit(LongConsumer action, int n) {
      long[] a = chunk;
      for (int i = 0; i < n; i++) {
        action.accept(a[i]);
      }
    }
  }

  /** The doubles of a part. */
  static final class Doubles extends NumberSpliterator<Double, DoubleConsumer, Spliterator.OfDouble>
      implements Spliterator.OfDouble {
    /** The numbers read and not yet passed on; made at the first read. */
    private double[] chunk;

    Doubles(Source source, long from, long to) {
      super(source, from, to);
    }

    @Override
    Doubles part(long from, long to) {
      return new Doubles(source, from, to);
    }

    @Override
    void store(TokenInput r, int i) {
      if (chunk == null) {
        chunk = new double[CHUNK];
      }
      chunk[i] = r.nextDouble();
    }

    @Override
    void emit(DoubleConsumer action, int n) {
      double[] a = chunk;
      for (int i = 0; i < n; i++) {
        action.accept(a[i]);
      }
    }
  }
}
