package io.github.fastio;

/**
 * Turns ASCII decimal digits in a byte array into ints and longs, eight bytes a step.
 *
 * <p>Accepted grammar, that of {@link Long#parseLong(String)} for ASCII text: {@code [+-]?[0-9]+},
 * the value within the asked range. For example {@code parse(b, 0, 3, Integer.MIN_VALUE,
 * Integer.MAX_VALUE)} over the bytes of {@code "-42"} is -42.
 *
 * <p>The eight-byte steps work on a {@code long} that holds eight consecutive bytes, the first in
 * its lowest byte ({@link #load}): one mask test finds how many of them are digits ({@link
 * #digitCount}) and three multiply-shifts combine up to eight digits into their value ({@link
 * #value}, Lemire's method), so a number of up to eight digits costs no branch per digit. The
 * reader builds its fast paths from these pieces; {@link #parse} is the checked parser of a whole
 * token, the one place that rejects one.
 */
final class IntegerParser {
  private IntegerParser() {}

  /** The byte {@code '0'} in each of eight lanes. */
  static final long ZEROS = 0x3030303030303030L;

  /**
   * The eight bytes {@code b[i, i + 8)} as one long, {@code b[i]} in the lowest byte. Written for
   * Java 8, as a tree of small methods: each stays under the JIT's 35-byte limit for inlining a
   * method whatever its profile says, so that a caller's loop never pays a call for a load.
   */
  static long load(byte[] b, int i) {
    return load4(b, i) & 0xFFFF_FFFFL | (long) load4(b, i + 4) << 32;
  }

  private static int load4(byte[] b, int i) {
    return load2(b, i) | load2(b, i + 2) << 16;
  }

  private static int load2(byte[] b, int i) {
    return (b[i] & 0xFF) | (b[i + 1] & 0xFF) << 8;
  }

  /**
   * How many of the bytes of {@code w}, from the lowest, are ASCII digits before the first one that
   * is not: 0 to 8. A byte {@code x} is a digit when {@code x - '0'} neither borrows nor exceeds 9,
   * tested in all lanes at once; a borrow or carry out of a lane only disturbs the lanes above the
   * first non-digit, which do not count.
   */
  static int digitCount(long w) {
    long nonDigits = ((w - ZEROS) | (w + 0x4646_4646_4646_4646L)) & 0x8080_8080_8080_8080L;
    return Long.numberOfTrailingZeros(nonDigits) >> 3;
  }

  /** {@code digitCount(load(b, i))}: how many ASCII digits start {@code b[i, i + 8)}. */
  static int digitCountAt(byte[] b, int i) {
    return digitCount(load(b, i));
  }

  /**
   * The value of the first {@code n} bytes of {@code w}, 0 to 8 ASCII digits, the first the most
   * significant; 0 for {@code n = 0}.
   */
  static long value(long w, int n) {
    // The digits moved to the top lanes, zero lanes below them. Two shifts, because Java takes a
    // shift count of 64 (n = 0) as 0.
    int half = 32 - 4 * n;
    return value8(w << half << half);
  }

  /**
   * {@code v} followed by the first {@code n} bytes of {@code w}, 0 to 8 ASCII digits: {@code v *
   * 10^n} plus their value, wrapping as long arithmetic does.
   */
  static long append(long v, long w, int n) {
    return v * NumberMath.POW10[n] + value(w, n);
  }

  /**
   * {@code v} followed by the ASCII digits that start {@code b[i, i + 8)}, as {@link #append}. A
   * caller that also needs their count reads it with {@link #digitCountAt}, which the JIT computes
   * once with this.
   */
  static long appendAt(long v, byte[] b, int i) {
    long w = load(b, i);
    return append(v, w, digitCount(w));
  }

  /**
   * The value of the 8 ASCII digits of {@code w} (zero lanes count as leading zeros). Two methods,
   * each under the JIT's 35-byte limit for inlining whatever the profile says.
   */
  static long value8(long w) {
    // 16-bit lanes of 4 digits, then 1e4 * first + second
    return ((quads(w) & 0x0000_FFFF_0000_FFFFL) * (1 + (10_000L << 32))) >>> 32;
  }

  private static long quads(long w) {
    // '0'-'9' to 0-9; pairs 10 * first + second in the even byte lanes; then 100 * pair + pair
    long pairs = ((w & 0x0F0F_0F0F_0F0F_0F0FL) * (1 + (10 << 8))) >>> 8;
    return ((pairs & 0x00FF_00FF_00FF_00FFL) * (1 + (100L << 16))) >>> 16;
  }

  /**
   * Parses {@code b[from, to)} as {@code [+-]?[0-9]+} with a value in {@code [min, max]}, where
   * {@code min} is {@code -max} or {@code -max - 1}; accumulates negatively so that {@code min}
   * needs no special case.
   *
   * @throws NumberFormatException if the bytes are not such a number
   */
  static long parse(byte[] b, int from, int to, long min, long max) {
    int p = from;
    boolean negative = p < to && b[p] == '-';
    if (p < to && (negative || b[p] == '+')) {
      p++;
    }
    if (p == to) {
      throw new NumberFormatException();
    }
    long limit = negative ? min : -max;
    long multLimit = limit / 10;
    long acc = 0;
    for (; p < to; p++) {
      int d = b[p] - '0';
      if (d < 0 || d > 9 || acc < multLimit || acc * 10 < limit + d) {
        throw new NumberFormatException();
      }
      acc = acc * 10 - d;
    }
    return negative ? acc : -acc;
  }
}
