package io.github.fastio.spark;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** The local Spark session the suite shares (one JVM: starting Spark takes seconds). */
final class SparkTests {
  private SparkTests() {}

  private static SparkSession session;

  /** Spark at local[2], without its UI, quiet. */
  static synchronized SparkSession spark() {
    if (session == null) {
      session =
          SparkSession.builder()
              .master("local[2]")
              .appName("fastio-spark-tests")
              .config("spark.ui.enabled", "false")
              .config("spark.sql.shuffle.partitions", "2")
              .config("spark.sql.session.timeZone", "UTC")
              .config(
                  "spark.sql.warehouse.dir",
                  System.getProperty("java.io.tmpdir") + "/fastio-spark-warehouse")
              .getOrCreate();
      session.sparkContext().setLogLevel("ERROR");
    }
    return session;
  }

  /** The rows of {@code df}, in an order that depends on their values only. */
  static List<String> sortedRows(Dataset<Row> df) {
    List<String> rows = new ArrayList<>();
    for (Row r : df.collectAsList()) {
      rows.add(show(r));
    }
    rows.sort(Comparator.naturalOrder());
    return rows;
  }

  /** A row as text that tells every value apart: doubles by their bits, nulls from "null". */
  static String show(Row r) {
    StringBuilder sb = new StringBuilder("[");
    for (int i = 0; i < r.length(); i++) {
      if (i > 0) {
        sb.append(" | ");
      }
      Object v = r.get(i);
      if (v == null) {
        sb.append("<null>");
      } else if (v instanceof Double) {
        sb.append(v).append('#').append(Long.toHexString(Double.doubleToRawLongBits((Double) v)));
      } else if (v instanceof Float) {
        sb.append(v).append('#').append(Integer.toHexString(Float.floatToRawIntBits((Float) v)));
      } else if (v instanceof byte[]) {
        sb.append(java.util.Arrays.toString((byte[]) v));
      } else {
        sb.append(v.getClass().getSimpleName()).append(':').append(v);
      }
    }
    return sb.append(']').toString();
  }
}
