package io.github.fastio;

import static io.github.fastio.DoubleParserTest.assertSameAsJdk;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Fixed-seed random sweeps against {@link Double#parseDouble}, each case through both entry points.
 * Their size N is 30,000 in CI (about 136,000 cases in all), times {@code -Dfastio.sweep} (see
 * {@link Sweep}). Release check (about 13.6 million cases plus 600,000 property tries): {@code mvn
 * -pl core test -Dtest='DoubleParser*' -Dfastio.sweep=100 -Dfastio.tries=100000}.
 */
class DoubleParserSweepTest {
  private static final int N = Sweep.of(30_000);

  @Test
  void randomBitPatternsPrintedByToStringRoundTrip() {
    Random r = new Random(11);
    for (int k = 0; k < N; k++) {
      double d = Double.longBitsToDouble(r.nextLong());
      assertSameAsJdk(Double.toString(d));
      if (k % 8 == 0) {
        assertSameAsJdk(Float.toString(Float.intBitsToFloat(r.nextInt())));
      }
    }
  }

  @Test
  void randomDecimalStringsMatchJdk() {
    Random r = new Random(12);
    StringBuilder sb = new StringBuilder();
    for (int k = 0; k < N; k++) {
      sb.setLength(0);
      if (r.nextInt(4) == 0) {
        sb.append(r.nextBoolean() ? '-' : '+');
      }
      for (int z = r.nextInt(8) == 0 ? r.nextInt(30) : 0; z > 0; z--) {
        sb.append('0');
      }
      int nd = 1 + r.nextInt(25);
      int begin = sb.length();
      for (int j = 0; j < nd; j++) {
        sb.append((char) ('0' + r.nextInt(10)));
      }
      if (r.nextBoolean()) {
        sb.insert(begin + r.nextInt(nd + 1), '.');
      }
      if (r.nextInt(4) != 0) {
        sb.append(r.nextBoolean() ? 'e' : 'E');
        int e = r.nextInt(701) - 350;
        sb.append(e >= 0 && r.nextBoolean() ? "+" : "").append(e);
      }
      if (r.nextInt(10) == 0) {
        sb.append("fFdD".charAt(r.nextInt(4)));
      }
      assertSameAsJdk(sb.toString());
    }
  }

  @Test
  void midpointsBetweenAdjacentDoublesAndTheirNeighboursMatchJdk() {
    Random r = new Random(13);
    BigDecimal two = BigDecimal.valueOf(2);
    for (int k = 0; k < N / 10; k++) { // exact midpoints run to 770 digits: fewer draws
      // Half the draws near the subnormal range and 2^53, where ties and short digits meet.
      long bits = k % 4 == 0 ? r.nextLong() >>> 12 : r.nextLong() & Long.MAX_VALUE;
      double d =
          k % 4 == 1
              ? 9007199254740992.0 * (1 + r.nextInt(1 << 20))
              : Double.longBitsToDouble(bits);
      double u = Math.nextUp(d);
      if (Double.isNaN(d) || Double.isInfinite(u)) {
        continue;
      }
      BigDecimal mid = new BigDecimal(d).add(new BigDecimal(u)).divide(two);
      BigInteger m = mid.unscaledValue();
      for (int delta = -1; delta <= 1; delta++) {
        BigDecimal x = new BigDecimal(m.add(BigInteger.valueOf(delta)), mid.scale());
        assertSameAsJdk(x.toString());
      }
      assertSameAsJdk(mid.round(new java.math.MathContext(17 + r.nextInt(10))).toString());
    }
  }

  @Test
  void shortDecimalsNearTheFastPathLimitsMatchJdk() {
    Random r = new Random(14);
    for (int k = 0; k < N; k++) {
      long w = (1L << 53) - 1000 + r.nextInt(2000);
      if (k % 2 == 0) {
        w = r.nextLong() >>> (1 + r.nextInt(63));
      }
      int q = r.nextInt(60) - 30;
      assertSameAsJdk(w + "e" + q);
      assertSameAsJdk(Long.toUnsignedString(r.nextLong()) + "e" + (r.nextInt(700) - 350));
    }
  }
}
