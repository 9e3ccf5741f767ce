package io.github.fastio;

import java.io.Closeable;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.Flushable;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Locale;
import java.util.Objects;

/**
 * A buffered writer of text and numbers to an {@link OutputStream}, writing the same bytes as a
 * {@link java.io.PrintWriter} over a UTF-8 {@link java.io.OutputStreamWriter} for the same calls,
 * with {@code \n} as line separator, but much faster: ints and longs are written as digits straight
 * into a byte buffer without allocating, ASCII text is copied one byte per char.
 *
 * <p>Differences from {@code PrintWriter}, all deliberate:
 *
 * <ul>
 *   <li>{@code println} always writes {@code \n}, whatever the platform.
 *   <li>{@link #printf} and {@link #print(double, int)} use {@link Locale#ROOT}, so a machine's
 *       locale never turns {@code 3.14} into {@code 3,14}.
 *   <li>An {@link IOException} from the stream is thrown as an {@link UncheckedIOException} instead
 *       of being hidden behind {@code checkError()}; so is any write after {@link #close()}.
 *   <li>{@code print(int[])}, {@code print(long[])} and their {@code println} print the elements
 *       separated by one space, where {@code PrintWriter} prints the array's identity ({@code
 *       [I@1b6d3586}). Other arrays print as objects, as there.
 * </ul>
 *
 * <p>Text is encoded as UTF-8 exactly as the JDK's encoder does: a surrogate pair becomes 4 bytes,
 * even when its two halves arrive in two calls; a lone surrogate becomes {@code ?}. As with {@code
 * PrintWriter}, a high surrogate at the end of a call is held back until the next call shows
 * whether a low surrogate follows, so {@link #flush()} does not write it; {@link #close()} writes
 * it as {@code ?}.
 *
 * <p>Nothing reaches the stream until the 64 KiB buffer fills, {@link #flush()} or {@link #close()}
 * is called, or, with auto-flush on, a {@code println} or {@code printf} completes. Not
 * thread-safe.
 *
 * <p><b>Nothing lost.</b> When the stream throws, the print or flush that called it throws {@link
 * UncheckedIOException} and the bytes not yet written stay in the buffer, so that a later {@link
 * #flush()} writes them if the stream has recovered (a print that fails may have buffered the start
 * of its text). {@link #close()} tries once more, then closes the stream and drops them. After
 * {@code close()} every write fails the same way and a second {@code close()} does nothing. {@link
 * #stdout()} also flushes at exit a writer the program forgot to flush.
 *
 * <p>A contest solution:
 *
 * <pre>{@code
 * try (FastReader in = new FastReader(System.in); FastWriter out = FastWriter.stdout()) {
 *   int n = in.nextInt();
 *   long sum = 0;
 *   for (int i = 0; i < n; i++) {
 *     sum += in.nextLong();
 *   }
 *   out.println(sum).println(sum / (double) n, 6);
 * }
 * }</pre>
 */
public final class FastWriter implements Closeable, Flushable {
  static final int DEFAULT_BUFFER_SIZE = 1 << 16;

  /** The part of the buffer used before the first write-out; see {@link #room}. */
  static final int FIRST_ROOM = 4096;

  /** Bytes that {@link #writeLong} may write at most for an int: "-2147483648". */
  static final int MAX_INT_LENGTH = 11;

  /** Bytes that {@link #writeLong} may write at most: "-9223372036854775808". */
  static final int MAX_LONG_LENGTH = 20;

  /** Bytes after the returned end that a write may overwrite with garbage. */
  static final int SLACK = 8;

  private static final long E8 = 100_000_000;

  /** The smallest buffer: the longest number (and its newline) must fit in one piece. */
  static final int MIN_BUFFER_SIZE =
      Math.max(MAX_LONG_LENGTH, DoubleFormatter.MAX_SHORTEST_LENGTH) + 1;

  private static final int SCRATCH_CHARS = 1024;

  /**
   * {@code TENS[t]} is 10^t, for {@link #length}: the ints of {@link NumberMath#POW10}, which a
   * program that only reads and prints ints does not load.
   */
  private static final int[] TENS = {
    1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000
  };

  private static final byte[] TRUE = {'t', 'r', 'u', 'e'};
  private static final byte[] FALSE = {'f', 'a', 'l', 's', 'e'};

  private final OutputStream out;
  private final boolean autoFlush;

  /** The buffer, with {@link #SLACK} bytes past {@link #capacity} for its stores. */
  private final byte[] buf;

  /** {@link #buf} seen little-endian, for the 8-byte stores of {@link #writeLong}. */
  private final ByteBuffer le;

  /** The usable size of {@link #buf}. */
  private final int capacity;

  /**
   * Non-ASCII Strings and non-String CharSequences are copied here in chunks and encoded from here,
   * so one encoder over a char[] serves them all.
   */
  private final char[] scratch;

  private int pos;

  /**
   * Where the free space ends for the fast paths: {@link #room} normally, 0 while a high surrogate
   * is pending or after close, so that every write takes the slow path ({@link #makeRoom}) which
   * deals with those states. The hot paths thus test one bound and nothing else.
   */
  private int limit;

  /**
   * How much of the buffer is used before it is written out: {@link #FIRST_ROOM} at first, doubled
   * at each write-out up to {@link #capacity}. The first few lines of output thus take the slow
   * path a few times while the JIT profiles the print methods, which keeps that path in their
   * compiled code; a buffer full only after the JIT compiled them would find the path missing from
   * the code (never seen taken) and throw it away, along with the caller's compiled loop.
   */
  private int room;

  /** A high surrogate that ended the last text write, or 0 (never a surrogate) if none. */
  private char pendingHigh;

  private boolean closed;

  /** Whether the stream has thrown at this writer: the program has been told, so exit is quiet. */
  private boolean failed;

  /** For {@link #stdout()}: flushes what the program left in the buffer when the JVM exits. */
  private Thread exitFlush;

  /**
   * A writer to {@code out} without auto-flush.
   *
   * <pre>{@code
   * FastWriter w = new FastWriter(new FileOutputStream("out.txt"));
   * }</pre>
   */
  public FastWriter(OutputStream out) {
    this(out, false);
  }

  /**
   * A writer to {@code out}; with {@code autoFlush}, every {@code println} and {@code printf}
   * flushes the buffer and the stream, as with {@code new PrintWriter(out, true)}: what interactive
   * problems need, at the cost of one system call per line.
   *
   * <pre>{@code
   * FastWriter w = new FastWriter(socket.getOutputStream(), true);
   * }</pre>
   */
  public FastWriter(OutputStream out, boolean autoFlush) {
    this(out, autoFlush, DEFAULT_BUFFER_SIZE);
  }

  /** As {@link #FastWriter(OutputStream, boolean)}; a buffer below the minimum is enlarged. */
  FastWriter(OutputStream out, boolean autoFlush, int bufferSize) {
    this.out = Objects.requireNonNull(out, "out");
    this.autoFlush = autoFlush;
    this.capacity = Math.max(bufferSize, MIN_BUFFER_SIZE);
    this.buf = new byte[capacity + SLACK];
    this.le = ByteBuffer.wrap(buf).order(ByteOrder.LITTLE_ENDIAN);
    this.scratch = new char[SCRATCH_CHARS];
    this.room = Math.min(capacity, FIRST_ROOM);
    this.limit = room;
  }

  /**
   * A writer to the process's standard output, without auto-flush. It writes to {@link
   * FileDescriptor#out} directly, not through {@code System.out}, whose {@code PrintStream} may
   * flush on every line. Text printed with {@code System.out} in between is not ordered with this
   * writer's text unless both are flushed.
   *
   * <p><b>Forgetting {@code flush()}</b> loses nothing: the writer registers a JVM shutdown hook
   * that flushes it (without closing standard output) when the program returns from {@code main},
   * calls {@code System.exit}, or dies of an uncaught exception. Only {@code Runtime.halt}, a kill
   * signal or a crash of the JVM skip it. {@link #close()} removes the hook (and closes standard
   * output); call {@code stdout()} once per program, as each writer stays reachable through its
   * hook until then. If that last flush fails, the hook prints one line on standard error, unless
   * the writer has already thrown at the program.
   *
   * <p><b>A closed pipe</b> ({@code java Main | head}): the print or flush that finds the reader
   * gone throws {@link UncheckedIOException} (its cause the JDK's {@code IOException: Broken
   * pipe}), and an uncaught one ends the program with a stack trace and status 1, as for any lost
   * output. A command-line program that should end quietly instead, as C programs do (status 141),
   * catches it around its work:
   *
   * <pre>{@code
   * public static void main(String[] args) {
   *   FastWriter out = FastWriter.stdout();
   *   try {
   *     for (long i = 0; ; i++) out.println(i);
   *   } catch (UncheckedIOException brokenPipe) {
   *     System.exit(141); // quiet: the exit hook does not try again
   *   }
   * }
   * }</pre>
   */
  public static FastWriter stdout() {
    FastWriter w = new FastWriter(new FileOutputStream(FileDescriptor.out));
    // A hook per writer rather than a static registry: the core keeps no static state, and the
    // hook holds the writer only until close(). A class, not a method reference: the first lambda
    // or method reference of a program starts the JDK's invokedynamic machinery, about 5 ms.
    w.exitFlush =
        new Thread("fastio stdout flush") {
          @Override
          public void run() {
            w.flushAtExit();
          }
        };
    Runtime.getRuntime().addShutdownHook(w.exitFlush);
    return w;
  }

  /**
   * The shutdown hook of {@link #stdout()}: writes what is left, a pending high surrogate as {@code
   * ?} as {@link #close()} would, and leaves standard output open for other hooks.
   */
  private void flushAtExit() {
    if (closed || failed) {
      return;
    }
    try {
      if (pendingHigh != 0) {
        makeRoom(0);
      }
      flush();
    } catch (UncheckedIOException e) {
      System.err.println("fastio: standard output lost at exit: " + e.getCause());
    }
  }

  // ---------------------------------------------------------------- numbers

  /**
   * Prints {@code Integer.toString(v)}.
   *
   * <pre>{@code
   * out.print(-42); // -42
   * }</pre>
   */
  public FastWriter print(int v) {
    if (limit - pos < MAX_INT_LENGTH) {
      makeRoom(MAX_INT_LENGTH);
    }
    pos = writeLong(v, buf, le, pos);
    return this;
  }

  /**
   * Prints {@code Long.toString(v)}.
   *
   * <pre>{@code
   * out.print(Long.MIN_VALUE); // -9223372036854775808
   * }</pre>
   */
  public FastWriter print(long v) {
    if (limit - pos < MAX_LONG_LENGTH) {
      makeRoom(MAX_LONG_LENGTH);
    }
    pos = writeLong(v, buf, le, pos);
    return this;
  }

  /**
   * Prints {@code Double.toString(v)} of the running JDK.
   *
   * <pre>{@code
   * out.print(0.1 + 0.2); // 0.30000000000000004
   * }</pre>
   */
  public FastWriter print(double v) {
    if (limit - pos < DoubleFormatter.MAX_SHORTEST_LENGTH) {
      makeRoom(DoubleFormatter.MAX_SHORTEST_LENGTH);
    }
    pos = DoubleFormatter.writeShortest(v, buf, pos);
    return this;
  }

  /**
   * Prints {@code Float.toString(v)} of the running JDK.
   *
   * <pre>{@code
   * out.print(1e10f); // 1.0E10
   * }</pre>
   */
  public FastWriter print(float v) {
    if (limit - pos < DoubleFormatter.MAX_SHORTEST_LENGTH) {
      makeRoom(DoubleFormatter.MAX_SHORTEST_LENGTH);
    }
    pos = DoubleFormatter.writeShortest(v, buf, pos);
    return this;
  }

  /**
   * Prints {@code v} with exactly {@code decimals} digits after the point: the same text as {@code
   * String.format(Locale.ROOT, "%." + decimals + "f", v)}, NaN, infinities and {@code -0.0}
   * included, on the running JDK. Like {@code String.format}, it rounds half up on the decimal
   * digits of {@code Double.toString(v)} ({@code 2.675} prints as {@code 2.68}), which are the
   * shortest that convert back to {@code v} from JDK 21 on (before, the JDK's older digits are
   * matched too), and keeps the sign of a negative value that rounds to zero ({@code -0.04} with
   * one decimal prints {@code -0.0}).
   *
   * <pre>{@code
   * out.print(Math.PI, 3); // 3.142
   * out.print(2.5, 0);     // 3
   * }</pre>
   *
   * @throws IllegalArgumentException if {@code decimals} is negative
   */
  public FastWriter print(double v, int decimals) {
    if (decimals < 0) {
      throw new IllegalArgumentException("decimals must not be negative: " + decimals);
    }
    // The first test keeps maxFixedLength away from int overflow.
    if (decimals < capacity) {
      int need = DoubleFormatter.maxFixedLength(decimals);
      if (need <= capacity) {
        if (limit - pos < need) {
          makeRoom(need);
        }
        pos = DoubleFormatter.writeFixed(v, decimals, buf, pos);
        return this;
      }
    }
    return print(String.format(Locale.ROOT, "%." + decimals + "f", v));
  }

  // ---------------------------------------------------------------- other values

  /**
   * Prints {@code "true"} or {@code "false"}.
   *
   * <pre>{@code
   * out.print(n % 2 == 0); // true
   * }</pre>
   */
  public FastWriter print(boolean b) {
    writeAscii(b ? TRUE : FALSE);
    return this;
  }

  /**
   * Prints one char, as UTF-8; half of a surrogate pair waits for the other half (see the class
   * comment).
   *
   * <pre>{@code
   * out.print('x').print('é'); // xé
   * }</pre>
   */
  public FastWriter print(char c) {
    if (c < 0x80 && pos < limit) {
      buf[pos++] = (byte) c;
    } else {
      scratch[0] = c;
      encode(scratch, 0, 1);
    }
    return this;
  }

  /**
   * Prints {@code s} as UTF-8, or {@code "null"} if {@code s} is null.
   *
   * <pre>{@code
   * out.print("Case #").print(t).print(": ");
   * }</pre>
   */
  public FastWriter print(String s) {
    writeString(s == null ? "null" : s);
    return this;
  }

  /**
   * Prints the chars of {@code s} (as {@code PrintWriter.print(Object)} would print {@code
   * s.toString()}), or {@code "null"} if {@code s} is null. A {@code StringBuilder} is printed
   * without being copied into a String.
   *
   * <pre>{@code
   * StringBuilder sb = new StringBuilder().append(1).append(' ').append(2);
   * out.print(sb); // 1 2
   * }</pre>
   */
  public FastWriter print(CharSequence s) {
    if (s == null || s instanceof String) {
      return print((String) s);
    }
    int n = s.length();
    if (n == 0) {
      checkOpen();
    }
    for (int i = 0; i < n; ) {
      int chunk = Math.min(n - i, scratch.length);
      if (s instanceof StringBuilder) {
        ((StringBuilder) s).getChars(i, i + chunk, scratch, 0);
      } else {
        for (int j = 0; j < chunk; j++) {
          scratch[j] = s.charAt(i + j);
        }
      }
      encode(scratch, 0, chunk);
      i += chunk;
    }
    return this;
  }

  /**
   * Prints the chars of {@code a} as UTF-8.
   *
   * <pre>{@code
   * char[] grid = {'#', '.', '#'};
   * out.print(grid); // #.#
   * }</pre>
   *
   * @throws NullPointerException if {@code a} is null, as {@code PrintWriter} does
   */
  public FastWriter print(char[] a) {
    encode(a, 0, a.length);
    return this;
  }

  /**
   * Prints {@code String.valueOf(o)}.
   *
   * <pre>{@code
   * out.print(java.util.Arrays.asList(1, 2)); // [1, 2]
   * }</pre>
   *
   * @throws NullPointerException if {@code o.toString()} returns null, as {@code PrintWriter} does
   */
  public FastWriter print(Object o) {
    writeString(String.valueOf(o));
    return this;
  }

  // ---------------------------------------------------------------- lines

  /**
   * Ends the line with {@code \n}; flushes if auto-flush is on.
   *
   * <pre>{@code
   * out.print(1).print(' ').print(2).println();
   * }</pre>
   */
  public FastWriter println() {
    if (pos >= limit) {
      makeRoom(1);
    }
    buf[pos++] = '\n';
    if (autoFlush) {
      flush();
    }
    return this;
  }

  /**
   * Prints {@code v} and ends the line.
   *
   * <pre>{@code
   * out.println(answer);
   * }</pre>
   */
  public FastWriter println(int v) {
    if (limit - pos < MAX_INT_LENGTH + 1) {
      makeRoom(MAX_INT_LENGTH + 1);
    }
    int p = writeLong(v, buf, le, pos);
    buf[p] = '\n';
    pos = p + 1;
    return autoFlush ? flushed() : this;
  }

  /**
   * Prints {@code v} and ends the line.
   *
   * <pre>{@code
   * out.println(1L << 40); // 1099511627776
   * }</pre>
   */
  public FastWriter println(long v) {
    if (limit - pos < MAX_LONG_LENGTH + 1) {
      makeRoom(MAX_LONG_LENGTH + 1);
    }
    int p = writeLong(v, buf, le, pos);
    buf[p] = '\n';
    pos = p + 1;
    return autoFlush ? flushed() : this;
  }

  /**
   * Prints {@code Double.toString(v)} and ends the line.
   *
   * <pre>{@code
   * out.println(1e-7); // 1.0E-7
   * }</pre>
   */
  public FastWriter println(double v) {
    return print(v).println();
  }

  /**
   * Prints {@code Float.toString(v)} and ends the line.
   *
   * <pre>{@code
   * out.println(0.5f); // 0.5
   * }</pre>
   */
  public FastWriter println(float v) {
    return print(v).println();
  }

  /**
   * Prints {@code v} with {@code decimals} digits after the point, as {@link #print(double, int)},
   * and ends the line.
   *
   * <pre>{@code
   * out.println(1.005, 2); // 1.01
   * }</pre>
   *
   * @throws IllegalArgumentException if {@code decimals} is negative
   */
  public FastWriter println(double v, int decimals) {
    return print(v, decimals).println();
  }

  /**
   * Prints {@code "true"} or {@code "false"} and ends the line.
   *
   * <pre>{@code
   * out.println(found);
   * }</pre>
   */
  public FastWriter println(boolean b) {
    return print(b).println();
  }

  /**
   * Prints one char and ends the line.
   *
   * <pre>{@code
   * out.println('?');
   * }</pre>
   */
  public FastWriter println(char c) {
    return print(c).println();
  }

  /**
   * Prints {@code s} (or {@code "null"}) and ends the line.
   *
   * <pre>{@code
   * out.println(possible ? "YES" : "NO");
   * }</pre>
   */
  public FastWriter println(String s) {
    return print(s).println();
  }

  /**
   * Prints the chars of {@code s} (or {@code "null"}) and ends the line.
   *
   * <pre>{@code
   * out.println(new StringBuilder("abc").reverse()); // cba
   * }</pre>
   */
  public FastWriter println(CharSequence s) {
    return print(s).println();
  }

  /**
   * Prints the chars of {@code a} and ends the line.
   *
   * <pre>{@code
   * out.println(row);
   * }</pre>
   *
   * @throws NullPointerException if {@code a} is null, as {@code PrintWriter} does
   */
  public FastWriter println(char[] a) {
    return print(a).println();
  }

  /**
   * Prints {@code String.valueOf(o)} and ends the line; like {@code PrintWriter}, prints {@code
   * "null"} if {@code o.toString()} returns null.
   *
   * <pre>{@code
   * out.println(list);
   * }</pre>
   */
  public FastWriter println(Object o) {
    return print(String.valueOf(o)).println();
  }

  /**
   * Prints the elements separated by one space, nothing for an empty array.
   *
   * <pre>{@code
   * out.print(new int[] {3, 1, 2}); // 3 1 2
   * }</pre>
   */
  public FastWriter print(int[] a) {
    if (a.length == 0) {
      checkOpen();
    }
    for (int i = 0; i < a.length; i++) {
      if (limit - pos < MAX_INT_LENGTH + 1) {
        makeRoom(MAX_INT_LENGTH + 1);
      }
      if (i > 0) {
        buf[pos++] = ' ';
      }
      pos = writeLong(a[i], buf, le, pos);
    }
    return this;
  }

  /**
   * Prints the elements separated by one space, nothing for an empty array.
   *
   * <pre>{@code
   * out.print(new long[] {-1, 10_000_000_000L}); // -1 10000000000
   * }</pre>
   */
  public FastWriter print(long[] a) {
    if (a.length == 0) {
      checkOpen();
    }
    for (int i = 0; i < a.length; i++) {
      if (limit - pos < MAX_LONG_LENGTH + 1) {
        makeRoom(MAX_LONG_LENGTH + 1);
      }
      if (i > 0) {
        buf[pos++] = ' ';
      }
      pos = writeLong(a[i], buf, le, pos);
    }
    return this;
  }

  /**
   * Prints the elements separated by one space and ends the line; an empty array gives an empty
   * line.
   *
   * <pre>{@code
   * out.println(new int[] {3, 1, 2}); // 3 1 2
   * }</pre>
   */
  public FastWriter println(int[] a) {
    return print(a).println();
  }

  /**
   * Prints the elements separated by one space and ends the line; an empty array gives an empty
   * line.
   *
   * <pre>{@code
   * out.println(new long[] {-1, 10_000_000_000L}); // -1 10000000000
   * }</pre>
   */
  public FastWriter println(long[] a) {
    return print(a).println();
  }

  /**
   * Prints {@code String.format(Locale.ROOT, format, args)}; flushes if auto-flush is on. Note that
   * {@code %n} is {@code System.lineSeparator()}, as in {@code String.format}; use {@code \n} for a
   * fixed one.
   *
   * <pre>{@code
   * out.printf("Case #%d: %.2f\n", t, x);
   * }</pre>
   *
   * @throws java.util.IllegalFormatException as {@code String.format} does
   */
  public FastWriter printf(String format, Object... args) {
    writeString(String.format(Locale.ROOT, format, args));
    if (autoFlush) {
      flush();
    }
    return this;
  }

  // ---------------------------------------------------------------- flush and close

  /**
   * Writes the buffer to the stream and flushes the stream. A high surrogate that ended the last
   * text stays held back (see the class comment). Does nothing after {@link #close()}.
   *
   * @throws UncheckedIOException if the stream throws
   */
  @Override
  public void flush() {
    if (closed) {
      return;
    }
    flushBuffer();
    try {
      out.flush();
    } catch (IOException e) {
      failed = true;
      throw new UncheckedIOException(e);
    }
  }

  /**
   * Flushes, then closes the stream, even if flushing failed (what could not be written is then
   * dropped). A second call does nothing; every write after close, an empty one included, throws
   * {@link UncheckedIOException} with the message {@code FastWriter is closed}; {@link #flush()}
   * does nothing.
   *
   * @throws UncheckedIOException if the stream throws
   */
  @Override
  public void close() {
    if (closed) {
      return;
    }
    UncheckedIOException failure = null;
    try {
      if (pendingHigh != 0) {
        makeRoom(0);
      }
      flush();
    } catch (UncheckedIOException e) {
      failure = e;
    } finally {
      closed = true;
      pos = 0;
      limit = 0;
      if (exitFlush != null) {
        try {
          Runtime.getRuntime().removeShutdownHook(exitFlush);
        } catch (IllegalStateException shuttingDown) {
          // close() from another hook: ours sees closed and does nothing.
        }
        exitFlush = null;
      }
      try {
        out.close();
      } catch (IOException e) {
        if (failure == null) {
          failure = new UncheckedIOException(e);
        } else {
          failure.addSuppressed(e);
        }
      }
    }
    if (failure != null) {
      throw failure;
    }
  }

  // ---------------------------------------------------------------- internals

  private FastWriter flushed() {
    flush();
    return this;
  }

  /**
   * The slow path of every write: fails after close, turns a pending high surrogate into {@code ?},
   * and flushes the buffer unless {@code n <= capacity} bytes are free, leaving at least {@code n}
   * below {@link #limit}.
   */
  private void makeRoom(int n) {
    checkOpen();
    if (pendingHigh != 0) {
      // Room for it was made before the surrogate was held back (see encode).
      pendingHigh = 0;
      limit = room;
      buf[pos++] = '?';
    }
    if (limit - pos < n) {
      flushBuffer();
      if (room < capacity) {
        room = Math.min(capacity, Math.max(2 * room, n));
        limit = room;
      }
    }
  }

  /** Every write after {@link #close()} fails here, the same way, empty ones included. */
  private void checkOpen() {
    if (closed) {
      throw new UncheckedIOException(new IOException("FastWriter is closed"));
    }
  }

  private void flushBuffer() {
    if (pos > 0) {
      try {
        out.write(buf, 0, pos);
      } catch (IOException e) {
        // pos stays: if the stream recovers, a later flush writes the same bytes again.
        failed = true;
        throw new UncheckedIOException(e);
      }
      pos = 0;
    }
  }

  private void writeAscii(byte[] bytes) {
    if (limit - pos < bytes.length) {
      makeRoom(bytes.length);
    }
    System.arraycopy(bytes, 0, buf, pos, bytes.length);
    pos += bytes.length;
  }

  private void writeString(String s) {
    int n = s.length();
    int p = pos;
    // Fails when a surrogate is pending or after close (limit 0), so those take the slow path,
    // the empty string included.
    if (n < limit - p) {
      byte[] b = buf;
      int i = 0;
      while (i < n) {
        char c = s.charAt(i);
        if (c >= 0x80) {
          break;
        }
        b[p + i] = (byte) c;
        i++;
      }
      pos = p + i;
      if (i == n) {
        return;
      }
      writeChunks(s, i);
    } else {
      writeChunks(s, 0);
    }
  }

  private void writeChunks(String s, int from) {
    int n = s.length();
    if (from == n) {
      checkOpen();
    }
    for (int i = from; i < n; ) {
      int chunk = Math.min(n - i, scratch.length);
      s.getChars(i, i + chunk, scratch, 0);
      encode(scratch, 0, chunk);
      i += chunk;
    }
  }

  /**
   * Encodes {@code src[from, to)} as UTF-8 as the JDK's encoder does when it is fed this text after
   * all earlier text: a pair split across calls still gives 4 bytes, a lone surrogate gives {@code
   * ?}.
   */
  private void encode(char[] src, int from, int to) {
    int i = from;
    if (i == to) {
      checkOpen();
      return;
    }
    if (pendingHigh != 0) {
      char high = pendingHigh;
      if (Character.isLowSurrogate(src[i])) {
        pendingHigh = 0;
        limit = room;
        putFourBytes(Character.toCodePoint(high, src[i]));
        i++;
      } else {
        makeRoom(1); // writes the '?'
      }
    }
    byte[] b = buf;
    while (i < to) {
      int p = pos;
      int stop = i + Math.min(to - i, limit - p);
      while (i < stop) {
        char c = src[i];
        if (c >= 0x80) {
          break;
        }
        b[p++] = (byte) c;
        i++;
      }
      pos = p;
      if (i == to) {
        return;
      }
      if (limit - p < 4) {
        makeRoom(4);
        continue;
      }
      char c = src[i++];
      if (c < 0x800) {
        b[p] = (byte) (0xC0 | (c >> 6));
        b[p + 1] = (byte) (0x80 | (c & 0x3F));
        pos = p + 2;
      } else if (!Character.isSurrogate(c)) {
        b[p] = (byte) (0xE0 | (c >> 12));
        b[p + 1] = (byte) (0x80 | ((c >> 6) & 0x3F));
        b[p + 2] = (byte) (0x80 | (c & 0x3F));
        pos = p + 3;
      } else if (Character.isHighSurrogate(c) && i == to) {
        // The 4 bytes free here stay free: while it is pending, limit 0 sends every write to
        // makeRoom or to the top of encode, which resolve it first.
        pendingHigh = c;
        limit = 0;
      } else if (Character.isHighSurrogate(c) && Character.isLowSurrogate(src[i])) {
        putFourBytes(Character.toCodePoint(c, src[i++]));
      } else {
        b[p] = '?';
        pos = p + 1;
      }
    }
  }

  private void putFourBytes(int cp) {
    byte[] b = buf;
    int p = pos;
    b[p] = (byte) (0xF0 | (cp >> 18));
    b[p + 1] = (byte) (0x80 | ((cp >> 12) & 0x3F));
    b[p + 2] = (byte) (0x80 | ((cp >> 6) & 0x3F));
    b[p + 3] = (byte) (0x80 | (cp & 0x3F));
    pos = p + 4;
  }

  // ---------------------------------------------------------------- int and long digits

  // Digits are made 8 at a time in the lanes of one long (SWAR, digits8) and stored with one
  // 8-byte store through the little-endian view le. A leading block is shifted right past its
  // leading zeros and stored whole, so a write may leave up to SLACK bytes of garbage after its
  // last digit, which the buffer's slack holds. A long needs at most two divisions by the constant
  // 10^8, which the JIT turns into multiply-highs. Here rather than in a class of their own, as
  // FastReader's digit code.
  /**
   * Writes {@code Long.toString(v)} at {@code off} of {@code buf}, whose little-endian view is
   * {@code le}; returns the offset after the last digit. Bytes up to {@link #SLACK} past it may be
   * overwritten. Ints are written here too.
   */
  static int writeLong(long v, byte[] buf, ByteBuffer le, int off) {
    // Random signs defeat branch prediction: always store '-', keep it only for a negative v.
    long sign = v >> 63;
    long m = (v ^ sign) - sign; // negative for MIN_VALUE only
    buf[off] = '-';
    off -= (int) sign;
    // The magnitude in blocks of 8 digits: a leading one without its leading zeros, then at most
    // two full ones. One copy of each store keeps the compiled code small enough for the JIT to
    // inline a caller, such as println, into its caller's loop.
    long lead = m;
    int middle = -1;
    int low = -1;
    if (m >= E8 || m < 0) {
      if (m < 0) {
        // 2^63 = 9223372036854775808: its top digit, then the 18 digits left.
        buf[off++] = '9';
        m = 223372036854775808L;
      }
      lead = m / E8;
      low = (int) (m - lead * E8);
      if (lead >= E8) {
        long high = lead;
        lead = high / E8;
        middle = (int) (high - lead * E8);
      }
    }
    off = writeLeading((int) lead, le, off);
    if (middle >= 0) {
      le.putLong(off, digits8(middle) + NumberMath.ZEROS);
      off += 8;
    }
    if (low >= 0) {
      le.putLong(off, digits8(low) + NumberMath.ZEROS);
      off += 8;
    }
    return off;
  }

  /** Writes {@code v} in [0, 10^8) without leading zeros: 1 to 8 digits. */
  private static int writeLeading(int v, ByteBuffer le, int off) {
    // The length comes from v, not from the digits, so that the next write's offset does not wait
    // for the digit arithmetic.
    int len = length(v);
    // The first digit is in the lowest byte: shifting right drops the leading zeros.
    le.putLong(off, (digits8(v) + NumberMath.ZEROS) >>> ((8 - len) << 3));
    return off + len;
  }

  /**
   * Number of decimal digits of {@code v} in [0, 10^8), with one branch: below 1000, a sign bit per
   * power of ten; above, the count that the bit length gives (times log10(2)), corrected by one
   * comparison. Most data take the branch both ways (the leading blocks of 9- to 11- and 17- to
   * 19-digit numbers are below 1000). A comparison tree's branches that C2 had never seen taken
   * threw the caller's compiled loop away at the first number of another length; a count without a
   * branch measured 12% slower on 10-digit ints.
   */
  static int length(int v) {
    if (v < 1000) {
      return 1 + ((9 - v) >>> 31) + ((99 - v) >>> 31);
    }
    int t = ((32 - Integer.numberOfLeadingZeros(v)) * 1233) >>> 12;
    return t + ((TENS[t] - 1 - v) >>> 31);
  }

  /**
   * The 8 decimal digits of {@code v} in [0, 10^8), leading zeros kept, as values 0-9 in the 8
   * bytes of a long, the most significant digit in the lowest byte (first in memory when stored
   * little-endian).
   */
  static long digits8(int v) {
    long x = v;
    // Each step splits every lane into q = lane / d and lane - q * d, as (w << k) + q * (1 - (d <<
    // k)): one multiply and an add; no lane borrows, as each result is positive.
    // x * ceil(2^40 / 10^4) >>> 40 is x / 10^4 for every x below 4.9 * 10^8.
    long q = (x * 109_951_163L) >>> 40;
    long w = (x << 32) + q * (1 - (10_000L << 32));
    // Two lanes of 32 bits below 10^4: y * ceil(2^20 / 100) >>> 20 is y / 100 below 43,690.
    q = ((w * 10_486) >>> 20) & 0x0000_007F_0000_007FL;
    w = (w << 16) + q * (1 - (100L << 16));
    // Four lanes of 16 bits below 100: y * ceil(2^10 / 10) >>> 10 is y / 10 below 170.
    q = ((w * 103) >>> 10) & 0x000F_000F_000F_000FL;
    return (w << 8) + q * (1 - (10L << 8));
  }
}
