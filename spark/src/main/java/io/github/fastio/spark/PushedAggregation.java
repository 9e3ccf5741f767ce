package io.github.fastio.spark;

import java.io.Serializable;
import java.util.List;
import java.util.function.ToIntFunction;
import org.apache.spark.sql.connector.expressions.Expression;
import org.apache.spark.sql.connector.expressions.NamedReference;
import org.apache.spark.sql.connector.expressions.aggregate.AggregateFunc;
import org.apache.spark.sql.connector.expressions.aggregate.Aggregation;
import org.apache.spark.sql.connector.expressions.aggregate.Count;
import org.apache.spark.sql.connector.expressions.aggregate.CountStar;
import org.apache.spark.sql.connector.expressions.aggregate.Max;
import org.apache.spark.sql.connector.expressions.aggregate.Min;
import org.apache.spark.sql.connector.expressions.aggregate.Sum;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StringType;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;

/**
 * An aggregation Spark pushed into the scan, which each task computes over the rows it reads (the
 * same rows, with the same nulls, its batches would hold) and returns as one row per group: the
 * group-by columns, then for each function its partial result, which Spark merges across tasks
 * ({@code COUNT} as the sum of the counts, {@code SUM}, {@code MIN} and {@code MAX} of theirs). For
 * {@code SELECT day, count(*), sum(price) FROM sales GROUP BY day}, a task returns {@code (day,
 * count, sum)} for each day of its rows.
 *
 * <p>Taken: {@code COUNT(*)}, {@code COUNT(col)} of any column, {@code SUM} of integer, float and
 * double columns, {@code MIN} and {@code MAX} of any column fastio reads (strings by their bytes),
 * without {@code DISTINCT}; group-by columns of any such type. The columns are indices into the
 * scan's read columns.
 */
final class PushedAggregation implements Serializable {
  private static final long serialVersionUID = 1L;

  static final byte COUNT_STAR = 0;
  static final byte COUNT = 1;
  static final byte SUM = 2;
  static final byte MIN = 3;
  static final byte MAX = 4;

  /** The read columns grouped by. */
  final int[] groupBy;

  /** Each function's kind, and the read column it takes (-1 for {@code COUNT(*)}). */
  final byte[] function;

  final int[] argument;

  /** The output: the group-by columns, then each function's partial result. */
  final StructType output;

  /**
   * Whether a sum of integers that overflows a long fails, as under {@code spark.sql.ansi.enabled}
   * (Spark's default), rather than wraps.
   */
  final boolean exactSums;

  private PushedAggregation(
      int[] groupBy, byte[] function, int[] argument, StructType output, boolean exactSums) {
    this.groupBy = groupBy;
    this.function = function;
    this.argument = argument;
    this.output = output;
    this.exactSums = exactSums;
  }

  /** Whether every function is {@code COUNT(*)}. */
  boolean countsOnly() {
    for (byte f : function) {
      if (f != COUNT_STAR) {
        return false;
      }
    }
    return true;
  }

  /**
   * The aggregation of {@code a}, or null where fastio does not compute it: {@code index} gives the
   * index of a column by name in {@code columns} (adding it if need be), or -1 for a column that
   * cannot be read for it.
   */
  static PushedAggregation of(
      Aggregation a, ToIntFunction<String> index, List<StructField> columns, boolean exact) {
    Expression[] groups = a.groupByExpressions();
    AggregateFunc[] funcs = a.aggregateExpressions();
    int[] groupBy = new int[groups.length];
    StructType output = new StructType();
    for (int i = 0; i < groups.length; i++) {
      groupBy[i] = column(groups[i], index);
      if (groupBy[i] < 0 || kind(columns.get(groupBy[i])) < 0) {
        return null;
      }
      StructField f = columns.get(groupBy[i]);
      output = output.add("group_col_" + i, f.dataType(), true);
    }
    byte[] function = new byte[funcs.length];
    int[] argument = new int[funcs.length];
    for (int i = 0; i < funcs.length; i++) {
      AggregateFunc f = funcs[i];
      Expression arg;
      DataType type;
      if (f instanceof CountStar) {
        function[i] = COUNT_STAR;
        argument[i] = -1;
        output = output.add("agg_func_" + i, DataTypes.LongType, false);
        continue;
      } else if (f instanceof Count && !((Count) f).isDistinct()) {
        function[i] = COUNT;
        arg = ((Count) f).column();
      } else if (f instanceof Sum && !((Sum) f).isDistinct()) {
        function[i] = SUM;
        arg = ((Sum) f).column();
      } else if (f instanceof Min) {
        function[i] = MIN;
        arg = ((Min) f).column();
      } else if (f instanceof Max) {
        function[i] = MAX;
        arg = ((Max) f).column();
      } else {
        return null;
      }
      argument[i] = column(arg, index);
      if (argument[i] < 0) {
        return null;
      }
      StructField c = columns.get(argument[i]);
      byte k = kind(c);
      if (function[i] == COUNT) {
        type = DataTypes.LongType;
      } else if (function[i] == SUM) {
        if (k == ReadPlan.DOUBLE || k == ReadPlan.FLOAT) {
          type = DataTypes.DoubleType;
        } else if (k == ReadPlan.INT
            || k == ReadPlan.LONG
            || k == ReadPlan.SHORT
            || k == ReadPlan.BYTE) {
          type = DataTypes.LongType;
        } else {
          return null; // decimals: Spark casts a pushed partial sum back to the column's precision
        }
      } else {
        if (k < 0) {
          return null;
        }
        type = c.dataType();
      }
      output = output.add("agg_func_" + i, type, function[i] != COUNT);
    }
    return new PushedAggregation(groupBy, function, argument, output, exact);
  }

  private static int column(Expression e, ToIntFunction<String> index) {
    if (!(e instanceof NamedReference) || ((NamedReference) e).fieldNames().length != 1) {
      return -1;
    }
    return index.applyAsInt(((NamedReference) e).fieldNames()[0]);
  }

  /**
   * The kind (see {@link ReadPlan}) of a column grouped by or taken by {@code MIN}/{@code MAX}, or
   * -1 for a type fastio does not read, or strings of a collation other than Spark's default.
   */
  static byte kind(StructField f) {
    DataType t = f.dataType();
    if (t instanceof StringType && !t.equals(DataTypes.StringType)) {
      return -1;
    }
    try {
      return ReadPlan.kindOf(f);
    } catch (RuntimeException e) {
      return -1;
    }
  }

  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder();
    String[] names = {"COUNT(*)", "COUNT", "SUM", "MIN", "MAX"};
    for (int i = 0; i < function.length; i++) {
      sb.append(i == 0 ? "" : ", ").append(names[function[i]]);
      if (argument[i] >= 0) {
        sb.append("(#").append(argument[i]).append(')');
      }
    }
    if (groupBy.length > 0) {
      sb.append(" GROUP BY");
      for (int g : groupBy) {
        sb.append(" #").append(g);
      }
    }
    return sb.toString();
  }
}
