package io.github.fastio.bench.csvwrite;

import com.univocity.parsers.csv.CsvWriter;
import com.univocity.parsers.csv.CsvWriterSettings;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;

/**
 * univocity's {@code writeRow(String...)} over a buffered UTF-8 writer, as its documentation shows
 * it (this project's rewrite of the idiom), with the JDK's {@code toString} for each number; {@code
 * \n} line endings.
 */
public final class WriteCsvUnivocity {
  private WriteCsvUnivocity() {}

  /**
   * Writes the records.
   *
   * @param args KIND (numeric or text), N (records), FILE
   */
  public static void main(String[] args) throws IOException {
    boolean text = args[0].equals("text");
    int n = Integer.parseInt(args[1]);
    WriteData d = new WriteData();
    CsvWriterSettings settings = new CsvWriterSettings();
    settings.getFormat().setLineSeparator("\n");
    try (Writer file = Files.newBufferedWriter(Paths.get(args[2]), StandardCharsets.UTF_8)) {
      CsvWriter out = new CsvWriter(file, settings);
      out.writeRow(WriteData.header(text));
      for (int i = 0; i < n; i++) {
        out.writeRow(d.nextTexts(text));
      }
      out.close();
    }
  }
}
