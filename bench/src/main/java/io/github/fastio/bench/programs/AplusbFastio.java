package io.github.fastio.bench.programs;

import io.github.fastio.FastReader;
import io.github.fastio.FastWriter;

/**
 * The a+b problem as a contestant solves it with fastio: the count of pairs, then one pair {@code a
 * b} a line ({@code 0 <= a, b <= 10^18}); print {@code a+b} one a line. The whole loop is in {@code
 * main} and the program reports nothing: the parent times the whole process and compares the output
 * with the JDK's answers.
 */
public final class AplusbFastio {
  private AplusbFastio() {}

  /**
   * Solves the input on standard input.
   *
   * @param args unused
   */
  public static void main(String[] args) {
    FastReader in = new FastReader(System.in);
    FastWriter out = FastWriter.stdout();
    int n = in.nextInt();
    for (int i = 0; i < n; i++) {
      out.println(in.nextLong() + in.nextLong());
    }
    out.flush();
  }
}
