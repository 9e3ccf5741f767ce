package io.github.fastio;

import static io.github.fastio.DoubleFormatterOracle.ascii;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * Double.toString / Float.toString: against the running JDK where it prints the shortest digits
 * (19+), against the BigDecimal oracle on every JDK.
 *
 * <p>CI runs 200,000 random bit patterns per test, times {@code -Dfastio.sweep} (see {@link
 * Sweep}); a release check runs {@code mvn -pl core verify -Dfastio.sweep=100} (several minutes,
 * also on JDK 25).
 */
class DoubleFormatterShortestTest {
  static final int SWEEP = Sweep.of(200_000);
  private final byte[] buf = new byte[DoubleFormatter.MAX_SHORTEST_LENGTH + 8];

  private String own(double v) {
    return ascii(buf, 3, DoubleFormatter.writeSchubfach(v, buf, 3));
  }

  private String own(float v) {
    return ascii(buf, 3, DoubleFormatter.writeSchubfach(v, buf, 3));
  }

  private String written(double v) {
    return ascii(buf, 3, DoubleFormatter.writeShortest(v, buf, 3));
  }

  private String written(float v) {
    return ascii(buf, 3, DoubleFormatter.writeShortest(v, buf, 3));
  }

  /** Powers of ten and two with their neighbours, subnormals, extremes, layout boundaries. */
  @SuppressWarnings("FloatingPointLiteralPrecision") // hard cases as people write them: 1e23
  static List<Double> hardDoubles() {
    List<Double> l = new ArrayList<>();
    for (int e = -325; e <= 309; e++) {
      double p = Double.parseDouble("1e" + e);
      addWithNeighbours(l, p);
      addWithNeighbours(l, Double.parseDouble("5e" + e));
      addWithNeighbours(l, Double.parseDouble("9.999999999999999e" + e));
    }
    for (int e = -1074; e <= 1023; e++) {
      addWithNeighbours(l, Math.scalb(1.0, e));
      addWithNeighbours(l, Math.scalb(3.0, e - 1));
    }
    for (long c = 1; c < 300; c++) {
      l.add(Double.longBitsToDouble(c));
      l.add(Double.longBitsToDouble(0xFFFFFFFFFFFFFL - c + 1));
    }
    for (long i = -20; i <= 20; i++) {
      l.add((double) ((1L << 53) + i));
      l.add((double) ((1L << 54) + 2 * i));
    }
    double[] named = {
      0.0,
      Double.MIN_VALUE,
      Double.MIN_NORMAL,
      Double.MAX_VALUE,
      1e7,
      1e-3,
      2e23,
      1e23,
      0.1,
      0.2,
      0.3,
      1.0 / 3,
      2.0 / 3,
      Math.PI,
      Math.E,
      123456.789,
      9999999.999999998,
      0.001,
      0.0009999999999999998,
      2.0e-3,
      1.0E-5,
      4.35,
      5e-324,
      1.7976931348623157e308,
      2.2250738585072011e-308
    };
    for (double d : named) {
      addWithNeighbours(l, d);
    }
    int n = l.size();
    for (int i = 0; i < n; i++) {
      l.add(-l.get(i));
    }
    return l;
  }

  private static void addWithNeighbours(List<Double> l, double v) {
    l.add(v);
    l.add(Math.nextUp(v));
    l.add(Math.nextDown(v));
  }

  @SuppressWarnings("FloatingPointLiteralPrecision") // 16777217f, one past float's integers
  static List<Float> hardFloats() {
    List<Float> l = new ArrayList<>();
    for (int e = -46; e <= 39; e++) {
      float p = Float.parseFloat("1e" + e);
      l.add(p);
      l.add(Math.nextUp(p));
      l.add(Math.nextDown(p));
    }
    for (int e = -149; e <= 127; e++) {
      float p = Math.scalb(1f, e);
      l.add(p);
      l.add(Math.nextUp(p));
      l.add(Math.nextDown(p));
    }
    for (int c = 1; c < 300; c++) {
      l.add(Float.intBitsToFloat(c));
    }
    float[] named = {
      Float.MIN_VALUE,
      Float.MIN_NORMAL,
      Float.MAX_VALUE,
      1e7f,
      1e-3f,
      0.1f,
      1f / 3,
      16777216f,
      16777217f,
      9999999f,
      3.4e-3f,
      2.0e-3f
    };
    for (float f : named) {
      l.add(f);
      l.add(Math.nextUp(f));
      l.add(Math.nextDown(f));
    }
    int n = l.size();
    for (int i = 0; i < n; i++) {
      l.add(-l.get(i));
    }
    return l;
  }

  @Test
  void shortestMatchesToStringOnJdk19PlusForHardDoubles() {
    assumeTrue(DoubleFormatter.JDK >= 19, "Double.toString prints shortest digits from JDK 19");
    for (double v : hardDoubles()) {
      assertEquals(Double.toString(v), own(v), () -> "bits " + Long.toHexString(dbits(v)));
    }
  }

  @Test
  void shortestMatchesToStringOnJdk19PlusForRandomBits() {
    assumeTrue(DoubleFormatter.JDK >= 19, "Double.toString prints shortest digits from JDK 19");
    SplittableRandom r = new SplittableRandom(19);
    for (int i = 0; i < SWEEP; i++) {
      double v = Double.longBitsToDouble(r.nextLong());
      if (!Double.isNaN(v)) {
        assertEquals(Double.toString(v), own(v), () -> "bits " + Long.toHexString(dbits(v)));
      }
    }
  }

  @Test
  void floatShortestMatchesToStringOnJdk19Plus() {
    assumeTrue(DoubleFormatter.JDK >= 19, "Float.toString prints shortest digits from JDK 19");
    for (float v : hardFloats()) {
      assertEquals(Float.toString(v), own(v), () -> "bits " + Integer.toHexString(fbits(v)));
    }
    SplittableRandom r = new SplittableRandom(24);
    for (int i = 0; i < SWEEP; i++) {
      float v = Float.intBitsToFloat(r.nextInt());
      if (!Float.isNaN(v)) {
        assertEquals(Float.toString(v), own(v), () -> "bits " + Integer.toHexString(fbits(v)));
      }
    }
  }

  /**
   * Every positive float (negatives differ only by the sign). Opt-in release check, about ten
   * minutes: {@code mvn -pl core test -Dtest=DoubleFormatterShortestTest -Dfastio.everyFloat=true}.
   * Run once on Temurin 25 during development: no difference.
   */
  @Test
  @EnabledIfSystemProperty(named = "fastio.everyFloat", matches = "true")
  void everyFloatMatchesToStringOnJdk19Plus() {
    assumeTrue(DoubleFormatter.JDK >= 19, "Float.toString prints shortest digits from JDK 19");
    for (int bits = 0; bits < 0x7F800001; bits++) {
      float v = Float.intBitsToFloat(bits);
      int end = DoubleFormatter.writeSchubfach(v, buf, 0);
      String expected = Float.toString(v);
      boolean same = end == expected.length();
      for (int i = 0; same && i < end; i++) {
        same = buf[i] == expected.charAt(i);
      }
      if (!same) {
        assertEquals(expected, ascii(buf, 0, end), "bits " + Integer.toHexString(bits));
      }
    }
  }

  @Test
  void writeShortestIsToStringOfTheRunningJdk() {
    List<Double> values = hardDoubles();
    SplittableRandom r = new SplittableRandom(7);
    for (int i = 0; i < SWEEP / 10; i++) {
      values.add(Double.longBitsToDouble(r.nextLong()));
    }
    values.add(Double.NaN);
    values.add(Double.POSITIVE_INFINITY);
    values.add(Double.NEGATIVE_INFINITY);
    values.add(-0.0);
    for (double v : values) {
      assertEquals(Double.toString(v), written(v));
      assertEquals(Float.toString((float) v), written((float) v));
    }
  }

  @Test
  @SuppressWarnings("FloatingPointLiteralPrecision") // 1e23, the value JDK 17 prints longer
  void shortestDelegatesToToStringBeforeJdk19() {
    assumeFalse(DoubleFormatter.JDK >= 19, "only JDKs before 19 print the longer digits");
    // JDK 17 prints 9.999999999999999E22 here, Java 19+ prints 1.0E23
    assertEquals(Double.toString(1e23), written(1e23));
    assertEquals("1.0E23", own(1e23));
    assertEquals(Double.toString(2.0e-3), written(2.0e-3));
  }

  @Test
  void schubfachMatchesBigDecimalOracleForHardValues() {
    List<Double> hard = hardDoubles();
    int stride = SWEEP >= 1_000_000 ? 1 : 3; // the oracle is slow on subnormals and huge values
    for (int i = 0; i < hard.size(); i += stride) {
      double v = hard.get(i);
      assertEquals(DoubleFormatterOracle.shortest(v), own(v), () -> "bits " + dbits(v));
    }
    for (float v : hardFloats()) {
      assertEquals(DoubleFormatterOracle.shortest(v), own(v), () -> "bits " + fbits(v));
    }
  }

  @Test
  void schubfachMatchesBigDecimalOracleForRandomBits() {
    SplittableRandom r = new SplittableRandom(2020);
    for (int i = 0; i < SWEEP / 20; i++) {
      double v = Double.longBitsToDouble(r.nextLong());
      float f = Float.intBitsToFloat(r.nextInt());
      if (!Double.isNaN(v)) {
        assertEquals(DoubleFormatterOracle.shortest(v), own(v), () -> "bits " + dbits(v));
      }
      if (!Float.isNaN(f)) {
        assertEquals(DoubleFormatterOracle.shortest(f), own(f), () -> "bits " + fbits(f));
      }
    }
  }

  @Test
  @SuppressWarnings("FloatingPointLiteralPrecision") // 1e23 and 2e23, as people write them
  void namedValuesPrintAsJava19Plus() {
    // expected strings checked against Double.toString/Float.toString of Temurin 25
    assertEquals("1.0E23", own(1e23));
    assertEquals("2.0E23", own(2e23));
    assertEquals("4.9E-324", own(Double.MIN_VALUE));
    assertEquals("1.0E7", own(1e7));
    assertEquals("9999999.999999998", own(Math.nextDown(1e7)));
    assertEquals("0.001", own(1e-3));
    assertEquals("9.999999999999998E-4", own(Math.nextDown(1e-3)));
    assertEquals("-0.0", own(-0.0));
    assertEquals("1.4E-45", own(Float.MIN_VALUE));
    assertEquals("1.6777216E7", own(16777216f));
    assertEquals("0.002", own(2.0e-3));
    // exactly halfway between two 17-digit decimals (...541.125): the even one
    assertEquals("1.0965480027754112E14", own(1.0965480027754112E14));
    assertEquals("-2234752.2", own(-2234752.2f)); // a float tie, likewise
  }

  @Test
  void schubfachRoundTrips() {
    Tries.forAll(
        Tries.DOUBLE_EDGES,
        Tries::aDouble,
        v -> assertEquals(v, Double.parseDouble(own(v)), own(v)));
  }

  @Test
  void floatSchubfachRoundTrips() {
    Tries.forAll(
        Tries.FLOAT_EDGES, Tries::aFloat, v -> assertEquals(v, Float.parseFloat(own(v)), own(v)));
  }

  /**
   * The short decimals that {@code writeFewDecimals} takes: l / 10^k for k up to 9 and l of 1 to 16
   * digits, around the ends of its range [10^-3, 10^7) and of 15 digits, with their neighbours
   * (which it must leave to Schubfach or get right).
   */
  static double shortDecimal(SplittableRandom r) {
    int k = r.nextInt(10);
    long l = r.nextLong(1, NumberMath.POW10[1 + r.nextInt(16)]);
    double v = l / NumberMath.DOUBLE_POW10[k];
    switch (r.nextInt(8)) {
      case 0:
        return Math.nextUp(v);
      case 1:
        return Math.nextDown(v);
      case 2:
        return r.nextBoolean() ? 1e-3 * (1 + r.nextInt(3) - 1) : 1e7 - l / 1e9;
      default:
        return r.nextBoolean() ? v : -v;
    }
  }

  @Test
  void shortDecimalsAreTheShortestOnTheirFastPath() {
    SplittableRandom r = new SplittableRandom(1015);
    int taken = 0;
    int count = SWEEP / 4;
    for (int i = 0; i < count; i++) {
      double v = shortDecimal(r);
      String own = own(v);
      assertEquals(DoubleFormatterOracle.shortest(v), own, "bits " + dbits(v));
      if (DoubleFormatter.OWN_SHORTEST) {
        assertEquals(Double.toString(v), own, "bits " + dbits(v));
      }
      double a = Math.abs(v);
      if (a >= 1e-3 && a < 1e7 && DoubleFormatter.writeFewDecimals(a, new byte[40], 0) >= 0) {
        taken++;
      }
    }
    // most of them are prices, rates and measurements: the fast path must be taken
    assertTrue(taken > count / 4, "the fast path took " + taken + " of " + count);
    for (double v :
        new double[] {
          1e-3,
          0.001,
          9999999.0,
          9999999.999999999,
          1e7 - 1e-9,
          0.1,
          0.5,
          100.0,
          123.456,
          0.29,
          1.005,
          2.675,
          999999.99999999,
          0.0012345678901234
        }) {
      assertEquals(DoubleFormatterOracle.shortest(v), own(v), "value " + v);
    }
  }

  @Test
  void writesAtTheOffsetAndReturnsTheEnd() {
    byte[] b = new byte[40];
    int end = DoubleFormatter.writeSchubfach(-1.5e300, b, 5);
    assertEquals("-1.5E300", ascii(b, 5, end));
    assertEquals(0, b[4]);
    assertEquals(0, b[end]);
  }

  private static long dbits(double v) {
    return Double.doubleToRawLongBits(v);
  }

  private static int fbits(float v) {
    return Float.floatToRawIntBits(v);
  }
}
