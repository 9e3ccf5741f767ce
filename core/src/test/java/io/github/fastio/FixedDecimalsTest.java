package io.github.fastio;

import static io.github.fastio.DoubleFormatterOracle.ascii;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * String.format("%.nf"): byte-identical to the running JDK (on JDK 17 partly through the fallback),
 * and the JDK 21+ rule checked against the BigDecimal oracle on every JDK. Sweeps of 20,000 values
 * (a tenth of {@link DoubleFormatterShortestTest}'s, as String.format is slow), times {@code
 * -Dfastio.sweep} (see {@link Sweep}).
 */
class FixedDecimalsTest {
  static final int SWEEP = Sweep.of(20_000);
  private byte[] buf = new byte[DoubleFormatter.maxFixedLength(40) + 8];

  private String fixed(double v, int n) {
    if (buf.length < DoubleFormatter.maxFixedLength(n) + 8) {
      buf = new byte[DoubleFormatter.maxFixedLength(n) + 8];
    }
    return ascii(buf, 3, DoubleFormatter.writeFixed(v, n, buf, 3));
  }

  private String shortestRule(double v, int n) {
    if (buf.length < DoubleFormatter.maxFixedLength(n) + 8) {
      buf = new byte[DoubleFormatter.maxFixedLength(n) + 8];
    }
    return ascii(buf, 3, FixedDecimals.writeFromJdk21(v, n, buf, 3));
  }

  private static String jdk(double v, int n) {
    return String.format(Locale.ROOT, "%." + n + "f", v);
  }

  private void assertLikeJdk(double v, int n) {
    assertEquals(jdk(v, n), fixed(v, n), () -> v + " (bits " + bits(v) + ") with " + n);
  }

  @Test
  void classicHalfUpCasesMatchTheJdkForZeroToTwentyDecimals() {
    for (double v : new double[] {0.15, 1.005, 2.675, 0.125, 0.5, 1.5, 2.5, 0.05, 1e-5, 4.35}) {
      for (int n = 0; n <= 20; n++) {
        assertLikeJdk(v, n);
        assertLikeJdk(-v, n);
      }
    }
    // checked against String.format on JDK 17 and 25: Java rounds the shortest digits, not the
    // binary value (0.15 is 0.1499999...)
    assertEquals("0.2", fixed(0.15, 1));
    assertEquals("1.01", fixed(1.005, 2));
    assertEquals("2.68", fixed(2.675, 2));
    assertEquals("0.10000000000000000000", fixed(0.1, 20));
  }

  @Test
  void roundingUpCarriesAcrossAPowerOfTen() {
    assertEquals("10.000", fixed(9.9999, 3));
    assertEquals("100", fixed(99.5, 0));
    assertEquals("1.0", fixed(0.96, 1));
    assertEquals("-1000.0", fixed(-999.95, 1));
    for (double v : new double[] {9.9999, 99.5, 0.96, 999.95, 0.0995, 9.5}) {
      for (int n = 0; n <= 6; n++) {
        assertLikeJdk(v, n);
        assertLikeJdk(-v, n);
      }
    }
  }

  @Test
  void negativeZeroAndTinyNegativesKeepTheirSign() {
    assertEquals("-0.000", fixed(-0.0, 3));
    assertEquals("-0", fixed(-0.0, 0));
    assertEquals("-0.0", fixed(-0.04, 1));
    assertEquals("0.000", fixed(0.0, 3));
    assertEquals("-0.00", fixed(-Double.MIN_VALUE, 2));
    for (int n = 0; n <= 5; n++) {
      assertLikeJdk(-0.0, n);
      assertLikeJdk(-0.04, n);
      assertLikeJdk(-1e-300, n);
    }
  }

  @Test
  void nanAndInfinitiesPrintTheirNames() {
    for (int n : new int[] {0, 1, 9, 30}) {
      assertEquals("NaN", fixed(Double.NaN, n));
      assertEquals("Infinity", fixed(Double.POSITIVE_INFINITY, n));
      assertEquals("-Infinity", fixed(Double.NEGATIVE_INFINITY, n));
      assertLikeJdk(Double.NaN, n);
      assertLikeJdk(Double.NEGATIVE_INFINITY, n);
    }
  }

  @Test
  void negativeDecimalsAreRejected() {
    assertThrows(IllegalArgumentException.class, () -> fixed(1.0, -1));
  }

  @Test
  @SuppressWarnings("FloatingPointLiteralPrecision") // 2e23 as people write it, a hard case
  void hugeValuesLayTheShortestDigitsOutPlainly() {
    assertEquals("1" + "0".repeat(300) + ".00", fixed(1e300, 2));
    for (double v : new double[] {1e300, Double.MAX_VALUE, 1e7, 1.2345e15, 1e16, 1e22, 2e23}) {
      for (int n : new int[] {0, 1, 2, 9}) {
        assertLikeJdk(v, n);
      }
    }
  }

  @Test
  @SuppressWarnings("FloatingPointLiteralPrecision") // 1e23 is the value under test
  void oneE23DiffersBetweenJdkGenerations() {
    if (DoubleFormatter.JDK >= 21) {
      assertEquals("100000000000000000000000", fixed(1e23, 0));
    } else {
      assertEquals("99999999999999990000000", fixed(1e23, 0)); // JDK 17's digits, by fallback
    }
    assertEquals("100000000000000000000000", shortestRule(1e23, 0));
  }

  @Test
  void subnormalsWithEnoughDecimalsShowTheirDigits() {
    for (double v : new double[] {Double.MIN_VALUE, 3 * Double.MIN_VALUE, 1e-320, 2.5e-315}) {
      for (int n : new int[] {300, 320, 323, 324, 325, 330, 340}) {
        assertLikeJdk(v, n);
      }
    }
  }

  /**
   * The digit path's edges, under both rules: every power of two (its interval is narrower below,
   * except at MIN_NORMAL), the smallest subnormals (one shortest digit, padded to two) with the
   * decimals that reach their digits and beyond 340, where the old-JDK check gives up.
   */
  @Test
  void powersOfTwoAndTheSmallestSubnormalsMatchUnderBothRules() {
    SplittableRandom r = new SplittableRandom(2);
    for (int be = 1; be < 0x7FF; be++) {
      double v = Double.longBitsToDouble((long) be << 52);
      assertBothRules(r.nextBoolean() ? v : -v, r.nextInt(26));
    }
    for (int n = 300; n <= 345; n++) {
      for (long bits = 1; bits <= 4; bits++) {
        assertBothRules(Double.longBitsToDouble(bits), n);
      }
      assertBothRules(-Double.MIN_NORMAL, n);
    }
  }

  private void assertBothRules(double v, int n) {
    assertEquals(DoubleFormatterOracle.fixed(v, n), shortestRule(v, n), () -> v + " " + n);
    assertLikeJdk(v, n);
  }

  @Test
  void hardValuesMatchTheJdkForManyDecimalCounts() {
    List<Double> hard = DoubleFormatterShortestTest.hardDoubles();
    SplittableRandom r = new SplittableRandom(5);
    for (int i = 0; i < hard.size(); i += 1 + r.nextInt(4)) {
      assertLikeJdk(hard.get(i), r.nextInt(26));
    }
  }

  @Test
  void randomValuesMatchTheJdkForZeroToTwentyFiveDecimals() {
    SplittableRandom r = new SplittableRandom(25);
    for (int i = 0; i < SWEEP; i++) {
      double v = (r.nextDouble() - 0.5) * Math.pow(10, r.nextInt(-12, 24));
      assertLikeJdk(v, r.nextInt(26));
    }
  }

  @Test
  void randomBitPatternsMatchTheJdk() {
    SplittableRandom r = new SplittableRandom(64);
    for (int i = 0; i < SWEEP / 4; i++) {
      assertLikeJdk(Double.longBitsToDouble(r.nextLong()), r.nextInt(26));
    }
  }

  @Test
  void contestRangeWithNineDecimalsMatchesTheJdk() {
    SplittableRandom r = new SplittableRandom(9);
    for (int i = 0; i < SWEEP; i++) {
      assertLikeJdk(r.nextDouble(-1e9, 1e9), 9);
      assertLikeJdk(r.nextDouble(-1e3, 1e3), 9);
    }
  }

  @Test
  void fixedMatchesStringFormatOnJdk21PlusForShortDecimals() {
    assumeTrue(DoubleFormatter.JDK >= 21, "the Formatter rounds the shortest digits from JDK 21");
    SplittableRandom r = new SplittableRandom(21);
    for (int i = 0; i < SWEEP; i++) {
      double v = Double.longBitsToDouble(r.nextLong());
      int n = r.nextInt(18);
      assertEquals(jdk(v, n), shortestRule(v, n));
    }
  }

  @Test
  void shortestRuleMatchesTheBigDecimalOracle() {
    SplittableRandom r = new SplittableRandom(1);
    for (int i = 0; i < SWEEP; i++) {
      double v =
          i % 2 == 0
              ? Double.longBitsToDouble(r.nextLong())
              : (r.nextDouble() - 0.5) * Math.pow(10, r.nextInt(-10, 20));
      if (!Double.isNaN(v)) {
        int n = r.nextInt(26);
        assertEquals(DoubleFormatterOracle.fixed(v, n), shortestRule(v, n), () -> v + " " + n);
      }
    }
  }

  /** Near midpoints the binary shortcut must step aside: the digits decide there. */
  @Test
  void valuesNextToRoundingMidpointsMatchTheOracleAndTheJdk() {
    SplittableRandom r = new SplittableRandom(12);
    for (int i = 0; i < SWEEP; i++) {
      int n = r.nextInt(19);
      BigDecimal mid =
          BigDecimal.valueOf(r.nextLong(0, 1L << r.nextInt(1, 50)), n)
              .add(BigDecimal.valueOf(5, n + 1));
      double v = mid.doubleValue();
      for (int steps = r.nextInt(-3, 4); steps != 0; steps -= Integer.signum(steps)) {
        v = steps > 0 ? Math.nextUp(v) : Math.nextDown(v);
      }
      double x = r.nextBoolean() ? v : -v;
      assertEquals(DoubleFormatterOracle.fixed(x, n), shortestRule(x, n), () -> x + " " + n);
      if (i % 8 == 0) {
        assertLikeJdk(x, n);
      }
    }
  }

  /** A double and a count of decimals. */
  record Fixed(double value, int decimals) {}

  /**
   * Decimals with at most two places over every magnitude ({@link Tries#aDouble}), the values that
   * sit on or next to midpoints when printed with fewer decimals.
   */
  @Test
  void shortestRuleMatchesTheOracleOnTwoDecimalDoubles() {
    Tries.forAll(
        Tries.pairs(Tries.DOUBLE_EDGES, Tries.edges(0, 25), Fixed::new),
        r -> new Fixed(Tries.aDouble(r), Tries.between(r, 0, 25)),
        f ->
            assertEquals(
                DoubleFormatterOracle.fixed(f.value(), f.decimals()),
                shortestRule(f.value(), f.decimals())));
  }

  /**
   * The old-JDK rule claims: no midpoint (j + 1/2) 10^-n lies within 2^q of the shortest decimal.
   * Checked exactly here, on values chosen to sit near midpoints as well as random ones.
   */
  @Test
  void oldJdkRuleNeverAcceptsAMidpointWithinTheRoundingInterval() {
    SplittableRandom r = new SplittableRandom(17);
    int accepted = 0;
    for (int i = 0; i < SWEEP; i++) {
      int n = r.nextInt(20);
      double v;
      if (i % 2 == 0) {
        v = Math.abs((r.nextDouble() - 0.5) * Math.pow(10, r.nextInt(-8, 18)));
      } else { // a midpoint, or a neighbour of one
        BigDecimal mid =
            BigDecimal.valueOf(r.nextLong(1, 1L << 40), n).add(BigDecimal.valueOf(5, n + 1));
        v = mid.doubleValue();
        for (int steps = r.nextInt(-3, 4); steps != 0; steps -= Integer.signum(steps)) {
          v = steps > 0 ? Math.nextUp(v) : Math.nextDown(v);
        }
      }
      if (v == 0 || Double.isInfinite(v)) {
        continue;
      }
      BigDecimal d = new BigDecimal(DoubleFormatterOracle.shortest(v)).stripTrailingZeros();
      long f = d.unscaledValue().longValueExact();
      int e = -d.scale();
      int q = Math.max(Math.getExponent(v), Double.MIN_EXPONENT) - 52;
      if (FixedDecimals.sameOnAnyRoundTripDigits(f, e, q, n)) {
        accepted++;
        BigDecimal width = new BigDecimal(Math.scalb(1.0, q));
        BigDecimal lowest = d.subtract(width).setScale(n, RoundingMode.HALF_UP);
        BigDecimal highest = d.add(width).setScale(n, RoundingMode.HALF_UP);
        String where = v + " with " + n + " decimals";
        assertEquals(lowest, highest, where);
      }
    }
    assertTrue(accepted > SWEEP / 4, "accepted only " + accepted);
  }

  @Test
  void oldJdkRuleAcceptsTypicalContestAnswers() {
    double[] answers = {3.141592653589793, 0.5, 1234.5678, 2.0 / 3, 1e-7, 42, 99999.99999};
    for (double v : answers) {
      BigDecimal d = new BigDecimal(DoubleFormatterOracle.shortest(v)).stripTrailingZeros();
      int q = Math.max(Math.getExponent(v), Double.MIN_EXPONENT) - 52;
      assertTrue(
          FixedDecimals.sameOnAnyRoundTripDigits(
              d.unscaledValue().longValueExact(), -d.scale(), q, 9),
          () -> "fast path refused for " + v);
    }
    assertFalse(FixedDecimals.sameOnAnyRoundTripDigits(15, -2, -55, 1)); // 0.15 is a midpoint
  }

  /**
   * The old-JDK digit rule claims that FloatingDecimal's digits (Double.toString before 19) have
   * the value of the shortest digits for every normal v below 2^53 that is no power of two. On JDK
   * 19+ Double.toString is the shortest anyway, so this only has teeth before 19.
   */
  @Test
  void toStringDigitsBefore19EqualTheShortestWhereTheOldDigitRuleHolds() {
    SplittableRandom r = new SplittableRandom(53);
    byte[] b = new byte[40];
    int checked = 0;
    for (int i = 0; i < SWEEP * 4; i++) {
      long bits = r.nextLong() & Long.MAX_VALUE;
      if (i % 2 == 0) { // half of them in the hardest range, just below 2^53
        bits = (bits & 0xFFFFFFFFFFFFFL) | (long) (1075 - r.nextInt(12)) << 52;
      }
      int be = (int) (bits >>> 52);
      if (FixedDecimals.oldDigitsAreShortest(be, bits & 0xFFFFFFFFFFFFFL)) {
        double v = Double.longBitsToDouble(bits);
        String own = ascii(b, 0, DoubleFormatter.writeSchubfach(v, b, 0));
        assertEquals(0, new BigDecimal(Double.toString(v)).compareTo(new BigDecimal(own)), own);
        checked++;
      }
    }
    assertTrue(checked > SWEEP);
  }

  @Test
  void oldDigitRuleRefusesWhereJdk17PrintsLongerDigits() {
    double v =
        2.2869969553631048E16; // JDK 17: 2.2869969553631048E16, shortest: 2.286996955363105E16
    long bits = Double.doubleToRawLongBits(v);
    assertFalse(FixedDecimals.oldDigitsAreShortest((int) (bits >>> 52), bits & 0xFFFFFFFFFFFFFL));
    assertFalse(FixedDecimals.oldDigitsAreShortest(1023, 0)); // 1.0: a power of two
    assertFalse(FixedDecimals.oldDigitsAreShortest(0, 1)); // subnormal
    assertTrue(FixedDecimals.oldDigitsAreShortest(1075, 1)); // 2^52 + 1
    for (int n = 0; n <= 3; n++) {
      assertLikeJdk(v, n);
    }
  }

  @Test
  void oldJdkFallbackKeepsJdk17DigitsWhereTheyAreLonger() {
    assumeFalse(DoubleFormatter.JDK >= 21, "JDK 21+ rounds the shortest digits");
    // on JDK 17 Double.toString(2^60) keeps insignificant digits: 1.15292150460684698E18
    double v = Math.scalb(1.0, 60);
    for (int n = 0; n <= 3; n++) {
      assertLikeJdk(v, n);
    }
  }

  private static String bits(double v) {
    return Long.toHexString(Double.doubleToRawLongBits(v));
  }
}
