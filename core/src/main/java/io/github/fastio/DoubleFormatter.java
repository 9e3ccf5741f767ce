package io.github.fastio;

/**
 * Writes doubles and floats as ASCII bytes, the same bytes as the running JDK's own text for them:
 * the entry points choose by JDK version, {@link Schubfach} gives the shortest digits, {@link
 * FixedDecimals} the {@code %.nf} rule, and {@link DecimalLayout} writes the digits out.
 *
 * <ul>
 *   <li>{@code Double.toString}/{@code Float.toString}: from JDK 19 (JDK-4511638) these print the
 *       shortest decimal that rounds back to the value; there this class computes them itself. On
 *       older JDKs the digits are sometimes longer, so it delegates to {@code Double.toString}.
 *   <li>{@code String.format("%.nf")}: the rule of the running JDK, see {@link FixedDecimals}.
 * </ul>
 *
 * <p>Every writer stores only into {@code buf[off, end)}, where {@code end} is the offset it
 * returns. {@code writeFixed(0.125, 2, buf, 0)} writes {@code 0.13}, as {@code
 * String.format(Locale.ROOT, "%.2f", 0.125)} does.
 */
final class DoubleFormatter {
  private DoubleFormatter() {}

  /** Bytes that {@link #writeShortest(double, byte[], int)} may need at most. */
  static final int MAX_SHORTEST_LENGTH = 32;

  /** Bytes that {@link #writeFixed} may need at most for {@code decimals} decimals. */
  static int maxFixedLength(int decimals) {
    return 1 + 309 + 1 + decimals;
  }

  // The one place where the running JDK picks a rule.
  static final int JDK = jdkFeatureVersion();
  static final boolean OWN_SHORTEST = JDK >= 19;
  static final boolean OWN_FIXED = JDK >= 21;

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
    return OWN_SHORTEST
        ? writeSchubfach(v, buf, off)
        : DecimalLayout.writeAscii(Double.toString(v), buf, off);
  }

  /** Writes {@code Float.toString(v)} of the running JDK at {@code off}; returns the new offset. */
  static int writeShortest(float v, byte[] buf, int off) {
    return OWN_SHORTEST
        ? writeSchubfach(v, buf, off)
        : DecimalLayout.writeAscii(Float.toString(v), buf, off);
  }

  /**
   * Writes {@code String.format(Locale.ROOT, "%.<decimals>f", v)} of the running JDK at {@code
   * off}; returns the new offset. The caller has reserved {@link #maxFixedLength(int)} bytes.
   *
   * @throws IllegalArgumentException if {@code decimals} is negative
   */
  static int writeFixed(double v, int decimals, byte[] buf, int off) {
    return OWN_FIXED
        ? FixedDecimals.writeFromJdk21(v, decimals, buf, off)
        : FixedDecimals.writeBeforeJdk21(v, decimals, buf, off);
  }

  /** The bits of 10^-3 and how far above them those of 10^7 are: writeFewDecimals' range. */
  private static final long FEW_LOW = Double.doubleToRawLongBits(1e-3);

  private static final long FEW_SPAN = Double.doubleToRawLongBits(1e7) - FEW_LOW;

  /** Java 19+'s {@code Double.toString(v)}, on any JDK. */
  static int writeSchubfach(double v, byte[] buf, int off) {
    long bits = Double.doubleToRawLongBits(v);
    int be = (int) (bits >>> 52) & 0x7FF;
    long m = bits & 0xFFFFFFFFFFFFFL;
    off = writeSign(bits < 0 && be != 0x7FF, buf, off);
    // |v| in [10^-3, 10^7) or 0, as one sign test on the bits: zero takes the short decimals' path
    // too, without a branch of its own. A zero among prices would otherwise be the first to take a
    // branch the JIT compiled away, which throws away the caller's compiled loop (measured: a rate
    // of 0.0 once in a million did; javac makes a branch of a == 0 even under |).
    long abs = bits & Long.MAX_VALUE;
    long fromLow = abs - FEW_LOW;
    if ((((fromLow - FEW_SPAN) & ~fromLow) | ((abs - 1) & ~abs)) < 0) {
      int end = writeFewDecimals(Math.abs(v), buf, off);
      if (end >= 0) {
        return end;
      }
    }
    if (be == 0x7FF || (be == 0 && m == 0)) {
      return writeNonFiniteOrZero(be != 0, m != 0, bits < 0, buf, off);
    }
    // Java wants two digits at least: below 3 ulps, compute for 10v on a 10x finer grid.
    return writeFinite(
        be == 0 ? m : m | 1L << 52, be == 0 ? -1074 : be - 1075, be, m, 3, false, buf, off);
  }

  /**
   * Java 19+'s {@code Double.toString(a)} for {@code a} in [10^-3, 10^7), Java's plain layout,
   * where {@code a} is the double nearest to {@code l / 10^k} for some {@code k <= 9} and {@code l
   * < 10^15}, found by scaling {@code a} by 10 until it is a whole number but for the rounding of
   * the product; -1 where none is found. Prices, rates and measurements are such values, and for
   * them this costs a few multiplies and a divide where {@link Schubfach}'s digits cost several
   * 128-bit products (a third of the time for prices, measured interleaved); a value that needs
   * more digits pays ten steps and goes on to Schubfach.
   *
   * <p>Why it is the shortest: two decimals of at most 15 significant digits differ by more than
   * twice the spacing of doubles near them (10^-14 of their magnitude against 2^-52: {@code
   * DBL_DIG} is 15), so no other decimal of 15 digits or fewer rounds to {@code a}. So {@code l /
   * 10^k} without its trailing zeros is the shortest decimal that does, and the only one of its
   * length, which is what Java prints (with at least one digit after the point). The test {@code l
   * / 10^k == a} is exact: {@code l} and {@code 10^k} are doubles exactly and the division rounds
   * to nearest. Which {@code l} to test: {@code a} is within 2^-53 of {@code l / 10^k} relatively
   * and the product {@code a 10^k} rounds once more, so it lies within {@code l 2^-51} of {@code l}
   * (rates such as 123457 / 10^6 give 123456.99999999999); a value no such decimal rounds to meets
   * that test at some {@code k} about once in a million, and the division turns it away.
   */
  static int writeFewDecimals(double a, byte[] buf, int off) {
    double s = a;
    for (int k = 0; k <= 9; k++) {
      long l = (long) (s + 0.5);
      if (Math.abs(s - l) <= l * 0x1p-51) {
        if (l < 1_000_000_000_000_000L && l / NumberMath.DOUBLE_POW10[k] == a) {
          while (k > 0 && l % 10 == 0) { // where a rounded product skipped the least k
            l /= 10;
            k--;
          }
          // a is within half a spacing of l / 10^k, which is 10^-k or more from any other whole
          // number (l < 10^15): their integer parts agree, and this costs no division.
          long ip = (long) a;
          off = DecimalLayout.writeParts(ip, l - ip * NumberMath.POW10[k], k, buf, off);
          if (k == 0) {
            buf[off] = '.';
            buf[off + 1] = '0';
            off += 2;
          }
          return off;
        }
      }
      s = a * NumberMath.DOUBLE_POW10[k + 1];
    }
    return -1;
  }

  /** Java 19+'s {@code Float.toString(v)}, on any JDK. */
  static int writeSchubfach(float v, byte[] buf, int off) {
    int bits = Float.floatToRawIntBits(v);
    int be = (bits >>> 23) & 0xFF;
    int m = bits & 0x7FFFFF;
    off = writeSign(bits < 0 && be != 0xFF, buf, off);
    if (be == 0xFF || (be == 0 && m == 0)) {
      return writeNonFiniteOrZero(be != 0, m != 0, bits < 0, buf, off);
    }
    return writeFinite(
        be == 0 ? m : m | 1 << 23, be == 0 ? -149 : be - 150, be, m, 8, true, buf, off);
  }

  /** A '-' where {@code negative}: a finite value's sign (an infinity's comes with its name). */
  private static int writeSign(boolean negative, byte[] buf, int off) {
    if (negative) {
      buf[off++] = '-';
    }
    return off;
  }

  /**
   * NaN or an infinity ({@code nonFinite}: the largest biased exponent; NaN where the fraction is
   * not 0), whose sign {@link #writeSign} left out, else a zero, whose sign it wrote.
   */
  private static int writeNonFiniteOrZero(
      boolean nonFinite, boolean nan, boolean negative, byte[] buf, int off) {
    return nonFinite
        ? DecimalLayout.writeNonFinite(nan, negative, buf, off)
        : DecimalLayout.writeAscii("0.0", buf, off);
  }

  /**
   * The shortest digits of the finite nonzero {@code c 2^q} (of biased exponent {@code be} and
   * fraction {@code m}) in Java's layout; a {@code c} below {@code twoDigits} is scaled by 10
   * first.
   */
  private static int writeFinite(
      long c, int q, int be, long m, int twoDigits, boolean isFloat, byte[] buf, int off) {
    int dk = 0;
    if (c < twoDigits) {
      c *= 10;
      dk = -1;
    }
    boolean boundary = m == 0 && be > 1;
    int k = boundary ? Schubfach.flog10ThreeQuartersPow2(q) : Schubfach.flog10Pow2(q);
    long f =
        isFloat
            ? Schubfach.floatDigits(c, q, k, boundary)
            : Schubfach.doubleDigits(c, q, k, boundary);
    return layoutShortest(f, k + dk, buf, off);
  }

  /** Java's layout of the decimal f 10^e (f > 0) in Double.toString and Float.toString. */
  private static int layoutShortest(long f, int e, byte[] buf, int off) {
    // The digits come as 16 or 17 with their trailing zeros (a price's 1234 as 12340000000000000):
    // they go 8, 8, 4, 2 and 1 at a time, five tests at most, where a zero at a time took up to 16
    // long divisions and was a third of the time of writing such a value.
    if (f % 100_000_000 == 0) {
      f /= 100_000_000;
      e += 8;
      if (f % 100_000_000 == 0) {
        f /= 100_000_000;
        e += 8;
      }
    }
    if (f % 10_000 == 0) {
      f /= 10_000;
      e += 4;
    }
    if (f % 100 == 0) {
      f /= 100;
      e += 2;
    }
    if (f % 10 == 0) {
      f /= 10;
      e++;
    }
    int n = Digits.decimalLength(f);
    int point = n + e; // value in [10^(point-1), 10^point)
    if (point > 0 && point <= 7) {
      if (point >= n) {
        off = DecimalLayout.writeDigits(f, buf, off);
        off = DecimalLayout.writeZeros(point - n, buf, off);
        buf[off] = '.';
        buf[off + 1] = '0';
        return off + 2;
      }
      return DecimalLayout.writeScaled(f, n - point, n - point, buf, off);
    }
    if (point > -3 && point <= 0) {
      return DecimalLayout.writeScaled(f, n - point, n - point, buf, off);
    }
    return layoutScientific(f, n, point - 1, buf, off);
  }

  /**
   * Java's computerized scientific notation {@code d.dddE[-]x} of the {@code n} digits {@code f}
   * and the exponent {@code x}, with at least one digit after the point: {@code 1.0E-5}.
   */
  private static int layoutScientific(long f, int n, int x, byte[] buf, int off) {
    DecimalLayout.writePadded(f, buf, off + n + 1, n);
    buf[off] = buf[off + 1];
    buf[off + 1] = '.';
    off += n + 1;
    if (n == 1) {
      buf[off++] = '0';
    }
    buf[off++] = 'E';
    if (x < 0) {
      buf[off++] = '-';
      x = -x;
    }
    return DecimalLayout.writeDigits(x, buf, off);
  }
}
