package io.github.fastio.spark;

import java.util.Arrays;
import org.apache.spark.sql.execution.vectorized.OnHeapColumnVector;
import org.apache.spark.sql.execution.vectorized.WritableColumnVector;
import org.apache.spark.sql.types.Decimal;
import org.apache.spark.sql.types.DecimalType;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.vectorized.ColumnVector;
import org.apache.spark.unsafe.types.UTF8String;

/**
 * The groups of a task's rows by the values of the group-by columns, as Spark groups them: nulls
 * form a group, {@code -0.0} is {@code 0.0} and every NaN is one NaN (Spark normalizes floating
 * keys), strings are equal where their bytes are. Each row's key is written as bytes (a tag, then
 * eight bytes of a number or a string's length and bytes) and looked up in an open-addressing
 * table; a new group's values are kept, normalized, in vectors of their own for the output.
 */
final class Groups {
  private final int[] columns;
  private final byte[] kinds;

  /** Each group's values, in group order. */
  final WritableColumnVector[] values;

  /** The keys, one after the other; group {@code g}'s from {@code keyStart[g]}. */
  private byte[] keys = new byte[1 << 12];

  private int[] keyStart = new int[64];
  private int keyEnd;
  private int[] hashes = new int[64];

  /** Open addressing: group + 1, or 0 for an empty slot. */
  private int[] slots = new int[128];

  private int groups;
  private byte[] key = new byte[64];

  Groups(int[] columns, StructField[] fields) {
    this.columns = columns;
    this.kinds = new byte[columns.length];
    this.values = new WritableColumnVector[columns.length];
    for (int i = 0; i < columns.length; i++) {
      kinds[i] = ReadPlan.kindOf(fields[i]);
      values[i] = new OnHeapColumnVector(64, fields[i].dataType());
    }
  }

  int count() {
    return groups;
  }

  /** Puts the group of each of the first {@code rows} rows of {@code batch} in {@code group}. */
  void assign(ColumnVector[] batch, int rows, int[] group) {
    for (int r = 0; r < rows; r++) {
      group[r] = groupOf(batch, r);
    }
  }

  private int groupOf(ColumnVector[] batch, int row) {
    int n = 0;
    for (int i = 0; i < columns.length; i++) {
      n = writeKey(batch[columns[i]], kinds[i], row, n);
    }
    int h = hash(key, n);
    int mask = slots.length - 1;
    for (int s = h & mask; ; s = (s + 1) & mask) {
      int g = slots[s] - 1;
      if (g < 0) {
        return add(batch, row, n, h, s);
      }
      if (hashes[g] == h && sameKey(g, n)) {
        return g;
      }
    }
  }

  private boolean sameKey(int g, int n) {
    int from = keyStart[g];
    int to = g + 1 < groups ? keyStart[g + 1] : keyEnd;
    return to - from == n && Arrays.equals(keys, from, to, key, 0, n);
  }

  private int add(ColumnVector[] batch, int row, int n, int h, int slot) {
    int g = groups++;
    if (g == keyStart.length) {
      keyStart = Arrays.copyOf(keyStart, 2 * g);
      hashes = Arrays.copyOf(hashes, 2 * g);
    }
    if (keyEnd + n > keys.length) {
      keys = Arrays.copyOf(keys, Math.max(2 * keys.length, keyEnd + n));
    }
    System.arraycopy(key, 0, keys, keyEnd, n);
    keyStart[g] = keyEnd;
    keyEnd += n;
    hashes[g] = h;
    slots[slot] = g + 1;
    if (2 * groups > slots.length) {
      rehash();
    }
    for (int i = 0; i < columns.length; i++) {
      appendValue(values[i], batch[columns[i]], kinds[i], row);
    }
    return g;
  }

  private void rehash() {
    slots = new int[2 * slots.length];
    int mask = slots.length - 1;
    for (int g = 0; g < groups; g++) {
      int s = hashes[g] & mask;
      while (slots[s] != 0) {
        s = (s + 1) & mask;
      }
      slots[s] = g + 1;
    }
  }

  /** Writes the key of {@code v}'s value at {@code row} at {@code key[n]}; returns its end. */
  private int writeKey(ColumnVector v, byte kind, int row, int n) {
    if (v.isNullAt(row)) {
      ensure(n + 1);
      key[n] = 0;
      return n + 1;
    }
    switch (kind) {
      case ReadPlan.STRING:
        {
          UTF8String s = v.getUTF8String(row);
          int len = s.numBytes();
          ensure(n + 5 + len);
          key[n] = 1;
          putInt(n + 1, len);
          s.writeToMemory(key, org.apache.spark.unsafe.Platform.BYTE_ARRAY_OFFSET + n + 5);
          return n + 5 + len;
        }
      case ReadPlan.DECIMAL:
        {
          DecimalType t = (DecimalType) v.dataType();
          byte[] b =
              v.getDecimal(row, t.precision(), t.scale())
                  .toJavaBigDecimal()
                  .unscaledValue()
                  .toByteArray();
          ensure(n + 5 + b.length);
          key[n] = 1;
          putInt(n + 1, b.length);
          System.arraycopy(b, 0, key, n + 5, b.length);
          return n + 5 + b.length;
        }
      default:
        ensure(n + 9);
        key[n] = 1;
        putLong(n + 1, bits(v, kind, row));
        return n + 9;
    }
  }

  /** A number's key: the long of an integer kind, or the normalized bits of a double or float. */
  private static long bits(ColumnVector v, byte kind, int row) {
    if (kind == ReadPlan.DOUBLE || kind == ReadPlan.FLOAT) {
      double d = kind == ReadPlan.DOUBLE ? v.getDouble(row) : v.getFloat(row);
      return Double.doubleToLongBits(d == 0 ? 0.0 : d); // one NaN, and -0.0 as 0.0
    }
    return RowFilter.longAt(v, kind, row);
  }

  /** Appends {@code v}'s value at {@code row} to {@code out}, a float or double normalized. */
  private static void appendValue(WritableColumnVector out, ColumnVector v, byte kind, int row) {
    if (v.isNullAt(row)) {
      out.appendNull();
      return;
    }
    switch (kind) {
      case ReadPlan.INT:
      case ReadPlan.DATE:
        out.appendInt(v.getInt(row));
        break;
      case ReadPlan.LONG:
      case ReadPlan.TIMESTAMP:
        out.appendLong(v.getLong(row));
        break;
      case ReadPlan.SHORT:
        out.appendShort(v.getShort(row));
        break;
      case ReadPlan.BYTE:
        out.appendByte(v.getByte(row));
        break;
      case ReadPlan.BOOLEAN:
        out.appendBoolean(v.getBoolean(row));
        break;
      case ReadPlan.DOUBLE:
        out.appendDouble(Double.longBitsToDouble(bits(v, kind, row)));
        break;
      case ReadPlan.FLOAT:
        {
          float f = v.getFloat(row);
          out.appendFloat(f == 0 ? 0f : Float.isNaN(f) ? Float.NaN : f);
          break;
        }
      case ReadPlan.STRING:
        {
          byte[] b = v.getUTF8String(row).getBytes();
          out.appendByteArray(b, 0, b.length);
          break;
        }
      default:
        {
          DecimalType t = (DecimalType) v.dataType();
          Decimal d = v.getDecimal(row, t.precision(), t.scale());
          out.appendNotNull();
          out.putDecimal(out.getElementsAppended() - 1, d, t.precision());
        }
    }
  }

  private void ensure(int n) {
    if (n > key.length) {
      key = Arrays.copyOf(key, Math.max(2 * key.length, n));
    }
  }

  private void putInt(int at, int x) {
    for (int i = 0; i < 4; i++) {
      key[at + i] = (byte) (x >>> (8 * i));
    }
  }

  private void putLong(int at, long x) {
    for (int i = 0; i < 8; i++) {
      key[at + i] = (byte) (x >>> (8 * i));
    }
  }

  private static int hash(byte[] b, int n) {
    long h = n;
    for (int i = 0; i < n; i++) {
      h = (h ^ b[i]) * 0x9E37_79B9_7F4A_7C15L;
    }
    return (int) (h ^ (h >>> 29));
  }
}
