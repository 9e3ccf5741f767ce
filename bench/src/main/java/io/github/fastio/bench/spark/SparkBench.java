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
 * {@code ./fastio bench --spark SIZE}: one query (a count, and a count and a sum of each numeric
 * column) over a generated numeric CSV and a quoted-text one, through Spark's CSV reader and
 * through fastio, at {@code local[1]} and {@code local[2]}: the first query of a fresh JVM and
 * session, then the best of the warm ones, in MB/s per core and as the ratio of the two readers.
 * Each reader's results on each file are checked equal: row count, null counts, exact sums, and a
 * hash of all rows.
 *
 * <p>Each measurement runs in a JVM of its own ({@code --child}), so that the first query pays what
 * a user's first query pays (class loading, the JIT) and one reader's warm-up does not help the
 * other.
 */
public final class SparkBench {
  private static final String NUMERIC_SCHEMA = "id INT, price DOUBLE, qty INT, ts BIGINT";
  private static final String[] NUMERIC_COLUMNS = {"id", "price", "qty", "ts"};
  private static final String QUOTED_SCHEMA = "id INT, name STRING, amount DOUBLE, note STRING";
  private static final String[] QUOTED_COLUMNS = {"id", "amount"};

  private SparkBench() {}

  /**
   * {@code SIZE [--dir DIR] [--warm N]}, or {@code --child READER MASTER FILE KIND WARM} for one
   * measurement.
   */
  public static void main(String[] args) throws Exception {
    if (args.length > 0 && args[0].equals("--child")) {
      child(args[1], args[2], args[3], args[4], Integer.parseInt(args[5]));
      return;
    }
    if (args.length == 0 || args[0].startsWith("-")) {
      System.err.println(
          "usage: fastio bench --spark SIZE [--dir DIR] [--warm N]   (SIZE: 50m, 1g, ...)");
      System.exit(2);
    }
    Path dir = Paths.get(".fastio/spark-bench");
    int warm = 3;
    for (int i = 1; i + 1 < args.length; i += 2) {
      if (args[i].equals("--dir")) {
        dir = Paths.get(args[i + 1]);
      } else if (args[i].equals("--warm")) {
        warm = Integer.parseInt(args[i + 1]);
      } else {
        System.err.println("fastio bench --spark: unknown option " + args[i]);
        System.exit(2);
      }
    }
    Path[] files = files(dir, args[0]);
    System.out.printf(
        Locale.ROOT,
        "%-8s %-9s %-8s %10s %12s %10s %12s%n",
        "file",
        "master",
        "reader",
        "first s",
        "MB/s/core",
        "warm s",
        "MB/s/core");
    boolean same = true;
    for (Path file : files) {
      String kind = file == files[0] ? "numeric" : "quoted";
      for (String master : new String[] {"local[1]", "local[2]"}) {
        same &= compare(file, kind, master, warm);
      }
    }
    if (!same) {
      System.exit(1);
    }
  }

  /** The numeric and the quoted file of {@code size} in {@code dir}, written where missing. */
  private static Path[] files(Path dir, String size) throws IOException {
    long bytes = parseSize(size);
    Files.createDirectories(dir);
    Path numeric = dir.resolve("numeric-" + size + ".csv");
    Path quoted = dir.resolve("quoted-" + size + ".csv");
    if (!Files.exists(numeric) || Files.size(numeric) < bytes) {
      System.out.println("writing " + numeric + " ...");
      writeNumeric(numeric, bytes);
    }
    if (!Files.exists(quoted) || Files.size(quoted) < bytes) {
      System.out.println("writing " + quoted + " ...");
      writeQuoted(quoted, bytes);
    }
    return new Path[] {numeric, quoted};
  }

  /**
   * Runs both readers on {@code file} at {@code master}, prints their times and ratio and whether
   * their results are identical: whether they are.
   */
  private static boolean compare(Path file, String kind, String master, int warm)
      throws IOException, InterruptedException {
    double mb = Files.size(file) / 1e6;
    int cores = master.equals("local[1]") ? 1 : 2;
    Map<String, double[]> times = new LinkedHashMap<>();
    Map<String, String> checks = new LinkedHashMap<>();
    for (String reader : new String[] {"csv", "fastio"}) {
      double first = 0;
      double best = 0;
      for (String line : runChild(reader, master, file, kind, warm)) {
        if (line.startsWith("first ")) {
          first = Double.parseDouble(line.substring(6));
        } else if (line.startsWith("warm ")) {
          best = Double.parseDouble(line.substring(5));
        } else if (line.startsWith("check ")) {
          checks.put(reader, line.substring(6));
        }
      }
      times.put(reader, new double[] {first, best});
      System.out.printf(
          Locale.ROOT,
          "%-8s %-9s %-8s %10.2f %12.1f %10.2f %12.1f%n",
          kind,
          master,
          reader,
          first,
          mb / first / cores,
          best,
          mb / best / cores);
    }
    double[] s = times.get("csv");
    double[] f = times.get("fastio");
    System.out.printf(
        Locale.ROOT,
        "%-8s %-9s %-8s %10s %12s %10s %12s%n",
        kind,
        master,
        "ratio",
        "",
        String.format(Locale.ROOT, "%.1fx", s[0] / f[0]),
        "",
        String.format(Locale.ROOT, "%.1fx", s[1] / f[1]));
    boolean equal = checks.get("csv") != null && checks.get("csv").equals(checks.get("fastio"));
    System.out.println(
        (equal ? "  results identical: " : "  RESULTS DIFFER: csv ")
            + checks.get("csv")
            + (equal ? "" : "\n                   fastio " + checks.get("fastio")));
    return equal;
  }

  private static List<String> runChild(
      String reader, String master, Path file, String kind, int warm)
      throws IOException, InterruptedException {
    List<String> command = new ArrayList<>();
    command.add(Paths.get(System.getProperty("java.home"), "bin", "java").toString());
    command.addAll(java.lang.management.ManagementFactory.getRuntimeMXBean().getInputArguments());
    command.add("-cp");
    command.add(System.getProperty("java.class.path"));
    command.add(SparkBench.class.getName());
    command.add("--child");
    command.add(reader);
    command.add(master);
    command.add(file.toString());
    command.add(kind);
    command.add(Integer.toString(warm));
    Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
    List<String> lines = new ArrayList<>();
    try (BufferedReader r =
        new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
      for (String line; (line = r.readLine()) != null; ) {
        lines.add(line);
      }
    }
    if (p.waitFor() != 0) {
      throw new IllegalStateException(
          "the " + reader + " run at " + master + " failed:\n" + String.join("\n", lines));
    }
    return lines;
  }

  /** One measurement, in a fresh JVM: prints {@code first S}, {@code warm S}, {@code check ...}. */
  private static void child(String reader, String master, String file, String kind, int warm) {
    SparkSession spark =
        SparkSession.builder()
            .master(master)
            .appName("fastio bench --spark")
            .config("spark.ui.enabled", "false")
            .config("spark.sql.shuffle.partitions", "2")
            .getOrCreate();
    spark.sparkContext().setLogLevel("ERROR");
    boolean isNumeric = kind.equals("numeric");
    String schema = isNumeric ? NUMERIC_SCHEMA : QUOTED_SCHEMA;
    String[] numbers = isNumeric ? NUMERIC_COLUMNS : QUOTED_COLUMNS;
    List<String> aggregates = new ArrayList<>();
    aggregates.add("count(*)");
    for (String c : numbers) {
      aggregates.add("count(" + c + ")");
      aggregates.add("sum(" + c + ")");
    }
    String[] query = aggregates.toArray(new String[0]);
    long t0 = System.nanoTime();
    Row first = load(spark, reader, schema, file).selectExpr(query).first();
    double firstSeconds = (System.nanoTime() - t0) / 1e9;
    double best = Double.MAX_VALUE;
    for (int i = 0; i < warm; i++) {
      long t = System.nanoTime();
      load(spark, reader, schema, file).selectExpr(query).first();
      best = Math.min(best, (System.nanoTime() - t) / 1e9);
    }
    System.out.println("first " + firstSeconds);
    System.out.println("warm " + best);
    // The query's own double sums are left out: their last bits depend on the order tasks finish
    // in.
    System.out.println("check " + check(spark, reader, schema, file, numbers));
    System.out.println("rows " + first.getLong(0));
    spark.stop();
  }

  private static Dataset<Row> load(SparkSession spark, String reader, String schema, String file) {
    return spark
        .read()
        .format(reader)
        .option("header", "true")
        .option("escape", "\"")
        .schema(schema)
        .load(file);
  }

  /**
   * What must be identical: the row count, each column's nulls, exact sums of the numeric columns
   * (as decimals, whose sums do not depend on the order the tasks finish in), and a hash of all the
   * rows (the sum of each row's 64-bit hash).
   */
  private static String check(
      SparkSession spark, String reader, String schema, String file, String[] numbers) {
    Dataset<Row> df = load(spark, reader, schema, file);
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
        if (sb.length() > 1 << 15) {
          byte[] b = sb.toString().getBytes(StandardCharsets.UTF_8);
          out.write(b);
          written += b.length;
          sb.setLength(0);
        }
      }
      out.write(sb.toString().getBytes(StandardCharsets.UTF_8));
    }
  }

  /** {@code id,name,amount,note}: quoted text with delimiters and doubled quotes, some nulls. */
  static void writeQuoted(Path f, long size) throws IOException {
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
        sb.append(",\"").append(words[random.nextInt(words.length)]).append(' ');
        sb.append(words[random.nextInt(words.length)]).append("\"\n");
        if (sb.length() > 1 << 15) {
          byte[] b = sb.toString().getBytes(StandardCharsets.UTF_8);
          out.write(b);
          written += b.length;
          sb.setLength(0);
        }
      }
      out.write(sb.toString().getBytes(StandardCharsets.UTF_8));
    }
  }
}
