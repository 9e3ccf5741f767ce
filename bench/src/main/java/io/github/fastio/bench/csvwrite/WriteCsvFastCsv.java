package io.github.fastio.bench.csvwrite;

import de.siegmar.fastcsv.writer.CsvWriter;
import de.siegmar.fastcsv.writer.LineDelimiter;
import java.io.IOException;
import java.nio.file.Paths;

/**
 * FastCSV's {@code writeRecord(String...)}, as its documentation shows it (this project's rewrite
 * of the idiom), with the JDK's {@code toString} for each number, as its users must; {@code \n}
 * line endings, as the other writers write.
 */
public final class WriteCsvFastCsv {
  private WriteCsvFastCsv() {}

  /**
   * Writes the records.
   *
   * @param args KIND (numeric or text), N (records), FILE
   */
  public static void main(String[] args) throws IOException {
    boolean text = args[0].equals("text");
    int n = Integer.parseInt(args[1]);
    WriteData d = new WriteData();
    try (CsvWriter out =
        CsvWriter.builder().lineDelimiter(LineDelimiter.LF).build(Paths.get(args[2]))) {
      if (text) {
        out.writeRecord(WriteData.TEXT_HEADER);
        for (int i = 0; i < n; i++) {
          d.nextText();
          out.writeRecord(
              Integer.toString(d.id),
              d.name,
              d.city,
              d.comment,
              d.noAmount ? null : Double.toString(d.price));
        }
      } else {
        out.writeRecord(WriteData.NUMERIC_HEADER);
        for (int i = 0; i < n; i++) {
          d.nextNumeric();
          out.writeRecord(
              Integer.toString(d.id),
              Double.toString(d.price),
              Integer.toString(d.qty),
              Long.toString(d.ts),
              Double.toString(d.rate));
        }
      }
    }
  }
}
