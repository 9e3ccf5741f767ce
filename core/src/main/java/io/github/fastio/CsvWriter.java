package io.github.fastio;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.Locale;

/**
 * Writes delimited records (RFC 4180 CSV, TSV) a typed field at a time, straight into a byte
 * buffer: numbers without a String per value, exactly as the JDK spells them, and text quoted only
 * where it must be, so that {@link CsvReader} (and Python's {@code csv} module, FastCSV, Commons
 * CSV) reads back exactly what was written.
 *
 * <p><b>What is written.</b> Each {@link #endRecord()} ends a record with the line ending ({@code
 * \n} unless set); the fields of a record are separated by the delimiter ({@code ,} unless set):
 *
 * <pre>
 * record  = field *(delimiter field) lineEnding
 * field   = missing / plain / quoted
 * missing = nothing at all           ; field((String) null), or an empty mark in writeColumns
 * quoted  = quote *(char / quote quote) quote
 * </pre>
 *
 * A text field is quoted when it holds the delimiter, the quote, CR or LF, begins or ends with a
 * space, begins with U+FEFF (a byte-order mark, which readers pass at a file's start), or is the
 * empty string ({@code ""}, told from a missing value), and every field with {@link
 * #quoteAll(boolean) quoteAll}; a quote inside is doubled. Numbers, booleans and dates are written
 * plain (quoted too with {@code quoteAll}): {@code field(int)} and {@code field(long)} as {@link
 * Integer#toString(int)} and {@link Long#toString(long)}; {@code field(double)} and {@code
 * field(float)} as the shortest decimal that reads back as the same value, in the layout of {@link
 * Double#toString(double)} and {@link Float#toString(float)} from JDK 19 on, on every JDK ({@code
 * 1.0E-5}, {@code 100.0}, {@code NaN}, {@code -Infinity}, {@code -0.0}); {@link #field(double,
 * int)} as {@code String.format(Locale.ROOT, "%.nf", v)} of the running JDK; {@link
 * #field(BigDecimal)} as {@link BigDecimal#toPlainString()} (no exponent, as Spark writes decimals:
 * {@code 1E+3} is {@code 1000}); dates and times as their ISO {@code toString}. Text is UTF-8.
 *
 * <p><b>Blank lines.</b> A record whose only field is missing, like a record of no field at all, is
 * an empty line. {@code CsvReader} skips blank lines, as FastCSV, Commons CSV and Spark do (Python
 * reads an empty row): a table whose only column may be missing is written with the missing values
 * as {@code ""} instead, or read back with {@code keepBlankLines(true)}, which reads an empty line
 * as a record of one missing field.
 *
 * <pre>{@code
 * try (CsvWriter out = CsvWriter.open(Paths.get("sales.csv"))) {
 *   out.header("id", "name", "price");
 *   out.field(1).field("Ann, Jr.").field(9.5).endRecord(); // 1,"Ann, Jr.",9.5
 *   out.field(2).field((String) null).field(0.1, 2).endRecord(); // 2,,0.10
 * }
 * }</pre>
 *
 * <p><b>Errors.</b> A setting is checked where it is made, and the delimiter against the quote at
 * the first write, which fixes them ({@link IllegalArgumentException} naming the setting). A text
 * field holding a surrogate that is not half of a pair throws {@link IllegalArgumentException}
 * naming the record and the field, and is not written, nor its delimiter. When the stream throws,
 * the write or flush that called it throws {@link UncheckedIOException} and the bytes not yet
 * written stay in the buffer, so that a later {@link #flush()} writes them if the stream has
 * recovered; {@link #close()} tries once more, then closes the stream. A field that failed so is
 * not written (it may be written again), unless it is longer than a third of the buffer or is a
 * {@code BigDecimal}, date or {@code field(double, int)} longer than the buffer, whose start may
 * be. Every write after {@code close()} throws {@code UncheckedIOException} ({@code CsvWriter is
 * closed}); a second {@code close()} does nothing.
 *
 * <p>Nothing reaches the stream until the 64 KiB buffer fills, or {@link #flush()} or {@link
 * #close()} is called. A record left open at {@code close()} is written as it is, without a line
 * ending (readers take a last record without one). Not thread-safe.
 */
public final class CsvWriter extends ByteOutput {
  private static final byte[] TRUE = {'t', 'r', 'u', 'e'};
  private static final byte[] FALSE = {'f', 'a', 'l', 's', 'e'};

  // The settings, fixed by the first write.
  private char delimiterSetting = ',';
  private char quoteSetting = '"';
  private boolean quoteAll;
  private String lineEnding = "\n";

  /** Whether the settings are fixed: set by the first write, or by close. */
  private boolean started;

  // What the settings make, at the first write.
  private byte delimiter;
  private byte quote;

  /** 1 where every field is quoted, numbers too, else 0: what a number's quotes advance. */
  private int quoteNumbers;

  private byte lineEnd0;
  private byte lineEnd1;
  private int lineEndLength;

  /** {@link CsvText#specials}: which ASCII chars need quotes. */
  private byte[] special;

  /** The fields written in the current record. */
  private int field;

  /** The records ended so far. */
  private long records;

  /** The smallest buffer: room for the longest number, in quotes, after a delimiter. */
  static final int MIN_CSV_BUFFER = DoubleFormatter.MAX_SHORTEST_LENGTH + 3;

  private CsvWriter(OutputStream out, int bufferSize) {
    super(out, false, Math.max(bufferSize, MIN_CSV_BUFFER));
    // The first write takes the slow path, which fixes the settings (see makeRoom).
    holdLimit();
  }

  /**
   * A writer to {@code out}, with a 64 KiB buffer; {@link #close()} closes {@code out}.
   *
   * <pre>{@code
   * CsvWriter out = CsvWriter.of(new GZIPOutputStream(Files.newOutputStream(path)));
   * }</pre>
   */
  public static CsvWriter of(OutputStream out) {
    return new CsvWriter(out, DEFAULT_BUFFER_SIZE);
  }

  /**
   * A writer to {@code out} with a buffer of {@code bufferSize} bytes, or the least (for tests).
   */
  static CsvWriter of(OutputStream out, int bufferSize) {
    return new CsvWriter(out, bufferSize);
  }

  /**
   * A writer to the file at {@code path}, which it creates, or truncates if it exists.
   *
   * @throws UncheckedIOException if the file cannot be opened
   */
  public static CsvWriter open(Path path) {
    try {
      return of(Files.newOutputStream(path));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  // ---------------------------------------------------------------- settings

  /**
   * Sets the char between fields: {@code ','} unless set; {@code ';'}, {@code '|'} and {@code '\t'}
   * are usual. Made before the first write.
   *
   * @return this writer
   * @throws IllegalArgumentException if {@code c} is not ASCII, is a line break, a letter or a
   *     digit, or one of {@code + - . :} (those can be part of a number or date written plain)
   * @throws IllegalStateException after the first write
   */
  public CsvWriter delimiter(char c) {
    delimiterSetting = checkSetting(c, "delimiter");
    return this;
  }

  /**
   * Sets the char that quotes a field: {@code '"'} unless set; doubled inside quotes. Made before
   * the first write.
   *
   * @return this writer
   * @throws IllegalArgumentException as {@link #delimiter(char)}
   * @throws IllegalStateException after the first write
   */
  public CsvWriter quote(char c) {
    quoteSetting = checkSetting(c, "quote");
    return this;
  }

  /**
   * Quotes every field, numbers and the empty string included, where {@code all} (a missing value
   * stays nothing): what Python's {@code csv.QUOTE_ALL} writes. Made before the first write.
   *
   * @return this writer
   * @throws IllegalStateException after the first write
   */
  public CsvWriter quoteAll(boolean all) {
    checkNotStarted("quoteAll");
    quoteAll = all;
    return this;
  }

  /**
   * Sets what ends a record: {@code "\n"} unless set, {@code "\r\n"} (RFC 4180's) or {@code "\r"}.
   * Made before the first write.
   *
   * @return this writer
   * @throws IllegalArgumentException for any other String
   * @throws IllegalStateException after the first write
   */
  public CsvWriter lineEnding(String ending) {
    if (!"\n".equals(ending) && !"\r\n".equals(ending) && !"\r".equals(ending)) {
      throw new IllegalArgumentException(
          "the lineEnding must be \"\\n\", \"\\r\\n\" or \"\\r\": "
              + (ending == null ? "null" : CsvText.shown(ending)));
    }
    checkNotStarted("lineEnding");
    lineEnding = ending;
    return this;
  }

  private char checkSetting(char c, String name) {
    if (c >= 0x80
        || c == '\n'
        || c == '\r'
        || Character.isLetterOrDigit(c)
        || c == '+'
        || c == '-'
        || c == '.'
        || c == ':') {
      throw new IllegalArgumentException(
          "the "
              + name
              + " must be ASCII, not a line break, a letter, a digit or one of + - . : (they can be"
              + " part of a number or a date written plain): "
              + CsvText.shown(String.valueOf(c)));
    }
    checkNotStarted(name);
    return c;
  }

  private void checkNotStarted(String name) {
    if (started) {
      throw new IllegalStateException("the " + name + " is set before the first write");
    }
  }

  /** The slow path of every write; the first one fixes the settings. */
  @Override
  void makeRoom(int n) {
    if (!started) {
      start();
    }
    super.makeRoom(n);
  }

  private void start() {
    checkOpen();
    if (delimiterSetting == quoteSetting) {
      throw new IllegalArgumentException(
          "the delimiter and the quote must differ: both are "
              + CsvText.shown(String.valueOf(quoteSetting)));
    }
    delimiter = (byte) delimiterSetting;
    quote = (byte) quoteSetting;
    quoteNumbers = quoteAll ? 1 : 0;
    special = CsvText.specials(delimiterSetting, quoteSetting);
    lineEndLength = lineEnding.length();
    lineEnd0 = (byte) lineEnding.charAt(0);
    lineEnd1 = (byte) lineEnding.charAt(lineEndLength - 1);
    started = true;
    openLimit();
  }

  // ---------------------------------------------------------------- records

  /**
   * Writes the first record, of column names, as {@link #record(String...)} does.
   *
   * <pre>{@code
   * out.header("id", "name"); // id,name
   * }</pre>
   *
   * @throws IllegalStateException if a field or record was written before
   * @throws NullPointerException if a name is null
   */
  public CsvWriter header(String... names) {
    if (records != 0 || field != 0) {
      throw new IllegalStateException("the header is the first record: write it before any other");
    }
    for (int i = 0; i < names.length; i++) {
      if (names[i] == null) {
        throw new NullPointerException("header name " + (i + 1) + " is null");
      }
    }
    return record(names);
  }

  /**
   * Writes a whole record of text fields, as {@link #field(String)} writes each (null is a missing
   * value), and ends it; no fields make an empty line.
   *
   * <pre>{@code
   * out.record("a", "b,c", "", null); // a,"b,c","",
   * }</pre>
   *
   * @throws IllegalStateException if a record is open (fields were written since the last {@link
   *     #endRecord()})
   * @throws IllegalArgumentException as {@link #field(String)}
   */
  public CsvWriter record(String... fields) {
    checkNoOpenRecord("record");
    for (String f : fields) {
      field(f);
    }
    return endRecord();
  }

  /**
   * Ends the current record with the line ending; a record of no field, or of one missing field, is
   * an empty line (see the class comment).
   *
   * <pre>{@code
   * out.field(1).field(2).endRecord(); // 1,2
   * }</pre>
   */
  public CsvWriter endRecord() {
    int p = pos;
    if (limit - p < 2) {
      makeRoom(2);
      p = pos;
    }
    byte[] b = buf;
    b[p] = lineEnd0;
    b[p + 1] = lineEnd1;
    pos = p + lineEndLength;
    field = 0;
    records++;
    return this;
  }

  private void checkNoOpenRecord(String what) {
    if (field != 0) {
      throw new IllegalStateException(
          what + " writes whole records: end the open one first (endRecord)");
    }
  }

  // ---------------------------------------------------------------- numbers

  /**
   * Makes room for the delimiter and a value of at most {@code n} bytes in quotes, writes the
   * delimiter unless the field is the record's first and a quote in case every field is quoted;
   * returns where the value goes.
   */
  private int begin(int n) {
    int p = pos;
    if (limit - p < n + 3) {
      makeRoom(n + 3);
      p = pos;
    }
    byte[] b = buf;
    b[p] = delimiter;
    p += (-field) >>> 31; // past the delimiter unless the field is the first
    b[p] = quote;
    return p + quoteNumbers;
  }

  /** Ends a value that {@link #begin} started at {@code p}: its closing quote, if quoted. */
  private CsvWriter end(int p) {
    buf[p] = quote;
    pos = p + quoteNumbers;
    field++;
    return this;
  }

  /**
   * Writes {@code Integer.toString(v)}.
   *
   * <pre>{@code
   * out.field(-42); // -42
   * }</pre>
   */
  public CsvWriter field(int v) {
    return end(Digits.writeLong(v, buf, le, begin(MAX_INT_LENGTH)));
  }

  /**
   * Writes {@code Long.toString(v)}.
   *
   * <pre>{@code
   * out.field(Long.MIN_VALUE); // -9223372036854775808
   * }</pre>
   */
  public CsvWriter field(long v) {
    return end(Digits.writeLong(v, buf, le, begin(MAX_LONG_LENGTH)));
  }

  /**
   * Writes the shortest decimal that reads back as {@code v}, as {@code Double.toString(v)} writes
   * it from JDK 19 on (on every JDK).
   *
   * <pre>{@code
   * out.field(0.1 + 0.2).field(1e23).field(Double.NaN); // 0.30000000000000004,1.0E23,NaN
   * }</pre>
   */
  public CsvWriter field(double v) {
    return end(DoubleFormatter.writeSchubfach(v, buf, begin(DoubleFormatter.MAX_SHORTEST_LENGTH)));
  }

  /**
   * Writes the shortest decimal that reads back as {@code v}, as {@code Float.toString(v)} writes
   * it from JDK 19 on (on every JDK).
   *
   * <pre>{@code
   * out.field(0.1f).field(1e10f); // 0.1,1.0E10
   * }</pre>
   */
  public CsvWriter field(float v) {
    return end(DoubleFormatter.writeSchubfach(v, buf, begin(DoubleFormatter.MAX_SHORTEST_LENGTH)));
  }

  /**
   * Writes {@code v} with exactly {@code decimals} digits after the point: the text of {@code
   * String.format(Locale.ROOT, "%." + decimals + "f", v)} on the running JDK, as {@link
   * FastWriter#print(double, int)} writes it.
   *
   * <pre>{@code
   * out.field(2.675, 2).field(-0.04, 1); // 2.68,-0.0
   * }</pre>
   *
   * @throws IllegalArgumentException if {@code decimals} is negative
   */
  public CsvWriter field(double v, int decimals) {
    if (decimals < 0) {
      throw new IllegalArgumentException("decimals must not be negative: " + decimals);
    }
    // The first test keeps maxFixedLength away from int overflow.
    if (decimals < capacity && DoubleFormatter.maxFixedLength(decimals) + 3 <= capacity) {
      int p = begin(DoubleFormatter.maxFixedLength(decimals));
      return end(DoubleFormatter.writeFixed(v, decimals, buf, p));
    }
    pos = begin(0);
    writeWideFixed(v, decimals);
    return endWide();
  }

  /**
   * Writes {@code v.toPlainString()}, or a missing value for null: the digits without an exponent,
   * the scale kept ({@code 1.50} stays {@code 1.50}), as Spark writes decimals.
   *
   * <pre>{@code
   * out.field(new BigDecimal("1E+3")); // 1000
   * }</pre>
   */
  public CsvWriter field(BigDecimal v) {
    return v == null ? missing() : plain(v.toPlainString());
  }

  /** Writes text that needs no quotes and may be longer than the buffer. */
  private CsvWriter plain(String ascii) {
    pos = begin(0);
    writeString(ascii);
    return endWide();
  }

  /** Ends a value written past {@link #begin}'s room: its closing quote gets room of its own. */
  private CsvWriter endWide() {
    if (limit - pos < 1) {
      makeRoom(1);
    }
    return end(pos);
  }

  /**
   * Writes {@code "true"} or {@code "false"}.
   *
   * <pre>{@code
   * out.field(true); // true
   * }</pre>
   */
  public CsvWriter field(boolean v) {
    byte[] text = v ? TRUE : FALSE;
    int p = begin(text.length);
    System.arraycopy(text, 0, buf, p, text.length);
    return end(p + text.length);
  }

  // ---------------------------------------------------------------- dates

  /**
   * Writes {@code v.toString()}, {@code 2024-02-29}, or a missing value for null.
   *
   * <pre>{@code
   * out.field(LocalDate.of(2024, 2, 29)); // 2024-02-29
   * }</pre>
   */
  public CsvWriter field(LocalDate v) {
    if (v == null) {
      return missing();
    }
    int year = v.getYear();
    if (year < 0 || year > 9999) {
      return plain(v.toString());
    }
    int p = begin(IsoTime.MAX_LENGTH);
    return end(IsoTime.writeDate(year, v.getMonthValue(), v.getDayOfMonth(), buf, p));
  }

  /**
   * Writes {@code v.toString()}, or a missing value for null: {@code 2024-02-29T10:15} (no seconds
   * where they and the nanoseconds are 0), {@code 2024-02-29T10:15:30.250}.
   *
   * <pre>{@code
   * out.field(LocalDateTime.of(2024, 2, 29, 10, 15)); // 2024-02-29T10:15
   * }</pre>
   */
  public CsvWriter field(LocalDateTime v) {
    if (v == null) {
      return missing();
    }
    int year = v.getYear();
    if (year < 0 || year > 9999) {
      return plain(v.toString());
    }
    byte[] b = buf;
    int p = begin(IsoTime.MAX_LENGTH);
    p = IsoTime.writeDate(year, v.getMonthValue(), v.getDayOfMonth(), b, p);
    b[p] = 'T';
    p = IsoTime.writeTime(v.getHour(), v.getMinute(), v.getSecond(), v.getNano(), false, b, p + 1);
    return end(p);
  }

  /**
   * Writes {@code v.toString()}, the instant in UTC, or a missing value for null: {@code
   * 2024-02-29T10:15:00Z} (seconds always), {@code 1970-01-01T00:00:00.000001Z}.
   *
   * <pre>{@code
   * out.field(Instant.ofEpochSecond(0)); // 1970-01-01T00:00:00Z
   * }</pre>
   */
  public CsvWriter field(Instant v) {
    if (v == null) {
      return missing();
    }
    long s = v.getEpochSecond();
    if (s < IsoTime.FIRST_SECOND || s >= IsoTime.END_SECOND) {
      return plain(v.toString());
    }
    return end(IsoTime.writeInstant(s, v.getNano(), buf, begin(IsoTime.MAX_LENGTH)));
  }

  // ---------------------------------------------------------------- text

  /**
   * Writes {@code s} as UTF-8, in quotes where it needs them (see the class comment), or a missing
   * value (nothing) for null; {@code ""} is written {@code ""}.
   *
   * <pre>{@code
   * out.field("plain").field("a,b").field("say \"hi\"").field(""); // plain,"a,b","say ""hi""",""
   * }</pre>
   *
   * @throws IllegalArgumentException if {@code s} holds a surrogate that is not half of a pair (the
   *     field is not written)
   */
  public CsvWriter field(String s) {
    if (s == null) {
      return missing();
    }
    int n = s.length();
    int p = pos;
    // Fails before the first write and after close (limit 0): the general path deals with those.
    if (n < limit - p - 3) {
      byte[] b = buf;
      b[p] = delimiter;
      int q = p + ((-field) >>> 31);
      // The chars are copied as they are scanned; one that needs quotes marks flags.
      int flags = quoteNumbers;
      byte[] sp = special;
      int i = 0;
      for (; i < n; i++) {
        char c = s.charAt(i);
        if (c >= 0x80) {
          break;
        }
        b[q + i] = (byte) c;
        flags |= sp[c];
      }
      if (i == n) {
        if (n == 0 || b[q] == ' ' || b[q + n - 1] == ' ') {
          flags |= CsvText.QUOTES;
        }
        if (flags == 0) {
          pos = q + n;
          field++;
          return this;
        }
        if (flags == CsvText.QUOTES) { // quotes around it, none inside
          System.arraycopy(b, q, b, q + 1, n);
          b[q] = quote;
          b[q + n + 1] = quote;
          pos = q + n + 2;
          field++;
          return this;
        }
      }
    }
    return text(s);
  }

  /**
   * Writes the chars of {@code s} as {@link #field(String)} writes a String's, or a missing value
   * for null; a {@code StringBuilder} is written without a copy.
   *
   * <pre>{@code
   * out.field(new StringBuilder("x").append(1)); // x1
   * }</pre>
   *
   * @throws IllegalArgumentException if {@code s} holds a surrogate that is not half of a pair (the
   *     field is not written)
   */
  public CsvWriter field(CharSequence s) {
    if (s == null || s instanceof String) {
      return field((String) s);
    }
    return text(s);
  }

  /** A missing value: nothing but the delimiter before it. */
  private CsvWriter missing() {
    int p = pos;
    if (limit - p < 1) {
      makeRoom(1);
      p = pos;
    }
    buf[p] = delimiter;
    pos = p + ((-field) >>> 31);
    field++;
    return this;
  }

  /**
   * The general path of text: any chars, quoted or not, of any length, copied into {@link #scratch}
   * a chunk at a time (once, where one chunk holds them all) to be scanned, then encoded.
   */
  private CsvWriter text(CharSequence s) {
    // Room for the whole field where the buffer can hold it (3 bytes a char at most, a doubled
    // quote included, and the delimiter and quotes), so that a failing stream fails the field
    // before a byte of it is written. Fails after close, fixes the settings at the first write.
    int n = s.length();
    int need = n <= (capacity - 3) / 3 ? 3 * n + 3 : 3;
    if (limit - pos < need) {
      makeRoom(need);
    }
    char[] chunk = scratch;
    boolean quoted = CsvText.quotedForItsEnds(s, quoteAll);
    int copied = 0;
    for (int i = 0; i < n; i += copied) {
      copied = CsvText.copy(s, i, chunk);
      int found = CsvText.scan(chunk, copied, special);
      if (found < 0) {
        throw loneSurrogate(chunk[-1 - found], i - 1 - found);
      }
      quoted |= found != 0;
    }
    byte[] b = buf;
    int p = pos;
    b[p] = delimiter;
    p += (-field) >>> 31;
    if (quoted) {
      b[p++] = quote;
    }
    pos = p;
    if (copied == n) { // one chunk: still in scratch
      CsvText.encode(this, chunk, n, (char) quote);
    } else {
      for (int i = 0; i < n; i += copied) {
        copied = CsvText.copy(s, i, chunk);
        CsvText.encode(this, chunk, copied, (char) quote);
      }
    }
    if (quoted) {
      if (limit - pos < 1) {
        makeRoom(1);
      }
      buf[pos++] = quote;
    }
    field++;
    return this;
  }

  // ---------------------------------------------------------------- bulk

  /**
   * Writes {@code n} records from columns, the mirror of {@link CsvReader#readColumns}: record
   * {@code r} holds field {@code i} from {@code columns[i]} at index {@code off + r}, written as
   * the {@code field} method of its type writes it: an {@code int[]}, {@code long[]}, {@code
   * double[]} or {@code String[]} (a null element is a missing value). A missing value is written
   * where {@code empty[i][off + r]} is true (the array may be null, and so may its elements), and
   * for every record of a null column; records end after the last column that is not null. What
   * {@code readColumns} then reads into the same columns is what was written, a missing value read
   * as 0 or {@code ""} with its empty mark set.
   *
   * <pre>{@code
   * int[] id = {1, 2};
   * double[] price = {9.5, 0};
   * boolean[] noPrice = {false, true};
   * out.writeColumns(new Object[] {id, price}, new boolean[][] {null, noPrice}, 0, 2); // 1,9.5 2,
   * }</pre>
   *
   * @return this writer
   * @throws IllegalArgumentException if a column is of another type, the arrays are shorter than
   *     {@code off + n}, or text holds a lone surrogate (the records before it are written)
   * @throws IllegalStateException if a record is open
   */
  public CsvWriter writeColumns(Object[] columns, boolean[][] empty, int off, int n) {
    checkOpen(); // n = 0 writes nothing but fails after close, as any write
    checkNoOpenRecord("writeColumns");
    byte[] kinds = Columns.kinds(columns, empty, off, n);
    for (int r = 0; r < n; r++) {
      writeRecordOf(kinds, columns, empty, off + r);
      endRecord();
    }
    return this;
  }

  /**
   * Writes the fields of one record from the columns at index {@code at} to this writer: a missing
   * value for a null column or where {@code empty} marks one.
   */
  private void writeRecordOf(byte[] kinds, Object[] columns, boolean[][] empty, int at) {
    for (int i = 0; i < kinds.length; i++) {
      byte kind = kinds[i];
      boolean[] e = empty == null || i >= empty.length ? null : empty[i];
      Object c = columns[i];
      if (kind == Columns.SKIP || (e != null && e[at])) {
        field((String) null);
      } else if (kind == Columns.INT) {
        field(((int[]) c)[at]);
      } else if (kind == Columns.LONG) {
        field(((long[]) c)[at]);
      } else if (kind == Columns.DOUBLE) {
        field(((double[]) c)[at]);
      } else {
        field(((String[]) c)[at]);
      }
    }
  }

  // ---------------------------------------------------------------- flush and close

  /**
   * Writes what the buffer holds to the stream and flushes the stream; an open record stays open.
   * Does nothing after {@link #close()}.
   *
   * @throws UncheckedIOException if the stream throws
   */
  @Override
  public void flush() {
    super.flush();
  }

  /**
   * Flushes, then closes the stream, even if flushing failed (what could not be written is then
   * dropped). A record left open is written without a line ending. A second call does nothing;
   * every write after it throws {@link UncheckedIOException}.
   *
   * @throws UncheckedIOException if the stream throws
   */
  @Override
  public void close() {
    started = true; // settings after close fail as after a write
    super.close();
  }

  /** Where the current field is, for messages: {@code field 3 of record 7}, both from 1. */
  String where() {
    return "field " + (field + 1) + " of record " + (records + 1);
  }

  /** The field holds the lone surrogate {@code c} at char {@code at}, which UTF-8 cannot encode. */
  private IllegalArgumentException loneSurrogate(char c, int at) {
    return new IllegalArgumentException(
        where()
            + " holds a lone surrogate, U+"
            + Integer.toHexString(c).toUpperCase(Locale.ROOT)
            + " at char "
            + at
            + ", which UTF-8 cannot encode: the field is not written");
  }
}
