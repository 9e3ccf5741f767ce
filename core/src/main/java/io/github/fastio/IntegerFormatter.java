package io.github.fastio;

/**
 * Writes ints and longs as ASCII decimal digits straight into a byte array, the same text as {@code
 * Integer.toString} and {@code Long.toString}, without allocating.
 *
 * <p>The digit count is computed first so that digits can be written from the end, two at a time
 * from a 200-byte table. Longs are cut into 8-digit blocks so that only one or two 64-bit divisions
 * are needed; the rest is int arithmetic, whose division by a constant the JIT turns into a cheap
 * multiply.
 */
final class IntegerFormatter {
  private IntegerFormatter() {}

  /** Bytes that {@link #writeInt} may write at most: "-2147483648". */
  static final int MAX_INT_LENGTH = 11;

  /** Bytes that {@link #writeLong} may write at most: "-9223372036854775808". */
  static final int MAX_LONG_LENGTH = 20;

  /** {@code PAIRS[2 * n]} and {@code PAIRS[2 * n + 1]} are the two ASCII digits of {@code n}. */
  private static final byte[] PAIRS = new byte[200];

  static {
    for (int n = 0; n < 100; n++) {
      PAIRS[2 * n] = (byte) ('0' + n / 10);
      PAIRS[2 * n + 1] = (byte) ('0' + n % 10);
    }
  }

  private static final long E8 = 100_000_000L;

  /** Writes {@code Integer.toString(v)} at {@code off}; returns the offset after the last digit. */
  static int writeInt(int v, byte[] buf, int off) {
    if (v == Integer.MIN_VALUE) {
      // -v overflows; its magnitude needs the long path.
      buf[off] = '-';
      return writePositiveLong(2147483648L, buf, off + 1);
    }
    // Random signs defeat branch prediction: always store '-', keep it only for a negative v.
    int sign = v >> 31;
    buf[off] = '-';
    return writePositiveInt((v ^ sign) - sign, buf, off - sign);
  }

  /** Writes {@code Long.toString(v)} at {@code off}; returns the offset after the last digit. */
  static int writeLong(long v, byte[] buf, int off) {
    if (v == (int) v) {
      return writeInt((int) v, buf, off);
    }
    if (v == Long.MIN_VALUE) {
      // -v overflows: write the sign and top digit, then the remaining 18 of 9223372036854775808.
      buf[off] = '-';
      buf[off + 1] = '9';
      return writePositiveLong(223372036854775808L, buf, off + 2);
    }
    long sign = v >> 63;
    buf[off] = '-';
    return writePositiveLong((v ^ sign) - sign, buf, off - (int) sign);
  }

  /** {@code v} is at least 2^31 here, so at least 10 digits; at most 19. */
  private static int writePositiveLong(long v, byte[] buf, int off) {
    long high = v / E8;
    int low = (int) (v - high * E8);
    if (high <= Integer.MAX_VALUE) {
      off = writePositiveInt((int) high, buf, off);
    } else {
      long top = high / E8;
      off = writePositiveInt((int) top, buf, off);
      write8((int) (high - top * E8), buf, off);
      off += 8;
    }
    write8(low, buf, off);
    return off + 8;
  }

  private static int writePositiveInt(int v, byte[] buf, int off) {
    int end = off + length(v);
    int p = end;
    while (v >= 100) {
      int q = v / 100;
      int r = (v - q * 100) << 1;
      v = q;
      buf[--p] = PAIRS[r + 1];
      buf[--p] = PAIRS[r];
    }
    if (v >= 10) {
      int r = v << 1;
      buf[p - 1] = PAIRS[r + 1];
      buf[p - 2] = PAIRS[r];
    } else {
      buf[p - 1] = (byte) ('0' + v);
    }
    return end;
  }

  /** Writes exactly 8 digits (leading zeros kept) of {@code v} in [0, 10^8). */
  private static void write8(int v, byte[] buf, int off) {
    int hi = v / 10000;
    int lo = v - hi * 10000;
    int a = hi / 100;
    int b = hi - a * 100;
    int c = lo / 100;
    int d = lo - c * 100;
    buf[off] = PAIRS[a << 1];
    buf[off + 1] = PAIRS[(a << 1) + 1];
    buf[off + 2] = PAIRS[b << 1];
    buf[off + 3] = PAIRS[(b << 1) + 1];
    buf[off + 4] = PAIRS[c << 1];
    buf[off + 5] = PAIRS[(c << 1) + 1];
    buf[off + 6] = PAIRS[d << 1];
    buf[off + 7] = PAIRS[(d << 1) + 1];
  }

  /** Number of decimal digits of {@code v >= 0}; a comparison tree, no division. */
  static int length(int v) {
    if (v < 100_000) {
      if (v < 100) {
        return v < 10 ? 1 : 2;
      }
      return v < 1000 ? 3 : v < 10_000 ? 4 : 5;
    }
    if (v < 10_000_000) {
      return v < 1_000_000 ? 6 : 7;
    }
    return v < 100_000_000 ? 8 : v < 1_000_000_000 ? 9 : 10;
  }
}
