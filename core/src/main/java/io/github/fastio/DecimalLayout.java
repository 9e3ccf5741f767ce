package io.github.fastio;

import java.util.Arrays;

/**
 * Lays out decimal digits as ASCII bytes, for the double writers ({@link DoubleFormatter}'s
 * shortest text and {@link FixedDecimals}' {@code %.nf}): an integer and a fraction of fixed
 * length, a scaled integer with a point, zeros, and the names of the values that are no number.
 * Every method stores only into {@code buf[off, end)}, where {@code end} is the offset it returns
 * (less the 8-byte words of {@link #writeParts}, which the javadoc there describes). {@code
 * writeScaled(125, 2, 3, buf, 0)} writes {@code 1.250}.
 */
final class DecimalLayout {
  private DecimalLayout() {}

  /*
   * Writes ip, then (n > 0) a point and fp as n digits (fp < 10^n < 10^19). For 9 to 16 decimals
   * and ip < 10^16, whole 8-digit words are stored: left-aligned ones first, whose spare bytes
   * spill to the right over bytes written later; every store stays before the returned end.
   */
  static int writeParts(long ip, long fp, int n, byte[] buf, int off) {
    if (n >= 9 && n <= 16 && ip < 10_000_000_000_000_000L) {
      if (ip >= 100_000_000) {
        long high = ip / 100_000_000;
        int k = 1;
        if (high < 10) { // 9 digits, as most values from 1e8 to 1e9
          buf[off] = (byte) ('0' + high);
        } else {
          k = Digits.decimalLength(high);
          Digits.put8(buf, off, Digits.ascii8((int) high) >>> (8 * (8 - k)));
        }
        Digits.put8(buf, off + k, Digits.ascii8((int) (ip - high * 100_000_000)));
        off += k + 8;
      } else {
        int k = Digits.decimalLength(ip);
        Digits.put8(buf, off, Digits.ascii8((int) ip) >>> (8 * (8 - k)));
        off += k;
      }
      buf[off] = '.';
      int end = off + 1 + n;
      long high = fp / 100_000_000;
      if (n == 9) { // the usual case: one digit, no conversion
        buf[off + 1] = (byte) ('0' + high);
      } else {
        Digits.put8(buf, off + 1, Digits.ascii8((int) high) >>> (8 * (16 - n)));
      }
      Digits.put8(buf, end - 8, Digits.ascii8((int) (fp - high * 100_000_000)));
      return end;
    }
    off = writeDigits(ip, buf, off);
    if (n == 0) {
      return off;
    }
    buf[off] = '.';
    writePadded(fp, buf, off + 1 + n, n);
    return off + 1 + n;
  }

  /** Writes f 10^-scale with exactly {@code decimals} decimals (scale <= decimals). */
  static int writeScaled(long f, int scale, int decimals, byte[] buf, int off) {
    if (scale <= 0) {
      off = writeDigits(f, buf, off);
      off = writeZeros(-scale, buf, off);
      if (decimals == 0) {
        return off;
      }
      buf[off++] = '.';
      return writeZeros(decimals, buf, off);
    }
    int n = Digits.decimalLength(f);
    if (n > scale) { // digits first, then the integer part moves left to make room for the point
      writePadded(f, buf, off + n + 1, n);
      int point = off + n - scale;
      for (int i = off; i < point; i++) {
        buf[i] = buf[i + 1];
      }
      buf[point] = '.';
      return writeZeros(decimals - scale, buf, off + n + 1);
    }
    buf[off] = '0';
    buf[off + 1] = '.';
    writePadded(f, buf, off + scale + 2, scale);
    return writeZeros(decimals - scale, buf, off + scale + 2);
  }

  static int writeDigits(long f, byte[] buf, int off) {
    int end = off + Digits.decimalLength(f);
    writePadded(f, buf, end, end - off);
    return end;
  }

  /**
   * Writes f as exactly {@code count} digits (zero padded) ending before {@code end}; f < 10^count.
   * Eight digits per long division, converted together in one long (see {@link Digits#ascii8}) and
   * stored whole from the right; the leading 1 to 7 digits byte by byte, as a whole word there
   * would store before the first digit.
   */
  static void writePadded(long f, byte[] buf, int end, int count) {
    for (; count >= 8; count -= 8) {
      long high = f / 100_000_000;
      long w = Digits.ascii8((int) (f - high * 100_000_000));
      f = high;
      end -= 8;
      Digits.put8(buf, end, w);
    }
    if (count > 0) {
      long w = Digits.ascii8((int) f);
      for (int k = 8 - count; k < 8; k++) {
        buf[end - 8 + k] = (byte) (w >>> (8 * k));
      }
    }
  }

  static int writeZeros(int count, byte[] buf, int off) {
    Arrays.fill(buf, off, off + count, (byte) '0');
    return off + count;
  }

  /** NaN or an infinity, as Double.toString, Float.toString and String.format all spell them. */
  static int writeNonFinite(boolean nan, boolean negative, byte[] buf, int off) {
    return writeAscii(nan ? "NaN" : negative ? "-Infinity" : "Infinity", buf, off);
  }

  static int writeAscii(String s, byte[] buf, int off) {
    for (int i = 0; i < s.length(); i++) {
      buf[off++] = (byte) s.charAt(i);
    }
    return off;
  }
}
