package io.github.fastio;

import java.nio.ByteBuffer;

/**
 * Writes ints and longs as ASCII decimal digits straight into a byte array, the same text as {@code
 * Integer.toString} and {@code Long.toString}, without allocating.
 *
 * <p>Digits are made 8 at a time in the lanes of one long (SWAR: split by 10^4, then by 10^2, then
 * by 10, with multiply-shifts that are exact in the ranges used) and stored with one 8-byte store
 * through a little-endian {@link ByteBuffer} over the array, which JDK 9+ compiles to a single
 * unaligned move. A leading block is shifted right past its leading zeros and stored whole, so
 * every write may leave up to {@link #SLACK} bytes of garbage after its last digit: callers keep
 * that much room past their logical end, and later writes overwrite it. A long needs at most two
 * 64-bit divisions (by the constant 10^8, which the JIT turns into a multiply-high).
 */
final class IntegerFormatter {
  private IntegerFormatter() {}

  /** Bytes that {@link #writeInt} may write at most: "-2147483648". */
  static final int MAX_INT_LENGTH = 11;

  /** Bytes that {@link #writeLong} may write at most: "-9223372036854775808". */
  static final int MAX_LONG_LENGTH = 20;

  /** Bytes after the returned end that a write may overwrite with garbage. */
  static final int SLACK = 8;

  private static final int E8 = 100_000_000;

  /** Added to 8 digit values, one per byte, to make them ASCII. */
  private static final long ZEROS = 0x3030303030303030L;

  /**
   * Writes {@code Integer.toString(v)} at {@code off} of {@code buf}, whose little-endian view is
   * {@code le}; returns the offset after the last digit. Bytes up to {@link #SLACK} past it may be
   * overwritten.
   */
  static int writeInt(int v, byte[] buf, ByteBuffer le, int off) {
    if (v == Integer.MIN_VALUE) {
      // -v overflows; its magnitude needs the long path.
      buf[off] = '-';
      return writePositiveLong(2147483648L, le, off + 1);
    }
    // Random signs defeat branch prediction: always store '-', keep it only for a negative v.
    int sign = v >> 31;
    buf[off] = '-';
    return writePositiveInt((v ^ sign) - sign, le, off - sign);
  }

  /** As {@link #writeInt}, for {@code Long.toString(v)}. */
  static int writeLong(long v, byte[] buf, ByteBuffer le, int off) {
    if (v == (int) v) {
      return writeInt((int) v, buf, le, off);
    }
    if (v == Long.MIN_VALUE) {
      // -v overflows: write the sign and top digit, then the remaining 18 of 9223372036854775808.
      buf[off] = '-';
      buf[off + 1] = '9';
      return writePositiveLong(223372036854775808L, le, off + 2);
    }
    long sign = v >> 63;
    buf[off] = '-';
    return writePositiveLong((v ^ sign) - sign, le, off - (int) sign);
  }

  /** {@code v} is at least 2^31 here, so at least 10 digits; at most 19. */
  private static int writePositiveLong(long v, ByteBuffer le, int off) {
    long high = v / E8;
    int low = (int) (v - high * E8);
    if (high < E8) {
      off = writeLeading((int) high, le, off);
    } else {
      long top = high / E8;
      off = writeLeading((int) top, le, off);
      le.putLong(off, digits8((int) (high - top * E8)) + ZEROS);
      off += 8;
    }
    le.putLong(off, digits8(low) + ZEROS);
    return off + 8;
  }

  private static int writePositiveInt(int v, ByteBuffer le, int off) {
    if (v < E8) {
      return writeLeading(v, le, off);
    }
    int high = v / E8; // 1 to 21
    off = writeLeading(high, le, off);
    le.putLong(off, digits8(v - high * E8) + ZEROS);
    return off + 8;
  }

  /** Writes {@code v} in [0, 10^8) without leading zeros: 1 to 8 digits. */
  private static int writeLeading(int v, ByteBuffer le, int off) {
    long d = digits8(v);
    // The first digit is in the lowest byte, so leading zeros are trailing zero bytes; the bit
    // at 56 counts "0" as one digit.
    int zeros = Long.numberOfTrailingZeros(d | (1L << 56)) >>> 3;
    le.putLong(off, (d + ZEROS) >>> (zeros << 3));
    return off + 8 - zeros;
  }

  /**
   * The 8 decimal digits of {@code v} in [0, 10^8), leading zeros kept, as values 0-9 in the 8
   * bytes of a long, the most significant digit in the lowest byte (first in memory when stored
   * little-endian).
   */
  static long digits8(int v) {
    long x = v;
    // x * ceil(2^40 / 10^4) >>> 40 is x / 10^4 for every x below 4.9 * 10^8.
    long hi = (x * 109_951_163L) >>> 40;
    long w = hi | ((x - hi * 10_000) << 32);
    // Two lanes of 32 bits below 10^4: y * ceil(2^20 / 100) >>> 20 is y / 100 below 43,690.
    long q = ((w * 10_486) >>> 20) & 0x0000_007F_0000_007FL;
    w = q | ((w - q * 100) << 16);
    // Four lanes of 16 bits below 100: y * ceil(2^10 / 10) >>> 10 is y / 10 below 170.
    q = ((w * 103) >>> 10) & 0x000F_000F_000F_000FL;
    return q | ((w - q * 10) << 8);
  }
}
