package io.github.fastio.bench.spark;

import java.io.BufferedOutputStream;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/**
 * {@code ./fastio bench --spark SIZE}: queries over a generated numeric CSV, a quoted-text one and
 * a quoted-text one with line breaks inside quotes (read with {@code multiLine}), through Spark's
 * CSV reader and through fastio, at {@code local[1]} and {@code local[2]}: the first query of a
 * fresh JVM and session (a count and a sum of each numeric column), then the best of the warm runs
 * of each query ({@link SparkBenchQueries}: that sum, {@code count()}, a filtered sum, a {@code
 * GROUP BY} with sums, {@code inferSchema}), in MB/s per core and as the ratio of the two readers.
 * Each query's results are checked equal, and each file's rows: row count, null counts, exact sums,
 * and a hash of all rows.
 *
 * <p>Each measurement runs in a JVM of its own ({@code --child}), so that the first query pays what
 * a user's first query pays (class loading, the JIT) and one reader's warm-up does not help the
 * other.
 */
public final class SparkBench {
  static final String NUMERIC_SCHEMA = "id INT, price DOUBLE, qty INT, ts BIGINT";
  static final String[] NUMERIC_COLUMNS = {"id", "price", "qty", "ts"};
  static final String QUOTED_SCHEMA = "id INT, name STRING, amount DOUBLE, note STRING";
  static final String[] QUOTED_COLUMNS = {"id", "amount"};
  private static final String[] KINDS = {"numeric", "quoted", "multiline"};

  private SparkBench() {}

  /**
   * {@code SIZE [--dir DIR] [--warm N] [--only read|write]}, or {@code --child READER MASTER FILE
   * KIND WARM} or {@code --child-write WRITER MASTER FILE KIND WARM OUT} for one measurement.
   */
  public static void main(String[] args) throws Exception {
    if (args.length > 0 && args[0].equals("--child")) {
      child(args[1], args[2], args[3], args[4], Integer.parseInt(args[5]));
      return;
    }
    if (args.length > 0 && args[0].equals("--child-write")) {
      SparkWriteBench.child(args[1], args[2], args[3], args[4], Integer.parseInt(args[5]), args[6]);
      return;
    }
    if (args.length == 0 || args[0].startsWith("-")) {
      System.err.println(
          "usage: fastio bench --spark SIZE [--dir DIR] [--warm N] [--only read|write]   (SIZE:"
              + " 50m, 1g, ...)");
      System.exit(2);
    }
    Path dir = Paths.get(".fastio/spark-bench");
    int warm = 3;
    String only = "";
    for (int i = 1; i + 1 < args.length; i += 2) {
      if (args[i].equals("--dir")) {
        dir = Paths.get(args[i + 1]);
      } else if (args[i].equals("--warm")) {
        warm = Integer.parseInt(args[i + 1]);
      } else if (args[i].equals("--only")
          && (args[i + 1].equals("read") || args[i + 1].equals("write"))) {
        only = args[i + 1];
      } else {
        System.err.println("fastio bench --spark: unknown option " + args[i]);
        System.exit(2);
      }
    }
    Path[] files = files(dir, args[0]);
    boolean same = true;
    if (!only.equals("write")) {
      same &= reads(files, warm);
    }
    if (!only.equals("read")) {
      same &= SparkWriteBench.writes(files, dir, warm);
    }
    if (!same) {
      System.exit(1);
    }
  }

  /** Both readers' queries on each file at both masters: whether their results were identical. */
  private static boolean reads(Path[] files, int warm) throws IOException, InterruptedException {
    System.out.println("Reads: Spark's CSV reader against fastio's");
    printHeader("query");
    boolean same = true;
    for (int k = 0; k < files.length; k++) {
      for (String master : new String[] {"local[1]", "local[2]"}) {
        same &= compare(files[k], KINDS[k], master, warm);
      }
    }
    return same;
  }

  /** The header of a table of times, whose rows are {@code what}: queries or writes. */
  static void printHeader(String what) {
    System.out.printf(
        Locale.ROOT,
        "%-9s %-9s %-7s %10s %10s %12s %12s %7s%n",
        "file",
        "master",
        what,
        "csv s",
        "fastio s",
        "csv MB/s/c",
        "fastio MB/s/c",
        "ratio");
  }

  /**
   * A row of times: Spark's {@code s} and fastio's {@code f} seconds, MB/s a core of {@code
   * mbPerCore}, and their ratio.
   */
  static void printTimes(
      String kind, String master, String what, double s, double f, double mbPerCore) {
    System.out.printf(
        Locale.ROOT,
        "%-9s %-9s %-7s %10.2f %10.2f %12.1f %12.1f %6.1fx%n",
        kind,
        master,
        what,
        s,
        f,
        mbPerCore / s,
        mbPerCore / f,
        s / f);
  }

  /** The numeric, quoted and multiline files of {@code size} in {@code dir}, written if missing. */
  private static Path[] files(Path dir, String size) throws IOException {
    long bytes = parseSize(size);
    Files.createDirectories(dir);
    Path[] files = new Path[KINDS.length];
    for (int k = 0; k < KINDS.length; k++) {
      files[k] = dir.resolve(KINDS[k] + "-" + size + ".csv");
      if (!Files.exists(files[k]) || Files.size(files[k]) < bytes) {
        System.out.println("writing " + files[k] + " ...");
        if (k == 0) {
          writeNumeric(files[k], bytes);
        } else {
          writeQuoted(files[k], bytes, k == 2);
        }
      }
    }
    return files;
  }

  /**
   * Runs both readers' queries on {@code file} at {@code master}, prints their times and ratios and
   * whether their results are identical: whether they all are.
   */
  private static boolean compare(Path file, String kind, String master, int warm)
      throws IOException, InterruptedException {
    double mb = Files.size(file) / 1e6;
    int cores = master.equals("local[1]") ? 1 : 2;
    Map<String, Map<String, Double>> times = new LinkedHashMap<>();
    Map<String, Map<String, String>> results = new LinkedHashMap<>();
    for (String reader : new String[] {"csv", "fastio"}) {
      Map<String, Double> t = new LinkedHashMap<>();
      Map<String, String> r = new LinkedHashMap<>();
      for (String line : runChild(reader, master, file, kind, warm)) {
        String[] w = line.split(" ", 3);
        if (w[0].equals("first")) {
          t.put("first", Double.parseDouble(w[1]));
        } else if (w[0].equals("warm")) {
          t.put(w[1], Double.parseDouble(w[2]));
        } else if (w[0].equals("result") || w[0].equals("check")) {
          r.put(w[0].equals("check") ? "rows" : w[1], w[0].equals("check") ? line : w[2]);
        }
      }
      times.put(reader, t);
      results.put(reader, r);
    }
    for (String q : times.get("csv").keySet()) {
      double s = times.get("csv").get(q);
      double f = times.get("fastio").getOrDefault(q, Double.NaN);
      printTimes(kind, master, q, s, f, mb / cores);
    }
    boolean equal = results.get("csv").equals(results.get("fastio"));
    if (equal) {
      System.out.println("  results identical: " + results.get("csv"));
    } else {
      System.out.println("  RESULTS DIFFER: csv    " + results.get("csv"));
      System.out.println("                  fastio " + results.get("fastio"));
    }
    return equal;
  }

  private static List<String> runChild(
      String reader, String master, Path file, String kind, int warm)
      throws IOException, InterruptedException {
    return runChild(
        "the " + reader + " run at " + master,
        "--child",
        reader,
        master,
        file.toString(),
        kind,
        Integer.toString(warm));
  }

  /** Runs {@code SparkBench args} in a JVM of its own, with this one's options: its output. */
  static List<String> runChild(String what, String... args)
      throws IOException, InterruptedException {
    List<String> command = new ArrayList<>();
    command.add(Paths.get(System.getProperty("java.home"), "bin", "java").toString());
    command.addAll(java.lang.management.ManagementFactory.getRuntimeMXBean().getInputArguments());
    command.add("-cp");
    command.add(System.getProperty("java.class.path"));
    command.add(SparkBench.class.getName());
    command.addAll(java.util.Arrays.asList(args));
    Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
    List<String> lines = new ArrayList<>();
    try (BufferedReader r =
        new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
      for (String line; (line = r.readLine()) != null; ) {
        lines.add(line);
      }
    }
    if (p.waitFor() != 0) {
      throw new IllegalStateException(what + " failed:\n" + String.join("\n", lines));
    }
    return lines;
  }

  /**
   * The measurements of one reader at one master, in a fresh JVM: prints {@code first S} (the first
   * query of the session), then for each query {@code warm NAME S} (the best of {@code warm} runs
   * after one) and {@code result NAME TEXT}, then {@code check ...}.
   */
  private static void child(String reader, String master, String file, String kind, int warm) {
    SparkSession spark =
        SparkSession.builder()
            .master(master)
            .appName("fastio bench --spark")
            .config("spark.ui.enabled", "false")
            .config("spark.sql.shuffle.partitions", "2")
            .getOrCreate();
    spark.sparkContext().setLogLevel("ERROR");
    boolean first = true;
    for (SparkBenchQueries.Query q : SparkBenchQueries.of(kind)) {
      String result = null;
      double best = Double.MAX_VALUE;
      for (int i = 0; i <= warm; i++) {
        long t = System.nanoTime();
        result = q.run(spark, reader, file);
        double seconds = (System.nanoTime() - t) / 1e9;
        if (first) {
          System.out.println("first " + seconds);
          first = false;
        } else if (i > 0 || warm == 0) {
          best = Math.min(best, seconds);
        }
      }
      System.out.println("warm " + q.name() + " " + best);
      System.out.println("result " + q.name() + " " + result);
    }
    boolean numeric = kind.equals("numeric");
    System.out.println(
        "check "
            + check(
                spark,
                reader,
                numeric ? NUMERIC_SCHEMA : QUOTED_SCHEMA,
                file,
                numeric ? NUMERIC_COLUMNS : QUOTED_COLUMNS,
                kind.equals("multiline")));
    spark.stop();
  }

  static Dataset<Row> load(
      SparkSession spark, String reader, String schema, String file, boolean multiLine) {
    return spark
        .read()
        .format(reader)
        .option("header", "true")
        .option("escape", "\"")
        .option("multiLine", Boolean.toString(multiLine))
        .schema(schema)
        .load(file);
  }

  /**
   * What must be identical: the row count, each column's nulls, exact sums of the numeric columns
   * (as decimals, whose sums do not depend on the order the tasks finish in), and a hash of all the
   * rows (the sum of each row's 64-bit hash).
   */
  private static String check(
      SparkSession spark,
      String reader,
      String schema,
      String file,
      String[] numbers,
      boolean multiLine) {
    return check(load(spark, reader, schema, file, multiLine), numbers);
  }

  /** The check of the rows of {@code df} (see the method above). */
  static String check(Dataset<Row> df, String[] numbers) {
    List<String> exprs = new ArrayList<>();
    exprs.add("count(*) AS rows");
    for (String c : df.columns()) {
      exprs.add("count_if(" + c + " IS NULL) AS null_" + c);
    }
    for (String c : numbers) {
      exprs.add("sum(cast(" + c + " AS DECIMAL(38,6))) AS sum_" + c);
    }
    exprs.add("sum(cast(xxhash64(*) AS DECIMAL(38,0))) AS hash");
    return df.selectExpr(exprs.toArray(new String[0])).first().toString();
  }

  static long parseSize(String s) {
    String t = s.trim().toLowerCase(Locale.ROOT);
    long unit = 1;
    if (t.endsWith("k")) {
      unit = 1L << 10;
    } else if (t.endsWith("m")) {
      unit = 1L << 20;
    } else if (t.endsWith("g")) {
      unit = 1L << 30;
    }
    if (unit > 1) {
      t = t.substring(0, t.length() - 1);
    }
    return (long) (Double.parseDouble(t) * unit);
  }

  /** {@code id,price,qty,ts}: ints, prices with two decimals, small ints, epoch seconds. */
  static void writeNumeric(Path f, long size) throws IOException {
    Random random = new Random(1);
    try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(f), 1 << 16)) {
      StringBuilder sb = new StringBuilder("id,price,qty,ts\n");
      long written = 0;
      for (int id = 0; written < size; id++) {
        sb.append(id).append(',');
        sb.append(random.nextInt(1_000_000)).append('.').append(10 + random.nextInt(90));
        sb.append(',').append(random.nextInt(1000)).append(',');
        sb.append(1_600_000_000L + random.nextInt(100_000_000)).append('\n');
        written += flush(sb, out, 1 << 15);
      }
      flush(sb, out, 0);
    }
  }

  /**
   * {@code id,name,amount,note}: quoted text with delimiters and doubled quotes, some nulls; with
   * {@code lineBreaks}, one note in four holds a line break.
   */
  static void writeQuoted(Path f, long size, boolean lineBreaks) throws IOException {
    Random random = new Random(2);
    String[] words = {"alpha", "beta, gamma", "say \"\"hi\"\"", "delta", "x,y,z", "ünïcödé"};
    try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(f), 1 << 16)) {
      StringBuilder sb = new StringBuilder("id,name,amount,note\n");
      long written = 0;
      for (int id = 0; written < size; id++) {
        sb.append(id).append(",\"").append(words[random.nextInt(words.length)]);
        sb.append(' ').append(random.nextInt(10000)).append("\",");
        if (random.nextInt(20) > 0) {
          sb.append(random.nextInt(100_000)).append('.').append(random.nextInt(10));
        }
        sb.append(",\"").append(words[random.nextInt(words.length)]);
        sb.append(lineBreaks && random.nextInt(4) == 0 ? '\n' : ' ');
        sb.append(words[random.nextInt(words.length)]).append("\"\n");
        written += flush(sb, out, 1 << 15);
      }
      flush(sb, out, 0);
    }
  }

  /** Writes out {@code sb}'s text if it is longer than {@code above} chars: the bytes written. */
  private static int flush(StringBuilder sb, OutputStream out, int above) throws IOException {
    if (sb.length() <= above) {
      return 0;
    }
    byte[] b = sb.toString().getBytes(StandardCharsets.UTF_8);
    out.write(b);
    sb.setLength(0);
    return b.length;
  }
}
