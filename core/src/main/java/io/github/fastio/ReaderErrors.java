package io.github.fastio;

import java.nio.charset.StandardCharsets;
import java.util.InputMismatchException;
import java.util.NoSuchElementException;

/**
 * The reader's exceptions and how they show a token. Apart from {@link FastReader} so that loading
 * and verifying the reader, which every program pays for before its first number, takes in none of
 * this code nor the exception classes: their factories return {@code RuntimeException}, so the
 * reader's bytecode names neither type (each is still what the javadoc says it is).
 */
final class ReaderErrors {
  private ReaderErrors() {}

  /** How many characters of a token a message shows. */
  static final int SHOWN_CHARS = 40;

  /** An {@link InputMismatchException} with {@code message}; see {@link Mismatch}. */
  static RuntimeException mismatch(String message) {
    return new Mismatch(message);
  }

  /**
   * The readers' {@link InputMismatchException}: a subclass without public constructors, which the
   * fork-join framework passes on as it is when a reader on another thread throws it (a parallel
   * stream's terminal operation, a {@code parallelStream()} of {@code split}'s parts). It would
   * otherwise make a new exception of the same class with no message (its no-argument constructor),
   * the real one only its cause. It shows as its public type.
   */
  static final class Mismatch extends InputMismatchException {
    private static final long serialVersionUID = 1L;

    Mismatch(String message) {
      super(message);
    }

    @Override
    public String toString() {
      return InputMismatchException.class.getName() + ": " + getMessage();
    }
  }

  /** A {@link NoSuchElementException} with {@code message}. */
  static RuntimeException endOfInput(String message) {
    return new NoSuchElementException(message);
  }

  /**
   * The bytes {@code b[from, to)} as a quoted string for a message: at most 40 characters, then
   * {@code ...} if there is more (or {@code cut}). Characters one cannot see or tell apart are
   * escaped as in Java source, such as <code>&#92;uFEFF</code> for a byte-order mark, <code>
   * &#92;u00A0</code> for a no-break space, <code>&#92;t</code>, <code>&#92;&#92;</code> and <code>
   * &#92;"</code>; a byte that is not part of well-formed UTF-8 shows as <code>&#92;xFF
   * </code>.
   */
  static String shown(byte[] b, int from, int to, boolean cut) {
    StringBuilder sb = new StringBuilder("\"");
    int shownChars = 0;
    int i = from;
    while (i < to) {
      if (shownChars == SHOWN_CHARS) {
        cut = true;
        break;
      }
      int n = utf8Length(b, i, to);
      if (n < 0 && cut) {
        break; // a character the shown bytes end inside of: the "..." stands for it
      }
      if (n <= 0) {
        sb.append(String.format("\\x%02X", b[i] & 0xFF));
        i++;
      } else {
        int cp = new String(b, i, n, StandardCharsets.UTF_8).codePointAt(0);
        appendShown(sb, cp);
        i += n;
      }
      shownChars++;
    }
    return sb.append(cut ? "...\"" : "\"").toString();
  }

  /**
   * The length of the well-formed UTF-8 sequence at {@code b[i]} that ends by {@code to}, 0 if
   * there is none there, or -1 if {@code to} cuts a sequence that is well-formed so far.
   */
  private static int utf8Length(byte[] b, int i, int to) {
    int lead = b[i] & 0xFF;
    if (lead < 0x80) {
      return 1;
    }
    int n = Utf8.length(lead);
    if (n == 0) {
      return 0;
    }
    int lo = Utf8.lowestSecond(lead);
    int hi = Utf8.highestSecond(lead, false);
    for (int k = 1; k < n; k++) {
      if (i + k == to) {
        return -1;
      }
      int c = b[i + k] & 0xFF;
      if (c < lo || c > hi) {
        return 0;
      }
      lo = 0x80;
      hi = 0xBF;
    }
    return n;
  }

  /**
   * The character types that do not show as themselves, a bit each: controls, formats (a byte-order
   * mark, a zero-width space), separators other than the space, private-use, surrogates,
   * unassigned. Written as its value so that a bundle pastes 8 characters rather than eight
   * constants' names; {@code ReaderErrorsTest} checks it against them.
   */
  static final int INVISIBLE = 0xDF001;

  private static void appendShown(StringBuilder sb, int cp) {
    int escape = "\"\\\t\n\r".indexOf(cp);
    if (escape >= 0) {
      sb.append('\\').append("\"\\tnr".charAt(escape));
    } else if (cp == ' ' || ((INVISIBLE >> Character.getType(cp)) & 1) == 0) {
      sb.appendCodePoint(cp);
    } else {
      for (char c : Character.toChars(cp)) {
        sb.append(String.format("\\u%04X", (int) c));
      }
    }
  }
}
