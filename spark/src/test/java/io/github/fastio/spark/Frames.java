package io.github.fastio.spark;

import io.github.fastio.CsvWriter;
import java.io.ByteArrayOutputStream;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.StructType;

/**
 * Generated DataFrames of every type fastio writes, for comparing its writer with Spark's CSV
 * writer and reading what it wrote back: seeded, so a failure repeats. Values are nulls now and
 * then, the edges of each type (the least and greatest ints, NaN and the infinities, -0.0, years 1
 * and 9999), and text of delimiters, quotes, line breaks, tabs, backslashes, {@code #}, empty
 * strings and characters of 1 to 4 UTF-8 bytes.
 */
final class Frames {
  static final String SCHEMA =
      "i INT, l BIGINT, d DOUBLE, f FLOAT, sh SMALLINT, t TINYINT, b BOOLEAN, m DECIMAL(20,4),"
          + " day DATE, ts TIMESTAMP, s STRING";

  private static final String ALPHABET = "ab yz,;\"\t\\#é€😀\n";

  private final Random random;

  /**
   * Whether text may begin or end with a space or begin with U+FEFF, which fastio quotes and
   * Spark's writer does not (both read back the same).
   */
  private boolean edgeSpaces = true;

  /** Whether text may hold CR, which Spark's reader with multiLine turns into LF inside quotes. */
  private boolean carriageReturns = true;

  /**
   * Whether text may hold LF, which Spark's writer with {@code lineSep="\r\n"} writes as CRLF
   * (fastio writes it as it is).
   */
  private boolean lineFeeds = true;

  /** Whether timestamps have microseconds, which Spark's default format (and fastio) drop. */
  private boolean micros = true;

  /** Whether doubles and floats are only those whose toString on this JDK is the shortest. */
  private boolean shortestOnThisJdk;

  Frames(long seed) {
    this.random = new Random(seed);
  }

  /** Text as Spark's writer and fastio's write in the same bytes (see {@link #edgeSpaces}). */
  Frames sameQuoting() {
    edgeSpaces = false;
    shortestOnThisJdk = Runtime.version().feature() < 19;
    return this;
  }

  /** Values that Spark's CSV reader reads back as written (see the fields). */
  Frames readableBySpark() {
    carriageReturns = false;
    micros = false;
    return this;
  }

  /** Text without line breaks, which Spark's writer rewrites under {@code lineSep="\r\n"}. */
  Frames noLineBreaks() {
    lineFeeds = false;
    carriageReturns = false;
    return this;
  }

  /** Values that fastio reads back as written: timestamps to the millisecond. */
  Frames millis() {
    micros = false;
    return this;
  }

  Dataset<Row> frame(SparkSession spark, int rows) {
    List<Row> list = new ArrayList<>();
    for (int r = 0; r < rows; r++) {
      list.add(row(r));
    }
    return spark.createDataFrame(list, StructType.fromDDL(SCHEMA));
  }

  private Row row(int r) {
    return RowFactory.create(
        maybe(anInt()),
        maybe(aLong()),
        maybe(aDouble()),
        maybe(aFloat()),
        maybe((short) anInt()),
        maybe((byte) anInt()),
        maybe(random.nextBoolean()),
        maybe(BigDecimal.valueOf(random.nextLong() % 10_000_000_000_000_000L, 4)),
        maybe(aDate()),
        maybe(aTimestamp()),
        r % 17 == 3 ? "" : maybe(aText()));
  }

  private Object maybe(Object value) {
    return random.nextInt(10) == 0 ? null : value;
  }

  private int anInt() {
    int[] edges = {Integer.MIN_VALUE, Integer.MAX_VALUE, 0, -1};
    return random.nextInt(8) == 0 ? edges[random.nextInt(edges.length)] : random.nextInt();
  }

  private long aLong() {
    long[] edges = {Long.MIN_VALUE, Long.MAX_VALUE, 0};
    return random.nextInt(8) == 0
        ? edges[random.nextInt(edges.length)]
        : random.nextLong() >> random.nextInt(64);
  }

  private double aDouble() {
    for (; ; ) {
      double d;
      switch (random.nextInt(5)) {
        case 0:
          d = Double.longBitsToDouble(random.nextLong());
          break;
        case 1:
          d = (random.nextInt(2_000_000) - 1_000_000) / 1000.0;
          break;
        case 2:
          double[] edges = {Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, -0.0};
          d = edges[random.nextInt(edges.length)];
          break;
        case 3:
          d = random.nextDouble() * Math.pow(10, random.nextInt(40) - 20);
          break;
        default:
          d = random.nextInt(1000);
      }
      if (!shortestOnThisJdk || Double.toString(d).equals(written(w -> w.field(d)))) {
        return d;
      }
    }
  }

  private float aFloat() {
    for (; ; ) {
      float f =
          random.nextBoolean()
              ? Float.intBitsToFloat(random.nextInt())
              : (random.nextInt(200_000) - 100_000) / 100f;
      if (!shortestOnThisJdk || Float.toString(f).equals(written(w -> w.field(f)))) {
        return f;
      }
    }
  }

  /** What fastio's writer writes for one field: on JDK 19 and later, what toString gives. */
  private static String written(java.util.function.Consumer<CsvWriter> field) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (CsvWriter w = CsvWriter.of(bytes)) {
      field.accept(w);
    }
    return new String(bytes.toByteArray(), StandardCharsets.UTF_8);
  }

  private LocalDate aDate() {
    long first = LocalDate.of(1, 1, 1).toEpochDay();
    long last = LocalDate.of(9999, 12, 31).toEpochDay();
    switch (random.nextInt(6)) {
      case 0:
        return LocalDate.ofEpochDay(first + random.nextInt(400));
      case 1:
        return LocalDate.ofEpochDay(last - random.nextInt(400));
      default:
        return LocalDate.ofEpochDay(-40_000 + random.nextInt(80_000));
    }
  }

  private Instant aTimestamp() {
    long seconds = aDate().toEpochDay() * 86400 + random.nextInt(86400);
    long micro = random.nextInt(1_000_000);
    return Instant.ofEpochSecond(seconds, (micros ? micro : micro / 1000 * 1000) * 1000);
  }

  private String aText() {
    int n = random.nextInt(10);
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < n; i++) {
      int c =
          ALPHABET.codePointAt(ALPHABET.offsetByCodePoints(0, random.nextInt(lineFeeds ? 15 : 14)));
      sb.appendCodePoint(c);
      if (carriageReturns && random.nextInt(30) == 0) {
        sb.append(random.nextBoolean() ? "\r" : "\r\n");
      }
    }
    if (edgeSpaces && random.nextInt(8) == 0) {
      return random.nextBoolean() ? " " + sb : sb + " ";
    }
    if (edgeSpaces && random.nextInt(30) == 0) {
      return "\uFEFF" + sb;
    }
    String s = sb.toString();
    if (!edgeSpaces) {
      while (s.startsWith(" ") || s.endsWith(" ")) {
        s = s.trim();
      }
    }
    return s;
  }
}
