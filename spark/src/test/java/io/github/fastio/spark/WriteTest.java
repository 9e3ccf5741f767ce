package io.github.fastio.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.apache.spark.sql.AnalysisException;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.api.java.UDF1;
import org.apache.spark.sql.types.DataTypes;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Writes through {@code format("fastio")} as Spark writes through its CSV source: every save mode,
 * {@code partitionBy} (dynamic partition overwrite too), every codec Spark's CSV writer offers, SQL
 * tables made and filled by {@code CREATE TABLE ... AS SELECT} and {@code INSERT}, a failed task
 * leaving no part file, and options or types fastio cannot write refused before the write starts.
 */
class WriteTest {
  private static final String SCHEMA = "id INT, half DOUBLE, k INT, s STRING";

  @TempDir Path dir;

  private final SparkSession spark = SparkTests.spark();

  private Dataset<Row> numbers(int n) {
    return spark
        .range(0, n, 1, 2)
        .selectExpr(
            "CAST(id AS INT) AS id",
            "CAST(id * 0.25 AS DOUBLE) AS half",
            "CAST(id % 3 AS INT) AS k",
            "CAST(id AS STRING) AS s");
  }

  private Dataset<Row> read(String format, Path p) {
    Dataset<Row> back =
        spark.read().format(format).option("header", "true").schema(SCHEMA).load(p.toString());
    return back;
  }

  private static List<String> names(Path p) throws Exception {
    try (Stream<Path> s = Files.list(p)) {
      return s.map(f -> f.getFileName().toString())
          .filter(n -> !n.startsWith("."))
          .sorted()
          .collect(Collectors.toList());
    }
  }

  @Test
  void everySaveModeAsSparksCsvWriterTakesIt() throws Exception {
    Path p = dir.resolve("modes");
    numbers(10).write().format("fastio").option("header", "true").save(p.toString());
    assertEquals(10, read("fastio", p).count());
    assertTrue(names(p).contains("_SUCCESS"), names(p).toString());
    assertTrue(
        names(p).stream().anyMatch(n -> n.matches("part-00000-.*\\.csv")), names(p).toString());
    AnalysisException e =
        assertThrows(
            AnalysisException.class, () -> numbers(10).write().format("fastio").save(p.toString()));
    assertTrue(e.getMessage().contains("PATH_ALREADY_EXISTS"), e.getMessage());
    List<String> before = names(p);
    numbers(5).write().format("fastio").mode("ignore").save(p.toString());
    assertEquals(before, names(p));
    numbers(10).write().format("fastio").mode("append").option("header", "true").save(p.toString());
    assertEquals(20, read("fastio", p).count());
    numbers(3)
        .write()
        .format("fastio")
        .mode("overwrite")
        .option("header", "true")
        .save(p.toString());
    assertEquals(SparkTests.sortedRows(numbers(3)), SparkTests.sortedRows(read("fastio", p)));
    assertEquals(SparkTests.sortedRows(numbers(3)), SparkTests.sortedRows(read("csv", p)));
  }

  @Test
  void partitionByWritesKeyDirectoriesThatReadBackWithTheirColumn() throws Exception {
    Path p = dir.resolve("parts");
    numbers(30)
        .write()
        .format("fastio")
        .option("header", "true")
        .partitionBy("k")
        .save(p.toString());
    assertEquals(List.of("_SUCCESS", "k=0", "k=1", "k=2"), names(p));
    Dataset<Row> want = numbers(30).select("id", "half", "s", "k");
    for (String format : new String[] {"fastio", "csv"}) {
      Dataset<Row> back =
          spark
              .read()
              .format(format)
              .option("header", "true")
              .schema("id INT, half DOUBLE, s STRING, k INT")
              .load(p.toString());
      assertEquals(SparkTests.sortedRows(want), SparkTests.sortedRows(back), format);
    }
    // Dynamic partition overwrite replaces the partitions written, and only those.
    spark.conf().set("spark.sql.sources.partitionOverwriteMode", "dynamic");
    try {
      numbers(30)
          .where("k = 1")
          .selectExpr("id + 100 AS id", "half", "k", "s")
          .write()
          .format("fastio")
          .mode("overwrite")
          .option("header", "true")
          .partitionBy("k")
          .save(p.toString());
    } finally {
      spark.conf().unset("spark.sql.sources.partitionOverwriteMode");
    }
    Dataset<Row> back =
        spark.read().format("fastio").option("header", "true").load(p.toString()).where("k = 1");
    assertEquals(10, back.where("CAST(id AS INT) >= 100").count());
    assertEquals(10, back.count());
    assertEquals(
        30, spark.read().format("fastio").option("header", "true").load(p.toString()).count());
  }

  @Test
  void everyCodecOfSparksCsvWriterReadsBackThroughBothReaders() throws Exception {
    Map<String, String> suffixes =
        Map.of(
            "gzip", ".csv.gz",
            "bzip2", ".csv.bz2",
            "deflate", ".csv.deflate",
            "lz4", ".csv.lz4",
            "snappy", ".csv.snappy",
            "none", ".csv",
            "uncompressed", ".csv");
    for (String codec :
        new String[] {
          "gzip", "bzip2", "deflate", "lz4", "snappy", "none", "uncompressed", "zstd"
        }) {
      Path bySpark = dir.resolve("csv-" + codec);
      Path fastio = dir.resolve("fastio-" + codec);
      boolean sparkTakes = true;
      try {
        numbers(20).write().format("csv").option("compression", codec).save(bySpark.toString());
      } catch (RuntimeException e) {
        sparkTakes = false;
      }
      if (!sparkTakes) {
        // fastio refuses what Spark's CSV writer refuses, before the write.
        assertThrows(
            AnalysisException.class,
            () ->
                numbers(20)
                    .write()
                    .format("fastio")
                    .option("compression", codec)
                    .save(fastio.toString()));
        assertFalse(Files.exists(fastio) && names(fastio).contains("_SUCCESS"), codec);
        continue;
      }
      numbers(20).write().format("fastio").option("compression", codec).save(fastio.toString());
      List<Path> parts = WriteEquivalenceTest.parts(fastio);
      assertEquals(2, parts.size(), codec);
      for (Path part : parts) {
        assertTrue(part.toString().endsWith(suffixes.get(codec)), part.toString());
      }
      List<String> want = SparkTests.sortedRows(numbers(20));
      for (String format : new String[] {"fastio", "csv"}) {
        Dataset<Row> back = spark.read().format(format).schema(SCHEMA).load(fastio.toString());
        assertEquals(want, SparkTests.sortedRows(back), codec + " read by " + format);
      }
    }
  }

  @Test
  void sqlCreateTableAsSelectAndInsertWriteThroughFastio() throws Exception {
    spark.sql("DROP TABLE IF EXISTS fastio_ctas");
    spark.sql("DROP TABLE IF EXISTS fastio_ctas_parts");
    spark.sql("DROP TABLE IF EXISTS fastio_saved");
    try {
      spark.sql(
          "CREATE TABLE fastio_ctas USING fastio OPTIONS (header 'true', escape '\"') AS SELECT id,"
              + " id * 0.5"
              + " AS half, CAST(id AS STRING) AS s FROM range(5)");
      spark.sql("INSERT INTO fastio_ctas SELECT id, id * 0.5, 'x' FROM range(3)");
      spark.sql("INSERT INTO fastio_ctas VALUES (100, 1.5, 'a,\"b\"')");
      assertEquals(
          "[9,113,8.0]",
          spark.sql("SELECT count(*), sum(id), sum(half) FROM fastio_ctas").first().toString());
      assertEquals(
          "a,\"b\"", spark.sql("SELECT s FROM fastio_ctas WHERE id = 100").first().getString(0));
      // A table's options serve its reads and its writes: with the RFC's escape, which fastio
      // writes, a value holding quotes reads back as written (by default the reader's escape is \,
      // as Spark's, and reads it otherwise).
      // The table's files are CSV with a header, as Spark's reader reads them.
      String location =
          spark
              .sql("DESCRIBE EXTENDED fastio_ctas")
              .where("col_name = 'Location'")
              .first()
              .getString(1);
      assertEquals(
          9, spark.read().format("csv").option("header", "true").load(location).count(), location);
      spark.sql("INSERT OVERWRITE fastio_ctas SELECT id, id * 0.5, 'y' FROM range(2)");
      assertEquals(
          "[2,1]", spark.sql("SELECT count(*), sum(id) FROM fastio_ctas").first().toString());

      spark.sql(
          "CREATE TABLE fastio_ctas_parts USING fastio PARTITIONED BY (k) AS SELECT id, CAST(id %"
              + " 2 AS INT) AS k FROM range(6)");
      spark.sql("INSERT INTO fastio_ctas_parts PARTITION (k = 7) SELECT 100");
      assertEquals(
          "[[0,3,6], [1,3,9], [7,1,100]]",
          spark
              .sql("SELECT k, count(*), sum(id) FROM fastio_ctas_parts GROUP BY k ORDER BY k")
              .collectAsList()
              .toString());

      numbers(10).write().format("fastio").mode("overwrite").saveAsTable("fastio_saved");
      numbers(10).write().format("fastio").mode("append").saveAsTable("fastio_saved");
      numbers(10).write().mode("append").insertInto("fastio_saved");
      assertEquals(30, spark.table("fastio_saved").count());
      String plan = spark.table("fastio_saved").queryExecution().executedPlan().toString();
      assertTrue(plan.contains("FileScan fastio"), plan);
      // Without whole-stage code generation Spark's file scan asks for rows, not batches.
      spark.conf().set("spark.sql.codegen.wholeStage", "false");
      try {
        assertEquals(
            SparkTests.sortedRows(numbers(10).union(numbers(10)).union(numbers(10))),
            SparkTests.sortedRows(spark.table("fastio_saved")));
      } finally {
        spark.conf().unset("spark.sql.codegen.wholeStage");
      }
    } finally {
      spark.sql("DROP TABLE IF EXISTS fastio_ctas");
      spark.sql("DROP TABLE IF EXISTS fastio_ctas_parts");
      spark.sql("DROP TABLE IF EXISTS fastio_saved");
    }
  }

  @Test
  void aFailedTaskLeavesNoPartFileVisible() throws Exception {
    spark
        .udf()
        .register(
            "fastio_fail_at_7",
            (UDF1<Long, Long>)
                x -> {
                  if (x == 7) {
                    throw new IllegalStateException("task failed on purpose");
                  }
                  return x;
                },
            DataTypes.LongType);
    Path p = dir.resolve("failed");
    assertThrows(
        Exception.class,
        () ->
            spark
                .range(0, 10, 1, 2)
                .selectExpr("fastio_fail_at_7(id) AS x")
                .write()
                .format("fastio")
                .save(p.toString()));
    if (Files.exists(p)) {
      try (Stream<Path> s = Files.walk(p)) {
        List<Path> visible =
            s.filter(f -> Files.isRegularFile(f) && !f.toString().contains("_temporary"))
                .collect(Collectors.toList());
        assertEquals(List.of(), visible);
      }
    }
  }

  @Test
  void optionsAndTypesFastioCannotWriteAreRefusedBeforeTheWrite() throws Exception {
    Object[][] refused = {
      {"dateFormat", "dd/MM/yyyy", "dateFormat 'dd/MM/yyyy' is not supported"},
      {"timestampFormat", "yyyy-MM-dd HH:mm", "timestampFormat"},
      {"escape", "\\", "escape '\\' is not supported"},
      {"ignoreLeadingWhiteSpace", "true", "ignoreLeadingWhiteSpace=true is not supported"},
      {"encoding", "ISO-8859-1", "UTF-8 only"},
      {"sep", "1", "fastio's writer does not take"},
      {"lineSep", ";", "fastio's writer does not take"},
      {"comment", "#", "comment is not supported"},
      {"escapeQuotes", "false", "escapeQuotes=false"},
      {"fancy", "yes", "option 'fancy' is not supported"},
    };
    int i = 0;
    for (Object[] r : refused) {
      Path p = dir.resolve("refused-" + i++);
      AnalysisException e =
          assertThrows(
              AnalysisException.class,
              () ->
                  numbers(3)
                      .write()
                      .format("fastio")
                      .option((String) r[0], (String) r[1])
                      .save(p.toString()),
              (String) r[0]);
      assertTrue(e.getMessage().contains((String) r[2]), e.getMessage());
      assertFalse(Files.exists(p) && !names(p).isEmpty(), r[0] + ": " + p);
    }
    AnalysisException e =
        assertThrows(
            AnalysisException.class,
            () ->
                spark
                    .sql("SELECT array(1) AS a")
                    .write()
                    .format("fastio")
                    .save(dir.resolve("array").toString()));
    assertTrue(e.getMessage().contains("fastio"), e.getMessage());
    assertFalse(e.getMessage().contains("INTERNAL_ERROR"), e.getMessage());
  }
}
