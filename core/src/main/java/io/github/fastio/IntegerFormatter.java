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

  private static final long E8 = 100_000_000;

  /** Added to 8 digit values, one per byte, to make them ASCII. */
  private static final long ZEROS = 0x3030303030303030L;

  /**
   * Writes {@code Integer.toString(v)} at {@code off} of {@code buf}, whose little-endian view is
   * {@code le}; returns the offset after the last digit. Bytes up to {@link #SLACK} past it may be
   * overwritten.
   */
  static int writeInt(int v, byte[] buf, ByteBuffer le, int off) {
    return writeLong(v, buf, le, off);
  }

  /** As {@link #writeInt}, for {@code Long.toString(v)}. */
  static int writeLong(long v, byte[] buf, ByteBuffer le, int off) {
    // Random signs defeat branch prediction: always store '-', keep it only for a negative v.
    long sign = v >> 63;
    long m = (v ^ sign) - sign; // negative for MIN_VALUE only
    buf[off] = '-';
    off -= (int) sign;
    // The magnitude in blocks of 8 digits: a leading one without its leading zeros, then at most
    // two full ones. One copy of each store keeps the compiled code small enough for the JIT to
    // inline a caller, such as println, into its caller's loop.
    long lead = m;
    int middle = -1;
    int low = -1;
    if (m >= E8 || m < 0) {
      if (m < 0) {
        // 2^63 = 9223372036854775808: its top digit, then the 18 digits left.
        buf[off++] = '9';
        m = 223372036854775808L;
      }
      lead = m / E8;
      low = (int) (m - lead * E8);
      if (lead >= E8) {
        long high = lead;
        lead = high / E8;
        middle = (int) (high - lead * E8);
      }
    }
    off = writeLeading((int) lead, le, off);
    if (middle >= 0) {
      le.putLong(off, digits8(middle) + ZEROS);
      off += 8;
    }
    if (low >= 0) {
      le.putLong(off, digits8(low) + ZEROS);
      off += 8;
    }
    return off;
  }

  /** Writes {@code v} in [0, 10^8) without leading zeros: 1 to 8 digits. */
  private static int writeLeading(int v, ByteBuffer le, int off) {
    // The length comes from v, not from the digits, so that the next write's offset does not wait
    // for the digit arithmetic.
    int len = length(v);
    // The first digit is in the lowest byte: shifting right drops the leading zeros.
    le.putLong(off, (digits8(v) + ZEROS) >>> ((8 - len) << 3));
    return off + len;
  }

  /** Number of decimal digits of {@code v} in [0, 10^8); a comparison tree, no division. */
  static int length(int v) {
    if (v < 10_000) {
      if (v < 100) {
        return v < 10 ? 1 : 2;
      }
      return v < 1000 ? 3 : 4;
    }
    if (v < 1_000_000) {
      return v < 100_000 ? 5 : 6;
    }
    return v < 10_000_000 ? 7 : 8;
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
