package io.github.fastio.bench.csvwrite;

import com.fasterxml.jackson.core.StreamWriteFeature;
import com.fasterxml.jackson.dataformat.csv.CsvFactory;
import com.fasterxml.jackson.dataformat.csv.CsvGenerator;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Paths;

/**
 * Jackson CSV's streaming generator, a row as an array of values (this project's rewrite of the
 * idiom of its documentation): numbers through its own writers ({@code writeNumber}), with its fast
 * double writer on, the fastest way it documents; {@code \n} line endings, its default.
 */
public final class WriteCsvJackson {
  private WriteCsvJackson() {}

  /**
   * Writes the records.
   *
   * @param args KIND (numeric or text), N (records), FILE
   */
  public static void main(String[] args) throws IOException {
    boolean text = args[0].equals("text");
    int n = Integer.parseInt(args[1]);
    WriteData d = new WriteData();
    CsvFactory factory =
        CsvFactory.builder().enable(StreamWriteFeature.USE_FAST_DOUBLE_WRITER).build();
    String[] header = text ? WriteData.TEXT_HEADER : WriteData.NUMERIC_HEADER;
    CsvSchema.Builder schema = CsvSchema.builder();
    for (String h : header) {
      schema.addColumn(h);
    }
    try (OutputStream file = Files.newOutputStream(Paths.get(args[2]));
        CsvGenerator out = factory.createGenerator(file)) {
      out.setSchema(schema.setUseHeader(true).build());
      if (text) {
        for (int i = 0; i < n; i++) {
          d.nextText();
          out.writeStartArray();
          out.writeNumber(d.id);
          out.writeString(d.name);
          out.writeString(d.city);
          out.writeString(d.comment);
          if (d.noAmount) {
            out.writeNull();
          } else {
            out.writeNumber(d.price);
          }
          out.writeEndArray();
        }
      } else {
        for (int i = 0; i < n; i++) {
          d.nextNumeric();
          out.writeStartArray();
          out.writeNumber(d.id);
          out.writeNumber(d.price);
          out.writeNumber(d.qty);
          out.writeNumber(d.ts);
          out.writeNumber(d.rate);
          out.writeEndArray();
        }
      }
    }
  }
}
