package io.github.fastio.bench.csv;

import io.github.fastio.CsvReader;
import java.nio.file.Paths;

/**
 * fastio's {@link CsvReader} on one core: typed fields straight from the bytes, text fields as
 * Strings. Prints {@link CsvSums}' line of {@code KIND FILE}.
 */
public final class SumCsvFastio {
  private SumCsvFastio() {}

  /**
   * Reads the file.
   *
   * @param args KIND (numeric or text), FILE
   */
  public static void main(String[] args) {
    boolean text = args[0].equals("text");
    CsvSums sums = new CsvSums();
    try (CsvReader in = CsvReader.open(Paths.get(args[1]))) {
      in.header();
      read(in, text, sums);
    }
    sums.print(args[0]);
  }

  /** Adds every record of {@code in} to {@code sums}. */
  static void read(CsvReader in, boolean text, CsvSums sums) {
    while (in.nextRecord()) {
      sums.records++;
      sums.id += in.nextInt();
      if (text) {
        sums.fourth += in.next().length() + in.next().length();
        if (in.nextIsEmpty()) {
          in.skip();
          sums.third++;
        } else {
          sums.price(in.nextDouble());
        }
        sums.fourth += in.next().length();
      } else {
        sums.price(in.nextDouble());
        sums.third += in.nextInt();
        sums.fourth += in.nextLong();
      }
    }
  }
}
