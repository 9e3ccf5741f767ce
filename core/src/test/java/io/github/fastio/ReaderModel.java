package io.github.fastio;

import java.nio.charset.StandardCharsets;
import java.util.InputMismatchException;
import java.util.NoSuchElementException;

/**
 * The reader's contract written the plain way, over the whole input at once, from the JDK's own
 * pieces: tokens are runs of bytes above 0x20 that are not chosen separators; numbers are {@link
 * Long#parseLong}, {@link Integer#parseInt} (ASCII digits only) and {@link Double#parseDouble} of
 * the token; lines end at {@code \n}, {@code \r\n} or a lone {@code \r}, as with {@link
 * java.util.Scanner}; text is {@code new String(bytes, UTF_8)}. Each method returns what {@link
 * FastReader}'s namesake must return, or throws the exception it must throw, with the same message.
 *
 * <p>{@link #needed} is how many bytes of the input the calls so far must have seen: a reader fed a
 * byte a read must not have asked for more, or it would wait on a judge that has said all.
 */
final class ReaderModel {
  private static final int SHOWN_BYTES = 164;

  private final byte[] d;
  private final int len;
  private final int cap;

  /** The separators chosen beside 0x00-0x20, as {@link FastReader#separators(String)} has them. */
  private final String chosen;

  private int pos;

  /** After nextChar returned the high half of the 4-byte character at pos: its low half. */
  private char low;

  int needed;

  ReaderModel(byte[] input, int maxLength) {
    this(input, maxLength, "");
  }

  ReaderModel(byte[] input, int maxLength, String separators) {
    this.d = input;
    this.len = input.length;
    this.cap = maxLength;
    this.chosen = separators;
  }

  private boolean isSep(int i) {
    return (d[i] & 0xFF) <= ' ' || (d[i] > 0 && chosen.indexOf(d[i]) >= 0);
  }

  private int skipSeps(int i) {
    while (i < len && isSep(i)) {
      i++;
    }
    need(i + 1);
    return i;
  }

  private int tokenEnd(int i) {
    while (i < len && !isSep(i)) {
      i++;
    }
    return i;
  }

  private void need(long n) {
    needed = (int) Math.max(needed, Math.min(n, len));
  }

  private String where(int i) {
    long line = 1;
    int start = 0;
    for (int j = 0; j < i; j++) {
      if (d[j] == '\r') {
        line++;
        start = j + 1;
      } else if (d[j] == '\n') {
        if (j == 0 || d[j - 1] != '\r') {
          line++;
        }
        start = j + 1;
      }
    }
    return " at line " + line + ", column " + (i - start + 1);
  }

  private NoSuchElementException end(String expected) {
    pos = len;
    need(len);
    return new NoSuchElementException("expected " + expected + " but input ended" + where(len));
  }

  private InputMismatchException mismatch(String expected, int s) {
    int e = tokenEnd(s);
    int shownEnd = Math.min(e, s + SHOWN_BYTES);
    need(Math.min(e + 1, s + SHOWN_BYTES));
    return new InputMismatchException(
        "expected "
            + expected
            + " but found "
            + ReaderErrors.shown(d, s, shownEnd, shownEnd < e)
            + where(s));
  }

  private InputMismatchException tooLong(String expected, String what, int s, int end) {
    need(s + cap + 1);
    int shownEnd = Math.min(end, s + Math.min(SHOWN_BYTES, cap + 1));
    return new InputMismatchException(
        "expected "
            + expected
            + " but found a "
            + what
            + " of more than "
            + cap
            + " bytes, the reader's maxLength: "
            + ReaderErrors.shown(d, s, shownEnd, true)
            + where(s));
  }

  private String text(int from, int to) {
    String s = new String(d, from, to - from, StandardCharsets.UTF_8);
    if (low != 0) {
      low = 0;
      s = s.substring(1);
    }
    return s;
  }

  /** Where the token of a token method starts, after its separators; -1 at the end. */
  private int tokenStart() {
    int s = low != 0 ? pos : skipSeps(pos);
    pos = s;
    return s < len ? s : -1;
  }

  String next() {
    int s = tokenStart();
    if (s < 0) {
      throw end("a token");
    }
    int e = tokenEnd(s);
    if (e - s > cap) {
      throw tooLong("a token", "token", s, e);
    }
    need(e + 1);
    String t = text(s, e);
    pos = e;
    return t;
  }

  /**
   * The end of the integer-shaped prefix of the token at s: where a byte rules it out or it ends; a
   * 20th digit after the leading zeros rules out a long, where the token is not past the cap yet.
   */
  private int integerStop(int s) {
    int i = s;
    int significant = 0;
    while (i < len && ((d[i] >= '0' && d[i] <= '9') || (i == s && (d[i] == '-' || d[i] == '+')))) {
      if (d[i] >= '0' && (significant > 0 || d[i] != '0') && ++significant > 19 && i - s < cap) {
        return i;
      }
      i++;
    }
    return i;
  }

  long nextInteger(boolean isInt) {
    String expected = isInt ? "an int" : "a long";
    int s = tokenStart();
    if (s < 0) {
      throw end(expected);
    }
    int stop = integerStop(s);
    if (stop - s > cap) {
      throw tooLong(expected, "token", s, tokenEnd(s));
    }
    need(stop + 1);
    Long v = integerValue(s, stop, isInt);
    if (v == null) {
      throw mismatch(expected, s);
    }
    pos = stop;
    return v;
  }

  private Long integerValue(int s, int stop, boolean isInt) {
    if (stop < len && !isSep(stop)) {
      return null;
    }
    String t = new String(d, s, stop - s, StandardCharsets.ISO_8859_1);
    try {
      return isInt ? Integer.parseInt(t) : Long.parseLong(t);
    } catch (NumberFormatException e) {
      return null;
    }
  }

  double nextDouble() {
    int s = tokenStart();
    if (s < 0) {
      throw end("a double");
    }
    int e = tokenEnd(s);
    if (e - s > cap) {
      throw tooLong("a double", "token", s, e);
    }
    need(e + 1);
    Double v = doubleValue(s, e);
    if (v == null) {
      throw mismatch("a double", s);
    }
    pos = e;
    return v;
  }

  private Double doubleValue(int s, int e) {
    try {
      return Double.parseDouble(new String(d, s, e - s, StandardCharsets.UTF_8));
    } catch (NumberFormatException ex) {
      return null;
    }
  }

  char nextChar() {
    if (low != 0) {
      char c = low;
      low = 0;
      pos += 4;
      return c;
    }
    int s = tokenStart();
    if (s < 0) {
      throw end("a char");
    }
    int e = tokenEnd(s);
    // The bytes of the first character: the shortest start of the token that decodes to it alone
    // and leaves the rest to decode as in the whole (a malformed sequence is one U+FFFD).
    String whole = new String(d, s, e - s, StandardCharsets.UTF_8);
    String first = whole.substring(0, Character.charCount(whole.codePointAt(0)));
    int used = 1;
    while (!(new String(d, s, used, StandardCharsets.UTF_8).equals(first)
        && (first + new String(d, s + used, e - s - used, StandardCharsets.UTF_8)).equals(whole))) {
      used++;
    }
    if (first.length() == 2) {
      need(s + 4);
      low = first.charAt(1);
      return first.charAt(0);
    }
    // The reader looks at one byte past a malformed sequence's prefix to see that it ends there.
    need(s + used + (used < 4 && (d[s] & 0xFF) >= 0xC2 && first.charAt(0) == '\uFFFD' ? 1 : 0));
    pos = s + used;
    return first.charAt(0);
  }

  String nextLine() {
    if (pos >= len) {
      throw end("a line");
    }
    int p = pos;
    while (p < len && d[p] != '\n' && d[p] != '\r') {
      p++;
    }
    if (p - pos > cap) {
      throw tooLong("a line", "line", pos, p);
    }
    need(p + 1);
    String line = text(pos, p);
    if (p < len) {
      p += d[p] == '\r' && p + 1 < len && d[p + 1] == '\n' ? 2 : 1;
    }
    pos = p;
    return line;
  }

  boolean hasNext() {
    if (low != 0) {
      return true;
    }
    return peek() < len;
  }

  /** The next token's start (len at the end); consumes a run of separators past the cap. */
  private int peek() {
    int s = skipSeps(pos);
    if (s - pos > cap) {
      pos = s;
    }
    return s;
  }

  boolean hasNextLine() {
    if (pos < len) {
      need(pos + 1);
      return true;
    }
    need(len);
    return false;
  }

  boolean hasNextInteger(boolean isInt) {
    int s = low != 0 ? pos : peek();
    if (s == len) {
      return false;
    }
    int stop = integerStop(s);
    need(stop + 1);
    if (stop - pos > cap) {
      pos = s;
    }
    if (stop - s > cap) {
      need(s + cap + 1);
      return false;
    }
    return integerValue(s, stop, isInt) != null;
  }

  boolean hasNextDouble() {
    int s = low != 0 ? pos : peek();
    if (s == len) {
      return false;
    }
    int e = tokenEnd(s);
    need(e + 1);
    if (e - pos > cap) {
      pos = s;
    }
    if (e - s > cap) {
      need(s + cap + 1);
      return false;
    }
    return doubleValue(s, e) != null;
  }
}
