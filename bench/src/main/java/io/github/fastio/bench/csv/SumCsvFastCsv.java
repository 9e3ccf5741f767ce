package io.github.fastio.bench.csv;

import de.siegmar.fastcsv.reader.CsvReader;
import de.siegmar.fastcsv.reader.CsvRecord;
import java.io.IOException;
import java.nio.file.Paths;
import java.util.Iterator;

/**
 * FastCSV's records by index and the JDK's parsers, as its documentation shows them (this project's
 * rewrite of the idiom). Prints {@link CsvSums}' line of {@code KIND FILE}.
 */
public final class SumCsvFastCsv {
  private SumCsvFastCsv() {}

  /**
   * Reads the file.
   *
   * @param args KIND (numeric or text), FILE
   */
  public static void main(String[] args) throws IOException {
    boolean text = args[0].equals("text");
    CsvSums sums = new CsvSums();
    try (CsvReader<CsvRecord> csv = CsvReader.builder().ofCsvRecord(Paths.get(args[1]))) {
      Iterator<CsvRecord> records = csv.iterator();
      records.next(); // the header
      while (records.hasNext()) {
        CsvRecord r = records.next();
        if (text) {
          sums.text(r.getField(0), r.getField(1), r.getField(2), r.getField(3), r.getField(4));
        } else {
          sums.numeric(r.getField(0), r.getField(1), r.getField(2), r.getField(3));
        }
      }
    }
    sums.print(args[0]);
  }
}
