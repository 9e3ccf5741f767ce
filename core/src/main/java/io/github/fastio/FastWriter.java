package io.github.fastio;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.util.Locale;

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
public final class FastWriter extends ByteOutput {
  private static final byte[] TRUE = {'t', 'r', 'u', 'e'};
  private static final byte[] FALSE = {'f', 'a', 'l', 's', 'e'};

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
    super(out, autoFlush, bufferSize);
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
    pos = Digits.writeLong(v, buf, le, pos);
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
    pos = Digits.writeLong(v, buf, le, pos);
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
    writeWideFixed(v, decimals);
    return this;
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
    // Not println((long) v): the int's own bound and call measured 15% faster at 10^5 to 10^6
    // numbers, in the loop in main that C1 runs before C2 takes over.
    if (limit - pos < MAX_INT_LENGTH + 1) {
      makeRoom(MAX_INT_LENGTH + 1);
    }
    int p = Digits.writeLong(v, buf, le, pos);
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
    int p = Digits.writeLong(v, buf, le, pos);
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
    checkOpen(); // an empty array writes nothing but fails after close, as any write
    for (int i = 0; i < a.length; i++) {
      element(i, MAX_INT_LENGTH);
      pos = Digits.writeLong(a[i], buf, le, pos);
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
    checkOpen(); // an empty array writes nothing but fails after close, as any write
    for (int i = 0; i < a.length; i++) {
      element(i, MAX_LONG_LENGTH);
      pos = Digits.writeLong(a[i], buf, le, pos);
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

  /**
   * Makes room for element {@code i} of an array, at most {@code length} bytes, and the space
   * before it, which it writes unless the element is the first.
   */
  private void element(int i, int length) {
    if (limit - pos < length + 1) {
      makeRoom(length + 1);
    }
    if (i > 0) {
      buf[pos++] = ' ';
    }
  }

  private FastWriter flushed() {
    flush();
    return this;
  }
}
