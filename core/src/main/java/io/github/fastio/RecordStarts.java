package io.github.fastio;

/**
 * Where the records of delimited text start, over the engine's buffer: past line breaks, blank and
 * comment lines, a byte-order mark at the input's first byte, and in a byte range past the record
 * the range starts inside of; and where the range's records end. {@link RecordInput} moves its
 * cursor to the starts found here.
 *
 * <p>A range's reader reads from the byte before its first offset ({@code lookBack}), only to see
 * whether a record starts there: a record starts at byte 0 or right after a line break, and the
 * records that start at or past {@code end} are the next range's.
 */
final class RecordStarts {
  /** The buffer and the cursor. */
  private final ByteInput in;

  /** The format, whose comment byte and blank lines matter here; set by the record reader. */
  RecordFormat format;

  /** Offset in the source of the reader's first byte. */
  final long base;

  /** Records that start at or past this offset of the source are not this reader's. */
  final long end;

  /**
   * Whether the reader reads a byte range whose first record it finds itself, where a line break
   * inside quotes is an error; not where the range's bounds are known to be record starts.
   */
  boolean ranged;

  /**
   * Whether the reader's first byte is the one before its range, read only to see whether a record
   * starts at the range's first offset.
   */
  private boolean lookBack;

  /** Whether a read has begun: the settings are fixed from then on. */
  boolean started;

  /**
   * Whether a line is being skipped (a comment, or the line before a range's first record): it
   * consumes as it goes, so that a call made again after a failed read goes on from there rather
   * than reading the middle of a line as the start of a record.
   */
  private boolean skippingLine;

  /** Whether a byte-order mark was passed at the input's first byte. */
  private boolean markPassed;

  /**
   * The starts of the records of {@code in}, whose first byte is at offset {@code base} of the
   * source; see the class comment for {@code lookBack} and {@code end}.
   */
  RecordStarts(ByteInput in, long base, boolean lookBack, long end) {
    this.in = in;
    this.base = base;
    this.lookBack = lookBack;
    this.end = end;
    this.ranged = end != Long.MAX_VALUE || base > 0 || lookBack;
  }

  /**
   * The range's bounds are record starts (see {@code CsvReader.openRecords}): quotes may break
   * lines.
   */
  void boundsAreRecordStarts() {
    ranged = false;
  }

  /**
   * The first read: a reader of a range passes the line its range starts inside of, then any reader
   * a byte-order mark; false where the range has no byte at all.
   */
  boolean first() {
    if (lookBack && !skippingLine) {
      // The byte before the range: a record starts at the range's first byte if it ends a line,
      // unless it is the '\r' of a \r\n, whose '\n' ends the line instead.
      if (!in.ensure(0)) {
        started = true;
        return false;
      }
      int c = in.buf[in.pos];
      skippingLine = c != '\n' && !(c == '\r' && !(in.ensure(1) && in.buf[in.pos + 1] == '\n'));
      in.pos++;
    }
    if (skippingLine) {
      skipLine();
    }
    if (lookBack) {
      lookBack = false;
      in.line = 1;
      in.lineStart = in.pos;
    }
    skipByteOrderMark();
    started = true;
    return true;
  }

  /**
   * Passes a UTF-8 byte-order mark at the input's first byte, as Hadoop's line reader (so Spark)
   * does: spreadsheets write one, and it would otherwise be part of the first header name. Asks for
   * the mark's second and third bytes only after a first {@code EF}, which no ASCII record starts
   * with, so that a reader of a pipe never waits for bytes a record does not need.
   */
  private void skipByteOrderMark() {
    if (base == 0
        && in.bufStart + in.pos == 0
        && in.ensure(0)
        && in.buf[in.pos] == (byte) 0xEF
        && in.ensure(2)
        && in.buf[in.pos + 1] == (byte) 0xBB
        && in.buf[in.pos + 2] == (byte) 0xBF) {
      in.pos += 3;
      markPassed = true;
    }
  }

  /** Consumes the line break at {@code pos}, if any, unless a line is being skipped. */
  void consumeBreak() {
    if (!skippingLine && in.ensure(0) && (in.buf[in.pos] == '\n' || in.buf[in.pos] == '\r')) {
      consumeLineBreak();
    }
  }

  /**
   * Where the record at {@code pos} starts, past blank and comment lines; -1 at the end of the
   * input or of the range.
   */
  int next() {
    for (; ; ) {
      if (skippingLine) {
        skipLine();
      }
      // A line that starts at or past the range's end is the next range's, comment, blank line or
      // record alike; and a comment line cut by the end stops there (see skipLine).
      if (!in.ensure(0) || pastRange(in.pos)) {
        return -1;
      }
      int c = in.buf[in.pos];
      if ((c == '\n' || c == '\r') && !format.keepBlankLines) {
        consumeLineBreak();
      } else if (c == format.comment) {
        skippingLine = true;
      } else {
        return in.pos;
      }
    }
  }

  /** Whether a line that starts at {@code p} starts at or past the range's end. */
  boolean pastRange(int p) {
    long offset = base + in.bufStart + p;
    // A record right after a byte-order mark starts, for the range, where the mark does.
    return (markPassed && offset == 3 ? 0 : offset) >= end;
  }

  /**
   * Consumes the line break at {@code pos}, {@code \r\n} whole, and counts it: the byte after a
   * {@code '\r'} is read before anything is consumed.
   */
  private void consumeLineBreak() {
    int c = in.buf[in.pos];
    boolean crlf = c == '\r' && in.ensure(1) && in.buf[in.pos + 1] == '\n';
    in.pos += crlf ? 2 : 1;
    in.newLine(in.pos);
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
      if (!in.ensure(0) || base + in.bufStart + in.pos >= end) {
        break;
      }
      int c = in.buf[in.pos];
      if (c == '\n' || c == '\r') {
        consumeLineBreak();
        break;
      }
      in.pos++;
    }
    skippingLine = false;
  }
}
