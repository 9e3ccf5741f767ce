package io.github.fastio.spark;

import java.util.Arrays;
import org.apache.spark.sql.execution.vectorized.WritableColumnVector;
import org.apache.spark.sql.types.Decimal;
import org.apache.spark.sql.types.DecimalType;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.vectorized.ColumnVector;
import org.apache.spark.unsafe.types.UTF8String;

/**
 * The partial result of each pushed function in each group, updated batch by batch in row order, as
 * Spark's own partial aggregation updates it: a {@code SUM} is null until a value comes, then the
 * values added one by one ({@code 0.0 + x} first, as Spark's {@code coalesce(sum, 0) + x}), so that
 * a double sum has the same bits; a {@code MIN} or {@code MAX} keeps the first of equal values
 * (Spark replaces only a strictly smaller or larger one: {@code -0.0} then {@code 0.0} keeps {@code
 * -0.0}).
 */
final class PartialAggregates {
  private final PushedAggregation aggregation;
  private final byte[] kinds;
  private final long[][] longs;
  private final double[][] doubles;
  private final Object[][] objects;
  private final boolean[][] present;
  private int capacity;

  PartialAggregates(PushedAggregation aggregation, StructField[] readColumns) {
    this.aggregation = aggregation;
    int n = aggregation.function.length;
    kinds = new byte[n];
    longs = new long[n][];
    doubles = new double[n][];
    objects = new Object[n][];
    present = new boolean[n][];
    for (int i = 0; i < n; i++) {
      int a = aggregation.argument[i];
      kinds[i] = a < 0 ? ReadPlan.LONG : ReadPlan.kindOf(readColumns[a]);
    }
    grow(16);
  }

  private boolean isDouble(int i) {
    return kinds[i] == ReadPlan.DOUBLE || kinds[i] == ReadPlan.FLOAT;
  }

  private boolean isObject(int i) {
    return kinds[i] == ReadPlan.STRING || kinds[i] == ReadPlan.DECIMAL;
  }

  /** Makes room for groups {@code [0, groups)}. */
  void grow(int groups) {
    if (groups <= capacity) {
      return;
    }
    int c = Math.max(groups, 2 * capacity);
    for (int i = 0; i < kinds.length; i++) {
      byte f = aggregation.function[i];
      if (f == PushedAggregation.COUNT_STAR || f == PushedAggregation.COUNT) {
        longs[i] = grown(longs[i], c);
      } else if (isObject(i)) {
        objects[i] = objects[i] == null ? new Object[c] : Arrays.copyOf(objects[i], c);
      } else if (isDouble(i)) {
        doubles[i] = doubles[i] == null ? new double[c] : Arrays.copyOf(doubles[i], c);
      } else {
        longs[i] = grown(longs[i], c);
      }
      present[i] = present[i] == null ? new boolean[c] : Arrays.copyOf(present[i], c);
    }
    capacity = c;
  }

  private static long[] grown(long[] a, int c) {
    return a == null ? new long[c] : Arrays.copyOf(a, c);
  }

  /** Adds {@code n} rows that read no column to group {@code g}: for {@code COUNT(*)} alone. */
  void addCount(int g, long n) {
    for (int i = 0; i < kinds.length; i++) {
      longs[i][g] += n;
    }
  }

  /**
   * Adds the first {@code rows} rows of {@code batch}, row {@code r} to group {@code group[r]} (or
   * all to group 0 where {@code group} is null).
   */
  void add(ColumnVector[] batch, int rows, int[] group) {
    for (int i = 0; i < kinds.length; i++) {
      int a = aggregation.argument[i];
      switch (aggregation.function[i]) {
        case PushedAggregation.COUNT_STAR:
          countRows(longs[i], rows, group);
          break;
        case PushedAggregation.COUNT:
          countValues(longs[i], batch[a], rows, group);
          break;
        case PushedAggregation.SUM:
          if (isDouble(i)) {
            sumDoubles(i, batch[a], rows, group);
          } else {
            sumLongs(i, batch[a], rows, group);
          }
          break;
        default:
          extremes(i, aggregation.function[i] == PushedAggregation.MAX, batch[a], rows, group);
      }
    }
  }

  private static void countRows(long[] n, int rows, int[] group) {
    if (group == null) {
      n[0] += rows;
      return;
    }
    for (int r = 0; r < rows; r++) {
      n[group[r]]++;
    }
  }

  private static void countValues(long[] n, ColumnVector v, int rows, int[] group) {
    for (int r = 0; r < rows; r++) {
      if (!v.isNullAt(r)) {
        n[group == null ? 0 : group[r]]++;
      }
    }
  }

  private void sumDoubles(int i, ColumnVector v, int rows, int[] group) {
    double[] s = doubles[i];
    boolean[] has = present[i];
    boolean isFloat = kinds[i] == ReadPlan.FLOAT;
    if (group == null && !isFloat && !v.hasNull()) {
      double t = s[0];
      for (int r = 0; r < rows; r++) {
        t += v.getDouble(r);
      }
      s[0] = t;
      has[0] |= rows > 0;
      return;
    }
    for (int r = 0; r < rows; r++) {
      if (!v.isNullAt(r)) {
        int g = group == null ? 0 : group[r];
        s[g] += isFloat ? v.getFloat(r) : v.getDouble(r);
        has[g] = true;
      }
    }
  }

  private void sumLongs(int i, ColumnVector v, int rows, int[] group) {
    long[] s = longs[i];
    boolean[] has = present[i];
    byte kind = kinds[i];
    boolean exact = aggregation.exactSums;
    for (int r = 0; r < rows; r++) {
      if (!v.isNullAt(r)) {
        int g = group == null ? 0 : group[r];
        long x = RowFilter.longAt(v, kind, r);
        s[g] = exact ? addExact(s[g], x) : s[g] + x;
        has[g] = true;
      }
    }
  }

  private static long addExact(long a, long b) {
    long r = a + b;
    if (((a ^ r) & (b ^ r)) < 0) {
      throw new ArithmeticException(
          "fastio: a sum of integers overflows a long (spark.sql.ansi.enabled makes that an error)");
    }
    return r;
  }

  private void extremes(int i, boolean max, ColumnVector v, int rows, int[] group) {
    byte kind = kinds[i];
    boolean[] has = present[i];
    for (int r = 0; r < rows; r++) {
      if (v.isNullAt(r)) {
        continue;
      }
      int g = group == null ? 0 : group[r];
      if (kind == ReadPlan.DOUBLE || kind == ReadPlan.FLOAT) {
        double x = kind == ReadPlan.DOUBLE ? v.getDouble(r) : v.getFloat(r);
        int c = has[g] ? RowFilter.compareDoubles(x, doubles[i][g]) : 0;
        if (!has[g] || (max ? c > 0 : c < 0)) {
          doubles[i][g] = x;
        }
      } else if (kind == ReadPlan.STRING) {
        UTF8String x = v.getUTF8String(r);
        UTF8String old = (UTF8String) objects[i][g];
        if (!has[g] || (max ? x.binaryCompare(old) > 0 : x.binaryCompare(old) < 0)) {
          objects[i][g] = x.copy();
        }
      } else if (kind == ReadPlan.DECIMAL) {
        DecimalType t = (DecimalType) v.dataType();
        Decimal x = v.getDecimal(r, t.precision(), t.scale());
        Decimal old = (Decimal) objects[i][g];
        if (!has[g] || (max ? x.compare(old) > 0 : x.compare(old) < 0)) {
          objects[i][g] = x.clone();
        }
      } else {
        long x = RowFilter.longAt(v, kind, r);
        if (!has[g] || (max ? x > longs[i][g] : x < longs[i][g])) {
          longs[i][g] = x;
        }
      }
      has[g] = true;
    }
  }

  /** Writes function {@code i}'s result of groups {@code [0, groups)} into {@code out}. */
  void output(int i, int groups, WritableColumnVector out) {
    byte f = aggregation.function[i];
    for (int g = 0; g < groups; g++) {
      if (f == PushedAggregation.COUNT_STAR || f == PushedAggregation.COUNT) {
        out.putLong(g, longs[i][g]);
      } else if (!present[i][g]) {
        out.putNull(g);
      } else if (f == PushedAggregation.SUM) {
        if (isDouble(i)) {
          out.putDouble(g, doubles[i][g]);
        } else {
          out.putLong(g, longs[i][g]);
        }
      } else {
        putValue(out, g, kinds[i], i);
      }
    }
  }

  private void putValue(WritableColumnVector out, int g, byte kind, int i) {
    switch (kind) {
      case ReadPlan.INT:
      case ReadPlan.DATE:
        out.putInt(g, (int) longs[i][g]);
        break;
      case ReadPlan.LONG:
      case ReadPlan.TIMESTAMP:
        out.putLong(g, longs[i][g]);
        break;
      case ReadPlan.SHORT:
        out.putShort(g, (short) longs[i][g]);
        break;
      case ReadPlan.BYTE:
        out.putByte(g, (byte) longs[i][g]);
        break;
      case ReadPlan.BOOLEAN:
        out.putBoolean(g, longs[i][g] != 0);
        break;
      case ReadPlan.DOUBLE:
        out.putDouble(g, doubles[i][g]);
        break;
      case ReadPlan.FLOAT:
        out.putFloat(g, (float) doubles[i][g]);
        break;
      case ReadPlan.STRING:
        {
          byte[] b = ((UTF8String) objects[i][g]).getBytes();
          out.putByteArray(g, b, 0, b.length);
          break;
        }
      default:
        out.putDecimal(g, (Decimal) objects[i][g], ((DecimalType) out.dataType()).precision());
    }
  }
}
