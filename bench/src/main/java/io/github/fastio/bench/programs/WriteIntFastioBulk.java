package io.github.fastio.bench.programs;

import io.github.fastio.FastWriter;
import io.github.fastio.bench.NumType;
import io.github.fastio.bench.Probe;

/**
 * Writes the workload's ints with fastio's bulk {@code println(int[])}, called from {@code main}:
 * the numbers come out separated by spaces, one line (the parent's check accepts a space where the
 * reference has a line break, nothing else). The array is filled before the clock starts.
 */
public final class WriteIntFastioBulk {
  private WriteIntFastioBulk() {}

  /**
   * Writes the numbers to standard output, reports on standard error.
   *
   * @param args the count of numbers
   */
  public static void main(String[] args) {
    int n = Integer.parseInt(args[0]);
    long[] raw = NumType.INT.generate(n);
    int[] a = new int[n];
    for (int i = 0; i < n; i++) {
      a[i] = (int) raw[i];
    }
    long start = System.nanoTime();
    FastWriter out = FastWriter.stdout();
    out.println(a);
    out.flush();
    Probe.report(n, start, 0);
  }
}
