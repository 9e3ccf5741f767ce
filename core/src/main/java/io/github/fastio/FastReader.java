package io.github.fastio;

import java.io.Closeable;
import java.io.Flushable;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.InputMismatchException;
import java.util.NoSuchElementException;

/**
 * Reads tokens, numbers and lines from a byte stream, fast and exactly as the JDK would parse them.
 *
 * <p><b>Tokens.</b> Every byte from {@code 0x00} to {@code 0x20} (space, tab, line breaks and the
 * other control characters) separates tokens; a token is a maximal run of other bytes. Text is
 * UTF-8: {@link #next()}, {@link #nextLine()} and {@link #nextChar()} decode it as {@code new
 * String(bytes, UTF_8)} does, malformed bytes included.
 *
 * <p><b>Numbers.</b> {@link #nextInt()} and {@link #nextLong()} accept a token of the form {@code
 * [+-]?[0-9]+} whose value fits the type, exactly what {@link Integer#parseInt(String)} and {@link
 * Long#parseLong(String)} accept for ASCII text, and return the same value (leading zeros, a
 * leading {@code +} and {@code MIN_VALUE} included). fastio speaks ASCII: unlike the JDK it rejects
 * non-ASCII digits such as Arabic-Indic ones. {@link #nextDouble()} accepts exactly what {@link
 * Double#parseDouble(String)} accepts ({@code 1e-3}, {@code -0.0}, {@code NaN}, {@code Infinity},
 * {@code 0x1p3}, {@code 2.5d}...) and returns the same bits.
 *
 * <p><b>Errors.</b> A token that is not of the requested kind throws {@link InputMismatchException}
 * and stays unread, as with {@link java.util.Scanner}: a following {@link #next()} returns it. Its
 * message names the token and where it starts, such as {@code expected an int but found "12a" at
 * line 3, column 14} (lines and columns count from 1; a column counts bytes; {@code \n}, {@code
 * \r\n} and a lone {@code \r} each end a line). Asking for a token or line after the end of the
 * input throws {@link NoSuchElementException} saying what was expected and where the input ended.
 * An {@link IOException} from the stream surfaces as {@link UncheckedIOException}.
 *
 * <p><b>Interactive use.</b> Constructing a reader reads nothing. A read asks the stream once for
 * whatever it has and only when the current call needs a byte it does not have yet: to know where a
 * token ends it needs the separator after it (a judge sends {@code "42\n"}), never more. The one
 * exception is a token of the wrong kind: to show it in the exception's message the reader reads on
 * to its end, at most 164 bytes of it. {@link #tie(FastWriter)} makes the reader flush a writer
 * right before each such read, as C++ ties {@code cin} to {@code cout}.
 *
 * <pre>{@code
 * FastReader in = new FastReader(System.in);
 * FastWriter out = new FastWriter(System.out);
 * int n = in.nextInt();
 * long[] a = in.nextLongs(n);
 * String name = in.nextLine(); // the rest of the line after the last number
 * }</pre>
 *
 * <p>An interactive guessing game:
 *
 * <pre>{@code
 * FastWriter out = new FastWriter(System.out);
 * FastReader in = new FastReader(System.in).tie(out);
 * int lo = 1, hi = in.nextInt();
 * while (true) {
 *   int mid = lo + (hi - lo) / 2;
 *   out.println(mid); // flushed by the tie before the reader waits for the answer
 *   String answer = in.next();
 *   if (answer.equals("=")) break;
 *   if (answer.equals("<")) hi = mid - 1; else lo = mid + 1;
 * }
 * }</pre>
 *
 * <p>A reader is not thread-safe.
 */
public final class FastReader implements Closeable {
  private static final int DEFAULT_BUFFER_SIZE = 1 << 16;
  private static final int MAX_CAPACITY = Integer.MAX_VALUE - 16;
  private static final int SHOWN_CHARS = 40;

  private final InputStream in;

  /** Where {@link DoubleParser#parseDoublePrefix} leaves the end of the token it parsed. */
  private final int[] doubleEnd = new int[1];

  private Flushable tied;

  /**
   * The bytes {@code [0, lim)} are input; {@code buf[lim]} is always 0, a separator, so that loops
   * over a token stop at the end of the data without a bounds test of their own.
   */
  private byte[] buf;

  private int pos;
  private int lim;
  private boolean eof;

  /** Offset in the whole input of {@code buf[0]}. */
  private long bufStart;

  /** Whether the input byte just before {@code buf[0]} is {@code '\r'}. */
  private boolean crBeforeBuf;

  /** 1-based number of the line that holds {@code pos}; counts only consumed line breaks. */
  private long line = 1;

  /** Offset in the whole input of the first byte of that line. */
  private long lineStart;

  /**
   * The low surrogate still owed by {@link #nextChar()} after it returned the high one of the
   * four-byte character at {@code pos}, or 0.
   */
  private char pendingLow;

  /** The value {@link #parseInteger} found, so that it can also say whether it found one. */
  private long parsed;

  /** Reads {@code in} with a 64 KiB buffer. Reads nothing yet. */
  public FastReader(InputStream in) {
    this(in, DEFAULT_BUFFER_SIZE);
  }

  /**
   * Reads {@code in}, asking it for at most {@code bufferSize} bytes at a time; tokens and lines
   * longer than that still work (the buffer grows). Reads nothing yet.
   *
   * @throws IllegalArgumentException if {@code bufferSize < 1} or above {@code Integer.MAX_VALUE -
   *     16}
   */
  public FastReader(InputStream in, int bufferSize) {
    if (in == null) {
      throw new NullPointerException("in");
    }
    if (bufferSize < 1 || bufferSize > MAX_CAPACITY) {
      throw new IllegalArgumentException(
          "bufferSize must be from 1 to " + MAX_CAPACITY + ": " + bufferSize);
    }
    this.in = in;
    this.buf = new byte[bufferSize + 1];
  }

  private FastReader(byte[] data) {
    this.in = null;
    this.buf = Arrays.copyOf(data, data.length + 1);
    this.lim = data.length;
    this.eof = true;
  }

  /** A reader of the UTF-8 bytes of {@code text}: {@code FastReader.of("3 1 2").nextInt()}. */
  public static FastReader of(String text) {
    return new FastReader(text.getBytes(StandardCharsets.UTF_8));
  }

  /** A reader of a copy of {@code bytes}. */
  public static FastReader of(byte[] bytes) {
    return new FastReader(bytes);
  }

  /**
   * A reader of the file at {@code path}; {@link #close()} closes the file.
   *
   * @throws UncheckedIOException if the file cannot be opened
   */
  public static FastReader open(Path path) {
    try {
      return new FastReader(Files.newInputStream(path));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * Makes this reader flush {@code out} right before each read from its stream, so that a question
   * printed to a judge is sent before the reader waits for the answer; {@code null} unties.
   *
   * @return this reader, as in {@code new FastReader(System.in).tie(out)}
   */
  public FastReader tie(FastWriter out) {
    return tieTo(out);
  }

  FastReader tieTo(Flushable out) {
    this.tied = out;
    return this;
  }

  /**
   * Reads a token as {@link Integer#parseInt(String)} would: {@code [+-]?[0-9]+} within the int
   * range, as in {@code FastReader.of("-007").nextInt() == -7}.
   *
   * @throws InputMismatchException if the next token is not such an int; it stays unread
   * @throws NoSuchElementException if no token is left
   */
  public int nextInt() {
    int p = skip();
    if (p < 0) {
      throw endOfInput("an int");
    }
    long v = integerAt(p, 1L << 31);
    return pos != p ? (int) v : intSlow();
  }

  /**
   * Reads a token as {@link Long#parseLong(String)} would: {@code [+-]?[0-9]+} within the long
   * range, as in {@code FastReader.of("-9223372036854775808").nextLong() == Long.MIN_VALUE}.
   *
   * @throws InputMismatchException if the next token is not such a long; it stays unread
   * @throws NoSuchElementException if no token is left
   */
  public long nextLong() {
    int p = skip();
    if (p < 0) {
      throw endOfInput("a long");
    }
    long v = integerAt(p, Long.MIN_VALUE);
    return pos != p ? v : longSlow();
  }

  /**
   * The fast path of {@link #nextInt} and {@link #nextLong}: parses {@code [+-]?} and 1 to 19
   * digits at {@code p} whose magnitude is at most {@code negativeLimit} (read as unsigned) for a
   * negative number and one less otherwise, ended by a separator inside the data, and moves {@code
   * pos} past them. Anything else leaves {@code pos} at {@code p} for the checked path to decide.
   */
  private long integerAt(int p, long negativeLimit) {
    byte[] b = buf;
    int c = b[p];
    boolean negative = c == '-';
    int q = negative || c == '+' ? p + 1 : p;
    int start = q;
    long acc = 0;
    // Two digits a step halve the chain of multiplies; the 0 after the data stops the loop.
    // Accumulating negatively, acc may wrap past 18 digits, yet -acc read as unsigned is the exact
    // magnitude up to 19 digits (below 10^19 < 2^64). Longer tokens (leading zeros) go slow.
    for (; ; ) {
      int d0 = b[q] - '0';
      if (d0 < 0 || d0 > 9) {
        break;
      }
      int d1 = b[q + 1] - '0';
      if (d1 < 0 || d1 > 9) {
        acc = acc * 10 - d0;
        q++;
        break;
      }
      acc = acc * 100 - (d0 * 10 + d1);
      q += 2;
    }
    int digits = q - start;
    long magnitude = -acc;
    if (digits == 0
        || digits > 19
        || Long.compareUnsigned(magnitude, negative ? negativeLimit : negativeLimit - 1) > 0
        || (b[q] & 0xFF) > ' '
        || q >= lim) {
      return 0;
    }
    pos = q;
    return negative ? -magnitude : magnitude;
  }

  /**
   * Reads a token as {@link Double#parseDouble(String)} would and returns the same bits, as in
   * {@code FastReader.of("-1.5e3").nextDouble() == -1500.0}.
   *
   * @throws InputMismatchException if {@code Double.parseDouble} rejects the next token; it stays
   *     unread
   * @throws NoSuchElementException if no token is left
   */
  public double nextDouble() {
    int p = skip();
    if (p < 0) {
      throw endOfInput("a double");
    }
    // One pass finds the token's end and parses it; only a token that may go on past the bytes in
    // the buffer, or one that is not a plain decimal, takes the second look below.
    double v = DoubleParser.parseDoublePrefix(buf, p, lim, doubleEnd);
    int end = doubleEnd[0];
    if (end >= 0 && end < lim) {
      pos = end;
      return v;
    }
    return nextDoubleWholeToken();
  }

  private double nextDoubleWholeToken() {
    int end = tokenEnd(MAX_CAPACITY);
    double v;
    try {
      v = DoubleParser.parseDouble(buf, pos, end);
    } catch (NumberFormatException e) {
      throw mismatch("a double");
    }
    pos = end;
    return v;
  }

  /**
   * Reads the next token, decoded from UTF-8: {@code FastReader.of(" héllo wörld").next()} is
   * {@code "héllo"}.
   *
   * @throws NoSuchElementException if no token is left
   */
  public String next() {
    if (skip() < 0) {
      throw endOfInput("a token");
    }
    return dropPendingHigh(takeText(tokenEnd(MAX_CAPACITY)));
  }

  /**
   * Reads the next character that is not a separator: {@code FastReader.of(" ab").nextChar()} is
   * {@code 'a'}, and the next call returns {@code 'b'}. A character outside the Basic Multilingual
   * Plane comes as two calls, its high then its low surrogate; a malformed byte sequence comes as
   * {@code '\uFFFD'}, as {@code new String(bytes, UTF_8)} decodes it.
   *
   * @throws NoSuchElementException if no token is left
   */
  public char nextChar() {
    if (pendingLow != 0) {
      char low = pendingLow;
      pendingLow = 0;
      pos += 4;
      return low;
    }
    int p = skip();
    if (p < 0) {
      throw endOfInput("a char");
    }
    int c = buf[p];
    if (c >= 0) {
      pos = p + 1;
      return (char) c;
    }
    return nextCharNonAscii();
  }

  /**
   * Reads the rest of the current line, as {@link java.util.Scanner#nextLine()} does: after {@code
   * nextInt()} on {@code "5\nab"} it returns {@code ""}, and then {@code "ab"}. A line ends at
   * {@code \n}, {@code \r\n} or a lone {@code \r}, which the result never holds; a last line
   * without a terminator is still a line.
   *
   * @throws NoSuchElementException if the input has ended
   */
  public String nextLine() {
    if (!atLineStart()) {
      throw endOfInput("a line");
    }
    int p = pos;
    int c;
    for (; ; ) {
      c = buf[p];
      if (c > '\r' || c < 0) {
        p++;
      } else if (c == '\n' || c == '\r') {
        break; // never the sentinel: buf[lim] is 0
      } else if (p < lim) {
        p++;
      } else {
        int old = pos;
        boolean got = more();
        p -= old - pos;
        if (!got) {
          return dropPendingHigh(takeText(lim));
        }
      }
    }
    String s = dropPendingHigh(takeText(p));
    pos = p + 1;
    line++;
    if (c == '\r' && buf[pos] == '\n') {
      pos++;
    }
    // A '\n' still to come after this '\r' is skipped by the next call, so no read blocks here.
    lineStart = bufStart + pos;
    return s;
  }

  /**
   * Whether a token is left; consumes nothing, so {@code nextLine()} after it still returns the
   * rest of the current line. May wait for input.
   */
  public boolean hasNext() {
    if (pendingLow != 0) {
      return true;
    }
    int p = pos;
    for (; ; ) {
      int c = buf[p];
      if (c > ' ' || c < 0) {
        return true;
      }
      if (p < lim) {
        p++;
        continue;
      }
      int old = pos;
      boolean got = more();
      p -= old - pos;
      if (!got) {
        return false;
      }
    }
  }

  /**
   * Whether {@link #nextLine()} would return a line: false only at the end of the input. Consumes
   * nothing. May wait for input.
   */
  public boolean hasNextLine() {
    return atLineStart();
  }

  /**
   * Reads {@code n} ints, as {@code n} calls of {@link #nextInt()}.
   *
   * @throws IllegalArgumentException if {@code n < 0}
   */
  public int[] nextInts(int n) {
    checkCount(n);
    int[] a = new int[n];
    for (int i = 0; i < n; i++) {
      a[i] = nextInt();
    }
    return a;
  }

  /**
   * Reads {@code n} longs, as {@code n} calls of {@link #nextLong()}.
   *
   * @throws IllegalArgumentException if {@code n < 0}
   */
  public long[] nextLongs(int n) {
    checkCount(n);
    long[] a = new long[n];
    for (int i = 0; i < n; i++) {
      a[i] = nextLong();
    }
    return a;
  }

  /**
   * Reads {@code n} doubles, as {@code n} calls of {@link #nextDouble()}.
   *
   * @throws IllegalArgumentException if {@code n < 0}
   */
  public double[] nextDoubles(int n) {
    checkCount(n);
    double[] a = new double[n];
    for (int i = 0; i < n; i++) {
      a[i] = nextDouble();
    }
    return a;
  }

  /**
   * Closes the stream (a reader made by {@code of} has none).
   *
   * @throws UncheckedIOException if closing fails
   */
  @Override
  public void close() {
    if (in != null) {
      try {
        in.close();
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
  }

  private static void checkCount(int n) {
    if (n < 0) {
      throw new IllegalArgumentException("negative count: " + n);
    }
  }

  /**
   * Consumes separators, counting line breaks; returns the index of the next token's first byte
   * (also left in {@code pos}), or -1 at the end of the input.
   */
  private int skip() {
    byte[] b = buf;
    int p = pos;
    int c;
    while (((c = b[p]) & 0xFF) <= ' ') {
      if (c <= '\r') {
        p = separatorRare(p);
        if (p < 0) {
          return -1;
        }
        b = buf;
      } else {
        p++;
      }
    }
    pos = p;
    return p;
  }

  /**
   * Consumes the separator at {@code p} that may be a line break or the end of the data; returns
   * where to look next, or -1 at the end of the input.
   */
  private int separatorRare(int p) {
    if (p >= lim) {
      pos = p;
      return more() ? pos : -1;
    }
    int c = buf[p];
    if (c == '\r' || (c == '\n' && !crBefore(p))) {
      line++;
    }
    if (c == '\r' || c == '\n') {
      lineStart = bufStart + p + 1;
    }
    return p + 1;
  }

  private boolean crBefore(int p) {
    return p > 0 ? buf[p - 1] == '\r' : crBeforeBuf;
  }

  /**
   * Whether a line starts at {@code pos}, after skipping the {@code '\n'} of a {@code \r\n} whose
   * {@code '\r'} ended the previous line at the end of a read.
   */
  private boolean atLineStart() {
    if (pos >= lim && !more()) {
      return false;
    }
    if (buf[pos] == '\n' && crBefore(pos)) {
      pos++;
      lineStart = bufStart + pos;
      return pos < lim || more();
    }
    return true;
  }

  /**
   * Returns the end of the token at {@code pos}, reading until its end is in the buffer or {@code
   * max} of its bytes are, and not one byte further.
   */
  private int tokenEnd(int max) {
    int p = pos;
    for (; ; ) {
      if (p - pos >= max) {
        return p;
      }
      int c = buf[p];
      if (c > ' ' || c < 0) {
        p++;
        continue;
      }
      if (p < lim) {
        return p;
      }
      int old = pos;
      boolean got = more();
      p -= old - pos;
      if (!got) {
        return p;
      }
    }
  }

  /**
   * Keeps {@code buf[pos, lim)}, moving it to the front or growing the buffer, then asks the stream
   * once for more; false at the end of the input. Either way the kept bytes then start at the new
   * {@code pos}.
   */
  private boolean more() {
    if (eof) {
      return false;
    }
    int shift = pos;
    if (shift > 0) {
      crBeforeBuf = buf[shift - 1] == '\r';
      System.arraycopy(buf, shift, buf, 0, lim - shift);
      bufStart += shift;
      lim -= shift;
      pos = 0;
    } else if (lim == buf.length - 1) {
      if (lim == MAX_CAPACITY) {
        throw new IllegalStateException("token or line longer than " + MAX_CAPACITY + " bytes");
      }
      buf = Arrays.copyOf(buf, (int) Math.min(2L * lim, MAX_CAPACITY) + 1);
    }
    int n;
    try {
      if (tied != null) {
        tied.flush();
      }
      do {
        n = in.read(buf, lim, buf.length - 1 - lim);
      } while (n == 0);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    if (n < 0) {
      eof = true;
      buf[lim] = 0;
      return false;
    }
    lim += n;
    buf[lim] = 0;
    return true;
  }

  private int intSlow() {
    int end = integerTokenEnd();
    if (end < 0 || !parseInteger(pos, end, Integer.MIN_VALUE, -Integer.MAX_VALUE)) {
      throw mismatch("an int");
    }
    pos = end;
    return (int) parsed;
  }

  private long longSlow() {
    int end = integerTokenEnd();
    if (end < 0 || !parseInteger(pos, end, Long.MIN_VALUE, -Long.MAX_VALUE)) {
      throw mismatch("a long");
    }
    pos = end;
    return parsed;
  }

  /**
   * Returns the end of the token at {@code pos}, or -1 as soon as a byte rules out {@code
   * [+-]?[0-9]+}: a bad token is rejected without buffering or waiting for the rest of it.
   */
  private int integerTokenEnd() {
    int p = pos;
    for (; ; ) {
      int c = buf[p];
      if ((c >= '0' && c <= '9') || (p == pos && (c == '-' || c == '+'))) {
        p++;
      } else if ((c & 0xFF) > ' ') {
        return -1;
      } else if (p < lim) {
        return p;
      } else {
        int old = pos;
        boolean got = more();
        p -= old - pos;
        if (!got) {
          return p;
        }
      }
    }
  }

  /**
   * Parses {@code buf[from, to)} as {@code [+-]?[0-9]+} within {@code [negLimit, -posLimit]} into
   * {@link #parsed}; accumulates negated so that MIN_VALUE needs no special case.
   */
  private boolean parseInteger(int from, int to, long negLimit, long posLimit) {
    int p = from;
    boolean negative = false;
    if (p < to && (buf[p] == '-' || buf[p] == '+')) {
      negative = buf[p] == '-';
      p++;
    }
    if (p == to) {
      return false;
    }
    long limit = negative ? negLimit : posLimit;
    long multLimit = limit / 10;
    long acc = 0;
    for (; p < to; p++) {
      int d = buf[p] - '0';
      if (d < 0 || d > 9 || acc < multLimit) {
        return false;
      }
      acc *= 10;
      if (acc < limit + d) {
        return false;
      }
      acc -= d;
    }
    parsed = negative ? acc : -acc;
    return true;
  }

  /**
   * Decodes the character at {@code pos} as the JDK's UTF-8 decoder does: a malformed sequence
   * becomes one U+FFFD per longest well-formed prefix. Reads a continuation byte only while the
   * sequence still needs one, so an interactive reader never waits for a byte it cannot use.
   */
  private char nextCharNonAscii() {
    int lead = buf[pos] & 0xFF;
    int n;
    int lo = 0x80;
    int hi = 0xBF;
    if (lead >= 0xC2 && lead <= 0xDF) {
      n = 2;
    } else if (lead >= 0xE0 && lead <= 0xEF) {
      n = 3;
      if (lead == 0xE0) {
        lo = 0xA0; // shorter forms are overlong
      }
    } else if (lead >= 0xF0 && lead <= 0xF4) {
      n = 4;
      if (lead == 0xF0) {
        lo = 0x90; // shorter forms are overlong
      } else if (lead == 0xF4) {
        hi = 0x8F; // above is past U+10FFFF
      }
    } else {
      pos++;
      return '\uFFFD';
    }
    int cp = lead & (0xFF >> (n + 1));
    for (int i = 1; i < n; i++) {
      int end = tokenEnd(i + 1);
      int c = pos + i < end ? buf[pos + i] & 0xFF : 0;
      if (c < lo || c > hi) {
        pos += i;
        return '\uFFFD';
      }
      lo = 0x80;
      hi = 0xBF;
      cp = (cp << 6) | (c & 0x3F);
    }
    if (cp >= Character.MIN_SURROGATE && cp <= Character.MAX_SURROGATE) {
      // The JDK checks for surrogates only once all three bytes are in, and replaces them whole.
      pos += n;
      return '\uFFFD';
    }
    if (cp >= Character.MIN_SUPPLEMENTARY_CODE_POINT) {
      pendingLow = Character.lowSurrogate(cp);
      return Character.highSurrogate(cp);
    }
    pos += n;
    return (char) cp;
  }

  /** Drops the high surrogate {@link #nextChar()} already returned from a text starting there. */
  private String dropPendingHigh(String s) {
    if (pendingLow == 0) {
      return s;
    }
    pendingLow = 0;
    return s.substring(1);
  }

  private String takeText(int end) {
    String s = new String(buf, pos, end - pos, StandardCharsets.UTF_8);
    pos = end;
    return s;
  }

  private long column(int p) {
    return bufStart + p - lineStart + 1;
  }

  /** The one place that reports a token of the wrong kind; the token at {@code pos} stays. */
  private InputMismatchException mismatch(String expected) {
    int end = tokenEnd(4 * SHOWN_CHARS + 4);
    String token = new String(buf, pos, end - pos, StandardCharsets.UTF_8);
    boolean cut = (buf[end] & 0xFF) > ' ';
    if (token.length() > SHOWN_CHARS) {
      boolean splitsPair = Character.isHighSurrogate(token.charAt(SHOWN_CHARS - 1));
      token = token.substring(0, splitsPair ? SHOWN_CHARS - 1 : SHOWN_CHARS);
      cut = true;
    }
    return new InputMismatchException(
        "expected "
            + expected
            + " but found \""
            + token
            + (cut ? "...\"" : "\"")
            + " at line "
            + line
            + ", column "
            + column(pos));
  }

  private NoSuchElementException endOfInput(String expected) {
    return new NoSuchElementException(
        "expected " + expected + " but input ended at line " + line + ", column " + column(lim));
  }
}
