package io.github.fastio.spark;

import io.github.fastio.CsvReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.InputMismatchException;
import java.util.NoSuchElementException;
import org.apache.hadoop.conf.Configuration;
import org.apache.spark.rdd.InputFileBlockHolder;
import org.apache.spark.sql.connector.read.PartitionReader;
import org.apache.spark.sql.execution.datasources.FilePartition;
import org.apache.spark.sql.execution.datasources.PartitionedFile;
import org.apache.spark.sql.execution.vectorized.ColumnVectorUtils;
import org.apache.spark.sql.execution.vectorized.ConstantColumnVector;
import org.apache.spark.sql.execution.vectorized.OnHeapColumnVector;
import org.apache.spark.sql.execution.vectorized.WritableColumnVector;
import org.apache.spark.sql.types.DecimalType;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.sql.vectorized.ColumnVector;
import org.apache.spark.sql.vectorized.ColumnarBatch;

/**
 * Reads the byte ranges of one Spark partition, file after file, into columnar batches: each
 * record's fields are read in order by fastio's {@link CsvReader}, the fields of the columns the
 * query needs parsed straight into the batch's vectors and the others skipped unparsed. A record
 * that does not fit the schema (a field that is not its column's type, too few or too many fields)
 * is handled as the mode says: PERMISSIVE keeps what converts and its text in the corrupt-record
 * column, DROPMALFORMED drops it, FAILFAST fails the task naming the file, the line and the field.
 */
final class CsvBatchReader implements PartitionReader<ColumnarBatch> {
  /** Rows a batch holds, as Spark's own columnar readers default to. */
  static final int CAPACITY = 4096;

  private final ReadPlan plan;
  private final ReadOptions options;
  private final Configuration conf;
  private final PartitionedFile[] files;
  private final FieldConversions conversions;

  /** The vectors of the columns read from the files and of the corrupt-record column. */
  private final WritableColumnVector[] vectors;

  /** The partition columns' vectors, filled once per file. */
  private final ConstantColumnVector[] constants;

  private final ColumnarBatch batch;

  /** Every column the reader fills: the batches' columns, then those only the filter reads. */
  private final ColumnVector[] all;

  /** The columns the pushed filter reads, in its order; null without a filter. */
  private final ColumnVector[] filterColumns;

  /** Rows kept so far, counted against the pushed limit. */
  private long kept;

  // Per field of the records, in file order: where its value goes (null: skipped unparsed), and
  // how it is converted. A field only checked (see ReadPlan.checksAll) goes to row 0 of a vector
  // of its own.
  private final WritableColumnVector[] target;
  private final boolean[] checkOnly;
  private final byte[] kind;
  private final DecimalType[] decimal;

  /** Whether a number's fast path must look at the field first (see textFirst). */
  private final boolean[] textFirst;

  private final byte[] nullBytes;
  private final int width;
  private final WritableColumnVector corrupt;

  private int nextFile;
  private CsvReader in;
  private PartitionedFile file;

  /** Whether the current record's first field, read as a string, starts with a space or less. */
  private boolean blankFirst;

  /** The current file's line separator (multiLine), and Spark's tokenizer, made when needed. */
  private String separator;

  private SparkTokens tokens;

  CsvBatchReader(ReadPlan plan, FilePartition partition, Configuration conf) {
    this.plan = plan;
    this.options = plan.options;
    this.conf = conf;
    this.files = partition.files();
    this.conversions = new FieldConversions(options);
    this.width = plan.fileSchema.size();
    this.nullBytes = options.nullBytes();
    StructField[] columns = plan.readSchema.fields();
    vectors = new WritableColumnVector[columns.length];
    constants = new ConstantColumnVector[columns.length];
    this.all = allocate(columns);
    this.batch = new ColumnarBatch(java.util.Arrays.copyOf(all, plan.outputWidth));
    this.filterColumns = plan.filter == null ? null : new ColumnVector[plan.filterColumns.length];
    for (int i = 0; filterColumns != null && i < filterColumns.length; i++) {
      filterColumns[i] = all[plan.filterColumns[i]];
    }
    this.corrupt = corruptVector();
    target = new WritableColumnVector[width];
    checkOnly = new boolean[width];
    kind = new byte[width];
    decimal = new DecimalType[width];
    textFirst = new boolean[width];
    StructField[] fields = plan.fileSchema.fields();
    for (int f = 0; f < width; f++) {
      target(f, fields[f]);
    }
  }

  /**
   * Makes the batch's vectors: one on the heap for each column read from the files (and the
   * corrupt-record column), a constant one for each partition column.
   */
  private ColumnVector[] allocate(StructField[] columns) {
    OnHeapColumnVector[] heap = OnHeapColumnVector.allocateColumns(CAPACITY, columns);
    ColumnVector[] all = new ColumnVector[columns.length];
    for (int c = 0; c < columns.length; c++) {
      if (plan.source[c] <= -2) {
        heap[c].close();
        constants[c] = new ConstantColumnVector(CAPACITY, columns[c].dataType());
        all[c] = constants[c];
      } else {
        vectors[c] = heap[c];
        all[c] = heap[c];
      }
    }
    return all;
  }

  private WritableColumnVector corruptVector() {
    for (int c = 0; c < vectors.length; c++) {
      if (plan.source[c] == ReadPlan.CORRUPT) {
        return vectors[c];
      }
    }
    return null;
  }

  /** Sets where field {@code f} of the records goes, and how it is converted. */
  private void target(int f, StructField field) {
    int c = plan.columnOfField[f];
    if (c >= 0) {
      target[f] = vectors[c];
    } else if (plan.checksAll) {
      target[f] = new OnHeapColumnVector(1, field.dataType());
      checkOnly[f] = true;
    } else {
      return;
    }
    kind[f] = ReadPlan.kindOf(field);
    if (field.dataType() instanceof DecimalType) {
      decimal[f] = (DecimalType) field.dataType();
    }
    textFirst[f] = textFirst(kind[f], options);
  }

  /**
   * Whether a column's numbers must be read as text first: where a marker of the options (a null
   * value, a NaN or an infinity) is itself a number that would otherwise be read as that number.
   */
  static boolean textFirst(byte kind, ReadOptions options) {
    boolean numeric =
        kind == ReadPlan.INT
            || kind == ReadPlan.LONG
            || kind == ReadPlan.SHORT
            || kind == ReadPlan.BYTE
            || kind == ReadPlan.DOUBLE;
    if (!numeric) {
      return false;
    }
    if (!options.nullValue.isEmpty() && isDouble(options.nullValue)) {
      return true;
    }
    return kind == ReadPlan.DOUBLE
        && ((isDouble(options.nanValue) && !Double.isNaN(Double.parseDouble(options.nanValue)))
            || (isDouble(options.positiveInf)
                && Double.parseDouble(options.positiveInf) != Double.POSITIVE_INFINITY)
            || (isDouble(options.negativeInf)
                && Double.parseDouble(options.negativeInf) != Double.NEGATIVE_INFINITY));
  }

  private static boolean isDouble(String s) {
    try {
      Double.parseDouble(s);
      return true;
    } catch (NumberFormatException e) {
      return false;
    }
  }

  @Override
  public boolean next() throws IOException {
    for (; ; ) {
      if (kept >= plan.limit) {
        closeFile();
        return false;
      }
      if (in == null) {
        if (nextFile == files.length) {
          return false;
        }
        open(files[nextFile++]);
      }
      for (WritableColumnVector v : vectors) {
        if (v != null) {
          v.reset();
        }
      }
      int rows = fill();
      if (rows < CAPACITY) {
        closeFile();
      }
      if (rows > 0) {
        batch.setNumRows(rows);
        return true;
      }
    }
  }

  @Override
  public ColumnarBatch get() {
    return batch;
  }

  /** Every column of the last batch: those {@link #get()} has, then those only the filter reads. */
  ColumnVector[] columns() {
    return all;
  }

  /**
   * Counts the records of the next file of the partition, which reads no field of them: its
   * partition columns are then those of {@link #columns()}. Returns -1 when no file is left.
   */
  long countNextFile() {
    if (nextFile == files.length) {
      return -1;
    }
    PartitionedFile f = files[nextFile++];
    if (!options.multiLine && !options.rfc4180) {
      // Spark's reader makes a row of each line that is not blank or a comment, unparsed.
      describe(f);
      long lines = LineCounts.rows(f, options, conf);
      if (lines >= 0) {
        return lines;
      }
    }
    open(f);
    try {
      if (!options.multiLine && !options.rfc4180) {
        // A line with a quote: record by record, a line break inside quotes stopping the task.
        long n = 0;
        while (nextRecord()) {
          if (counts()) {
            n++;
          }
        }
        return n;
      }
      try {
        return in.countRecords();
      } catch (InputMismatchException first) {
        // As nextRecord: a quote the file never closes ends it (the records before it counted);
        // a line break inside quotes in a byte range leaves no record current and stops the task.
        if (!recordCurrent()) {
          throw stopped(first);
        }
        return in.countRecords();
      }
    } finally {
      closeFile();
    }
  }

  @Override
  public void close() throws IOException {
    closeFile();
    InputFileBlockHolder.unset();
    batch.close();
  }

  private void closeFile() {
    if (in != null) {
      CsvReader r = in;
      in = null;
      r.close();
    }
  }

  private void open(PartitionedFile f) {
    describe(f);
    in = FileRanges.open(f, options, conf);
  }

  /** Makes {@code f} the current file: its name and partition values for the batches' columns. */
  private void describe(PartitionedFile f) {
    file = f;
    separator = null;
    tokens = null;
    // What input_file_name() and its kin read, as Spark's own file readers set it: held until the
    // next file opens (the last batch of this one is read after its reader has closed).
    InputFileBlockHolder.set(f.filePath().urlEncoded(), f.start(), f.length());
    for (int c = 0; c < constants.length; c++) {
      if (plan.source[c] == ReadPlan.METADATA) {
        FileMetadata.fill(constants[c], (StructType) plan.readSchema.fields()[c].dataType(), f);
      } else if (constants[c] != null) {
        ColumnVectorUtils.populate(constants[c], f.partitionValues(), -2 - plan.source[c]);
      }
    }
  }

  /**
   * Fills up to a batch of rows from the current file: fewer only where the file's part ends or the
   * pushed limit is reached. A row the pushed filter rejects is filled, tested and taken back.
   */
  private int fill() {
    int row = 0;
    int room = (int) Math.min(CAPACITY, plan.limit - kept);
    while (row < room && nextRecord()) {
      if ((plan.validates ? readRecord(row) : counts()) && passes(row)) {
        row++;
      }
    }
    kept += row;
    return row;
  }

  /** Whether row {@code row} passes the pushed filter; if not, its slot is cleared for the next. */
  private boolean passes(int row) {
    if (filterColumns == null || plan.filter.eval(filterColumns, row) == RowFilter.TRUE) {
      return true;
    }
    for (WritableColumnVector v : vectors) {
      if (v != null) {
        v.putNotNull(row);
      }
    }
    return false;
  }

  /**
   * Moves to the next record. A failure there is a quote that the file never closes, which ends the
   * file (the record counts, as the text it has), or a line break inside quotes in a byte range,
   * after which no record is current (the reader would go on with the next line, a record cut from
   * inside quotes): the task fails, saying what to do.
   */
  private boolean nextRecord() {
    try {
      return in.nextRecord();
    } catch (InputMismatchException first) {
      if (!recordCurrent()) {
        throw stopped(first);
      }
      return in.nextRecord();
    }
  }

  /** Whether the reader still has a current record after a failure: {@code record()} says so. */
  private boolean recordCurrent() {
    try {
      in.record();
      return true;
    } catch (NoSuchElementException e) {
      return false;
    } catch (IllegalStateException e) {
      return true; // longer than maxCharsPerColumn: too long to keep, but current
    }
  }

  /** The failure of a reader that cannot go on, with what to do about it. */
  private IllegalStateException stopped(RuntimeException cause) {
    return new IllegalStateException(
        "fastio: "
            + cause.getMessage()
            + (options.multiLine
                ? ""
                : "; set the option multiLine=true to read files with line breaks inside"
                    + " quotes (each file is then read whole, by one task)"),
        cause);
  }

  /**
   * Reads the current record into row {@code row}: whether it is kept. A record that does not fit
   * the schema, or that fastio's reading and Spark's may differ on (text after a closing quote, a
   * line of spaces only), is read again as Spark reads it (see {@link #asSpark}).
   */
  private boolean readRecord(int row) {
    int f = 0;
    blankFirst = false;
    try {
      for (; f < width; f++) {
        if (!in.hasNextField()) {
          throw new FieldCount(f);
        }
        WritableColumnVector v = target[f];
        if (v == null) {
          in.skip();
        } else {
          readField(f, v, checkOnly[f] ? 0 : row);
        }
      }
      if ((plan.checksCount || options.maxColumns > 0) && in.hasNextField()) {
        int n = width;
        while (in.hasNextField()) {
          in.skip();
          n++;
        }
        tooManyColumns(n);
        if (plan.checksCount) {
          throw new FieldCount(n);
        }
      }
    } catch (InputMismatchException | FieldConversions.BadField | FieldCount e) {
      return asSpark(row, f, e);
    }
    if ((in.hadTextAfterQuote() || blankFirst) && !options.rfc4180) {
      return asSpark(row, f, null);
    }
    if (corrupt != null) {
      corrupt.putNull(row);
    }
    return true;
  }

  /** Whether the current record counts where no field is read: not a line Spark skips. */
  private boolean counts() {
    return options.multiLine || options.rfc4180 || !spacesOnly();
  }

  /**
   * Whether the current record is a line of spaces (bytes up to U+0020 only), which Spark's reader
   * skips without {@code multiLine}: looked at only where its first field starts with one.
   */
  private boolean spacesOnly() {
    if (!in.hasNextField() || in.nextIsEmpty()) {
      return false;
    }
    CsvReader.Field first = in.nextField();
    return !first.isQuoted() && (first.byteAt(0) & 0xFF) <= ' ' && isBlank(in.record());
  }

  /**
   * Fails the task where a record has more fields than the option {@code maxColumns} allows, as
   * Spark's tokenizer fails, in every mode.
   */
  private void tooManyColumns(int fields) {
    if (options.maxColumns > 0 && fields > options.maxColumns) {
      throw Errors.task(
          "fastio: the record at "
              + where(in.line(), in.recordOffset())
              + " has "
              + fields
              + " fields, more than maxColumns="
              + options.maxColumns,
          null);
    }
  }

  /** Whether {@code line} is empty once trimmed, as Spark's {@code line.trim.nonEmpty} tests. */
  private static boolean isBlank(String line) {
    return line.trim().isEmpty();
  }

  /** Reads the next field, field {@code f} of the record, into {@code v} at {@code row}. */
  private void readField(int f, WritableColumnVector v, int row) {
    byte kind = this.kind[f];
    if (in.nextIsEmpty()) {
      in.skip();
      v.putNull(row);
      return;
    }
    if (!textFirst[f] && readNumber(kind, v, row)) {
      return;
    }
    CsvReader.Field field = in.nextField();
    byte[] a = field.array();
    int from = field.offset();
    int length = field.length();
    if (isNull(field, kind)) {
      v.putNull(row);
      return;
    }
    if (length == 0) {
      // "" with an emptyValue that is not the null value: that text, as Spark converts it.
      conversions.put(kind, decimal[f], v, row, options.emptyValue);
      return;
    }
    if (kind == ReadPlan.STRING) {
      if (f == 0 && !options.multiLine && (a[from] & 0xFF) <= ' ' && !field.isQuoted()) {
        blankFirst = true;
      }
      if (options.multiLine && field.isQuoted() && !options.rfc4180) {
        putLines(v, row, field);
        return;
      }
      putString(v, row, a, from, length);
      return;
    }
    if (kind == ReadPlan.BOOLEAN) {
      int b = FieldConversions.booleanOf(a, from, length);
      if (b >= 0) {
        v.putBoolean(row, b == 1);
        return;
      }
      if (b == -1) {
        throw FieldConversions.bad(kind, null, field.toString());
      }
    }
    conversions.put(kind, decimal[f], v, row, field.toString());
  }

  /**
   * Reads the next field as a number of the core's fast path where the column is one and the field
   * a plain number: whether it did (else the field stays unread, for the text path).
   */
  private boolean readNumber(byte kind, WritableColumnVector v, int row) {
    try {
      switch (kind) {
        case ReadPlan.INT:
          v.putInt(row, in.nextInt());
          return true;
        case ReadPlan.LONG:
          v.putLong(row, in.nextLong());
          return true;
        case ReadPlan.DOUBLE:
          v.putDouble(row, in.nextDouble());
          return true;
        case ReadPlan.SHORT:
          {
            int x = in.nextInt();
            if (x != (short) x) {
              throw FieldConversions.bad(kind, null, Integer.toString(x));
            }
            v.putShort(row, (short) x);
            return true;
          }
        case ReadPlan.BYTE:
          {
            int x = in.nextInt();
            if (x != (byte) x) {
              throw FieldConversions.bad(kind, null, Integer.toString(x));
            }
            v.putByte(row, (byte) x);
            return true;
          }
        default:
          return false;
      }
    } catch (InputMismatchException e) {
      if (!in.hasNextField()) {
        throw e;
      }
      return false; // not a plain number
    }
  }

  /**
   * Whether a field present in the record is null, as Spark's reader makes it: the null value of
   * the options; and a quoted empty field ({@code ""}), which Spark reads as the option {@code
   * emptyValue}, where that is the null value (by default both are the empty string).
   */
  private boolean isNull(CsvReader.Field field, byte kind) {
    if (field.length() == 0) {
      return !field.isQuoted()
          || (!options.rfc4180 && options.emptyValue.equals(options.nullValue));
    }
    return nullBytes.length > 0 && field.contentEquals(nullBytes);
  }

  /**
   * Puts a quoted string of a {@code multiLine} file as Spark's reader has it: the file's line
   * separator inside the quotes turned into {@code \n} (Spark takes the separator from the file's
   * first line break, see {@link LineSeparators}).
   */
  private void putLines(WritableColumnVector v, int row, CsvReader.Field field) {
    byte[] a = field.array();
    int from = field.offset();
    int end = from + field.length();
    int cr = from;
    while (cr < end && a[cr] != '\r') {
      cr++;
    }
    String separator = cr == end ? null : lineSeparator();
    if (separator == null || separator.equals("\n")) {
      putString(v, row, a, from, end - from);
      return;
    }
    String text = field.toString().replace(separator, "\n");
    byte[] b = text.getBytes(StandardCharsets.UTF_8);
    v.putByteArray(row, b, 0, b.length);
  }

  /** The current file's line separator as Spark's multiLine reader detects it. */
  private String lineSeparator() {
    if (separator == null) {
      separator = LineSeparators.of(file, conf);
    }
    return separator;
  }

  /**
   * Puts a string's bytes: as they are where they are valid UTF-8 (the usual case, checked a byte
   * at a time only past an ASCII run), else as Spark has them, each bad sequence replaced by
   * U+FFFD.
   */
  private static void putString(WritableColumnVector v, int row, byte[] a, int from, int length) {
    int end = from + length;
    int i = from;
    while (i < end && a[i] >= 0) {
      i++;
    }
    if (i < end) {
      String s = new String(a, from, length, StandardCharsets.UTF_8);
      byte[] again = s.getBytes(StandardCharsets.UTF_8);
      v.putByteArray(row, again, 0, again.length);
      return;
    }
    v.putByteArray(row, a, from, length);
  }

  /** A record with another number of fields than the schema has. */
  private static final class FieldCount extends RuntimeException {
    private static final long serialVersionUID = 1L;
    final int fields;

    FieldCount(int fields) {
      super(null, null, false, false);
      this.fields = fields;
    }
  }

  /**
   * Reads the current record as Spark's reader reads it, into row {@code row}: cut into fields by
   * Spark's own tokenizer (see {@link SparkTokens}), each field the query checks converted on its
   * own, and then kept, kept in part (PERMISSIVE, with its text in the corrupt-record column),
   * dropped (DROPMALFORMED) or failing the task (FAILFAST) as Spark's mode says: whether it is
   * kept. {@code f} and {@code cause} are where fastio's own reading failed, if it did. A line of
   * spaces, which Spark skips, is dropped.
   */
  private boolean asSpark(int row, int f, RuntimeException cause) {
    long line = in.line();
    long offset = in.recordOffset();
    String text;
    try {
      text = in.record();
    } catch (NoSuchElementException e) {
      // No record is current after the failure: a line break inside quotes (see nextRecord).
      throw stopped(cause);
    } catch (IllegalStateException e) {
      text = null; // longer than maxCharsPerColumn: too long to keep
    }
    if (text != null && !options.multiLine && !options.rfc4180 && isBlank(text)) {
      keepNone(row);
      return false;
    }
    BadRecord bad =
        fromTokens(
            row, text == null ? null : options.rfc4180 ? fieldsOf(text) : tokens().tokens(text));
    if (bad == null) {
      if (corrupt != null) {
        corrupt.putNull(row);
      }
      return true;
    }
    if (options.mode == ReadOptions.Mode.FAILFAST) {
      throw failFast(line, offset, bad.field, cause != null ? cause : bad.cause);
    }
    if (options.mode == ReadOptions.Mode.DROPMALFORMED) {
      keepNone(row);
      return false;
    }
    if (corrupt != null) {
      if (text == null) {
        corrupt.putNull(row);
      } else {
        byte[] b = text.getBytes(StandardCharsets.UTF_8);
        corrupt.putByteArray(row, b, 0, b.length);
      }
    }
    return true;
  }

  /** Clears what row {@code row} holds, for the next record to take it. */
  private void keepNone(int row) {
    for (WritableColumnVector v : vectors) {
      if (v != null) {
        v.putNotNull(row);
      }
    }
  }

  /** Where a record does not fit: the 0-based field and why. */
  private static final class BadRecord {
    final int field;
    final RuntimeException cause;

    BadRecord(int field, RuntimeException cause) {
      this.field = field;
      this.cause = cause;
    }
  }

  /**
   * Fills row {@code row} from Spark's fields of the record ({@code null}: none), each checked
   * field converted as Spark converts it, null where it is missing, is the null value, or does not
   * convert: where the record does not fit, or null if it does.
   */
  private BadRecord fromTokens(int row, String[] tokens) {
    BadRecord bad = null;
    if (tokens == null) {
      bad = new BadRecord(0, new FieldCount(0));
    } else if (plan.checksCount && tokens.length != width) {
      bad = new BadRecord(Math.min(tokens.length, width), new FieldCount(tokens.length));
    }
    for (int f = 0; f < width; f++) {
      WritableColumnVector v = target[f];
      if (v == null) {
        continue;
      }
      int r = checkOnly[f] ? 0 : row;
      String token = tokens != null && f < tokens.length ? tokens[f] : null;
      // A quoted empty field is the empty string in rfc4180 (its null is the missing field).
      if (token == null
          || (token.equals(options.nullValue) && !(options.rfc4180 && token.isEmpty()))) {
        v.putNull(r);
        continue;
      }
      try {
        v.putNotNull(r);
        conversions.put(kind[f], decimal[f], v, r, token);
      } catch (FieldConversions.BadField e) {
        v.putNull(r);
        if (bad == null) {
          bad = new BadRecord(f, e);
        }
      }
    }
    return bad;
  }

  /** The fields of {@code text} as fastio reads them (rfc4180): null for a missing one. */
  private String[] fieldsOf(String text) {
    try (CsvReader r = options.applyTo(CsvReader.of(text))) {
      return r.nextRecord() ? FileRanges.fields(r) : null;
    }
  }

  /** The current file's tokenizer of Spark's, made where a record first needs it. */
  private SparkTokens tokens() {
    if (tokens == null) {
      tokens = new SparkTokens(options, options.multiLine ? lineSeparator() : null);
    }
    return tokens;
  }

  /** "line L of FILE (byte offset O)" for the record at {@code line} and {@code offset}. */
  private String where(long line, long offset) {
    long at = file.start() == 0 ? line : LineCount.lineAt(file.toPath(), conf, offset);
    return "line " + at + " of " + file.toPath() + " (byte offset " + offset + ")";
  }

  private RuntimeException failFast(long line, long offset, int f, RuntimeException cause) {
    String where = where(line, offset);
    String what;
    if (cause instanceof FieldCount) {
      what =
          "the record has "
              + ((FieldCount) cause).fields
              + (((FieldCount) cause).fields == 1 ? " field" : " fields")
              + ", the schema "
              + width;
    } else if (cause instanceof FieldConversions.BadField) {
      what =
          "field "
              + (f + 1)
              + " ("
              + plan.fileSchema.fields()[f].name()
              + ") is "
              + cause.getMessage();
    } else {
      what = "field " + (f + 1) + ": " + cause.getMessage();
    }
    throw Errors.task("fastio: malformed record in FAILFAST mode at " + where + ": " + what, cause);
  }
}
