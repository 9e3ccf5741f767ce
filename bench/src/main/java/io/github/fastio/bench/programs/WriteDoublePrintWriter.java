package io.github.fastio.bench.programs;

import io.github.fastio.bench.NumType;
import io.github.fastio.bench.Probe;
import java.io.PrintWriter;
import java.util.Locale;

/**
 * Writes the workload's doubles with 9 decimals with one PrintWriter, one a line, the whole loop in
 * {@code main}: what a contestant writes. The numbers are generated before the clock starts; the
 * parent compares the output with the JDK's.
 */
public final class WriteDoublePrintWriter {
  private WriteDoublePrintWriter() {}

  /**
   * Writes the numbers to standard output, reports on standard error.
   *
   * @param args the count of numbers
   */
  @SuppressWarnings("DefaultCharset") // the idiom as contestants write it, which this program times
  public static void main(String[] args) {
    int n = Integer.parseInt(args[0]);
    long[] raw = NumType.DOUBLE.generate(n);
    long start = System.nanoTime();
    PrintWriter out = new PrintWriter(System.out);
    for (long v : raw) {
      out.println(String.format(Locale.ROOT, "%.9f", Double.longBitsToDouble(v)));
    }
    out.flush();
    Probe.report(n, start, 0);
  }
}
