package io.github.fastio.bench.programs;

import io.github.fastio.bench.ClassicByteReader;
import io.github.fastio.bench.ClassicByteWriter;

/**
 * The a+b problem as a contestant solves it with the classic byte reader and writer: the count of
 * pairs, then one pair {@code a b} a line ({@code 0 <= a, b <= 10^18}); print {@code a+b} one a
 * line. The whole loop is in {@code main} and the program reports nothing: the parent times the
 * whole process and compares the output with the JDK's answers.
 */
public final class AplusbClassic {
  private AplusbClassic() {}

  /**
   * Solves the input on standard input.
   *
   * @param args unused
   */
  public static void main(String[] args) {
    ClassicByteReader in = new ClassicByteReader(System.in);
    ClassicByteWriter out = new ClassicByteWriter(System.out);
    int n = in.nextInt();
    for (int i = 0; i < n; i++) {
      out.print(in.nextLong() + in.nextLong());
      out.print('\n');
    }
    out.flush();
  }
}
