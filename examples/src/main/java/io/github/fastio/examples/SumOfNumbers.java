package io.github.fastio.examples;

import io.github.fastio.FastReader;
import io.github.fastio.FastWriter;

/** The contest shape: read {@code n}, then {@code n} longs; print their sum. */
public final class SumOfNumbers {
  private SumOfNumbers() {}

  public static void main(String[] args) {
    FastReader in = new FastReader(System.in);
    FastWriter out = FastWriter.stdout();
    int n = in.nextInt();
    long sum = 0;
    for (int i = 0; i < n; i++) {
      sum += in.nextLong();
    }
    out.println(sum);
    out.flush();
  }
}
