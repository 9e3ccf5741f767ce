package io.github.fastio.bench.programs;

import io.github.fastio.bench.Probe;
import java.util.Locale;
import java.util.Scanner;

/**
 * Reads ints with Scanner, the whole loop in {@code main}: what a contestant writes. It reads the
 * count n and then n numbers from standard input and folds them into the experiment's checksum (the
 * arithmetic of {@code Checksum}, written out), which the parent compares with the JDK's own parse
 * of the file.
 */
public final class ReadIntScanner {
  private ReadIntScanner() {}

  /**
   * Reads standard input, reports on standard error.
   *
   * @param args unused
   */
  @SuppressWarnings("DefaultCharset") // the idiom as contestants write it, which this program times
  public static void main(String[] args) {
    long start = System.nanoTime();
    // ROOT: the default locale might expect a decimal comma.
    Scanner in = new Scanner(System.in).useLocale(Locale.ROOT);
    int n = in.nextInt();
    long h = 0;
    for (int i = 0; i < n; i++) {
      h = (h + in.nextInt()) * 0x9E37_79B9_7F4A_7C15L;
      h ^= h >>> 29;
    }
    Probe.report(n, start, h);
  }
}
