package io.github.fastio;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;

/**
 * Slow, obviously-correct versions of the formatter's rules, built on BigDecimal straight from the
 * Double.toString javadoc of JDK 19+ (shortest length m in the rounding interval R, then the
 * decimal of length max(m, 2) in R closest to v, even digit on a tie) and from the Formatter rule
 * (round that decimal half up). They let the tests check the formatter on any JDK, also on JDK 17
 * whose own Double.toString differs for some values.
 */
final class DoubleFormatterOracle {
  private DoubleFormatterOracle() {}

  /** Java 19+'s Double.toString(v). */
  static String shortest(double v) {
    if (Double.isNaN(v) || Double.isInfinite(v) || v == 0) {
      return Double.toString(v); // these never changed
    }
    long bits = Double.doubleToRawLongBits(v);
    boolean lowerBoundary = (bits & 0xFFFFFFFFFFFFFL) == 0 && ((bits >>> 52) & 0x7FF) > 1;
    boolean evenSignificand = (bits & 1) == 0;
    BigDecimal d = shortestDecimal(Math.abs(v), Math.ulp(v), lowerBoundary, evenSignificand);
    return (v < 0 ? "-" : "") + layout(d);
  }

  /** Java 19+'s Float.toString(v). */
  static String shortest(float v) {
    if (Float.isNaN(v) || Float.isInfinite(v) || v == 0) {
      return Float.toString(v);
    }
    int bits = Float.floatToRawIntBits(v);
    boolean lowerBoundary = (bits & 0x7FFFFF) == 0 && ((bits >>> 23) & 0xFF) > 1;
    boolean evenSignificand = (bits & 1) == 0;
    BigDecimal d = shortestDecimal(Math.abs(v), Math.ulp(v), lowerBoundary, evenSignificand);
    return (v < 0 ? "-" : "") + layout(d);
  }

  /**
   * String.format(Locale.ROOT, "%.nf", v) when the Formatter rounds Java 19+'s digits (JDK 21+).
   */
  static String fixed(double v, int n) {
    if (Double.isNaN(v)) {
      return "NaN";
    }
    if (Double.isInfinite(v)) {
      return v > 0 ? "Infinity" : "-Infinity";
    }
    String sign = Double.doubleToRawLongBits(v) < 0 ? "-" : "";
    BigDecimal d = v == 0 ? BigDecimal.ZERO : new BigDecimal(shortest(Math.abs(v)));
    return sign + d.setScale(n, RoundingMode.HALF_UP).toPlainString();
  }

  static BigDecimal shortestDecimal(double x, double ulp, boolean lowerBoundary, boolean closed) {
    BigDecimal v = new BigDecimal(x);
    BigDecimal half = new BigDecimal(ulp).divide(BigDecimal.valueOf(2));
    BigDecimal lo = v.subtract(lowerBoundary ? half.divide(BigDecimal.valueOf(2)) : half);
    BigDecimal hi = v.add(half);
    // a decimal of length n in R is one of length n + 1 too: binary search for the shortest
    int lowLength = 0; // no decimal this short in R
    int m = 17; // 17 digits always reach into R
    while (m - lowLength > 1) {
      int mid = (lowLength + m) >>> 1;
      if (pick(v, lo, hi, closed, mid) == null) {
        lowLength = mid;
      } else {
        m = mid;
      }
    }
    return pick(v, lo, hi, closed, Math.max(m, 2));
  }

  /** The decimal of n significant digits in R closest to v (even on a tie), or null if none. */
  private static BigDecimal pick(
      BigDecimal v, BigDecimal lo, BigDecimal hi, boolean closed, int n) {
    BigDecimal down = v.round(new MathContext(n, RoundingMode.FLOOR));
    BigDecimal up = v.round(new MathContext(n, RoundingMode.CEILING));
    boolean downIn = in(down, lo, hi, closed);
    boolean upIn = in(up, lo, hi, closed);
    if (!downIn || !upIn || down.compareTo(up) == 0) {
      return downIn ? down : upIn ? up : null;
    }
    int cmp = v.subtract(down).compareTo(up.subtract(v));
    if (cmp != 0) {
      return cmp < 0 ? down : up;
    }
    BigDecimal unit = up.subtract(down);
    return down.divide(unit).toBigIntegerExact().testBit(0) ? up : down;
  }

  private static boolean in(BigDecimal d, BigDecimal lo, BigDecimal hi, boolean closed) {
    int a = d.compareTo(lo);
    int b = d.compareTo(hi);
    return closed ? a >= 0 && b <= 0 : a > 0 && b < 0;
  }

  /** The javadoc's layout: plain for 10^-3 <= d < 10^7, else computerized scientific. */
  static String layout(BigDecimal d) {
    d = d.stripTrailingZeros();
    String digits = d.unscaledValue().toString();
    int n = digits.length();
    int point = n - d.scale(); // d in [10^(point-1), 10^point)
    if (point >= -2 && point <= 7) {
      String plain = d.toPlainString();
      return plain.indexOf('.') < 0 ? plain + ".0" : plain;
    }
    String frac = n == 1 ? "0" : digits.substring(1);
    return digits.charAt(0) + "." + frac + "E" + (point - 1);
  }

  static String ascii(byte[] buf, int from, int to) {
    return new String(buf, from, to - from, StandardCharsets.US_ASCII);
  }
}
