package io.github.fastio;

/**
 * Reads a decimal as a long of a fixed number of decimals: {@code parse("-12.3", 1)} is {@code
 * -123}, the value times {@code 10^scale}, exactly or not at all. The checked path of {@code
 * CsvReader.nextScaled}; its fast path is {@code ByteInput.scaledAt}.
 *
 * <p>Accepted grammar, the decimal part of {@link Double#parseDouble}'s (ASCII; surrounding bytes
 * up to {@code ' '} are ignored, as {@code String.trim} does):
 *
 * <pre>
 *   [+|-] ( Digits [. [Digits]] | . Digits ) [e|E [+|-] Digits] [f|F|d|D]
 * </pre>
 *
 * <p>The value times {@code 10^scale} must be an integer within the range of a long: digits past
 * the scale are taken only where they are zeros ({@code 1.50} at scale 1 is 15, {@code 1.25} is
 * rejected: no rounding), and any exponent counts ({@code 15e-1} at scale 1 is 15). {@code NaN},
 * {@code Infinity} and hex have no such value and are rejected too.
 */
final class FixedPoint {
  private FixedPoint() {}

  /** The largest scale: 10^18 is the largest power of ten in a long. */
  static final int MAX_SCALE = 18;

  /** Where an exponent's value stops growing: far past any that leaves a long's digits. */
  private static final long EXPONENT_CAP = 1_000_000_000L;

  /**
   * Parses {@code b[from, to)} as a decimal of scale {@code scale} (0 to {@link #MAX_SCALE}).
   *
   * @throws NumberFormatException if the bytes are not such a decimal, have nonzero digits past the
   *     scale, or the result is outside the range of a long
   */
  static long parse(byte[] b, int from, int to, int scale) {
    while (from < to && (b[from] & 0xFF) <= ' ') {
      from++;
    }
    while (to > from && (b[to - 1] & 0xFF) <= ' ') {
      to--;
    }
    int i = from;
    boolean neg = false;
    if (i < to && (b[i] == '-' || b[i] == '+')) {
      neg = b[i++] == '-';
    }
    int start = i;
    int dot = -1;
    for (; i < to; i++) {
      int c = b[i];
      if (c == '.' && dot < 0) {
        dot = i;
      } else if (c < '0' || c > '9') {
        break;
      }
    }
    int end = i;
    if (end - start - (dot < 0 ? 0 : 1) == 0) {
      throw new NumberFormatException("no digits");
    }
    long exponent = 0;
    if (i < to && (b[i] | 0x20) == 'e') {
      boolean negExp = false;
      if (++i < to && (b[i] == '-' || b[i] == '+')) {
        negExp = b[i++] == '-';
      }
      int digits = i;
      for (int d; i < to && (d = b[i] - '0') >= 0 && d <= 9; i++) {
        exponent = Math.min(EXPONENT_CAP, 10 * exponent + d);
      }
      if (i == digits) {
        throw new NumberFormatException("no exponent digits");
      }
      exponent = negExp ? -exponent : exponent;
    }
    if (i < to && ((b[i] | 0x20) == 'f' || (b[i] | 0x20) == 'd')) {
      i++;
    }
    if (i != to) {
      throw new NumberFormatException("not a decimal");
    }
    return scaled(b, start, end, dot < 0 ? end : dot, exponent + scale, neg);
  }

  /**
   * The digits of {@code b[start, end)} (the point, if any, at {@code point}) times {@code
   * 10^shift}, negated for {@code neg}: an integer in range, or NumberFormatException.
   */
  private static long scaled(byte[] b, int start, int end, int point, long shift, boolean neg) {
    int first = start;
    while (first < end && (b[first] == '0' || first == point)) {
      first++;
    }
    if (first == end) {
      return 0; // zero at any exponent
    }
    int last = end - 1;
    while (b[last] == '0' || last == point) {
      last--;
    }
    // The power of ten of the last nonzero digit, then of the result's last digit.
    long power = (last < point ? point - last - 1 : point - last) + shift;
    if (power < 0) {
      throw new NumberFormatException("nonzero digits past the scale");
    }
    int digits = last - first + 1 - (first < point && point < last ? 1 : 0);
    if (digits + power > 19) {
      throw new NumberFormatException("out of range");
    }
    // Accumulated negatively, so that Long.MIN_VALUE needs no case of its own.
    long limit = neg ? Long.MIN_VALUE : -Long.MAX_VALUE;
    long acc = 0;
    for (int j = first; j <= last; j++) {
      if (j != point) {
        acc = appendDigit(acc, b[j] - '0', limit);
      }
    }
    for (long k = 0; k < power; k++) {
      acc = appendDigit(acc, 0, limit);
    }
    return neg ? acc : -acc;
  }

  /** {@code 10 * acc - d} for {@code acc <= 0}, or NumberFormatException below {@code limit}. */
  private static long appendDigit(long acc, int d, long limit) {
    if (acc < limit / 10 || acc * 10 < limit + d) {
      throw new NumberFormatException("out of range");
    }
    return acc * 10 - d;
  }
}
