package io.github.fastio;

import java.io.InputStream;

/**
 * The stream of {@link FastReader#of(byte[])}: hands out the array a read at a time, so that the
 * reader copies one buffer of it at a time and never the whole array (a {@code
 * ByteArrayInputStream} would do the same, with a lock per read).
 */
final class ArraySource extends InputStream {
  private final byte[] bytes;
  private int pos;

  /**
   * A stream of {@code bytes}, typed as any stream so that verifying a caller loads this class only
   * when the call runs.
   */
  static InputStream of(byte[] bytes) {
    return new ArraySource(bytes);
  }

  private ArraySource(byte[] bytes) {
    if (bytes == null) {
      throw new NullPointerException("bytes");
    }
    this.bytes = bytes;
  }

  @Override
  public int read() {
    return pos < bytes.length ? bytes[pos++] & 0xFF : -1;
  }

  @Override
  public int read(byte[] b, int off, int len) {
    int n = Math.min(len, bytes.length - pos);
    if (n <= 0) {
      return len == 0 ? 0 : -1;
    }
    System.arraycopy(bytes, pos, b, off, n);
    pos += n;
    return n;
  }
}
