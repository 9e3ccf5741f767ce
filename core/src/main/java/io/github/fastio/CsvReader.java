package io.github.fastio;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.SeekableByteChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.InputMismatchException;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.stream.Stream;

/**
 * Reads delimited records (RFC 4180 CSV, TSV, {@code name;value} lines) a typed field at a time,
 * straight from the bytes: numbers are parsed without a String per field, exactly as the JDK parses
 * the field's text, and a bad field is an exception that names the field, the line and the byte
 * offset.
 *
 * <p><b>The format</b> (RFC 4180, and what Python's {@code csv} module and FastCSV read): fields
 * are split by the delimiter only ({@code ,} unless set), so spaces and tabs are data; records end
 * at {@code \n}, {@code \r\n} or a lone {@code \r}; a field that starts with the quote ({@code "}
 * unless set) may hold delimiters, line breaks and doubled quotes ({@code ""} for one {@code "}),
 * and what follows its closing quote up to the next delimiter is taken as it is ({@code "ab"cd} is
 * {@code abcd}); a quote elsewhere is data. Empty fields count, a trailing delimiter ends the
 * record with an empty field, and records may have different numbers of fields. A blank line (no
 * byte between two line breaks) is skipped, as FastCSV, Commons CSV and Spark do, or with {@link
 * #keepBlankLines(boolean)} is a record of one missing field, as Python reads it; {@link
 * #noQuote()} makes the quote data. The last record may lack its line break. Text is UTF-8; a
 * byte-order mark ({@code EF BB BF}) at the input's first byte is passed, as Hadoop's line reader
 * and so Spark pass it.
 *
 * <p><b>The cursor.</b> {@link #nextRecord()} moves to the next record; then each call reads the
 * next field, quotes removed: {@link #nextInt()}, {@link #nextLong()}, {@link #nextDouble()} as
 * {@link Integer#parseInt}, {@link Long#parseLong} and {@link Double#parseDouble} read its text and
 * to the same value (ASCII digits only), {@link #nextScaled(int)} as a long of fixed decimals
 * ({@code -12.3} as -123 at scale 1), {@link #next()} as text, {@link #nextField()} as bytes;
 * {@link #skip()} passes it. {@link #nextIsEmpty()} tells a missing value (no byte at all) from
 * {@code ""}, and {@link #nextInt(int)} and the others read a default for one; {@link
 * #hasNextField()} says whether the record has more, {@link #toField(int)} passes fields up to one,
 * by index or {@link #headerIndex(String) name}. The next {@code nextRecord()} skips what is left;
 * {@link #nextRecordAsArray()}, a for loop and {@link #records()} give records as Strings.
 *
 * <pre>{@code
 * try (CsvReader in = CsvReader.open(Paths.get("sales.csv"))) {
 *   String[] names = in.header();             // id,price,qty
 *   double total = 0;
 *   while (in.nextRecord()) {
 *     int id = in.nextInt();
 *     double price = in.nextDouble(0); // 0 where the field is empty: 2,,3
 *     total += price * in.nextInt();
 *   }
 * }
 * }</pre>
 *
 * <p><b>Errors.</b> A field that is not the number asked for throws {@link InputMismatchException}
 * and stays unread ({@link #next()} returns its text): {@code expected an int but found "12x" in
 * field 3 at line 7 of sales.csv (byte offset 183)}. So does a field asked past the end of its
 * record ({@code expected an int but the record at line 7 of sales.csv (byte offset 170) has 2
 * fields}), a quote that the input never closes (naming the line where it opened), and a field or
 * record longer than {@link #maxLength(int)}. Reading a field with no current record throws {@link
 * java.util.NoSuchElementException}; a failing stream {@link UncheckedIOException}. After any of
 * them, {@code nextRecord()} goes on with the next record, so that a caller can skip bad rows and
 * count them.
 *
 * <p><b>Files on every core.</b> {@link #open(Path, long, long)} reads the records that start in a
 * byte range, as Hadoop cuts files (a record starts at byte 0 or right after a line break; the last
 * one may run past the range), so that ranges cut anywhere cover every record once; {@link
 * #split(Path, int)} cuts a file into such ranges. A range ends where its end is, whatever comes
 * there: a comment, a blank line, a quote or a line break.
 *
 * <p><b>Line breaks inside quotes in a range.</b> Whether a byte is inside quotes depends on every
 * quote before it, so a range takes every line break for a record's end: one that starts inside a
 * quoted field reads the line after the quoted break as a record (of {@code 1,"a\nb",c} the line
 * {@code b",c}, as {@code [b", c]}), and the range in which the field starts meets the break,
 * throws once naming the line, and goes on with the line after it. So ranges cut anywhere read the
 * same lines, and a file's ranges either give every record once or throw: such a file is read whole
 * ({@link #open(Path)}), or in ranges cut where records start ({@link #openRecords}).
 *
 * <p>A reader reads nothing until the first call that needs a byte, and is not thread-safe.
 */
public final class CsvReader extends RecordInput implements Iterable<String[]> {
  private final Field view = new Field();

  /** A reader that is its own record reader and engine: see {@link RecordInput}. */
  private CsvReader(
      InputStream in, int bufferSize, Origin origin, long from, long end, boolean viewLoads) {
    super(in, bufferSize, origin, from, end, viewLoads);
  }

  /** A reader of {@code in}, with a 64 KiB buffer; messages give lines and byte offsets. */
  public static CsvReader of(InputStream in) {
    return of(in, DEFAULT_BUFFER_SIZE);
  }

  /**
   * A reader of {@code in} whose messages name it {@code name}, as those of a file do: for a file
   * read through a stream of its own, such as a decompressing one ({@code new
   * GZIPInputStream(Files.newInputStream(path))}). {@link #close()} closes {@code in}.
   */
  public static CsvReader of(InputStream in, String name) {
    Origin origin = new Origin(name, 0, true);
    return new CsvReader(in, DEFAULT_BUFFER_SIZE, origin, 0, Long.MAX_VALUE, false);
  }

  /** A reader of {@code in} asking it for at most {@code bufferSize} bytes at a time (tests). */
  static CsvReader of(InputStream in, int bufferSize) {
    return new CsvReader(in, bufferSize, null, 0, Long.MAX_VALUE, false);
  }

  /** A reader of the UTF-8 bytes of {@code text}: {@code CsvReader.of("a,1\nb,2\n")}. */
  public static CsvReader of(String text) {
    return of(text.getBytes(StandardCharsets.UTF_8));
  }

  /** A reader of {@code bytes}, which must not change while they are read. */
  public static CsvReader of(byte[] bytes) {
    int size = (int) Math.min(DEFAULT_BUFFER_SIZE, bytes.length + 1L);
    return new CsvReader(ArraySource.of(bytes), size, null, 0, Long.MAX_VALUE, true);
  }

  /**
   * A reader of the file at {@code path}, whose messages name the file: {@code expected an int but
   * found "12x" in field 3 at line 7 of sales.csv (byte offset 183)}. {@link #close()} closes it.
   *
   * @throws UncheckedIOException if the file cannot be opened
   */
  public static CsvReader open(Path path) {
    Origin origin = new Origin(path.toString(), 0, true);
    return new CsvReader(Origin.open(path), DEFAULT_BUFFER_SIZE, origin, 0, Long.MAX_VALUE, true);
  }

  /**
   * A reader of the records of the file at {@code path} that start in the bytes {@code [from, to)}:
   * a record starts at byte 0 or right after a line break, and the last one may end past {@code
   * to}, so that ranges that meet cover each record exactly once, wherever they are cut. The file
   * is opened at the first read. A line break inside quotes throws once, naming the line, and the
   * reader goes on at the line after it (see the class comment).
   *
   * <pre>{@code
   * long size = Files.size(path);
   * try (CsvReader first = CsvReader.open(path, 0, size / 2);
   *     CsvReader second = CsvReader.open(path, size / 2, size)) { ... }
   * }</pre>
   *
   * @throws IllegalArgumentException if {@code from < 0} or {@code to < from}
   */
  public static CsvReader open(Path path, long from, long to) {
    return range(FilePart.before(path, from, to), path.toString(), from, to);
  }

  /**
   * A reader of the records of {@code channel} that start in the bytes {@code [from, to)}, as
   * {@link #open(Path, long, long)}, for any seekable source: a Hadoop stream wrapped as a channel,
   * say. The reader positions the channel itself (from {@code from - 1}, to see whether a record
   * starts at {@code from}); messages name {@code name} and give offsets in the channel. {@link
   * #close()} closes the channel.
   *
   * @throws IllegalArgumentException if {@code from < 0} or {@code to < from}
   */
  public static CsvReader open(SeekableByteChannel channel, String name, long from, long to) {
    return range(FilePart.before(channel, name, from, to), name, from, to);
  }

  /**
   * A reader of the records of {@code channel} from byte {@code from} to the first record that
   * starts at or past {@code to}, where both bounds are known to be record starts (0, the end, or
   * the byte after a line break outside quotes): unlike {@link #open(SeekableByteChannel, String,
   * long, long)}, a line break inside quotes is data. For files with quoted line breaks cut where
   * their records start: with the quote as its own escape, a byte is inside quotes when an odd
   * number of quotes come before it, so a count of the quotes up to a cut tells where the next
   * record starts. Messages name {@code name} and give offsets in the channel, and lines from
   * {@code from}. {@link #close()} closes the channel.
   *
   * <pre>{@code
   * // records start at 0, 1042 and 2210 (found by the quotes before them)
   * try (CsvReader second = CsvReader.openRecords(channel, "notes.csv", 1042, 2210)) { ... }
   * }</pre>
   *
   * @throws IllegalArgumentException if {@code from < 0} or {@code to < from}
   */
  public static CsvReader openRecords(
      SeekableByteChannel channel, String name, long from, long to) {
    CsvReader r = open(channel, name, from, to);
    r.starts.boundsAreRecordStarts();
    return r;
  }

  /**
   * Cuts the file at {@code path} into {@code parts} readers of consecutive byte ranges of about
   * equal size, in file order, for one thread each (see {@link #open(Path, long, long)}); each
   * opens the file at its first read and takes fields of at most {@link #maxLength(int)}'s default
   * shared among the parts read at once (one per core). The first part holds the header, if any.
   *
   * <pre>{@code
   * List<CsvReader> parts = CsvReader.split(path, Runtime.getRuntime().availableProcessors());
   * double sum = parts.parallelStream().mapToDouble(part -> {
   *   double s = 0;
   *   try (CsvReader in = part) {
   *     while (in.nextRecord()) s += in.nextDouble();
   *   }
   *   return s;
   * }).sum();
   * }</pre>
   *
   * @throws IllegalArgumentException if {@code parts} is not from 1 to 65,536 (in a heap under 256
   *     MiB, one part per 4 KiB of it)
   * @throws UncheckedIOException if the file's size cannot be read, or it is a directory
   */
  public static List<CsvReader> split(Path path, int parts) {
    FilePart.checkParts(parts);
    long size;
    try {
      size = Files.size(path);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    List<CsvReader> readers = new ArrayList<>(parts);
    int maxLength = perCoreMaxLength(parts);
    for (int i = 0; i < parts; i++) {
      long from = FilePart.share(size, parts, i);
      long to = FilePart.share(size, parts, i + 1);
      readers.add(open(path, from, to).maxLength(maxLength));
    }
    return readers;
  }

  /** A reader of the records of a file's or a channel's part (see {@link FilePart#before}). */
  private static CsvReader range(FilePart part, String name, long from, long to) {
    return new CsvReader(
        part, DEFAULT_BUFFER_SIZE, new Origin(name, from, from == 0), from, to, true);
  }

  /**
   * Closes the stream and lets go of the buffer, the {@link #nextField()} view's bytes with it; a
   * read after it throws {@link UncheckedIOException}. A second close does nothing.
   *
   * @throws UncheckedIOException if closing fails
   */
  @Override
  public void close() {
    view.set(new byte[0], 0, 0, false);
    super.close();
  }

  // ---------------------------------------------------------------- settings

  /**
   * Sets the byte that separates fields: {@code ','} unless set; {@code ';'}, {@code '|'} and
   * {@code '\t'} are usual.
   *
   * @return this reader
   * @throws IllegalArgumentException if {@code c} is not ASCII, is a line break or the quote, or
   *     can be part of a number ({@code 0-9 + - . e E})
   * @throws IllegalStateException after the first read
   */
  public CsvReader delimiter(char c) {
    format(format.delimiter(c), "delimiter(c)");
    return this;
  }

  /**
   * Sets the byte that quotes a field: {@code '"'} unless set. Inside quotes, the escape ({@link
   * #escape(char)}) followed by a quote stands for the quote. {@link #noQuote()} turns quoting off.
   *
   * @return this reader
   * @throws IllegalArgumentException as {@link #delimiter(char)}, and for the delimiter
   * @throws IllegalStateException after the first read
   */
  public CsvReader quote(char c) {
    format(format.quote(c), "quote(c)");
    return this;
  }

  /**
   * Sets the byte that, inside quotes, escapes the quote: the quote itself unless set (RFC 4180's
   * doubled quote, {@code "a""b"} for {@code a"b}). Inside quotes the escape followed by the quote
   * stands for the quote, followed by itself for itself, and before any other byte it is data, kept
   * with that byte, as Spark's CSV reader reads its {@code escape} option: with {@code '\\'},
   * {@code "a\"b"} is {@code a"b}, {@code "a\\b"} is {@code a\b} and {@code "a\xb"} is {@code a\xb}
   * (Python's {@code csv} module, whose {@code escapechar} makes any next byte data, reads {@code
   * axb}). Outside quotes it is data.
   *
   * @return this reader
   * @throws IllegalArgumentException if {@code c} is not ASCII or is a line break
   * @throws IllegalStateException after the first read
   */
  public CsvReader escape(char c) {
    format(format.escape(c), "escape(c)");
    return this;
  }

  /**
   * Turns quoting off, for TSV and other formats where no field is quoted: every byte but the
   * delimiter and the line breaks is data, a quote too, so that a stray {@code "} is one byte of
   * its field rather than the start of a quoted field that swallows the lines after it: {@code
   * CsvReader.of("5\"3\tx\n").delimiter('\t').noQuote()} reads {@code 5"3} and {@code x}.
   *
   * @return this reader
   * @throws IllegalStateException after the first read
   */
  public CsvReader noQuote() {
    format(format.quote(RecordFormat.NONE), "noQuote()");
    return this;
  }

  /**
   * Whether a blank line (no byte between two line breaks) is a record of one missing field, as
   * Python's {@code csv} module reads it and {@link CsvWriter} writes a record of one missing
   * value, rather than skipped (false unless set): so that a one-column file keeps its missing
   * values. The record's {@link #nextIsEmpty()} is true, {@link #next()} returns {@code ""}, {@code
   * nextInt(ifEmpty)} the default. A line break that ends the input ends its last record and starts
   * no blank one.
   *
   * <pre>{@code
   * CsvReader in = CsvReader.of("1\n\n3\n").keepBlankLines(true);
   * while (in.nextRecord()) sum += in.nextInt(0); // three records: 1, 0, 3
   * }</pre>
   *
   * @return this reader
   * @throws IllegalStateException after the first read
   */
  public CsvReader keepBlankLines(boolean keep) {
    format(format.keepBlankLines(keep), "keepBlankLines(keep)");
    return this;
  }

  /**
   * Skips the records whose first byte is {@code c} (none unless set), up to the end of their line,
   * quotes and all: {@code comment('#')}.
   *
   * @return this reader
   * @throws IllegalArgumentException if {@code c} is not ASCII or is a line break
   * @throws IllegalStateException after the first read
   */
  public CsvReader comment(char c) {
    format(format.comment(c), "comment(c)");
    return this;
  }

  /**
   * Sets the longest field this reader takes, and the longest record {@link #record()} keeps, in
   * bytes ({@value FastReader#DEFAULT_MAX_LENGTH} unless set): a longer field throws {@link
   * InputMismatchException}.
   *
   * @return this reader
   * @throws IllegalArgumentException if {@code bytes} is below 64 or above {@code Integer.MAX_VALUE
   *     - 32 - bufferSize}
   */
  public CsvReader maxLength(int bytes) {
    setMaxLength(bytes);
    return this;
  }

  // ---------------------------------------------------------------- records

  /**
   * Reads the first record's fields as names, for a file with a header line: {@code
   * CsvReader.of("id,name\n1,Ann\n").header()} is {@code ["id", "name"]}, and the next {@link
   * #nextRecord()} moves to {@code 1,Ann}. An empty input has no names.
   *
   * <p>The names may take {@link #maxLength(int) maxLength} bytes of memory, or 1 MiB where that is
   * less, each name counted as its length and 48 bytes more (the String and its array): a line of a
   * million one-byte names is short as text but not as Strings.
   *
   * @throws IllegalStateException if a record has been read already
   * @throws InputMismatchException if the names take more memory than that
   */
  public String[] header() {
    return CsvRecords.header(this);
  }

  /**
   * The 0-based index of the field named {@code name} by the {@link #header()} read (the first,
   * where two have the name), for {@link #toField(int)}: found once, before the loop.
   *
   * <pre>{@code
   * in.header();
   * int price = in.headerIndex("price");
   * while (in.nextRecord()) {
   *   in.toField(price);
   *   total += in.nextDouble(0);
   * }
   * }</pre>
   *
   * @throws IllegalStateException if no header was read
   * @throws IllegalArgumentException if the header has no such name (the message lists them)
   */
  public int headerIndex(String name) {
    return CsvRecords.index(names, name);
  }

  /**
   * Moves to the next record, skipping what is left of the current one (and blank and comment
   * lines): {@code while (in.nextRecord()) ...}.
   *
   * @return false at the end of the input (or of the reader's range)
   */
  public boolean nextRecord() {
    return toNextRecord();
  }

  /**
   * Passes every record left, as calls of {@link #nextRecord()} until it returns false would, and
   * returns how many there were (the current record, if any, not counted): the rows of a file
   * without reading their fields. Each record's end is found eight bytes a step; quotes are
   * honoured (a line break inside them is data, and in a byte range fails as {@code nextRecord()}
   * fails), and blank and comment lines are skipped.
   *
   * <pre>{@code
   * try (CsvReader in = CsvReader.open(Paths.get("sales.csv"))) {
   *   in.header();
   *   long rows = in.countRecords();
   * }
   * }</pre>
   *
   * @return the number of records passed; none is current afterwards
   * @throws InputMismatchException as {@link #nextRecord()} (a quote the input never closes): the
   *     records passed before it are in what the next call returns
   */
  public long countRecords() {
    return countRest();
  }

  /**
   * Moves to the next record and reads its fields as Strings, as {@link #next()} reads each: {@code
   * CsvReader.of("a,\"b,c\"\n").nextRecordAsArray()} is {@code ["a", "b,c"]}; a missing value is
   * {@code ""}. A String per field: the typed reads make none.
   *
   * @return the fields, or null at the end of the input (or of the reader's range)
   */
  public String[] nextRecordAsArray() {
    return CsvRecords.nextArray(this);
  }

  /**
   * The records not read yet, each as {@link #nextRecordAsArray()} reads it, read one at a time as
   * the loop asks: {@code for (String[] r : CsvReader.of(text)) ...}. Iterating moves this reader
   * (a second iterator goes on where the first stopped); an error is thrown by {@code hasNext()},
   * and a later call goes on with the next record, as {@code nextRecord()} does.
   */
  @Override
  public Iterator<String[]> iterator() {
    return new CsvRecords.Records(this);
  }

  /**
   * The records not read yet as a sequential stream, each as {@link #nextRecordAsArray()} reads it;
   * closing the stream closes this reader. For all cores, {@link #split(Path, int)}.
   *
   * <pre>{@code
   * try (Stream<String[]> records = CsvReader.open(path).records()) {
   *   long ok = records.filter(r -> r[2].equals("ok")).count();
   * }
   * }</pre>
   */
  public Stream<String[]> records() {
    return CsvRecords.stream(this);
  }

  // ---------------------------------------------------------------- fields

  /** Whether the current record has another field: {@code a,b,} has three. */
  public boolean hasNextField() {
    return fieldAhead;
  }

  /**
   * Moves the cursor to the field of 0-based index {@code index} in the current record, passing the
   * fields before it unparsed: then {@code nextInt()} or another read takes that field. The cursor
   * goes forward only. With {@link #headerIndex(String)}, a field read by its name.
   *
   * @throws IllegalArgumentException if the cursor is past that field already
   * @throws InputMismatchException if the record has no such field (as a read past its end)
   * @throws NoSuchElementException if no record is current
   */
  public void toField(int index) {
    CsvRecords.toField(this, index);
  }

  /**
   * Whether the next field has no byte at all, not even quotes: a missing value, as the middle one
   * of {@code 2,,3}; {@code 2,"",3} holds the empty string instead. Reads nothing.
   *
   * @throws InputMismatchException if the record has no field left
   * @throws NoSuchElementException if no record is current
   */
  public boolean nextIsEmpty() {
    return emptyField();
  }

  /**
   * Reads the next field as {@link Integer#parseInt(String)} reads its text, quotes removed: {@code
   * 12} and {@code "12"} are 12, {@code " 12"}, {@code 1e3} and an empty field are not ints.
   *
   * @throws InputMismatchException if the field is not such an int (it stays unread), or the record
   *     has no field left
   * @throws NoSuchElementException if no record is current
   */
  public int nextInt() {
    return intField();
  }

  /**
   * Reads the next field as {@link Long#parseLong(String)} reads its text, quotes removed.
   *
   * @throws InputMismatchException if the field is not such a long (it stays unread), or the record
   *     has no field left
   * @throws NoSuchElementException if no record is current
   */
  public long nextLong() {
    return longField();
  }

  /**
   * Reads the next field as {@link Double#parseDouble(String)} reads its text, quotes removed, and
   * returns the same bits: {@code 12.5}, {@code " 1e3 "} (the JDK trims spaces), {@code NaN}.
   *
   * @throws InputMismatchException if the field is not such a double (it stays unread), or the
   *     record has no field left
   * @throws NoSuchElementException if no record is current
   */
  public double nextDouble() {
    return doubleField();
  }

  /**
   * Reads the next field as {@link #nextInt()} does, or passes it and returns {@code ifEmpty} where
   * it is empty (see {@link #nextIsEmpty()}): {@code in.nextInt(-1)}.
   *
   * @throws InputMismatchException as {@link #nextInt()}
   * @throws NoSuchElementException if no record is current
   */
  public int nextInt(int ifEmpty) {
    return passedEmpty("an int") ? ifEmpty : nextInt();
  }

  /**
   * Reads the next field as {@link #nextLong()} does, or passes it and returns {@code ifEmpty}
   * where it is empty.
   *
   * @throws InputMismatchException as {@link #nextLong()}
   * @throws NoSuchElementException if no record is current
   */
  public long nextLong(long ifEmpty) {
    return passedEmpty("a long") ? ifEmpty : nextLong();
  }

  /**
   * Reads the next field as {@link #nextDouble()} does, or passes it and returns {@code ifEmpty}
   * where it is empty: {@code in.nextDouble(Double.NaN)}.
   *
   * @throws InputMismatchException as {@link #nextDouble()}
   * @throws NoSuchElementException if no record is current
   */
  public double nextDouble(double ifEmpty) {
    return passedEmpty("a double") ? ifEmpty : nextDouble();
  }

  /**
   * Reads the next field as a decimal of {@code scale} decimals and returns it times {@code
   * 10^scale}, exactly: {@code -12.3} is -123 at scale 1, {@code 12} is 120, {@code 1.50} is 15;
   * for sums and extremes of prices or temperatures in a long, where a double would round. Quotes
   * are removed, and the text is read as {@link #nextDouble()} reads it, with the decimal part of
   * its grammar (surrounding spaces are trimmed):
   *
   * <pre>
   *   [+|-] ( Digits [. [Digits]] | . Digits ) [e|E [+|-] Digits] [f|F|d|D]
   * </pre>
   *
   * <p>The result must be exact and fit a long: digits past the scale are taken only where they are
   * zeros ({@code 1.25} at scale 1 is rejected: no rounding), an exponent counts ({@code 15e-1} at
   * scale 1 is 15), and a value out of range is rejected, never wrapped. {@code NaN}, {@code
   * Infinity} and hex have no such value.
   *
   * <pre>{@code
   * while (in.nextRecord()) {               // Hamburg;-12.3
   *   String station = in.next();
   *   long tenths = in.nextScaled(1);       // -123
   * }
   * }</pre>
   *
   * @param scale the decimals kept, 0 to 18
   * @throws InputMismatchException if the field is not such a decimal (it stays unread), or the
   *     record has no field left: {@code expected a decimal of scale 1 but found "1.25" in field 2
   *     at line 7 (byte offset 93)}
   * @throws NoSuchElementException if no record is current
   * @throws IllegalArgumentException if {@code scale} is not from 0 to 18
   */
  public long nextScaled(int scale) {
    if (scale < 0 || scale > FixedPoint.MAX_SCALE) {
      throw new IllegalArgumentException("the scale must be from 0 to 18: " + scale);
    }
    return scaledField(scale);
  }

  /**
   * Reads the next field as {@link #nextScaled(int)} does, or passes it and returns {@code ifEmpty}
   * where it is empty: {@code in.nextScaled(2, 0)}.
   *
   * @throws InputMismatchException as {@link #nextScaled(int)}
   * @throws NoSuchElementException if no record is current
   * @throws IllegalArgumentException if {@code scale} is not from 0 to 18
   */
  public long nextScaled(int scale, long ifEmpty) {
    if (scale < 0 || scale > FixedPoint.MAX_SCALE) {
      throw new IllegalArgumentException("the scale must be from 0 to 18: " + scale);
    }
    return passedEmpty("a decimal") ? ifEmpty : nextScaled(scale);
  }

  /**
   * Reads the next field's text, quotes removed and doubled quotes undone, decoded from UTF-8:
   * {@code "a,""b"""} is {@code a,"b"}.
   *
   * @throws InputMismatchException if the record has no field left
   * @throws NoSuchElementException if no record is current
   */
  public String next() {
    return text();
  }

  /**
   * Passes the next field without making a String or parsing it.
   *
   * @throws InputMismatchException if the record has no field left
   * @throws NoSuchElementException if no record is current
   */
  public void skip() {
    skipNext();
  }

  /**
   * Reads the next field's bytes as a view, quotes removed and doubled quotes undone: the reader
   * reuses it, so it holds until the next call that reads. For aggregating by a key without a
   * String per record:
   *
   * <pre>{@code
   * CsvReader.Field name = in.nextField();
   * int slot = name.hashCode() & mask; // then compare with name.contentEquals(key)
   * }</pre>
   *
   * @throws InputMismatchException if the record has no field left
   * @throws NoSuchElementException if no record is current
   */
  public Field nextField() {
    // The usual case inline: an unquoted field whose end is in the data, found in one scan that
    // also hashes it; one past the cap is refused by scan, as it is where refills find it.
    int p = unquotedFieldEnd();
    if (p >= 0) {
      view.set(buf, pos, p - pos, false);
      view.hashIs(wordHash);
      passTo(p);
      return view;
    }
    scanField();
    view.set(content, contentFrom, contentTo - contentFrom, contentQuoted);
    if (contentHashed) {
      view.hashIs(wordHash);
    }
    return view;
  }

  /**
   * Whether a field of the current record read or passed so far had bytes between its closing quote
   * and its end, which RFC 4180 does not allow and this reader takes as data ({@code "ab"cd} is
   * {@code abcd}): for a caller that must reject such records, or read them by another rule, as it
   * finishes each record. False before the first field and for a record without one.
   */
  public boolean hadTextAfterQuote() {
    return inRecord && textAfterQuote;
  }

  /**
   * The line where the current record starts, 1-based, line breaks inside quotes counted; in a
   * reader of a byte range ({@link #open(Path, long, long)}, {@link #split(Path, int)}) counted
   * from the range's first record, which is line 1 (use {@link #recordOffset()} to find it in the
   * file).
   */
  public long line() {
    return inRecord ? recordLine : line;
  }

  /** The 1-based number of the next field in the current record. */
  public int fieldNumber() {
    return field + FIRST_FIELD;
  }

  /** The offset in the source of the current record's first byte. */
  public long recordOffset() {
    return recordOffset;
  }

  /** The offset in the source of the next byte to read: how many bytes were consumed. */
  public long position() {
    return offset();
  }

  /**
   * The current record's text as the input has it, without its line break (the fields read so far
   * and the rest): for a log of bad rows or a column of corrupt records. Reads to the record's end
   * and leaves the reader after it, as if every field had been skipped.
   *
   * @throws NoSuchElementException if no record is current
   * @throws IllegalStateException if the record was longer than {@link #maxLength(int)}
   */
  public String record() {
    return recordText();
  }

  // ---------------------------------------------------------------- bulk

  /**
   * Reads up to {@code max} records into columns: {@code columns[i]} receives field {@code i} of
   * each record, at index {@code off + r} of record {@code r}. An {@code int[]}, {@code long[]} or
   * {@code double[]} gets the parsed value (0 where the field is empty), a {@code String[]} the
   * text, and a null column skips its field unparsed; {@code empty[i]} (the array may be null, and
   * so may its elements) gets {@code true} where field {@code i} is empty. Fields past the columns
   * are skipped.
   *
   * <pre>{@code
   * int[] id = new int[4096];
   * double[] price = new double[4096];
   * boolean[] noPrice = new boolean[4096];
   * int n;
   * while ((n = in.readColumns(new Object[] {id, price}, new boolean[][] {null, noPrice}, 0, 4096)) > 0) {
   *   ... the first n of each
   * }
   * }</pre>
   *
   * <p>A bad field, or a record with fewer fields than columns, throws only before the call has
   * filled a record: the records before it are returned first, and the next call throws. After
   * that, the next call goes on with the record after the bad one.
   *
   * @return the number of records read, 0 at the end of the input
   * @throws IllegalArgumentException if a column is of another type, or the arrays are too short
   */
  public int readColumns(Object[] columns, boolean[][] empty, int off, int max) {
    return Columns.read(this, columns, empty, off, max);
  }

  // ---------------------------------------------------------------- the view

  /**
   * A field's bytes, quotes removed and doubled quotes undone: {@code array()[offset(), offset() +
   * length())}. The reader reuses one view, whose bytes hold until its next read.
   */
  public static final class Field {
    private byte[] array = new byte[0];
    private ByteBuffer le = ByteBuffer.wrap(array);
    private int offset;
    private int length;
    private boolean quoted;

    /**
     * A copy's first 16 bytes as two words (zeros past its end), where it has at most 16: a view
     * compared with it then loads its own two words only.
     */
    private long word0;

    private long word1;

    private boolean wordsKept;

    /** The hash of the bytes, where {@link #hashKnown}: the reader's scan may have found it. */
    private int hash;

    private boolean hashKnown;

    Field() {}

    void set(byte[] array, int offset, int length, boolean quoted) {
      if (array != this.array) {
        this.array = array;
        this.le = ByteBuffer.wrap(array).order(ByteOrder.LITTLE_ENDIAN);
      }
      this.offset = offset;
      this.length = length;
      this.quoted = quoted;
      this.hashKnown = false;
    }

    /** Gives the hash of the bytes, which the reader's scan computed on its way. */
    void hashIs(int h) {
      hash = h;
      hashKnown = true;
    }

    /** The array that holds the bytes, from {@link #offset()} on; not a copy. */
    public byte[] array() {
      return array;
    }

    /** Where the bytes start in {@link #array()}. */
    public int offset() {
      return offset;
    }

    /** How many bytes the field has. */
    public int length() {
      return length;
    }

    /** The {@code i}th byte, from 0. */
    public byte byteAt(int i) {
      if (i < 0 || i >= length) {
        throw new IndexOutOfBoundsException("byte " + i + " of a field of " + length);
      }
      return array[offset + i];
    }

    /** Whether the field was quoted in the input ({@code ""} is quoted and empty). */
    public boolean isQuoted() {
      return quoted;
    }

    /** Whether the field's bytes are those of {@code bytes}. */
    public boolean contentEquals(byte[] bytes) {
      return bytes.length == length && ByteWords.equal(le, array, offset, bytes);
    }

    /**
     * A hash of the field's bytes: equal bytes hash alike (its value is not that of {@code
     * Arrays.hashCode}, and may change between versions). Eight bytes a step, so that a table keyed
     * by names costs a multiply a word rather than one a byte; for an unquoted field in the buffer,
     * the reader's scan computed it while it looked for the field's end.
     */
    @Override
    public int hashCode() {
      if (!hashKnown) {
        hashIs(ByteWords.hash(le, array, offset, length));
      }
      return hash;
    }

    /**
     * Whether {@code o} is a field of the same bytes, quoted or not; eight bytes a step, without a
     * copy. With {@link #hashCode()} and {@link #copy()}, a field is a key for a table:
     *
     * <pre>{@code
     * Map<CsvReader.Field, long[]> sums = new HashMap<>();
     * while (in.nextRecord()) {
     *   CsvReader.Field name = in.nextField();
     *   long[] sum = sums.get(name);                      // no copy, no String
     *   if (sum == null) sums.put(name.copy(), sum = new long[1]);
     *   sum[0] += in.nextScaled(2);
     * }
     * }</pre>
     */
    @Override
    public boolean equals(Object o) {
      if (!(o instanceof Field)) {
        return false;
      }
      Field f = (Field) o;
      if (f.length != length) {
        return false;
      }
      if (f.wordsKept && offset + 16 <= array.length) {
        return ByteWords.equal(le, offset, length, f.word0, f.word1);
      }
      return ByteWords.equal(le, array, offset, f.le, f.array, f.offset, length);
    }

    /**
     * A field over a copy of the bytes, which stays as it is when the reader moves on: a key to
     * keep, once per distinct value.
     */
    public Field copy() {
      Field f = new Field();
      byte[] bytes = new byte[length + ByteWords.PAD]; // zeros past the end, for the words
      System.arraycopy(array, offset, bytes, 0, length);
      f.set(bytes, 0, length, quoted);
      if (length <= 16) {
        f.word0 = f.le.getLong(0);
        f.word1 = f.le.getLong(8);
        f.wordsKept = true;
      }
      return f;
    }

    /** A copy of the bytes. */
    public byte[] toByteArray() {
      return Arrays.copyOfRange(array, offset, offset + length);
    }

    /** The bytes decoded from UTF-8. */
    @Override
    public String toString() {
      return new String(array, offset, length, StandardCharsets.UTF_8);
    }
  }
}
