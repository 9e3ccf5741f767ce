package io.github.fastio.spark;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.ZoneId;
import org.apache.spark.sql.catalyst.util.DateTimeUtils;
import org.apache.spark.sql.execution.vectorized.WritableColumnVector;
import org.apache.spark.sql.types.Decimal;
import org.apache.spark.sql.types.DecimalType;
import org.apache.spark.unsafe.types.UTF8String;
import scala.Option;

/**
 * The conversion of a field's text to a column's value exactly as Spark's CSV reader converts it
 * (its {@code UnivocityParser}), for the values the reader's fast paths leave: every field of the
 * types the core does not parse, and the fields of the others that are not plain numbers ({@code
 * Inf}, digits of other scripts, a null marker). For example, under the default options, {@code
 * "TRUE"} is {@code true} for a boolean column, {@code "1,234.5"} is 1234.50 for a {@code
 * decimal(6,2)}, and {@code "40000"} is not a {@code smallint}.
 */
final class FieldConversions {
  private final ReadOptions options;
  private final ZoneId zone;

  FieldConversions(ReadOptions options) {
    this.options = options;
    this.zone = options.zone();
  }

  /** A field that is not a value of its column's type. */
  static final class BadField extends RuntimeException {
    private static final long serialVersionUID = 1L;

    BadField(String message) {
      super(message, null, false, false);
    }
  }

  /**
   * Puts the value of {@code text}, a field that is not null, into row {@code row} of {@code v}, as
   * Spark converts it to a value of the column's kind.
   *
   * @throws BadField if it is not such a value
   */
  void put(byte kind, DecimalType decimal, WritableColumnVector v, int row, String text) {
    try {
      switch (kind) {
        case ReadPlan.INT:
          v.putInt(row, Integer.parseInt(text));
          break;
        case ReadPlan.LONG:
          v.putLong(row, Long.parseLong(text));
          break;
        case ReadPlan.SHORT:
          v.putShort(row, Short.parseShort(text));
          break;
        case ReadPlan.BYTE:
          v.putByte(row, Byte.parseByte(text));
          break;
        case ReadPlan.DOUBLE:
          v.putDouble(row, toDouble(text));
          break;
        case ReadPlan.FLOAT:
          v.putFloat(row, toFloat(text));
          break;
        case ReadPlan.BOOLEAN:
          v.putBoolean(row, toBoolean(text));
          break;
        case ReadPlan.DECIMAL:
          putDecimal(v, row, text, decimal);
          break;
        case ReadPlan.DATE:
          v.putInt(row, toDate(UTF8String.fromString(text)));
          break;
        case ReadPlan.TIMESTAMP:
          v.putLong(row, toTimestamp(UTF8String.fromString(text)));
          break;
        default:
          byte[] b = text.getBytes(StandardCharsets.UTF_8);
          v.putByteArray(row, b, 0, b.length);
      }
    } catch (NumberFormatException | ArithmeticException e) {
      throw bad(kind, decimal, text);
    }
  }

  /** Spark's double: its markers of NaN and the infinities, else {@link Double#parseDouble}. */
  double toDouble(String text) {
    if (text.equals(options.nanValue)) {
      return Double.NaN;
    } else if (text.equals(options.negativeInf)) {
      return Double.NEGATIVE_INFINITY;
    } else if (text.equals(options.positiveInf)) {
      return Double.POSITIVE_INFINITY;
    }
    return Double.parseDouble(text);
  }

  /** Spark's float: the markers, else {@link Float#parseFloat} (not a double rounded twice). */
  float toFloat(String text) {
    if (text.equals(options.nanValue)) {
      return Float.NaN;
    } else if (text.equals(options.negativeInf)) {
      return Float.NEGATIVE_INFINITY;
    } else if (text.equals(options.positiveInf)) {
      return Float.POSITIVE_INFINITY;
    }
    return Float.parseFloat(text);
  }

  /** Scala's {@code toBoolean}, which Spark uses: {@code true} or {@code false}, in any case. */
  static boolean toBoolean(String text) {
    if (text.equalsIgnoreCase("true")) {
      return true;
    } else if (text.equalsIgnoreCase("false")) {
      return false;
    }
    throw new NumberFormatException(text);
  }

  /**
   * The boolean of the bytes {@code b[from, from + length)}, without a String where they are ASCII:
   * 1 for true, 0 for false, -1 for neither, -2 where only the String's comparison can tell (a
   * non-ASCII byte, since Unicode case mapping makes {@code "falſe"} equal {@code "false"}).
   */
  static int booleanOf(byte[] b, int from, int length) {
    if (length == 4 && ascii(b, from, 4)) {
      return (b[from] | 0x20) == 't'
              && (b[from + 1] | 0x20) == 'r'
              && (b[from + 2] | 0x20) == 'u'
              && (b[from + 3] | 0x20) == 'e'
          ? 1
          : -1;
    }
    if (length == 5 && ascii(b, from, 5)) {
      return (b[from] | 0x20) == 'f'
              && (b[from + 1] | 0x20) == 'a'
              && (b[from + 2] | 0x20) == 'l'
              && (b[from + 3] | 0x20) == 's'
              && (b[from + 4] | 0x20) == 'e'
          ? 0
          : -1;
    }
    // Case mapping can shrink a non-ASCII character to one ASCII letter, but no more than that.
    return length >= 4 && length <= 20 && !ascii(b, from, length) ? -2 : -1;
  }

  private static boolean ascii(byte[] b, int from, int length) {
    for (int i = from; i < from + length; i++) {
      if (b[i] < 0) {
        return false;
      }
    }
    return true;
  }

  /**
   * Spark's decimal: the text without its grouping commas as a {@link BigDecimal}, rounded half up
   * to the column's scale; more digits than its precision then is not a value.
   */
  private static void putDecimal(WritableColumnVector v, int row, String text, DecimalType t) {
    BigDecimal d = new BigDecimal(text.indexOf(',') >= 0 ? text.replace(",", "") : text);
    Decimal value;
    try {
      value = Decimal.apply(d, t.precision(), t.scale());
    } catch (RuntimeException e) {
      throw new ArithmeticException(e.getMessage());
    }
    v.putDecimal(row, value, t.precision());
  }

  /**
   * Spark's date of the text by default: an ISO date ({@code 2024-02-29}, also {@code 2024-2-9},
   * {@code 2024-02}, {@code 2024}, and a time after it, which is dropped), days since 1970-01-01.
   */
  static int toDate(UTF8String s) {
    Option<Object> d = DateTimeUtils.stringToDate(s);
    if (d.isEmpty()) {
      d = DateTimeUtils.stringToDate(DateTimeUtils.cleanLegacyTimestampStr(s));
    }
    if (d.isEmpty()) {
      throw new NumberFormatException("not a date");
    }
    return (Integer) d.get();
  }

  /**
   * Spark's timestamp of the text by default: an ISO date and time ({@code 2024-02-29T13:45:00},
   * {@code 2024-02-29 13:45:00.123+01:00}), in the session's time zone where it names none;
   * microseconds since the epoch.
   */
  long toTimestamp(UTF8String s) {
    Option<Object> t = DateTimeUtils.stringToTimestamp(s, zone);
    if (t.isEmpty()) {
      t = DateTimeUtils.stringToTimestamp(DateTimeUtils.cleanLegacyTimestampStr(s), zone);
    }
    if (t.isEmpty()) {
      throw new NumberFormatException("not a timestamp");
    }
    return (Long) t.get();
  }

  /** The failure of {@code text} to be a value of {@code kind}: {@code "12x", not an int}. */
  static BadField bad(byte kind, DecimalType decimal, String text) {
    String shown = text.length() > 60 ? text.substring(0, 57) + "..." : text;
    return new BadField("\"" + shown + "\", not " + typeName(kind, decimal));
  }

  static String typeName(byte kind, DecimalType decimal) {
    switch (kind) {
      case ReadPlan.INT:
        return "an int";
      case ReadPlan.LONG:
        return "a bigint";
      case ReadPlan.SHORT:
        return "a smallint";
      case ReadPlan.BYTE:
        return "a tinyint";
      case ReadPlan.DOUBLE:
        return "a double";
      case ReadPlan.FLOAT:
        return "a float";
      case ReadPlan.BOOLEAN:
        return "a boolean";
      case ReadPlan.DECIMAL:
        return "a " + decimal.sql().toLowerCase(java.util.Locale.ROOT);
      case ReadPlan.DATE:
        return "a date";
      case ReadPlan.TIMESTAMP:
        return "a timestamp";
      default:
        return "a string";
    }
  }
}
