package io.github.fastio.bench.programs;

import io.github.fastio.bench.ClassicByteReader;
import io.github.fastio.bench.ClassicByteWriter;
import io.github.fastio.bench.Probe;

/**
 * Reads the count and the ints and writes each back with the classic byte reader and writer, one a
 * line, the whole loop in {@code main}: the round trip a contestant writes. The output must equal
 * the input after its first line.
 */
public final class EchoIntClassic {
  private EchoIntClassic() {}

  /**
   * Reads standard input, writes standard output, reports on standard error.
   *
   * @param args unused
   */
  public static void main(String[] args) {
    long start = System.nanoTime();
    ClassicByteReader in = new ClassicByteReader(System.in);
    ClassicByteWriter out = new ClassicByteWriter(System.out);
    int n = in.nextInt();
    for (int i = 0; i < n; i++) {
      out.print(in.nextInt());
      out.print('\n');
    }
    out.flush();
    Probe.report(n, start, 0);
  }
}
