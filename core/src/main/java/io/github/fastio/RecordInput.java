package io.github.fastio;

import java.io.Closeable;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.NoSuchElementException;

/**
 * The record reader behind {@link CsvReader}: the records and fields of delimited text, as a {@link
 * ByteInput} set up for them (its separators, no step, this as its slow path), whose fast paths
 * take the usual number and this class the rest. {@code CsvReader} is its subclass, and RecordInput
 * the engine's, so that a caller's loop reaches the cursor and the buffer through the reference it
 * holds: a face holding the reader in a field, and the reader the engine, cost each field two loads
 * more, which the JIT cannot move out of a loop that calls the slow path (2-9% more CPU reading
 * numeric CSV and station lines, measured). It moves to the record starts that {@link RecordStarts}
 * finds (past blank and comment lines, in a byte range past the record the range starts inside of),
 * finds where a field ends, quoted or not, and its bytes, quotes removed; it holds the cursor that
 * {@code CsvReader}'s methods move, and says where it is in messages ({@link RecordErrors}). Its
 * format ({@link RecordFormat}) is fixed once a read has begun.
 *
 * <p>The cursor: while a record is current ({@code inRecord}), {@code pos} is the first byte of its
 * next field if {@code fieldAhead}, else the record's line break (or the end of the input). A
 * field's scan ({@link #scan}) moves nothing but what a refill moves, so that a field that is not
 * what was asked for stays unread; {@link #take} consumes it. The current record stays in the
 * buffer from {@code mark} on, for {@code CsvReader.record()}, unless it grows past {@code
 * maxLength}.
 */
class RecordInput extends ByteInput implements Closeable, SlowPath {
  /** The first field's number in messages. */
  static final int FIRST_FIELD = 1;

  /** Where the records start. */
  final RecordStarts starts;

  /** The format: {@link RecordFormat#CSV} until set, and fixed once a read has begun. */
  RecordFormat format;

  // The format's bytes, read on every field: fields of their own rather than loads through format.
  private int delimiter;
  private int quote;
  private int escape;
  private int comment;

  /**
   * Whether the line break that ended the last record has been consumed: a call of {@code
   * nextRecord()} made again after a failed read finds it so, and must not take a blank line's
   * break for it.
   */
  private boolean breakTaken;

  // The steps that consume as they go (passing a field of any length here, a comment line and the
  // range's look-back in RecordStarts) keep where they are, so that a call made again after a
  // failed read goes on from there rather than reading the middle of a field or a line as the
  // start of one.

  /** A field being passed: 0 (none), IN_QUOTES, or IN_TAIL (after the quotes, or unquoted). */
  private int passing;

  private static final int IN_QUOTES = 1;
  private static final int IN_TAIL = 2;

  /** Where the quote of the field being passed opened, for the message if it never closes. */
  private long quoteLine;

  private long quoteOffset;

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

  /** The names {@code CsvReader.header()} read, for {@code headerIndex(name)}; null before. */
  String[] names;

  /** A failure {@link Columns#read} met after it had filled records, thrown by the next call. */
  RuntimeException pendingColumns;

  /** Records {@link #countRest} passed before a failure, for the call made again to return. */
  private long counted;

  /**
   * The record reader of the records that start in {@code [from, end)} of a source, which {@code
   * stream} delivers from {@code from} on, or from {@code from - 1} where {@code from > 0}, asking
   * it for at most {@code bufferSize} bytes at a time; messages name {@code origin} (null: lines
   * and byte offsets only). {@code viewLoads}: the integer fast paths load through the buffer's
   * view (see {@link ByteInput#loadThroughView}). The format is {@link RecordFormat#CSV} until set;
   * the engine's slow path is this.
   */
  RecordInput(
      InputStream stream, int bufferSize, Origin origin, long from, long end, boolean viewLoads) {
    super(stream, bufferSize);
    this.origin = origin;
    if (viewLoads) {
      loadThroughView();
    }
    starts = new RecordStarts(this, Math.max(0, from - 1), from > 0, end);
    slow = this;
    valuesDoubled = true;
    format(RecordFormat.CSV, "format");
  }

  /**
   * Sets the format, which {@link RecordStarts} reads too; the engine's separators are then the
   * delimiter and the line breaks. Refuses {@code setting} (the call, as {@code "delimiter(c)"})
   * once a read has begun.
   */
  void format(RecordFormat f, String setting) {
    checkNotStarted(setting);
    format = f;
    starts.format = f;
    delimiter = f.delimiter;
    quote = f.quote;
    escape = f.escape;
    comment = f.comment;
    Arrays.fill(separator, false);
    separator[delimiter] = true;
    separator['\r'] = true;
    separator['\n'] = true;
  }

  /** Refuses {@code setting} (a call, as {@code "delimiter(c)"}) once a read has begun. */
  void checkNotStarted(String setting) {
    if (starts.started) {
      throw new IllegalStateException(
          setting + " must come before the first read: the settings are fixed once reading starts");
    }
  }

  /**
   * The slow path of {@link CsvReader#nextRecord()}: consumes the line break at {@code pos}, if
   * any.
   */
  private boolean recordAfterBreak() {
    // A call made again after a failed read may find the line break consumed already: a record
    // (or a blank line) starts there.
    if (!breakTaken) {
      starts.consumeBreak();
    }
    breakTaken = true;
    return recordAt(starts.next());
  }

  /** Starts the record at {@code p} that {@link RecordStarts} found; none where -1. */
  private boolean recordAt(int p) {
    return p < 0 ? noMoreRecords() : begin(p);
  }

  /** Starts the record whose first byte is at {@code p}, unless it is past the range. */
  private boolean begin(int p) {
    if (starts.pastRange(p)) {
      return noMoreRecords();
    }
    long offset = starts.base + bufStart + p;
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

  private boolean noMoreRecords() {
    inRecord = false;
    fieldAhead = false;
    mark = -1;
    return false;
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
        quoteOffset = starts.base + bufStart + pos;
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
          if (starts.ranged) {
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
        throw unterminated(line, starts.base + bufStart + pos);
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
        if (starts.ranged) {
          throw lineBreakInRange(starts.base + bufStart + pos, p);
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

  // ---------------------------------------------------------------- the typed reads

  /** {@link CsvReader#nextInt()}: the fast path, which hands what it does not take to intMiss. */
  int intField() {
    requireField("an int");
    int v = intAt();
    endField();
    return v;
  }

  /** {@link CsvReader#nextLong()}. */
  long longField() {
    requireField("a long");
    long v = longAt();
    endField();
    return v;
  }

  /** {@link CsvReader#nextDouble()}. */
  double doubleField() {
    requireField("a double");
    double v = doubleAt();
    endField();
    return v;
  }

  /** {@link CsvReader#nextScaled(int)} of a scale checked already. */
  long scaledField(int scale) {
    requireField("a decimal");
    long v = scaledAt(scale);
    if (v == ByteInput.NO_SCALED) {
      v = scaledMiss(scale);
    }
    endField();
    return v;
  }

  /** {@link CsvReader#nextIsEmpty()}. */
  boolean emptyField() {
    return emptyAhead("a field");
  }

  /**
   * Passes the next field if it is empty: whether it was ({@code expected} names what was asked,
   * for the message past the record's end).
   */
  boolean passedEmpty(String expected) {
    if (emptyAhead(expected)) {
      endField();
      return true;
    }
    return false;
  }

  /** {@link CsvReader#next()}: the next field's text. */
  String text() {
    scanField();
    return new String(content, contentFrom, contentTo - contentFrom, StandardCharsets.UTF_8);
  }

  /**
   * Consumes the next field, leaving its bytes in {@code content[contentFrom, contentTo)} (see
   * {@link #scan}), which hold until the next read.
   */
  void scanField() {
    requireField("a field");
    take(scan("a field"));
    endField();
  }

  /**
   * The end of the next field where it is unquoted and the data holds it within the cap, its hash
   * left in {@link #wordHash} ({@link #passTo} then consumes it); else -1: {@code
   * CsvReader.nextField()}'s usual case, found in one scan.
   */
  int unquotedFieldEnd() {
    int p = pos;
    return fieldAhead && buf[p] != quote && (p = unquotedEndWithin(p)) >= 0 && p - pos <= maxLength
        ? p
        : -1;
  }

  /** Consumes the unquoted field that ends at {@code p}, and the delimiter after it. */
  void passTo(int p) {
    pos = p;
    keepMarkTo(p);
    endField();
  }

  /** {@link CsvReader#position()}: the offset in the source of the next byte to read. */
  long offset() {
    return starts.base + bufStart + pos;
  }

  /** {@link CsvReader#record()}. */
  String recordText() {
    if (!inRecord) {
      throw new NoSuchElementException("no current record");
    }
    // The rest is read first: a refill on the way moves the record's bytes, and mark with them.
    skipRest();
    if (mark < 0) {
      throw new IllegalStateException(
          "the record at " + at(recordLine, recordOffset) + " is longer than maxLength");
    }
    return new String(buf, mark, pos - mark, StandardCharsets.UTF_8);
  }

  @Override
  public int intMiss() {
    return (int) integerField(Integer.MIN_VALUE, Integer.MAX_VALUE, "an int");
  }

  @Override
  public long longMiss() {
    return integerField(Long.MIN_VALUE, Long.MAX_VALUE, "a long");
  }

  @Override
  public double doubleMiss() {
    int end = scan("a double");
    double v;
    try {
      v = DoubleParser.parseDouble(content, contentFrom, contentTo);
    } catch (NumberFormatException e) {
      throw mismatch("a double");
    }
    take(end);
    return v;
  }

  /** The checked path of the integer fields: the whole field within {@code [min, max]}. */
  private long integerField(long min, long max, String expected) {
    int end = scan(expected);
    long v;
    try {
      v = Digits.parse(content, contentFrom, contentTo, min, max);
    } catch (NumberFormatException e) {
      throw mismatch(expected);
    }
    take(end);
    return v;
  }

  /** What {@link ByteInput#scaledAt} does not take; pos is where it was. */
  private long scaledMiss(int scale) {
    int end = scan("a decimal");
    long v;
    try {
      v = FixedPoint.parse(content, contentFrom, contentTo, scale);
    } catch (NumberFormatException e) {
      throw mismatch("a decimal of scale " + scale);
    }
    take(end);
    return v;
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
   * {@link ByteInput#refill()} for a scan that has reached {@code p}: lets go of the record's mark
   * once the record up to there is longer than the cap. Kept, a full buffer could neither move the
   * record to the front nor grow past the cap, and each refill would copy it all to add a byte.
   */
  private int refillAt(int p) {
    keepMarkTo(p);
    return refill();
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
    keepMarkTo(pos);
  }

  /**
   * Throws if the field from {@code pos} to {@code p}, of which {@code notValue} bytes are not its
   * value (its quotes and escapes), has a value longer than the cap: the value counts, so that
   * {@code ""} for {@code "} is one byte. A quoted field's bytes in the buffer are then at most
   * twice the cap and two (see {@link ByteInput#keptMax()}).
   */
  private void checkLength(int p, int notValue, String expected) {
    if (p - pos - notValue > maxLength) {
      throw RecordErrors.tooLong(expected, maxLength, at(pos));
    }
  }

  String at(int p) {
    return RecordErrors.inField(field + FIRST_FIELD, at(line, starts.base + bufStart + p));
  }

  String at(long line, long offset) {
    return RecordErrors.at(origin, line, offset);
  }

  /** The field at {@code pos}, which {@link #scan} found, is not what was asked for. */
  private RuntimeException mismatch(String expected) {
    return RecordErrors.mismatch(expected, content, contentFrom, contentTo, at(pos));
  }

  RuntimeException noField(String expected) {
    String recordAt = inRecord ? at(recordLine, recordOffset) : null;
    return RecordErrors.noField(expected, recordAt, field + 1);
  }

  /** The input ends inside the quotes that opened at {@code quoteLine}, {@code quoteOffset}. */
  private RuntimeException unterminated(long quoteLine, long quoteOffset) {
    RuntimeException e = RecordErrors.unterminated(field + FIRST_FIELD, at(quoteLine, quoteOffset));
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
    RuntimeException e = RecordErrors.lineBreakInRange(field + FIRST_FIELD, at(line, quoteOffset));
    pos = breakAt;
    passing = 0;
    noMoreRecords();
    breakTaken = false;
    return e;
  }

  /** {@link CsvReader#nextRecord()}. */
  final boolean toNextRecord() {
    if (!starts.started) {
      if (!starts.first()) {
        return noMoreRecords();
      }
      // At a line start: a call made again after a failure below has no line break to consume.
      breakTaken = true;
      return recordAt(starts.next());
    }
    if (fieldAhead || passing != 0) {
      skipRest();
    }
    byte[] b = buf;
    int p = pos;
    int c = b[p];
    // The usual case inline: a '\n' (or \r\n) then a record's first byte, all in the data.
    if (c == '\n' || ByteInput.crlf(b, p, c)) {
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
    long q = (quote & 0xFF) * ByteWords.LANES;
    for (; ; ) {
      long w = le.getLong(p);
      long found =
          ByteWords.zeroLanes(w ^ q)
              | ByteWords.zeroLanes(w ^ ByteWords.LINE_FEEDS)
              | ByteWords.zeroLanes(w ^ ByteWords.RETURNS);
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
    long d = (delimiter & 0xFF) * ByteWords.LANES;
    long w0 = le.getLong(p);
    long w1 = le.getLong(p + 8);
    int k0 = Long.numberOfTrailingZeros(ByteWords.ends(w0, d)) >> 3; // 8 where none
    int k1 = Long.numberOfTrailingZeros(ByteWords.ends(w1, d)) >> 3;
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
      long found = ByteWords.ends(w, d);
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
   * Whether {@code c}, a byte {@link ByteWords#ends} found, ends a field: else the scan gives up,
   * and the byte-wise one reads the field (a tab in a comma-separated field, say).
   */
  private boolean isEnd(int c) {
    return c == delimiter || c == '\n' || c == '\r';
  }
}
