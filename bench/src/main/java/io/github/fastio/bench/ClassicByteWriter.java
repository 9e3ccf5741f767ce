package io.github.fastio.bench;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;

/**
 * The well-known contest byte writer, rewritten here as a peer to measure against: a 64 KiB byte
 * buffer, digits produced one at a time by {@code % 10} into a small scratch array and copied in,
 * and the usual fixed-decimal double idiom (integer part, then the fraction scaled and rounded).
 * Not a writer to use: its doubles follow C-like rounding of the binary value, not Java's rule, and
 * it ignores NaN and infinities.
 */
public final class ClassicByteWriter {
  private static final int BUFFER_SIZE = 1 << 16;

  private final OutputStream out;
  private final byte[] buffer = new byte[BUFFER_SIZE];
  private final byte[] digits = new byte[20];
  private int pos;

  /** Writes to {@code out}; nothing reaches it before {@link #flush}. */
  public ClassicByteWriter(OutputStream out) {
    this.out = out;
  }

  private void write(byte b) {
    if (pos == BUFFER_SIZE) {
      flushBuffer();
    }
    buffer[pos++] = b;
  }

  /** Writes a long in decimal, digit by digit. */
  public void print(long v) {
    if (v < 0) {
      write((byte) '-');
    } else {
      v = -v;
    }
    // Works on the negative value so that Long.MIN_VALUE needs no special case.
    int n = 0;
    do {
      digits[n++] = (byte) ('0' - v % 10);
      v /= 10;
    } while (v != 0);
    while (n > 0) {
      write(digits[--n]);
    }
  }

  /**
   * The idiom's fixed-decimal double: integer part, '.', then the fraction times 10^decimals,
   * rounded.
   */
  public void print(double x, int decimals) {
    if (x < 0) {
      write((byte) '-');
      x = -x;
    }
    long scale = 1;
    for (int i = 0; i < decimals; i++) {
      scale *= 10;
    }
    long integer = (long) x;
    long fraction = Math.round((x - integer) * scale);
    if (fraction >= scale) {
      integer++;
      fraction -= scale;
    }
    print(integer);
    if (decimals > 0) {
      write((byte) '.');
      for (long s = scale / 10; s > 0; s /= 10) {
        write((byte) ('0' + fraction / s % 10));
      }
    }
  }

  /** Writes one byte (ASCII). */
  public void print(char c) {
    write((byte) c);
  }

  /** Hands the buffer to the stream and flushes it. */
  public void flush() {
    flushBuffer();
    try {
      out.flush();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private void flushBuffer() {
    try {
      out.write(buffer, 0, pos);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    pos = 0;
  }
}
