package io.github.fastio.bench.programs;

import io.github.fastio.bench.Probe;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;

/**
 * Reads longs with StreamTokenizer, the whole loop in {@code main}: what a contestant writes. It
 * reads the count n and then n numbers from standard input and folds them into the experiment's
 * checksum (the arithmetic of {@code Checksum}, written out), which the parent compares with the
 * JDK's own parse of the file.
 *
 * <p>StreamTokenizer parses every number as a double: longs beyond 2^53 come back changed, and the
 * check says so.
 */
public final class ReadLongStreamTokenizer {
  private ReadLongStreamTokenizer() {}

  /**
   * Reads standard input, reports on standard error.
   *
   * @param args unused
   * @throws IOException if standard input fails
   */
  @SuppressWarnings("DefaultCharset") // the idiom as contestants write it, which this program times
  public static void main(String[] args) throws IOException {
    long start = System.nanoTime();
    StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
    in.nextToken();
    int n = (int) in.nval;
    long h = 0;
    for (int i = 0; i < n; i++) {
      in.nextToken();
      h = (h + (long) in.nval) * 0x9E37_79B9_7F4A_7C15L;
      h ^= h >>> 29;
    }
    Probe.report(n, start, h);
  }
}
