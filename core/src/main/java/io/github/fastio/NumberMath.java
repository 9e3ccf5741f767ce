package io.github.fastio;

/**
 * The arithmetic that the number parsers and formatters share: the high half of a 128-bit product
 * and exact powers of ten as longs and as doubles (their digits' text is {@link Digits}'s).
 *
 * <p>For example {@code mulHigh(1L << 63, 6)} is 3, {@code POW10[3]} is 1000 and {@code
 * DOUBLE_POW10[22]} is {@code 1e22}.
 */
final class NumberMath {
  private NumberMath() {}

  /** The low 32 bits of a long. */
  static final long M32 = 0xFFFFFFFFL;

  /** 10^0 to 10^18: every power of ten that fits a long. */
  static final long[] POW10 = {
    1L,
    10L,
    100L,
    1_000L,
    10_000L,
    100_000L,
    1_000_000L,
    10_000_000L,
    100_000_000L,
    1_000_000_000L,
    10_000_000_000L,
    100_000_000_000L,
    1_000_000_000_000L,
    10_000_000_000_000L,
    100_000_000_000_000L,
    1_000_000_000_000_000L,
    10_000_000_000_000_000L,
    100_000_000_000_000_000L,
    1_000_000_000_000_000_000L
  };

  /** 10^0 to 10^22: every power of ten that a double holds exactly (5^22 < 2^53). */
  static final double[] DOUBLE_POW10 = {
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
    1e17, 1e18, 1e19, 1e20, 1e21, 1e22
  };

  /** The high 64 bits of the unsigned 128-bit product a b (Math.multiplyHigh is Java 9+). */
  static long mulHigh(long a, long b) {
    long a0 = a & M32;
    long a1 = a >>> 32;
    long b0 = b & M32;
    long b1 = b >>> 32;
    long t = a1 * b0 + ((a0 * b0) >>> 32);
    long u = a0 * b1 + (t & M32);
    return a1 * b1 + (t >>> 32) + (u >>> 32);
  }
}
