package io.github.fastio;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * The token reader behind {@link FastReader}: tokens, numbers and lines over a {@link ByteInput},
 * whose fast paths take the usual number and this class the rest (the separators before a token and
 * the checked parse after them, the look-ahead, the text, the messages). The file streams ({@link
 * NumberSpliterator}) read their parts with one each, without the public front.
 */
final class TokenInput implements SlowPath {
  /** What a scan returns for a token longer than the cap ({@link ByteInput#maxLength}). */
  static final int TOO_LONG = -2;

  /** The buffer, the cursor and the fast paths. */
  final ByteInput in;

  /**
   * The low surrogate still owed by {@code nextChar()} after it returned the high one of the
   * four-byte character at {@code pos}, or 0.
   */
  private char pendingLow;

  /** Where a scan found the token it returns the end of: a refill may have moved it. */
  private int tokenStart;

  /**
   * Whether a look-ahead is consuming the separators before the next token, there being more of
   * them than the cap ({@link #pastMax}), and a failed read stopped it: the call made again goes on
   * consuming, as it would have without the failure, rather than keep what is left.
   */
  private boolean consuming;

  /**
   * Reads {@code stream}, asking it for at most {@code bufferSize} bytes at a time: tokens are
   * separated by the bytes 0x00-0x20 until {@link #separators} adds others.
   *
   * @throws IllegalArgumentException if {@code bufferSize < 1} or above {@code Integer.MAX_VALUE -
   *     32}
   */
  TokenInput(InputStream stream, int bufferSize) {
    this(new ByteInput(stream, bufferSize));
  }

  /**
   * Reads tokens with the engine {@code in} (a {@link FastReader} is its own), which it sets up:
   * the separators, the step, the slow path.
   */
  TokenInput(ByteInput in) {
    this.in = in;
    in.slow = this;
    Arrays.fill(in.separator, 0, ' ' + 1, true);
    in.step = ' ';
  }

  /**
   * A reader of the bytes {@code [from, to)} of the regular file at {@code path}, whose messages
   * name the file and its byte offsets, and number lines as the file does if {@code first} (the
   * part starts the file, or the lines before it will be counted); its buffer holds at most {@code
   * buffer} bytes.
   */
  static TokenInput part(Path path, long from, long to, boolean first, int buffer) {
    TokenInput t = new TokenInput(partStream(path, from, to), partBuffer(from, to, buffer));
    t.in.origin = new Origin(path.toString(), from, first);
    t.in.loadThroughView();
    return t;
  }

  /** The stream of the bytes {@code [from, to)} of the file at {@code path}. */
  static InputStream partStream(Path path, long from, long to) {
    return from == to ? ArraySource.of(new byte[0]) : new FilePart(path, from, to);
  }

  /** The buffer of a part's reader: at most {@code buffer}, and no more than the part needs. */
  static int partBuffer(long from, long to, int buffer) {
    return (int) Math.min(buffer, to - from + 1);
  }

  /** The reader of the whole file at {@code path}, opened now; see {@link Origin#open}. */
  static TokenInput open(Path path) {
    TokenInput t = new TokenInput(Origin.open(path), ByteInput.DEFAULT_BUFFER_SIZE);
    t.in.origin = new Origin(path.toString(), 0, true);
    t.in.loadThroughView();
    return t;
  }

  /**
   * Makes the ASCII characters of {@code chars} separate tokens too, beside the bytes 0x00-0x20,
   * replacing those chosen before; the first of them is the one the fast paths step over.
   *
   * @throws IllegalArgumentException if a character is not ASCII, or can be part of a number
   */
  void separators(String chars) {
    for (int i = 0; i < chars.length(); i++) {
      char c = chars.charAt(i);
      if (c >= 0x80 || (c >= '0' && c <= '9') || "+-.eE".indexOf(c) >= 0) {
        byte[] b = chars.getBytes(StandardCharsets.UTF_8);
        throw new IllegalArgumentException(
            "separators must be ASCII characters that cannot be part of a number (not a digit,"
                + " '+', '-', '.', 'e' or 'E'): "
                + ReaderErrors.shown(b, 0, b.length, false));
      }
    }
    Arrays.fill(in.separator, ' ' + 1, in.separator.length, false);
    for (int i = 0; i < chars.length(); i++) {
      in.separator[chars.charAt(i)] = true;
    }
    in.step = chars.isEmpty() ? ' ' : chars.charAt(0);
  }

  // ---------------------------------------------------------------- numbers

  /** {@link FastReader#nextInt()}: the fast path, which hands what it does not take to intMiss. */
  int nextInt() {
    return in.intAt();
  }

  /** {@link FastReader#nextLong()}. */
  long nextLong() {
    return in.longAt();
  }

  /** {@link FastReader#nextDouble()}. */
  double nextDouble() {
    return in.doubleAt();
  }

  /**
   * Reads longs into {@code a} (at least one element long) as calls of {@link #nextLong()} would,
   * and returns how many, at least 1: see {@link ByteInput#readLongs}.
   */
  int readLongs(long[] a) {
    return in.readLongs(a);
  }

  @Override
  public int intMiss() {
    uncount();
    return intSlow();
  }

  @Override
  public long longMiss() {
    uncount();
    return longSlow();
  }

  @Override
  public double doubleMiss() {
    uncount();
    return doubleSlow();
  }

  /**
   * Takes back a line break that a fast path counted before it handed its token to the slow path,
   * which starts again at {@code pos}, before it (the count set {@code lineStart} past {@code
   * pos}): so a refill that brings the rest of a token leads back into the fast path, which the JIT
   * then compiles in rather than trapping on it later.
   */
  private void uncount() {
    if (in.lineStart > in.pos) {
      in.line--;
    }
  }

  /**
   * The number methods' slow paths start at {@code pos}, where the fast path left it: they skip the
   * separators, retry the fast path if there were more than it takes (a tab, spaces, a refill: one
   * detour, not the checked parser), else parse the token checked.
   */
  private double doubleSlow() {
    int p = in.pos;
    if (skipSeparators() < 0) {
      throw in.endOfInput("a double");
    }
    if (in.pos != p) {
      return nextDouble();
    }
    int end = tokenEndWithin(p);
    if (end == TOO_LONG) {
      throw tooLong("a double", "token");
    }
    double v;
    try {
      v = DoubleParser.parseDouble(in.buf, in.pos, end);
    } catch (NumberFormatException e) {
      throw mismatch("a double");
    }
    in.pos = end;
    return v;
  }

  private int intSlow() {
    int p = in.pos;
    if (skipSeparators() < 0) {
      throw in.endOfInput("an int");
    }
    return in.pos != p
        ? nextInt()
        : (int) checkedInteger(Integer.MIN_VALUE, Integer.MAX_VALUE, "an int");
  }

  private long longSlow() {
    int p = in.pos;
    if (skipSeparators() < 0) {
      throw in.endOfInput("a long");
    }
    return in.pos != p ? nextLong() : checkedInteger(Long.MIN_VALUE, Long.MAX_VALUE, "a long");
  }

  /**
   * The checked path of {@link #nextInt} and {@link #nextLong}: reads until the token at {@code
   * pos} is whole and parses it within {@code [min, max]}.
   */
  private long checkedInteger(long min, long max, String expected) {
    int end = integerTokenEnd(in.pos);
    if (end == TOO_LONG) {
      throw tooLong(expected, "token");
    }
    try {
      if (end < 0) {
        throw new NumberFormatException();
      }
      long v = Digits.parse(in.buf, in.pos, end, min, max);
      in.pos = end;
      return v;
    } catch (NumberFormatException e) {
      throw mismatch(expected);
    }
  }

  /** {@link FastReader#hasNextInt()}. */
  boolean hasNextInt() {
    return hasNextInteger(Integer.MIN_VALUE, Integer.MAX_VALUE);
  }

  /** {@link FastReader#hasNextLong()}. */
  boolean hasNextLong() {
    return hasNextInteger(Long.MIN_VALUE, Long.MAX_VALUE);
  }

  /** {@link FastReader#hasNextDouble()}. */
  boolean hasNextDouble() {
    int from = peekToken();
    if (from < 0) {
      return false;
    }
    int end = tokenEndWithin(from);
    if (end < 0 || !mayStartDouble(in.buf[tokenStart])) {
      return false;
    }
    try {
      DoubleParser.parseDouble(in.buf, tokenStart, end);
      return true;
    } catch (NumberFormatException e) {
      return false;
    }
  }

  /**
   * Whether a token starting with {@code c} may be a double: Double.parseDouble's grammar starts
   * with a sign, a digit, a '.', {@code NaN} or {@code Infinity}. A word is ruled out here without
   * the parser's exception, which costs more than reading the word: reading {@code Abu Dhabi;21.5}
   * asks hasNextDouble of every word of a name.
   */
  private static boolean mayStartDouble(byte c) {
    return (c >= '0' && c <= '9') || c == '-' || c == '+' || c == '.' || c == 'N' || c == 'I';
  }

  private boolean hasNextInteger(long min, long max) {
    int from = peekToken();
    if (from < 0) {
      return false;
    }
    int end = integerTokenEnd(from);
    if (end < 0) {
      return false;
    }
    try {
      Digits.parse(in.buf, tokenStart, end, min, max);
      return true;
    } catch (NumberFormatException e) {
      return false;
    }
  }

  // ---------------------------------------------------------------- text and lines

  /** {@link FastReader#next()}. */
  String next() {
    int p = skipSeparators();
    if (p < 0) {
      throw in.endOfInput("a token");
    }
    int end = tokenEndWithin(p);
    if (end == TOO_LONG) {
      throw tooLong("a token", "token");
    }
    return dropPendingHigh(in.takeText(end));
  }

  /** {@link FastReader#nextChar()}. */
  char nextChar() {
    if (pendingLow != 0) {
      char low = pendingLow;
      pendingLow = 0;
      in.pos += 4;
      return low;
    }
    int p = skipSeparators();
    if (p < 0) {
      throw in.endOfInput("a char");
    }
    int c = in.buf[p];
    if (c >= 0) {
      in.pos = p + 1;
      return (char) c;
    }
    return nextCharNonAscii();
  }

  /** {@link FastReader#nextLine()}. */
  String nextLine() {
    if (!atLineStart()) {
      throw in.endOfInput("a line");
    }
    int p = in.pos;
    int c;
    for (; ; ) {
      c = in.buf[p];
      if (c > '\r' || c < 0) {
        p++;
      } else if (c == '\n' || c == '\r') {
        break; // never the sentinel: buf[lim] is 0
      } else if (p < in.lim) {
        p++;
      } else {
        // Checked before each refill and at the end alike, so that the answer does not depend on
        // how the stream cut the input.
        if (p - in.pos > in.maxLength) {
          throw tooLong("a line", "line");
        }
        p -= in.refill();
        if (in.eof) {
          return dropPendingHigh(in.takeText(in.lim));
        }
      }
    }
    if (p - in.pos > in.maxLength) {
      throw tooLong("a line", "line");
    }
    String s = dropPendingHigh(in.takeText(p));
    in.pos = p + 1;
    in.line++;
    if (c == '\r' && in.buf[in.pos] == '\n') {
      in.pos++;
    }
    // A '\n' still to come after this '\r' is skipped by the next call, so no read blocks here.
    in.lineStart = in.pos;
    return s;
  }

  /** {@link FastReader#hasNext()}. */
  boolean hasNext() {
    // Without peekToken's loop: a token at pos, or after one space or '\n' (as in nextInt, not the
    // rest of a counted \r\n: nextLine leaves that only at lim, and a refill consumes it).
    byte[] b = in.buf;
    int p = in.pos;
    int c = b[p];
    boolean[] sep = in.separator;
    if (p + 1 < in.lim
        && !consuming
        && (!sep[c & 0xFF] || ((c == ' ' || c == '\n') && !sep[b[p + 1] & 0xFF]))) {
      return true;
    }
    return pendingLow != 0 || peekToken() >= 0;
  }

  /** {@link FastReader#hasNextLine()}. */
  boolean hasNextLine() {
    return atLineStart();
  }

  /**
   * Returns the index of the next token's first byte without consuming anything, or -1 at the end
   * of the input; reads as needed.
   */
  private int peekToken() {
    if (consuming) {
      return skipSeparators();
    }
    boolean[] sep = in.separator;
    int p = in.pos;
    for (; ; ) {
      int c = in.buf[p];
      if (!sep[c & 0xFF]) {
        // More separators than the cap are consumed rather than kept, at a refill or here alike.
        return p - in.pos > in.maxLength ? consumeSeparators() : p;
      }
      if (p < in.lim) {
        if (p == in.pos && c == '\n' && in.crBefore(p)) {
          // The rest of a \r\n that nextLine ended at its '\r': consuming it changes nothing a
          // caller sees, and the fast paths count every '\n' they step over at pos.
          in.pos = ++p;
          in.lineStart = p;
          continue;
        }
        p++;
        continue;
      }
      if (p - in.pos > in.maxLength) {
        return consumeSeparators();
      }
      p -= in.refill();
      if (in.eof) {
        return -1;
      }
    }
  }

  /**
   * Whether a line starts at {@code pos}, after skipping the {@code '\n'} of a {@code \r\n} whose
   * {@code '\r'} ended the previous line at the end of a read.
   */
  private boolean atLineStart() {
    if (in.pos >= in.lim && !in.more()) {
      return false;
    }
    if (in.buf[in.pos] == '\n' && in.crBefore(in.pos)) {
      in.pos++;
      in.lineStart = in.pos;
      return in.pos < in.lim || in.more();
    }
    return true;
  }

  /**
   * Decodes the character at {@code pos} as the JDK's UTF-8 decoder does: a malformed sequence
   * becomes one U+FFFD per longest well-formed prefix. Reads a continuation byte only while the
   * sequence still needs one, so an interactive reader never waits for a byte it cannot use.
   */
  private char nextCharNonAscii() {
    int lead = in.buf[in.pos] & 0xFF;
    int n = Utf8.length(lead);
    if (n == 0) {
      in.pos++;
      return '\uFFFD';
    }
    int lo = Utf8.lowestSecond(lead);
    int hi = Utf8.highestSecond(lead, true);
    int cp = lead & (0xFF >> (n + 1));
    for (int i = 1; i < n; i++) {
      int end = tokenEnd(in.pos, i + 1);
      int c = in.pos + i < end ? in.buf[in.pos + i] & 0xFF : 0;
      if (c < lo || c > hi) {
        in.pos += i;
        return '\uFFFD';
      }
      lo = 0x80;
      hi = 0xBF;
      cp = (cp << 6) | (c & 0x3F);
    }
    if (cp >= Character.MIN_SURROGATE && cp <= Character.MAX_SURROGATE) {
      // The JDK checks for surrogates only once all three bytes are in, and replaces them whole.
      in.pos += n;
      return '\uFFFD';
    }
    if (cp >= Character.MIN_SUPPLEMENTARY_CODE_POINT) {
      pendingLow = Character.lowSurrogate(cp);
      return Character.highSurrogate(cp);
    }
    in.pos += n;
    return (char) cp;
  }

  /** Drops the high surrogate {@link #nextChar()} already returned from a text starting there. */
  private String dropPendingHigh(String s) {
    if (pendingLow == 0) {
      return s;
    }
    pendingLow = 0;
    return s.substring(1);
  }

  // ---------------------------------------------------------------- the scans

  // A token is a run of bytes that are not in the separator table: the token reader's tokens, the
  // record reader's unquoted fields. A scan that keeps bytes from pos checks the cap (maxLength)
  // before each refill and where it stops, with the same test, so that whether a token is too
  // long depends on the bytes only, never on how the stream cut them.

  /**
   * Consumes separators, counting line breaks; returns the index of the next token's first byte
   * (also left in {@code pos}), or -1 at the end of the input.
   */
  @SuppressWarnings("IntLongMath") // p + 1 <= lim, an array index: no int overflow
  final int skipSeparators() {
    boolean[] sep = in.separator;
    int p = in.pos;
    for (; ; ) {
      int c = in.buf[p];
      if (!sep[c & 0xFF]) {
        in.pos = p;
        consuming = false;
        return p;
      }
      if (p < in.lim) {
        if (c == '\r' || (c == '\n' && !in.crBefore(p))) {
          in.line++;
        }
        if (c == '\r' || c == '\n') {
          in.lineStart = p + 1;
        }
        p++;
      } else {
        in.pos = p;
        if (!in.more()) {
          consuming = false;
          return -1;
        }
        p = in.pos;
      }
    }
  }

  /** {@link #skipSeparators()} for a look-ahead over the cap; see {@link #consuming}. */
  final int consumeSeparators() {
    consuming = true;
    return skipSeparators();
  }

  /**
   * The end of the token at {@code from}, reading until it is in the buffer, or {@code TOO_LONG}
   * past {@link #maxLength} (see {@link #pastMax}); leaves the token's start, which a refill may
   * move, in {@code tokenStart}. {@code from} is {@code pos}, or in a look-ahead the token after
   * the separators at {@code pos}.
   */
  final int tokenEndWithin(int from) {
    boolean[] sep = in.separator;
    int p = from;
    for (; ; ) {
      int c = in.buf[p];
      if (!sep[c & 0xFF]) {
        p++;
        continue;
      }
      if (p < in.lim) {
        break;
      }
      if (pastMax(p, from)) {
        return TOO_LONG;
      }
      int moved = in.refill();
      p -= moved;
      from -= moved;
      if (in.eof) {
        break;
      }
    }
    tokenStart = from;
    return pastMax(p, from) ? TOO_LONG : p;
  }

  /**
   * Whether the token at {@code from} is longer than {@link #maxLength}, given that the bytes up to
   * {@code p} are part of it; called before each refill and where a scan stops, so that the answer
   * depends on the bytes only, never on how the stream cut them. A look-ahead ({@code pos < from})
   * that would keep more than the cap consumes the separators before the token first, as {@link
   * #skipSeparators()} would, so that memory stays bounded by the cap.
   */
  final boolean pastMax(int p, int from) {
    if (p - in.pos <= in.maxLength) {
      return false;
    }
    if (in.pos < from) {
      consumeSeparators();
    }
    return p - from > in.maxLength;
  }

  /**
   * Returns the end of the token at {@code from}, reading until its end is in the buffer or {@code
   * max} of its bytes are, and not one byte further; reads keep it in the buffer (and {@code from}
   * moves with it, as {@code pos} does).
   */
  final int tokenEnd(int from, int max) {
    boolean[] sep = in.separator;
    int p = from;
    for (; ; ) {
      if (p - from >= max) {
        return p;
      }
      int c = in.buf[p];
      if (!sep[c & 0xFF]) {
        p++;
        continue;
      }
      if (p < in.lim) {
        return p;
      }
      int moved = in.refill();
      p -= moved;
      from -= moved;
      if (in.eof) {
        return p;
      }
    }
  }

  /**
   * Returns the end of the token at {@code from}, -1 as soon as a byte rules out {@code
   * [+-]?[0-9]+} or a 20th digit after the leading zeros rules out a long (a bad token is rejected
   * without buffering or waiting for the rest of it: a long run of digits too), unless the token is
   * past the cap by then, or {@code TOO_LONG} (see {@link #pastMax}); leaves the token's start in
   * {@code tokenStart}.
   */
  final int integerTokenEnd(int from) {
    boolean[] sep = in.separator;
    int p = from;
    int significant = 0; // digits from the first that is not 0: past 19 no long can be read
    for (; ; ) {
      int c = in.buf[p];
      if (c >= '0' && c <= '9') {
        if ((significant > 0 || c != '0')
            && ++significant > ByteInput.LONG_DIGITS
            && p - from < in.maxLength) {
          tokenStart = from;
          return -1;
        }
        p++;
        continue;
      }
      if (p == from && (c == '-' || c == '+')) {
        p++;
        continue;
      }
      boolean refill = sep[c & 0xFF] && p == in.lim;
      if (pastMax(p, from)) {
        return TOO_LONG;
      }
      if (!refill) {
        tokenStart = from;
        return sep[c & 0xFF] ? p : -1;
      }
      int moved = in.refill();
      p -= moved;
      from -= moved;
      if (in.eof) {
        tokenStart = from;
        return p;
      }
    }
  }

  // ---------------------------------------------------------------- messages

  /** The one place that reports a token of the wrong kind; the token at {@code pos} stays. */
  private RuntimeException mismatch(String expected) {
    int end = tokenEnd(in.pos, 4 * ReaderErrors.SHOWN_CHARS + 4);
    return ReaderErrors.mismatch(
        "expected "
            + expected
            + " but found "
            + ReaderErrors.shown(in.buf, in.pos, end, !in.separator[in.buf[end] & 0xFF])
            + " at "
            + in.where(in.pos));
  }

  /** A token or line at {@code pos} longer than {@link #maxLength}; it stays unread. */
  private RuntimeException tooLong(String expected, String what) {
    int end = in.pos;
    boolean isLine = what.equals("line");
    // What every way of delivering the input has put in the buffer by now: one byte past the cap.
    int shown = Math.min(4 * ReaderErrors.SHOWN_CHARS + 4, in.maxLength + 1);
    while (end < in.lim
        && end - in.pos < shown
        && (isLine ? !isLineEnd(in.buf[end]) : !in.separator[in.buf[end] & 0xFF])) {
      end++;
    }
    return ReaderErrors.mismatch(
        "expected "
            + expected
            + " but found a "
            + what
            + " of more than "
            + in.maxLength
            + " bytes, the reader's maxLength: "
            + ReaderErrors.shown(in.buf, in.pos, end, true)
            + " at "
            + in.where(in.pos));
  }

  private static boolean isLineEnd(byte c) {
    return c == '\n' || c == '\r';
  }
}
