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
 * <p>The base class implements {@link Spliterator} itself, though each subclass implements a
 * primitive one, so that its {@code estimateSize()} and {@code characteristics()} are overrides,
 * which the contest bundler keeps in a class it keeps (it would drop them otherwise).
 */
abstract class NumberSpliterator<T> implements Spliterator<T> {
  /** The name a closed part's reader gives in the message of a read after it. */
  static final String READER = "FastReader";

  /** The smallest part cut off: below it, opening a file per part costs more than it saves. */
  static final long MIN_PART = 1 << 16;

  /**
   * How many longs a part's reader returns at a time to {@link Longs}: 32 KiB a thread. Chunks of
   * 1024 or 4096 read a 3 GiB file on two cores as fast as a call of nextLong a number did; of 32
   * or 256, 20% slower (more CPU on each core, though one core alone was not slower; the cause was
   * not found). The price of one call per chunk is start-up: readLongs's loop stays in the
   * interpreter for the first 60,000 numbers or so, until the JIT compiles it where it runs.
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
  abstract NumberSpliterator<T> part(long from, long to);

  /** {@code trySplit}: the part before the next cut, this one going on after it; null if none. */
  final NumberSpliterator<T> prefix() {
    long cut = cut();
    if (cut < 0) {
      return null;
    }
    NumberSpliterator<T> prefix = part(from, cut);
    from = cut;
    return prefix;
  }

  /**
   * {@code forEachRemaining}'s loop, once the subclass holds the action: {@link #pass} over the
   * part's reader until it says the part has ended; the part is finished then, and when a pass
   * throws. No lambda: a program's first one costs its start-up the class spinning of lambdas, tens
   * of milliseconds a contest is charged for.
   */
  final void drain() {
    TokenInput r = reader();
    if (r == null) {
      return;
    }
    try {
      while (pass(r)) {
        // the next PASS numbers
      }
    } finally {
      finish();
    }
  }

  /**
   * Passes on the next {@code PASS} numbers of the part to {@code forEachRemaining}'s action, or as
   * many as are left; false at the part's end.
   */
  abstract boolean pass(TokenInput r);

  /**
   * Reads one number of the stream's kind from {@code r} into the subclass's {@code value}; the
   * bad-token search reads with it too.
   */
  abstract void readOne(TokenInput r);

  /**
   * Reads the part's next number into {@code value} with its reader {@code r}: false at the part's
   * end; a bad token throws the stream's failure.
   */
  final boolean next(TokenInput r) {
    try {
      readOne(r);
      return true;
    } catch (InputMismatchException e) {
      throw failure(r, e);
    } catch (NoSuchElementException end) {
      return false;
    }
  }

  /**
   * {@code tryAdvance}'s read: the part's next number into {@code value}, or false; the part is
   * finished at its end and when a bad token fails it.
   */
  final boolean advance() {
    TokenInput r = reader();
    if (r == null) {
      return false;
    }
    boolean read = false;
    try {
      read = next(r);
      return read;
    } finally {
      if (!read) {
        finish();
      }
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
          readOne(before);
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
      readOne(r);
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
  static final class Ints extends NumberSpliterator<Integer> implements Spliterator.OfInt {
    private int value;

    /** forEachRemaining's action. */
    private IntConsumer sink;

    Ints(Source source, long from, long to) {
      super(source, from, to);
    }

    @Override
    public Spliterator.OfInt trySplit() {
      return (Ints) prefix();
    }

    @Override
    Ints part(long from, long to) {
      return new Ints(source, from, to);
    }

    @Override
    public boolean tryAdvance(IntConsumer action) {
      if (!advance()) {
        return false;
      }
      action.accept(value);
      return true;
    }

    @Override
    public void forEachRemaining(IntConsumer action) {
      sink = action;
      drain();
    }

    /**
     * The number stays in a local, as next(r)'s does not: no field is written per number (parts cut
     * from one another may share a cache line, which two threads writing it would contend for).
     */
    @Override
    boolean pass(TokenInput r) {
      IntConsumer action = sink;
      for (int i = 0; i < PASS; i++) {
        int v;
        try {
          v = r.nextInt();
        } catch (InputMismatchException e) {
          throw failure(r, e);
        } catch (NoSuchElementException end) {
          return false;
        }
        action.accept(v);
      }
      return true;
    }

    @Override
    void readOne(TokenInput r) {
      value = r.nextInt();
    }
  }

  /** The longs of a part. */
  static final class Longs extends NumberSpliterator<Long> implements Spliterator.OfLong {
    private long value;

    /** forEachRemaining's action, and its chunk of numbers. */
    private LongConsumer sink;

    private long[] chunk;

    Longs(Source source, long from, long to) {
      super(source, from, to);
    }

    @Override
    public Spliterator.OfLong trySplit() {
      return (Longs) prefix();
    }

    @Override
    Longs part(long from, long to) {
      return new Longs(source, from, to);
    }

    @Override
    public boolean tryAdvance(LongConsumer action) {
      if (!advance()) {
        return false;
      }
      action.accept(value);
      return true;
    }

    @Override
    public void forEachRemaining(LongConsumer action) {
      sink = action;
      chunk = new long[CHUNK];
      drain();
    }

    /** As Ints's pass, a chunk at a time through {@code a}, this part's alone; see readLongs. */
    @Override
    boolean pass(TokenInput r) {
      long[] a = chunk;
      LongConsumer action = sink;
      for (int passed = 0; passed < PASS; ) {
        int n;
        try {
          n = r.readLongs(a);
        } catch (InputMismatchException e) {
          throw failure(r, e);
        } catch (NoSuchElementException end) {
          return false;
        }
        for (int i = 0; i < n; i++) {
          action.accept(a[i]);
        }
        passed += n;
      }
      return true;
    }

    @Override
    void readOne(TokenInput r) {
      value = r.nextLong();
    }
  }

  /** The doubles of a part. */
  static final class Doubles extends NumberSpliterator<Double> implements Spliterator.OfDouble {
    private double value;

    /** forEachRemaining's action. */
    private DoubleConsumer sink;

    Doubles(Source source, long from, long to) {
      super(source, from, to);
    }

    @Override
    public Spliterator.OfDouble trySplit() {
      return (Doubles) prefix();
    }

    @Override
    Doubles part(long from, long to) {
      return new Doubles(source, from, to);
    }

    @Override
    public boolean tryAdvance(DoubleConsumer action) {
      if (!advance()) {
        return false;
      }
      action.accept(value);
      return true;
    }

    @Override
    public void forEachRemaining(DoubleConsumer action) {
      sink = action;
      drain();
    }

    /** As {@link Ints}'s pass. */
    @Override
    boolean pass(TokenInput r) {
      DoubleConsumer action = sink;
      for (int i = 0; i < PASS; i++) {
        double v;
        try {
          v = r.nextDouble();
        } catch (InputMismatchException e) {
          throw failure(r, e);
        } catch (NoSuchElementException end) {
          return false;
        }
        action.accept(v);
      }
      return true;
    }

    @Override
    void readOne(TokenInput r) {
      value = r.nextDouble();
    }
  }
}
