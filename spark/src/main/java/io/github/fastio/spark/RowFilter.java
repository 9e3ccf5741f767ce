package io.github.fastio.spark;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.ToIntFunction;
import org.apache.spark.sql.connector.expressions.Expression;
import org.apache.spark.sql.connector.expressions.Literal;
import org.apache.spark.sql.connector.expressions.NamedReference;
import org.apache.spark.sql.connector.expressions.filter.Predicate;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.Decimal;
import org.apache.spark.sql.types.DecimalType;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.vectorized.ColumnVector;
import org.apache.spark.unsafe.types.UTF8String;

/**
 * A predicate pushed into the scan, evaluated on each row the reader fills, before the row is kept,
 * with SQL's three-valued logic as Spark evaluates it: a comparison with a null is null, {@code
 * AND}, {@code OR} and {@code NOT} follow Kleene's tables, and a row is kept only where the
 * predicate is true. Doubles and floats compare as Spark compares them ({@code NaN} equals itself
 * and is above every number, {@code -0.0} equals {@code 0.0}); strings by their UTF-8 bytes, as
 * Spark's default collation does.
 *
 * <p>Taken: {@code =}, {@code <>}, {@code <=>}, {@code <}, {@code <=}, {@code >}, {@code >=} of a
 * column and a literal of its type, {@code IN}, {@code IS NULL}, {@code IS NOT NULL}, {@code AND},
 * {@code OR}, {@code NOT}, {@code TRUE}, {@code FALSE}; on columns of the types fastio reads. For
 * example {@code price > 10.0 AND (qty IN (1, 2) OR note IS NULL)}.
 */
abstract class RowFilter implements Serializable {
  private static final long serialVersionUID = 1L;

  static final int FALSE = 0;
  static final int TRUE = 1;
  static final int NULL = 2;

  /** The predicate's value on row {@code row} of {@code columns}: TRUE, FALSE or NULL. */
  abstract int eval(ColumnVector[] columns, int row);

  /**
   * The filter of {@code p}, or null where it is not one fastio evaluates (Spark then evaluates
   * it). {@code index} gives the index of a column by name in {@code fields}, the columns the
   * filter reads (adding it if need be), or -1 where the column is not one the filter may read.
   */
  static RowFilter of(Predicate p, ToIntFunction<String> index, List<StructField> fields) {
    try {
      return compile(p, index, fields);
    } catch (Unsupported e) {
      return null;
    }
  }

  /** The filter that keeps a row where both {@code a} and {@code b} do. */
  static RowFilter and(RowFilter a, RowFilter b) {
    return new Junction(true, a, b);
  }

  /** Thrown while compiling a predicate that fastio leaves to Spark. */
  private static final class Unsupported extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Unsupported() {
      super(null, null, false, false);
    }
  }

  private static RowFilter compile(
      Expression e, ToIntFunction<String> index, List<StructField> fields) {
    if (!(e instanceof Predicate)) {
      throw new Unsupported();
    }
    Predicate p = (Predicate) e;
    Expression[] c = p.children();
    switch (p.name()) {
      case "ALWAYS_TRUE":
        return new Constant(TRUE);
      case "ALWAYS_FALSE":
        return new Constant(FALSE);
      case "AND":
        return new Junction(true, compile(c[0], index, fields), compile(c[1], index, fields));
      case "OR":
        return new Junction(false, compile(c[0], index, fields), compile(c[1], index, fields));
      case "NOT":
        return new Not(compile(c[0], index, fields));
      case "IS_NULL":
      case "IS_NOT_NULL":
        {
          int col = column(c[0], index);
          return new IsNull(col, p.name().equals("IS_NOT_NULL"));
        }
      case "IN":
        {
          int col = column(c[0], index);
          Value[] values = new Value[c.length - 1];
          for (int i = 1; i < c.length; i++) {
            values[i - 1] = literal(c[i], fields.get(col));
          }
          return new In(col, kindOf(fields.get(col)), values);
        }
      case "=":
      case "<>":
      case "<=>":
      case "<":
      case "<=":
      case ">":
      case ">=":
        return comparison(p.name(), c, index, fields);
      default:
        throw new Unsupported();
    }
  }

  private static RowFilter comparison(
      String op, Expression[] c, ToIntFunction<String> index, List<StructField> fields) {
    boolean flipped = !(c[0] instanceof NamedReference);
    int col = column(flipped ? c[1] : c[0], index);
    Value v = literal(flipped ? c[0] : c[1], fields.get(col));
    if (flipped) {
      op =
          op.equals("<")
              ? ">"
              : op.equals(">") ? "<" : op.equals("<=") ? ">=" : op.equals(">=") ? "<=" : op;
    }
    if (op.equals("<=>") && v == null) {
      return new IsNull(col, false);
    }
    int test;
    switch (op) {
      case "=":
      case "<=>":
        test = Compare.EQ;
        break;
      case "<>":
        test = Compare.NE;
        break;
      case "<":
        test = Compare.LT;
        break;
      case "<=":
        test = Compare.LE;
        break;
      case ">":
        test = Compare.GT;
        break;
      default:
        test = Compare.GE;
    }
    return new Compare(col, kindOf(fields.get(col)), test, op.equals("<=>"), v);
  }

  private static int column(Expression e, ToIntFunction<String> index) {
    if (!(e instanceof NamedReference) || ((NamedReference) e).fieldNames().length != 1) {
      throw new Unsupported();
    }
    int i = index.applyAsInt(((NamedReference) e).fieldNames()[0]);
    if (i < 0) {
      throw new Unsupported();
    }
    return i;
  }

  /** The literal {@code e} as a value of {@code field}'s type, or null for a null literal. */
  private static Value literal(Expression e, StructField field) {
    if (!(e instanceof Literal)) {
      throw new Unsupported();
    }
    Literal<?> l = (Literal<?>) e;
    Object v = l.value();
    if (v == null) {
      return null;
    }
    if (!l.dataType().equals(field.dataType())) {
      throw new Unsupported();
    }
    return Value.of(v, kindOf(field));
  }

  // ---------------------------------------------------------------- values

  /**
   * The kind (see {@link ReadPlan}) of {@code field}'s values where a filter compares them, or
   * Unsupported.
   */
  static byte kindOf(StructField field) {
    DataType t = field.dataType();
    if (t instanceof org.apache.spark.sql.types.StringType && !t.equals(DataTypes.StringType)) {
      throw new Unsupported(); // a collation other than Spark's default, by bytes
    }
    byte kind;
    try {
      kind = ReadPlan.kindOf(field);
    } catch (RuntimeException e) {
      throw new Unsupported();
    }
    return kind;
  }

  /**
   * A literal: of integers, dates, timestamps and booleans as a long; of doubles and floats as a
   * double; of strings as Spark's {@link UTF8String}; of decimals as Spark's {@link Decimal}.
   */
  static final class Value implements Serializable {
    private static final long serialVersionUID = 1L;

    final long asLong;
    final double asDouble;
    final UTF8String asString;
    final Decimal asDecimal;

    private Value(long l, double d, UTF8String s, Decimal dec) {
      asLong = l;
      asDouble = d;
      asString = s;
      asDecimal = dec;
    }

    static Value of(Object v, byte kind) {
      switch (kind) {
        case ReadPlan.DOUBLE:
        case ReadPlan.FLOAT:
          return new Value(0, ((Number) v).doubleValue(), null, null);
        case ReadPlan.STRING:
          return new Value(0, 0, ((UTF8String) v).clone(), null);
        case ReadPlan.DECIMAL:
          return new Value(0, 0, null, (Decimal) v);
        case ReadPlan.BOOLEAN:
          return new Value((Boolean) v ? 1 : 0, 0, null, null);
        default:
          return new Value(((Number) v).longValue(), 0, null, null);
      }
    }

    String show(byte kind) {
      switch (kind) {
        case ReadPlan.DOUBLE:
        case ReadPlan.FLOAT:
          return Double.toString(asDouble);
        case ReadPlan.STRING:
          return "'" + asString + "'";
        case ReadPlan.DECIMAL:
          return asDecimal.toString();
        default:
          return Long.toString(asLong);
      }
    }
  }

  /**
   * The value of {@code v} at {@code row} as a long, for a column of integers, dates, timestamps or
   * booleans (of kind {@code kind}).
   */
  static long longAt(ColumnVector v, byte kind, int row) {
    switch (kind) {
      case ReadPlan.INT:
      case ReadPlan.DATE:
        return v.getInt(row);
      case ReadPlan.SHORT:
        return v.getShort(row);
      case ReadPlan.BYTE:
        return v.getByte(row);
      case ReadPlan.BOOLEAN:
        return v.getBoolean(row) ? 1 : 0;
      default:
        return v.getLong(row);
    }
  }

  /** Spark's order of doubles: NaN equals itself and is above all, -0.0 equals 0.0. */
  static int compareDoubles(double x, double y) {
    return x == y ? 0 : Double.compare(x, y);
  }

  /**
   * The order of {@code v}'s value at {@code row}, which is not null, against {@code value}, for a
   * column of kind {@code kind}, as Spark orders them.
   */
  static int compareAt(ColumnVector v, int row, byte kind, Value value) {
    switch (kind) {
      case ReadPlan.DOUBLE:
        return compareDoubles(v.getDouble(row), value.asDouble);
      case ReadPlan.FLOAT:
        return compareDoubles(v.getFloat(row), value.asDouble);
      case ReadPlan.STRING:
        return v.getUTF8String(row).binaryCompare(value.asString);
      case ReadPlan.DECIMAL:
        DecimalType t = (DecimalType) v.dataType();
        return v.getDecimal(row, t.precision(), t.scale()).compare(value.asDecimal);
      default:
        return Long.compare(longAt(v, kind, row), value.asLong);
    }
  }

  // ---------------------------------------------------------------- nodes

  private static final class Constant extends RowFilter {
    private static final long serialVersionUID = 1L;
    private final int value;

    Constant(int value) {
      this.value = value;
    }

    @Override
    int eval(ColumnVector[] columns, int row) {
      return value;
    }

    @Override
    public String toString() {
      return value == TRUE ? "TRUE" : "FALSE";
    }
  }

  /** {@code AND} (Kleene's: false wins, else null) or {@code OR} (true wins, else null). */
  private static final class Junction extends RowFilter {
    private static final long serialVersionUID = 1L;
    private final boolean and;
    private final RowFilter left;
    private final RowFilter right;

    Junction(boolean and, RowFilter left, RowFilter right) {
      this.and = and;
      this.left = left;
      this.right = right;
    }

    @Override
    int eval(ColumnVector[] columns, int row) {
      int wins = and ? FALSE : TRUE;
      int a = left.eval(columns, row);
      if (a == wins) {
        return wins;
      }
      int b = right.eval(columns, row);
      return b == wins ? wins : a == NULL || b == NULL ? NULL : TRUE - wins;
    }

    @Override
    public String toString() {
      return "(" + left + (and ? " AND " : " OR ") + right + ")";
    }
  }

  private static final class Not extends RowFilter {
    private static final long serialVersionUID = 1L;
    private final RowFilter child;

    Not(RowFilter child) {
      this.child = child;
    }

    @Override
    int eval(ColumnVector[] columns, int row) {
      int a = child.eval(columns, row);
      return a == NULL ? NULL : TRUE - a;
    }

    @Override
    public String toString() {
      return "NOT " + child;
    }
  }

  private static final class IsNull extends RowFilter {
    private static final long serialVersionUID = 1L;
    private final int column;
    private final boolean negated;

    IsNull(int column, boolean negated) {
      this.column = column;
      this.negated = negated;
    }

    @Override
    int eval(ColumnVector[] columns, int row) {
      return columns[column].isNullAt(row) != negated ? TRUE : FALSE;
    }

    @Override
    public String toString() {
      return "#" + column + (negated ? " IS NOT NULL" : " IS NULL");
    }
  }

  private static final class Compare extends RowFilter {
    private static final long serialVersionUID = 1L;
    static final int EQ = 0;
    static final int NE = 1;
    static final int LT = 2;
    static final int LE = 3;
    static final int GT = 4;
    static final int GE = 5;

    private final int column;
    private final byte kind;
    private final int test;
    private final boolean nullSafe;
    private final Value value;

    Compare(int column, byte kind, int test, boolean nullSafe, Value value) {
      this.column = column;
      this.kind = kind;
      this.test = test;
      this.nullSafe = nullSafe;
      this.value = value;
    }

    @Override
    int eval(ColumnVector[] columns, int row) {
      ColumnVector v = columns[column];
      if (value == null) {
        return NULL;
      }
      if (v.isNullAt(row)) {
        return nullSafe ? FALSE : NULL;
      }
      int c = compareAt(v, row, kind, value);
      boolean r;
      switch (test) {
        case EQ:
          r = c == 0;
          break;
        case NE:
          r = c != 0;
          break;
        case LT:
          r = c < 0;
          break;
        case LE:
          r = c <= 0;
          break;
        case GT:
          r = c > 0;
          break;
        default:
          r = c >= 0;
      }
      return r ? TRUE : FALSE;
    }

    @Override
    public String toString() {
      return String.format(
          Locale.ROOT,
          "#%d %s %s",
          column,
          new String[] {"=", "<>", "<", "<=", ">", ">="}[test],
          value == null ? "NULL" : value.show(kind));
    }
  }

  private static final class In extends RowFilter {
    private static final long serialVersionUID = 1L;
    private final int column;
    private final byte kind;
    private final Value[] values;
    private final boolean hasNull;

    In(int column, byte kind, Value[] values) {
      this.column = column;
      this.kind = kind;
      List<Value> present = new ArrayList<>();
      boolean nulls = false;
      for (Value v : values) {
        if (v == null) {
          nulls = true;
        } else {
          present.add(v);
        }
      }
      this.values = present.toArray(new Value[0]);
      this.hasNull = nulls;
    }

    @Override
    int eval(ColumnVector[] columns, int row) {
      ColumnVector v = columns[column];
      if (v.isNullAt(row)) {
        return NULL;
      }
      for (Value x : values) {
        if (compareAt(v, row, kind, x) == 0) {
          return TRUE;
        }
      }
      return hasNull ? NULL : FALSE;
    }

    @Override
    public String toString() {
      return "#" + column + " IN (" + values.length + " values" + (hasNull ? ", NULL)" : ")");
    }
  }
}
