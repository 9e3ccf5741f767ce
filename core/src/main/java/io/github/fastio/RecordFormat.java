package io.github.fastio;

import java.nio.charset.StandardCharsets;

/**
 * The format of delimited records, an immutable value checked as it is made: the delimiter, the
 * quote (or none), the escape inside quotes, the comment byte (or none) and whether a blank line is
 * a record. A reader is made with one and keeps it. Each {@code with} method refuses a byte that
 * cannot serve, naming the setting and showing the byte: {@code CSV.delimiter('.')} throws {@code
 * the delimiter must be ASCII, not a line break and not part of a number (0-9 + - . e E): "."}.
 */
final class RecordFormat {
  /** No byte: the quote or the comment setting off. Never equal to a signed byte. */
  static final int NONE = 0x100;

  /** RFC 4180: {@code ,} between fields, {@code "} quotes, doubled inside quotes; no comments. */
  static final RecordFormat CSV = new RecordFormat(',', '"', '"', NONE, false);

  /** The byte that separates fields. */
  final int delimiter;

  /** The byte that quotes a field, or {@link #NONE}. */
  final int quote;

  /** The byte that, inside quotes, makes the quote (or itself) data. */
  final int escape;

  /** The first byte of a line that is skipped, or {@link #NONE}. */
  final int comment;

  /** Whether a blank line is a record of one missing field, rather than skipped. */
  final boolean keepBlankLines;

  private RecordFormat(int delimiter, int quote, int escape, int comment, boolean keepBlankLines) {
    this.delimiter = delimiter;
    this.quote = quote;
    this.escape = escape;
    this.comment = comment;
    this.keepBlankLines = keepBlankLines;
  }

  /** With the delimiter {@code c}: any ASCII byte but a line break, the quote and a number's. */
  RecordFormat delimiter(char c) {
    byteOfFormat(c, "delimiter");
    if (c == quote) {
      throw new IllegalArgumentException("the delimiter cannot be the quote: " + shown(c));
    }
    return new RecordFormat(c, quote, escape, comment, keepBlankLines);
  }

  /**
   * With the quote {@code c}, checked as the delimiter and not the delimiter; or with {@link #NONE}
   * quoting off. An escape that was the quote follows it.
   */
  RecordFormat quote(int c) {
    if (c != NONE) {
      byteOfFormat((char) c, "quote");
      if (c == delimiter) {
        throw new IllegalArgumentException("the quote cannot be the delimiter: " + shown((char) c));
      }
    }
    return new RecordFormat(delimiter, c, escape == quote ? c : escape, comment, keepBlankLines);
  }

  /** With the escape {@code c}: any ASCII byte but a line break. */
  RecordFormat escape(char c) {
    asciiNotBreak(c, "escape");
    return new RecordFormat(delimiter, quote, c, comment, keepBlankLines);
  }

  /** With the comment byte {@code c}: any ASCII byte but a line break. */
  RecordFormat comment(char c) {
    asciiNotBreak(c, "comment");
    return new RecordFormat(delimiter, quote, escape, c, keepBlankLines);
  }

  /** Where {@code keep}, with blank lines read as records of one missing field. */
  RecordFormat keepBlankLines(boolean keep) {
    return new RecordFormat(delimiter, quote, escape, comment, keep);
  }

  private static void asciiNotBreak(char c, String what) {
    if (c >= 0x80 || c == '\n' || c == '\r') {
      throw new IllegalArgumentException(
          "the " + what + " must be ASCII, not a line break: " + shown(c));
    }
  }

  private static void byteOfFormat(char c, String what) {
    if (c >= 0x80 || c == '\n' || c == '\r' || (c >= '0' && c <= '9') || "+-.eE".indexOf(c) >= 0) {
      throw new IllegalArgumentException(
          "the "
              + what
              + " must be ASCII, not a line break and not part of a number (0-9 + - . e E): "
              + shown(c));
    }
  }

  private static String shown(char c) {
    byte[] b = String.valueOf(c).getBytes(StandardCharsets.UTF_8);
    return ReaderErrors.shown(b, 0, b.length, false);
  }
}
