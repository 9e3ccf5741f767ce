package io.github.fastio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The digit writers and the entry points: lengths, digit words, bounds, the JDK's rules. */
class DoubleFormatterTest {
  @Test
  void digitCountIsTheDecimalLength() {
    for (long p = 1, k = 1; k <= 18; p *= 10, k++) {
      assertEquals((int) k, DoubleFormatter.digitCount(p), "10^" + (k - 1));
      assertEquals((int) k, DoubleFormatter.digitCount(p * 10 - 1), "10^" + k + " - 1");
    }
    assertEquals(1, DoubleFormatter.digitCount(0));
    assertEquals(19, DoubleFormatter.digitCount(Long.MAX_VALUE));
    for (int b = 0; b < 63; b++) {
      for (long x : new long[] {(1L << b) - 1, 1L << b, (1L << b) + 1}) {
        assertEquals(Long.toString(x).length(), DoubleFormatter.digitCount(x), "2^" + b);
      }
    }
  }

  @Test
  void eightDigitsSpellsEveryNumberBelowTenToTheEight() {
    // every x in a longer run (-Dfastio.sweep above 1), every 7th and the edges in CI
    int step = Sweep.FACTOR > 1 ? 1 : 7;
    for (int x = 0; x < 100_000_000; x += x % 10_000 == 9_999 || x % 10_000 == 0 ? 1 : step) {
      long w = DoubleFormatter.eightDigits(x);
      int back = 0;
      boolean digits = true;
      for (int k = 0; k < 8; k++) {
        int d = (int) ((w >>> (8 * k)) & 0xFF) - '0';
        digits &= d >= 0 && d <= 9;
        back = back * 10 + d;
      }
      if (!digits || back != x) {
        fail(x + " spelled as bytes " + Long.toHexString(w));
      }
    }
    assertEquals(0x3939393939393939L, DoubleFormatter.eightDigits(99_999_999));
  }

  @Test
  void writersStayWithinTheSpaceTheyAskFor() {
    SplittableRandom r = new SplittableRandom(32);
    byte[] buf = new byte[DoubleFormatter.maxFixedLength(30) + 20];
    for (int i = 0; i < 50_000; i++) {
      double v = Double.longBitsToDouble(r.nextLong());
      int n = r.nextInt(31);
      java.util.Arrays.fill(buf, (byte) '#');
      int end = DoubleFormatter.writeSchubfach(v, buf, 5);
      assertTrue(
          end - 5 <= DoubleFormatter.MAX_SHORTEST_LENGTH && buf[end] == '#' && buf[4] == '#');
      java.util.Arrays.fill(buf, (byte) '#');
      end = DoubleFormatter.writeSchubfach((float) v, buf, 5);
      assertTrue(
          end - 5 <= DoubleFormatter.MAX_SHORTEST_LENGTH && buf[end] == '#' && buf[4] == '#');
      java.util.Arrays.fill(buf, (byte) '#');
      end = DoubleFormatter.writeFixed(v, n, buf, 5);
      assertTrue(end - 5 <= DoubleFormatter.maxFixedLength(n) && buf[end] == '#' && buf[4] == '#');
      java.util.Arrays.fill(buf, (byte) '#');
      end = FixedDecimals.writeFromJdk21(v, n, buf, 5);
      assertTrue(end - 5 <= DoubleFormatter.maxFixedLength(n) && buf[end] == '#' && buf[4] == '#');
      java.util.Arrays.fill(buf, (byte) '#');
      end = FixedDecimals.writeBeforeJdk21(v, n, buf, 5);
      assertTrue(end - 5 <= DoubleFormatter.maxFixedLength(n) && buf[end] == '#' && buf[4] == '#');
    }
  }

  @Test
  void jdkVersionIsTheFeatureNumber() {
    assertEquals(Runtime.version().feature(), DoubleFormatter.JDK);
    assertEquals(DoubleFormatter.JDK >= 19, DoubleFormatter.OWN_SHORTEST);
    assertEquals(DoubleFormatter.JDK >= 21, DoubleFormatter.OWN_FIXED);
  }
}
