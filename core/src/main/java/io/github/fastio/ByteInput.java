package io.github.fastio;

import java.io.Flushable;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Objects;

/**
 * The scanning engine under both readers: the buffer over the stream and its refill, the position,
 * the line count, the cap, where a byte is for a message, and the fast paths of the numbers. The
 * token reader ({@link TokenInput}) and the record reader ({@link RecordInput}) each hold one and
 * differ only in how they set it up: which bytes end a number ({@link #separator}), which byte the
 * fast paths step over before one ({@link #step}), who reads a token the fast paths do not take
 * ({@link #slow}) and whether a value may take twice its bytes ({@link #valuesDoubled}). The
 * invariants are in {@code package-info.java}.
 */
class ByteInput {
  static final int DEFAULT_BUFFER_SIZE = 1 << 16;

  /** Bytes after the data: the 0 at {@code lim}, then the rest of an 8-byte load begun there. */
  static final int PAD = 16;

  static final int MAX_CAPACITY = Integer.MAX_VALUE - 16 - PAD;

  /** The default of the longest token, line or field a reader takes, where the heap holds it. */
  static final int MAX_LENGTH = 64 << 20;

  /**
   * The smallest cap on a token's length: above the longest token a fast path takes whole (31 bytes
   * for a double), so that a fast path never accepts what the cap rejects.
   */
  static final int MIN_MAX_LENGTH = 64;

  /** How many reads in a row may return no byte before the stream counts as broken. */
  static final int MAX_EMPTY_READS = 1000;

  /** Digits of the longest long token the fast path takes. */
  static final int LONG_DIGITS = 19;

  /**
   * What {@link #scaledAt} returns for a number it does not take: no decimal of at most 18 digits
   * is this long.
   */
  static final long NO_SCALED = Long.MIN_VALUE;

  /** {@link #step} of a reader whose fast paths start at {@code pos}: no byte is stepped over. */
  static final int NO_STEP = -1;

  private final InputStream in;

  private Flushable tied;

  /** The longest token, line or field taken, and the most a look-ahead keeps. */
  int maxLength = defaultMaxLength(1);

  /** The bytes asked of the stream at a time: the buffer grows past the cap by at most that. */
  final int readSize;

  /**
   * Which bytes end a token, by {@code byte & 0xFF}, and so may follow a number that a fast path
   * takes: the token reader's separators, the record reader's delimiter and line breaks. Never a
   * byte that can be part of a number.
   */
  final boolean[] separator = new boolean[256];

  /**
   * The byte that the fast paths step over before a token, beside a space and a line break (the
   * token reader's first chosen separator), or {@link #NO_STEP}: they start at {@code pos} (the
   * record reader, whose {@code pos} is a field's first byte).
   */
  int step = NO_STEP;

  /** The reader's slow path, which a fast path hands the token it does not take. */
  SlowPath slow;

  /**
   * The bytes {@code [0, lim)} are input; {@code buf[lim]} is always 0 and at least {@code PAD - 1}
   * more bytes follow it, so that a loop over a token stops at the end of the data without a bounds
   * test of its own and an 8-byte load may start anywhere up to {@code lim}.
   */
  byte[] buf;

  /**
   * {@link #buf} seen little-endian: a load of 8 bytes is one move and a few checks in C2's code
   * (JDK 9+) where {@link Digits#load} takes eight, but dearer before C2.
   */
  ByteBuffer le;

  /**
   * Whether the integer fast paths ({@link #word}) load through {@link #le}, as the double one
   * does: in a reader of a file or an array, read mostly in C2's code; not of a stream, which must
   * also win at a thousand numbers.
   */
  private boolean viewLoads;

  int pos;
  int lim;

  /** Whether the stream has ended: a refill then reads nothing more. */
  boolean eof;

  /** Offset in the whole input of {@code buf[0]}. */
  long bufStart;

  /** Whether the input byte just before {@code buf[0]} is {@code '\r'}. */
  private boolean crBeforeBuf;

  /** 1-based number of the line that holds {@code pos}; counts only consumed line breaks. */
  long line = 1;

  /** Index in {@code buf} of the first byte of that line; negative once it has left the buffer. */
  long lineStart;

  /**
   * Index in {@code buf} of the first byte a refill must keep although it lies before {@code pos},
   * or -1: the record reader keeps its current record.
   */
  int mark = -1;

  /** Where the input comes from, for messages; null for a stream. */
  Origin origin;

  /**
   * The cap of a reader by default where {@code threads} readers may hold a long token at once:
   * {@link #MAX_LENGTH}, or an eighth of the heap ({@code Runtime.maxMemory()}) shared among them
   * where that is less (but at least {@link #MIN_MAX_LENGTH}), so that a token of the cap on every
   * thread fits the heap: each needs about two and a half times its length (the buffer grows by
   * doubling, so the old and the new one live together for the copy, and a String is made of it).
   */
  static int defaultMaxLength(int threads) {
    long share = Runtime.getRuntime().maxMemory() / 8 / Math.max(1, threads);
    return (int) Math.max(MIN_MAX_LENGTH, Math.min(MAX_LENGTH, share));
  }

  /** {@link #defaultMaxLength} for {@code readers} readers of a file, at most one per core. */
  static int perCoreMaxLength(int readers) {
    return defaultMaxLength(Math.min(readers, Runtime.getRuntime().availableProcessors()));
  }

  /**
   * Reads {@code in}, asking it for at most {@code bufferSize} bytes at a time; the reader over it
   * sets {@link #separator} and {@link #step}.
   */
  ByteInput(InputStream in, int bufferSize) {
    if (bufferSize < 1 || bufferSize > MAX_CAPACITY) {
      throw new IllegalArgumentException(
          "bufferSize must be from 1 to " + MAX_CAPACITY + ": " + bufferSize);
    }
    this.in = Objects.requireNonNull(in, "in");
    this.readSize = bufferSize;
    // No room for data yet: the first refill makes the buffer, so that a reader never read (a part
    // of a file split in many) holds a few hundred bytes.
    this.buf = new byte[PAD];
    this.le = ByteBuffer.wrap(buf).order(ByteOrder.LITTLE_ENDIAN);
  }

  /** Flushes {@code out} right before each read from the stream; null unties. */
  final void flushBeforeReads(Flushable out) {
    this.tied = out;
  }

  /** Makes the integer fast paths load through the view; see {@link #viewLoads}. */
  final void loadThroughView() {
    viewLoads = true;
  }

  final boolean loadsThroughView() {
    return viewLoads;
  }

  /**
   * Counts {@code lines} more line breaks before the input, so that line numbers are the file's:
   * how a part of a file learns them once the lines before it have been counted.
   */
  final void linesBefore(long lines) {
    line += lines;
    if (origin != null) {
      origin = origin.withLinesKnown();
    }
  }

  /** The number of the line that holds the next byte: 1 plus the line breaks consumed. */
  final long lineNumber() {
    return line;
  }

  /** The column of the next byte to read, as messages count it (for tests). */
  final long column() {
    return column(pos);
  }

  final long column(int p) {
    return p - lineStart + 1;
  }

  /**
   * Checks and sets the cap of {@link #maxLength}.
   *
   * @throws IllegalArgumentException if {@code bytes} is below 64 or above {@code Integer.MAX_VALUE
   *     - 32 - bufferSize}
   */
  final void setMaxLength(int bytes) {
    if (bytes < MIN_MAX_LENGTH || bytes > MAX_CAPACITY - readSize) {
      throw new IllegalArgumentException(
          "maxLength must be from "
              + MIN_MAX_LENGTH
              + " to "
              + (MAX_CAPACITY - readSize)
              + ": "
              + bytes);
    }
    this.maxLength = bytes;
  }

  /**
   * Closes the stream and lets go of the buffer; a read after it throws {@link
   * UncheckedIOException} saying that {@code reader} (the public class's name) is closed. A second
   * close does nothing.
   *
   * @throws UncheckedIOException if closing fails
   */
  final void close(String reader) {
    if (closedBy != null) {
      return;
    }
    // The buffer goes at once: the parts of a file split in many are closed one by one while the
    // caller's list still holds every reader.
    buf = new byte[PAD];
    le = ByteBuffer.wrap(buf).order(ByteOrder.LITTLE_ENDIAN);
    bufStart += pos;
    lineStart -= pos;
    pos = 0;
    lim = 0;
    mark = -1;
    try {
      in.close();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } finally {
      closedBy = reader;
    }
  }

  /**
   * Whether a value may take twice its bytes in the input, as a record's field does (a doubled
   * quote stands for one); else every byte of a token or a line counts.
   */
  boolean valuesDoubled;

  /**
   * The most bytes a scan keeps from {@code pos} before it checks the cap: {@link #maxLength}, or
   * twice that and two (the quotes) where {@link #valuesDoubled}.
   */
  final long keptMax() {
    return valuesDoubled ? 2L * maxLength + 2 : maxLength;
  }

  /** The reader's name once it is closed, else null: every read that reaches the refill throws. */
  private String closedBy;

  // ---------------------------------------------------------------- the numbers' fast paths

  // Each fast path steps over the one separator that usually comes first (unless step is NO_STEP;
  // see afterSeparator), reads a token lying wholly inside the data with 8-byte steps and one
  // combined test, moves pos past it and returns its value; anything else goes to the reader's
  // slow path with pos where it was (a line break the step counted is counted still: lineStart is
  // then past pos). A fast path reads no byte the stream has not delivered, so interactive use
  // never waits on it. One method per type, which a caller's loop inlines whole once C2 compiles
  // it: the C1 code that runs a caller's loop before that calls it once a number.

  /** The next int as {@code Integer.parseInt} reads it, or the slow path's. */
  final int intAt() {
    byte[] b = buf;
    int p = pos;
    if (step != NO_STEP && (p = afterSeparator(b, p)) < 0) {
      return slow.intMiss();
    }
    // The sign as a branch, not minus(): where one sign dominates (counts, sizes, indices) the JIT
    // compiles a predicted branch, which keeps the sign's load out of the dependency from one
    // number's end to the next one's start; where signs are mixed it compiles a conditional move.
    int neg = 0;
    if (b[p] == '-') {
      neg = 1;
    }
    int q = p + neg;
    long w = word(b, q);
    int n = Digits.leadingDigits(w);
    long v;
    int e;
    if (n < 8) {
      v = Digits.value(w, n);
      e = q + n;
    } else {
      // q + 8, not q + n: the loads below then need not wait for the digit count. The 9th and
      // 10th digits without a loop, whose back branch would carry a safepoint poll; an 11th
      // digit fails the end test below.
      v = Digits.value8(w);
      e = q + 8;
      int digit;
      if ((char) (digit = b[e] - '0') <= 9) {
        v = v * 10 + digit;
        if ((char) (digit = b[++e] - '0') <= 9) {
          v = v * 10 + digit;
          e++;
        }
      }
    }
    // One test for the rest: at least one digit, inside the data, within range, then an end.
    // At most 10 digits were read, so v cannot have wrapped; an 11th fails the end test.
    long ok = (n - 1) | (lim - 1 - e) | (Integer.MAX_VALUE - v + neg);
    if (ok < 0 || !separator[b[e] & 0xFF]) {
      return slow.intMiss();
    }
    pos = e;
    return (int) ((v ^ -neg) + neg);
  }

  /**
   * The next long as {@code Long.parseLong} reads it, or the slow path's. Its start is intAt's:
   * each is one method for the JIT to inline into a caller's loop, and a shared helper would have
   * to return the sign, the start, the first word and its digit count at once.
   */
  final long longAt() {
    byte[] b = buf;
    int p = pos;
    if (step != NO_STEP && (p = afterSeparator(b, p)) < 0) {
      return slow.longMiss();
    }
    int neg = 0;
    if (b[p] == '-') {
      neg = 1;
    }
    int q = p + neg;
    long w = word(b, q);
    int n = Digits.leadingDigits(w);
    long v;
    int e;
    if (n < 8) {
      v = Digits.value(w, n);
      e = q + n;
    } else {
      // As in intAt: q + 8, then digits one at a time (cheaper than an eight-byte step for ints
      // read as longs); at the 11th, one eight-byte step takes up to 8 more, and any after them
      // come one at a time (past 19 digits v wraps, but the length test below fails).
      v = Digits.value8(w);
      e = q + 8;
      int digit;
      while ((char) (digit = b[e] - '0') <= 9) {
        v = v * 10 + digit;
        if (++e == q + 10) {
          v = appendAt(v, b, e);
          e += leadingDigitsAt(b, e);
        }
      }
    }
    // 1 to 19 digits (below 10^19: then v - neg >= -1 exactly when v, read as unsigned, is within
    // range; the two extremes take the slow path), an end after them inside the data.
    long ok = (n - 1) | (q + LONG_DIGITS - e) | (lim - 1 - e) | (v - neg + 1);
    if (ok < 0 || !separator[b[e] & 0xFF]) {
      return slow.longMiss();
    }
    pos = e;
    return (v ^ -neg) + neg;
  }

  /**
   * The next double as {@code Double.parseDouble} reads it, or the slow path's. The fast path:
   * {@code -?[0-9]*(\.[0-9]*)?([eE][+-]?[0-9]{1,8})?} with 1 to 19 digits before the exponent, when
   * {@link DoubleParser#toDouble} decides it. The rest (a '+', more digits, NaN, hex, a suffix, a
   * token at the end of the data) is the slow path's.
   */
  final double doubleAt() {
    byte[] b = buf;
    int p = pos;
    if (step != NO_STEP && (p = afterSeparator(b, p)) < 0) {
      return slow.doubleMiss();
    }
    int neg = minus(b, p);
    int q = p + neg;
    long w = le.getLong(q);
    int n = Digits.leadingDigits(w);
    long m = Digits.value(w, n);
    int e = q + n;
    if (b[e] == '.') {
      // Fraction digits; the mantissa stays exact up to 19 digits. Past 8 of them, the 9th and
      // 10th are tested one at a time, as intAt's are: a fraction of fixed length (printf's %.9f)
      // then ends at predicted branches rather than at a sum of digit counts, so that the next
      // token's loads need not wait for this one's digits. Fractions of random length pay a
      // mispredicted branch more.
      w = le.getLong(++e);
      int f = Digits.leadingDigits(w);
      if (f == 8) {
        m = m * 100_000_000L + Digits.value8(w); // append(m, w, 8) without its table load
        e += 8;
        int d;
        if ((char) (d = b[e] - '0') <= 9) {
          m = m * 10 + d;
          if ((char) (b[++e] - '0') <= 9) {
            w = le.getLong(e);
            f = Digits.leadingDigits(w);
            m = Digits.append(m, w, f);
            e += f;
          }
        }
      } else {
        m = Digits.append(m, w, f);
        e += f;
      }
    }
    double v = decimalEnd(q, n, e, m, neg);
    return Double.isNaN(v) ? slow.doubleMiss() : v;
  }

  /**
   * The rest of {@link #doubleAt}'s fast path for the mantissa {@code m} of the digits from {@code
   * q} to {@code e}, {@code n} of them before the point: the exponent, the checks, the conversion;
   * moves {@code pos} past the token and returns its value, or returns NaN to say that the slow
   * path decides (a finite decimal never converts to NaN).
   */
  private double decimalEnd(int q, int n, int e, long m, int neg) {
    byte[] b = buf;
    // Digits so far, the '.' not counted; the exponent of the last one.
    int digits = e - q - (b[q + n] == '.' ? 1 : 0);
    int exp = n - digits;
    if ((b[e] | 0x20) == 'e') {
      int x = e + 1;
      int expNeg = minus(b, x);
      x += expNeg | (((b[x] & 0xFF) ^ '+') - 1) >>> 31;
      long w = le.getLong(x);
      int k = Digits.leadingDigits(w);
      // Up to three digits (the usual exponents) from the word's lanes, one multiply deep, since
      // the exponent's value leads to the table of powers and the conversion; more through value.
      int d0 = (int) w & 0xF;
      int d01 = d0 * 10 + ((int) (w >>> 8) & 0xF);
      int v =
          k == 2
              ? d01
              : k == 3
                  ? d01 * 10 + ((int) (w >>> 16) & 0xF)
                  : k == 1 ? d0 : (int) Digits.value(w, k);
      exp += (v ^ -expNeg) + expNeg;
      // No exponent digit leaves the 'e' as the token's end, which the test below rejects.
      e = k == 0 ? e : x + k;
    }
    int ok = (digits - 1) | (19 - digits) | (lim - 1 - e);
    if (ok >= 0 && separator[b[e] & 0xFF]) {
      double v = DoubleParser.toDouble(m, exp);
      if (!Double.isNaN(v)) {
        pos = e;
        return v * (1 - 2 * neg); // no branch: signs are often random
      }
    }
    return Double.NaN;
  }

  /**
   * The number at {@code pos} as a decimal of {@code scale} (0 to 18) decimals, {@code -12.3} at
   * scale 1 as -123, or {@link #NO_SCALED} for the slow path: the record reader's fields, which
   * start at {@code pos} (no step). It takes {@code -?[0-9]*(\.[0-9]*)?} with at least one digit,
   * at most {@code scale} after the point and at most 18 in all, lying wholly inside the data. A
   * number whose point and last digit lie in its first 8 bytes (the sign not counted) costs one
   * load and no branch on its digits: the bytes after the point are moved one lane down over it,
   * and the digits on both sides are valued in one step.
   */
  final long scaledAt(int scale) {
    byte[] b = buf;
    int p = pos;
    int neg = minus(b, p);
    int q = p + neg;
    long w = le.getLong(q);
    int n = Digits.leadingDigits(w);
    int e = q + n;
    int f = 0;
    if (b[e] == '.') {
      int lanes = 4 * n + 4; // half the bits up to the point's lane and it: n = 7 shifts by 64
      f = Digits.leadingDigits(w >>> lanes >>> lanes);
      e += 1 + f;
      if ((char) (b[e] - '0') <= 9) {
        return longScaled(q, n, scale, neg);
      }
      long before = ~(-1L << 4 * n << 4 * n);
      w = (w & before) | ((w >>> 8) & ~before);
    }
    // At least one digit, at most scale after the point, below 10^18 in all (so that nothing
    // overflows), inside the data, then the field's end.
    int ok = (n + f - 1) | (scale - f) | (FixedPoint.MAX_SCALE - n - scale) | (lim - 1 - e);
    if (ok < 0 || !separator[b[e] & 0xFF]) {
      return NO_SCALED;
    }
    pos = e;
    long v = Digits.value(w, n + f) * NumberMath.POW10[scale - f];
    return (v ^ -neg) + neg;
  }

  /**
   * {@link #scaledAt} of a number whose fraction runs past its first 8 bytes: the {@code n} digits
   * before the point at {@code q + n}, then a load of the fraction's.
   */
  private long longScaled(int q, int n, int scale, int neg) {
    byte[] b = buf;
    int e = q + n + 1;
    long w = le.getLong(e);
    int f = Digits.leadingDigits(w);
    e += f;
    int ok = (scale - f) | (FixedPoint.MAX_SCALE - n - scale) | (lim - 1 - e);
    if (ok < 0 || !separator[b[e] & 0xFF]) {
      return NO_SCALED;
    }
    pos = e;
    long v =
        Digits.value(le.getLong(q), n) * NumberMath.POW10[scale]
            + Digits.value(w, f) * NumberMath.POW10[scale - f];
    return (v ^ -neg) + neg;
  }

  /**
   * The loop of the file streams' longs ({@link NumberSpliterator}): reads longs into {@code a} (at
   * least one element long) as calls of {@link #longAt()} would, and returns how many, at least 1.
   * It stops early, before a token that the fast path below does not take (a refill, another
   * separator, a bad token, the end), which the next call starts with, through longAt: so that an
   * exception is thrown only before the first number of a call, when every number before the bad
   * token has been returned.
   *
   * <p>Unlike longAt, it holds the position in a local rather than writing and reading the field
   * once a number, and takes the 9th to 16th digits in one eight-byte step, with no branch on how
   * many of them there are: in the file streams' readers a load of eight bytes is one move (the
   * view), and numbers of 9 and 10 digits mixed, as in ints of the full range, cost no mispredicted
   * branch. longAt stays as it is, under the JIT's size for inlining into a caller's loop, and
   * faster where eight bytes are eight loads (standard input).
   *
   * <p>One method, longer than the others, on purpose: the digit step yields three values (the
   * value, where it ends, the verdict of the tests), which a helper could only hand back through
   * fields or an object on every number of the hot loop.
   */
  final int readLongs(long[] a) {
    byte[] b = buf;
    int p = pos;
    int i = 0;
    while (i < a.length) {
      int s = p;
      long start = lineStart;
      p = afterSeparator(b, s);
      if (p < 0) {
        pos = s;
        break;
      }
      int neg = minus(b, p);
      int q = p + neg;
      long w = word(b, q);
      int n = Digits.leadingDigits(w);
      // longAt's tests, each only on the path where it can fail: at least one digit where the
      // first word has fewer than 8; length and range from the 17th digit (16 or fewer are below
      // 10^16); on every path, the token inside the data and a separator after it. In C2's code
      // that took 6% off the time a number of this loop (in memory); longAt keeps its one test
      // of all four, which keeps it small enough to be inlined into a caller's loop.
      long v;
      int e;
      long ok;
      if (n < 8) {
        v = Digits.value(w, n);
        e = q + n;
        ok = n - 1;
      } else {
        e = q + 8;
        long w2 = word(b, e);
        int k = Digits.leadingDigits(w2);
        v = Digits.append(Digits.value8(w), w2, k);
        e += k;
        ok = 0;
        if (k == 8) {
          // Up to 8 more; past 19 digits in all v wraps, but the length test fails.
          v = appendAt(v, b, e);
          e += leadingDigitsAt(b, e);
          ok = (q + LONG_DIGITS - e) | (v - neg + 1);
        }
      }
      ok |= lim - 1 - e;
      if (ok < 0 || !separator[b[e] & 0xFF]) {
        // The token and the separator before it stay unread, their line break uncounted.
        if (lineStart > s) {
          line--;
        }
        pos = s;
        lineStart = start;
        break;
      }
      a[i++] = (v ^ -neg) + neg;
      p = e;
    }
    if (i == 0) {
      a[0] = longAt();
      return 1;
    }
    if (i == a.length) {
      pos = p;
    }
    return i;
  }

  /**
   * Where the token starts after the one separator that usually comes first, which the token
   * reader's fast paths step over: a space, {@code '\n'}, a {@code \r\n} the data holds whole (each
   * counting a line break) or {@link #step}; {@code p} itself where a token starts there; -1 for
   * anything else (another separator, the end of the data), which the slow paths take.
   */
  final int afterSeparator(byte[] b, int p) {
    int c = b[p];
    if (c <= ' ') {
      if (c == '\n') {
        newLine(++p);
      } else if (c == ' ') {
        p++;
      } else if (crlf(b, p, c)) {
        newLine(p += 2);
      } else {
        return -1;
      }
    } else if (c == step) {
      p++;
    }
    return p;
  }

  /** Whether {@code c}, the byte at {@code p}, starts a {@code \r\n} that the data holds whole. */
  static boolean crlf(byte[] b, int p, int c) {
    return c == '\r' && b[p + 1] == '\n';
  }

  /** Counts a line break consumed before {@code start}, the next line's first byte. */
  final void newLine(int start) {
    line++;
    lineStart = start;
  }

  /**
   * 1 if {@code b[p]} is {@code '-'}, else 0, without a branch: for doubles and their exponents,
   * where a branch that the JIT may predict measured no faster (the integers branch, see intAt).
   */
  static int minus(byte[] b, int p) {
    return (((b[p] & 0xFF) ^ '-') - 1) >>> 31;
  }

  /** {@code Digits.load(b, i)} of {@code b == buf}, through {@link #le} where that is faster. */
  final long word(byte[] b, int i) {
    return viewLoads ? le.getLong(i) : Digits.load(b, i);
  }

  /** How many ASCII digits start {@code b[i, i + 8)}. */
  final int leadingDigitsAt(byte[] b, int i) {
    return Digits.leadingDigits(word(b, i));
  }

  /**
   * {@code v} followed by the ASCII digits that start {@code b[i, i + 8)}, as {@link
   * Digits#append}. A caller that also needs their count reads it with {@link #leadingDigitsAt},
   * which the JIT computes once with this.
   */
  final long appendAt(long v, byte[] b, int i) {
    long w = word(b, i);
    return Digits.append(v, w, Digits.leadingDigits(w));
  }

  // ---------------------------------------------------------------- the refill

  /**
   * Keeps {@code buf[pos, lim)} (from {@link #mark} where that is set), moving it to the front or
   * growing the buffer, flushes the tied writer, then reads from the stream until it returns at
   * least one byte or the end (a read that returns none is retried, up to {@link #MAX_EMPTY_READS}
   * in a row); false at the end of the input. Either way the kept bytes then start at the new
   * {@code pos} (or {@code mark}).
   *
   * <p>One method, longer than HotSpot's default limit for inlining a hot call (325 bytes of
   * bytecode, checked by a test): C2 then never inlines the refill, and with it the stream's whole
   * read path, into a number method or a caller's loop. A recompilation after a deoptimization (at
   * the end of a part of a parallel stream, say) inlined it once its call count passed 100: it
   * compiled {@code nextLong} to 77 KB of machine code, against 15 KB without the read path, while
   * the program waited in slower code.
   */
  final boolean more() {
    if (closedBy != null) {
      throw new UncheckedIOException(
          new IOException(closedBy + " is closed: nothing more can be read"));
    }
    if (eof) {
      return false;
    }
    int shift = mark >= 0 && mark < pos ? mark : pos;
    if (shift > 0) {
      crBeforeBuf = buf[shift - 1] == '\r';
      System.arraycopy(buf, shift, buf, 0, lim - shift);
      bufStart += shift;
      lineStart -= shift;
      lim -= shift;
      pos -= shift;
      if (mark >= 0) {
        mark -= shift;
      }
      // The sentinel moves too, in case the read below throws and the reader is used again.
      buf[lim] = 0;
    } else if (lim == buf.length - PAD) {
      // The first refill makes the buffer (readSize); later, the scans stop at the cap before they
      // ask for more, so a full buffer holds at most the cap (or a message's few bytes): growing to
      // the cap plus one read is enough.
      long size =
          lim < readSize
              ? readSize
              : Math.min(
                  2L * lim, Math.max(keptMax(), 4 * ReaderErrors.SHOWN_CHARS + 4) + readSize);
      // The view first: an OutOfMemoryError leaves buf and le in step.
      le =
          ByteBuffer.wrap(
                  Arrays.copyOf(buf, (int) Math.min(Math.max(size, lim + 1L), MAX_CAPACITY) + PAD))
              .order(ByteOrder.LITTLE_ENDIAN);
      buf = le.array();
    }
    // The first reads ask for less (4 KiB, then as much as was read so far): the refill path then
    // runs a few times while the JIT profiles the caller's loop, which keeps it in the compiled
    // code instead of leaving a trap that would recompile the loop at the first refill after that.
    // Never more than readSize, also once a long token has grown the buffer.
    int len =
        (int) Math.min(Math.min(buf.length - PAD - lim, readSize), Math.max(4096, bufStart + lim));
    int n = 0;
    try {
      if (tied != null) {
        tied.flush();
      }
      // A stream must block until it has a byte; one that keeps returning none is broken, and
      // retrying it forever would hang the program without a word.
      for (int empty = 0; n == 0; empty++) {
        if (empty == MAX_EMPTY_READS) {
          throw new IOException(
              "the stream returned no byte "
                  + MAX_EMPTY_READS
                  + " times in a row, where a read must wait until it has one");
        }
        n = in.read(buf, lim, len);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } finally {
      // A read that failed (checked or unchecked) or ended may have written there.
      if (n <= 0) {
        buf[lim] = 0;
      }
    }
    if (n < 0) {
      eof = true;
      return false;
    }
    lim += n;
    buf[lim] = 0;
    return true;
  }

  // ---------------------------------------------------------------- the scans

  /**
   * {@link #more()} for a scan that holds indexes into the buffer: returns how far the kept bytes
   * moved, which each index must move too; {@link #eof} then says whether nothing came.
   */
  final int refill() {
    int old = pos;
    more();
    return old - pos;
  }

  /**
   * Whether {@code buf[pos + ahead]} is input, reading as need be; lets go of the {@link #mark}
   * once it is more than the cap behind {@code pos} (see {@link #keepMarkTo}).
   */
  final boolean ensure(int ahead) {
    while (pos + ahead >= lim) {
      keepMarkTo(pos);
      if (!more()) {
        return false;
      }
    }
    return true;
  }

  /**
   * Lets go of the {@link #mark} once the bytes from it up to {@code p} are more than the cap:
   * kept, a full buffer could neither move them to the front nor grow past the cap, and each refill
   * would copy them all to add a byte.
   */
  final void keepMarkTo(int p) {
    if (mark >= 0 && p - mark > maxLength) {
      mark = -1;
    }
  }

  /** Whether the input byte before {@code buf[p]} is {@code '\r'}. */
  final boolean crBefore(int p) {
    return p > 0 ? buf[p - 1] == '\r' : crBeforeBuf;
  }

  /** Decodes {@code buf[pos, end)} from UTF-8 and moves {@code pos} to {@code end}. */
  final String takeText(int end) {
    String s = new String(buf, pos, end - pos, StandardCharsets.UTF_8);
    pos = end;
    return s;
  }

  // ---------------------------------------------------------------- messages

  /** Where {@code buf[p]} is, for a message: {@code line 3, column 14} and the file, if any. */
  final String where(int p) {
    long column = column(p);
    return origin == null
        ? "line " + line + ", column " + column
        : origin.describe(line, column, bufStart + p);
  }

  /** The input has ended where {@code expected} was asked for. */
  final RuntimeException endOfInput(String expected) {
    return ReaderErrors.endOfInput("expected " + expected + " but input ended at " + where(lim));
  }
}
