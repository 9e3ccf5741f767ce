package io.github.fastio.bench.programs;

import io.github.fastio.FastReader;
import io.github.fastio.FastWriter;
import io.github.fastio.bench.Probe;

/**
 * Reads the count and the longs with fastio's bulk {@code nextLongs(n)} and writes them back with
 * {@code println(long[])} (separated by spaces, one line: the parent's check accepts a space where
 * the reference has a line break, nothing else).
 */
public final class EchoLongFastioBulk {
  private EchoLongFastioBulk() {}

  /**
   * Reads standard input, writes standard output, reports on standard error.
   *
   * @param args unused
   */
  public static void main(String[] args) {
    long start = System.nanoTime();
    FastReader in = new FastReader(System.in);
    FastWriter out = FastWriter.stdout();
    int n = in.nextInt();
    out.println(in.nextLongs(n));
    out.flush();
    Probe.report(n, start, 0);
  }
}
