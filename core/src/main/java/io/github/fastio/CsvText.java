package io.github.fastio;

import java.nio.charset.StandardCharsets;

/**
 * The general path of {@link CsvWriter}'s text fields, for what its ASCII fast path leaves, over
 * the chars copied a chunk at a time into the writer's scratch array ({@link #copy}): whether a
 * field needs quotes ({@link #quotedForItsEnds}, {@link #scan}, which also refuses a lone surrogate
 * before a byte of the field is written), and its UTF-8 with every quote doubled ({@link #encode}).
 * For example, with the default settings, {@code scan} finds that {@code a,b} needs quotes and
 * {@code encode} writes {@code say "hi"} as {@code say ""hi""} (the writer adds the outer quotes).
 */
final class CsvText {
  private CsvText() {}

  /** {@code special[c]} for an ASCII char that needs quotes: the delimiter, CR and LF. */
  static final byte QUOTES = 1;

  /** {@code special[c]} for the quote, which is doubled inside quotes: {@code QUOTES} too. */
  static final byte DOUBLED = 3;

  /** The byte-order mark: a reader passes it at the start of a file, so it is kept in quotes. */
  private static final char BOM = '\uFEFF';

  /**
   * The table of {@link CsvWriter#field(String)}'s fast path: {@code special[c]} for each ASCII
   * char, 0 where the char is plain.
   */
  static byte[] specials(char delimiter, char quote) {
    byte[] special = new byte[128];
    special['\n'] = QUOTES;
    special['\r'] = QUOTES;
    special[delimiter] = QUOTES;
    special[quote] = DOUBLED;
    return special;
  }

  /**
   * Whether {@code s} is written in quotes for its ends alone (the middle is {@link #scan}'s): with
   * {@code all}, when it is empty, begins or ends with a space or begins with a byte-order mark.
   */
  static boolean quotedForItsEnds(CharSequence s, boolean all) {
    int n = s.length();
    return all || n == 0 || s.charAt(0) == ' ' || s.charAt(0) == BOM || s.charAt(n - 1) == ' ';
  }

  /**
   * Copies the chars of {@code s} from {@code from} into {@code chunk}, as many as it holds but
   * never a pair's high half without its low half; returns how many.
   */
  static int copy(CharSequence s, int from, char[] chunk) {
    int n = Math.min(s.length() - from, chunk.length);
    if (from + n < s.length() && n > 1 && Character.isHighSurrogate(s.charAt(from + n - 1))) {
      n--;
    }
    if (s instanceof String) {
      ((String) s).getChars(from, from + n, chunk, 0);
    } else if (s instanceof StringBuilder) {
      ((StringBuilder) s).getChars(from, from + n, chunk, 0);
    } else {
      for (int i = 0; i < n; i++) {
        chunk[i] = s.charAt(from + i);
      }
    }
    return n;
  }

  /**
   * Whether {@code chunk[0, n)} holds a char that {@code special} marks (one that needs quotes): 1
   * if it does, 0 if not; or {@code -1 - i} where {@code chunk[i]} is a surrogate that is not half
   * of a pair, which UTF-8 cannot encode ({@link #copy} never ends a chunk inside a pair).
   */
  static int scan(char[] chunk, int n, byte[] special) {
    int quoted = 0;
    for (int i = 0; i < n; i++) {
      char c = chunk[i];
      if (c < 0x80) {
        quoted |= special[c];
      } else if (Character.isSurrogate(c)) {
        if (Character.isHighSurrogate(c) && i + 1 < n && Character.isLowSurrogate(chunk[i + 1])) {
          i++;
        } else {
          return -1 - i;
        }
      }
    }
    return quoted == 0 ? 0 : 1;
  }

  /** {@code s} in quotes for a message, with invisible chars escaped: {@code "\\n"}. */
  static String shown(String s) {
    byte[] b = s.getBytes(StandardCharsets.UTF_8);
    return ReaderErrors.shown(b, 0, b.length, false);
  }

  /**
   * Writes {@code chunk[0, n)}, whose surrogates {@link #scan} found paired, as UTF-8 with each
   * {@code quote} doubled, a part at a time: each char takes at most 3 bytes (a pair 4 for its
   * two), so a part of a third of the room never needs a test inside.
   */
  static void encode(ByteOutput w, char[] chunk, int n, char quote) {
    int i = 0;
    while (i < n) {
      if (w.limit - w.pos < 4) {
        w.makeRoom(4);
      }
      byte[] b = w.buf;
      int p = w.pos;
      // One byte spare: a pair whose high half ends the part takes 4 bytes for a budget of 3.
      int stop = i + Math.min(n - i, (w.limit - p - 1) / 3);
      for (; i < stop; i++) {
        char c = chunk[i];
        if (c < 0x80) {
          b[p++] = (byte) c;
          if (c == quote) {
            b[p++] = (byte) c;
          }
        } else if (c < 0x800) {
          b[p] = (byte) (0xC0 | (c >> 6));
          b[p + 1] = (byte) (0x80 | (c & 0x3F));
          p += 2;
        } else if (!Character.isSurrogate(c)) {
          b[p] = (byte) (0xE0 | (c >> 12));
          b[p + 1] = (byte) (0x80 | ((c >> 6) & 0x3F));
          b[p + 2] = (byte) (0x80 | (c & 0x3F));
          p += 3;
        } else {
          int cp = Character.toCodePoint(c, chunk[++i]);
          b[p] = (byte) (0xF0 | (cp >> 18));
          b[p + 1] = (byte) (0x80 | ((cp >> 12) & 0x3F));
          b[p + 2] = (byte) (0x80 | ((cp >> 6) & 0x3F));
          b[p + 3] = (byte) (0x80 | (cp & 0x3F));
          p += 4;
        }
      }
      w.pos = p;
    }
  }
}
