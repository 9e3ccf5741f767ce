package io.github.fastio.bench.huge;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.StringTokenizer;

/** BufferedReader, StringTokenizer and Long.parseLong: prints {@code count sum} of FILE. */
public final class SumLongsTokenizer {
  private SumLongsTokenizer() {}

  /**
   * Sums the file.
   *
   * @param args FILE
   */
  public static void main(String[] args) throws IOException {
    long count = 0;
    long sum = 0;
    try (BufferedReader in =
        Files.newBufferedReader(Paths.get(args[0]), StandardCharsets.US_ASCII)) {
      String line;
      while ((line = in.readLine()) != null) {
        StringTokenizer tokens = new StringTokenizer(line);
        while (tokens.hasMoreTokens()) {
          sum += Long.parseLong(tokens.nextToken());
          count++;
        }
      }
    }
    System.out.println(count + " " + sum);
  }
}
