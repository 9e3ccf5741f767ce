package io.github.fastio.examples;

import io.github.fastio.FastReader;
import io.github.fastio.FastWriter;

/**
 * The classic interactive mistake, kept as a negative control: the same questions as {@link
 * GuessTheNumber}, but the reader is not tied to the writer and nothing flushes, so the judge never
 * sees the first question.
 */
public final class GuessWithoutFlush {
  private GuessWithoutFlush() {}

  public static void main(String[] args) {
    FastWriter out = FastWriter.stdout();
    FastReader in = new FastReader(System.in);
    out.print("? ").println(500_000_000);
    in.next();
    out.print("! ").println(1);
    out.flush();
  }
}
