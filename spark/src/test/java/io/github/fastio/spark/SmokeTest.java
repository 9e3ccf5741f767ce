package io.github.fastio.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SmokeTest {
  @TempDir Path dir;

  @Test
  void readsAFile() throws Exception {
    Path f = dir.resolve("a.csv");
    Files.writeString(f, "id,price,name\n1,2.5,\"a,b\"\n2,,x\n3,1e3,\"\"\"q\"\"\"\n");
    Dataset<Row> fast =
        SparkTests.spark()
            .read()
            .format("fastio")
            .option("header", "true")
            .schema("id INT, price DOUBLE, name STRING")
            .load(f.toString());
    Dataset<Row> csv =
        SparkTests.spark()
            .read()
            .format("csv")
            .option("header", "true")
            .option("escape", "\"")
            .schema("id INT, price DOUBLE, name STRING")
            .load(f.toString());
    fast.show();
    csv.show();
    assertEquals(SparkTests.sortedRows(csv), SparkTests.sortedRows(fast));
    Dataset<Row> inferred =
        SparkTests.spark()
            .read()
            .format("fastio")
            .option("header", "true")
            .option("inferSchema", "true")
            .load(f.toString());
    inferred.printSchema();
    inferred.show();
  }
}
