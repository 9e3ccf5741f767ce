package io.github.fastio.bench.csvwrite;

import io.github.fastio.CsvWriter;
import java.nio.file.Paths;

/** fastio's {@code CsvWriter}, a typed field at a time: no String per number. */
public final class WriteCsvFastio {
  private WriteCsvFastio() {}

  /**
   * Writes the records.
   *
   * @param args KIND (numeric or text), N (records), FILE
   */
  public static void main(String[] args) {
    try (CsvWriter out = CsvWriter.open(Paths.get(args[2]))) {
      write(out, args[0].equals("text"), Integer.parseInt(args[1]));
    }
  }

  /** The header and {@code n} records of the kind to {@code out} (also JMH's loop). */
  public static void write(CsvWriter out, boolean text, int n) {
    WriteData d = new WriteData();
    out.header(WriteData.header(text));
    if (text) {
      for (int i = 0; i < n; i++) {
        d.nextText();
        out.field(d.id).field(d.name).field(d.city).field(d.comment);
        if (d.noAmount) {
          out.field((String) null);
        } else {
          out.field(d.price);
        }
        out.endRecord();
      }
    } else {
      for (int i = 0; i < n; i++) {
        d.nextNumeric();
        out.field(d.id).field(d.price).field(d.qty).field(d.ts).field(d.rate).endRecord();
      }
    }
  }
}
