package io.github.fastio.examples;

import java.util.Scanner;

/**
 * {@link EchoNumbers} with {@code Scanner} and {@code System.out.println}: each line is a separate
 * write, which on 10^6 lines costs more than the whole fastio program.
 */
public final class EchoNumbersClassic {
  private EchoNumbersClassic() {}

  @SuppressWarnings("DefaultCharset") // new Scanner(System.in), as contestants write it
  public static void main(String[] args) {
    Scanner in = new Scanner(System.in);
    int n = in.nextInt();
    for (int i = 0; i < n; i++) {
      System.out.println(in.nextInt());
    }
  }
}
