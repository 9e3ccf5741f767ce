package io.github.fastio.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The escape option as Spark's CSV reader reads it, the oracle: {@code \} before the quote or
 * before itself stands for that byte, and before any other byte is data, kept with the byte.
 */
class EscapeTest {
  @TempDir Path dir;
  private final SparkSession spark = SparkTests.spark();

  private Dataset<Row> read(String format, Path f) {
    return spark
        .read()
        .format(format)
        .option("escape", "\\")
        .schema("id INT, v STRING, w STRING")
        .load(f.toString());
  }

  @Test
  void aBackslashEscapesAsInSparksReader() throws Exception {
    String[] fields = {
      "\"a\\xb\"", // before a byte that needs no escape
      "\"a\\\"b\"", // before the quote
      "\"a\\\\b\"", // before itself
      "\"a\\\\\"", // an escaped escape right before the closing quote
      "\"\\\\\"",
      "\"a\\\\\\\"b\"", // an escaped escape, then an escaped quote
      "\"a\\n\"", // a backslash and n, not a line break
      "a\\b", // unquoted: no escapes
      "\"a\\\\x\\\\\"",
    };
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < fields.length; i++) {
      sb.append(i).append(',').append(fields[i]).append(",z\n");
    }
    Path f = dir.resolve("escapes.csv");
    Files.writeString(f, sb.toString());
    assertEquals(SparkTests.sortedRows(read("csv", f)), SparkTests.sortedRows(read("fastio", f)));
  }
}
