package io.github.fastio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The shared arithmetic: the 128-bit product's high half, the power tables. */
class NumberMathTest {
  private static final BigInteger TWO64 = BigInteger.ONE.shiftLeft(64);

  private static BigInteger unsigned(long x) {
    return x >= 0 ? BigInteger.valueOf(x) : BigInteger.valueOf(x).add(TWO64);
  }

  @Test
  void mulHighIsTheUnsignedHighHalf() {
    SplittableRandom r = new SplittableRandom(128);
    long[] edges = {0, 1, -1, Long.MAX_VALUE, Long.MIN_VALUE, 0xFFFFFFFFL, 1L << 32, 3};
    for (int i = 0; i < 200_000; i++) {
      long a = i < 64 ? edges[i % 8] : r.nextLong();
      // full-width factors, and narrower ones as the formatters' significands are
      long b = i < 64 ? edges[i / 8] : i % 2 == 0 ? r.nextLong() : r.nextLong() >>> r.nextInt(64);
      long expected = unsigned(a).multiply(unsigned(b)).shiftRight(64).longValue();
      assertEquals(expected, NumberMath.mulHigh(a, b), a + " * " + b);
    }
  }

  @Test
  // new BigDecimal(1e23) is meant: it shows that the double nearest 10^23 is not 10^23
  @SuppressWarnings({"BigDecimalLiteralDouble", "FloatingPointLiteralPrecision"})
  void powersOfTenAreExact() {
    assertEquals(19, NumberMath.POW10.length); // 10^19 overflows a long
    for (int i = 0; i < NumberMath.POW10.length; i++) {
      assertEquals(BigInteger.TEN.pow(i), BigInteger.valueOf(NumberMath.POW10[i]), "10^" + i);
    }
    assertEquals(23, NumberMath.DOUBLE_POW10.length); // 10^23 is no double
    for (int i = 0; i < NumberMath.DOUBLE_POW10.length; i++) {
      BigDecimal exact = new BigDecimal(NumberMath.DOUBLE_POW10[i]);
      assertEquals(0, exact.compareTo(BigDecimal.TEN.pow(i)), "10^" + i);
    }
    assertNotEquals(0, new BigDecimal(1e23).compareTo(BigDecimal.TEN.pow(23)), "1e23 is inexact");
  }
}
