package io.github.fastio.bench;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/**
 * The well-known contest byte reader (the "DataInputStream reader" idiom), rewritten here as a peer
 * to measure against: a 64 KiB buffer, digits accumulated one at a time, no overflow check, no
 * end-of-input check beyond a {@code -1} sentinel, and the usual inexact digit-by-digit {@code
 * readDouble} without exponents. It is what fastio must beat, not a reader to use: it wraps on
 * overflow and its doubles can be off by an ulp.
 */
public final class ClassicByteReader {
  private static final int BUFFER_SIZE = 1 << 16;

  private final InputStream in;
  private final byte[] buffer = new byte[BUFFER_SIZE];
  private int pos;
  private int len;

  /** Reads from {@code in}. */
  public ClassicByteReader(InputStream in) {
    this.in = in;
  }

  private int read() {
    if (pos == len) {
      try {
        len = in.read(buffer, 0, BUFFER_SIZE);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      pos = 0;
      if (len <= 0) {
        len = 0;
        return -1;
      }
    }
    return buffer[pos++];
  }

  /**
   * Next int, with the idiom's behaviour: skips anything up to a digit or '-', wraps on overflow.
   */
  public int nextInt() {
    return (int) nextLong();
  }

  /** Next long, same idiom. */
  public long nextLong() {
    int c = read();
    while (c != '-' && (c < '0' || c > '9')) {
      c = read();
    }
    boolean negative = c == '-';
    if (negative) {
      c = read();
    }
    long result = 0;
    while (c >= '0' && c <= '9') {
      result = result * 10 + (c - '0');
      c = read();
    }
    return negative ? -result : result;
  }

  /**
   * Next double the way the idiom does it: integer digits, then each fraction digit divided in by
   * powers of ten. Inexact on purpose (that is the idiom); the benchmark's checksum shows whether
   * it matters on the data.
   */
  public double nextDouble() {
    int c = read();
    while (c != '-' && c != '.' && (c < '0' || c > '9')) {
      c = read();
    }
    boolean negative = c == '-';
    if (negative) {
      c = read();
    }
    double result = 0;
    while (c >= '0' && c <= '9') {
      result = result * 10 + (c - '0');
      c = read();
    }
    if (c == '.') {
      double divisor = 1;
      c = read();
      while (c >= '0' && c <= '9') {
        divisor *= 10;
        result += (c - '0') / divisor;
        c = read();
      }
    }
    return negative ? -result : result;
  }
}
