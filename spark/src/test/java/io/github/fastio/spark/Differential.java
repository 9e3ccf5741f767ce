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
 * they differ, or null where they agree; or a {@link Verdict} that says which way it came out, for
 * a {@link Tally}. fastio may also stop where Spark's reader stops, or where the caller allows it
 * with a refusal when the query is planned. A load or query that does not end within its time is a
 * hang.
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

  /** What a stop of fastio's may be: none, or a refusal at planning. */
  enum Stop {
    NONE,
    REFUSAL
  }

  /** How a read through both readers came out, in the words of a tally. */
  enum Kind {
    EQUAL("equal"),
    REFUSED("refused at planning"),
    BOTH_STOPPED("stopped where Spark's reader stopped too"),
    DIFFERENT("different"),
    HANG("hangs");

    final String words;

    Kind(String words) {
      this.words = words;
    }

    /** Whether the outcome is one the drop-in allows. */
    boolean agrees() {
      return this != DIFFERENT && this != HANG;
    }
  }

  /** The kind of a comparison's outcome and, where fastio did not give Spark's rows, how. */
  static final class Verdict {
    final Kind kind;
    final String detail;

    Verdict(Kind kind, String detail) {
      this.kind = kind;
      this.detail = detail;
    }
  }

  /** Verdicts counted by kind, with the line of each that is not {@link Kind#EQUAL}. */
  static final class Tally {
    private final Map<Kind, Integer> counts = new java.util.EnumMap<>(Kind.class);
    final List<String> lines = new ArrayList<>();

    void add(String read, Verdict v) {
      counts.merge(v.kind, 1, Integer::sum);
      if (v.kind != Kind.EQUAL) {
        lines.add(v.kind.words + ": " + read + (v.detail == null ? "" : "\n  " + v.detail));
      }
    }

    int count(Kind kind) {
      return counts.getOrDefault(kind, 0);
    }

    /** One line: the reads, then how many came out each way. */
    String summary() {
      StringBuilder sb = new StringBuilder();
      int total = 0;
      for (Kind k : Kind.values()) {
        total += count(k);
        sb.append(", ").append(count(k)).append(' ').append(k.words);
      }
      return total + " reads" + sb;
    }

    /** The summary and every read that was not equal, one a line. */
    String report() {
      return summary() + (lines.isEmpty() ? "" : "\n" + String.join("\n", lines));
    }
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
    Verdict v = judge(allowed);
    return v.kind.agrees() ? null : v.detail;
  }

  /** The outcome of the read through both readers, judged. */
  Verdict judge(Stop allowed) {
    SparkSession spark = SparkTests.spark();
    for (Map.Entry<String, String> e : conf.entrySet()) {
      spark.conf().set(e.getKey(), e.getValue());
    }
    try {
      Outcome csv = outcome(spark, "csv");
      Outcome fastio = outcome(spark, "fastio");
      if (fastio.hang != null || csv.hang != null) {
        return new Verdict(
            Kind.HANG,
            "HANG: " + (fastio.hang != null ? "fastio " + fastio.hang : "csv " + csv.hang));
      }
      if (fastio.error != null) {
        boolean refused = fastio.planning && fastio.error.contains("fastio:");
        if (csv.error != null) {
          return new Verdict(Kind.BOTH_STOPPED, "Spark " + csv.error + "; fastio " + fastio.error);
        }
        if (allowed == Stop.REFUSAL && refused) {
          return new Verdict(Kind.REFUSED, fastio.error);
        }
        return new Verdict(
            Kind.DIFFERENT,
            "fastio stopped (" + fastio.error + ") where Spark read " + csv.describe());
      }
      if (csv.error != null) {
        return new Verdict(
            Kind.DIFFERENT,
            "Spark stopped (" + csv.error + ") where fastio read " + fastio.describe());
      }
      return csv.results.equals(fastio.results)
          ? new Verdict(Kind.EQUAL, null)
          : new Verdict(
              Kind.DIFFERENT, "Spark " + csv.describe() + "\n  fastio " + fastio.describe());
    } finally {
      for (String key : conf.keySet()) {
        spark.conf().unset(key);
      }
    }
  }

  /** The results of the queries through one reader, or how it stopped. */
  private Outcome outcome(SparkSession spark, String format) {
    Outcome o = new Outcome();
    // The load runs under the timeout too: inferring a schema runs a job.
    Object loaded =
        timed(
            o,
            "load",
            () -> {
              DataFrameReader r = spark.read().format(format).options(options);
              return schema == null ? r.load(path) : r.schema(schema).load(path);
            });
    if (loaded == null) {
      return o;
    }
    @SuppressWarnings("unchecked")
    Dataset<Row> df = (Dataset<Row>) loaded;
    o.results.put("schema", df.schema().simpleString());
    List<java.util.concurrent.Callable<Object>> queries = new ArrayList<>();
    queries.add(() -> SparkTests.sortedRows(df));
    queries.add(df::count);
    if (firstColumn && df.columns().length > 1) {
      queries.add(() -> SparkTests.sortedRows(df.select(df.columns()[0])));
    }
    for (int i = 0; i < queries.size(); i++) {
      Object result = timed(o, "query " + i, queries.get(i));
      if (result == null) {
        return o;
      }
      o.results.put("query " + i, String.valueOf(result));
    }
    return o;
  }

  /**
   * Runs {@code work} within {@link #TIMEOUT_SECONDS}: its result, or null with the stop or the
   * hang noted in {@code o}.
   */
  private static Object timed(Outcome o, String what, java.util.concurrent.Callable<Object> work) {
    SparkSession spark = SparkTests.spark();
    Future<Object> f = QUERIES.submit(work);
    try {
      return f.get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
    } catch (TimeoutException e) {
      spark.sparkContext().cancelAllJobs();
      f.cancel(true);
      o.hang = what + " ran over " + TIMEOUT_SECONDS + " s";
    } catch (ExecutionException e) {
      o.error = oneLine(e.getCause());
      o.planning = e.getCause() instanceof AnalysisException;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
    return null;
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
