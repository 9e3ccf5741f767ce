package io.github.fastio.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Aggregates, filters and limits pushed into fastio's scan give the rows Spark's CSV reader gives
 * with Spark aggregating and filtering after it (its own filter pushdown off), over generated files
 * with nulls, malformed values in each mode, {@code key=value} directories and tiny partitions; and
 * they are pushed where the plan says so.
 */
class PushdownTest {
  static final String SCHEMA =
      "id INT, g INT, k STRING, x DOUBLE, y BIGINT, f FLOAT, s SMALLINT, b BOOLEAN, d DATE";

  @TempDir static Path dir;
  private static final SparkSession spark = SparkTests.spark();

  /**
   * Rows of the schema: {@code x} in quarters so that every sum is exact whatever order the tasks'
   * sums are merged in; {@code k} and {@code g} of few values, nulls everywhere, and about one
   * record in 40 with a value that is not of its column's type.
   */
  static String rows(Random r, int n, int from) {
    StringBuilder sb = new StringBuilder("id,g,k,x,y,f,s,b,d\n");
    String[] keys = {"a", "b", "\"c,d\"", "", "é"};
    for (int i = 0; i < n; i++) {
      String[] v = {
        Integer.toString(from + i),
        Integer.toString(r.nextInt(5) - 2),
        keys[r.nextInt(keys.length)],
        (r.nextInt(2000) - 1000) / 4.0 + "",
        Long.toString(r.nextLong() >> 20),
        r.nextInt(100) / 8.0 + "",
        Integer.toString(r.nextInt(60000) - 30000),
        r.nextBoolean() ? "true" : "FALSE",
        "2024-0" + (1 + r.nextInt(9)) + "-1" + r.nextInt(10)
      };
      for (int c = 1; c < v.length; c++) {
        if (r.nextInt(12) == 0) {
          v[c] = "";
        } else if (r.nextInt(40) == 0 && c != 2) {
          v[c] = "oops";
        }
      }
      if (r.nextInt(50) == 0) {
        v[3] = r.nextBoolean() ? "NaN" : "-0.0";
      }
      sb.append(String.join(",", v)).append(r.nextInt(4) == 0 ? "\r\n" : "\n");
    }
    return sb.toString();
  }

  @BeforeAll
  static void write() throws Exception {
    Random r = new Random(41);
    for (int p = 1; p <= 2; p++) {
      Path part = dir.resolve("exact/part=" + p);
      Files.createDirectories(part);
      for (int f = 0; f < 2; f++) {
        Files.writeString(part.resolve("f" + f + ".csv"), rows(r, 700, 10_000 * p + 1000 * f));
      }
    }
    // One file read by one task: double sums of any values have one order.
    StringBuilder bits = new StringBuilder("id,g,k,x,y,f,s,b,d\n");
    String[] odd = {"1e308", "-1e308", "0.1", "-0.0", "NaN", "Infinity", "4.9e-324", "3.3"};
    for (int i = 0; i < 500; i++) {
      String x = r.nextInt(4) == 0 ? odd[r.nextInt(odd.length)] : Double.toString(r.nextGaussian());
      bits.append(i).append(',').append(i % 3).append(",k").append(i % 2).append(',').append(x);
      bits.append(",1,").append(r.nextFloat()).append(",1,true,2024-01-01\n");
    }
    Files.createDirectories(dir.resolve("bits"));
    Files.writeString(dir.resolve("bits/one.csv"), bits.toString());
    spark.conf().set("spark.sql.csv.filterPushdown.enabled", "false");
  }

  @AfterAll
  static void restore() {
    spark.conf().unset("spark.sql.csv.filterPushdown.enabled");
    spark.conf().unset("spark.sql.files.maxPartitionBytes");
    spark.conf().unset("spark.sql.files.openCostInBytes");
  }

  private static void views(String data, String mode) {
    for (String format : new String[] {"csv", "fastio"}) {
      spark
          .read()
          .format(format)
          .option("header", "true")
          .option("escape", "\"")
          .option("mode", mode)
          .schema(SCHEMA + (data.equals("exact") ? ", part INT" : ""))
          .load(dir.resolve(data).toString())
          .createOrReplaceTempView("t_" + format);
    }
  }

  /**
   * The query {@code sql} (with {@code T} for the table) on both readers: the same rows, or both
   * fail. Returns fastio's plan.
   */
  private static String same(String sql) {
    Dataset<Row> csv = spark.sql(sql.replace(" T", " t_csv"));
    Dataset<Row> fastio = spark.sql(sql.replace(" T", " t_fastio"));
    List<String> want;
    try {
      want = SparkTests.sortedRows(csv);
    } catch (Exception e) {
      try {
        List<String> got = SparkTests.sortedRows(fastio);
        fail(sql + ": Spark's CSV reader failed (" + e.getMessage() + "), fastio gave " + got);
      } catch (Exception expected) {
        // both fail
      }
      return fastio.queryExecution().executedPlan().toString();
    }
    assertEquals(want, SparkTests.sortedRows(fastio), sql);
    return fastio.queryExecution().executedPlan().toString();
  }

  static final String[] AGGREGATES = {
    "SELECT count(*) FROM T",
    "SELECT count(*), count(x), count(k), count(part) FROM T",
    "SELECT sum(x), sum(y), sum(f), sum(s), sum(g) FROM T",
    "SELECT min(x), max(x), min(k), max(k), min(d), max(d), min(b), max(b), min(f), max(s) FROM T",
    "SELECT avg(x), avg(f) FROM T",
    "SELECT avg(g), avg(y) FROM T",
    "SELECT g, count(*), sum(x), min(y), max(k) FROM T GROUP BY g",
    "SELECT k, part, count(*), sum(f), max(x) FROM T GROUP BY k, part",
    "SELECT x, count(*) FROM T GROUP BY x",
    "SELECT part, count(*) FROM T GROUP BY part",
    "SELECT d, b, count(y), sum(s) FROM T GROUP BY d, b",
    "SELECT count(*), sum(x) FROM T WHERE g > 0",
    "SELECT count(*) FROM T WHERE x IS NULL",
    "SELECT g, sum(x), count(*) FROM T WHERE k IN ('a', 'c,d') OR NOT (y < 0) GROUP BY g",
    "SELECT sum(y) FROM T WHERE x >= -10.25 AND x <> 0 AND b AND d <= DATE'2024-05-15'",
    "SELECT count(*) FROM T WHERE part = 2 AND k = ''",
    "~SELECT count(*) FROM T WHERE k IS NOT NULL AND f <=> CAST(1.5 AS FLOAT) OR s IN (1, 2, NULL)",
  };

  static final String[] ROWS = {
    "SELECT id, x, k FROM T WHERE g = 1 AND x > 0",
    "SELECT id FROM T WHERE k < 'b' OR x IS NULL",
    "SELECT count(*), min(y) > 0 FROM (SELECT y FROM T WHERE y > 0 LIMIT 7)",
    "SELECT count(*) FROM (SELECT id FROM T LIMIT 5)",
  };

  @Test
  void aggregatesAndFiltersEqualSparksInEachModeAndPartitioning() {
    // Whole files, then tiny partitions: in PERMISSIVE and DROPMALFORMED every query; in FAILFAST
    // one that meets a bad value and one that reads no column with one.
    String[][] cuts = {{"128MB", "4194304"}, {"2000", "1"}};
    for (String[] cut : cuts) {
      spark.conf().set("spark.sql.files.maxPartitionBytes", cut[0]);
      spark.conf().set("spark.sql.files.openCostInBytes", cut[1]);
      String[] modes = cut[0].equals("2000") ? new String[] {"PERMISSIVE"} : MODES;
      for (String mode : modes) {
        views("exact", mode);
        if (mode.equals("FAILFAST")) {
          same(AGGREGATES[2]);
          same("SELECT k, count(*) FROM T WHERE k IS NOT NULL GROUP BY k");
          continue;
        }
        for (String q : AGGREGATES) {
          // ~: whether Spark pushes it depends on how its optimizer rewrites the casts.
          String plan = same(q.replace("~", ""));
          if (!q.contains("avg(g)") && !q.startsWith("~")) {
            assertTrue(plan.contains(" aggregate "), q + ": not pushed\n" + plan);
          }
        }
        for (String q : ROWS) {
          same(q);
        }
      }
    }
  }

  static final String[] MODES = {"PERMISSIVE", "DROPMALFORMED", "FAILFAST"};

  @Test
  void doubleSumsHaveSparksBits() {
    views("bits", "PERMISSIVE");
    same("SELECT sum(x), avg(x), min(x), max(x), sum(f) FROM T");
    same("SELECT g, k, sum(x), avg(x), min(x), max(x) FROM T GROUP BY g, k");
    same("SELECT sum(x) FROM T WHERE x > 0.5 OR x = 'NaN' OR x < -1e300");
  }

  @Test
  void anAverageOfIntegersIsLeftToSpark() {
    views("exact", "PERMISSIVE");
    String plan = same("SELECT avg(y), sum(y) FROM T");
    assertTrue(!plan.contains(" aggregate "), plan);
  }

  @Test
  void aFilterFastioCannotEvaluateStaysSparks() {
    views("exact", "PERMISSIVE");
    String plan = same("SELECT count(*) FROM T WHERE x + 1 > 2 AND g = 1");
    assertTrue(plan.contains(" filter ") && !plan.contains(" aggregate "), plan);
  }

  @Test
  void anEmptyDirectoryCountsZero() throws Exception {
    Path empty = dir.resolve("empty");
    Files.createDirectories(empty);
    Row r =
        spark
            .read()
            .format("fastio")
            .schema("a INT")
            .load(empty.toString())
            .selectExpr("count(*)", "sum(a)")
            .first();
    assertEquals(0L, r.getLong(0));
    assertTrue(r.isNullAt(1));
  }

  @Test
  void countIsTheRecordCountOfEveryKindOfFile() throws Exception {
    Path f = dir.resolve("count.csv");
    StringBuilder sb = new StringBuilder("a,b\n");
    for (int i = 0; i < 5000; i++) {
      sb.append(i).append(i % 7 == 0 ? ",\"x\"\"y\"\n" : ",z\r\n");
      if (i % 500 == 0) {
        sb.append('\n');
      }
    }
    Files.write(f, sb.toString().getBytes(StandardCharsets.UTF_8));
    spark.conf().set("spark.sql.files.maxPartitionBytes", "3000");
    try {
      for (String format : new String[] {"csv", "fastio"}) {
        long n =
            spark
                .read()
                .format(format)
                .option("header", "true")
                .option("escape", "\"")
                .schema("a INT, b STRING")
                .load(f.toString())
                .count();
        assertEquals(5000, n, format);
      }
    } finally {
      spark.conf().unset("spark.sql.files.maxPartitionBytes");
    }
  }

  /**
   * count() of seeded random files of lines Spark's reader leaves out or keeps unparsed: blank
   * lines, lines of spaces and tabs, comment lines and lines starting with a space then the comment
   * character, quoted fields (a range with one is read record by record), lines too long or short
   * for the schema, LF, CRLF and a lone CR, a byte-order mark, with or without a last line break, a
   * header or not, each mode, and partitions from 1 byte up: the same as Spark's csv.
   */
  @Test
  void countOfRandomLinesIsSparks() throws Exception {
    String[] pieces = {
      "1,2", "3", "  ", "\t", " 4,5 ", "#c", " #c", "\"q\"", "#\"a", "é", "\u00a0", "7,8,9,10", ""
    };
    String[] breaks = {"\n", "\r\n", "\r", "\n\n", "\r\n  \r\n"};
    String[] modes = {"PERMISSIVE", "DROPMALFORMED", "FAILFAST"};
    Path files = dir.resolve("count-lines");
    Files.createDirectories(files);
    try {
      for (int seed = 0; seed < 12; seed++) {
        Random r = new Random(seed);
        String doc = LineCountsTest.lines(r, pieces, breaks, 1 + r.nextInt(120));
        boolean header = r.nextBoolean();
        if (header) {
          // At offset 0: where blank lines come first, Spark's first range also takes the header
          // from a line starting exactly at its end, which fastio's next range counts.
          doc = "a,b\n" + doc;
        }
        Path f = files.resolve("doc" + seed + ".csv");
        Files.write(f, doc.getBytes(StandardCharsets.UTF_8));
        String bytes = Integer.toString(seed % 3 == 0 ? 1 + r.nextInt(8) : 1 + r.nextInt(600));
        spark.conf().set("spark.sql.files.maxPartitionBytes", bytes);
        spark.conf().set("spark.sql.files.openCostInBytes", "1");
        boolean comment = r.nextBoolean();
        String mode = modes[r.nextInt(modes.length)];
        long[] counts = new long[2];
        String[] formats = {"csv", "fastio"};
        for (int k = 0; k < 2; k++) {
          org.apache.spark.sql.DataFrameReader reader =
              spark
                  .read()
                  .format(formats[k])
                  .option("header", Boolean.toString(header))
                  .option("mode", mode)
                  .schema("a INT, b INT");
          if (comment) {
            reader = reader.option("comment", "#");
          }
          counts[k] = reader.load(f.toString()).count();
        }
        assertEquals(
            counts[0],
            counts[1],
            "seed "
                + seed
                + " header "
                + header
                + " comment "
                + comment
                + " partitions of "
                + bytes
                + " bytes");
      }
    } finally {
      spark.conf().unset("spark.sql.files.maxPartitionBytes");
      spark.conf().unset("spark.sql.files.openCostInBytes");
    }
  }

  @Test
  void multiLineFilesAreCutWhereTheirRecordsStart() throws Exception {
    Path ok = dir.resolve("multi/ok.csv");
    Files.createDirectories(ok.getParent());
    new CsvFiles(5, true, true).write(ok, 400, true);
    Path stray = dir.resolve("multi/stray.csv");
    Files.writeString(stray, Files.readString(ok).replace("\n1", "\n1x\"y"));
    // The files double their quotes (RFC 4180): read so, they are cut; read with Spark's default
    // escape \, a doubled quote is text after a closing one, so the parity tells nothing and each
    // file is read whole.
    for (String escape : new String[] {"\"", "\\"}) {
      for (Path f : new Path[] {ok, stray}) {
        List<String> whole = multiLine(f, "128MB", escape);
        spark.conf().set("spark.sql.files.openCostInBytes", "1");
        Dataset<Row> cut = read(f, "3000", escape);
        long tasksWithRows = cut.selectExpr("spark_partition_id() AS p").distinct().count();
        assertEquals(whole, SparkTests.sortedRows(cut), f + " escape " + escape);
        if (f == ok && escape.equals("\"")) {
          assertTrue(tasksWithRows > 3, "rows from " + tasksWithRows + " tasks");
        } else {
          assertEquals(1, tasksWithRows, f + " escape " + escape + ": the file is read whole");
        }
        spark.conf().unset("spark.sql.files.openCostInBytes");
      }
    }
  }

  private static List<String> multiLine(Path f, String maxBytes, String escape) {
    return SparkTests.sortedRows(read(f, maxBytes, escape));
  }

  private static Dataset<Row> read(Path f, String maxBytes, String escape) {
    spark.conf().set("spark.sql.files.maxPartitionBytes", maxBytes);
    return spark
        .read()
        .format("fastio")
        .option("header", "true")
        .option("multiLine", "true")
        .option("escape", escape)
        .schema(CsvFiles.SCHEMA)
        .load(f.toString());
  }
}
