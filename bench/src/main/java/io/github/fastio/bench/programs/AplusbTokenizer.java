package io.github.fastio.bench.programs;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.util.StringTokenizer;

/**
 * The a+b problem as a contestant solves it with BufferedReader, StringTokenizer and PrintWriter:
 * the count of pairs, then one pair {@code a b} a line ({@code 0 <= a, b <= 10^18}); print {@code
 * a+b} one a line. The whole loop is in {@code main} and the program reports nothing: the parent
 * times the whole process and compares the output with the JDK's answers.
 */
public final class AplusbTokenizer {
  private AplusbTokenizer() {}

  /**
   * Solves the input on standard input.
   *
   * @param args unused
   * @throws IOException if standard input fails
   */
  @SuppressWarnings("DefaultCharset") // the idiom as contestants write it, which this program times
  public static void main(String[] args) throws IOException {
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
    PrintWriter out = new PrintWriter(System.out);
    int n = Integer.parseInt(in.readLine().trim());
    for (int i = 0; i < n; i++) {
      StringTokenizer tokens = new StringTokenizer(in.readLine());
      long a = Long.parseLong(tokens.nextToken());
      long b = Long.parseLong(tokens.nextToken());
      out.println(a + b);
    }
    out.flush();
  }
}
