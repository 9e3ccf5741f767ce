package io.github.fastio.bench.csvwrite;

import io.github.fastio.CsvReader;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * Reads a file a writer of {@code fastio bench --csv-write} wrote and compares every value with the
 * records {@link WriteData} draws again: the header, each int and long as {@code Long.parseLong}
 * reads it, each double as {@code Double.parseDouble} reads it (the same bits, whatever text the
 * writer chose), each text field's chars, a missing amount as an empty field, and the count.
 */
public final class WriteCheck {
  private WriteCheck() {}

  /**
   * What {@link #check} returns for a right file of {@code n} records.
   *
   * @return {@code N records, every value equal}
   */
  public static String expected(int n) {
    return n + " records, every value equal";
  }

  /** {@link #expected} where every value is as written, else the first difference. */
  public static String check(String kind, int n, Path file) {
    boolean text = kind.equals("text");
    WriteData d = new WriteData();
    try (CsvReader in = CsvReader.open(file)) {
      String[] header = in.header();
      String[] want = text ? WriteData.TEXT_HEADER : WriteData.NUMERIC_HEADER;
      if (!Arrays.equals(header, want)) {
        return "header " + Arrays.toString(header);
      }
      for (int r = 1; r <= n; r++) {
        if (!in.nextRecord()) {
          return "only " + (r - 1) + " records";
        }
        String wrong = text ? textRecord(in, d) : numericRecord(in, d);
        if (wrong != null) {
          return "record " + r + ": " + wrong;
        }
        if (in.hasNextField()) {
          return "record " + r + ": a field too many";
        }
      }
      if (in.nextRecord()) {
        return "more than " + n + " records";
      }
    } catch (RuntimeException e) {
      return "unreadable: " + e.getMessage();
    }
    return expected(n);
  }

  private static String numericRecord(CsvReader in, WriteData d) {
    d.nextNumeric();
    if (Long.parseLong(in.next()) != d.id) {
      return "id";
    }
    if (!sameDouble(in.next(), d.price)) {
      return "price";
    }
    if (Long.parseLong(in.next()) != d.qty) {
      return "qty";
    }
    if (Long.parseLong(in.next()) != d.ts) {
      return "ts";
    }
    return sameDouble(in.next(), d.rate) ? null : "rate";
  }

  private static String textRecord(CsvReader in, WriteData d) {
    d.nextText();
    if (Long.parseLong(in.next()) != d.id) {
      return "id";
    }
    if (!in.next().equals(d.name)) {
      return "name";
    }
    if (!in.next().equals(d.city)) {
      return "city";
    }
    if (!in.next().equals(d.comment)) {
      return "comment";
    }
    String amount = in.next();
    return (d.noAmount ? amount.isEmpty() : sameDouble(amount, d.price)) ? null : "amount";
  }

  private static boolean sameDouble(String text, double v) {
    return Double.doubleToLongBits(Double.parseDouble(text)) == Double.doubleToLongBits(v);
  }
}
