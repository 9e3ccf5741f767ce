package io.github.fastio.bench.csv;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SplittableRandom;

/**
 * Writes the comparison's two files, from a fixed seed, and returns the line every reader must
 * print for them (see {@link CsvSums}):
 *
 * <ul>
 *   <li>numeric: a header {@code id,price,qty,ts}, then an int (1, 2, 3...), a price of two
 *       decimals up to 10,000, an int up to 1,000 and a millisecond timestamp of 13 digits;
 *   <li>text: a header {@code id,name,city,amount,note}, then an int, a name (quoted where it holds
 *       a comma or a quote, which is doubled, as {@code "O""Brien, Pat"}; some with letters outside
 *       ASCII), a city, an amount of two decimals or nothing (a missing value, one in twenty), and
 *       a note: mostly empty, sometimes quoted text with commas, one in a hundred holding a line
 *       break.
 * </ul>
 */
public final class CsvFiles {
  private CsvFiles() {}

  private static final String[] FIRST = {
    "Ann", "Bob", "Zoë", "Jürgen", "Émilie", "Pat", "Li", "Ngozi", "Sven", "María", "O\"Brien"
  };
  private static final String[] LAST = {"Lee", "Smith", "Okafor", "Müller", "Nakamura", "Dubois"};
  private static final String[] CITIES = {
    "Berlin", "São Paulo", "New York", "Lagos", "Kraków", "Tokyo", "Montréal", "Cairo"
  };
  private static final String[] NOTES = {
    "paid", "late, but paid", "returned \"damaged\"", "gift", "two parts, one box"
  };

  /**
   * Writes about {@code size} bytes of the file {@code kind} ({@code numeric} or {@code text}) to
   * {@code file}; returns the line its readers print.
   */
  public static String write(String kind, Path file, long size) throws IOException {
    boolean text = kind.equals("text");
    SplittableRandom rnd = new SplittableRandom(text ? 4180 : 1981);
    CsvSums sums = new CsvSums();
    long written = 0;
    long ts = 1_700_000_000_000L;
    try (Writer out =
        new BufferedWriter(
            new OutputStreamWriter(Files.newOutputStream(file), StandardCharsets.UTF_8), 1 << 16)) {
      String header = text ? "id,name,city,amount,note\n" : "id,price,qty,ts\n";
      out.write(header);
      written += header.length();
      StringBuilder line = new StringBuilder(128);
      for (int id = 1; written < size; id++) {
        line.setLength(0);
        sums.records++;
        sums.id += id;
        line.append(id).append(',');
        long cents = 1 + rnd.nextInt(1_000_000);
        if (text) {
          textFields(rnd, line, sums, cents);
        } else {
          int qty = 1 + rnd.nextInt(1000);
          ts += 1 + rnd.nextInt(1000);
          appendPrice(line, cents).append(',').append(qty).append(',').append(ts).append('\n');
          sums.cents += cents;
          sums.third += qty;
          sums.fourth += ts;
        }
        String s = line.toString();
        out.write(s);
        written += s.getBytes(StandardCharsets.UTF_8).length;
      }
    }
    return text ? sums.text() : sums.numeric();
  }

  private static void textFields(
      SplittableRandom rnd, StringBuilder line, CsvSums sums, long cents) {
    String name =
        FIRST[rnd.nextInt(FIRST.length)]
            + (rnd.nextInt(3) == 0 ? ", " : " ")
            + LAST[rnd.nextInt(LAST.length)];
    String city = CITIES[rnd.nextInt(CITIES.length)];
    field(line, name).append(',');
    field(line, city).append(',');
    if (rnd.nextInt(20) == 0) {
      sums.third++;
    } else {
      appendPrice(line, cents);
      sums.cents += cents;
    }
    line.append(',');
    int kind = rnd.nextInt(100);
    String note =
        kind < 60 ? "" : kind == 99 ? "line one\nline two" : NOTES[rnd.nextInt(NOTES.length)];
    field(line, note).append('\n');
    sums.fourth += name.length() + city.length() + note.length();
  }

  /** The field as RFC 4180 writes it: quoted where it holds a comma, a quote or a line break. */
  private static StringBuilder field(StringBuilder line, String value) {
    if (value.indexOf(',') < 0 && value.indexOf('"') < 0 && value.indexOf('\n') < 0) {
      return line.append(value);
    }
    return line.append('"').append(value.replace("\"", "\"\"")).append('"');
  }

  private static StringBuilder appendPrice(StringBuilder line, long cents) {
    long frac = cents % 100;
    return line.append(cents / 100).append('.').append(frac < 10 ? "0" : "").append(frac);
  }
}
