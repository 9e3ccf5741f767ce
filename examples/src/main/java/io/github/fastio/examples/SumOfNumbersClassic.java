package io.github.fastio.examples;

import java.util.Scanner;

/**
 * {@link SumOfNumbers} as it is often first written, with {@code Scanner} and {@code
 * System.out.println}: right, but on 10^6 numbers far slower (see the README's judge session).
 */
public final class SumOfNumbersClassic {
  private SumOfNumbersClassic() {}

  @SuppressWarnings("DefaultCharset") // new Scanner(System.in), as contestants write it
  public static void main(String[] args) {
    Scanner in = new Scanner(System.in);
    int n = in.nextInt();
    long sum = 0;
    for (int i = 0; i < n; i++) {
      sum += in.nextLong();
    }
    System.out.println(sum);
  }
}
