package io.github.fastio;

import java.nio.ByteBuffer;

/**
 * Byte ranges eight bytes at a time, for {@link CsvReader.Field}: a hash and an equality test, each
 * through a little-endian view of the array (one move a word in C2's code, JDK 9+). The last 0 to 7
 * bytes of a range are one load and a mask where the array goes on past them (the reader's buffer
 * always does, and so does a field's copy), else a byte at a time.
 *
 * <p>The hash folds the range's words, {@code h = (h ^ word) * MIX} from {@code h = 0}, the last
 * word holding the 0 to 7 bytes left (zeros above them), and at least two words (a range under 8
 * bytes folds a word of zeros after its own), then mixes in the length ({@link #finish}): so that a
 * scan that meets the words anyway, looking for the field's end ({@code
 * RecordInput.unquotedEndWithin}, two words at once), computes the same hash on the way.
 */
final class ByteWords {
  private ByteWords() {}

  /** An odd multiplier whose bits look random (2^64 over the golden ratio). */
  static final long MIX = 0x9E37_79B9_7F4A_7C15L;

  /** The bytes a copy keeps past its end, so that a field of up to 16 bytes is two loads. */
  static final int PAD = 16;

  /** 1 in each byte lane; times a byte, that byte in each lane. */
  static final long LANES = 0x0101_0101_0101_0101L;

  static final long LINE_FEEDS = '\n' * LANES;
  static final long RETURNS = '\r' * LANES;

  /**
   * The high bit of each byte of {@code x} that is 0, and maybe of bytes above the first such one
   * (a borrow): so the lowest set bit marks the first zero byte.
   */
  static long zeroLanes(long x) {
    return (x - LANES) & ~x & 0x8080_8080_8080_8080L;
  }

  /**
   * The high bit of each byte of {@code w} that is the byte {@code d} (in every lane) or below
   * {@code 0x0E} (the line breaks, and a tab or another control byte, which the caller tells
   * apart), and maybe of bytes above the first such one: a field's possible ends, one test fewer
   * than one per line break.
   */
  static long ends(long w, long d) {
    return zeroLanes(w ^ d) | ((w - 0x0E * LANES) & ~w & 0x8080_8080_8080_8080L);
  }

  /** A hash of {@code a[from, from + length)}, whose view is {@code le}; equal bytes hash alike. */
  static int hash(ByteBuffer le, byte[] a, int from, int length) {
    long h = 0;
    int i = from;
    int e = from + length;
    for (; i + 8 <= e; i += 8) {
      h = (h ^ le.getLong(i)) * MIX;
    }
    h = (h ^ tail(le, a, i, e)) * MIX;
    return finish(length < 8 ? h * MIX : h, length); // at least two words, the second 0
  }

  /** The hash of a range of {@code length} bytes from its folded words {@code h}. */
  static int finish(long h, int length) {
    return (int) (h ^ (h >>> 32)) ^ length;
  }

  /** The low {@code k} bytes of a word set, 0 to 8. */
  static long lowBytes(int k) {
    return ~(-1L << 4 * k << 4 * k); // two shifts: Java takes a shift count of 64 as 0
  }

  /** Whether {@code a[i, i + length)} and {@code b[j, j + length)} hold the same bytes. */
  static boolean equal(
      ByteBuffer aLe, byte[] a, int i, ByteBuffer bLe, byte[] b, int j, int length) {
    if (length <= 16 && i + 16 <= a.length && j + 16 <= b.length) {
      // Two words, masked, without a branch on the length (names and keys are mostly short).
      long first = (aLe.getLong(i) ^ bLe.getLong(j)) & lowBytes(Math.min(length, 8));
      long second = (aLe.getLong(i + 8) ^ bLe.getLong(j + 8)) & lowBytes(Math.max(length - 8, 0));
      return (first | second) == 0;
    }
    int e = i + length;
    for (; i + 8 <= e; i += 8, j += 8) {
      if (aLe.getLong(i) != bLe.getLong(j)) {
        return false;
      }
    }
    return tail(aLe, a, i, e) == tail(bLe, b, j, j + e - i);
  }

  /**
   * Whether the {@code length} bytes at {@code i} of {@code le}'s array, which has 16 from there,
   * are the up to 16 bytes of {@code word0} and {@code word1} (zeros past them).
   */
  static boolean equal(ByteBuffer le, int i, int length, long word0, long word1) {
    long first = (le.getLong(i) & lowBytes(Math.min(length, 8))) ^ word0;
    long second = (le.getLong(i + 8) & lowBytes(Math.max(length - 8, 0))) ^ word1;
    return (first | second) == 0;
  }

  /**
   * Whether {@code a[i, i + b.length)} holds the bytes of {@code b}: a word of {@code b} by bytes.
   */
  static boolean equal(ByteBuffer aLe, byte[] a, int i, byte[] b) {
    int j = 0;
    for (; j + 8 <= b.length; j += 8) {
      if (aLe.getLong(i + j) != Digits.load(b, j)) {
        return false;
      }
    }
    for (; j < b.length; j++) {
      if (a[i + j] != b[j]) {
        return false;
      }
    }
    return true;
  }

  /** The 0 to 7 bytes {@code a[i, e)} as a long, the first in the lowest byte, zeros above. */
  private static long tail(ByteBuffer le, byte[] a, int i, int e) {
    if (i + 8 <= a.length) {
      return le.getLong(i) & lowBytes(e - i);
    }
    long w = 0;
    for (int shift = 0; i < e; i++, shift += 8) {
      w |= (a[i] & 0xFFL) << shift;
    }
    return w;
  }
}
