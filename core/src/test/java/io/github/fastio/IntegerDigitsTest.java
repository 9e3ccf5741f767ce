package io.github.fastio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** The eight-byte steps and the checked parser against a byte-at-a-time reading. */
class IntegerDigitsTest {

  /** Eight bytes, each a digit with probability 3/4, otherwise any byte value. */
  private static byte[] mostlyDigits(SplittableRandom rnd) {
    byte[] b = new byte[8];
    for (int i = 0; i < 8; i++) {
      b[i] = (byte) (rnd.nextInt(4) > 0 ? '0' + rnd.nextInt(10) : rnd.nextInt(256));
    }
    return b;
  }

  @Example
  void loadDigitCountAndValueAgreeWithAByteAtATimeReading() {
    SplittableRandom rnd = new SplittableRandom(8);
    for (int trial = 0; trial < 200_000; trial++) {
      byte[] b = mostlyDigits(rnd);
      long w = FastReader.load(b, 0);
      for (int i = 0; i < 8; i++) {
        assertEquals(b[i], (byte) (w >>> (8 * i)), "byte " + i + " of the load");
      }
      int n = 0;
      while (n < 8 && b[n] >= '0' && b[n] <= '9') {
        n++;
      }
      assertEquals(n, FastReader.digitCount(w));
      for (int k = 0; k <= n; k++) {
        long expected = k == 0 ? 0 : Long.parseLong(new String(b, 0, k, StandardCharsets.US_ASCII));
        assertEquals(expected, FastReader.value(w, k), "first " + k + " digits");
      }
      if (n == 8) {
        assertEquals(FastReader.value(w, 8), FastReader.value8(w));
      }
    }
  }

  @Provide
  Arbitrary<String> integerLikeTokens() {
    return Arbitraries.strings().withChars("00123456789+-x ").ofMinLength(0).ofMaxLength(25);
  }

  @Property
  void parseAcceptsExactlyWhatTheJdkAccepts(@ForAll("integerLikeTokens") String token) {
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
          () -> FastReader.parse(b, 0, b.length, Long.MIN_VALUE, Long.MAX_VALUE));
    } else {
      assertEquals(asLong, FastReader.parse(b, 0, b.length, Long.MIN_VALUE, Long.MAX_VALUE));
    }
    if (asInt == null) {
      assertThrows(
          NumberFormatException.class,
          () -> FastReader.parse(b, 0, b.length, Integer.MIN_VALUE, Integer.MAX_VALUE));
    } else {
      assertEquals(
          (long) asInt, FastReader.parse(b, 0, b.length, Integer.MIN_VALUE, Integer.MAX_VALUE));
    }
  }

  @Example
  void parseTakesTheBoundsAndRejectsOneBeyond() {
    String[] ok = {"-9223372036854775808", "9223372036854775807", "+0", "-0", "007"};
    for (String t : ok) {
      byte[] b = t.getBytes(StandardCharsets.US_ASCII);
      assertEquals(
          Long.parseLong(t), FastReader.parse(b, 0, b.length, Long.MIN_VALUE, Long.MAX_VALUE));
    }
    String[] bad = {"-9223372036854775809", "9223372036854775808", "", "+", "-", "1-1"};
    for (String t : bad) {
      byte[] b = t.getBytes(StandardCharsets.US_ASCII);
      assertThrows(
          NumberFormatException.class,
          () -> FastReader.parse(b, 0, b.length, Long.MIN_VALUE, Long.MAX_VALUE),
          t);
    }
  }

  @Example
  void writerLengthCountsTheDigitsOfEveryNumberBelowTenToTheEighth() {
    int digits = 1;
    int nextPower = 10;
    for (int v = 0; v < 100_000_000; v++) {
      if (v == nextPower) {
        digits++;
        nextPower *= 10;
      }
      if (FastWriter.length(v) != digits) {
        assertEquals(Integer.toString(v).length(), FastWriter.length(v), "length(" + v + ")");
      }
    }
    assertEquals(8, digits);
  }
}
