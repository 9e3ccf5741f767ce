package io.github.fastio.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Malformed records (a field that is not its column's type, too few or too many fields) in each
 * mode, against Spark's CSV reader with its column pruning off (with it on, Spark does not check
 * the number of fields; fastio always does).
 */
class ModesTest {
  static final String BAD =
      "a,b,c\n"
          + "1,2.5,x\n"
          + "oops,3.5,y\n"
          + "4,,z\n"
          + "5,6.5\n"
          + "7,8.5,w,extra\n"
          + "9,1e400x,v\n"
          + "10,11.5,\"q,r\"\n";

  static final String SCHEMA = "a INT, b DOUBLE, c STRING";

  @TempDir Path dir;
  private final SparkSession spark = SparkTests.spark();
  private String path;

  @BeforeEach
  void write() throws Exception {
    Path f = dir.resolve("bad.csv");
    Files.writeString(f, BAD);
    path = f.toString();
    spark.conf().set("spark.sql.csv.parser.columnPruning.enabled", "false");
  }

  @AfterEach
  void restore() {
    spark.conf().unset("spark.sql.csv.parser.columnPruning.enabled");
  }

  private Dataset<Row> read(String format, String mode, String schema) {
    return spark
        .read()
        .format(format)
        .option("header", "true")
        .option("escape", "\"")
        .option("mode", mode)
        .schema(schema)
        .load(path);
  }

  @Test
  void permissiveKeepsWhatConvertsAndTheRecordsText() {
    String schema = SCHEMA + ", _corrupt_record STRING";
    Dataset<Row> fastio = read("fastio", "PERMISSIVE", schema);
    assertEquals(
        SparkTests.sortedRows(read("csv", "PERMISSIVE", schema)), SparkTests.sortedRows(fastio));
    assertEquals(4, fastio.where("_corrupt_record IS NOT NULL").collectAsList().size());
    // Read alone, the corrupt-record column still names every record that does not fit.
    assertEquals(4, fastio.select("_corrupt_record").where("_corrupt_record IS NOT NULL").count());
    assertEquals(
        SparkTests.sortedRows(read("csv", "PERMISSIVE", SCHEMA)),
        SparkTests.sortedRows(read("fastio", "PERMISSIVE", SCHEMA)));
  }

  @Test
  void dropMalformedDropsTheRecordsThatDoNotFit() {
    Dataset<Row> fastio = read("fastio", "DROPMALFORMED", SCHEMA);
    assertEquals(
        SparkTests.sortedRows(read("csv", "DROPMALFORMED", SCHEMA)), SparkTests.sortedRows(fastio));
    assertEquals(3, fastio.collectAsList().size());
  }

  @Test
  void failFastNamesTheFileTheLineAndTheField() {
    Exception e =
        assertThrows(Exception.class, () -> read("fastio", "FAILFAST", SCHEMA).collectAsList());
    String m = e.getMessage();
    assertTrue(m.contains("bad.csv"), m);
    assertTrue(m.contains("line 3 of"), m);
    assertTrue(m.contains("field 1 (a) is \"oops\", not an int"), m);
    assertThrows(Exception.class, () -> read("csv", "FAILFAST", SCHEMA).collectAsList());
  }

  @Test
  void failFastCountsTheLinesBeforeARangeFromTheMiddleOfTheFile() throws Exception {
    StringBuilder sb = new StringBuilder("a,b,c\n");
    for (int i = 0; i < 3000; i++) {
      sb.append(i).append(",1.5,x\n");
    }
    sb.append("1,2,3,4\n");
    Files.writeString(dir.resolve("bad.csv"), sb.toString());
    spark.conf().set("spark.sql.files.maxPartitionBytes", "1000");
    try {
      Exception e =
          assertThrows(Exception.class, () -> read("fastio", "FAILFAST", SCHEMA).collectAsList());
      assertTrue(e.getMessage().contains("line 3002 of"), e.getMessage());
      assertTrue(e.getMessage().contains("the record has 4 fields, the schema 3"), e.getMessage());
    } finally {
      spark.conf().unset("spark.sql.files.maxPartitionBytes");
    }
  }
}
