package io.github.fastio.bench.csv;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;

/**
 * BufferedReader, {@code String.split(",", -1)} and the JDK's parsers, the idiom of most code that
 * reads CSV by hand (this project's rewrite of it): right on the numeric file, wrong on quotes.
 * Prints {@link CsvSums}' line of {@code KIND FILE}.
 */
public final class SumCsvSplit {
  private SumCsvSplit() {}

  /**
   * Reads the file.
   *
   * @param args KIND (numeric or text), FILE
   */
  public static void main(String[] args) throws IOException {
    boolean text = args[0].equals("text");
    CsvSums sums = new CsvSums();
    try (BufferedReader in = Files.newBufferedReader(Paths.get(args[1]), StandardCharsets.UTF_8)) {
      in.readLine(); // the header
      String line;
      while ((line = in.readLine()) != null) {
        String[] f = line.split(",", -1);
        if (text) {
          sums.text(f[0], f[1], f[2], f[3], f[4]);
        } else {
          sums.numeric(f[0], f[1], f[2], f[3]);
        }
      }
    }
    sums.print(args[0]);
  }
}
