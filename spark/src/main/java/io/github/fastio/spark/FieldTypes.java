package io.github.fastio.spark;

import io.github.fastio.CsvReader;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.apache.spark.sql.catalyst.csv.CSVInferSchema;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.DecimalType;

/**
 * The type of each column so far, as Spark's {@link CSVInferSchema} infers it field by field, taken
 * from the fields' bytes without a String where the answer is known from their shape: a column
 * already inferred as strings stays so; an empty field or the null value changes nothing; an
 * integer ({@code [+-]?[0-9]+}) or a decimal ({@code [+-]?[0-9]*\.[0-9]+}) of the same class as the
 * column's last field (the same type so far, the same int/long/decimal range and digits) gets the
 * type Spark gave that one, as does {@code true}/{@code false} in a boolean column. Any other field
 * is handed, as text, to Spark's own {@code inferField}, and its answer kept for the next field of
 * that class: so the types are Spark's, and the text of most fields is never made.
 */
final class FieldTypes {
  /** A field's shape: no class for the cache (its text goes to Spark every time). */
  private static final long OTHER = -1;

  private static final long DECIMAL_POINT = 1L << 40;
  private static final long BOOLEAN = 2L << 40;
  private static final long INTEGER = 3L << 40;

  private final CSVInferSchema spark;
  private final byte[] nullBytes;
  private final DataType[] types;

  // Per column: the last class that went to Spark, from which type, and Spark's answer.
  private final DataType[] cachedFrom;
  private final long[] cachedShape;
  private final DataType[] cachedTo;

  FieldTypes(CSVInferSchema spark, byte[] nullBytes, int width) {
    this.spark = spark;
    this.nullBytes = nullBytes;
    this.types = new DataType[width];
    Arrays.fill(types, DataTypes.NullType);
    this.cachedFrom = new DataType[width];
    this.cachedShape = new long[width];
    this.cachedTo = new DataType[width];
  }

  /** The types so far. */
  DataType[] types() {
    return types.clone();
  }

  /** Takes field {@code c} of a record (past the last column: nothing). */
  void add(int c, CsvReader.Field f) {
    if (c >= types.length) {
      return;
    }
    DataType t = types[c];
    if (t == DataTypes.StringType || f.length() == 0 || f.contentEquals(nullBytes)) {
      return;
    }
    long shape = shape(f.array(), f.offset(), f.length());
    boolean cacheable =
        shape == BOOLEAN
            ? t == DataTypes.BooleanType
            : shape != OTHER
                && (t == DataTypes.NullType
                    || t == DataTypes.IntegerType
                    || t == DataTypes.LongType
                    || t == DataTypes.DoubleType
                    || t instanceof DecimalType);
    if (cacheable && cachedFrom[c] == t && cachedShape[c] == shape) {
      types[c] = cachedTo[c];
      return;
    }
    DataType next =
        spark.inferField(t, new String(f.array(), f.offset(), f.length(), StandardCharsets.UTF_8));
    if (cacheable) {
      cachedFrom[c] = t;
      cachedShape[c] = shape;
      cachedTo[c] = next;
    }
    types[c] = next;
  }

  /**
   * The class of the field {@code b[from, from + n)}: for an integer, whether it is an int, a long,
   * and its digits less leading zeros (what decides Spark's answer); a decimal with digits after
   * its point; {@code true} or {@code false} in any case; or {@link #OTHER}.
   */
  static long shape(byte[] b, int from, int n) {
    int i = from;
    int end = from + n;
    if (b[i] == '+' || b[i] == '-') {
      i++;
    }
    boolean negative = b[from] == '-';
    int digitsFrom = i;
    while (i < end && b[i] >= '0' && b[i] <= '9') {
      i++;
    }
    int digits = i - digitsFrom;
    if (i == end) {
      return digits == 0 ? OTHER : integer(b, digitsFrom, end, negative);
    }
    if (b[i] == '.') {
      int after = ++i;
      while (i < end && b[i] >= '0' && b[i] <= '9') {
        i++;
      }
      return i == end && i > after ? DECIMAL_POINT : OTHER;
    }
    if (n == 4 || n == 5) {
      return FieldConversions.booleanOf(b, from, n) >= 0 ? BOOLEAN : OTHER;
    }
    return OTHER;
  }

  /** The class of the integer of digits {@code b[from, end)}. */
  private static long integer(byte[] b, int from, int end, boolean negative) {
    while (from < end - 1 && b[from] == '0') {
      from++;
    }
    int precision = end - from;
    boolean fitsInt = false;
    boolean fitsLong = false;
    if (precision <= 19) {
      long v = 0;
      boolean overflow = false;
      for (int i = from; i < end; i++) {
        int d = b[i] - '0';
        // Accumulated negative, as Long.parseLong, so that Long.MIN_VALUE fits.
        if (v < (Long.MIN_VALUE + d) / 10) {
          overflow = true;
          break;
        }
        v = v * 10 - d;
      }
      if (!overflow && (negative || v != Long.MIN_VALUE)) {
        fitsLong = true;
        long x = negative ? v : -v;
        fitsInt = x == (int) x;
      }
    }
    return INTEGER | (fitsInt ? 1L << 33 : 0) | (fitsLong ? 1L << 32 : 0) | precision;
  }
}
