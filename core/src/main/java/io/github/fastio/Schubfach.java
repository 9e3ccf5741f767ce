package io.github.fastio;

/**
 * The shortest decimal of a double or float: among the decimals that round back to it, one of the
 * fewest digits, then the closest (the even one on a tie), with at least two digits. These are Java
 * 19+'s {@code Double.toString} and {@code Float.toString} digits, computed by Schubfach (R.
 * Giulietti, "The Schubfach way to render doubles", 2020), implemented from the paper, without
 * allocating; the 126-bit powers of ten it needs are in {@link Table}.
 *
 * <p>The caller writes v = c 2^q (c the significand, q the binary exponent), finds the decimal
 * exponent k of the grid from q ({@link #flog10Pow2}, or {@link #flog10ThreeQuartersPow2} when v is
 * a power of two above the smallest normal, whose rounding interval is narrower below) and gets the
 * digits f of the decimal f 10^k; f may end in zeros. For example 0.1 = 7205759403792794 2^-56
 * gives k = -17 and f = 10000000000000000.
 */
final class Schubfach {
  private Schubfach() {}

  private static final long M63 = Long.MAX_VALUE;

  // floor(q log10 2), floor(log10(3/4 2^q)), floor(e log2 10): exact for |q|, |e| <= 2000 (tested)
  static int flog10Pow2(int q) {
    return (int) ((q * 661971961083L) >> 41);
  }

  static int flog10ThreeQuartersPow2(int q) {
    return (int) ((q * 661971961083L - 274743187321L) >> 41);
  }

  static int flog2Pow10(int e) {
    return (int) ((e * 913124641741L) >> 38);
  }

  /*
   * Schubfach for a double v = c 2^q. k is chosen so that 10^k is at most the width of R (the
   * reals rounding to v): R then holds one or two multiples of 10^k, and at most one of 10^(k+1).
   * The ends and v are scaled by 4 10^-k and rounded to odd, which keeps the information whether
   * they were exact integers: for the lower end x, rounded-to-odd(4x 10^-k) + out <= 4u decides
   * whether u 10^k lies in R (strictly above x when out = 1: R is open for odd c) without the exact
   * value. The paper proves that a 126-bit 10^-k suffices for every double. Returns f with R's
   * shortest (then closest) decimal f 10^k.
   */
  static long doubleDigits(long c, int q, int k, boolean boundary) {
    if (k <= 0 && k >= -9 && q <= 0 && q >= -32) {
      return exactDigits(c, q, -k, boundary);
    }
    return tableDigits(c, q, k, boundary);
  }

  /*
   * doubleDigits where 10^-k = 10^e is a small integer (below 2^30) and 2^q = 1 / 2^s with s <= 32
   * (values from 2^20 to 2^53, the range the binary shortcut of FixedDecimals leaves to the
   * digits): then the three scaled values C 10^e / 2^s are exact rationals, and their round to odd
   * is the floor plus whether a remainder is left. Schubfach's choice on exact values is the one
   * the table approximation is proven to reproduce (SchubfachTest compares the two).
   */
  private static long exactDigits(long c, int q, int e, boolean boundary) {
    long p = NumberMath.POW10[e];
    int s = -q;
    long cb = c << 2;
    return choose(
        exactRoundToOdd(cb, p, s),
        exactRoundToOdd(boundary ? cb - 1 : cb - 2, p, s),
        exactRoundToOdd(cb + 2, p, s),
        c & 1);
  }

  /** Round to odd of C p / 2^s for C < 2^56, p < 2^32, s <= 32, whose result is below 2^63. */
  private static long exactRoundToOdd(long cc, long p, int s) {
    long lo = (cc & NumberMath.M32) * p;
    long low = lo & NumberMath.M32; // C p = t 2^32 + low
    long t = (cc >>> 32) * p + (lo >>> 32);
    long floor = (t << (32 - s)) | (low >>> s);
    return floor | ((low & ((1L << s) - 1)) + NumberMath.M32) >>> 32;
  }

  /** doubleDigits for every double, with the 126-bit table approximation of 10^-k. */
  static long tableDigits(long c, int q, int k, boolean boundary) {
    long out = c & 1;
    long cb = c << 2;
    int e = -k;
    int h = q + flog2Pow10(e) + 2;
    long[] g = Table.G;
    int i = 2 * (e - Table.E_MIN);
    long hi = g[i];
    long lo = g[i + 1];
    // the three scaled values differ by a power of two: one pair of products, then shifts
    long cp = cb << h;
    long pH = NumberMath.mulHigh(hi, cp);
    long pL = hi * cp;
    long qH = NumberMath.mulHigh(lo, cp);
    long qL = lo * cp;
    long vb = roundToOdd(pH, pL, qH);
    long vbl = roundToOddBeside(pH, pL, qH, qL, hi, lo, boundary ? h : h + 1, true);
    long vbr = roundToOddBeside(pH, pL, qH, qL, hi, lo, h + 1, false);
    return choose(vb, vbl, vbr, out);
  }

  /**
   * {@link #roundToOdd} for cp -+ 2^s, from the products of cp: (pH, pL) = hi cp, (qH, qL) = lo cp.
   */
  private static long roundToOddBeside(
      long pH, long pL, long qH, long qL, long hi, long lo, int s, boolean minus) {
    long dpH = s == 0 ? 0 : hi >>> (64 - s);
    long dpL = hi << s;
    long dqH = s == 0 ? 0 : lo >>> (64 - s);
    long dqL = lo << s;
    if (minus) {
      return roundToOdd(
          pH - dpH - (Long.compareUnsigned(pL, dpL) < 0 ? 1 : 0),
          pL - dpL,
          qH - dqH - (Long.compareUnsigned(qL, dqL) < 0 ? 1 : 0));
    }
    long sumP = pL + dpL;
    long sumQ = qL + dqL;
    return roundToOdd(
        pH + dpH + (Long.compareUnsigned(sumP, pL) < 0 ? 1 : 0),
        sumP,
        qH + dqH + (Long.compareUnsigned(sumQ, qL) < 0 ? 1 : 0));
  }

  /**
   * Schubfach for a float v = c 2^q: a 63-bit 10^-k (the top of the double's plus one) is enough.
   */
  static long floatDigits(long c, int q, int k, boolean boundary) {
    long out = c & 1;
    long cb = c << 2;
    long cbl = boundary ? cb - 1 : cb - 2;
    int e = -k;
    int h = q + flog2Pow10(e) + 33;
    long g = Table.G[2 * (e - Table.E_MIN)] + 1;
    return choose(
        roundToOdd32(g, cb << h), roundToOdd32(g, cbl << h), roundToOdd32(g, (cb + 2) << h), out);
  }

  /*
   * Which of the candidates is R's shortest, then closest decimal, as the paper's decision tree, but
   * computed without branches: the choices depend on the value's bits as coin flips do, and a
   * mispredicted branch costs more than all of this arithmetic. Every operand is below 2^62, so a
   * difference's sign bit is the comparison; an in-flag is 1 when the candidate lies in R.
   */
  private static long choose(long vb, long vbl, long vbr, long out) {
    long s = vb >> 2;
    long sp = s / 10 * 10; // one digit fewer, unless that would leave fewer than two digits
    long tp = sp + 10;
    long spIn = (((sp << 2) - vbl - out) >>> 63) ^ 1;
    long tpIn = ((vbr - (tp << 2) - out) >>> 63) ^ 1;
    long shorter = (spIn ^ tpIn) & ((99 - s) >>> 63); // exactly one in R, and s >= 100
    long t = s + 1;
    long sIn = (((s << 2) - vbl - out) >>> 63) ^ 1;
    long tIn = ((vbr - (t << 2) - out) >>> 63) ^ 1;
    long cmp = vb - ((s + t) << 1); // both in R: the closer, the even one on a tie
    long sCloser = (cmp >>> 63) | ((((cmp | -cmp) >>> 63) ^ 1) & ~s & 1);
    long one = sIn ^ tIn;
    long pickS = (one & sIn) | ((one ^ 1) & sCloser);
    long mask = -shorter;
    return ((tp - 10 * spIn) & mask) | ((t - pickS) & ~mask);
  }

  /*
   * Round to odd of cp g / 2^127 (g = hi 2^63 + lo, 0 <= cp < 2^63), looking only at the bits down
   * to 2^-63: g exceeds the exact scaled power of ten by at most one unit, and the paper proves
   * that rounding this slightly larger product to odd at bit 2^-63 decides every comparison in
   * choose() as the exact value would. Counting the lower bits too would turn exact integers (ties
   * between two candidates) into odd, inexact ones: 109654800277541.125 then prints ...113.
   */
  private static long roundToOdd(long pH, long pL, long qH) {
    long z = (pL >>> 1) + qH; // with (pH, pL) = hi cp and qH the high half of lo cp
    return (pH + (z >>> 63)) | (((z & M63) + M63) >>> 63);
  }

  /** Round to odd of cp g / 2^95 (0 <= cp < 2^63), bits down to 2^-31 as above. */
  private static long roundToOdd32(long g, long cp) {
    long p1 = NumberMath.mulHigh(g, cp);
    return (p1 >>> 31) | (((p1 & 0x7FFFFFFFL) + 0x7FFFFFFFL) >>> 31);
  }

  /** 10^e as a 126-bit g = floor(10^e 2^(125 - floor(log2 10^e))) + 1, in two 63-bit halves. */
  static final class Table {
    private Table() {}

    static final int E_MIN = -292;
    static final int E_MAX = 324;
    static final long[] G = new long[2 * (E_MAX - E_MIN + 1)];

    /*
     * Exact multiprecision in 32-bit words, without BigInteger (whose division made this take
     * 13 ms): 10^e by repeated multiplication by 10, and floor(2^1120 / 10^e) by repeated
     * division by 10 (floor(floor(x) / 10) = floor(x / 10), so no error accumulates). The 126
     * bits below the leading one of either are floor(10^e 2^(125 - r)) for e >= 0 or e < 0.
     */
    static {
      int[] up = new int[36];
      int[] down = new int[36];
      up[0] = 1;
      down[35] = 1; // 2^1120
      int upLen = 1;
      int downTop = 35;
      for (int e = 0; e <= E_MAX; e++) {
        put(e, up, flog2Pow10(e) - 125);
        if (e > 0 && -e >= E_MIN) {
          long rem = 0;
          while (down[downTop] == 0) {
            downTop--;
          }
          for (int i = downTop; i >= 0; i--) {
            long cur = rem << 32 | (down[i] & NumberMath.M32);
            down[i] = (int) (cur / 10);
            rem = cur % 10;
          }
          put(-e, down, 1120 - 125 + flog2Pow10(-e));
        }
        long carry = 0;
        for (int i = 0; i < upLen; i++) {
          long cur = (up[i] & NumberMath.M32) * 10 + carry;
          up[i] = (int) cur;
          carry = cur >>> 32;
        }
        if (carry != 0) {
          up[upLen++] = (int) carry;
        }
      }
    }

    /** Stores floor(x / 2^p) + 1, which has 126 bits, for the words x. */
    private static void put(int e, int[] x, int p) {
      long lo = bits63(x, p) + 1;
      long hi = bits63(x, p + 63) + (lo >>> 63);
      int i = 2 * (e - E_MIN);
      G[i] = hi;
      G[i + 1] = lo & M63;
    }

    private static long bits63(int[] x, int p) {
      int w = p >> 5;
      int sh = p & 31;
      long low = word(x, w) | word(x, w + 1) << 32;
      long r = low >>> sh | (sh == 0 ? 0 : word(x, w + 2) << (64 - sh));
      return r & M63;
    }

    private static long word(int[] x, int i) {
      return i < 0 || i >= x.length ? 0 : x[i] & NumberMath.M32;
    }
  }
}
