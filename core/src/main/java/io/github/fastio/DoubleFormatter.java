package io.github.fastio;

import java.util.Arrays;
import java.util.Locale;

/**
 * Writes doubles and floats as ASCII bytes, the same bytes as the JDK's own text for them.
 *
 * <p>Shortest digits come from Schubfach (R. Giulietti, "The Schubfach way to render doubles",
 * 2020), implemented from the paper, allocation-free. Which JDK text is matched depends on the
 * running JDK:
 *
 * <ul>
 *   <li>{@code Double.toString}/{@code Float.toString}: from JDK 19 (JDK-4511638) these print the
 *       shortest decimal that rounds back to the value; there this class computes them itself. On
 *       older JDKs the digits are sometimes longer, so it delegates to {@code Double.toString}.
 *   <li>{@code String.format("%.nf")}: rounds half up on those shortest digits from JDK 21
 *       (JDK-8300869); there this class is fully its own. On older JDKs the Formatter rounds its
 *       own (older) digits; this class then uses its result only where it is the same (see {@link
 *       #oldDigitsAreShortest} and {@link #sameOnAnyRoundTripDigits}) and calls {@code
 *       String.format} otherwise. That happens only for |v| >= 2^53, subnormals and powers of two,
 *       each only when a rounding midpoint of the requested decimals lies within an ulp.
 * </ul>
 *
 * <p>On every JDK, a value whose rounding interval holds no rounding midpoint of the requested
 * decimals (most values below 2^53 with up to 18 decimals) skips digit generation: all digit
 * strings that read back as v round alike, so v's exact binary value is rounded instead.
 *
 * <p>{@code writeFixed(0.125, 2, buf, 0)} writes {@code 0.13}, as {@code String.format(Locale.ROOT,
 * "%.2f", 0.125)} does.
 */
final class DoubleFormatter {
  private DoubleFormatter() {}

  /** Bytes that {@link #writeShortest(double, byte[], int)} may need at most. */
  static final int MAX_SHORTEST_LENGTH = 32;

  /** Bytes that {@link #writeFixed} may need at most for {@code decimals} decimals. */
  static int maxFixedLength(int decimals) {
    return 1 + 309 + 1 + decimals;
  }

  static final int JDK = jdkFeatureVersion();
  static final boolean OWN_SHORTEST = JDK >= 19;
  static final boolean OWN_FIXED = JDK >= 21;

  private static final long M63 = Long.MAX_VALUE;
  private static final long M32 = 0xFFFFFFFFL;
  private static final long[] POW10 = new long[19];

  static {
    POW10[0] = 1;
    for (int i = 1; i < 19; i++) {
      POW10[i] = POW10[i - 1] * 10;
    }
  }

  static int jdkFeatureVersion() {
    try {
      String s = System.getProperty("java.specification.version", "1.8");
      if (s.startsWith("1.")) {
        s = s.substring(2);
      }
      int dot = s.indexOf('.');
      return Integer.parseInt(dot < 0 ? s : s.substring(0, dot));
    } catch (RuntimeException e) {
      return 8; // unknown: behave as the oldest JDK, which only delegates more
    }
  }

  /**
   * Writes {@code Double.toString(v)} of the running JDK at {@code off}; returns the new offset.
   */
  static int writeShortest(double v, byte[] buf, int off) {
    return OWN_SHORTEST ? writeSchubfach(v, buf, off) : writeAscii(Double.toString(v), buf, off);
  }

  /** Java 19+'s {@code Double.toString(v)}, on any JDK. */
  static int writeSchubfach(double v, byte[] buf, int off) {
    long bits = Double.doubleToRawLongBits(v);
    int be = (int) (bits >>> 52) & 0x7FF;
    long m = bits & 0xFFFFFFFFFFFFFL;
    if (be == 0x7FF) {
      return writeNonFinite(m != 0, bits < 0, buf, off);
    }
    if (bits < 0) {
      buf[off++] = '-';
    }
    if (be == 0 && m == 0) {
      return writeAscii("0.0", buf, off);
    }
    long c = be == 0 ? m : m | 1L << 52;
    int q = be == 0 ? -1074 : be - 1075;
    int dk = 0;
    if (c < 3) { // Java wants two digits at least: compute for 10v on a 10x finer grid
      c *= 10;
      dk = -1;
    }
    boolean boundary = m == 0 && be > 1;
    int k = boundary ? flog10ThreeQuartersPow2(q) : flog10Pow2(q);
    return layoutShortest(doubleDigits(c, q, k, boundary), k + dk, buf, off);
  }

  /** Writes {@code Float.toString(v)} of the running JDK at {@code off}; returns the new offset. */
  static int writeShortest(float v, byte[] buf, int off) {
    return OWN_SHORTEST ? writeSchubfach(v, buf, off) : writeAscii(Float.toString(v), buf, off);
  }

  /** Java 19+'s {@code Float.toString(v)}, on any JDK. */
  static int writeSchubfach(float v, byte[] buf, int off) {
    int bits = Float.floatToRawIntBits(v);
    int be = (bits >>> 23) & 0xFF;
    int m = bits & 0x7FFFFF;
    if (be == 0xFF) {
      return writeNonFinite(m != 0, bits < 0, buf, off);
    }
    if (bits < 0) {
      buf[off++] = '-';
    }
    if (be == 0 && m == 0) {
      return writeAscii("0.0", buf, off);
    }
    long c = be == 0 ? m : m | 1 << 23;
    int q = be == 0 ? -149 : be - 150;
    int dk = 0;
    if (c < 8) {
      c *= 10;
      dk = -1;
    }
    boolean boundary = m == 0 && be > 1;
    int k = boundary ? flog10ThreeQuartersPow2(q) : flog10Pow2(q);
    return layoutShortest(floatDigits(c, q, k, boundary), k + dk, buf, off);
  }

  /**
   * Writes {@code String.format(Locale.ROOT, "%.<decimals>f", v)} at {@code off}; returns the new
   * offset. The caller has reserved {@link #maxFixedLength(int)} bytes.
   */
  static int writeFixed(double v, int decimals, byte[] buf, int off) {
    return writeFixed(v, decimals, OWN_FIXED, buf, off);
  }

  /** As above; {@code shortestRule}: round Java 19+'s digits, as the Formatter does from 21. */
  static int writeFixed(double v, int decimals, boolean shortestRule, byte[] buf, int off) {
    long bits = Double.doubleToRawLongBits(v);
    int be = (int) (bits >>> 52) & 0x7FF;
    if (decimals < 0) {
      throw new IllegalArgumentException("decimals < 0: " + decimals);
    }
    long c = (bits & 0xFFFFFFFFFFFFFL) | 1L << 52;
    int sh = 1075 - be; // v = c / 2^sh for normal v
    if (be != 0 && sh <= 62 && decimals < 19 && sh > flog2Pow10(decimals)) {
      int end = roundBinary(c, sh, decimals, (int) (bits >>> 63), buf, off);
      if (end >= 0) {
        return end;
      }
    }
    return writeFixedSlow(v, decimals, shortestRule, buf, off);
  }

  /*
   * v 10^n = x / 2^sh exactly, x = c 10^n < 2^113. R (the reals that round to v) is at most 2^-sh
   * wide, 10^n / 2 around x in these units; if the nearest midpoint (j + 1/2) 2^sh is farther than
   * that, every decimal in R rounds as v does: the shortest digits, an old JDK's digits, and v
   * itself. So round v's exact binary value: no digit generation needed. Returns -1 when a
   * midpoint is too close (or the result too long for a long): then the digits decide.
   */
  static int roundBinary(long c, int sh, int n, int negative, byte[] buf, int off) {
    long p = POW10[n];
    long quotient;
    long rem; // x mod 2^sh
    if (n <= 9 && sh >= 32) { // p < 2^30: x = hi 2^32 + lo from two plain products
      long lo = (c & M32) * p;
      long t = (c >>> 32) * p + (lo >>> 32);
      quotient = t >>> (sh - 32);
      rem = (t & ((1L << (sh - 32)) - 1)) << 32 | (lo & M32);
    } else {
      long xh = DoubleParser.mulHigh(c, p);
      long xl = c * p;
      if (xh >>> (sh - 1) != 0) { // the integer part needs more than 63 bits
        return -1;
      }
      quotient = (xh << (64 - sh)) | (xl >>> sh);
      rem = xl & ((1L << sh) - 1);
    }
    long dist = 2 * rem - (1L << sh); // from x to the midpoint, doubled
    if (Math.abs(dist) <= p) {
      return -1;
    }
    long rounded = quotient + (dist >= 0 ? 1 : 0);
    // the integer part is v's, plus one when the decimals round up to 10^n: no division needed
    long ip = c >>> sh;
    long fp = rounded - ip * p;
    if (fp == p) {
      ip++;
      fp = 0;
    }
    buf[off] = '-'; // kept for a negative v, else overwritten: a random sign costs no branch
    return writeParts(ip, fp, n, buf, off + negative);
  }

  private static int writeFixedSlow(
      double v, int decimals, boolean shortestRule, byte[] buf, int off) {
    long bits = Double.doubleToRawLongBits(v);
    int be = (int) (bits >>> 52) & 0x7FF;
    long m = bits & 0xFFFFFFFFFFFFFL;
    if (be == 0x7FF) {
      return writeNonFinite(m != 0, bits < 0, buf, off);
    }
    long c = be == 0 ? m : m | 1L << 52;
    int q = be == 0 ? -1074 : be - 1075;
    long f = 0;
    int e = 0;
    if (c != 0) {
      int dk = 0;
      if (c < 3) {
        c *= 10;
        dk = -1;
      }
      boolean boundary = m == 0 && be > 1;
      int k = boundary ? flog10ThreeQuartersPow2(q) : flog10Pow2(q);
      f = doubleDigits(c, q, k, boundary);
      e = k + dk;
      if (!shortestRule
          && !oldDigitsAreShortest(be, m)
          && !sameOnAnyRoundTripDigits(f, e, q, decimals)) {
        return writeJdkFixed(v, decimals, buf, off);
      }
    }
    buf[off] = '-'; // kept for a negative v, else overwritten by the first digit
    off += (int) (bits >>> 63);
    if (e >= -decimals) {
      if (e <= 0 && q <= 0 && decimals < 19) {
        // f 10^e lies in R, strictly between the doubles floor(v) and floor(v) + 1 unless it is v,
        // an integer: so floor(v) is its integer part (checked below, not just trusted)
        int s = -e;
        long ip = q <= -64 ? 0 : c >>> -q;
        long frac = f - ip * POW10[s];
        if (frac >= 0 && frac < POW10[s]) {
          return writeParts(ip, frac * POW10[decimals - s], decimals, buf, off);
        }
      }
      return writeScaled(f, -e, decimals, buf, off);
    }
    int t = -e - decimals; // digits to drop, rounding half up
    long rounded = 0;
    if (t < 19) {
      long p = POW10[t];
      rounded = f / p;
      if (2 * (f - rounded * p) >= p) {
        rounded++;
      }
    }
    return writeScaled(rounded, decimals, decimals, buf, off);
  }

  /*
   * Writes ip, then (n > 0) a point and fp as n digits (fp < 10^n < 10^19). For 9 to 16 decimals
   * and ip < 10^16, whole 8-digit words are stored: left-aligned ones first, whose spare bytes
   * spill to the right over bytes written later; every store stays before the returned end.
   */
  static int writeParts(long ip, long fp, int n, byte[] buf, int off) {
    if (n >= 9 && n <= 16 && ip < 10_000_000_000_000_000L) {
      if (ip >= 100_000_000) {
        long high = ip / 100_000_000;
        int k = 1;
        if (high < 10) { // 9 digits, as most values from 1e8 to 1e9
          buf[off] = (byte) ('0' + high);
        } else {
          k = digitCount(high);
          put8(buf, off, eightDigits((int) high) >>> (8 * (8 - k)));
        }
        put8(buf, off + k, eightDigits((int) (ip - high * 100_000_000)));
        off += k + 8;
      } else {
        int k = digitCount(ip);
        put8(buf, off, eightDigits((int) ip) >>> (8 * (8 - k)));
        off += k;
      }
      buf[off] = '.';
      int end = off + 1 + n;
      long high = fp / 100_000_000;
      if (n == 9) { // the usual case: one digit, no conversion
        buf[off + 1] = (byte) ('0' + high);
      } else {
        put8(buf, off + 1, eightDigits((int) high) >>> (8 * (16 - n)));
      }
      put8(buf, end - 8, eightDigits((int) (fp - high * 100_000_000)));
      return end;
    }
    off = writeDigits(ip, buf, off);
    if (n == 0) {
      return off;
    }
    buf[off] = '.';
    writePadded(fp, buf, off + 1 + n, n);
    return off + 1 + n;
  }

  /** Stores the 8 bytes of w at i, lowest first (JDK 23+'s C2 merges these into one store). */
  private static void put8(byte[] buf, int i, long w) {
    buf[i] = (byte) w;
    buf[i + 1] = (byte) (w >>> 8);
    buf[i + 2] = (byte) (w >>> 16);
    buf[i + 3] = (byte) (w >>> 24);
    buf[i + 4] = (byte) (w >>> 32);
    buf[i + 5] = (byte) (w >>> 40);
    buf[i + 6] = (byte) (w >>> 48);
    buf[i + 7] = (byte) (w >>> 56);
  }

  /*
   * Before JDK 21 the Formatter takes its digits from FloatingDecimal (the pre-19 Double.toString
   * code), a Steele & White digit generator: it produces the exact digits of v and stops at the
   * first position where truncating or rounding up lands strictly within half an ulp of v, then
   * takes the closer of the two (the even one on a tie). That is Java 19+'s choice, the closest
   * among the shortest decimals in R, whenever R's interior is that symmetric open interval and no
   * decimal short enough to matter sits on R's ends. It holds for normal v with c != 2^52 (at
   * powers of two it narrows both sides to a quarter ulp) and q <= 0 (|v| < 2^53): for q < 0 the
   * ends (2c +- 1) 2^(q-1) have 18 or more significant digits while the shortest has at most 17;
   * for q = 0 and integers below 2^53 it prints the exact integer, which is also the shortest. For
   * q > 0 it keeps "insignificant" digits of large integers (2^60 prints 1.15292150460684698E18).
   * Checked on JDK 17 against Double.toString: 20,000 values for every exponent with q <= 0, none
   * differs (DoubleFormatterFixedTest keeps a sample); 351 of the 2046 powers of two do, and so do
   * values above 2^63 where FloatingDecimal's big-number path is not even the closest
   * (3.0187798698973902E25 for ...9029634...E25).
   */
  static boolean oldDigitsAreShortest(int biasedExponent, long fraction) {
    return biasedExponent != 0 && fraction != 0 && biasedExponent <= 1075;
  }

  /*
   * Why the result is the old JDK's when this returns true. Before JDK 21 the Formatter rounds half
   * up, at the n-th decimal, some digit string D that reads back as v (FloatingDecimal's digits:
   * they always round-trip, but are not always the shortest). So D lies in R, the set of reals that
   * round to v, an interval of width at most 2^q around v (v = c 2^q); our shortest decimal f 10^e
   * lies in R too, hence |D - f 10^e| <= 2^q. Rounding half up is a step function whose steps sit
   * at the midpoints (j + 1/2) 10^-n; if no midpoint lies within 2^q of f 10^e, D and f 10^e round
   * to the same n-decimal result, whatever D is. Bounds are in powers of two, so they are
   * conservative by up to a factor of four: a value near a midpoint falls back to the JDK.
   */
  static boolean sameOnAnyRoundTripDigits(long f, int e, int q, int n) {
    if (n > 340) {
      return false;
    }
    int t = -e - n;
    if (t <= 0 || t > 18) {
      // f 10^e is a multiple of 10^-n (nearest midpoint 10^-n / 2 away), or below 10^-n / 100
      // (nearest midpoint farther than 10^-n / 4): safe when 2^(q+2) <= 10^-n
      return q + 2 <= flog2Pow10(-n);
    }
    long p = POW10[t];
    long x = Math.abs(2 * (f % p) - p); // distance to the nearest midpoint is x 10^e / 2
    // x 10^e >= 2^(floor(log2 x) + floor(log2 10^e)), strictly as 10^e (e < 0) is no power of 2
    return x != 0 && 63 - Long.numberOfLeadingZeros(x) + flog2Pow10(e) >= q + 1;
  }

  /** Writes f 10^-scale with exactly {@code decimals} decimals (scale <= decimals). */
  private static int writeScaled(long f, int scale, int decimals, byte[] buf, int off) {
    if (scale <= 0) {
      off = writeDigits(f, buf, off);
      off = writeZeros(-scale, buf, off);
      if (decimals == 0) {
        return off;
      }
      buf[off++] = '.';
      return writeZeros(decimals, buf, off);
    }
    int n = digitCount(f);
    if (n > scale) { // digits first, then the integer part moves left to make room for the point
      writePadded(f, buf, off + n + 1, n);
      int point = off + n - scale;
      for (int i = off; i < point; i++) {
        buf[i] = buf[i + 1];
      }
      buf[point] = '.';
      return writeZeros(decimals - scale, buf, off + n + 1);
    }
    buf[off] = '0';
    buf[off + 1] = '.';
    writePadded(f, buf, off + scale + 2, scale);
    return writeZeros(decimals - scale, buf, off + scale + 2);
  }

  /** Java's layout of the decimal f 10^e (f > 0) in Double.toString and Float.toString. */
  private static int layoutShortest(long f, int e, byte[] buf, int off) {
    while (f % 10 == 0) {
      f /= 10;
      e++;
    }
    int n = digitCount(f);
    int point = n + e; // value in [10^(point-1), 10^point)
    if (point > 0 && point <= 7) {
      if (point >= n) {
        off = writeDigits(f, buf, off);
        off = writeZeros(point - n, buf, off);
        buf[off] = '.';
        buf[off + 1] = '0';
        return off + 2;
      }
      return writeScaled(f, n - point, n - point, buf, off);
    }
    if (point > -3 && point <= 0) {
      return writeScaled(f, n - point, n - point, buf, off);
    }
    // computerized scientific notation d.ddd E[-]x, with at least one digit after the point
    writePadded(f, buf, off + n + 1, n);
    buf[off] = buf[off + 1];
    buf[off + 1] = '.';
    off += n + 1;
    if (n == 1) {
      buf[off++] = '0';
    }
    buf[off++] = 'E';
    int x = point - 1;
    if (x < 0) {
      buf[off++] = '-';
      x = -x;
    }
    return writeDigits(x, buf, off);
  }

  /** Decimal digits of f (0 <= f < 2^63): bits log10(2) is the count or one less. */
  static int digitCount(long f) {
    if (f < 10) {
      return 1;
    }
    int t = ((64 - Long.numberOfLeadingZeros(f)) * 1233) >>> 12;
    return f >= POW10[t] ? t + 1 : t;
  }

  private static int writeDigits(long f, byte[] buf, int off) {
    int end = off + digitCount(f);
    writePadded(f, buf, end, end - off);
    return end;
  }

  /**
   * Writes f as exactly {@code count} digits (zero padded) ending before {@code end}; f < 10^count.
   * Eight digits per long division, converted together in one long (see {@link #eightDigits}).
   */
  private static void writePadded(long f, byte[] buf, int end, int count) {
    for (; count >= 8; count -= 8) {
      long high = f / 100_000_000;
      long w = eightDigits((int) (f - high * 100_000_000));
      f = high;
      end -= 8;
      for (int k = 0; k < 8; k++) {
        buf[end + k] = (byte) (w >>> (8 * k));
      }
    }
    if (count > 0) {
      long w = eightDigits((int) f);
      for (int k = 8 - count; k < 8; k++) {
        buf[end - 8 + k] = (byte) (w >>> (8 * k));
      }
    }
  }

  /** The 8 ASCII digits of x < 10^8, the first in the lowest byte (IntegerFormatter's SWAR). */
  static long eightDigits(int x) {
    return IntegerFormatter.digits8(x) + 0x3030303030303030L;
  }

  private static int writeZeros(int count, byte[] buf, int off) {
    Arrays.fill(buf, off, off + count, (byte) '0');
    return off + count;
  }

  private static int writeJdkFixed(double v, int decimals, byte[] buf, int off) {
    return writeAscii(String.format(Locale.ROOT, "%." + decimals + "f", v), buf, off);
  }

  /** NaN or an infinity, as Double.toString, Float.toString and String.format all spell them. */
  private static int writeNonFinite(boolean nan, boolean negative, byte[] buf, int off) {
    return writeAscii(nan ? "NaN" : negative ? "-Infinity" : "Infinity", buf, off);
  }

  private static int writeAscii(String s, byte[] buf, int off) {
    for (int i = 0; i < s.length(); i++) {
      buf[off++] = (byte) s.charAt(i);
    }
    return off;
  }

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
   * (values from 2^20 to 2^53, the range the binary shortcut of writeFixed leaves to the digits):
   * then the three scaled values C 10^e / 2^s are exact rationals, and their round to odd is the
   * floor plus whether a remainder is left. Schubfach's choice on exact values is the one the table
   * approximation is proven to reproduce (DoubleFormatterInternalsTest compares the two).
   */
  private static long exactDigits(long c, int q, int e, boolean boundary) {
    long p = POW10[e];
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
    long lo = (cc & M32) * p;
    long low = lo & M32; // C p = t 2^32 + low
    long t = (cc >>> 32) * p + (lo >>> 32);
    long floor = (t << (32 - s)) | (low >>> s);
    return floor | ((low & ((1L << s) - 1)) + M32) >>> 32;
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
    long pH = DoubleParser.mulHigh(hi, cp);
    long pL = hi * cp;
    long qH = DoubleParser.mulHigh(lo, cp);
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

  /** Schubfach for floats: a 63-bit 10^-k (the top of the double's plus one) is enough. */
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
    long p1 = DoubleParser.mulHigh(g, cp);
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
            long cur = rem << 32 | (down[i] & M32);
            down[i] = (int) (cur / 10);
            rem = cur % 10;
          }
          put(-e, down, 1120 - 125 + flog2Pow10(-e));
        }
        long carry = 0;
        for (int i = 0; i < upLen; i++) {
          long cur = (up[i] & M32) * 10 + carry;
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
      return i < 0 || i >= x.length ? 0 : x[i] & M32;
    }
  }
}
