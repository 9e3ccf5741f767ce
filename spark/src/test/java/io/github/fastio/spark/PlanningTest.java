package io.github.fastio.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.spark.scheduler.SparkListener;
import org.apache.spark.scheduler.SparkListenerTaskEnd;
import org.apache.spark.sql.AnalysisException;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What is settled when a query is planned: options and types fastio cannot honour fail then, as
 * {@link AnalysisException}s; schemas from the header or inferred as Spark infers them; tables made
 * in SQL; and the task metrics that a read fills.
 */
class PlanningTest {
  @TempDir Path dir;
  private final SparkSession spark = SparkTests.spark();

  private String file(String name, String text) throws Exception {
    Path f = dir.resolve(name);
    Files.writeString(f, text);
    return f.toString();
  }

  @Test
  void unsupportedOptionsAndTypesFailWhenTheQueryIsPlanned() throws Exception {
    String p = file("a.csv", "1,2\n");
    AnalysisException e =
        assertThrows(
            AnalysisException.class,
            () -> spark.read().format("fastio").option("lineSep", ";").schema("a INT").load(p));
    assertTrue(e.getMessage().contains("option 'lineSep' is not supported"), e.getMessage());
    e =
        assertThrows(
            AnalysisException.class,
            () ->
                spark.read().format("fastio").option("encoding", "latin1").schema("a INT").load(p));
    assertTrue(e.getMessage().contains("UTF-8 only"), e.getMessage());
    e =
        assertThrows(
            AnalysisException.class,
            () -> spark.read().format("fastio").schema("a ARRAY<INT>").load(p));
    assertTrue(e.getMessage().contains("ARRAY<INT>"), e.getMessage());
    e =
        assertThrows(
            AnalysisException.class,
            () -> spark.read().format("fastio").option("sep", "ab").schema("a INT").load(p));
    assertTrue(e.getMessage().contains("sep must be one character"), e.getMessage());
    // The reader's own rules, checked when the query is planned (with a schema, nothing is read).
    for (String[] bad :
        new String[][] {{"sep", "1"}, {"sep", "\""}, {"quote", ","}, {"sep", "é"}}) {
      e =
          assertThrows(
              AnalysisException.class,
              () -> spark.read().format("fastio").option(bad[0], bad[1]).schema("a INT").load(p),
              bad[0] + "=" + bad[1]);
      assertTrue(e.getMessage().contains("not a format fastio reads"), e.getMessage());
    }
    e =
        assertThrows(
            AnalysisException.class,
            () -> spark.read().format("fastio").option("mode", "LENIENT").schema("a INT").load(p));
    assertTrue(e.getMessage().contains("mode must be"), e.getMessage());
  }

  @Test
  void namesComeFromTheHeaderAsStringsOrInferredAsSparkInfersThem() throws Exception {
    new CsvFiles(5, false, true).write(dir.resolve("h.csv"), 300, true);
    String p = dir.resolve("h.csv").toString();
    Dataset<Row> strings =
        spark.read().format("fastio").option("header", "true").option("escape", "\"").load(p);
    Dataset<Row> sparkStrings =
        spark.read().format("csv").option("header", "true").option("escape", "\"").load(p);
    assertEquals(sparkStrings.schema(), strings.schema());
    assertEquals(SparkTests.sortedRows(sparkStrings), SparkTests.sortedRows(strings));
    Dataset<Row> inferred =
        spark
            .read()
            .format("fastio")
            .option("header", "true")
            .option("escape", "\"")
            .option("inferSchema", "true")
            .load(p);
    Dataset<Row> sparkInferred =
        spark
            .read()
            .format("csv")
            .option("header", "true")
            .option("escape", "\"")
            .option("inferSchema", "true")
            .load(p);
    assertEquals(sparkInferred.schema(), inferred.schema());
    assertEquals(SparkTests.sortedRows(sparkInferred), SparkTests.sortedRows(inferred));
    String dup = file("dup.csv", "a,A,,b\n1,2,3,4\n");
    assertEquals(
        spark.read().format("csv").option("header", "true").load(dup).schema(),
        spark.read().format("fastio").option("header", "true").load(dup).schema());
    assertEquals(
        List.of("_c0", "_c1"),
        List.of(spark.read().format("fastio").load(file("n.csv", "1,2\n")).columns()));
  }

  @Test
  void sqlTablesReadThroughFastio() throws Exception {
    String p = file("t.csv", "id,price\n1,2.5\n2,\n3,4.25\n");
    spark.sql("DROP TABLE IF EXISTS fastio_typed");
    spark.sql("DROP TABLE IF EXISTS fastio_inferred");
    spark.sql(
        "CREATE TABLE fastio_typed (id INT, price DOUBLE) USING fastio OPTIONS (path '"
            + p
            + "', header 'true')");
    Row r = spark.sql("SELECT count(*), sum(id), sum(price) FROM fastio_typed").first();
    assertEquals("[3,6,6.75]", r.toString());
    String plan =
        spark.sql("SELECT sum(price) FROM fastio_typed").queryExecution().executedPlan().toString();
    // The session catalog's tables are read through Spark's file scan, by fastio's batch reader.
    assertTrue(plan.contains("FileScan fastio") && plan.contains("Batched: true"), plan);
    spark.sql(
        "CREATE TABLE fastio_inferred USING fastio OPTIONS (path '"
            + p
            + "', header 'true', inferSchema 'true')");
    assertEquals(
        "struct<id:int,price:double>", spark.table("fastio_inferred").schema().simpleString());
    assertEquals(6.75, spark.sql("SELECT sum(price) FROM fastio_inferred").first().getDouble(0));
    spark.sql("DROP TABLE fastio_typed");
    spark.sql("DROP TABLE fastio_inferred");
  }

  @Test
  void tasksCountTheRecordsAndBytesTheyRead() throws Exception {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < 5000; i++) {
      sb.append(i).append(',').append(i * 0.5).append('\n');
    }
    String p = file("m.csv", sb.toString());
    long[] totals = new long[2];
    List<Long> tasks = new ArrayList<>();
    SparkListener listener =
        new SparkListener() {
          @Override
          public void onTaskEnd(SparkListenerTaskEnd end) {
            synchronized (totals) {
              totals[0] += end.taskMetrics().inputMetrics().recordsRead();
              totals[1] += end.taskMetrics().inputMetrics().bytesRead();
              tasks.add(end.taskMetrics().inputMetrics().bytesRead());
            }
          }
        };
    spark.sparkContext().addSparkListener(listener);
    spark.conf().set("spark.sql.files.maxPartitionBytes", "20000");
    try {
      long n = spark.read().format("fastio").schema("a INT, b DOUBLE").load(p).count();
      assertEquals(5000, n);
      spark.sparkContext().listenerBus().waitUntilEmpty();
      synchronized (totals) {
        assertEquals(5000, totals[0], "records read");
        long size = Files.size(Path.of(p));
        assertTrue(
            totals[1] >= size && totals[1] < 3 * size, "bytes read " + totals[1] + " of " + size);
      }
    } finally {
      spark.sparkContext().removeSparkListener(listener);
      spark.conf().unset("spark.sql.files.maxPartitionBytes");
    }
  }

  @Test
  void aQuotedEmptyFieldIsNullAsSparksReaderHasItAndTheEmptyStringWithRfc4180() throws Exception {
    String p = file("e.csv", "1,\"\",\n2,,\"\"\n");
    for (String format : new String[] {"csv", "fastio"}) {
      List<Row> rows =
          spark
              .read()
              .format(format)
              .schema("a INT, b STRING, c STRING")
              .load(p)
              .orderBy("a")
              .collectAsList();
      assertEquals("[1,null,null]", rows.get(0).toString(), format);
      assertEquals("[2,null,null]", rows.get(1).toString(), format);
    }
    List<Row> rows =
        spark
            .read()
            .format("fastio")
            .option("rfc4180", "true")
            .schema("a INT, b STRING, c STRING")
            .load(p)
            .orderBy("a")
            .collectAsList();
    assertEquals("[1,,null]", rows.get(0).toString());
    assertEquals("[2,null,]", rows.get(1).toString());
  }
}
