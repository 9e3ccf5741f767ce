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
    try (CsvWriter out =
        CsvWriter.builder().lineDelimiter(LineDelimiter.LF).build(Paths.get(args[2]))) {
      write(out, args[0].equals("text"), Integer.parseInt(args[1]));
    }
  }

  /** The header and {@code n} records of the kind to {@code out} (also JMH's loop). */
  public static void write(CsvWriter out, boolean text, int n) {
    WriteData d = new WriteData();
    out.writeRecord(WriteData.header(text));
    for (int i = 0; i < n; i++) {
      out.writeRecord(d.nextTexts(text));
    }
  }
}
