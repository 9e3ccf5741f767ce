package io.github.fastio;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The reference reader of the record tests: RFC 4180 as {@link CsvReader} documents it, written as
 * the plainest state machine over a whole byte array, one byte at a time, with none of the reader's
 * buffering, fast paths or scans. Its rules: fields split by the delimiter, records by {@code \n},
 * {@code \r\n} or a lone {@code \r}; a field that starts with the quote runs to the quote that the
 * escape does not escape (the escape before a quote or an escape stands for it; with the escape the
 * quote itself, that is {@code ""}), then whatever follows up to the field's end is data; blank
 * lines are skipped; a UTF-8 byte-order mark at the first byte is passed. Cross-checked by hand
 * against Python's csv module (newline='') on the documented cases in {@code CsvReaderTest}.
 */
final class CsvModel {
  private CsvModel() {}

  /** A field: its bytes and whether it was quoted (a missing value is empty and unquoted). */
  record Cell(byte[] bytes, boolean quoted) {
    String text() {
      return new String(bytes, StandardCharsets.UTF_8);
    }

    boolean missing() {
      return bytes.length == 0 && !quoted;
    }
  }

  /** A record: its fields and the line it starts on. */
  record Row(List<Cell> cells, long line) {
    List<String> texts() {
      List<String> t = new ArrayList<>();
      for (Cell c : cells) {
        t.add(c.text());
      }
      return t;
    }
  }

  static List<Row> parse(byte[] in, char delimiter, char quote, char escape) {
    List<Row> rows = new ArrayList<>();
    int n = in.length;
    // A byte-order mark at the first byte is passed.
    int i = n >= 3 && in[0] == (byte) 0xEF && in[1] == (byte) 0xBB && in[2] == (byte) 0xBF ? 3 : 0;
    long line = 1;
    while (i < n) {
      if (in[i] == '\n' || in[i] == '\r') {
        i += in[i] == '\r' && i + 1 < n && in[i + 1] == '\n' ? 2 : 1;
        line++;
        continue; // a blank line
      }
      long start = line;
      List<Cell> cells = new ArrayList<>();
      while (true) {
        ByteArrayOutputStream field = new ByteArrayOutputStream();
        boolean quoted = in[i] == quote;
        if (quoted) {
          i++;
          while (true) {
            if (i >= n) {
              throw new IllegalArgumentException("unterminated quote");
            }
            byte c = in[i];
            if (c == escape && i + 1 < n && (in[i + 1] == quote || in[i + 1] == escape)) {
              field.write(in[i + 1]);
              i += 2;
            } else if (c == quote) {
              i++;
              break;
            } else {
              if (c == '\n' || (c == '\r' && !(i + 1 < n && in[i + 1] == '\n'))) {
                line++;
              }
              field.write(c);
              i++;
            }
          }
        }
        while (i < n && in[i] != delimiter && in[i] != '\n' && in[i] != '\r') {
          field.write(in[i++]);
        }
        cells.add(new Cell(field.toByteArray(), quoted));
        if (i < n && in[i] == delimiter) {
          i++;
          if (i == n) {
            cells.add(new Cell(new byte[0], false));
          }
          if (i < n) {
            continue;
          }
        }
        break;
      }
      rows.add(new Row(cells, start));
      if (i < n) {
        i += in[i] == '\r' && i + 1 < n && in[i + 1] == '\n' ? 2 : 1;
        line++;
      }
    }
    return rows;
  }

  static List<Row> parse(byte[] in) {
    return parse(in, ',', '"', '"');
  }

  /**
   * A random file in the format: quoted and unquoted fields, doubled quotes, delimiters and line
   * breaks inside quotes (where {@code breaksInQuotes}), CRLF, lone CR, empty fields, UTF-8, ragged
   * rows, blank lines, a final line with or without a break, sometimes a byte-order mark first.
   */
  static byte[] randomFile(SplittableRandom rnd, int records, boolean breaksInQuotes) {
    StringBuilder sb = new StringBuilder(rnd.nextInt(10) == 0 ? "\uFEFF" : "");
    String[] breaks = {"\n", "\r\n", "\r"};
    String breakStyle = breaks[rnd.nextInt(3)];
    for (int r = 0; r < records; r++) {
      if (rnd.nextInt(20) == 0) {
        sb.append(breakStyle); // a blank line
      }
      int fields = 1 + rnd.nextInt(6);
      for (int f = 0; f < fields; f++) {
        if (f > 0) {
          sb.append(',');
        }
        sb.append(randomField(rnd, breaksInQuotes));
      }
      if (r < records - 1 || rnd.nextBoolean()) {
        sb.append(rnd.nextInt(10) == 0 ? breaks[rnd.nextInt(3)] : breakStyle);
      }
    }
    // A record of one missing field is a blank line: never end the file on one without its break.
    return sb.toString().getBytes(StandardCharsets.UTF_8);
  }

  private static final String[] WORDS = {
    "", "a", "Ann", "12", "-7", "3.25", "1e5", " x ", "na\u00efve", "\u20ac", "\uD83D\uDE00", "x y"
  };

  static String randomField(SplittableRandom rnd, boolean breaksInQuotes) {
    int kind = rnd.nextInt(10);
    String w = WORDS[rnd.nextInt(WORDS.length)];
    if (kind < 6) {
      return w;
    }
    StringBuilder q = new StringBuilder("\"");
    int parts = 1 + rnd.nextInt(3);
    for (int i = 0; i < parts; i++) {
      int c = rnd.nextInt(breaksInQuotes ? 6 : 4);
      q.append(WORDS[rnd.nextInt(WORDS.length)]);
      q.append(c == 0 ? "\"\"" : c == 1 ? "," : c == 4 ? "\n" : c == 5 ? "\r\n" : "");
    }
    return q.append('"').toString();
  }
}
