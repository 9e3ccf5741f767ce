package io.github.fastio.examples;

import io.github.fastio.FastReader;
import io.github.fastio.FastWriter;

/**
 * Reads {@code n} and then {@code n} ints, and writes them back one per line: the
 * read-and-write-back workload that contest I/O is measured on.
 */
public final class EchoNumbers {
  private EchoNumbers() {}

  public static void main(String[] args) {
    FastReader in = new FastReader(System.in);
    FastWriter out = FastWriter.stdout();
    int n = in.nextInt();
    for (int i = 0; i < n; i++) {
      out.println(in.nextInt());
    }
    out.flush();
  }
}
