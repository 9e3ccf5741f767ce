package io.github.fastio.spark;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;

/**
 * Generated CSV files for comparing fastio with Spark's CSV reader: seeded, so a failure repeats.
 * Each record has the columns of {@link #SCHEMA}; fields are left empty (null) now and then, text
 * is quoted where it must be (delimiters, quotes, line breaks) and sometimes where it need not be,
 * and records end in {@code \n} or {@code \r\n}, the last one sometimes in nothing.
 */
final class CsvFiles {
  static final String SCHEMA =
      "id INT, big BIGINT, price DOUBLE, qty SMALLINT, tiny TINYINT, ratio FLOAT, ok BOOLEAN,"
          + " amount DECIMAL(12,3), day DATE, ts TIMESTAMP, name STRING";

  static final String HEADER = "id,big,price,qty,tiny,ratio,ok,amount,day,ts,name";

  private final Random random;

  /** Whether text may hold line breaks (read with multiLine=true). */
  private final boolean lineBreaks;

  /** Whether records may end in \r\n as well as \n. */
  private final boolean crlf;

  CsvFiles(long seed, boolean lineBreaks, boolean crlf) {
    this.random = new Random(seed);
    this.lineBreaks = lineBreaks;
    this.crlf = crlf;
  }

  /** Writes {@code records} records (and a header line first if {@code header}) to {@code f}. */
  void write(Path f, int records, boolean header) throws IOException {
    StringBuilder sb = new StringBuilder();
    if (header) {
      sb.append(HEADER).append(end());
    }
    for (int r = 0; r < records; r++) {
      sb.append(record());
      if (r < records - 1 || random.nextInt(3) > 0) {
        sb.append(end());
      }
    }
    Files.write(f, sb.toString().getBytes(StandardCharsets.UTF_8));
  }

  private String end() {
    return crlf && random.nextBoolean() ? "\r\n" : "\n";
  }

  String record() {
    String[] fields = {
      maybe(Integer.toString(random.nextInt())),
      maybe(Long.toString(random.nextLong() >> random.nextInt(64))),
      maybe(aDouble()),
      maybe(Integer.toString(random.nextInt(65536) - 32768)),
      maybe(Integer.toString(random.nextInt(256) - 128)),
      maybe(aFloat()),
      maybe(aBoolean()),
      maybe(aDecimal()),
      maybe(aDate()),
      maybe(aTimestamp()),
      maybe(quoted(aText()))
    };
    return String.join(",", fields);
  }

  /** The value, or now and then an empty field (null). */
  private String maybe(String value) {
    return random.nextInt(12) == 0 ? "" : value;
  }

  private String aDouble() {
    switch (random.nextInt(4)) {
      case 0:
        return Double.toString(random.nextDouble() * Math.pow(10, random.nextInt(20) - 10));
      case 1:
        return (random.nextInt(2000000) - 1000000) + "." + random.nextInt(1000);
      case 2:
        return Double.toString(Double.longBitsToDouble(random.nextLong()) % 1e300);
      default:
        return Integer.toString(random.nextInt(1000));
    }
  }

  private String aFloat() {
    // Decimals with up to 9 digits: a double rounded to a float would miss some of these.
    return (random.nextInt(200000) - 100000) + "." + String.format("%04d", random.nextInt(10000));
  }

  private String aBoolean() {
    String[] b = {"true", "false", "TRUE", "False"};
    return b[random.nextInt(b.length)];
  }

  private String aDecimal() {
    // Up to 5 decimals: Spark rounds the 4th and 5th half up to the scale of 3.
    BigDecimal d = BigDecimal.valueOf(random.nextLong() % 1_000_000_000_000L, random.nextInt(6));
    return d.toPlainString();
  }

  private String aDate() {
    return String.format(
        "%04d-%02d-%02d",
        1900 + random.nextInt(200), 1 + random.nextInt(12), 1 + random.nextInt(28));
  }

  private String aTimestamp() {
    String t =
        String.format(
            "%s%s%02d:%02d:%02d",
            aDate(),
            random.nextBoolean() ? "T" : " ",
            random.nextInt(24),
            random.nextInt(60),
            random.nextInt(60));
    switch (random.nextInt(4)) {
      case 0:
        return t + "." + random.nextInt(1000000);
      case 1:
        return t + "Z";
      case 2:
        return t
            + (random.nextBoolean() ? "+" : "-")
            + String.format("%02d:00", random.nextInt(12));
      default:
        return t;
    }
  }

  private String aText() {
    String alphabet = lineBreaks ? "abc xyz,\"é€\n" : "abc xyz,\"é€";
    int n = 1 + random.nextInt(12);
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < n; i++) {
      sb.append(alphabet.charAt(random.nextInt(alphabet.length())));
    }
    return sb.toString();
  }

  /** RFC 4180's quoting: where the text needs it, and now and then where it does not. */
  private String quoted(String text) {
    boolean needs =
        text.indexOf(',') >= 0
            || text.indexOf('"') >= 0
            || text.indexOf('\n') >= 0
            || text.indexOf('\r') >= 0;
    if (needs || random.nextInt(4) == 0) {
      return '"' + text.replace("\"", "\"\"") + '"';
    }
    return text;
  }
}
