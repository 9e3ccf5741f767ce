package io.github.fastio.bench.csv;

import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvParser;
import java.io.IOException;
import java.nio.file.Paths;

/**
 * Jackson's CSV module reading rows as String arrays, and the JDK's parsers, as its documentation
 * shows them (this project's rewrite of the idiom). Prints {@link CsvSums}' line of {@code KIND
 * FILE}.
 */
public final class SumCsvJackson {
  private SumCsvJackson() {}

  /**
   * Reads the file.
   *
   * @param args KIND (numeric or text), FILE
   */
  public static void main(String[] args) throws IOException {
    boolean text = args[0].equals("text");
    CsvSums sums = new CsvSums();
    CsvMapper mapper = new CsvMapper();
    mapper.enable(CsvParser.Feature.WRAP_AS_ARRAY);
    try (MappingIterator<String[]> rows =
        mapper.readerFor(String[].class).readValues(Paths.get(args[1]).toFile())) {
      rows.next(); // the header
      while (rows.hasNext()) {
        String[] f = rows.next();
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
