package io.github.fastio.examples;

import io.github.fastio.FastReader;
import io.github.fastio.FastWriter;

/**
 * An interactive solution: the judge hides a number in [1, 10^9]; we ask {@code ? x} and the judge
 * answers {@code <} (the secret is smaller), {@code >} (larger) or {@code =}; then we print {@code
 * ! x}.
 *
 * <p>The reader is tied to the writer, so every question is flushed before the reader waits for its
 * answer: no {@code flush()} calls to forget.
 */
public final class GuessTheNumber {
  private GuessTheNumber() {}

  public static void main(String[] args) {
    FastWriter out = FastWriter.stdout();
    FastReader in = new FastReader(System.in).tie(out);
    long lo = 1;
    long hi = 1_000_000_000;
    while (lo < hi) {
      long mid = (lo + hi) >>> 1;
      out.print("? ").println(mid);
      String answer = in.next();
      if (answer.equals("=")) {
        lo = mid;
        hi = mid;
      } else if (answer.equals("<")) {
        hi = mid - 1;
      } else {
        lo = mid + 1;
      }
    }
    out.print("! ").println(lo);
    out.flush();
  }
}
