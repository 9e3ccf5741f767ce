package io.github.fastio.bench.spark;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/**
 * The queries {@link SparkBench} times on each file, the same for both readers: named, each with
 * the text of its result, doubles shown to 12 significant digits (a double sum's last bits depend
 * on the order Spark merges the tasks' sums in, for either reader).
 */
final class SparkBenchQueries {
  private SparkBenchQueries() {}

  /** A query on a file read by one reader: its name, and what runs it and shows its result. */
  interface Query {
    String name();

    String run(SparkSession spark, String reader, String file);
  }

  /** The queries of a file of {@code kind}: numeric, quoted or multiline. */
  static List<Query> of(String kind) {
    List<Query> q = new ArrayList<>();
    boolean numeric = kind.equals("numeric");
    String schema = numeric ? SparkBench.NUMERIC_SCHEMA : SparkBench.QUOTED_SCHEMA;
    String[] numbers = numeric ? SparkBench.NUMERIC_COLUMNS : SparkBench.QUOTED_COLUMNS;
    boolean multiLine = kind.equals("multiline");
    List<String> sums = new ArrayList<>();
    sums.add("count(*)");
    for (String c : numbers) {
      sums.add("count(" + c + ")");
      sums.add("sum(" + c + ")");
    }
    q.add(sql("sum", schema, multiLine, sums.toArray(new String[0]), null, null));
    q.add(
        new Query() {
          @Override
          public String name() {
            return "count";
          }

          @Override
          public String run(SparkSession spark, String reader, String file) {
            return Long.toString(SparkBench.load(spark, reader, schema, file, multiLine).count());
          }
        });
    if (multiLine) {
      return q;
    }
    if (numeric) {
      q.add(
          sql("filter", schema, false, new String[] {"count(*)", "sum(price)"}, "qty < 100", null));
      q.add(
          sql("group", schema, false, new String[] {"qty", "count(*)", "sum(price)"}, null, "qty"));
    } else {
      q.add(
          sql(
              "filter",
              schema,
              false,
              new String[] {"count(*)", "sum(amount)"},
              "amount < 5000",
              null));
      q.add(
          sql(
              "group",
              schema,
              false,
              new String[] {"note", "count(*)", "sum(amount)", "max(id)"},
              null,
              "note"));
    }
    q.add(
        new Query() {
          @Override
          public String name() {
            return "infer";
          }

          @Override
          public String run(SparkSession spark, String reader, String file) {
            return spark
                .read()
                .format(reader)
                .option("header", "true")
                .option("escape", "\"")
                .option("inferSchema", "true")
                .load(file)
                .schema()
                .simpleString();
          }
        });
    return q;
  }

  private static Query sql(
      String name,
      String schema,
      boolean multiLine,
      String[] select,
      String where,
      String groupBy) {
    return new Query() {
      @Override
      public String name() {
        return name;
      }

      @Override
      public String run(SparkSession spark, String reader, String file) {
        SparkBench.load(spark, reader, schema, file, multiLine).createOrReplaceTempView("bench");
        List<Row> rows =
            spark
                .sql(
                    "SELECT "
                        + String.join(", ", select)
                        + " FROM bench"
                        + (where == null ? "" : " WHERE " + where)
                        + (groupBy == null ? "" : " GROUP BY " + groupBy))
                .collectAsList();
        List<String> shown = new ArrayList<>();
        for (Row r : rows) {
          shown.add(show(r));
        }
        shown.sort(null);
        return shown.size() <= 3
            ? String.join(" ", shown)
            : shown.size() + " rows, " + Integer.toHexString(String.join(" ", shown).hashCode());
      }
    };
  }

  private static String show(Row r) {
    StringBuilder sb = new StringBuilder("[");
    for (int i = 0; i < r.length(); i++) {
      Object v = r.get(i);
      sb.append(i == 0 ? "" : ",");
      sb.append(v instanceof Double ? String.format(Locale.ROOT, "%.12g", (Double) v) : v);
    }
    return sb.append(']').toString();
  }
}
