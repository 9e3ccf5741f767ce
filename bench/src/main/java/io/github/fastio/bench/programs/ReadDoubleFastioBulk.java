package io.github.fastio.bench.programs;

import io.github.fastio.FastReader;
import io.github.fastio.bench.Probe;

/**
 * Reads doubles with fastio's bulk {@code nextDoubles(n)}, called from {@code main}: the loop is
 * inside the library. It reads the count n and then n numbers from standard input and folds them
 * into the experiment's checksum (the arithmetic of {@code Checksum}, written out), which the
 * parent compares with the JDK's own parse of the file.
 */
public final class ReadDoubleFastioBulk {
  private ReadDoubleFastioBulk() {}

  /**
   * Reads standard input, reports on standard error.
   *
   * @param args unused
   */
  public static void main(String[] args) {
    long start = System.nanoTime();
    FastReader in = new FastReader(System.in);
    int n = in.nextInt();
    double[] a = in.nextDoubles(n);
    long h = 0;
    for (double v : a) {
      h = (h + Double.doubleToRawLongBits(v)) * 0x9E37_79B9_7F4A_7C15L;
      h ^= h >>> 29;
    }
    Probe.report(n, start, h);
  }
}
