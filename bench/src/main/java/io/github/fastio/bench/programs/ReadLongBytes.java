package io.github.fastio.bench.programs;

import io.github.fastio.bench.ClassicByteReader;
import io.github.fastio.bench.Probe;

/**
 * Reads longs with the classic byte reader, the whole loop in {@code main}: what a contestant
 * writes. It reads the count n and then n numbers from standard input and folds them into the
 * experiment's checksum (the arithmetic of {@code Checksum}, written out), which the parent
 * compares with the JDK's own parse of the file.
 */
public final class ReadLongBytes {
  private ReadLongBytes() {}

  /**
   * Reads standard input, reports on standard error.
   *
   * @param args unused
   */
  public static void main(String[] args) {
    long start = System.nanoTime();
    ClassicByteReader in = new ClassicByteReader(System.in);
    int n = in.nextInt();
    long h = 0;
    for (int i = 0; i < n; i++) {
      h = (h + in.nextLong()) * 0x9E37_79B9_7F4A_7C15L;
      h ^= h >>> 29;
    }
    Probe.report(n, start, h);
  }
}
