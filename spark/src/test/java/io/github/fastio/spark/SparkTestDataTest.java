package io.github.fastio.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Spark's own CSV test files (the {@code test-data/*.csv} of spark-sql's tests jar), each read with
 * the options Spark's {@code CSVSuite} reads it with, through Spark's CSV reader and through
 * fastio, compared by {@link Differential}: each with Spark's default escape ({@code \}) and with
 * {@code escape='"'}, in one partition a file and cut into partitions of a few bytes. fastio must
 * give Spark's schema and rows, or refuse the options when the query is planned where its README
 * lists the refusal (a multi-character separator, another encoding than UTF-8, a date or time
 * pattern).
 */
class SparkTestDataTest {
  /**
   * Partition sizes: Spark's default, and bytes enough for a line or two; {@code
   * -Dfastio.spark.testData=all} adds more.
   */
  private static final String[] PARTITION_BYTES =
      "all".equals(System.getProperty("fastio.spark.testData"))
          ? new String[] {null, "7", "1", "13", "64"}
          : new String[] {null, "7"};

  @TempDir Path dir;

  private Path data(String name) throws IOException {
    Path f = dir.resolve(name);
    if (!Files.exists(f)) {
      try (InputStream in =
          SparkTestDataTest.class.getClassLoader().getResourceAsStream("test-data/" + name)) {
        if (in == null) {
          throw new IllegalStateException("test-data/" + name + " is not in Spark's tests jar");
        }
        Files.copy(in, f);
      }
    }
    return f;
  }

  /** A case: a file, its options as key-value pairs, and an optional schema. */
  private static final class Case {
    final String file;
    final String schema;
    final String[] options;
    Differential.Stop stop = Differential.Stop.NONE;
    final List<String[]> conf = new ArrayList<>();

    Case(String file, String schema, String... options) {
      this.file = file;
      this.schema = schema;
      this.options = options;
    }

    /** The value of option {@code key}, or null. */
    String option(String key) {
      for (int i = 0; i + 1 < options.length; i += 2) {
        if (options[i].equals(key)) {
          return options[i + 1];
        }
      }
      return null;
    }

    Case refused() {
      stop = Differential.Stop.REFUSAL;
      return this;
    }

    Case conf(String key, String value) {
      conf.add(new String[] {key, value});
      return this;
    }
  }

  private static final String CARS_SCHEMA =
      "year INT, make STRING NOT NULL, model STRING NOT NULL, comment STRING, blank STRING";

  /** The files and options of Spark's CSVSuite (its tests of reading; writing ones left out). */
  private static List<Case> cases() {
    List<Case> c = new ArrayList<>();
    c.add(new Case("cars.csv", null, "header", "false"));
    c.add(new Case("cars.csv", null, "header", "true", "inferSchema", "true"));
    for (String multiLine : new String[] {"false", "true"}) {
      c.add(
          new Case(
                  "cars.csv",
                  null,
                  "header",
                  "true",
                  "mode",
                  "dropmalformed",
                  "multiLine",
                  multiLine)
              .conf("spark.sql.csv.parser.columnPruning.enabled", "false"));
      c.add(
          new Case("cars.csv", null, "header", "true", "mode", "failfast", "multiLine", multiLine));
      c.add(
          new Case(
              "comments.csv", null, "comment", "~", "header", "false", "multiLine", multiLine));
      for (String corrupt :
          new String[] {
            "a INT, b DATE, _unparsed STRING", "a INT, _unparsed STRING, b DATE", "a INT, b DATE"
          }) {
        c.add(
            new Case(
                "value-malformed.csv",
                corrupt,
                "mode",
                "Permissive",
                "columnNameOfCorruptRecord",
                "_unparsed",
                "multiLine",
                multiLine));
      }
    }
    c.add(new Case("cars.csv", null, "header", "true"));
    c.add(new Case("bool.csv", null, "header", "true", "inferSchema", "true"));
    c.add(new Case("decimal.csv", null, "comment", "~", "header", "true", "inferSchema", "true"));
    c.add(new Case("cars-alternative.csv", null, "quote", "'", "delimiter", "|", "header", "true"));
    c.add(
        new Case(
                "cars-multichar-delim.csv", null, "quote", "'", "delimiter", ", ", "header", "true")
            .refused());
    c.add(
        new Case(
                "cars-multichar-delim-crazy.csv",
                null,
                "quote",
                "'",
                "delimiter",
                "_/-\\\\_",
                "header",
                "true")
            .refused());
    c.add(new Case("unescaped-quotes.csv", null, "maxCharsPerColumn", "4"));
    c.add(new Case("unescaped-quotes.csv", null));
    c.add(
        new Case("cars_iso-8859-1.csv", null, "header", "true", "charset", "iso-8859-1", "sep", "þ")
            .refused());
    c.add(new Case("cars-crlf.csv", null, "multiLine", "true", "header", "true"));
    c.add(new Case("cars-crlf.csv", null, "header", "true"));
    c.add(new Case("cars-malformed.csv", null, "header", "false", "comment", "~"));
    c.add(new Case("cars-unbalanced-quotes.csv", null, "header", "true", "quote", ""));
    c.add(new Case("empty.csv", "column STRING NOT NULL"));
    c.add(new Case("empty.csv", null, "header", "true"));
    c.add(
        new Case(
                "comments.csv",
                null,
                "comment",
                "~",
                "header",
                "false",
                "inferSchema",
                "true",
                "timestampFormat",
                "yyyy-MM-dd HH:mm:ss")
            .refused());
    c.add(new Case("comments.csv", null, "comment", "~", "header", "false", "inferSchema", "true"));
    c.add(
        new Case(
                "dates.csv",
                null,
                "header",
                "true",
                "inferSchema",
                "true",
                "timestampFormat",
                "dd/MM/yyyy HH:mm")
            .refused());
    c.add(new Case("dates.csv", null, "header", "true", "inferSchema", "true"));
    c.add(new Case("disable_comments.csv", null, "comment", "", "header", "false"));
    c.add(new Case("cars-null.csv", CARS_SCHEMA, "header", "true", "nullValue", "null"));
    c.add(new Case("cars-empty-value.csv", CARS_SCHEMA, "header", "true", "emptyValue", "empty"));
    c.add(new Case("cars-empty-value.csv", CARS_SCHEMA, "header", "true", "nullValue", "NULL"));
    c.add(new Case("simple_sparse.csv", null, "header", "true", "inferSchema", "true"));
    c.add(
        new Case(
            "numbers.csv",
            "int INT, long BIGINT, float FLOAT, double DOUBLE",
            "header",
            "true",
            "mode",
            "DROPMALFORMED",
            "nullValue",
            "--",
            "nanValue",
            "NAN",
            "negativeInf",
            "-INF",
            "positiveInf",
            "INF"));
    c.add(
        new Case(
                "timestamps.csv",
                null,
                "inferSchema",
                "true",
                "header",
                "true",
                "timestampFormat",
                "dd/MM/yyyy HH:mm[XXX]")
            .refused());
    c.add(new Case("timestamps.csv", null, "header", "true", "inferSchema", "true"));
    c.add(
        new Case(
            "value-malformed.csv",
            "a INT, b DATE, corrRec STRING",
            "columnNameOfCorruptRecord",
            "corrRec"));
    c.add(new Case("value-malformed.csv", "a INT, b DATE", "mode", "abcd").refused());
    c.add(
        new Case(
            "comments-whitespaces.csv",
            "colA STRING",
            "multiLine",
            "false",
            "header",
            "true",
            "comment",
            "#"));
    c.add(new Case("bad_after_good.csv", "col1 STRING, col2 DATE"));
    for (String pruning : new String[] {"true", "false"}) {
      c.add(
          new Case("malformedRow.csv", null, "header", "true", "mode", "DROPMALFORMED")
              .conf("spark.sql.csv.parser.columnPruning.enabled", pruning));
    }
    c.add(new Case("cars.csv.zst", null, "header", "true", "inferSchema", "true"));
    c.add(new Case("cars.csv.hadoop.zst", null, "header", "true", "inferSchema", "true"));
    c.add(
        new Case(
            "more-columns.csv",
            "intColumn INT, decimalColumn DECIMAL(10,2)",
            "header",
            "false",
            "maxColumns",
            "2"));
    c.add(new Case("date-infer-schema.csv", null, "header", "true", "inferSchema", "true"));
    c.add(new Case("char.csv", null, "header", "true"));
    c.add(new Case("cars-blank-column-name.csv", null, "header", "true", "inferSchema", "true"));
    return c;
  }

  @Test
  void fastioReadsSparksTestFilesAsSparksReaderDoes() throws IOException {
    Differential.Tally tally = new Differential.Tally();
    List<String> unrefused = new ArrayList<>();
    for (Case k : cases()) {
      String text = new String(Files.readAllBytes(data(k.file)), StandardCharsets.ISO_8859_1);
      // The other escape where the file has a quote or a backslash; a file read whole, once.
      boolean whole = k.file.endsWith(".zst") || "true".equals(k.option("multiLine"));
      for (String escape :
          text.contains("\"") || text.contains("\\")
              ? new String[] {null, "\""}
              : new String[] {null}) {
        for (String bytes : whole ? new String[] {null} : PARTITION_BYTES) {
          Differential d = new Differential();
          d.path = data(k.file).toString();
          d.schema = k.schema;
          for (int i = 0; i + 1 < k.options.length; i += 2) {
            d.option(k.options[i], k.options[i + 1]);
          }
          if (escape != null) {
            d.option("escape", escape);
          }
          for (String[] kv : k.conf) {
            d.conf.put(kv[0], kv[1]);
          }
          if (bytes != null) {
            d.conf.put("spark.sql.files.maxPartitionBytes", bytes);
          }
          d.firstColumn = bytes == null;
          Differential.Verdict v = d.judge(k.stop);
          tally.add(d.toString(), v);
          if (k.stop == Differential.Stop.REFUSAL && v.kind != Differential.Kind.REFUSED) {
            unrefused.add(d + ": " + v.kind.words);
          }
        }
      }
    }
    // The tally is the suite's result, as the module's README states it.
    System.out.println("Spark's CSV test files: " + tally.report());
    assertEquals(0, tally.count(Differential.Kind.HANG), tally.report());
    assertEquals(0, tally.count(Differential.Kind.DIFFERENT), tally.report());
    // Every refusal the README lists is a refusal (not a read that happens to agree).
    assertEquals(List.of(), unrefused, "listed as refused but not refused");
  }
}
