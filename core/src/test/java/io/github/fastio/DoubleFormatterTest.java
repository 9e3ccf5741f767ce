package io.github.fastio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The digit writers and the entry points: bounds and the JDK's rules. */
class DoubleFormatterTest {
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
  void writePartsSpellsTheIntegerAndTheDecimalsAtEveryLength() {
    long[] ips = {
      0,
      7,
      99_999_999,
      100_000_000,
      999_999_999,
      9_999_999_999_999_999L,
      10_000_000_000_000_000L,
      123_456_789_012_345_678L
    };
    byte[] buf = new byte[64];
    for (long ip : ips) {
      for (int n = 0; n <= 18; n++) {
        long top = NumberMath.POW10[n] - 1;
        for (long fp : new long[] {0, top, top / 3}) {
          StringBuilder want = new StringBuilder().append(ip);
          if (n > 0) {
            String f = Long.toString(fp);
            want.append('.').append("0".repeat(n - f.length())).append(f);
          }
          int end = DecimalLayout.writeParts(ip, fp, n, buf, 0);
          assertEquals(want.toString(), new String(buf, 0, end, StandardCharsets.ISO_8859_1));
        }
      }
    }
  }

  @Test
  void smallestNormalsPrintAsJava19Plus() {
    byte[] buf = new byte[DoubleFormatter.MAX_SHORTEST_LENGTH];
    int end = DoubleFormatter.writeSchubfach(Double.MIN_NORMAL, buf, 0);
    assertEquals("2.2250738585072014E-308", new String(buf, 0, end, StandardCharsets.ISO_8859_1));
    end = DoubleFormatter.writeSchubfach(Float.MIN_NORMAL, buf, 0);
    assertEquals("1.1754944E-38", new String(buf, 0, end, StandardCharsets.ISO_8859_1));
  }

  @Test
  void jdkVersionReadsOldAndNewSpellingsAndFallsBackToEight() {
    assertTrue(DoubleFormatter.JDK >= 8); // the class is initialized before the property changes
    String saved = System.getProperty("java.specification.version");
    try {
      String[][] cases = {{"1.8", "8"}, {"9", "9"}, {"17.0.1", "17"}, {"x", "8"}, {"", "8"}};
      for (String[] c : cases) {
        System.setProperty("java.specification.version", c[0]);
        assertEquals(Integer.parseInt(c[1]), DoubleFormatter.jdkFeatureVersion(), c[0]);
      }
    } finally {
      System.setProperty("java.specification.version", saved);
    }
  }

  @Test
  void jdkVersionIsTheFeatureNumber() {
    assertEquals(Runtime.version().feature(), DoubleFormatter.JDK);
    assertEquals(Runtime.version().feature(), DoubleFormatter.jdkFeatureVersion());
    assertEquals(DoubleFormatter.JDK >= 19, DoubleFormatter.OWN_SHORTEST);
    assertEquals(DoubleFormatter.JDK >= 21, DoubleFormatter.OWN_FIXED);
  }
}
