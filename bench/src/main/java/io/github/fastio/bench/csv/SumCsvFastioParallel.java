package io.github.fastio.bench.csv;

import io.github.fastio.CsvReader;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;

/**
 * fastio's {@link CsvReader} on every core: {@link CsvReader#split} cuts the file into one byte
 * range per core, each read by a reader of its own in a parallel stream. For files without line
 * breaks inside quotes (the numeric one). Prints {@link CsvSums}' line of {@code KIND FILE}.
 */
public final class SumCsvFastioParallel {
  private SumCsvFastioParallel() {}

  /**
   * Reads the file.
   *
   * @param args KIND (numeric or text), FILE
   */
  public static void main(String[] args) {
    boolean text = args[0].equals("text");
    Path file = Paths.get(args[1]);
    List<CsvReader> parts = CsvReader.split(file, Runtime.getRuntime().availableProcessors());
    parts.get(0).header();
    CsvSums sums =
        parts.parallelStream()
            .map(
                part -> {
                  CsvSums s = new CsvSums();
                  try (CsvReader in = part) {
                    SumCsvFastio.read(in, text, s);
                  }
                  return s;
                })
            .reduce(CsvSums::add)
            .orElseGet(CsvSums::new);
    sums.print(args[0]);
  }
}
