package io.github.fastio.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.apache.spark.sql.DataFrameReader;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * fastio's rows equal Spark's CSV reader's, both read with the option that makes them take RFC
 * 4180's doubled quotes ({@code escape='"'}), on generated files of every type fastio reads:
 * several files, nulls, quotes around delimiters and quotes, CRLF and LF, a last line without a
 * line break, and partitions cut at every kind of position by a tiny {@code
 * spark.sql.files.maxPartitionBytes}.
 */
class SparkCsvEquivalenceTest {
  @TempDir Path dir;

  private final SparkSession spark = SparkTests.spark();

  @AfterEach
  void restore() {
    spark.conf().unset("spark.sql.files.maxPartitionBytes");
    spark.conf().unset("spark.sql.files.openCostInBytes");
  }

  private DataFrameReader fastio() {
    return spark.read().format("fastio").option("escape", "\"");
  }

  private DataFrameReader sparkCsv() {
    return spark.read().format("csv").option("escape", "\"");
  }

  private void assertSameRows(Dataset<Row> expected, Dataset<Row> actual) {
    List<String> want = SparkTests.sortedRows(expected);
    List<String> got = SparkTests.sortedRows(actual);
    assertEquals(want.size(), got.size(), "row count");
    for (int i = 0; i < want.size(); i++) {
      assertEquals(want.get(i), got.get(i), "row " + i + " of the sorted rows");
    }
  }

  @Test
  void everyTypeEqualsSparksCsvAcrossFilesAndTinyPartitions() throws Exception {
    for (int i = 0; i < 3; i++) {
      new CsvFiles(42 + i, false, true).write(dir.resolve("part-" + i + ".csv"), 150, true);
    }
    String path = dir.toString();
    Dataset<Row> expected = sparkCsv().option("header", "true").schema(CsvFiles.SCHEMA).load(path);
    for (String maxBytes : new String[] {"128MB", "1999", "97"}) {
      spark.conf().set("spark.sql.files.maxPartitionBytes", maxBytes);
      spark.conf().set("spark.sql.files.openCostInBytes", "1");
      Dataset<Row> actual = fastio().option("header", "true").schema(CsvFiles.SCHEMA).load(path);
      assertSameRows(expected, actual);
      if (!maxBytes.equals("128MB")) {
        assertTrue(actual.rdd().getNumPartitions() > 3, "the files are cut into many partitions");
      }
    }
  }

  @Test
  void quotedLineBreaksEqualSparksMultiLine() throws Exception {
    for (int i = 0; i < 2; i++) {
      new CsvFiles(7 + i, true, false).write(dir.resolve("m-" + i + ".csv"), 300, true);
    }
    String path = dir.toString();
    spark.conf().set("spark.sql.files.maxPartitionBytes", "500");
    Dataset<Row> expected =
        sparkCsv()
            .option("header", "true")
            .option("multiLine", "true")
            .schema(CsvFiles.SCHEMA)
            .load(path);
    Dataset<Row> actual =
        fastio()
            .option("header", "true")
            .option("multiLine", "true")
            .schema(CsvFiles.SCHEMA)
            .load(path);
    assertSameRows(expected, actual);
    long tasksWithRows = actual.selectExpr("spark_partition_id()").distinct().count();
    assertTrue(tasksWithRows > 2, "the files are cut where records start: " + tasksWithRows);
  }

  @Test
  void prunedColumnsEqualSparksAndOnlyTheyAreRead() throws Exception {
    new CsvFiles(3, false, true).write(dir.resolve("p.csv"), 500, false);
    String path = dir.toString();
    spark.conf().set("spark.sql.files.maxPartitionBytes", "4000");
    String[][] selections = {{"price"}, {"name", "id"}, {"ts", "day", "ok"}, {"amount"}};
    for (String[] cols : selections) {
      Dataset<Row> expected = sparkCsv().schema(CsvFiles.SCHEMA).load(path).selectExpr(cols);
      Dataset<Row> actual = fastio().schema(CsvFiles.SCHEMA).load(path).selectExpr(cols);
      assertSameRows(expected, actual);
      String plan = actual.queryExecution().executedPlan().toString();
      String scanned = plan.substring(plan.indexOf("fastio CSV"));
      scanned = scanned.substring(scanned.indexOf("struct<"), scanned.indexOf('>') + 1);
      for (String c : cols) {
        assertTrue(scanned.contains(c + ":"), "the scan reads " + c + ": " + plan);
      }
      assertEquals(cols.length, scanned.split(":").length - 1, "the scan reads no more: " + plan);
      assertEquals(cols.length, actual.schema().size());
    }
    assertEquals(500, fastio().schema(CsvFiles.SCHEMA).load(path).count());
  }

  @Test
  void aggregatesEqualSparks() throws Exception {
    new CsvFiles(11, false, true).write(dir.resolve("s.csv"), 1000, true);
    String path = dir.toString();
    spark.conf().set("spark.sql.files.maxPartitionBytes", "3000");
    String[] aggregates = {
      "count(*)",
      "sum(cast(id as bigint))",
      "sum(cast(big as decimal(38,0)))",
      "sum(price)",
      "count(price)",
      "sum(amount)",
      "max(ts)"
    };
    Row expected =
        sparkCsv()
            .option("header", "true")
            .schema(CsvFiles.SCHEMA)
            .load(path)
            .selectExpr(aggregates)
            .first();
    Row actual =
        fastio()
            .option("header", "true")
            .schema(CsvFiles.SCHEMA)
            .load(path)
            .selectExpr(aggregates)
            .first();
    assertEquals(SparkTests.show(expected), SparkTests.show(actual));
  }
}
