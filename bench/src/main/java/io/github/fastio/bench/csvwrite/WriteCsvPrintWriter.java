package io.github.fastio.bench.csvwrite;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;

/**
 * The hand-written way: {@code PrintWriter} over a buffered UTF-8 writer, each record's fields
 * joined with {@code String.join}, numbers by the JDK's {@code toString}, text through the usual
 * quote helper ({@link #quoted}).
 */
public final class WriteCsvPrintWriter {
  private WriteCsvPrintWriter() {}

  /**
   * Writes the records.
   *
   * @param args KIND (numeric or text), N (records), FILE
   */
  public static void main(String[] args) throws IOException {
    boolean text = args[0].equals("text");
    int n = Integer.parseInt(args[1]);
    WriteData d = new WriteData();
    try (BufferedWriter file = Files.newBufferedWriter(Paths.get(args[2]), StandardCharsets.UTF_8);
        PrintWriter out = new PrintWriter(file)) {
      if (text) {
        out.print(String.join(",", WriteData.TEXT_HEADER) + "\n");
        for (int i = 0; i < n; i++) {
          d.nextText();
          out.print(
              String.join(
                      ",",
                      Integer.toString(d.id),
                      quoted(d.name),
                      quoted(d.city),
                      quoted(d.comment),
                      d.noAmount ? "" : Double.toString(d.price))
                  + "\n");
        }
      } else {
        out.print(String.join(",", WriteData.NUMERIC_HEADER) + "\n");
        for (int i = 0; i < n; i++) {
          d.nextNumeric();
          out.print(
              String.join(
                      ",",
                      Integer.toString(d.id),
                      Double.toString(d.price),
                      Integer.toString(d.qty),
                      Long.toString(d.ts),
                      Double.toString(d.rate))
                  + "\n");
        }
      }
      if (out.checkError()) {
        throw new IOException("PrintWriter failed");
      }
    }
  }

  /** {@code s} in quotes, its quotes doubled, where it holds a comma, a quote or a line break. */
  static String quoted(String s) {
    if (s.indexOf(',') < 0 && s.indexOf('"') < 0 && s.indexOf('\n') < 0 && s.indexOf('\r') < 0) {
      return s;
    }
    return '"' + s.replace("\"", "\"\"") + '"';
  }
}
