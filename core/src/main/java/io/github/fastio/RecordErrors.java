package io.github.fastio;

/**
 * The record reader's messages, each from the values it names: where a field or a record is ({@code
 * in field 3 at line 7 of sales.csv (byte offset 183)}), and the exceptions of a field that is not
 * what was asked for, of a record without the field asked, of quotes that never close or that hold
 * a line break in a byte range.
 */
final class RecordErrors {
  private RecordErrors() {}

  /** Where the byte at {@code offset} of the source is, on {@code line}: for messages. */
  static String at(Origin origin, long line, long offset) {
    return origin == null
        ? "line " + line + " (byte offset " + offset + ")"
        : origin.describe(line, 0, offset - origin.start);
  }

  /** {@code field} (1-based) at {@code at}, which {@link #at} wrote. */
  static String inField(int field, String at) {
    return "in field " + field + " at " + at;
  }

  /** A field {@link #inField at} whose value is longer than {@code maxLength}. */
  static RuntimeException tooLong(String expected, int maxLength, String at) {
    return ReaderErrors.mismatch(
        "expected "
            + expected
            + " but found a field of more than "
            + maxLength
            + " bytes, the reader's maxLength, "
            + at);
  }

  /** The field {@code b[from, to)} {@link #inField at} is not {@code expected}. */
  static RuntimeException mismatch(String expected, byte[] b, int from, int to, String at) {
    int shownEnd = Math.min(to, from + 4 * ReaderErrors.SHOWN_CHARS + 4);
    return ReaderErrors.mismatch(
        "expected "
            + expected
            + " but found "
            + ReaderErrors.shown(b, from, shownEnd, shownEnd < to)
            + " "
            + at);
  }

  /**
   * No field is left for {@code expected}: no record is current ({@code recordAt} null), or the
   * record at {@code recordAt} has only {@code fields}.
   */
  static RuntimeException noField(String expected, String recordAt, int fields) {
    if (recordAt == null) {
      return ReaderErrors.endOfInput(
          "expected "
              + expected
              + " but no record is current: call nextRecord() first, or the input has ended");
    }
    return ReaderErrors.mismatch(
        "expected "
            + expected
            + " but the record at "
            + recordAt
            + " has "
            + fields
            + (fields == 1 ? " field" : " fields"));
  }

  /** The input ends inside the quotes that opened in {@code field} at {@code at}. */
  static RuntimeException unterminated(int field, String at) {
    return ReaderErrors.mismatch(
        "a quote opened in field "
            + field
            + " at "
            + at
            + " is never closed: the input ends inside it");
  }

  /** A line break inside the quotes of {@code field} that opened at {@code at}, in a byte range. */
  static RuntimeException lineBreakInRange(int field, String at) {
    return ReaderErrors.mismatch(
        "a line break inside the quotes of field "
            + field
            + " at "
            + at
            + ": a byte range cannot tell it from one between records, so the record ends"
            + " there and the next is read from the line after it; read such a file whole");
  }
}
