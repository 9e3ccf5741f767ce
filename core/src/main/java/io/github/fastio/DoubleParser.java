package io.github.fastio;

import java.nio.charset.StandardCharsets;

/**
 * Turns a token into a double with exactly the bits {@link Double#parseDouble} returns.
 *
 * <p>Accepted grammar, that of {@code Double.parseDouble} (ASCII; surrounding bytes up to {@code '
 * '} are ignored, as {@code String.trim} does):
 *
 * <pre>
 *   [+|-] ( NaN | Infinity | Digits [. [Digits]] [Exp] [Suffix] | . Digits [Exp] [Suffix]
 *         | 0x|0X HexSignificand p|P [+|-] Digits [Suffix] )
 *   Exp    = e|E [+|-] Digits      Suffix = f|F|d|D      Digits = one or more of 0-9
 * </pre>
 *
 * <p>Decimal tokens of up to 19 significant digits take Clinger's fast path (an exact double
 * multiply or divide) or the Eisel-Lemire algorithm (a 128-bit truncated power of five); longer
 * ones use their first 19 digits when rounding those and their successor agree. Hex, {@code NaN},
 * {@code Infinity}, malformed tokens and the rare cases these methods cannot decide go to the JDK:
 * a conversion that cannot decide returns NaN, which no finite decimal converts to. For example
 * {@code parseDouble("-6.02e23".getBytes(), 0, 8)} is {@code -6.02e23}.
 */
final class DoubleParser {
  private DoubleParser() {}

  /**
   * Parses {@code b[from, to)}, a token without separators.
   *
   * @throws NumberFormatException where {@link Double#parseDouble} would reject the same text
   */
  static double parseDouble(byte[] b, int from, int to) {
    int i = from;
    boolean neg = false;
    if (i < to && (b[i] == '-' || b[i] == '+')) {
      neg = b[i++] == '-';
    }
    int start = i;
    int dot = -1;
    long w = 0; // wraps past 19 digits; manyDigits then rescans
    for (; i < to; i++) {
      int d = b[i] - '0';
      if (d >= 0 && d <= 9) {
        w = 10 * w + d;
      } else if (d != '.' - '0' || dot >= 0) {
        break;
      } else {
        dot = i;
      }
    }
    int fracDigits = dot < 0 ? 0 : i - dot - 1;
    int nd = i - start - (dot < 0 ? 0 : 1);
    return afterMantissa(b, from, to, i, w, nd, fracDigits, neg);
  }

  /** Exponent, suffix and end of the token whose mantissa ends at {@code i}. */
  private static double afterMantissa(
      byte[] b, int from, int to, int i, long w, int nd, int fracDigits, boolean neg) {
    int e = 0;
    if (nd > 0 && i < to && (b[i] | 0x20) == 'e') {
      boolean negExp = false;
      if (++i < to && (b[i] == '-' || b[i] == '+')) {
        negExp = b[i++] == '-';
      }
      int digits = i;
      int d;
      while (i < to && (d = b[i] - '0') >= 0 && d <= 9) {
        if (e < 100_000_000) { // saturates: beyond this every token is 0 or infinite anyway
          e = 10 * e + d;
        }
        i++;
      }
      if (i == digits) {
        return jdk(b, from, to); // no exponent digits: the JDK rejects the token
      }
      e = negExp ? -e : e;
    }
    int c = i < to ? b[i] | 0x20 : 0;
    if (c == 'f' || c == 'd') {
      i++;
    }
    if (nd == 0 || i < to) {
      return jdk(b, from, to);
    }
    if (nd > 19) {
      return manyDigits(b, from, to, e, neg);
    }
    double v = toDouble(w, e - fracDigits);
    if (Double.isNaN(v)) {
      return jdk(b, from, to);
    }
    return neg ? -v : v;
  }

  /**
   * The double nearest {@code w * 10^q} for unsigned {@code w}, or NaN where neither Clinger's fast
   * path nor Eisel-Lemire decides it (the caller then asks the JDK).
   */
  static double toDouble(long w, int q) {
    if (w >>> 53 == 0 && q >= -22 && q <= 22) {
      // Both factors are exact doubles: one multiply or divide rounds correctly (Clinger).
      return q < 0 ? w / NumberMath.DOUBLE_POW10[-q] : w * NumberMath.DOUBLE_POW10[q];
    }
    if (w == 0) {
      return 0;
    }
    return eiselLemire(w, q);
  }

  /** More than 19 significant digits (or leading zeros): round the first 19, then check. */
  private static double manyDigits(byte[] b, int from, int to, int e, boolean neg) {
    if (to - from > 10_000_000) {
      return jdk(b, from, to); // keeps the saturated exponent far from any digit-count shift
    }
    int start = b[from] == '-' || b[from] == '+' ? from + 1 : from;
    int intEnd = start;
    while (intEnd < to && b[intEnd] >= '0' && b[intEnd] <= '9') {
      intEnd++;
    }
    int end = intEnd;
    if (end < to && b[end] == '.') {
      while (++end < to && b[end] >= '0' && b[end] <= '9') {}
    }
    long w = 0;
    int taken = 0;
    long q = e;
    boolean cut = false;
    for (int j = start; j < end; j++) {
      if (j == intEnd) {
        continue; // the '.'
      }
      int d = b[j] - '0';
      boolean frac = j > intEnd;
      if (taken < 19) {
        if (w == 0 && d == 0) {
          q -= frac ? 1 : 0;
          continue;
        }
        w = 10 * w + d;
        taken++;
        q -= frac ? 1 : 0;
      } else {
        q += frac ? 0 : 1;
        cut |= d != 0;
      }
    }
    int qi = (int) Math.max(-400, Math.min(400, q));
    double v = cut ? between(w, qi) : toDouble(w, qi);
    if (Double.isNaN(v)) {
      return jdk(b, from, to);
    }
    return neg ? -v : v;
  }

  /**
   * The double of a value strictly between {@code w 10^q} and {@code (w + 1) 10^q}, where both ends
   * round to the same one (rounding is monotone), else NaN: the JDK then decides.
   */
  private static double between(long w, int q) {
    double v = eiselLemire(w, q);
    return v == eiselLemire(w + 1, q) ? v : Double.NaN; // NaN equals nothing
  }

  /**
   * The double nearest {@code w * 10^q} for unsigned {@code w != 0}, or NaN when the truncated
   * power of five leaves the rounding undecided (Lemire 2021; this bound is derived for truncation:
   * the true product lies in {@code [L, L + w)} where L uses the table value). Kept, with {@link
   * #round}, under the 325 bytes of bytecode that C2 inlines into a hot caller: as a call it cost
   * numbers with exponents about 7%. The rare second product is {@link #withCarry}'s.
   */
  static double eiselLemire(long w, int q) {
    if (q < -342) {
      return 0; // below half of Double.MIN_VALUE even for w = 2^64 - 1
    }
    if (q > 308) {
      return Double.POSITIVE_INFINITY;
    }
    int lz = Long.numberOfLeadingZeros(w);
    long x = w << lz;
    long[] t = Pow5.TABLE;
    int k = 2 * (q + 342);
    long hi = NumberMath.mulHigh(x, t[k]);
    long mid = x * t[k];
    // 5^q for 0 <= q <= 27 fits the high word exactly: the product is exact and ties are real.
    boolean inexact = q < 0 || q > 27;
    if (inexact && (hi & 0x1ff) == 0x1ff) {
      return withCarry(w, q, lz, x, hi, mid, t[k + 1]);
    }
    return round(w, q, lz, hi, !inexact && mid == 0, false);
  }

  /**
   * Eisel-Lemire where a carry from the low word could reach the kept bits of {@code hi}, the high
   * word of {@code x} times the table's high word (about one product in 512): adds the second
   * product, of {@code x} and the table's {@code low} word.
   */
  private static double withCarry(long w, int q, int lz, long x, long hi, long mid, long low) {
    long m = mid + NumberMath.mulHigh(x, low);
    if (Long.compareUnsigned(m, mid) < 0) {
      hi++;
    }
    // The true product may be hi + 1 in the high word where the low one is all ones.
    return round(w, q, lz, hi, false, m == -1);
  }

  /**
   * The double of the product's high word {@code hi}, {@code w} shifted left by {@code lz} times
   * the table's 5^q: rounded to nearest, ties to even where the product is {@code exact}; NaN (or
   * an exact tie's {@link #dyadic} value) where {@code mayCarry} and hi + 1 would round otherwise.
   */
  private static double round(long w, int q, int lz, long hi, boolean exact, boolean mayCarry) {
    int upper = (int) (hi >>> 63);
    long hn = hi << (upper ^ 1);
    int e = ((217706 * q) >> 16) + 63 - lz + upper; // floor(q log2 10) + ...: value in [2^e, 2^e+1)
    if (e > 1023) {
      return Double.POSITIVE_INFINITY;
    }
    int shift = Math.max(10, -e - 1012); // below 2^-1022 the mantissa loses bits
    if (shift > 63) {
      return 0;
    }
    // hi + 1 rounds differently from hi only where it is exactly half-way between two doubles.
    if (mayCarry && ((hn + 2 - upper) & ((2L << shift) - 1)) == 1L << shift) {
      return q < 0 && q >= -4 ? dyadic(w, q) : Double.NaN; // only q in -4..-1 allows exact ties
    }
    // Half up without a branch (the half bit is as often 1 as 0, a branch on it mispredicted half
    // the time); at 2^53 the carry lands in the exponent. Then an exact tie below an even result
    // goes back down, to even: exact only where the product and the bits below the half are.
    long r = hn >>> shift;
    long mant = (r + 1) >>> 1;
    if (exact && (r & 3) == 1 && (hn & ((1L << shift) - 1)) == 0) {
      mant--;
    }
    return Double.longBitsToDouble(((long) Math.max(e + 1022, 0) << 52) + mant);
  }

  /**
   * Exact ties with a 17-19 digit mantissa and 1-4 decimals (like {@code 9007199254740993.0}): when
   * 5^-q divides w, {@code w * 10^q} is the integer {@code w / 5^-q} times 2^q; otherwise NaN.
   */
  private static double dyadic(long w, int q) {
    long p = q == -1 ? 5 : q == -2 ? 25 : q == -3 ? 125 : 625;
    if (Long.remainderUnsigned(w, p) != 0) {
      return Double.NaN;
    }
    long v = Long.divideUnsigned(w, p);
    // Halving with the lost bit kept as sticky keeps the conversion correctly rounded.
    double d = v >= 0 ? v : 2.0 * ((v >>> 1) | (v & 1));
    return d / (1 << -q);
  }

  private static double jdk(byte[] b, int from, int to) {
    return Double.parseDouble(new String(b, from, to - from, StandardCharsets.ISO_8859_1));
  }

  /** Loaded on the first Eisel-Lemire call, so Clinger-only input never builds the table. */
  static final class Pow5 {
    private Pow5() {}

    /**
     * For q in [-342, 308] at 2(q+342): the top 128 bits (high word first) of 5^q scaled into
     * [2^127, 2^128), truncated.
     */
    static final long[] TABLE = build();

    private static long[] build() {
      long[] t = new long[2 * 651];
      int[] a = new int[30]; // little-endian 32-bit limbs: BigInteger would triple the init time
      a[0] = 1;
      int n = 1;
      for (int q = 0; q <= 308; q++) {
        top128(a, n, t, 2 * (q + 342));
        long c = 0;
        for (int j = 0; j < n; j++) {
          c += (a[j] & NumberMath.M32) * 5;
          a[j] = (int) c;
          c >>>= 32;
        }
        if (c != 0) {
          a[n++] = (int) c;
        }
      }
      // floor(floor(x / 5) / 5) = floor(x / 25): dividing 2^930 by 5 step by step stays exact,
      // and 930 bits leave at least 128 in 2^930 / 5^342.
      a = new int[30];
      a[29] = 4;
      n = 30;
      for (int k = 2 * 341; k >= 0; k -= 2) {
        long r = 0;
        for (int j = n - 1; j >= 0; j--) {
          r = r << 32 | (a[j] & NumberMath.M32);
          a[j] = (int) (r / 5);
          r %= 5;
        }
        n -= a[n - 1] == 0 ? 1 : 0;
        top128(a, n, t, k);
      }
      return t;
    }

    private static void top128(int[] a, int n, long[] t, int k) {
      int s = Integer.numberOfLeadingZeros(a[n - 1]);
      long x = limb(a, n - 1) << 32 | limb(a, n - 2);
      long y = limb(a, n - 3) << 32 | limb(a, n - 4);
      long z = limb(a, n - 5) << 32;
      t[k] = x << s | (y >>> 1) >>> (63 - s); // two shifts: s = 0 must shift by 64
      t[k + 1] = y << s | (z >>> 1) >>> (63 - s);
    }

    private static long limb(int[] a, int j) {
      return j < 0 ? 0 : a[j] & NumberMath.M32;
    }
  }
}
