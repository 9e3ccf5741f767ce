package io.github.fastio.bench.programs;

import io.github.fastio.FastWriter;
import io.github.fastio.bench.NumType;
import io.github.fastio.bench.Probe;

/**
 * Writes the workload's longs with fastio's bulk {@code println(long[])}, called from {@code main}:
 * the numbers come out separated by spaces, one line (the parent's check accepts a space where the
 * reference has a line break, nothing else). The array is filled before the clock starts.
 */
public final class WriteLongFastioBulk {
  private WriteLongFastioBulk() {}

  /**
   * Writes the numbers to standard output, reports on standard error.
   *
   * @param args the count of numbers
   */
  public static void main(String[] args) {
    int n = Integer.parseInt(args[0]);
    long[] a = NumType.LONG.generate(n);
    long start = System.nanoTime();
    FastWriter out = FastWriter.stdout();
    out.println(a);
    out.flush();
    Probe.report(n, start, 0);
  }
}
