package io.github.fastio.bench.spark;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/**
 * The write half of {@code ./fastio bench --spark SIZE}: the rows of each generated file (numeric,
 * and quoted text), cached in memory first, written to CSV by Spark's CSV writer and by fastio's at
 * {@code local[1]} and {@code local[2]}: the first write of a fresh JVM and session, then the best
 * of the warm ones, in MB/s per core (MB of the source file) and as the ratio of the two writers.
 * Each output is read back by Spark's CSV reader and by fastio's, and each of the four readings
 * must give the rows written: row count, null counts, exact sums and a hash of all rows.
 */
final class SparkWriteBench {
  private SparkWriteBench() {}

  /**
   * Both writers on the numeric and the quoted file at both masters: whether every output read back
   * as written.
   */
  static boolean writes(Path[] files, Path dir, int warm) throws IOException, InterruptedException {
    System.out.println("Writes: Spark's CSV writer against fastio's (the file's rows, cached)");
    SparkBench.printHeader("write");
    boolean same = true;
    String[] kinds = {"numeric", "quoted"};
    for (int k = 0; k < kinds.length; k++) {
      for (String master : new String[] {"local[1]", "local[2]"}) {
        same &= compare(files[k], kinds[k], master, warm, dir);
      }
    }
    return same;
  }

  /**
   * Runs both writers on the rows of {@code file} at {@code master}, prints their times (the first
   * write, and the best warm one) and ratios and whether both outputs read back by both readers as
   * written: whether they all do.
   */
  private static boolean compare(Path file, String kind, String master, int warm, Path dir)
      throws IOException, InterruptedException {
    double mb = Files.size(file) / 1e6;
    int cores = master.equals("local[1]") ? 1 : 2;
    Map<String, double[]> times = new LinkedHashMap<>();
    List<String> differ = new ArrayList<>();
    String written = null;
    for (String writer : new String[] {"csv", "fastio"}) {
      Path out = dir.resolve("written-" + kind + "-" + writer);
      double[] t = new double[2];
      String source = null;
      Map<String, String> back = new LinkedHashMap<>();
      for (String line :
          SparkBench.runChild(
              "the " + writer + " write at " + master,
              "--child-write",
              writer,
              master,
              file.toString(),
              kind,
              Integer.toString(warm),
              out.toString())) {
        String[] w = line.split(" ", 3);
        if (w[0].equals("first")) {
          t[0] = Double.parseDouble(w[1]);
        } else if (w[0].equals("warm")) {
          t[1] = Double.parseDouble(w[1]);
        } else if (w[0].equals("source")) {
          source = line.substring(7);
        } else if (w[0].equals("back")) {
          back.put(w[1], w[2]);
        }
      }
      times.put(writer, t);
      for (String reader : new String[] {"csv", "fastio"}) {
        if (source == null || !source.equals(back.get(reader))) {
          differ.add(writer + "'s output read by " + reader + ": " + back.get(reader));
        }
      }
      written = source;
    }
    double[] s = times.get("csv");
    double[] f = times.get("fastio");
    SparkBench.printTimes(kind, master, "first", s[0], f[0], mb / cores);
    SparkBench.printTimes(kind, master, "warm", s[1], f[1], mb / cores);
    if (differ.isEmpty()) {
      System.out.println("  both outputs read back by both readers as written: " + written);
    } else {
      System.out.println("  OUTPUTS DIFFER from the rows written " + written);
      for (String d : differ) {
        System.out.println("    " + d);
      }
    }
    return differ.isEmpty();
  }

  /**
   * One measurement, in a fresh JVM: caches the rows of {@code file}, writes them to {@code out}
   * with {@code writer} (its own default options, and a header), once and then {@code warm} times,
   * and reads the output back by both readers. Prints {@code first S}, {@code warm S}, {@code
   * source CHECK} and {@code back READER CHECK}.
   */
  static void child(String writer, String master, String file, String kind, int warm, String out) {
    SparkSession spark =
        SparkSession.builder()
            .master(master)
            .appName("fastio bench --spark (writes)")
            .config("spark.ui.enabled", "false")
            .config("spark.sql.shuffle.partitions", "2")
            .getOrCreate();
    spark.sparkContext().setLogLevel("ERROR");
    boolean isNumeric = kind.equals("numeric");
    String schema = isNumeric ? SparkBench.NUMERIC_SCHEMA : SparkBench.QUOTED_SCHEMA;
    String[] numbers = isNumeric ? SparkBench.NUMERIC_COLUMNS : SparkBench.QUOTED_COLUMNS;
    Dataset<Row> rows =
        spark.read().format("fastio").option("header", "true").schema(schema).load(file).cache();
    String source = SparkBench.check(rows, numbers);
    long t0 = System.nanoTime();
    write(rows, writer, out);
    double firstSeconds = (System.nanoTime() - t0) / 1e9;
    double best = Double.MAX_VALUE;
    for (int i = 0; i < warm; i++) {
      long t = System.nanoTime();
      write(rows, writer, out);
      best = Math.min(best, (System.nanoTime() - t) / 1e9);
    }
    System.out.println("first " + firstSeconds);
    System.out.println("warm " + best);
    System.out.println("source " + source);
    // Spark's CSV writer escapes a quote as \" by default; fastio doubles it (RFC 4180).
    String escape = writer.equals("csv") ? "\\" : "\"";
    for (String reader : new String[] {"csv", "fastio"}) {
      Dataset<Row> back =
          spark
              .read()
              .format(reader)
              .option("header", "true")
              .option("escape", escape)
              .schema(schema)
              .load(out);
      System.out.println("back " + reader + " " + SparkBench.check(back, numbers));
    }
    spark.stop();
  }

  private static void write(Dataset<Row> rows, String writer, String out) {
    rows.write().format(writer).mode("overwrite").option("header", "true").save(out);
  }
}
