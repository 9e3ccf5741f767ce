package io.github.fastio.bench.csv;

import com.univocity.parsers.csv.CsvParser;
import com.univocity.parsers.csv.CsvParserSettings;
import java.nio.charset.StandardCharsets;
import java.nio.file.Paths;

/**
 * univocity-parsers' rows as String arrays and the JDK's parsers, with its default settings (a
 * second thread reads ahead; empty fields are null), as its documentation shows them (this
 * project's rewrite of the idiom). Prints {@link CsvSums}' line of {@code KIND FILE}.
 */
public final class SumCsvUnivocity {
  private SumCsvUnivocity() {}

  /**
   * Reads the file.
   *
   * @param args KIND (numeric or text), FILE
   */
  public static void main(String[] args) {
    boolean text = args[0].equals("text");
    CsvSums sums = new CsvSums();
    CsvParserSettings settings = new CsvParserSettings();
    settings.setHeaderExtractionEnabled(true);
    settings.getFormat().setLineSeparator("\n");
    CsvParser parser = new CsvParser(settings);
    parser.beginParsing(Paths.get(args[1]).toFile(), StandardCharsets.UTF_8);
    String[] f;
    while ((f = parser.parseNext()) != null) {
      if (text) {
        sums.text(f[0], f[1], f[2], f[3], f[4]);
      } else {
        sums.numeric(f[0], f[1], f[2], f[3]);
      }
    }
    parser.stopParsing();
    sums.print(args[0]);
  }
}
