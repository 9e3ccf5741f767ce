package io.github.fastio.spark;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.apache.spark.sql.DataFrameWriter;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What fastio writes, against Spark's CSV writer as the oracle: the same bytes, part file for part
 * file, under the options that make Spark follow RFC 4180 ({@code escape='"'}, spaces kept), over
 * generated DataFrames of every type; and what it writes reads back as the same rows through both
 * Spark's CSV reader and fastio's. Where fastio departs from Spark's writer (spelled out in the
 * module's README), the departures are checked one by one.
 */
class WriteEquivalenceTest {
  @TempDir Path dir;

  private final SparkSession spark = SparkTests.spark();

  /** Spark's CSV writer made to follow RFC 4180: a quote doubled, spaces kept. */
  private DataFrameWriter<Row> sparkCsv(Dataset<Row> df) {
    return df.write()
        .format("csv")
        .option("escape", "\"")
        .option("ignoreLeadingWhiteSpace", "false")
        .option("ignoreTrailingWhiteSpace", "false");
  }

  /** The part files of a write, in the order of their tasks. */
  static List<Path> parts(Path out) throws Exception {
    List<Path> parts = new ArrayList<>();
    try (Stream<Path> s = Files.list(out)) {
      s.filter(p -> p.getFileName().toString().startsWith("part-")).sorted().forEach(parts::add);
    }
    return parts;
  }

  private void assertSameBytes(Path expected, Path actual) throws Exception {
    List<Path> want = parts(expected);
    List<Path> got = parts(actual);
    assertEquals(want.size(), got.size(), "part files");
    for (int i = 0; i < want.size(); i++) {
      String w = want.get(i).getFileName().toString();
      String g = got.get(i).getFileName().toString();
      assertEquals(w.substring(w.lastIndexOf('-')), g.substring(g.lastIndexOf('-')), "suffix");
      byte[] a = text(want.get(i));
      byte[] b = text(got.get(i));
      if (!java.util.Arrays.equals(a, b)) {
        assertEquals(
            new String(a, StandardCharsets.UTF_8), new String(b, StandardCharsets.UTF_8), w);
      }
      assertArrayEquals(a, b, w);
    }
  }

  /** A part file's bytes, decompressed where it is gzip's (the codec's own bytes may differ). */
  private static byte[] text(Path part) throws Exception {
    if (!part.toString().endsWith(".gz")) {
      return Files.readAllBytes(part);
    }
    try (java.io.InputStream in = new java.util.zip.GZIPInputStream(Files.newInputStream(part))) {
      return in.readAllBytes();
    }
  }

  @Test
  void bytesEqualSparksCsvWriterUnderRfcOptions() throws Exception {
    List<Map<String, String>> optionSets =
        List.of(
            Map.of("header", "true"),
            Map.of("sep", ";", "quoteAll", "false", "lineSep", "\r\n", "timeZone", "Europe/Paris"),
            Map.of("sep", "\t", "nullValue", "NULL", "emptyValue", "EMPTY", "header", "true"),
            Map.of(
                "quote", "'",
                "emptyValue", "EMPTY",
                "timeZone", "America/New_York",
                "compression", "gzip"),
            Map.of("header", "true", "timeZone", "Asia/Kolkata"),
            // The RFC's escape and Spark's default formats, given: taken, written as by default.
            Map.of(
                "escape", "\"",
                "dateFormat", WriteOptions.DATE_FORMAT,
                "timestampFormat", WriteOptions.TIMESTAMP_FORMAT));
    int k = 0;
    for (Map<String, String> options : optionSets) {
      k++;
      Frames frames = new Frames(7 + k).sameQuoting();
      if (options.containsKey("lineSep")) {
        frames.noLineBreaks();
      }
      Dataset<Row> df = frames.frame(spark, 300).repartition(3);
      df.cache();
      Path expected = dir.resolve("spark-" + k);
      Path actual = dir.resolve("fastio-" + k);
      // The RFC's doubling of the quote is Spark's escape equal to the quote.
      sparkCsv(df)
          .options(options)
          .option("escape", options.getOrDefault("quote", "\""))
          .save(expected.toString());
      df.write().format("fastio").options(options).save(actual.toString());
      df.unpersist();
      assertSameBytes(expected, actual);
    }
  }

  @Test
  void whatFastioWritesReadsBackEqualThroughBothReaders() throws Exception {
    Dataset<Row> df = new Frames(11).readableBySpark().frame(spark, 400).repartition(2);
    df.cache();
    Path out = dir.resolve("out");
    df.write().format("fastio").option("header", "true").save(out.toString());
    // fastio's RFC 4180 reading gives every value back as written, the empty string too.
    Dataset<Row> byFastio =
        spark
            .read()
            .format("fastio")
            .option("header", "true")
            .option("multiLine", "true")
            .option("rfc4180", "true")
            .schema(Frames.SCHEMA)
            .load(out.toString());
    assertEquals(SparkTests.sortedRows(df), SparkTests.sortedRows(byFastio));
    // Both readers by Spark's defaults, with the RFC's escape (their default escape is \), read the
    // empty string (written "") as null: their nullValue is "" too.
    Dataset<Row> emptyAsNull = df.selectExpr(nullForEmpty(df.columns()));
    for (String format : new String[] {"csv", "fastio"}) {
      Dataset<Row> back =
          spark
              .read()
              .format(format)
              .option("header", "true")
              .option("multiLine", "true")
              .option("escape", "\"")
              .schema(Frames.SCHEMA)
              .load(out.toString());
      assertEquals(SparkTests.sortedRows(emptyAsNull), SparkTests.sortedRows(back), format);
    }
    df.unpersist();
  }

  @Test
  void carriageReturnsAndMicrosecondsReadBackThroughFastio() throws Exception {
    Dataset<Row> df = new Frames(13).millis().frame(spark, 300);
    Path out = dir.resolve("cr");
    df.write().format("fastio").option("sep", "|").save(out.toString());
    Dataset<Row> back =
        spark
            .read()
            .format("fastio")
            .option("sep", "|")
            .option("multiLine", "true")
            .option("rfc4180", "true")
            .schema(Frames.SCHEMA)
            .load(out.toString());
    assertEquals(SparkTests.sortedRows(df), SparkTests.sortedRows(back));
    // Microseconds: dropped as Spark's default timestamp format drops them.
    Dataset<Row> ts = spark.sql("SELECT TIMESTAMP'2024-02-29 13:45:01.123456' AS ts");
    ts.write().format("fastio").save(dir.resolve("ts").toString());
    assertEquals(
        "2024-02-29T13:45:01.123Z\n",
        Files.readString(parts(dir.resolve("ts")).get(0)),
        "the session time zone is UTC");
  }

  private static String[] nullForEmpty(String[] columns) {
    String[] exprs = new String[columns.length];
    for (int i = 0; i < columns.length; i++) {
      String c = columns[i];
      exprs[i] = c.equals("s") ? "IF(s = '', NULL, s) AS s" : c;
    }
    return exprs;
  }

  /**
   * Where fastio writes other bytes than Spark's CSV writer under RFC options: text beginning or
   * ending with a space, or with U+FEFF, is quoted (Spark's leaves it bare); a decimal is written
   * without an exponent (Spark's {@code 1E-8}); with quoteAll a null stays nothing (Spark's {@code
   * ""}, which other readers read as the empty string); with {@code lineSep="\r\n"} an LF inside a
   * value stays LF (Spark's writes CRLF); with another quote char the empty string is quoted with
   * it (Spark's writes {@code ""}, which then reads back as two chars). Both readers read fastio's
   * text back as the values.
   */
  @Test
  void whereFastioDepartsFromSparksWriterItWritesRfc4180() throws Exception {
    Dataset<Row> df =
        spark.sql(
            "SELECT * FROM VALUES (1, ' lead', 'trail ', '\\uFEFFbom', CAST(0.00000001 AS"
                + " DECIMAL(12,8)), CAST(0 AS DECIMAL(12,8)), CAST(NULL AS STRING)) AS t(i, a, b,"
                + " c, d, z, n)");
    Path out = dir.resolve("diff");
    df.coalesce(1).write().format("fastio").option("quoteAll", "true").save(out.toString());
    assertEquals(
        "\"1\",\" lead\",\"trail \",\"\uFEFFbom\",\"0.00000001\",\"0.00000000\",\n",
        Files.readString(parts(out).get(0)));
    // Spark's writer writes the empty string "" whatever the quote; fastio quotes it with its
    // quote.
    Path single = dir.resolve("single");
    spark
        .sql("SELECT '' AS s, 1 AS i")
        .write()
        .format("fastio")
        .option("quote", "'")
        .save(single.toString());
    assertEquals("'',1\n", Files.readString(parts(single).get(0)));
    // Spark's writer with lineSep CRLF writes an LF inside a value as CRLF; fastio keeps the value.
    Path crlf = dir.resolve("crlf");
    spark
        .sql("SELECT 'a\nb' AS s")
        .write()
        .format("fastio")
        .option("lineSep", "\r\n")
        .save(crlf.toString());
    assertEquals("\"a\nb\"\r\n", Files.readString(parts(crlf).get(0)));
    Path plain = dir.resolve("plain");
    df.coalesce(1).write().format("fastio").save(plain.toString());
    assertEquals(
        "1,\" lead\",\"trail \",\"\uFEFFbom\",0.00000001,0.00000000,\n",
        Files.readString(parts(plain).get(0)));
    String schema =
        "i INT, a STRING, b STRING, c STRING, d DECIMAL(12,8), z DECIMAL(12,8), n STRING";
    List<String> want = SparkTests.sortedRows(df);
    assertEquals(
        want,
        SparkTests.sortedRows(spark.read().format("fastio").schema(schema).load(plain.toString())));
    assertEquals(
        want,
        SparkTests.sortedRows(
            spark
                .read()
                .format("csv")
                .option("escape", "\"")
                .schema(schema)
                .load(plain.toString())));
  }
}
