package io.github.fastio.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Files cut into many small partitions where a comment line or a line break inside quotes meets a
 * partition's edge: every record once, or the task fails saying what to do; never a hang.
 */
class RangeEdgesTest {
  @TempDir Path dir;
  private final SparkSession spark = SparkTests.spark();

  @BeforeEach
  void smallPartitions() {
    spark.conf().set("spark.sql.files.maxPartitionBytes", "64");
    spark.conf().set("spark.sql.files.openCostInBytes", "0");
  }

  @AfterEach
  void restore() {
    spark.conf().unset("spark.sql.files.maxPartitionBytes");
    spark.conf().unset("spark.sql.files.openCostInBytes");
  }

  private Dataset<Row> read(Path f, boolean multiLine) {
    return spark
        .read()
        .format("fastio")
        .option("comment", "#")
        .option("multiLine", Boolean.toString(multiLine))
        .schema("a INT, b STRING")
        .load(f.toString());
  }

  @Test
  void commentLinesAtEveryPartitionsEdgeEndThePartition() throws Exception {
    StringBuilder sb = new StringBuilder();
    long sum = 0;
    for (int i = 0; i < 60; i++) {
      sb.append("# note\n").append(i).append(",x\n");
      sum += i;
    }
    Path f = dir.resolve("comments.csv");
    Files.writeString(f, sb.toString());
    long expected = sum;
    assertTimeoutPreemptively(
        Duration.ofMinutes(2),
        () -> {
          Row r = read(f, false).selectExpr("count(*)", "sum(a)").first();
          assertEquals(60, r.getLong(0));
          assertEquals(expected, r.getLong(1));
        });
  }

  @Test
  void aLineBreakInsideQuotesFailsTheTaskSayingToSetMultiLine() throws Exception {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < 40; i++) {
      sb.append(i).append(i == 20 ? ",\"two\nlines\"\n" : ",x\n");
    }
    Path f = dir.resolve("quoted.csv");
    Files.writeString(f, sb.toString());
    for (String query : new String[] {"count", "rows"}) {
      Exception e =
          assertThrows(
              Exception.class,
              () -> {
                Dataset<Row> d = read(f, false);
                if (query.equals("count")) {
                  d.count();
                } else {
                  d.collectAsList();
                }
              },
              query);
      String m = String.valueOf(e.getMessage());
      assertTrue(m.contains("a line break inside the quotes of field 2"), m);
      assertTrue(m.contains("multiLine=true"), m);
    }
    assertEquals(40, read(f, true).count());
  }
}
