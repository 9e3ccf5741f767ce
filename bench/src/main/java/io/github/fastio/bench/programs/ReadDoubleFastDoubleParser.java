package io.github.fastio.bench.programs;

import ch.randelshofer.fastdoubleparser.JavaDoubleParser;
import io.github.fastio.bench.Probe;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/**
 * Reads doubles with FastDoubleParser's {@code byte[]} API, the whole loop in {@code main}: tokens
 * are found by a plain scan over a 64 KiB buffer (compacted when a token may cross its end, as a
 * byte reader does) and each is parsed in place. It reads the count n and then n numbers from
 * standard input and folds them into the experiment's checksum, which the parent compares with the
 * JDK's own parse of the file.
 */
public final class ReadDoubleFastDoubleParser {
  private ReadDoubleFastDoubleParser() {}

  /**
   * Reads standard input, reports on standard error.
   *
   * @param args unused
   */
  public static void main(String[] args) {
    long start = System.nanoTime();
    InputStream in = System.in;
    byte[] buf = new byte[1 << 16];
    int pos = 0;
    int lim = 0;
    boolean eof = false;
    int n = 0;
    long h = 0;
    for (int i = -1; i < n; i++) { // i = -1 reads the count
      for (; ; ) {
        while (pos < lim && buf[pos] <= ' ') {
          pos++;
        }
        int from = pos;
        while (pos < lim && buf[pos] > ' ') {
          pos++;
        }
        if (pos < lim || (eof && pos > from)) {
          if (i < 0) {
            n = (int) JavaDoubleParser.parseDouble(buf, from, pos - from);
          } else {
            double v = JavaDoubleParser.parseDouble(buf, from, pos - from);
            h = (h + Double.doubleToRawLongBits(v)) * 0x9E37_79B9_7F4A_7C15L;
            h ^= h >>> 29;
          }
          break;
        }
        if (eof) {
          throw new IllegalStateException("input ended after " + i + " numbers");
        }
        // The token may go on past the buffer: keep it and read more.
        System.arraycopy(buf, from, buf, 0, lim - from);
        lim -= from;
        pos = lim;
        int got;
        try {
          got = in.read(buf, lim, buf.length - lim);
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
        if (got < 0) {
          eof = true;
        } else {
          lim += got;
        }
        pos = 0;
      }
    }
    Probe.report(n, start, h);
  }
}
