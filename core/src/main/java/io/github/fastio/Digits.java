package io.github.fastio;

import java.nio.ByteBuffer;

/**
 * ASCII decimal digits in and out, eight at a time in the byte lanes of one long (SWAR), for the
 * readers, the writer and the double formatter alike.
 *
 * <p>In: a long holds eight consecutive bytes of input, the first in its lowest byte ({@link
 * #load}, or a little-endian {@link ByteBuffer} view); one mask test finds how many of them are
 * digits ({@link #leadingDigits}) and three multiply-shifts combine up to eight digits into their
 * value ({@link #value8}, Lemire's method), so that a number of up to eight digits costs no branch
 * per digit. {@link #parse} is the checked parser of a whole integer token, the one place that
 * rejects one. For example {@code value8(load("12345678".getBytes(), 0))} is 12345678.
 *
 * <p>Out: {@link #digits8} splits a value below 10^8 into its eight digits in the lanes of a long
 * with three multiply-shifts; {@link #writeLong} writes a long's text with one 8-byte store per
 * block of eight digits.
 *
 * <p>Each method the fast paths call is under the 35 bytes of bytecode that HotSpot inlines
 * wherever it is called ({@code JitShapeTest}), so that a caller's loop never pays a call for one.
 */
final class Digits {
  private Digits() {}

  /**
   * The byte {@code '0'} in each of eight lanes: added to eight digit values 0-9 it makes their
   * ASCII text, and it is what a lane holding an ASCII digit is above its value.
   */
  static final long ZEROS = 0x3030303030303030L;

  /**
   * {@code TENS[t]} is 10^t, for {@link #decimalLength8}: the ints of {@link NumberMath#POW10},
   * which a program that only reads and prints ints does not load.
   */
  private static final int[] TENS = {
    1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000
  };

  private static final long E8 = 100_000_000;

  // ---------------------------------------------------------------- in

  /**
   * The eight bytes {@code b[i, i + 8)} as one long, {@code b[i]} in the lowest byte. Written for
   * Java 8, as a tree of methods under the 35 bytes that C2 inlines without a hot profile (JDK 25:
   * unless the call is rare), so that a caller's loop never pays a call for a load.
   */
  @SuppressWarnings("OperatorPrecedence") // & binds before |, as meant: no bytes for parentheses
  static long load(byte[] b, int i) {
    return load4(b, i) & 0xFFFF_FFFFL | (long) load4(b, i + 4) << 32;
  }

  private static int load4(byte[] b, int i) {
    return load2(b, i) | load2(b, i + 2) << 16;
  }

  private static int load2(byte[] b, int i) {
    return (b[i] & 0xFF) | (b[i + 1] & 0xFF) << 8;
  }

  /**
   * How many of the bytes of {@code w}, from the lowest, are ASCII digits before the first one that
   * is not: 0 to 8. A byte {@code x} is a digit when {@code x - '0'} neither borrows nor exceeds 9,
   * tested in all lanes at once; a borrow or carry out of a lane only disturbs the lanes above the
   * first non-digit, which do not count.
   */
  static int leadingDigits(long w) {
    long nonDigits = ((w - ZEROS) | (w + 0x4646_4646_4646_4646L)) & 0x8080_8080_8080_8080L;
    return Long.numberOfTrailingZeros(nonDigits) >> 3;
  }

  /**
   * The value of the first {@code n} bytes of {@code w}, 0 to 8 ASCII digits, the first the most
   * significant; 0 for {@code n = 0}.
   */
  static long value(long w, int n) {
    // The digits moved to the top lanes, zero lanes below them. Two shifts, because Java takes a
    // shift count of 64 (n = 0) as 0.
    int half = 32 - 4 * n;
    return value8(w << half << half);
  }

  /**
   * {@code v} followed by the first {@code n} bytes of {@code w}, 0 to 8 ASCII digits: {@code v *
   * 10^n} plus their value, wrapping as long arithmetic does.
   */
  static long append(long v, long w, int n) {
    return v * NumberMath.POW10[n] + value(w, n);
  }

  /**
   * The value of the 8 ASCII digits of {@code w} (zero lanes count as leading zeros). Two methods,
   * each under C2's 35 bytes: as one of 41 bytes it stayed a call in a loop in main.
   */
  static long value8(long w) {
    // 16-bit lanes of 4 digits, then 1e4 * first + second
    return ((quads(w) & 0x0000_FFFF_0000_FFFFL) * (1 + (10_000L << 32))) >>> 32;
  }

  private static long quads(long w) {
    // '0'-'9' to 0-9; pairs 10 * first + second in the even byte lanes; then 100 * pair + pair
    long pairs = ((w & 0x0F0F_0F0F_0F0F_0F0FL) * (1 + (10 << 8))) >>> 8;
    return ((pairs & 0x00FF_00FF_00FF_00FFL) * (1 + (100L << 16))) >>> 16;
  }

  /**
   * Parses {@code b[from, to)} as {@code [+-]?[0-9]+} with a value in {@code [min, max]}, where
   * {@code min} is {@code -max} or {@code -max - 1}; accumulates negatively so that {@code min}
   * needs no special case.
   *
   * @throws NumberFormatException if the bytes are not such a number
   */
  static long parse(byte[] b, int from, int to, long min, long max) {
    int p = from;
    boolean negative = p < to && b[p] == '-';
    if (p < to && (negative || b[p] == '+')) {
      p++;
    }
    if (p == to) {
      throw new NumberFormatException();
    }
    long limit = negative ? min : -max;
    long multLimit = limit / 10;
    long acc = 0;
    for (; p < to; p++) {
      int d = b[p] - '0';
      if (d < 0 || d > 9 || acc < multLimit || acc * 10 < limit + d) {
        throw new NumberFormatException();
      }
      acc = acc * 10 - d;
    }
    return negative ? acc : -acc;
  }

  // ---------------------------------------------------------------- out

  // Digits are made 8 at a time in the lanes of one long (digits8) and stored with one 8-byte
  // store. A leading block is shifted right past its leading zeros and stored whole, so a write may
  // leave up to 8 bytes of garbage after its last digit, which the caller's buffer must have room
  // for. A long needs at most two divisions by the constant 10^8, which the JIT turns into
  // multiply-highs.

  /**
   * Writes {@code Long.toString(v)} at {@code off} of {@code buf}, whose little-endian view is
   * {@code le}; returns the offset after the last digit. Up to 8 bytes past it may be overwritten.
   * Ints are written here too.
   */
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
      le.putLong(off, ascii8(middle));
      off += 8;
    }
    if (low >= 0) {
      le.putLong(off, ascii8(low));
      off += 8;
    }
    return off;
  }

  /** Writes {@code v} in [0, 10^8) without leading zeros: 1 to 8 digits. */
  private static int writeLeading(int v, ByteBuffer le, int off) {
    // The length comes from v, not from the digits, so that the next write's offset does not wait
    // for the digit arithmetic.
    int len = decimalLength8(v);
    // The first digit is in the lowest byte: shifting right drops the leading zeros.
    le.putLong(off, ascii8(v) >>> ((8 - len) << 3));
    return off + len;
  }

  /**
   * Number of decimal digits of {@code v} in [0, 10^8), with one branch: below 1000, a sign bit per
   * power of ten; above, the count that the bit length gives (times log10(2)), corrected by one
   * comparison. Most data take the branch both ways (the leading blocks of 9- to 11- and 17- to
   * 19-digit numbers are below 1000). A comparison tree's branches that C2 had never seen taken
   * threw the caller's compiled loop away at the first number of another length; a count without a
   * branch measured 12% slower on 10-digit ints.
   */
  static int decimalLength8(int v) {
    if (v < 1000) {
      return 1 + ((9 - v) >>> 31) + ((99 - v) >>> 31);
    }
    int t = ((32 - Integer.numberOfLeadingZeros(v)) * 1233) >>> 12;
    return t + ((TENS[t] - 1 - v) >>> 31);
  }

  /**
   * Number of decimal digits of {@code f} in [0, 2^63), at least 1: the bit length times log10(2)
   * is the count or one less.
   */
  static int decimalLength(long f) {
    if (f < 10) {
      return 1;
    }
    int t = ((64 - Long.numberOfLeadingZeros(f)) * 1233) >>> 12;
    return f >= NumberMath.POW10[t] ? t + 1 : t;
  }

  /**
   * The 8 decimal digits of {@code v} in [0, 10^8), leading zeros kept, as values 0-9 in the 8
   * bytes of a long, the most significant digit in the lowest byte (first in memory when stored
   * little-endian).
   */
  static long digits8(int v) {
    long x = v;
    // Each step splits every lane into q = lane / d and lane - q * d, as (w << k) + q * (1 - (d <<
    // k)): one multiply and an add; no lane borrows, as each result is positive.
    // x * ceil(2^40 / 10^4) >>> 40 is x / 10^4 for every x below 4.9 * 10^8.
    long q = (x * 109_951_163L) >>> 40;
    long w = (x << 32) + q * (1 - (10_000L << 32));
    // Two lanes of 32 bits below 10^4: y * ceil(2^20 / 100) >>> 20 is y / 100 below 43,690.
    q = ((w * 10_486) >>> 20) & 0x0000_007F_0000_007FL;
    w = (w << 16) + q * (1 - (100L << 16));
    // Four lanes of 16 bits below 100: y * ceil(2^10 / 10) >>> 10 is y / 10 below 170.
    q = ((w * 103) >>> 10) & 0x000F_000F_000F_000FL;
    return (w << 8) + q * (1 - (10L << 8));
  }

  /** The 8 ASCII digits of {@code v} in [0, 10^8), the first in the lowest byte. */
  static long ascii8(int v) {
    return digits8(v) + ZEROS;
  }

  /**
   * Stores the 8 bytes of {@code w} at {@code buf[i, i + 8)}, the lowest byte first: a word of 8
   * ASCII digits, the first digit in its lowest byte, lands in reading order. A loop of byte stores
   * for Java 8, which C2 unrolls and, from JDK 23, merges into one 8-byte store. Written out as
   * eight statements instead, it made println(double) 9% slower on JDK 25, where DoubleFormatter
   * calls it in a loop.
   */
  static void put8(byte[] buf, int i, long w) {
    for (int k = 0; k < 8; k++) {
      buf[i + k] = (byte) (w >>> (8 * k));
    }
  }
}
