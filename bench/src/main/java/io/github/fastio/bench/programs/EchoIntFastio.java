package io.github.fastio.bench.programs;

import io.github.fastio.FastReader;
import io.github.fastio.FastWriter;
import io.github.fastio.bench.Probe;

/**
 * Reads the count and the ints and writes each back with fastio, one a line, the whole loop in
 * {@code main}: the round trip a contestant writes. The output must equal the input after its first
 * line.
 */
public final class EchoIntFastio {
  private EchoIntFastio() {}

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
    for (int i = 0; i < n; i++) {
      out.println(in.nextInt());
    }
    out.flush();
    Probe.report(n, start, 0);
  }
}
