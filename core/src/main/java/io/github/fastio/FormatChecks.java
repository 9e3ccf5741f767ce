package io.github.fastio;

import java.nio.charset.StandardCharsets;

/**
 * The record format's settings, checked and set on a reader before its first read: each refusal
 * names the setting and shows the byte refused. For example {@code delimiter(in, '.')} throws
 * {@code the delimiter must be ASCII, not a line break and not part of a number (0-9 + - . e E):
 * "."}.
 */
final class FormatChecks {
  private FormatChecks() {}

  /** The delimiter: any ASCII byte but a line break, the quote and what a number may hold. */
  static void delimiter(RecordInput in, char c) {
    byteOfFormat(in, c, "delimiter");
    if (c == in.quote) {
      throw new IllegalArgumentException("the delimiter cannot be the quote: " + shown(c));
    }
    in.separator[in.delimiter] = false;
    in.separator[c] = true;
    in.delimiter = c;
  }

  /**
   * The quote, as the delimiter but not the delimiter; or with {@link RecordInput#NONE} quoting
   * off. An escape that was the quote follows it.
   */
  static void quote(RecordInput in, int c) {
    if (c == RecordInput.NONE) {
      in.checkNotStarted("noQuote()");
    } else {
      byteOfFormat(in, (char) c, "quote");
      if (c == in.delimiter) {
        throw new IllegalArgumentException("the quote cannot be the delimiter: " + shown((char) c));
      }
    }
    if (in.escape == in.quote) {
      in.escape = c;
    }
    in.quote = c;
  }

  static void escape(RecordInput in, char c) {
    asciiNotBreak(in, c, "escape");
    in.escape = c;
  }

  static void comment(RecordInput in, char c) {
    asciiNotBreak(in, c, "comment");
    in.comment = c;
  }

  private static void asciiNotBreak(RecordInput in, char c, String what) {
    if (c >= 0x80 || c == '\n' || c == '\r') {
      throw new IllegalArgumentException(
          "the " + what + " must be ASCII, not a line break: " + shown(c));
    }
    in.checkNotStarted(what + "(c)");
  }

  private static void byteOfFormat(RecordInput in, char c, String what) {
    if (c >= 0x80 || c == '\n' || c == '\r' || (c >= '0' && c <= '9') || "+-.eE".indexOf(c) >= 0) {
      throw new IllegalArgumentException(
          "the "
              + what
              + " must be ASCII, not a line break and not part of a number (0-9 + - . e E): "
              + shown(c));
    }
    in.checkNotStarted(what + "(c)");
  }

  private static String shown(char c) {
    byte[] b = String.valueOf(c).getBytes(StandardCharsets.UTF_8);
    return ReaderErrors.shown(b, 0, b.length, false);
  }
}
