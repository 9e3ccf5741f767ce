package io.github.fastio;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.fail;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The digit code of readers, writer and formatter against the JDK and a byte-at-a-time reading. */
class DigitsTest {

  /** Eight bytes, each a digit with probability 3/4, otherwise any byte value. */
  private static byte[] mostlyDigits(SplittableRandom rnd) {
    byte[] b = new byte[8];
    for (int i = 0; i < 8; i++) {
      b[i] = (byte) (rnd.nextInt(4) > 0 ? '0' + rnd.nextInt(10) : rnd.nextInt(256));
    }
    return b;
  }

  @Test
  void loadDigitCountAndValueAgreeWithAByteAtATimeReading() {
    SplittableRandom rnd = new SplittableRandom(8);
    for (int trial = 0; trial < 200_000; trial++) {
      byte[] b = mostlyDigits(rnd);
      long w = Digits.load(b, 0);
      for (int i = 0; i < 8; i++) {
        assertEquals(b[i], (byte) (w >>> (8 * i)), "byte " + i + " of the load");
      }
      int n = 0;
      while (n < 8 && b[n] >= '0' && b[n] <= '9') {
        n++;
      }
      assertEquals(n, Digits.leadingDigits(w));
      for (int k = 0; k <= n; k++) {
        long expected = k == 0 ? 0 : Long.parseLong(new String(b, 0, k, StandardCharsets.US_ASCII));
        assertEquals(expected, Digits.value(w, k), "first " + k + " digits");
      }
      if (n == 8) {
        assertEquals(Digits.value(w, 8), Digits.value8(w));
      }
    }
  }

  private static final String INTEGER_CHARS = "00123456789+-x ";

  @Test
  void parseAcceptsExactlyWhatTheJdkAccepts() {
    Tries.forAll(
        Tries.stringEdges(INTEGER_CHARS, 0),
        r -> Tries.string(r, INTEGER_CHARS, 0, 25),
        DigitsTest::parseAgreesWithTheJdk);
  }

  private static void parseAgreesWithTheJdk(String token) {
    byte[] b = token.getBytes(StandardCharsets.US_ASCII);
    Long asLong;
    try {
      asLong = Long.parseLong(token);
    } catch (NumberFormatException e) {
      asLong = null;
    }
    Integer asInt;
    try {
      asInt = Integer.parseInt(token);
    } catch (NumberFormatException e) {
      asInt = null;
    }
    if (asLong == null) {
      assertThrows(
          NumberFormatException.class,
          () -> Digits.parse(b, 0, b.length, Long.MIN_VALUE, Long.MAX_VALUE));
    } else {
      assertEquals(asLong, Digits.parse(b, 0, b.length, Long.MIN_VALUE, Long.MAX_VALUE));
    }
    if (asInt == null) {
      assertThrows(
          NumberFormatException.class,
          () -> Digits.parse(b, 0, b.length, Integer.MIN_VALUE, Integer.MAX_VALUE));
    } else {
      assertEquals(
          (long) asInt, Digits.parse(b, 0, b.length, Integer.MIN_VALUE, Integer.MAX_VALUE));
    }
  }

  @Test
  void parseTakesTheBoundsAndRejectsOneBeyond() {
    String[] ok = {"-9223372036854775808", "9223372036854775807", "+0", "-0", "007"};
    for (String t : ok) {
      byte[] b = t.getBytes(StandardCharsets.US_ASCII);
      assertEquals(Long.parseLong(t), Digits.parse(b, 0, b.length, Long.MIN_VALUE, Long.MAX_VALUE));
    }
    String[] bad = {"-9223372036854775809", "9223372036854775808", "", "+", "-", "1-1"};
    for (String t : bad) {
      byte[] b = t.getBytes(StandardCharsets.US_ASCII);
      assertThrows(
          NumberFormatException.class,
          () -> Digits.parse(b, 0, b.length, Long.MIN_VALUE, Long.MAX_VALUE),
          t);
    }
  }

  @Test
  void writerLengthCountsTheDigitsOfEveryNumberBelowTenToTheEighth() {
    int digits = 1;
    int nextPower = 10;
    for (int v = 0; v < 100_000_000; v++) {
      if (v == nextPower) {
        digits++;
        nextPower *= 10;
      }
      if (Digits.decimalLength8(v) != digits) {
        assertEquals(Integer.toString(v).length(), Digits.decimalLength8(v), "length(" + v + ")");
      }
    }
    assertEquals(8, digits);
  }

  @Test
  void decimalLengthCountsTheDigitsOfEveryLong() {
    for (long p = 1, k = 1; k <= 18; p *= 10, k++) {
      assertEquals((int) k, Digits.decimalLength(p), "10^" + (k - 1));
      assertEquals((int) k, Digits.decimalLength(p * 10 - 1), "10^" + k + " - 1");
    }
    assertEquals(1, Digits.decimalLength(0));
    assertEquals(19, Digits.decimalLength(Long.MAX_VALUE));
    for (int b = 0; b < 63; b++) {
      for (long x : new long[] {(1L << b) - 1, 1L << b, (1L << b) + 1}) {
        assertEquals(Long.toString(x).length(), Digits.decimalLength(x), "2^" + b);
      }
    }
  }

  @Test
  void ascii8SpellsEveryNumberBelowTenToTheEight() {
    // every x in a longer run (-Dfastio.sweep above 1), every 7th and the edges in CI
    int step = Sweep.FACTOR > 1 ? 1 : 7;
    for (int x = 0; x < 100_000_000; x += x % 10_000 == 9_999 || x % 10_000 == 0 ? 1 : step) {
      long w = Digits.ascii8(x);
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
    assertEquals(0x3939393939393939L, Digits.ascii8(99_999_999));
  }

  @Test
  void put8StoresTheLowestByteFirstAndNothingAround() {
    byte[] buf = new byte[12];
    Arrays.fill(buf, (byte) '#');
    Digits.put8(buf, 2, 0x3837363534333231L);
    assertArrayEquals("##12345678##".getBytes(StandardCharsets.US_ASCII), buf);
  }
}
