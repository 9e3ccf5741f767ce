package io.github.fastio;

import java.util.Locale;

/**
 * {@code String.format(Locale.ROOT, "%.nf", v)}: which n-decimal text the JDK's Formatter prints
 * for a double, under the rule of JDK 21+ ({@link #writeFromJdk21}) or of JDKs 8 to 20 ({@link
 * #writeBeforeJdk21}); {@link DoubleFormatter#writeFixed} picks the running JDK's.
 *
 * <ul>
 *   <li>From JDK 21 (JDK-8300869) the Formatter rounds half up the shortest digits, those of Java
 *       19+'s {@code Double.toString}; this class computes them itself ({@link Schubfach}).
 *   <li>Before, it rounds its own (older) digits; this class then uses its result only where it is
 *       the same (see {@link #oldDigitsAreShortest} and {@link #sameOnAnyRoundTripDigits}) and
 *       calls {@code String.format} otherwise. That happens only for |v| >= 2^53, subnormals and
 *       powers of two, each only when a rounding midpoint of the requested decimals lies within an
 *       ulp.
 * </ul>
 *
 * <p>Under both rules, a value whose rounding interval holds no rounding midpoint of the requested
 * decimals skips digit generation: all digit strings that read back as v round alike, so v's exact
 * binary value is rounded instead. That is tried where v's ulp is below 10^-n (n up to 18; for 9
 * decimals, |v| < 2^23) and decides all but the values next to a midpoint. The text itself is laid
 * out by {@link DecimalLayout}.
 *
 * <p>{@code writeFromJdk21(0.125, 2, buf, 0)} writes {@code 0.13}, as {@code
 * String.format(Locale.ROOT, "%.2f", 0.125)} does on any JDK.
 */
final class FixedDecimals {
  private FixedDecimals() {}

  /**
   * Writes {@code v} with {@code n} decimals as the Formatter of JDK 21+ does: the shortest digits
   * rounded half up. Returns the new offset; the caller has reserved {@link
   * DoubleFormatter#maxFixedLength(int)} bytes.
   *
   * @throws IllegalArgumentException if {@code n} is negative
   */
  static int writeFromJdk21(double v, int n, byte[] buf, int off) {
    int end = writeRoundedBinary(v, n, buf, off);
    return end >= 0 ? end : writeRoundedDigits(v, n, false, buf, off);
  }

  /**
   * Writes {@code v} with {@code n} decimals as the Formatter of JDKs 8 to 20 does: their {@code
   * Double.toString} digits rounded half up (through {@code String.format} where those may round
   * otherwise than the shortest digits). Returns the new offset; the caller has reserved {@link
   * DoubleFormatter#maxFixedLength(int)} bytes.
   *
   * @throws IllegalArgumentException if {@code n} is negative
   */
  static int writeBeforeJdk21(double v, int n, byte[] buf, int off) {
    int end = writeRoundedBinary(v, n, buf, off);
    return end >= 0 ? end : writeRoundedDigits(v, n, true, buf, off);
  }

  /**
   * The text of both rules where rounding v's exact binary value decides it (see {@link
   * #roundBinary}); -1 where it may not, which sends the caller to the digits.
   */
  private static int writeRoundedBinary(double v, int n, byte[] buf, int off) {
    long bits = Double.doubleToRawLongBits(v);
    int be = (int) (bits >>> 52) & 0x7FF;
    if (n < 0) {
      throw new IllegalArgumentException("decimals < 0: " + n);
    }
    long c = (bits & 0xFFFFFFFFFFFFFL) | 1L << 52;
    int sh = 1075 - be; // v = c / 2^sh for normal v
    if (be != 0 && sh <= 62 && n < 19 && sh > Schubfach.flog2Pow10(n)) {
      return roundBinary(c, sh, n, (int) (bits >>> 63), buf, off);
    }
    return -1;
  }

  /*
   * v 10^n = x / 2^sh exactly, x = c 10^n < 2^113. R (the reals that round to v) is at most 2^-sh
   * wide, 10^n / 2 around x in these units; if the nearest midpoint (j + 1/2) 2^sh is farther than
   * that, every decimal in R rounds as v does: the shortest digits, an old JDK's digits, and v
   * itself. So round v's exact binary value: no digit generation needed. Returns -1 when a
   * midpoint is too close (or the result too long for a long): then the digits decide.
   */
  static int roundBinary(long c, int sh, int n, int negative, byte[] buf, int off) {
    long p = NumberMath.POW10[n];
    long quotient;
    long rem; // x mod 2^sh
    if (n <= 9 && sh >= 32) { // p < 2^30: x = hi 2^32 + lo from two plain products
      long lo = (c & NumberMath.M32) * p;
      long t = (c >>> 32) * p + (lo >>> 32);
      quotient = t >>> (sh - 32);
      rem = (t & ((1L << (sh - 32)) - 1)) << 32 | (lo & NumberMath.M32);
    } else {
      long xh = NumberMath.mulHigh(c, p);
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
    return DecimalLayout.writeParts(ip, fp, n, buf, off + negative);
  }

  /**
   * Both rules where the binary value does not decide: the shortest digits rounded half up; before
   * JDK 21 ({@code beforeJdk21}) only where the old digits are the same or round alike, else the
   * JDK's own text. One method on purpose: split into parts small enough for the JIT to inline, it
   * was inlined whole into FastWriter.print(double, int), which then no longer inlined into its
   * callers' loops (print(x, 9) of |x| above 2^23, all of which come here, took 12 to 15% longer on
   * JDK 17).
   */
  private static int writeRoundedDigits(double v, int n, boolean beforeJdk21, byte[] buf, int off) {
    long bits = Double.doubleToRawLongBits(v);
    int be = (int) (bits >>> 52) & 0x7FF;
    long m = bits & 0xFFFFFFFFFFFFFL;
    if (be == 0x7FF) {
      return DecimalLayout.writeNonFinite(m != 0, bits < 0, buf, off);
    }
    long c = be == 0 ? m : m | 1L << 52;
    int q = be == 0 ? -1074 : be - 1075;
    long f = 0;
    int e = 0;
    if (c != 0) {
      int dk = 0;
      if (c < 3) { // two digits at least, as in DoubleFormatter.writeSchubfach
        c *= 10;
        dk = -1;
      }
      boolean boundary = m == 0 && be > 1;
      int k = boundary ? Schubfach.flog10ThreeQuartersPow2(q) : Schubfach.flog10Pow2(q);
      f = Schubfach.doubleDigits(c, q, k, boundary);
      e = k + dk;
      if (beforeJdk21 && !oldDigitsAreShortest(be, m) && !sameOnAnyRoundTripDigits(f, e, q, n)) {
        return DecimalLayout.writeAscii(String.format(Locale.ROOT, "%." + n + "f", v), buf, off);
      }
    }
    buf[off] = '-'; // kept for a negative v, else overwritten by the first digit
    off += (int) (bits >>> 63);
    if (e >= -n) {
      if (e <= 0 && q <= 0 && n < 19) {
        // f 10^e lies in R, strictly between the doubles floor(v) and floor(v) + 1 unless it is v,
        // an integer: so floor(v) is its integer part (checked below, not just trusted)
        int s = -e;
        long ip = q <= -64 ? 0 : c >>> -q;
        long frac = f - ip * NumberMath.POW10[s];
        if (frac >= 0 && frac < NumberMath.POW10[s]) {
          return DecimalLayout.writeParts(ip, frac * NumberMath.POW10[n - s], n, buf, off);
        }
      }
      return DecimalLayout.writeScaled(f, -e, n, buf, off);
    }
    int t = -e - n; // digits to drop, rounding half up
    long rounded = 0;
    if (t < 19) {
      long p = NumberMath.POW10[t];
      rounded = f / p;
      if (2 * (f - rounded * p) >= p) {
        rounded++;
      }
    }
    return DecimalLayout.writeScaled(rounded, n, n, buf, off);
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
   * differs (FixedDecimalsTest keeps a sample); 351 of the 2046 powers of two do, and so do values
   * above 2^63 where FloatingDecimal's big-number path is not even the closest
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
      return q + 2 <= Schubfach.flog2Pow10(-n);
    }
    long p = NumberMath.POW10[t];
    long x = Math.abs(2 * (f % p) - p); // distance to the nearest midpoint is x 10^e / 2
    // x 10^e >= 2^(floor(log2 x) + floor(log2 10^e)), strictly as 10^e (e < 0) is no power of 2
    return x != 0 && 63 - Long.numberOfLeadingZeros(x) + Schubfach.flog2Pow10(e) >= q + 1;
  }
}
