package io.github.fastio.bench.programs;

import io.github.fastio.bench.NumType;
import io.github.fastio.bench.Probe;
import java.io.PrintWriter;

/**
 * Writes the workload's longs with one PrintWriter, one a line, the whole loop in {@code main}:
 * what a contestant writes. The numbers are generated before the clock starts; the parent compares
 * the output with the JDK's.
 */
public final class WriteLongPrintWriter {
  private WriteLongPrintWriter() {}

  /**
   * Writes the numbers to standard output, reports on standard error.
   *
   * @param args the count of numbers
   */
  @SuppressWarnings("DefaultCharset") // the idiom as contestants write it, which this program times
  public static void main(String[] args) {
    int n = Integer.parseInt(args[0]);
    long[] raw = NumType.LONG.generate(n);
    long start = System.nanoTime();
    PrintWriter out = new PrintWriter(System.out);
    for (long v : raw) {
      out.println(v);
    }
    out.flush();
    Probe.report(n, start, 0);
  }
}
