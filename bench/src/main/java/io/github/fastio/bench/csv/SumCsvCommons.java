package io.github.fastio.bench.csv;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;

/**
 * Apache Commons CSV's RFC 4180 format with a header, records by index and the JDK's parsers, as
 * its user guide shows them (this project's rewrite of the idiom). Prints {@link CsvSums}' line of
 * {@code KIND FILE}.
 */
public final class SumCsvCommons {
  private SumCsvCommons() {}

  /**
   * Reads the file.
   *
   * @param args KIND (numeric or text), FILE
   */
  public static void main(String[] args) throws IOException {
    boolean text = args[0].equals("text");
    CsvSums sums = new CsvSums();
    CSVFormat format = CSVFormat.RFC4180.builder().setHeader().setSkipHeaderRecord(true).get();
    try (Reader in = Files.newBufferedReader(Paths.get(args[1]), StandardCharsets.UTF_8);
        CSVParser parser = CSVParser.parse(in, format)) {
      for (CSVRecord r : parser) {
        if (text) {
          sums.text(r.get(0), r.get(1), r.get(2), r.get(3), r.get(4));
        } else {
          sums.numeric(r.get(0), r.get(1), r.get(2), r.get(3));
        }
      }
    }
    sums.print(args[0]);
  }
}
