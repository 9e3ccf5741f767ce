package io.github.fastio.bench.programs;

import io.github.fastio.bench.ClassicByteWriter;
import io.github.fastio.bench.NumType;
import io.github.fastio.bench.Probe;

/**
 * Writes the workload's longs with the classic byte writer, one a line, the whole loop in {@code
 * main}: what a contestant writes. The numbers are generated before the clock starts; the parent
 * compares the output with the JDK's.
 */
public final class WriteLongBytes {
  private WriteLongBytes() {}

  /**
   * Writes the numbers to standard output, reports on standard error.
   *
   * @param args the count of numbers
   */
  public static void main(String[] args) {
    int n = Integer.parseInt(args[0]);
    long[] raw = NumType.LONG.generate(n);
    long start = System.nanoTime();
    ClassicByteWriter out = new ClassicByteWriter(System.out);
    for (long v : raw) {
      out.print(v);
      out.print('\n');
    }
    out.flush();
    Probe.report(n, start, 0);
  }
}
