package io.github.fastio.bench.huge;

import io.github.fastio.bench.ClassicByteReader;
import java.io.FileInputStream;
import java.io.IOException;

/**
 * The classic contest byte reader: prints {@code count sum} of FILE. It cannot tell the end of its
 * input, so it reads the COUNT numbers it is told there are.
 */
public final class SumLongsClassic {
  private SumLongsClassic() {}

  /**
   * Sums the file.
   *
   * @param args FILE COUNT
   */
  public static void main(String[] args) throws IOException {
    long n = Long.parseLong(args[1]);
    long sum = 0;
    try (FileInputStream file = new FileInputStream(args[0])) {
      ClassicByteReader in = new ClassicByteReader(file);
      for (long i = 0; i < n; i++) {
        sum += in.nextLong();
      }
    }
    System.out.println(n + " " + sum);
  }
}
