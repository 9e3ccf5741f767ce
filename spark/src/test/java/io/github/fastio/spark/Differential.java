package io.github.fastio.spark;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.apache.spark.sql.AnalysisException;
import org.apache.spark.sql.DataFrameReader;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/**
 * One read through Spark's CSV reader and through fastio, with the same options, schema and session
 * settings, compared: the schema, every row, {@code count()}, and where asked the first column
 * alone (Spark judges a malformed record on the columns a query reads). The answer is one line: how
 * they differ, or null where they agree. fastio may also stop where the caller allows it: a refusal
 * when the query is planned, or a failed task. A read that does not end within its time is a hang.
 */
final class Differential {
  /** How long one query may run before it counts as a hang. */
  static final long TIMEOUT_SECONDS = 120;

  private static final ExecutorService QUERIES =
      Executors.newSingleThreadExecutor(
          r -> {
            Thread t = new Thread(r, "differential-query");
            t.setDaemon(true);
            return t;
          });

  /** What a stop of fastio's may be: none, a refusal at planning, or either kind of stop. */
  enum Stop {
    NONE,
    REFUSAL,
    ANY
  }

  final Map<String, String> options = new LinkedHashMap<>();
  final Map<String, String> conf = new LinkedHashMap<>();
  String schema;
  String path;
  boolean firstColumn = true;

  Differential option(String key, String value) {
    options.put(key, value);
    return this;
  }

  /**
   * How fastio's outcome differs from Spark's, or null where they agree (or fastio stops as {@code
   * allowed} lets it).
   */
  String compare(Stop allowed) {
    SparkSession spark = SparkTests.spark();
    for (Map.Entry<String, String> e : conf.entrySet()) {
      spark.conf().set(e.getKey(), e.getValue());
    }
    try {
      Outcome csv = outcome(spark, "csv");
      Outcome fastio = outcome(spark, "fastio");
      if (fastio.hang != null || csv.hang != null) {
        return "HANG: " + (fastio.hang != null ? "fastio " + fastio.hang : "csv " + csv.hang);
      }
      if (fastio.error != null) {
        boolean refused = fastio.planning && fastio.error.contains("fastio:");
        if (csv.error != null || allowed == Stop.ANY || (allowed == Stop.REFUSAL && refused)) {
          return null;
        }
        return "fastio stopped (" + fastio.error + ") where Spark read " + csv.describe();
      }
      if (csv.error != null) {
        return "Spark stopped (" + csv.error + ") where fastio read " + fastio.describe();
      }
      return csv.results.equals(fastio.results)
          ? null
          : "Spark " + csv.describe() + "\n  fastio " + fastio.describe();
    } finally {
      for (String key : conf.keySet()) {
        spark.conf().unset(key);
      }
    }
  }

  /** The results of the queries through one reader, or how it stopped. */
  private Outcome outcome(SparkSession spark, String format) {
    Outcome o = new Outcome();
    Dataset<Row> df;
    try {
      DataFrameReader r = spark.read().format(format).options(options);
      if (schema != null) {
        r = r.schema(schema);
      }
      df = r.load(path);
    } catch (Exception e) {
      o.error = oneLine(e);
      o.planning = e instanceof AnalysisException;
      return o;
    }
    o.results.put("schema", df.schema().simpleString());
    List<java.util.concurrent.Callable<Object>> queries = new ArrayList<>();
    queries.add(() -> SparkTests.sortedRows(df));
    queries.add(df::count);
    if (firstColumn && df.columns().length > 1) {
      queries.add(() -> SparkTests.sortedRows(df.select(df.columns()[0])));
    }
    for (int i = 0; i < queries.size(); i++) {
      Future<Object> f = QUERIES.submit(queries.get(i));
      try {
        o.results.put("query " + i, String.valueOf(f.get(TIMEOUT_SECONDS, TimeUnit.SECONDS)));
      } catch (TimeoutException e) {
        spark.sparkContext().cancelAllJobs();
        f.cancel(true);
        o.hang = "query " + i + " ran over " + TIMEOUT_SECONDS + " s";
        return o;
      } catch (ExecutionException e) {
        o.error = oneLine(e.getCause());
        o.planning = e.getCause() instanceof AnalysisException;
        return o;
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException(e);
      }
    }
    return o;
  }

  private static String oneLine(Throwable e) {
    String m = String.valueOf(e.getMessage());
    for (Throwable c = e.getCause(); c != null && !m.contains("fastio"); c = c.getCause()) {
      if (c.getMessage() != null && c.getMessage().contains("fastio")) {
        m = c.getMessage();
      }
    }
    int nl = m.indexOf('\n');
    return e.getClass().getSimpleName() + ": " + (nl < 0 ? m : m.substring(0, nl));
  }

  @Override
  public String toString() {
    return path.replaceAll(".*/", "")
        + " "
        + options
        + (schema == null ? "" : " schema " + schema)
        + (conf.isEmpty() ? "" : " conf " + conf);
  }

  private static final class Outcome {
    final Map<String, String> results = new LinkedHashMap<>();
    String error;
    boolean planning;
    String hang;

    String describe() {
      return error != null ? "error " + error : results.toString();
    }
  }
}
