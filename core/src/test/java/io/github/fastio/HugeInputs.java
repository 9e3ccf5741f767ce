package io.github.fastio;

import java.io.InputStream;
import java.util.Arrays;

/** Streams of hundreds of megabytes made on the fly: a run of one byte, then a tail. */
final class HugeInputs {
  private HugeInputs() {}

  static final long MB400 = 400L << 20;

  /** {@code count} copies of {@code fill}, then {@code tail}; never more than 64 KiB in memory. */
  static InputStream run(byte fill, long count, String tail) {
    byte[] end = ReaderSources.utf8(tail);
    return new InputStream() {
      private final byte[] block = filled(fill);
      private long left = count;
      private int tailPos;

      @Override
      public int read() {
        byte[] one = new byte[1];
        return read(one, 0, 1) < 0 ? -1 : one[0] & 0xFF;
      }

      @Override
      public int read(byte[] b, int off, int len) {
        if (left > 0) {
          int n = (int) Math.min(Math.min(len, left), block.length);
          System.arraycopy(block, 0, b, off, n);
          left -= n;
          return n;
        }
        if (tailPos == end.length) {
          return -1;
        }
        int n = Math.min(len, end.length - tailPos);
        System.arraycopy(end, tailPos, b, off, n);
        tailPos += n;
        return n;
      }
    };
  }

  private static byte[] filled(byte fill) {
    byte[] b = new byte[1 << 16];
    Arrays.fill(b, fill);
    return b;
  }
}
