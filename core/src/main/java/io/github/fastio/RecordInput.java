package io.github.fastio;

import java.io.Closeable;
import java.io.InputStream;
import java.util.Arrays;

/**
 * The records and fields of delimited text in the buffer, under {@link CsvReader}: where a record
 * starts (past line breaks, blank and comment lines, and in a byte range past the record the range
 * starts inside of), where a field ends, quoted or not, and its bytes, quotes removed; the cursor
 * that {@code CsvReader}'s methods move, and the messages that say where they are.
 *
 * <p>The cursor: while a record is current ({@code inRecord}), {@code pos} is the first byte of its
 * next field if {@code fieldAhead}, else the record's line break (or the end of the input). A
 * field's scan ({@link #scan}) moves nothing but what a refill moves, so that a field that is not
 * what was asked for stays unread; {@link #take} consumes it. The current record stays in the
 * buffer from {@code mark} on, for {@code CsvReader.record()}, unless it grows past {@code
 * maxLength}.
 */
abstract class RecordInput extends ByteInput implements Closeable, SlowPath {
  /** No byte: the comment setting off. Never equal to a signed byte. */
  static final int NONE = 0x100;

  /** The first field's number in messages. */
  static final int FIRST_FIELD = 1;

  /** 1 in each byte lane; times a byte, that byte in each lane. */
  private static final long LANES = 0x0101_0101_0101_0101L;

  private static final long LINE_FEEDS = '\n' * LANES;
  private static final long RETURNS = '\r' * LANES;

  /** The byte that separates fields. */
  int delimiter = ',';

  int quote = '"';
  int escape = '"';
  int comment = NONE;

  /** Whether a blank line is a record of one missing field, rather than skipped. */
  boolean keepBlankLines;

  /**
   * Whether the line break that ended the last record has been consumed: a call of {@code
   * nextRecord()} made again after a failed read finds it so, and must not take a blank line's
   * break for it.
   */
  private boolean breakTaken;

  /** Whether a read has begun: the settings are fixed from then on. */
  boolean started;

  // The steps that consume as they go (passing a field of any length, a comment line, the range's
  // look-back) keep where they are here, so that a call made again after a failed read goes on
  // from there rather than reading the middle of a field or a line as the start of one.

  /** A field being passed: 0 (none), IN_QUOTES, or IN_TAIL (after the quotes, or unquoted). */
  private int passing;

  private static final int IN_QUOTES = 1;
  private static final int IN_TAIL = 2;

  /** Where the quote of the field being passed opened, for the message if it never closes. */
  private long quoteLine;

  private long quoteOffset;

  /** Whether a line being skipped (a comment, or the line before a range's first record). */
  private boolean skippingLine;

  /** Whether a record is current. */
  boolean inRecord;

  /** Whether the current record has a field at {@code pos}. */
  boolean fieldAhead;

  /** 0-based number of the field at {@code pos} in the current record. */
  int field;

  /** The line of the current record's first byte. */
  long recordLine;

  /** The offset in the source of the current record's first byte. */
  long recordOffset;

  /** Offset in the source of the reader's first byte. */
  final long base;

  /**
   * Whether the reader's first byte is the one before its range, read only to see whether a record
   * starts at the range's first offset.
   */
  private boolean lookBack;

  /** Records that start at or past this offset of the source are not this reader's. */
  final long end;

  /**
   * Whether the reader reads a byte range whose first record it finds itself, where a line break
   * inside quotes is an error; not where the range's bounds are known to be record starts.
   */
  private boolean ranged;

  /** Where {@link #scan} leaves a field's bytes: {@code content[contentFrom, contentTo)}. */
  byte[] content;

  int contentFrom;
  int contentTo;

  /** Whether the field {@link #scan} found was quoted. */
  boolean contentQuoted;

  /**
   * Whether {@link #scan} found the field in one step over the data, which leaves its hash in
   * {@link #wordHash}.
   */
  boolean contentHashed;

  /** The hash ({@code ByteWords}) of the bytes {@link #unquotedEndWithin} found. */
  int wordHash;

  /**
   * Whether a field of the current record, read or passed, had bytes after its closing quote
   * ({@code "ab"cd}), which RFC 4180 does not allow.
   */
  boolean textAfterQuote;

  /** Line breaks inside the quotes of the field {@link #scan} found, and the last one's end. */
  private int scanLines;

  private int scanLineStart;

  /** Where a quoted field with doubled quotes or escapes is undone. */
  private byte[] scratch = new byte[64];

  /** Whether a byte-order mark was passed at the input's first byte. */
  private boolean markPassed;

  /** Records {@link #countRest} passed before a failure, for the call made again to return. */
  private long counted;

  RecordInput(
      InputStream in, int bufferSize, Origin origin, long base, boolean lookBack, long end) {
    super(in, bufferSize);
    slow = this;
    this.origin = origin;
    this.base = base;
    this.lookBack = lookBack;
    this.end = end;
    this.ranged = end != Long.MAX_VALUE || base > 0 || lookBack;
    separator[','] = true;
    separator['\r'] = true;
    separator['\n'] = true;
  }

  /**
   * The range's bounds are record starts (see {@code CsvReader.openRecords}): quotes may break
   * lines.
   */
  final void boundsAreRecordStarts() {
    ranged = false;
  }

  /** Refuses {@code setting} (a call, as {@code "delimiter(c)"}) once a read has begun. */
  void checkNotStarted(String setting) {
    if (started) {
      throw new IllegalStateException(
          setting + " must come before the first read: the settings are fixed once reading starts");
    }
  }

  /**
   * The first call of {@link CsvReader#nextRecord()}: a reader of a range finds its first record.
   */
  private boolean firstRecord() {
    if (lookBack && !skippingLine) {
      // The byte before the range: a record starts at the range's first byte if it ends a line,
      // unless it is the '\r' of a \r\n, whose '\n' ends the line instead.
      if (!ensure(0)) {
        started = true;
        return noMoreRecords();
      }
      int c = buf[pos];
      skippingLine = c != '\n' && !(c == '\r' && !(ensure(1) && buf[pos + 1] == '\n'));
      pos++;
    }
    if (skippingLine) {
      skipLine();
    }
    if (lookBack) {
      lookBack = false;
      line = 1;
      lineStart = pos;
    }
    skipByteOrderMark();
    started = true;
    // At a line start: a call made again after a failure below has no line break to consume.
    breakTaken = true;
    return recordAt();
  }

  /**
   * Passes a UTF-8 byte-order mark at the input's first byte, as Hadoop's line reader (so Spark)
   * does: spreadsheets write one, and it would otherwise be part of the first header name. Asks for
   * the mark's second and third bytes only after a first {@code EF}, which no ASCII record starts
   * with, so that a reader of a pipe never waits for bytes a record does not need.
   */
  private void skipByteOrderMark() {
    if (base == 0
        && bufStart + pos == 0
        && ensure(0)
        && buf[pos] == (byte) 0xEF
        && ensure(2)
        && buf[pos + 1] == (byte) 0xBB
        && buf[pos + 2] == (byte) 0xBF) {
      pos += 3;
      markPassed = true;
    }
  }

  /**
   * The slow path of {@link CsvReader#nextRecord()}: consumes the line break at {@code pos}, if
   * any.
   */
  private boolean recordAfterBreak() {
    // A call made again after a failed read may find the line break consumed already: a record
    // (or a blank line) starts there.
    if (!breakTaken && !skippingLine && ensure(0) && (buf[pos] == '\n' || buf[pos] == '\r')) {
      consumeLineBreak();
    }
    breakTaken = true;
    return recordAt();
  }

  /**
   * Starts the record at {@code pos}, past blank and comment lines; false at the end of the input
   * or of the range.
   */
  private boolean recordAt() {
    for (; ; ) {
      if (skippingLine) {
        skipLine();
      }
      // A line that starts at or past the range's end is the next range's, comment, blank line or
      // record alike; and a comment line cut by the end stops there (see skipLine).
      if (!ensure(0) || pastRange(pos)) {
        return noMoreRecords();
      }
      int c = buf[pos];
      if ((c == '\n' || c == '\r') && !keepBlankLines) {
        consumeLineBreak();
      } else if (c == comment) {
        skippingLine = true;
      } else {
        return begin(pos);
      }
    }
  }

  /** Starts the record whose first byte is at {@code p}, unless it is past the range. */
  private boolean begin(int p) {
    if (pastRange(p)) {
      return noMoreRecords();
    }
    long offset = base + bufStart + p;
    pos = p;
    mark = p;
    breakTaken = false;
    inRecord = true;
    fieldAhead = true;
    field = 0;
    recordLine = line;
    recordOffset = offset;
    textAfterQuote = false;
    return true;
  }

  /** Whether a line that starts at {@code p} starts at or past the range's end. */
  private boolean pastRange(int p) {
    long offset = base + bufStart + p;
    // A record right after a byte-order mark starts, for the range, where the mark does.
    return (markPassed && offset == 3 ? 0 : offset) >= end;
  }

  private boolean noMoreRecords() {
    inRecord = false;
    fieldAhead = false;
    mark = -1;
    return false;
  }

  /**
   * Consumes the line break at {@code pos}, {@code \r\n} whole, and counts it: the byte after a
   * {@code '\r'} is read before anything is consumed.
   */
  private void consumeLineBreak() {
    int c = buf[pos];
    boolean crlf = c == '\r' && ensure(1) && buf[pos + 1] == '\n';
    pos += crlf ? 2 : 1;
    newLine(pos);
  }

  /**
   * Consumes the rest of the line at {@code pos} and its line break, quotes or not, as it goes; see
   * {@link #skippingLine}.
   */
  private void skipLine() {
    skippingLine = true;
    for (; ; ) {
      // Past the range's end no record after this line is the range's: a part that starts inside
      // a line of gigabytes stops at its own end instead of reading to the line's.
      if (!ensure(0) || base + bufStart + pos >= end) {
        break;
      }
      int c = buf[pos];
      if (c == '\n' || c == '\r') {
        consumeLineBreak();
        break;
      }
      pos++;
    }
    skippingLine = false;
  }

  /** Skips the fields left in the current record. */
  void skipRest() {
    if (passing != 0) {
      pass();
      endField();
    }
    while (fieldAhead) {
      skipField();
    }
  }

  /** After a field that ends at {@code pos}: past a delimiter, else the record has ended. */
  void endField() {
    if (buf[pos] == delimiter) {
      pos++;
      field++;
    } else {
      fieldAhead = false;
    }
  }

  /**
   * Consumes the field at {@code pos} as it goes, keeping none of it, so that a field of any length
   * can be passed: what {@link CsvReader#skip()} and {@link CsvReader#nextRecord()} do with what
   * they do not read.
   */
  private void pass() {
    if (passing == 0) {
      boolean quoted = ensure(0) && buf[pos] == quote;
      // While a field is passed, no other field is ahead: a read after a failure finishes it.
      fieldAhead = false;
      passing = quoted ? IN_QUOTES : IN_TAIL;
      if (quoted) {
        quoteLine = line;
        quoteOffset = base + bufStart + pos;
        pos++;
      }
    }
    if (passing == IN_QUOTES) {
      passQuoted();
      passing = IN_TAIL;
      if (ensure(0) && !separator[buf[pos] & 0xFF]) {
        textAfterQuote = true;
      }
    }
    while (ensure(0) && !separator[buf[pos] & 0xFF]) {
      pos++;
    }
    passing = 0;
    fieldAhead = true;
  }

  /** Consumes a quoted field's bytes up to and with its closing quote, counting line breaks. */
  private void passQuoted() {
    for (; ; ) {
      if (!ensure(1) && pos >= lim) {
        throw unterminated(quoteLine, quoteOffset);
      }
      int c = buf[pos];
      if (c == escape && pos + 1 < lim && (buf[pos + 1] == quote || buf[pos + 1] == escape)) {
        pos += 2;
      } else if (c == quote) {
        pos++;
        return;
      } else {
        if (c == '\n' || c == '\r') {
          if (ranged) {
            throw lineBreakInRange(quoteOffset, pos);
          }
          if (c == '\r' || !crBefore(pos)) {
            line++;
          }
          lineStart = pos + 1;
        }
        pos++;
      }
    }
  }

  /**
   * Whether {@code buf[pos + ahead]} is input, reading as need be; lets go of the record's mark
   * once the record is longer than the cap, so that passing a long field keeps no more than that.
   */
  private boolean ensure(int ahead) {
    while (pos + ahead >= lim) {
      keepRecordTo(pos);
      if (!more()) {
        return false;
      }
    }
    return true;
  }

  /**
   * {@link CsvReader#nextIsEmpty()}, whose message past the record's end names {@code expected}.
   */
  final boolean emptyAhead(String expected) {
    requireField(expected);
    if (pos == lim && !more()) {
      return true;
    }
    int c = buf[pos];
    return c == delimiter || c == '\n' || c == '\r';
  }

  void requireField(String expected) {
    if (!fieldAhead) {
      missingField(expected);
    }
  }

  /**
   * No field is ahead: after a pass that a failed read stopped, finishes it and goes on; else
   * throws.
   */
  private void missingField(String expected) {
    if (passing != 0) {
      pass();
      endField();
      if (fieldAhead) {
        return;
      }
    }
    throw noField(expected);
  }

  /**
   * Finds the field at {@code pos}, reading until its end is in the buffer: leaves its bytes in
   * {@code content[contentFrom, contentTo)} (in the buffer, or for quoted fields with doubled
   * quotes or escapes in {@link #scratch}) and the line breaks inside its quotes in {@link
   * #scanLines}; returns the index of the byte after it (a delimiter, a line break, or {@code lim}
   * at the end of the input). Moves nothing but what a refill moves.
   */
  int scan(String expected) {
    scanLines = 0;
    int p = pos;
    if (buf[p] != quote && (p = unquotedEndWithin(p)) >= 0) {
      // The cap holds for a field found in the buffer as for one found by refills.
      checkLength(p, 0, expected);
      content = buf;
      contentFrom = pos;
      contentTo = p;
      contentQuoted = false;
      contentHashed = true;
      return p;
    }
    contentHashed = false;
    if ((pos < lim || more()) && buf[pos] == quote) {
      return scanQuoted(expected);
    }
    p = unquotedEnd(pos, 0, expected);
    content = buf;
    contentFrom = pos;
    contentTo = p;
    contentQuoted = false;
    return p;
  }

  /**
   * {@link #scan} of a field that starts with the quote: up to the closing quote, an escape
   * followed by the quote or the escape stands for that byte (with the escape the quote itself,
   * {@code ""} stands for {@code "}), and anything after the closing quote up to the field's end is
   * data.
   */
  private int scanQuoted(String expected) {
    int p = pos + 1;
    int out = -1; // -1 while no escape was met: the bytes stay in buf; else the end in scratch
    int escapes = 0; // the escapes undone: bytes of the input that are not of the value
    int close;
    for (; ; ) {
      // Room to see the byte after a quote or an escape, as far as the input goes.
      while (p + 1 >= lim) {
        checkLength(p, 1 + escapes, expected);
        p -= refillAt(p);
        if (eof) {
          break;
        }
      }
      if (p >= lim) {
        throw unterminated(line, base + bufStart + pos);
      }
      int c = buf[p];
      if (c == escape && p + 1 < lim && (buf[p + 1] == quote || buf[p + 1] == escape)) {
        if (out < 0) {
          out = copyToScratch(pos + 1, p, 0);
        }
        scratchPut(out++, buf[p + 1]);
        p += 2;
        escapes++;
        continue;
      }
      if (c == quote) {
        close = p;
        break;
      }
      if (c == '\n' || c == '\r') {
        if (ranged) {
          throw lineBreakInRange(base + bufStart + pos, p);
        }
        if (c == '\r' || buf[p - 1] != '\r') {
          scanLines++;
        }
        scanLineStart = p + 1;
      }
      if (out >= 0) {
        scratchPut(out++, (byte) c);
      }
      p++;
    }
    return afterClosingQuote(close, out, escapes, expected);
  }

  /**
   * The end of {@link #scanQuoted}: the field's bytes after its closing quote at {@code close}
   * (data up to the field's end), and where its content lies: in the buffer between the quotes, or
   * in {@link #scratch} up to {@code out} where escapes were undone ({@code out} -1 where none
   * was).
   */
  private int afterClosingQuote(int close, int out, int escapes, String expected) {
    int closeAfterPos = close - pos; // a refill moves pos and close alike
    int after = unquotedEnd(close + 1, 2 + escapes, expected);
    close = pos + closeAfterPos;
    if (after > close + 1) {
      textAfterQuote = true;
      if (out < 0) {
        out = copyToScratch(pos + 1, close, 0);
      }
    }
    if (out >= 0) {
      out = copyToScratch(close + 1, after, out);
      content = scratch;
      contentFrom = 0;
      contentTo = out;
    } else {
      content = buf;
      contentFrom = pos + 1;
      contentTo = close;
    }
    contentQuoted = true;
    return after;
  }

  /**
   * The end of the run of bytes from {@code p} that are not separators (a field unquoted, or what
   * follows a closing quote), reading until it is in the buffer.
   */
  private int unquotedEnd(int p, int notValue, String expected) {
    for (; ; ) {
      if (p < lim) {
        if (!separator[buf[p] & 0xFF]) {
          p++;
          continue;
        }
        break;
      }
      checkLength(p, notValue, expected);
      p -= refillAt(p);
      if (eof) {
        break;
      }
    }
    checkLength(p, notValue, expected);
    return p;
  }

  /** What {@link #scaledAt} does with a field it does not take; pos is where it was. */
  abstract long scaledMiss(int scale);

  /**
   * The field at {@code pos} as a decimal of {@code scale} (0 to 18) decimals, {@code -12.3} at
   * scale 1 as -123, or {@link #scaledMiss}'s. The fast path takes {@code -?[0-9]*(\.[0-9]*)?} with
   * at least one digit, at most {@code scale} after the point and at most 18 in all, lying wholly
   * inside the data. A number whose point and last digit lie in its first 8 bytes (the sign not
   * counted) costs one load and no branch on its digits: the bytes after the point are moved one
   * lane down over it, and the digits on both sides are valued in one step.
   */
  final long scaledAt(int scale) {
    byte[] b = buf;
    int p = pos;
    int neg = minus(b, p);
    int q = p + neg;
    long w = le.getLong(q);
    int n = Digits.leadingDigits(w);
    int e = q + n;
    int f = 0;
    if (b[e] == '.') {
      int lanes = 4 * n + 4; // half the bits up to the point's lane and it: n = 7 shifts by 64
      f = Digits.leadingDigits(w >>> lanes >>> lanes);
      e += 1 + f;
      if ((char) (b[e] - '0') <= 9) {
        return longScaled(q, n, scale, neg);
      }
      long before = ~(-1L << 4 * n << 4 * n);
      w = (w & before) | ((w >>> 8) & ~before);
    }
    // At least one digit, at most scale after the point, below 10^18 in all (so that nothing
    // overflows), inside the data, then the field's end.
    int ok = (n + f - 1) | (scale - f) | (FixedPoint.MAX_SCALE - n - scale) | (lim - 1 - e);
    if (ok < 0 || !separator[b[e] & 0xFF]) {
      return scaledMiss(scale);
    }
    pos = e;
    long v = Digits.value(w, n + f) * NumberMath.POW10[scale - f];
    return (v ^ -neg) + neg;
  }

  /**
   * {@link #scaledAt} of a number whose fraction runs past its first 8 bytes: the {@code n} digits
   * before the point at {@code q + n}, then a load of the fraction's.
   */
  private long longScaled(int q, int n, int scale, int neg) {
    byte[] b = buf;
    int e = q + n + 1;
    long w = le.getLong(e);
    int f = Digits.leadingDigits(w);
    e += f;
    int ok = (scale - f) | (FixedPoint.MAX_SCALE - n - scale) | (lim - 1 - e);
    if (ok < 0 || !separator[b[e] & 0xFF]) {
      return scaledMiss(scale);
    }
    pos = e;
    long v =
        Digits.value(le.getLong(q), n) * NumberMath.POW10[scale]
            + Digits.value(w, f) * NumberMath.POW10[scale - f];
    return (v ^ -neg) + neg;
  }

  /**
   * Closes the stream and lets go of the buffer, of what points into it, and of the copy of a field
   * with escapes; see {@link ByteInput#close(String)}.
   */
  @Override
  public void close() {
    content = null;
    scratch = new byte[64];
    close("CsvReader");
  }

  /**
   * {@link #refill()} for a scan that has reached {@code p}: lets go of the record's mark once the
   * record up to there is longer than the cap. Kept, a full buffer could neither move the record to
   * the front nor grow past the cap, and each refill would copy it all to add a byte.
   */
  private int refillAt(int p) {
    keepRecordTo(p);
    return refill();
  }

  /**
   * Lets go of the record's mark once the record up to {@code p} is longer than the cap: a record
   * too long to keep, for which {@code record()} then fails.
   */
  final void keepRecordTo(int p) {
    if (mark >= 0 && p - mark > maxLength) {
      mark = -1;
    }
  }

  /** Copies {@code buf[from, to)} to {@link #scratch} at {@code at}; returns the end there. */
  private int copyToScratch(int from, int to, int at) {
    int n = to - from;
    if (at + n > scratch.length) {
      scratch = Arrays.copyOf(scratch, Math.max(2 * scratch.length, at + n));
    }
    System.arraycopy(buf, from, scratch, at, n);
    return at + n;
  }

  private void scratchPut(int at, byte c) {
    if (at == scratch.length) {
      scratch = Arrays.copyOf(scratch, 2 * scratch.length);
    }
    scratch[at] = c;
  }

  /** Consumes the field that {@link #scan} found, counting the line breaks inside its quotes. */
  void take(int end) {
    if (scanLines > 0) {
      line += scanLines;
      lineStart = scanLineStart;
    }
    pos = end;
    keepRecordTo(pos);
  }

  /**
   * Throws if the field from {@code pos} to {@code p}, of which {@code notValue} bytes are not its
   * value (its quotes and escapes), has a value longer than the cap: the value counts, so that
   * {@code ""} for {@code "} is one byte. A quoted field's bytes in the buffer are then at most
   * twice the cap and two (see {@link #keptMax()}).
   */
  private void checkLength(int p, int notValue, String expected) {
    if (p - pos - notValue > maxLength) {
      throw ReaderErrors.mismatch(
          "expected "
              + expected
              + " but found a field of more than "
              + maxLength
              + " bytes, the reader's maxLength, "
              + at(pos));
    }
  }

  /** A field's value may take twice its bytes in the input: a doubled quote a quote. */
  @Override
  long keptMax() {
    return 2L * maxLength + 2;
  }

  String at(int p) {
    return "in field " + (field + FIRST_FIELD) + " at " + at(line, base + bufStart + p);
  }

  String at(long line, long offset) {
    return origin == null
        ? "line " + line + " (byte offset " + offset + ")"
        : origin.describe(line, 0, offset - origin.start);
  }

  RuntimeException noField(String expected) {
    if (!inRecord) {
      return ReaderErrors.endOfInput(
          "expected "
              + expected
              + " but no record is current: call nextRecord() first, or the input has ended");
    }
    return ReaderErrors.mismatch(
        "expected "
            + expected
            + " but the record at "
            + at(recordLine, recordOffset)
            + " has "
            + (field + 1)
            + (field == 0 ? " field" : " fields"));
  }

  /** The input ends inside the quotes that opened at {@code quoteLine}, {@code quoteOffset}. */
  private RuntimeException unterminated(long quoteLine, long quoteOffset) {
    RuntimeException e =
        ReaderErrors.mismatch(
            "a quote opened in field "
                + (field + FIRST_FIELD)
                + " at "
                + at(quoteLine, quoteOffset)
                + " is never closed: the input ends inside it");
    fieldAhead = false;
    passing = 0;
    pos = lim;
    return e;
  }

  /**
   * A line break at {@code breakAt} inside the quotes that opened at {@code quoteOffset}, in a byte
   * range: the record ends there, none is current, and the next {@code nextRecord()} reads the line
   * after the break, as the range starting there does (see the class comment of {@code CsvReader}).
   */
  private RuntimeException lineBreakInRange(long quoteOffset, int breakAt) {
    RuntimeException e =
        ReaderErrors.mismatch(
            "a line break inside the quotes of field "
                + (field + FIRST_FIELD)
                + " at "
                + at(line, quoteOffset)
                + ": a byte range cannot tell it from one between records, so the record ends"
                + " there and the next is read from the line after it; read such a file whole");
    pos = breakAt;
    passing = 0;
    noMoreRecords();
    breakTaken = false;
    return e;
  }

  /** {@link CsvReader#nextRecord()}. */
  final boolean toNextRecord() {
    if (!started) {
      return firstRecord();
    }
    if (fieldAhead || passing != 0) {
      skipRest();
    }
    byte[] b = buf;
    int p = pos;
    int c = b[p];
    // The usual case inline: a '\n' (or \r\n) then a record's first byte, all in the data.
    if (c == '\n' || crlf(b, p, c)) {
      p += c == '\n' ? 1 : 2;
      int d = b[p];
      if (p < lim && d != '\n' && d != '\r' && d != comment) {
        newLine(p);
        return begin(p);
      }
    }
    return recordAfterBreak();
  }

  /**
   * {@link CsvReader#countRecords()}: each record's end is looked for eight bytes a step, and taken
   * where it comes before any quote in the buffer; a record with a quote, or longer than what the
   * buffer holds, is passed field by field as {@code nextRecord()} passes it.
   */
  final long countRest() {
    while (toNextRecord()) {
      counted++;
      int e = recordEndWithin(pos);
      if (e >= 0 && buf[e] != (byte) quote) {
        pos = e; // the record's line break: the cursor of a record whose fields were all passed
        fieldAhead = false;
      }
    }
    long n = counted;
    counted = 0;
    return n;
  }

  /**
   * The first line break or quote from {@code p} when the data holds one, else -1: eight bytes a
   * step, as {@link #unquotedEndWithin}.
   */
  private int recordEndWithin(int p) {
    long q = (quote & 0xFF) * LANES;
    for (; ; ) {
      long w = le.getLong(p);
      long found = zeroLanes(w ^ q) | zeroLanes(w ^ LINE_FEEDS) | zeroLanes(w ^ RETURNS);
      if (found != 0) {
        int e = p + (Long.numberOfTrailingZeros(found) >> 3);
        return e < lim ? e : -1;
      }
      p += 8;
      if (p >= lim) {
        return -1;
      }
    }
  }

  /**
   * {@link CsvReader#skip()}: passes the next field, or, made again after a failed read stopped a
   * pass, finishes that one.
   */
  final void skipNext() {
    if (passing != 0) {
      pass();
      endField();
      return;
    }
    requireField("a field");
    skipField();
  }

  /** Passes the field at {@code pos} and the delimiter after it. */
  final void skipField() {
    int p = pos;
    if (buf[p] != quote && (p = unquotedEndWithin(p)) >= 0) {
      pos = p;
    } else {
      pass();
    }
    endField();
  }

  /**
   * The end of the unquoted field at {@code p} (the first delimiter or line break from there) when
   * the data holds it, else -1, eight bytes a step, each tested for the three at once. Leaves the
   * hash of the field's bytes in {@link #wordHash}, folded from the same words. The first 16 bytes
   * are two loads and no branch on where in them the field ends (names and numbers are mostly
   * shorter: a loop's exit would be mispredicted for every other field); the padding after the data
   * ({@code PAD}) holds the second load where {@code p} is at its end.
   */
  final int unquotedEndWithin(int p) {
    long d = (delimiter & 0xFF) * LANES;
    long w0 = le.getLong(p);
    long w1 = le.getLong(p + 8);
    int k0 = Long.numberOfTrailingZeros(ends(w0, d)) >> 3; // 8 where none
    int k1 = Long.numberOfTrailingZeros(ends(w1, d)) >> 3;
    int inSecond = -(k0 >>> 3); // all ones where the first word holds no end
    int k = k0 + (k1 & inSecond);
    int e = p + k;
    if (k < 16) {
      long h = (w0 & ByteWords.lowBytes(k0)) * ByteWords.MIX;
      h = (h ^ (w1 & ByteWords.lowBytes(k1) & inSecond)) * ByteWords.MIX;
      wordHash = ByteWords.finish(h, k);
      return e < lim && isEnd(buf[e]) ? e : -1;
    }
    return longUnquotedEnd(p, d, ((w0 * ByteWords.MIX) ^ w1) * ByteWords.MIX);
  }

  /**
   * {@link #unquotedEndWithin} past the first 16 bytes of the field at {@code p}, whose words fold
   * to {@code h}.
   */
  private int longUnquotedEnd(int start, long d, long h) {
    for (int p = start + 16; p < lim; p += 8) {
      long w = le.getLong(p);
      long found = ends(w, d);
      if (found != 0) {
        int e = p + (Long.numberOfTrailingZeros(found) >> 3);
        // The bytes below the first found one: its high bit, moved to the lane's low bit, less 1.
        long before = ((found & -found) >>> 7) - 1;
        wordHash = ByteWords.finish((h ^ (w & before)) * ByteWords.MIX, e - start);
        return e < lim && isEnd(buf[e]) ? e : -1;
      }
      h = (h ^ w) * ByteWords.MIX;
    }
    return -1;
  }

  /**
   * The high bit of each byte of {@code w} that is the delimiter {@code d} or below {@code 0x0E}
   * (the line breaks, and a tab or another control byte, which {@link #isEnd} tells apart), and
   * maybe of bytes above the first such one: one test fewer than one per line break.
   */
  private static long ends(long w, long d) {
    return zeroLanes(w ^ d) | ((w - 0x0E * LANES) & ~w & 0x8080_8080_8080_8080L);
  }

  /**
   * Whether {@code c}, a byte {@link #ends} found, ends a field: else the scan gives up, and the
   * byte-wise one reads the field (a tab in a comma-separated field, say).
   */
  private boolean isEnd(int c) {
    return c == delimiter || c == '\n' || c == '\r';
  }

  /**
   * The high bit of each byte of {@code x} that is 0, and maybe of bytes above the first such one
   * (a borrow): so the lowest set bit marks the first zero byte.
   */
  private static long zeroLanes(long x) {
    return (x - LANES) & ~x & 0x8080_8080_8080_8080L;
  }
}
