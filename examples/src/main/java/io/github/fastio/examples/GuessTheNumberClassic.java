package io.github.fastio.examples;

import java.util.Scanner;

/**
 * {@link GuessTheNumber} with {@code Scanner} and {@code System.out.println}, which flushes every
 * line: right, and at 30 questions not slower in any way that matters. What goes wrong in
 * interactive problems is a question left in a buffer (see {@code GuessWithoutFlush} in the tests).
 */
public final class GuessTheNumberClassic {
  private GuessTheNumberClassic() {}

  @SuppressWarnings("DefaultCharset") // new Scanner(System.in), as contestants write it
  public static void main(String[] args) {
    Scanner in = new Scanner(System.in);
    long lo = 1;
    long hi = 1_000_000_000;
    while (lo < hi) {
      long mid = (lo + hi) >>> 1;
      System.out.println("? " + mid);
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
    System.out.println("! " + lo);
  }
}
