package io.github.fastio.bench.programs;

import io.github.fastio.FastWriter;
import io.github.fastio.bench.NumType;
import io.github.fastio.bench.Probe;

/**
 * Writes the workload's doubles with 9 decimals with fastio, one a line, the whole loop in {@code
 * main}: what a contestant writes. The numbers are generated before the clock starts; the parent
 * compares the output with the JDK's.
 */
public final class WriteDoubleFastio {
  private WriteDoubleFastio() {}

  /**
   * Writes the numbers to standard output, reports on standard error.
   *
   * @param args the count of numbers
   */
  public static void main(String[] args) {
    int n = Integer.parseInt(args[0]);
    long[] raw = NumType.DOUBLE.generate(n);
    long start = System.nanoTime();
    FastWriter out = FastWriter.stdout();
    for (long v : raw) {
      out.println(Double.longBitsToDouble(v), 9);
    }
    out.flush();
    Probe.report(n, start, 0);
  }
}
