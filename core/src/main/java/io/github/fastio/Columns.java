package io.github.fastio;

/**
 * The columns of {@link CsvReader#readColumns} and {@link CsvWriter#writeColumns}: what kind of
 * array each one is, checked once a call, and the fill of one record into them (the writer writes
 * one from them with its own field methods). For example {@code kinds(new Object[] {new int[8],
 * null}, null, 0, 8)} is {@code {INT, SKIP}}.
 */
final class Columns {
  private Columns() {}

  static final byte SKIP = 0;
  static final byte INT = 1;
  static final byte LONG = 2;
  static final byte DOUBLE = 3;
  static final byte TEXT = 4;

  /**
   * The kind of each column, up to the last one that is read (trailing null columns skip fields
   * that the record need not have).
   *
   * @throws IllegalArgumentException if a column is of another type, or it or its {@code empty}
   *     array is shorter than {@code off + max}
   */
  static byte[] kinds(Object[] columns, boolean[][] empty, int off, int max) {
    if (off < 0 || max < 0) {
      throw new IllegalArgumentException("off and max must not be negative: " + off + ", " + max);
    }
    int last = columns.length - 1;
    while (last >= 0 && columns[last] == null) {
      last--;
    }
    byte[] kinds = new byte[last + 1];
    long need = (long) off + max;
    for (int i = 0; i <= last; i++) {
      Object c = columns[i];
      kinds[i] = kind(i, c);
      if (c == null) {
        continue;
      }
      int length =
          c instanceof int[]
              ? ((int[]) c).length
              : c instanceof long[]
                  ? ((long[]) c).length
                  : c instanceof double[] ? ((double[]) c).length : ((String[]) c).length;
      boolean[] e = empty == null || i >= empty.length ? null : empty[i];
      if (length < need || (e != null && e.length < need)) {
        throw new IllegalArgumentException(
            "column " + i + " holds fewer than off + max = " + need + " values");
      }
    }
    return kinds;
  }

  private static byte kind(int i, Object c) {
    if (c == null) {
      return SKIP;
    }
    if (c instanceof int[]) {
      return INT;
    }
    if (c instanceof long[]) {
      return LONG;
    }
    if (c instanceof double[]) {
      return DOUBLE;
    }
    if (c instanceof String[]) {
      return TEXT;
    }
    throw new IllegalArgumentException(
        "column " + i + " must be an int[], long[], double[], String[] or null: " + c);
  }

  /**
   * {@link CsvReader#readColumns}: reads up to {@code max} records of {@code in} into the columns,
   * from index {@code off}; a failure after the first record is kept in {@code in} and thrown by
   * the next call.
   */
  static int read(RecordInput in, Object[] columns, boolean[][] empty, int off, int max) {
    if (in.pendingColumns != null) {
      RuntimeException e = in.pendingColumns;
      in.pendingColumns = null;
      throw e;
    }
    byte[] kinds = kinds(columns, empty, off, max);
    int n = 0;
    while (n < max && in.toNextRecord()) {
      try {
        fill(in, kinds, columns, empty, off + n);
      } catch (RuntimeException e) {
        if (n == 0) {
          throw e;
        }
        in.pendingColumns = e;
        break;
      }
      n++;
    }
    return n;
  }

  /** Reads the fields of the current record of {@code in} into the columns at index {@code at}. */
  private static void fill(
      RecordInput in, byte[] kinds, Object[] columns, boolean[][] empty, int at) {
    for (int i = 0; i < kinds.length; i++) {
      byte kind = kinds[i];
      if (kind == SKIP) {
        in.skipNext();
        continue;
      }
      boolean none = in.emptyField();
      boolean[] e = empty == null || i >= empty.length ? null : empty[i];
      if (e != null) {
        e[at] = none;
      }
      if (none) {
        in.skipNext();
      }
      Object c = columns[i];
      if (kind == INT) {
        ((int[]) c)[at] = none ? 0 : in.intField();
      } else if (kind == LONG) {
        ((long[]) c)[at] = none ? 0 : in.longField();
      } else if (kind == DOUBLE) {
        ((double[]) c)[at] = none ? 0 : in.doubleField();
      } else {
        ((String[]) c)[at] = none ? "" : in.text();
      }
    }
  }
}
