package io.github.fastio;

import java.io.Closeable;
import java.io.Flushable;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
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
 * token ends it needs the separator after it (a judge sends {@code "42\n"}), never more. {@link
 * #tie(FastWriter)} makes the reader flush a writer right before each such read, as C++ ties {@code
 * cin} to {@code cout}.
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

  /**
   * Bytes after the data's capacity: the 0 after the data, and room for an 8-byte load starting at
   * it, so that a word load at any {@code p <= lim} stays inside the array.
   */
  private static final int PAD = 8;

  private static final long ZEROS = 0x3030303030303030L;
  private static final long HIGH_BITS = 0x8080808080808080L;
  private static final long LOW_BITS = 0x7F7F7F7F7F7F7F7FL;
  private static final long[] SMALL_POW10 = {
    1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000
  };

  private final InputStream in;

  /** Where {@link DoubleParser#parseDoublePrefix} leaves the end of the token it parsed. */
  private final int[] doubleEnd = new int[1];

  private Flushable tied;

  /**
   * The bytes {@code [0, lim)} are input; {@code buf[lim]} is always 0, a separator, so that loops
   * over a token stop at the end of the data without a bounds test of their own; {@link #PAD} bytes
   * follow the capacity.
   */
  private byte[] buf;

  /** {@code buf} seen as little-endian words, for 8-byte loads; rewrapped when buf is replaced. */
  private ByteBuffer words;

  private int pos;
  private int lim;
  private boolean eof;

  /** Offset in the whole input of {@code buf[0]}. */
  private long bufStart;

  /** Whether the input byte just before {@code buf[0]} is {@code '\r'}. */
  private boolean crBeforeBuf;

  /*
   * Lines are counted lazily, off the hot paths: only bytes about to leave the buffer, and on an
   * error those up to its position. The fields say what the input bytes [0, countedTo) hold.
   */
  private long countedTo;

  /** Line breaks in the counted bytes: {@code \n}, {@code \r\n} and a lone {@code \r}. */
  private long linesCounted;

  /** Offset in the whole input just after the last {@code \r} or {@code \n} counted. */
  private long lastBreakEnd;

  /** Whether the last counted byte is {@code '\r'}, so that a {@code '\n'} next pairs with it. */
  private boolean countedEndsWithCr;

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
   * @throws IllegalArgumentException if {@code bufferSize < 1}
   */
  public FastReader(InputStream in, int bufferSize) {
    if (in == null) {
      throw new NullPointerException("in");
    }
    if (bufferSize < 1 || bufferSize > MAX_CAPACITY) {
      throw new IllegalArgumentException("bufferSize must be positive: " + bufferSize);
    }
    this.in = in;
    setBuffer(new byte[bufferSize + PAD]);
  }

  private FastReader(byte[] data) {
    if (data.length > MAX_CAPACITY) {
      throw new IllegalArgumentException("input longer than " + MAX_CAPACITY + " bytes");
    }
    this.in = null;
    setBuffer(Arrays.copyOf(data, data.length + PAD));
    this.lim = data.length;
    this.eof = true;
  }

  private void setBuffer(byte[] b) {
    buf = b;
    words = ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN);
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
    int p = pos;
    byte[] b = buf;
    int c = b[p];
    if (c == ' ' || c == '\n') {
      c = b[++p]; // the usual single separator; never the 0 after the data
    }
    if ((c & 0xFF) <= ' ') {
      p = tokenStart(p, "an int");
      c = buf[p];
    }
    int start = p;
    boolean negative = c == '-';
    if (negative || c == '+') {
      p++;
    }
    long v = digitsAt(p);
    // Unsigned, so that the -1 for a token digitsAt does not take is out of range too.
    if (Long.compareUnsigned(v, negative ? 0x80000000L : Integer.MAX_VALUE) > 0) {
      return intSlow(start);
    }
    return (int) (negative ? -v : v);
  }

  /**
   * Reads a token as {@link Long#parseLong(String)} would: {@code [+-]?[0-9]+} within the long
   * range, as in {@code FastReader.of("-9223372036854775808").nextLong() == Long.MIN_VALUE}.
   *
   * @throws InputMismatchException if the next token is not such a long; it stays unread
   * @throws NoSuchElementException if no token is left
   */
  public long nextLong() {
    int p = pos;
    byte[] b = buf;
    int c = b[p];
    if (c == ' ' || c == '\n') {
      c = b[++p];
    }
    if ((c & 0xFF) <= ' ') {
      p = tokenStart(p, "a long");
      c = buf[p];
    }
    int start = p;
    boolean negative = c == '-';
    if (negative || c == '+') {
      p++;
    }
    long v = digitsAt(p);
    if (v < 0) {
      return longSlow(start); // also Long.MIN_VALUE
    }
    return negative ? -v : v;
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
    int end = tokenEnd(MAX_CAPACITY);
    String s = new String(buf, pos, end - pos, StandardCharsets.UTF_8);
    pos = end;
    return dropPendingHigh(s);
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
    if (c == '\r' && buf[pos] == '\n') {
      pos++;
    }
    // A '\n' still to come after this '\r' is skipped by the next call, so no read blocks here.
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
   * Consumes separators from {@code pos}; returns the index of the next token's first byte (also
   * left in {@code pos}), or -1 at the end of the input.
   */
  private int skip() {
    byte[] b = buf;
    int p = pos;
    int c;
    while (((c = b[p]) & 0xFF) <= ' ') {
      if (c != 0 || p < lim) {
        p++;
      } else {
        pos = p;
        if (!more()) {
          return -1;
        }
        p = pos;
        b = buf;
      }
    }
    pos = p;
    return p;
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
      countLines(shift);
      crBeforeBuf = buf[shift - 1] == '\r';
      System.arraycopy(buf, shift, buf, 0, lim - shift);
      bufStart += shift;
      lim -= shift;
      pos = 0;
    } else if (lim == buf.length - PAD) {
      if (lim == MAX_CAPACITY) {
        throw new IllegalStateException("token or line longer than " + MAX_CAPACITY + " bytes");
      }
      setBuffer(Arrays.copyOf(buf, (int) Math.min(2L * lim, MAX_CAPACITY) + PAD));
    }
    int n;
    try {
      if (tied != null) {
        tied.flush();
      }
      do {
        n = in.read(buf, lim, buf.length - PAD - lim);
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

  /** Skips to the token after {@code p}, or throws that {@code expected} is missing. */
  private int tokenStart(int p, String expected) {
    pos = p;
    p = skip();
    if (p < 0) {
      throw endOfInput(expected);
    }
    return p;
  }

  /**
   * Reads the digits at {@code p}, up to 8 a load, and moves {@code pos} past them; returns their
   * value, or -1 (with {@code pos} unspecified) unless they are 1 to 19 digits below 2^63 ended by
   * a separator other than the 0 after the data.
   */
  private long digitsAt(int p) {
    // The 0 after the data ends any run of digits, and the padding keeps a load at it inside the
    // array. A real 0 in the input, or 20 or more digits (leading zeros), take the checked path.
    long d = words.getLong(p) - ZEROS;
    long nonDigits = (d | (d + 0x7676767676767676L)) & HIGH_BITS;
    if (nonDigits != 0) {
      int n = Long.numberOfTrailingZeros(nonDigits) >>> 3;
      if (n == 0 || !endsAtSeparator(d >>> (n << 3))) {
        return -1;
      }
      pos = p + n;
      return digitsValue(d, n);
    }
    // Nine digits and more: where the token ends is decided by predicted branches with constant
    // steps, so that the processor can start on the next token before this one's digits are in.
    long v = digitsValue(d, 8);
    p += 8;
    for (int count = 8; ; ) {
      d = words.getLong(p) - ZEROS;
      nonDigits = (d | (d + 0x7676767676767676L)) & HIGH_BITS;
      if ((nonDigits & 0x80) != 0) {
        break;
      } else if ((nonDigits & 0x8000) != 0) {
        v = v * 10 + (d & 0xFF);
        d >>>= 8;
        p += 1;
        break;
      } else if ((nonDigits & 0x800000) != 0) {
        v = v * 100 + (d & 0xFF) * 10 + ((d >>> 8) & 0xFF);
        d >>>= 16;
        p += 2;
        break;
      }
      int n = Long.numberOfTrailingZeros(nonDigits) >>> 3;
      count += n;
      if (count > 19) {
        return -1; // leading zeros, or out of range: the checked path decides
      }
      v = v * SMALL_POW10[n] + digitsValue(d, n);
      p += n;
      if (n < 8) {
        d >>>= n << 3;
        break;
      }
    }
    // Up to 19 digits the value is below 2^64, exact as an unsigned long: a sign bit means 2^63+.
    if (v < 0 || !endsAtSeparator(d)) {
      return -1;
    }
    pos = p;
    return v;
  }

  /** Whether the low byte of {@code after}, a byte minus {@code '0'}, is 0x01 to {@code ' '}. */
  private static boolean endsAtSeparator(long after) {
    return ((after - (1 - '0')) & 0xFF) < ' ';
  }

  /**
   * The value of the first {@code n} (0 to 8) digits of {@code d}, a little-endian word of digit
   * values (byte minus {@code '0'}), the first digit in the low byte; what follows them is ignored.
   */
  private static long digitsValue(long d, int n) {
    // Moves the n digits to the top, so that the bytes below read as leading zeros and the rest
    // falls off; two shifts because a long shift by 64 is no shift at all.
    int half = 32 - 4 * n;
    long x = (d << half) << half;
    // Pairs, then quads, then the two halves: each step multiplies a lane's high part and adds the
    // low one, and the mask drops what spilled into the other half of the lane.
    x = (x * 10 + (x >>> 8)) & 0x00FF00FF00FF00FFL;
    x = (x * 100 + (x >>> 16)) & 0x0000FFFF0000FFFFL;
    return (x * 10000 + (x >>> 32)) & 0xFFFFFFFFL;
  }

  private int intSlow(int start) {
    pos = start;
    int end = integerTokenEnd();
    if (end < 0 || !parseInteger(pos, end, Integer.MIN_VALUE, -Integer.MAX_VALUE)) {
      throw mismatch("an int");
    }
    pos = end;
    return (int) parsed;
  }

  private long longSlow(int start) {
    pos = start;
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

  /**
   * Counts the line breaks in {@code buf[countedTo - bufStart, to)}, eight bytes a step; a {@code
   * \r\n} split across steps or calls still counts once.
   */
  private void countLines(int to) {
    int i = (int) (countedTo - bufStart);
    if (to <= i) {
      return;
    }
    long lines = 0;
    long lastEnd = lastBreakEnd - bufStart;
    long crBefore = countedEndsWithCr ? 0x80L : 0;
    for (; to - i >= 8; i += 8) {
      long w = words.getLong(i);
      // Most words hold no byte below 0x0E: one test, exact as no byte borrows from the next.
      if ((~((w | HIGH_BITS) - 0x0E0E0E0E0E0E0E0EL) & ~w & HIGH_BITS) == 0) {
        crBefore = 0;
        continue;
      }
      long cr = bytesEqual(w, 0x0D0D0D0D0D0D0D0DL);
      long lf = bytesEqual(w, 0x0A0A0A0A0A0A0A0AL);
      long breaks = cr | lf;
      if (breaks != 0) {
        long pairedLf = lf & ((cr << 8) | crBefore);
        lines += Long.bitCount(breaks) - Long.bitCount(pairedLf);
        lastEnd = i + ((63 - Long.numberOfLeadingZeros(breaks)) >>> 3) + 1;
      }
      crBefore = cr >>> 56;
    }
    for (; i < to; i++) {
      int c = buf[i];
      if (c == '\r' || (c == '\n' && crBefore == 0)) {
        lines++;
      }
      if (c == '\r' || c == '\n') {
        lastEnd = i + 1;
      }
      crBefore = c == '\r' ? 0x80L : 0;
    }
    linesCounted += lines;
    lastBreakEnd = bufStart + lastEnd;
    countedTo = bufStart + to;
    countedEndsWithCr = crBefore != 0;
  }

  /** High bit set in exactly the bytes of {@code w} equal to those of {@code pattern}. */
  private static long bytesEqual(long w, long pattern) {
    long x = w ^ pattern;
    // No carry leaves a byte: its low seven bits plus 0x7F stay below 0x100.
    return ~(((x & LOW_BITS) + LOW_BITS) | x | LOW_BITS);
  }

  /** "line L, column C" of {@code buf[p]}, counting the lines up to it first. */
  private String where(int p) {
    countLines(p);
    return "line " + (linesCounted + 1) + ", column " + (bufStart + p - lastBreakEnd + 1);
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
            + " at "
            + where(pos));
  }

  private NoSuchElementException endOfInput(String expected) {
    return new NoSuchElementException("expected " + expected + " but input ended at " + where(lim));
  }
}
