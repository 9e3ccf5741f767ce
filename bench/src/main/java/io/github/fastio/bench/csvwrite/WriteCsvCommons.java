package io.github.fastio.bench.csvwrite;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;

/**
 * Commons CSV's {@code CSVPrinter.printRecord}, as its documentation shows it (this project's
 * rewrite of the idiom), with the JDK's {@code toString} for each number; {@code \n} line endings.
 */
public final class WriteCsvCommons {
  private WriteCsvCommons() {}

  /**
   * Writes the records.
   *
   * @param args KIND (numeric or text), N (records), FILE
   */
  public static void main(String[] args) throws IOException {
    boolean text = args[0].equals("text");
    int n = Integer.parseInt(args[1]);
    WriteData d = new WriteData();
    CSVFormat format = CSVFormat.DEFAULT.builder().setRecordSeparator('\n').get();
    try (CSVPrinter out =
        format.print(Files.newBufferedWriter(Paths.get(args[2]), StandardCharsets.UTF_8))) {
      out.printRecord((Object[]) WriteData.header(text));
      for (int i = 0; i < n; i++) {
        out.printRecord((Object[]) d.nextTexts(text));
      }
    }
  }
}
