package io.github.fastio.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.spark.SparkConf;
import org.apache.spark.io.ZStdCompressionCodec;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Where fastio once gave other rows than Spark's CSV reader, or none: each case read through both
 * and compared ({@link Differential}), or checked against what Spark's reader gives.
 */
class DropInTest {
  @TempDir Path dir;
  private final SparkSession spark = SparkTests.spark();

  private String write(String name, String text) throws IOException {
    Path f = dir.resolve(name);
    Files.createDirectories(f.getParent());
    Files.write(f, text.getBytes(StandardCharsets.UTF_8));
    return f.toString();
  }

  private static Differential read(String path, String schema, String... options) {
    Differential d = new Differential();
    d.path = path;
    d.schema = schema;
    for (int i = 0; i + 1 < options.length; i += 2) {
      d.option(options[i], options[i + 1]);
    }
    return d;
  }

  @Test
  void aCommentLineRightAtAPartitionsStartEndsThePartitionInsteadOfHanging() throws IOException {
    StringBuilder sb = new StringBuilder();
    while (sb.length() < 1 << 20) {
      sb.append("1,2\n");
    }
    int comment = sb.length();
    sb.append("#c\n3,4\n#d\n5,6\n");
    String p = write("comments.csv", sb.toString());
    // Partitions that start just before, at and just after the comment line, as a 128 MiB file
    // cut at Spark's default 128 MiB would; and partitions of a few bytes over many comments.
    for (int at = comment - 2; at <= comment + 3; at++) {
      Differential d = read(p, "a INT, b INT", "comment", "#");
      d.conf.put("spark.sql.files.maxPartitionBytes", Integer.toString(at));
      assertNull(d.compare(Differential.Stop.NONE), "partitions of " + at + " bytes");
    }
    String small = write("small.csv", "#x\n1,2\n#y\n#z\n3,4\n#w\n5,6\n#v\n");
    for (String bytes : new String[] {"1", "2", "3", "5", "7"}) {
      Differential d = read(small, "a INT, b INT", "comment", "#");
      d.conf.put("spark.sql.files.maxPartitionBytes", bytes);
      assertNull(d.compare(Differential.Stop.NONE), "partitions of " + bytes + " bytes");
    }
  }

  @Test
  void partitionDirectoriesAddTheirColumnsToAGivenSchema() throws IOException {
    write("part/year=2024/month=1/a.csv", "id,name,price\n1,a,2.5\n2,b,3.5\n");
    write("part/year=2025/month=2/b.csv", "id,name,price\n3,c,4.5\n");
    String p = dir.resolve("part").toString();
    Differential d = read(p, "id INT, name STRING, price DOUBLE", "header", "true");
    assertNull(d.compare(Differential.Stop.NONE));
    assertEquals(
        5,
        spark
            .read()
            .format("fastio")
            .schema("id INT, name STRING, price DOUBLE")
            .option("header", "true")
            .load(p)
            .columns()
            .length);
    // A partition column the schema names takes the schema's type, and its place after the data.
    assertNull(
        read(p, "id INT, year STRING, name STRING, price DOUBLE", "header", "true")
            .compare(Differential.Stop.NONE));
  }

  @Test
  void strayQuotesReadAsSparkReadsThemInEachMode() throws IOException {
    String p = write("stray.csv", "\"a\"b,ccc,ddd\nab,cc\"c,ddd\"\n\"x\" ,y,z\n\"q\"\"r\",s,t\n");
    for (String mode : new String[] {"PERMISSIVE", "DROPMALFORMED", "FAILFAST"}) {
      assertNull(read(p, null, "mode", mode).compare(Differential.Stop.NONE), mode);
      assertNull(
          read(p, "a STRING, b STRING, c STRING", "mode", mode).compare(Differential.Stop.NONE),
          mode);
      assertNull(
          read(p, "a STRING, b STRING, _corrupt_record STRING", "mode", mode)
              .compare(Differential.Stop.NONE),
          mode);
    }
    List<Row> rows = spark.read().format("fastio").load(p).collectAsList();
    assertEquals("[\"a\"b,ccc,ddd]", rows.get(0).toString());
  }

  @Test
  void inputFileNameAndTheMetadataColumnNameTheFile() throws IOException {
    write("files/a.csv", "1,x\n2,y\n");
    write("files/b.csv", "3,z\n");
    String p = dir.resolve("files").toString();
    for (String query :
        new String[] {
          "input_file_name() AS f",
          "_metadata.file_name AS f",
          "_metadata.file_path AS f",
          "_metadata.file_size AS f",
          "_metadata AS f"
        }) {
      List<String> csv =
          SparkTests.sortedRows(
              spark.read().format("csv").schema("a INT, b STRING").load(p).selectExpr("a", query));
      List<String> fastio =
          SparkTests.sortedRows(
              spark
                  .read()
                  .format("fastio")
                  .schema("a INT, b STRING")
                  .load(p)
                  .selectExpr("a", query));
      assertEquals(csv, fastio, query);
    }
  }

  @Test
  void multiLineTurnsTheFilesLineSeparatorInsideQuotesIntoALineFeed() throws IOException {
    String crlf = write("crlf.csv", "a,\"x\r\ny\"\r\nb,\"p\nq\rr\"\r\n");
    String lf = write("lf.csv", "a,\"x\r\ny\"\nb,\"p\nq\rr\"\n");
    String cr = write("cr.csv", "a,\"x\ry\"\rb,\"p\nq\rr\"\r");
    for (String p : new String[] {crlf, lf, cr}) {
      assertNull(read(p, null, "multiLine", "true").compare(Differential.Stop.NONE), p);
    }
    Row r = spark.read().format("fastio").option("multiLine", "true").load(crlf).first();
    assertEquals("x\ny", r.getString(1));
  }

  @Test
  void zstandardFilesReadThroughSparksOwnCodec() throws IOException {
    for (String name : new String[] {"z.csv.zst", "z.csv.zstd"}) {
      Path f = dir.resolve("zst").resolve(name);
      Files.createDirectories(f.getParent());
      try (OutputStream out =
          new ZStdCompressionCodec(new SparkConf())
              .compressedOutputStream(Files.newOutputStream(f))) {
        out.write("id,v\n1,a\n2,b\n".getBytes(StandardCharsets.UTF_8));
      }
    }
    String p = dir.resolve("zst").toString();
    assertNull(
        read(p, null, "header", "true", "inferSchema", "true").compare(Differential.Stop.NONE));
    assertEquals(4, spark.read().format("fastio").option("header", "true").load(p).count());
  }

  @Test
  void emptyFilesWithoutASchemaAreAnEmptyDataFrame() throws IOException {
    write("empty/a.csv", "");
    write("empty/b.csv", "");
    String p = dir.resolve("empty").toString();
    for (String header : new String[] {"false", "true"}) {
      assertNull(read(p, null, "header", header).compare(Differential.Stop.NONE));
      Dataset<Row> df = spark.read().format("fastio").option("header", header).load(p);
      assertEquals(0, df.columns().length);
      assertEquals(0, df.count());
    }
    // A directory without a file: no schema to infer, as Spark's reader says too.
    Files.createDirectories(dir.resolve("none"));
    assertNull(read(dir.resolve("none").toString(), null).compare(Differential.Stop.REFUSAL));
  }

  @Test
  void sqlOnAPathAndATablesLocationAsWithSparksCsv() throws IOException {
    write("sql/a.csv", "1,x\n2,\"y,z\"\n");
    String p = dir.resolve("sql").toString();
    assertEquals(
        SparkTests.sortedRows(spark.sql("SELECT * FROM csv.`" + p + "`")),
        SparkTests.sortedRows(spark.sql("SELECT * FROM fastio.`" + p + "`")));
    for (String format : new String[] {"csv", "fastio"}) {
      spark.sql("DROP TABLE IF EXISTS located_" + format);
      spark.sql(
          "CREATE TABLE located_"
              + format
              + " (a INT, b STRING) USING "
              + format
              + " OPTIONS (path '"
              + p
              + "')");
    }
    try {
      assertEquals(location("csv"), location("fastio"));
      assertTrue(location("fastio").contains(p), location("fastio"));
      assertEquals(
          SparkTests.sortedRows(spark.table("located_csv")),
          SparkTests.sortedRows(spark.table("located_fastio")));
    } finally {
      spark.sql("DROP TABLE located_csv");
      spark.sql("DROP TABLE located_fastio");
    }
  }

  private String location(String format) {
    for (Row r : spark.sql("DESCRIBE TABLE EXTENDED located_" + format).collectAsList()) {
      if ("Location".equals(r.getString(0))) {
        return r.getString(1);
      }
    }
    return "no Location";
  }

  @Test
  void theRfc4180OptionReadsAsTheRfcSays() throws IOException {
    String p = write("rfc.csv", "\"a\"\"b\",\"\",x\n   \n\"ab\"cd,,y\n");
    List<Row> rows =
        spark
            .read()
            .format("fastio")
            .option("rfc4180", "true")
            .schema("a STRING, b STRING, c STRING")
            .load(p)
            .collectAsList();
    assertEquals(3, rows.size());
    assertEquals("[a\"b,,x]", rows.get(0).toString());
    assertEquals("[   ,null,null]", rows.get(1).toString());
    assertEquals("[abcd,null,y]", rows.get(2).toString());
    // Without it, Spark's reading: the doubled quote is text after a closing quote, "" is null.
    assertNull(read(p, "a STRING, b STRING, c STRING").compare(Differential.Stop.NONE));
  }

  @Test
  void aQuotedLineBreakWithoutMultiLineStopsNamingTheFileTheLineAndTheOption() throws IOException {
    String p = write("broken.csv", "a,b\n1,\"x\ny\"\n2,z\n");
    Exception e =
        assertThrows(
            Exception.class,
            () -> spark.read().format("fastio").schema("a INT, b STRING").load(p).collectAsList());
    String m = String.valueOf(e.getMessage());
    for (Throwable c = e.getCause(); c != null; c = c.getCause()) {
      m += " / " + c.getMessage();
    }
    assertTrue(m.contains("broken.csv"), m);
    assertTrue(m.contains("line 2"), m);
    assertTrue(m.contains("multiLine=true"), m);
  }
}
